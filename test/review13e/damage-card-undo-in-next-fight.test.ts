// Review 13e: before the fight the GM applies a trap's damage to the Goblin (body 20 → 14); the GM's "Damage applied"
// card says "Goblin takes 6 damage." with an **Undo** button (`!rondel undo`, no stamp). A fight starts and Aldric takes
// Full Guard. The GM then decides the trap should not have hit, scrolls up and presses that card's Undo: the Goblin's
// body stays 14, and instead Aldric's Full Guard is taken back ("The GM undid 1 step: back to count 1"), a step of a
// fight the button was never about. Ruling 98: "Every button that acts on a fight carries the fight it was made in,
// and does nothing in any other" (an old menu, End the turn, Trigger); ruling 99: the damage applied before a fight is
// out of undo's reach once it started. The card's Undo button is the one button that still acts in any fight.
// What the GM should see: that Undo refused in the fight ("That button was for a fight that has ended …" or "… made
// outside a fight …"), Aldric still on Full Guard.
// Suggested fix: src/app/commands/apply.ts `appliedMessages` — the Undo button carries the fight it was made in
// (`fightStamp(ctx.stored.fight)`, and a stamp for "no fight", e.g. `--fight 0`); `undo` takes the `fight` flag
// (verbs.ts) so dispatch.ts refuses it in another fight.
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

function buttons(ms: readonly { content: string }[]): string[] {
  return ms.flatMap((m) => (m.content.match(/href="(![^"]*)"/g) ?? []).map((b) => b.slice(6, -1).replace(/&amp;/g, '&').replace(/&#45;/g, '-')));
}

it('the Undo button of a damage card from before the fight does not undo a step of the fight', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  t.sb.setProps(goblin, { bar1_value: 20 });
  t.sb.dice.queue(20, 20);
  const attack = t.say(t.gm, `!rondel attack --target ${goblin.id} --dice 2 --damage 3`, [aldric]);
  const apply = buttons(attack).find((b) => b.includes('apply')) as string;
  const applied = t.say(t.gm, apply);
  expect(goblin.get('bar1_value')).toBe(14);
  const undo = buttons(applied).find((b) => b.includes('undo'));
  expect(undo).toBeDefined();

  t.sb.dice.queue(1, 9, 5);
  const start = t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
  const guard = buttons(start).find((b) => b.includes('act guard') && b.includes(aldric.id)) as string;
  expect(plain(t.say(t.pat, guard).map((m) => m.content).join('\n'))).toMatch(/Full Guard/);

  const answer = plain(t.say(t.gm, undo as string).map((m) => m.content).join('\n'));
  t.sb.assertNoCrash();
  expect(answer).not.toMatch(/undid/);
  const status = plain(t.say(t.gm, '!rondel status').map((m) => m.content).join('\n'));
  expect(status).toMatch(/Full Guard/);
});

it('that Undo still takes the damage back while no fight runs, and a fight’s Undo does nothing once it ended', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  t.sb.setProps(goblin, { bar1_value: 20 });
  t.sb.dice.queue(20, 20);
  const before = t.say(t.gm, `!rondel attack --target ${goblin.id} --dice 2 --damage 3`, [aldric]);
  const undoBefore = buttons(t.say(t.gm, buttons(before).find((b) => b.includes('apply')) as string)).find((b) => b.includes('undo')) as string;
  expect(goblin.get('bar1_value')).toBe(14);
  t.say(t.gm, undoBefore);
  expect(goblin.get('bar1_value')).toBe(20);

  t.sb.dice.queue(1, 9, 5);
  t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
  t.sb.dice.queue(20, 20);
  const during = t.say(t.gm, `!rondel attack --target ${goblin.id} --dice 2 --damage 3`, [aldric]);
  const undoDuring = buttons(t.say(t.gm, buttons(during).find((b) => b.includes('apply')) as string)).find((b) => b.includes('undo')) as string;
  expect(undoDuring).toMatch(/--fight [1-9]/);
  t.say(t.gm, '!rondel end --confirm');
  const answer = plain(t.say(t.gm, undoDuring).map((m) => m.content).join('\n'));
  t.sb.assertNoCrash();
  expect(answer).toMatch(/fight that has ended/);
});
