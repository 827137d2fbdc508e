// The action menu as render/menu.ts draws it (docs/rules.md §4, §9.3, §14 ruling 90, §15): its title (an action, or a
// turn that goes on), the fight's stamp on every button, the queries of 10-second rounds' At the ready, the public
// menu's fits (the picture first, then short queries, at worst no note), and the menus made before: "two menus that
// differ have different keys" (menu.ts `shapeKey`), so a menu made after another that differs in one part alone is
// the menu made first. Each check is against a module that has made no menu yet (its texts and keys made afresh).
import { describe, expect, it, vi } from 'vitest';
import type { MenuSpec } from '../../src/render/menu';
import type { ActionSpec } from '../../src/rules/core/rule-set';
import { PUBLIC_CARD_BYTES } from '../../src/render/fit';
import { fitsIn } from '../../src/render/html';
import { rulesOf } from '../../src/app/context';
import { buttons, plain } from '../app/fakes';

type Menus = typeof import('../../src/render/menu');

/** The menu module as no menu has been made yet: nothing remembered, its constants made again. */
async function fresh(): Promise<Menus> {
  vi.resetModules();
  return import('../../src/render/menu');
}

const ROUNDS = rulesOf('rounds').actions;
const SECONDS = rulesOf('seconds').actions;
const RONDEL = rulesOf('rondel').actions;

const base: MenuSpec = {
  word: 'rondel',
  tokenId: '-Mwolf',
  name: 'Wolf',
  at: 'count 7',
  turn: 7,
  fight: 3,
  actions: RONDEL,
  defaults: { speed: 2, agility: 1, cast: 3 },
  changeFree: false,
  reaction: { kind: 'button' },
  note: 'Change adds d4 when you switch intent or weapon.',
  whispered: true,
};

describe('what a menu shows (a module that made no menu yet)', () => {
  it('the title: “your action”, or “your turn” for a turn that goes on after its action (docs/rules.md §9.3)', async () => {
    const m = await fresh();
    expect(plain(m.actionMenu(base)).split('\n')[0]).toBe('Wolf: your action count 7');
    expect(plain(m.actionMenu({ ...base, actions: [], done: true })).split('\n')[0]).toBe('Wolf: your turn count 7');
  });

  it('every button carries the fight’s stamp and its label (docs/rules.md §15)', async () => {
    const m = await fresh();
    const html = m.actionMenu({ ...base, stand: true });
    const b = buttons(html);
    expect(b.length).toBe(RONDEL.length + 2);
    for (const c of b) expect(c).toContain(' --fight 3');
    expect(plain(html).split('\n')[1]).toBe(`${RONDEL.map((a) => `[${a.label}]`).join('')}[React][Stand up]`);
  });

  it('10-second rounds: At the ready asks for its trigger, the other actions what they do', async () => {
    const m = await fresh();
    const b = buttons(m.actionMenu({ ...base, actions: ROUNDS }));
    const ready = ROUNDS.findIndex((a) => a.key === 'ready');
    const combat = ROUNDS.findIndex((a) => a.key === 'combat');
    expect(b[ready]).toContain('--note ?{Trigger (if …)|}');
    expect(b[combat]).toContain('--note ?{What it does|}');
  });

  it('React, Stand up and End the turn are set apart from the turn’s actions by their colour', async () => {
    const m = await fresh();
    const html = m.actionMenu({ ...base, actions: ROUNDS.slice(0, 1), stand: true, done: true });
    const styles = [...html.matchAll(/<a [^>]*style="([^"]*)"/g)].map((x) => x[1] as string);
    expect(styles).toHaveLength(4);
    const [action, ...others] = styles;
    for (const s of others) expect(s).not.toBe(action);
    // the three of them alike
    expect(new Set(others).size).toBe(1);
  });
});

