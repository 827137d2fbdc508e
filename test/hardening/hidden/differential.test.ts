// An independent review's probes, kept as regressions: a player's command about a token on the GM layer must be answered exactly as the same command about a
// token that does not exist (docs/rules.md §13, §15), for every verb a player may use, every way of naming a token,
// every rule set, and whether the hidden token is due, in the fight but not due, or not in the fight.
import { describe, expect, it } from 'vitest';
import { anArena, fightNow, type ActorKey, type Arena, type TokenKey } from '../arena';
import { ask, fightWithDue, NO_SUCH_ID, type Reply } from './helpers';
import type { RuleSetId } from '../../../src/rules/core/rule-set';

const HIDDEN: { key: TokenKey; name: string; fake: string }[] = [
  { key: 'shade', name: 'Shade', fake: 'Qhxde' },
  { key: 'mirage', name: 'Mirage', fake: 'Qzrxge' },
  { key: 'lurker', name: 'Lurker', fake: 'Qzrkxr' },
];

type Where = 'due' | 'in-fight' | 'not-in-fight';

function setup(rules: RuleSetId, where: Where, hidden: TokenKey): Arena {
  if (where === 'due') return fightWithDue(rules, hidden, ['aldric', 'lira', 'wisp']);
  if (where === 'in-fight') return fightWithDue(rules, 'aldric', ['lira', 'wisp', hidden]);
  return fightWithDue(rules, 'aldric', ['lira', 'wisp']);
}

const ACTIONS: Record<RuleSetId, string> = { rondel: 'dash', seconds: 'combat', rounds: 'combat' };

/** Commands with {X} the token (as id or name) and {C} the clock. */
function commands(rules: RuleSetId): { text: string; sel?: TokenKey[] }[] {
  const act = ACTIONS[rules];
  return [
    { text: `!rondel act ${act} --token {X}` },
    { text: `!rondel act ${act} --token {X} --turn {C}` },
    { text: `!rondel act ${act} --token {X}`, sel: ['aldric'] },
    { text: '!rondel react --token {X}' },
    { text: '!rondel react --token {X} --note now' },
    { text: '!rondel say Halt --token {X}' },
    { text: '!rondel trigger --token {X}' },
    { text: '!rondel menu --token {X}' },
    { text: '!rondel check --attr will --token {X}' },
    { text: '!rondel save --attr strength --token {X}' },
    { text: '!rondel competition --attr strength --token {X}' },
    { text: '!rondel attack --target {X}', sel: ['aldric'] },
    { text: '!rondel attack --target {X} --token Aldric' },
    { text: '!rondel attack --token {X} --target Aldric' },
    { text: '!rondel competition --attr agility --vs {X}', sel: ['aldric'] },
    { text: '!rondel competition --attr agility --vs {X} --token Wisp' },
    { text: '!rondel competition --attr agility --token {X} --vs Lira' },
    { text: '!rondel attack --target {X} --token Wisp --weapon Nonesuch' },
  ];
}

function forms(h: { key: TokenKey; name: string; fake: string }, a: Arena): [string, string][] {
  return [
    [a.ids[h.key], NO_SUCH_ID],
    [h.name, h.fake],
    [h.name.toUpperCase(), h.fake.toUpperCase()],
    [` ${h.name.toLowerCase()}  `, ` ${h.fake.toLowerCase()}  `],
  ];
}

function normalise(r: Reply, a: Arena, real: string, fake: string): Reply {
  const esc = (s: string): RegExp => new RegExp(s.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  return {
    ...r,
    replies: r.replies.map((x) => x.replace(esc(real), '<X>').replace(esc(fake), '<X>').replace(esc(NO_SUCH_ID), '<X>')),
  };
}

const RULES: RuleSetId[] = ['rondel', 'seconds', 'rounds'];
const WHERE: Where[] = ['due', 'in-fight', 'not-in-fight'];
const ACTORS: ActorKey[] = ['pat', 'sam', 'robin'];

describe('hidden stays hidden: a hidden token answers as a token that does not exist', () => {
  const cases = RULES.flatMap((rules) => WHERE.flatMap((where) => HIDDEN.map((h) => [rules, where, h.key] as const)));
  it.each(cases)('%s, hidden token %s: %s', (rules, where, key) => {
    const h = HIDDEN.find((x) => x.key === key)!;
    const a = setup(rules, where, key);
    const diffs: string[] = [];
    for (const actor of ACTORS) {
      for (const cmd of commands(rules)) {
        for (const [real, fake] of forms(h, a)) {
          const clock = String(fightNow(a)!.rs.clock(fightNow(a)!.state));
          const t = (x: string): string => cmd.text.replace('{X}', x).replace('{C}', clock);
          const hid = normalise(ask(a, actor, t(real), cmd.sel), a, real, fake);
          const none = normalise(ask(a, actor, t(fake), cmd.sel), a, real, fake);
          if (hid.changed || hid.tracker) diffs.push(`${actor}: ${t(real)} CHANGED the fight`);
          if (JSON.stringify(hid.replies) !== JSON.stringify(none.replies)) diffs.push(`${actor}: ${t(real)}\n   hidden: ${JSON.stringify(hid.replies)}\n   none:   ${JSON.stringify(none.replies)}`);
        }
      }
    }
    expect(diffs).toEqual([]);
  });
});

describe('hidden stays hidden: --char of a character everyone controls answers the same whether its GM-layer token is in the fight', () => {
  const charCommands = (rules: RuleSetId): string[] => [
    `!rondel act ${ACTIONS[rules]} --char {C}`,
    '!rondel react --char {C}',
    '!rondel say Halt --char {C}',
    '!rondel trigger --char {C}',
    '!rondel menu --char {C}',
    '!rondel check --attr will --char {C}',
    '!rondel save --attr agility --char {C} --dc 12',
    '!rondel competition --attr logic --char {C}',
    '!rondel competition --attr logic --char {C} --vs Lira',
    '!rondel attack --char {C} --target Lira',
  ];
  const cases = RULES.flatMap((rules) => (['in-fight'] as const).map((where) => [rules, where] as const));
  it.each(cases)('%s, the Mirage %s', (rules, where) => {
    const withIt = setup(rules, where, 'mirage');
    const without = setup(rules, 'not-in-fight', 'mirage');
    const strip = (r: Reply): string[] => r.replies.map((x) => x.replace(/\d+/g, 'N'));
    const diffs: string[] = [];
    for (const actor of ACTORS) {
      for (const c of charCommands(rules)) {
        const t = c.replace('{C}', withIt.extra.mirageCharacter.id);
        const u = c.replace('{C}', without.extra.mirageCharacter.id);
        withIt.sb.dice.queue(...new Array<number>(12).fill(3));
        without.sb.dice.queue(...new Array<number>(12).fill(3));
        const x = ask(withIt, actor, t);
        const y = ask(without, actor, u);
        if (x.changed || x.tracker) diffs.push(`${actor}: ${c} CHANGED the fight`);
        if (JSON.stringify(strip(x)) !== JSON.stringify(strip(y))) diffs.push(`${actor}: ${c}\n   in fight: ${JSON.stringify(strip(x))}\n   not:      ${JSON.stringify(strip(y))}`);
      }
    }
    expect(diffs).toEqual([]);
  });
});
