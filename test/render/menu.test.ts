// The action menu's buttons are made once per rule set's actions and sheet values, with holes for the token and the
// turn, and a whispered menu once per shape (its actions, sheet values, reaction, note and picture) with holes for the
// token, its name, the turn and the count (render/menu.ts `actionMenu`): a menu made after any others (of other
// tokens and names with the same shape, or of another shape) is the menu made first.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { MenuSpec } from '../../src/render/menu';
import type { ActionSpec, FightStateBase, RuleSet } from '../../src/rules/core/rule-set';
import { ruleSets } from '../../src/rules/registry';

type Cards = typeof import('../../src/render/menu');

/**
 * A rule set's actions after a hold (no Hold), made once per rule set as the rule sets make their lists once; none when
 * the menu ends a turn whose action is taken (10-second rounds).
 */
const afterHold = new Map<RuleSet<FightStateBase>, readonly ActionSpec[]>();
const NONE: readonly ActionSpec[] = [];
function menuActions(rs: RuleSet<FightStateBase>, heldLast: boolean, done: boolean): readonly ActionSpec[] {
  if (done) return NONE;
  if (!heldLast) return rs.actions;
  let list = afterHold.get(rs);
  if (!list) afterHold.set(rs, (list = rs.actions.filter((a) => a.key !== 'hold')));
  return list;
}

/** The menu module as no menu has been made yet: nothing remembered. */
async function freshCards(): Promise<Cards> {
  vi.resetModules();
  return import('../../src/render/menu');
}

interface Spec {
  readonly rules: RuleSet<FightStateBase>;
  readonly heldLast: boolean;
  readonly tokenId: string;
  readonly name: string;
  readonly turn: number;
  readonly speed: number;
  readonly agility: number;
  readonly cast: number;
  readonly tradition: string | undefined;
  readonly spell: string | undefined;
  readonly changeFree: boolean;
  readonly reaction: MenuSpec['reaction'];
  readonly done: boolean;
  /** A Stand up button (a prone combatant that may get up now). */
  readonly stand: boolean;
  readonly whispered: boolean;
  readonly image: string | undefined;
  readonly note: string;
}

const spec: fc.Arbitrary<Spec> = fc.record({
  rules: fc.constantFrom(...ruleSets()),
  heldLast: fc.boolean(),
  tokenId: fc.constantFrom('-Mabcdefghijklmnopqr', '-Mxyz', 'a"b', 'line\nbreak', '\u0000turn\u0000'),
  // a long name of markup: a public menu is cut to fit, its queries shortened
  name: fc.constantFrom('Wolf', '[{|}]'.repeat(8)),
  turn: fc.constantFrom(7, 120, 999999),
  // few values of each: menus that differ in one alone come often
  speed: fc.constantFrom(-2, 1),
  agility: fc.constantFrom(0, 3),
  cast: fc.constantFrom(0, 4),
  tradition: fc.constantFrom(undefined, 'axiom'),
  spell: fc.constantFrom(undefined, 'Bless', 'Fire{bolt}|@{x}'),
  changeFree: fc.boolean(),
  reaction: fc.constantFrom<MenuSpec['reaction']>({ kind: 'button' }, { kind: 'flex', until: 14 }, { kind: 'none', why: 'already reacted this round' }),
  done: fc.boolean(),
  stand: fc.boolean(),
  whispered: fc.boolean(),
  // an address a picture shows, one it does not, and one that holds a hole's character
  image: fc.constantFrom(undefined, 'https://example.com/wolf.png', 'javascript:alert(1)', 'https://example.com/a\u0000turn\u0000.png'),
  note: fc.constantFrom('Change adds d4 when you switch intent or weapon.', 'You held last time: no Hold now, and no Change cost.'),
});

const FIELDS = ['rules', 'heldLast', 'tokenId', 'name', 'turn', 'speed', 'agility', 'cast', 'tradition', 'spell', 'changeFree', 'reaction', 'done', 'stand', 'whispered', 'image', 'note'] as const satisfies readonly (keyof Spec)[];