describe('a public menu (a token everyone controls) within a public card’s budget', () => {
  it('keeps the token’s picture when it fits', async () => {
    const m = await fresh();
    // a short menu (two actions): room for the picture
    const html = m.actionMenu({ ...base, actions: RONDEL.slice(0, 2), whispered: false, image: 'https://example.com/wolf.png' });
    expect(html).toContain('https://example.com/wolf.png');
    expect(fitsIn(html, PUBLIC_CARD_BYTES)).toBe(true);
  });

  /** Actions that each ask for a change of action: `n` of them. */
  const many = (n: number): ActionSpec[] => Array.from({ length: n }, (_, i) => ({ key: `a${i}`, label: `A${i}`, formula: '', describe: '', takes: ['change'] }));

  it('shortens its queries when the long ones do not fit', async () => {
    const m = await fresh();
    // the fewest actions whose menu does not fit with the long query (its name already cut)
    let n = 1;
    while (fitsIn(m.menuMadeWhole({ ...base, whispered: true, name: 'W', actions: many(n) }), PUBLIC_CARD_BYTES)) n += 1;
    const html = m.actionMenu({ ...base, whispered: false, name: 'W', actions: many(n) });
    expect(fitsIn(html, PUBLIC_CARD_BYTES)).toBe(true);
    expect(buttons(html)[0]).toContain('?{Changed? +d4|No,|Yes,--change}');
    expect(plain(html)).toContain('Change adds d4');
  });

  it('too big even so: no note and no picture, the buttons kept', async () => {
    const m = await fresh();
    const html = m.actionMenu({ ...base, whispered: false, image: 'https://example.com/wolf.png', actions: many(40) });
    expect(html).not.toContain('wolf.png');
    // the title and the row of buttons, nothing under them
    expect(plain(html).split('\n')).toHaveLength(2);
    expect(plain(html)).not.toContain('Change adds d4');
    expect(buttons(html)).toHaveLength(41);
  });
});

describe('menus made one after another are each their own (menu.ts shapeKey, buttonPieces)', () => {
  /** Pairs of menus that differ in one part alone; each made after the other, as fresh modules make them. */
  const pairs: [string, MenuSpec, MenuSpec][] = [
    ['the flex marker’s end (docs/rules.md §6: no reaction until it goes)', { ...base, reaction: { kind: 'flex', until: 9 } }, { ...base, reaction: { kind: 'flex', until: 14 } }],
    ['the tradition of the chosen spell (20-second rounds’ Magic)', { ...base, actions: SECONDS }, { ...base, actions: SECONDS, defaults: { ...base.defaults, tradition: 'axiom' } }],
    ['two traditions', { ...base, actions: SECONDS, defaults: { ...base.defaults, tradition: 'divine' } }, { ...base, actions: SECONDS, defaults: { ...base.defaults, tradition: 'axiom' } }],
    ['weapon speed and Agility that read alike side by side', { ...base, defaults: { speed: 1, agility: 23, cast: 3 } }, { ...base, defaults: { speed: 12, agility: 3, cast: 3 } }],
    ['Agility and casting time that read alike side by side', { ...base, defaults: { speed: 2, agility: 1, cast: 23 } }, { ...base, defaults: { speed: 2, agility: 12, cast: 3 } }],
    ['casting time and tradition side by side', { ...base, actions: SECONDS, defaults: { speed: 2, agility: 1, cast: 5, tradition: 'axiom' } }, { ...base, actions: SECONDS, defaults: { speed: 2, agility: 1, cast: 55, tradition: 'axiom' } }],
    ['a Stand up button, or none said (stand is optional)', { ...base }, { ...base, stand: true }],
    ['a turn that goes on, or none said (done is optional)', { ...base }, { ...base, done: true }],
    ['a turn that goes on, or not', { ...base, done: false }, { ...base, done: true }],
    ['the token’s picture, or another', { ...base, image: 'https://example.com/wolf.png' }, { ...base, image: 'https://example.com/bear.png' }],
    ['a picture, or none', { ...base }, { ...base, image: 'https://example.com/wolf.png' }],
  ];

  it.each(pairs)('%s', async (_what, a, b) => {
    const expected = [(await fresh()).actionMenu(a), (await fresh()).actionMenu(b)];
    expect(expected[0]).not.toBe(expected[1]);
    const warm = await fresh();
    // either order, and back again
    expect([warm.actionMenu(a), warm.actionMenu(b), warm.actionMenu(a)]).toEqual([expected[0], expected[1], expected[0]]);
    const other = await fresh();
    expect([other.actionMenu(b), other.actionMenu(a)]).toEqual([expected[1], expected[0]]);
    // public menus too (their buttons are remembered apart)
    const pub = await fresh();
    const pa = (await fresh()).actionMenu({ ...a, whispered: false });
    const pb = (await fresh()).actionMenu({ ...b, whispered: false });
    expect([pub.actionMenu({ ...a, whispered: false }), pub.actionMenu({ ...b, whispered: false })]).toEqual([pa, pb]);
  });
});
