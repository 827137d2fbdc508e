// Review 9b, said once (src/render/said-once.ts, docs/rules.md §12): a condition held by a timed effect is one fact,
// and the step cards now say it once. The undo and redo cards (which now say what they took back) still say it twice:
// undoing the step where Zombie's prone ran out says "Zombie is prone again." and "Zombie: prone lasts again.", and the
// redo "Zombie is no longer prone." and "Zombie: prone no longer lasts.". Polish (rank 4).
// Suggested fix: the undo card's lines go through `saidByEffects` as the step cards do.
import { expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

it('undo and redo across a timed condition running out say it once each', () => {
  const t = aTable();
  t.say(t.gm, '!rondel start', [t.tokens.goblin, t.tokens.zombie]);
  t.say(t.gm, '!rondel condition --add prone --counts 2', [t.tokens.zombie]);
  let ended = '';
  for (let i = 0; i < 6 && !/prone ends/.test(ended); i++) ended = t.say(t.gm, '!rondel next --step').map((m) => plain(m.content)).join('\n');
  expect(ended).toMatch(/Zombie: prone ends/);
  const undo = t.say(t.gm, '!rondel undo').map((m) => plain(m.content)).join('\n');
  const redo = t.say(t.gm, '!rondel redo').map((m) => plain(m.content)).join('\n');
  const proneLines = (s: string): string[] => s.split('\n').filter((l) => l.includes('Zombie') && l.includes('prone'));
  expect(proneLines(undo)).toHaveLength(1);
  expect(proneLines(redo)).toHaveLength(1);
});