function menuSpec(s: Spec): MenuSpec {
  return {
    word: 'rondel',
    tokenId: s.tokenId,
    name: s.name,
    at: `count ${s.turn}`,
    turn: s.turn,
    actions: menuActions(s.rules, s.heldLast, s.done),
    defaults: { speed: s.speed, agility: s.agility, cast: s.cast, ...(s.tradition ? { tradition: s.tradition } : {}), ...(s.spell ? { spell: s.spell } : {}) },
    changeFree: s.changeFree,
    reaction: s.reaction,
    done: s.done,
    stand: s.stand,
    note: s.note,
    whispered: s.whispered,
    ...(s.image === undefined ? {} : { image: s.image }),
  };
}

describe('the action menu, made again and again', () => {
  it('is, after any other menus, the menu made first: its own token, turn, sheet values and reaction', async () => {
    await fc.assert(
      // menus that differ from the one before in one thing: what a key that left it out would get wrong
      fc.asyncProperty(spec, fc.array(fc.tuple(spec, fc.constantFrom(...FIELDS)), { minLength: 1, maxLength: 6 }), async (first, changes) => {
        const specs = [first];
        for (const [other, field] of changes) specs.push({ ...(specs[specs.length - 1] as Spec), [field]: other[field] });
        const warm = await freshCards();
        const made = specs.map((s) => warm.actionMenu(menuSpec(s)));
        for (const [i, s] of specs.entries()) {
          expect(made[i]).toBe((await freshCards()).actionMenu(menuSpec(s)));
          // and is the menu with every part made for it, remembering nothing
          expect(made[i]).toBe(warm.menuMadeWhole(menuSpec(s)));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('puts the token and the turn into every button, escaped as a button escapes its command', async () => {
    const { actionMenu } = await freshCards();
    const rs = ruleSets()[0];
    if (!rs) throw new Error('no rule set');
    const at = (tokenId: string, turn: number, speed: number): string =>
      actionMenu(menuSpec({ rules: rs, heldLast: false, tokenId, name: 'Wolf', turn, speed, agility: 1, cast: 2, tradition: undefined, spell: undefined, changeFree: false, reaction: { kind: 'button' }, done: false, stand: false, whispered: true, image: undefined, note: 'Change adds d4 when you switch intent or weapon.' }));
    at('-Mfirst', 7, 1);
    const menu = at('-M"second', 8, 2);
    const hrefs = [...menu.matchAll(/href="([^"]*)"/g)].map((m) => m[1] as string);
    expect(hrefs).toHaveLength(rs.actions.length + 1);
    for (const h of hrefs) expect(h).toContain('--token -M&quot;second');
    for (const h of hrefs.slice(0, -1)) expect(h).toContain('--turn 8');
    expect(menu).not.toContain('-Mfirst');
    expect(menu).not.toContain('\u0000');
    if (rs.actions.some((a) => a.takes.includes('speed'))) expect(menu).toContain('?{Weapon speed|2}');
  });

  it.each(ruleSets().map((rs) => [rs.id, rs] as const))('%s: the Magic button offers the sheet’s chosen spell by its name, without what would break its query', async (_id, rs) => {
    const { actionMenu } = await freshCards();
    const menu = (spell: string | undefined) =>
      actionMenu(menuSpec({ rules: rs, heldLast: false, tokenId: '-Mx', name: 'Borin', turn: 3, speed: 0, agility: 1, cast: 2, tradition: 'divine', spell, changeFree: false, reaction: { kind: 'button' }, done: false, stand: false, whispered: true, image: undefined, note: 'Change adds d4 when you switch intent or weapon.' }));
    const magic = (html: string) => /act magic[^"]*/.exec(html.replace(/&#123;/g, '{').replace(/&#125;/g, '}').replace(/&#124;/g, '|').replace(/&#64;/g, '@'))?.[0] ?? '';
    expect(magic(menu('Bless'))).toContain('--note ?{Spell|Bless}');
    expect(magic(menu(undefined))).toContain('--note ?{Spell|}');
    expect(magic(menu('Fire{bolt}|@{x}, [[1d6]]'))).toContain('--note ?{Spell|Fire bolt x 1d6}');
  });
});
