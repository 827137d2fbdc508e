// A finding of an independent review (integrity of timed effects), kept as a regression.
// docs/rules.md ruling 100: "A combatant that leaves the fight takes its timed effects with it, and a spell it was
// still casting never resolves". The rondel's and 20-second rounds' leave drops the waiting effect but keeps the
// casting itself in state.spells: it still takes effect, on a card naming the caster who left, and a caster added
// again carries the old casting ("casting “Fireball” until 4") whose resolution starts its NEW spell's effect early.
import { expect, it } from 'vitest';
import { rondelPresent } from '../arena';
import { ask, fightWithDue } from '../hidden/helpers';

for (const rules of ['rondel', 'seconds'] as const) {
  it(`${rules}: Borin casts, is removed, and his spell still takes effect`, () => {
    const a = fightWithDue(rules, 'borin', ['lira', 'goblin']);
    ask(a, 'gm', '!rondel act magic --cast 3 --note Fireball', ['borin']);
    ask(a, 'gm', '!rondel remove', ['borin']);
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) seen.push(...ask(a, 'gm', '!rondel next').replies);
    expect(seen.join('\n')).not.toMatch(/Fireball/); // "Borin’s spell “Fireball” takes effect now."
    expect((a.fight()!.timeline.present as unknown as { spells: { casterId: string }[] }).spells.filter((s) => s.casterId === a.ids.borin)).toEqual([]);
  });
}

it('rondel: Borin removed and added again: the old Fireball resolves at 4 and starts the new Bless (landing at 7) early', () => {
  const a = fightWithDue('rondel', 'borin', ['lira', 'goblin']);
  ask(a, 'gm', '!rondel act magic --cast 3 --note Fireball', ['borin']); // takes effect at count 4
  ask(a, 'gm', '!rondel remove', ['borin']);
  ask(a, 'gm', '!rondel add', ['borin']);
  ask(a, 'gm', `!rondel set --count ${rondelPresent(a).counter} --token ${a.ids.borin}`);
  expect.soft(ask(a, 'gm', '!rondel status').replies.join('\n')).not.toMatch(/Fireball/); // shows: casting “Fireball” until 4
  ask(a, 'gm', '!rondel act magic --cast 6 --note Bless --duration 20 counts', ['borin']); // takes effect at count 7
  for (let i = 0; i < 3 && rondelPresent(a).counter < 6; i += 1) ask(a, 'gm', '!rondel next');
  expect(rondelPresent(a).counter).toBeLessThan(7);
  const effects = (rondelPresent(a) as unknown as { effects?: { name: string; from: number }[] }).effects ?? [];
  expect(effects.find((e) => e.name === 'Bless')).toBeUndefined(); // actually: Bless from count 4, until 24
});

it('seconds: Borin removed mid-cast and added again loses the next round’s roll to the old casting', () => {
  const a = fightWithDue('seconds', 'borin', ['lira', 'goblin']);
  ask(a, 'gm', '!rondel act magic --cast 30 --note Fireball', ['borin']); // takes effect at round 2, second 12
  ask(a, 'gm', '!rondel remove', ['borin']);
  ask(a, 'gm', '!rondel add', ['borin']); // joins afresh: "Borin joins: 2d10 … → second 8"
  const seen: string[] = [];
  for (let i = 0; i < 8 && !seen.join('\n').includes('Round 2 begins'); i += 1) seen.push(...ask(a, 'gm', '!rondel next').replies);
  expect(seen.join('\n')).toMatch(/Round 2 begins/);
  expect(seen.join('\n')).not.toMatch(/Borin is still casting/); // instead of rolling 2d10 for round 2
});
