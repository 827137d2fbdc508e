// Review 13f (today's words against the table): ruling 99 (docs/rules.md, today) says of `undo` with no fight
// running: "right after an `end` it answers that nothing was applied since that fight started, and that an ended
// fight cannot be brought back."
//
// At the table: a fight with no damage applied outside it all evening. The GM ends it (by mistake, or too soon) and
// types `!rondel undo` (or presses the Rondel-Undo macro): the answer is "No fight is running. Select the tokens in the
// fight and run !rondel start." — nothing about the end being final; the GM is left to wonder whether undo missed.
// Had any damage been applied before the fight, the same undo answers "No fight is running, and no damage was applied
// since the last fight started: nothing was undone. A fight that has ended cannot be brought back, …". The answer
// depends on a trap long ago.
// What they should see: after an `end`, the ruling's answer (an ended fight cannot be brought back), whatever damage
// was or was not applied before.
// Suggested fix: src/app/commands/undo.ts (the no-fight branch): when a fight has ended (Stored.fights > 0, or the
// last start is known), answer with ruling 99's words even when the ledger of damage outside a fight is empty.
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

it('an undo right after end says an ended fight cannot be brought back, with no damage ever applied', () => {
  const t = aTable({ seed: 9 });
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
  t.say(t.gm, '!rondel next');
  t.say(t.gm, '!rondel end --confirm');
  const undo = plain(t.say(t.gm, '!rondel undo').map((m) => m.content).join('\n'));
  t.sb.assertNoCrash();
  expect(undo).toMatch(/nothing was undone/);
  expect(undo).toMatch(/cannot be brought back/);
});
