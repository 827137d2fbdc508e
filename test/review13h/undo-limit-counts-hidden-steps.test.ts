// Review 13h (hidden stays hidden, after today's "undo reaches back 30 steps at most"). The Zombie is on the GM layer.
// The GM toggles its Blind 26 times (steps the players never see), knocks Aldric prone (a step they see), toggles the
// Zombie 4 more times, then types `!rondel undo 40`. Every player reads "The GM undid 1 step: back to count 1 (undo
// reaches back 30 steps at most)." The note says the undo went back the whole 30 steps, while the players were
// counted 1: so 29 steps they never saw were taken back, i.e. the GM is doing things with something hidden.
// README "Integrity" ("Hidden stays hidden"; a count that gives it away), docs/rules.md §15 (what concerns only
// hidden tokens is the GM's alone). What players should read: "The GM undid 1 step: back to count 1." and the limit
// note goes to the GM alone (in "Rondel: for the GM"), or is public only when every step undone was one they saw.
// Suggested fix: src/app/commands/travel.ts `travel`: add `short` to the public line only when `counted === moved`;
// otherwise put it in the GM's notice.
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

it('the undo limit note does not tell players that hidden steps were undone', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, zombie } = t.tokens;
  t.sb.setProps(zombie, { layer: 'gmlayer' });
  t.sb.dice.queue(1, 5, 9);
  t.say(t.gm, '!rondel start', [aldric, lira, zombie]);
  const toggle = () => {
    t.say(t.gm, '!rondel condition --add blind', [zombie]);
    t.say(t.gm, '!rondel condition --remove blind', [zombie]);
  };
  for (let i = 0; i < 13; i += 1) toggle();
  t.say(t.gm, '!rondel condition --add prone', [aldric]);
  for (let i = 0; i < 2; i += 1) toggle();
  const out = t.say(t.gm, '!rondel undo 40');
  t.sb.assertNoCrash();
  const heardByPat = out.filter((m) => m.type !== 'whisper' || m.targets.includes(t.pat.id)).map((m) => plain(m.content)).join('\n');
  // the players are told of the one step they saw ...
  expect(heardByPat).toContain('The GM undid 1 step: back to count 1');
  expect(heardByPat).toContain('Aldric is no longer prone.');
  // ... and nothing says the undo went back 30 steps
  expect(heardByPat).not.toMatch(/30 steps/);
  // the GM still hears how far undo reaches
  const heardByGm = out.filter((m) => m.targets.includes(t.gm.id) || m.type !== 'whisper').map((m) => plain(m.content)).join('\n');
  expect(heardByGm).toMatch(/undo reaches back 30 steps at most/);
});
