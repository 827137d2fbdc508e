// Review 13a, a long evening: before the fight the GM rolls a trap's attack at the Goblin and applies its damage
// (body 20 → 14). Then a whole fight is played and ended (`!rondel end --confirm`). Right after the end the GM presses
// the Rondel-Undo macro, as one does after ending by mistake. The answer is not "No fight is running" but
// "Goblin: 6 damage taken back. Body 14 → 20": the undo reaches back over the whole fight to damage applied before it
// started, and there is no redo for it ("No fight is running"), so the trap's damage is lost unless the GM types it
// in again. README documents that with no fight running, `undo` takes back "the last damage applied while no fight
// ran", but a fight in between is a new moment (the award ledger is cleared at start for the same reason, ruling 80);
// damage applied before a fight should no longer be undoable once a fight has started and ended, or at least the
// undo right after `end` should say the fight cannot be brought back instead of silently reverting older damage.
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

function buttons(ms: readonly { content: string }[]): string[] {
  return ms.flatMap((m) => (m.content.match(/href="(![^"]*)"/g) ?? []).map((b) => b.slice(6, -1).replace(/&amp;/g, '&')));
}

it('an undo right after end does not take back damage applied before the fight began', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, borin, goblin } = t.tokens;
  t.sb.setProps(goblin, { bar1_value: 20 });
  // before the fight: a trap's attack at the Goblin, applied
  t.sb.dice.queue(20, 20);
  const attack = t.say(t.gm, `!rondel attack --target ${goblin.id} --dice 2 --damage 3`, [aldric]);
  const apply = buttons(attack).find((b) => b.includes('apply'));
  expect(apply).toBeDefined();
  t.say(t.gm, apply as string);
  expect(goblin.get('bar1_value')).toBe(14);

  // a whole fight, then its end
  t.say(t.gm, '!rondel start', [aldric, lira, borin, goblin]);
  for (let i = 0; i < 6; i += 1) t.say(t.gm, '!rondel next');
  t.say(t.gm, '!rondel end --confirm');

  // the reflex after an end: undo
  const answer = plain(t.say(t.gm, '!rondel undo').map((m) => m.content).join('\n'));
  t.sb.assertNoCrash();
  expect(goblin.get('bar1_value')).toBe(14);
  expect(answer).not.toMatch(/damage taken back/);
  // fix13a: and the GM is told why (docs/rules.md ruling 99)
  expect(answer).toMatch(/no damage was applied since the last fight started: nothing was undone/);
});
