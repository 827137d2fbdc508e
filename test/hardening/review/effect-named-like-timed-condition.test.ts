// A finding of an independent review (integrity of timed effects), kept as a regression. docs/rules.md §12, ruling
// 85: a timed condition is lifted when its timer runs out. The GM's `effect --add` of the same name used to replace the
// timer that held the condition with one that held nothing: Aldric stayed prone for good, while the card at its end
// said "Aldric: Prone ends.". The new effect now holds the condition in the old one's stead: the condition is timed again.
import { expect, it } from 'vitest';
import { rondelPresent } from '../arena';
import { ask, fightWithDue } from '../hidden/helpers';

it('a timed prone timed again by an effect named Prone holds until the new end, and ends with it', () => {
  const a = fightWithDue('rondel', 'aldric', ['lira', 'goblin']);
  const start = rondelPresent(a).counter;
  ask(a, 'gm', '!rondel condition --add prone --counts 3', ['aldric']);
  ask(a, 'gm', '!rondel effect --add Prone --counts 5', ['aldric']);
  const prone = (): boolean => rondelPresent(a).combatants.find((c) => c.id === a.ids.aldric)!.conditions.includes('prone');
  const seen: string[] = [];
  for (let i = 0; i < 10 && rondelPresent(a).counter < start + 5; i += 1) {
    seen.push(...ask(a, 'gm', '!rondel next').replies);
    // past the old end (start + 3), before the new one: still prone
    if (rondelPresent(a).counter < start + 5) expect(prone()).toBe(true);
  }
  expect(rondelPresent(a).counter).toBe(start + 5);
  expect(seen.join('\n')).toMatch(/Aldric: Prone ends/);
  expect(prone()).toBe(false);
});
