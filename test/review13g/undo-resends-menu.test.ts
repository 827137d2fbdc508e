// Review 13g, at the browser play table (10-second rounds). It is Aldric's turn and Pat has Aldric's menu. The GM
// puts a goblin prone by mistake and undoes it, then redoes it: Aldric's turn never changed, yet each undo and each
// redo whispers Pat the whole of Aldric's menu again ("Aldric: your action round 1 …"), so Pat's chat holds three
// identical menus for one turn and reads as if the turn began again. A person should get the menu once per turn; an
// undo or redo that leaves the same turn due (same combatant, same round/count) should not send it again (the menu
// already in the chat still works: ruling 73 stamps it with that turn). Suggested: where undo/redo re-announce the due
// turn (src, the undo/redo command's after-step announcement), send the menu only when the due turn differs from
// the one due before the undo.
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

it('an undo and a redo that leave the same turn due do not whisper its menu again', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  t.sb.dice.queue(9, 2, 1);
  const start = t.say(t.gm, '!rondel start --rules rounds', [aldric, lira, goblin]);
  const menus = (ms: readonly { content: string; targets: readonly string[] }[]) =>
    ms.filter((m) => m.targets.includes(t.pat.id) && /your action/.test(plain(m.content)));
  expect(menus(start)).toHaveLength(1);
  t.say(t.gm, '!rondel condition --add prone', [goblin]);
  const undo = t.say(t.gm, '!rondel undo');
  const redo = t.say(t.gm, '!rondel redo');
  t.sb.assertNoCrash();
  expect(menus(undo).map((m) => plain(m.content))).toEqual([]);
  expect(menus(redo).map((m) => plain(m.content))).toEqual([]);
});
