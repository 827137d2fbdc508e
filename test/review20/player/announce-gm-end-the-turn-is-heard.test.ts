// Review 20 (players): with `announce=gm`, docs/rules.md §15 promises that a player who "ends their turn with done is
// whispered the lines of that step about their own token … a click must be seen to have worked". In 10-second rounds a
// turn is an action and then End the turn (README, Rule sets: "A 10-second turn goes on after its action … End the
// turn"). The player presses the action (and is told "Lira: Combat" and "Lira’s turn goes on … end it with !rondel
// done"), then presses End the turn: and hears nothing at all, since the step has no line about Lira. The turn did end
// (a second press is refused: "That button was for a turn that has ended"), but the player cannot tell a press that
// worked from one that was lost, as review 9 found for the action buttons before the echo was added.
import { describe, expect, it } from 'vitest';
import type { RecordedChat } from 'roll20-double';
import { aTable, plain, type Table } from '../../integration/table';
import { answer, hrefs } from './helpers';

const toPlayer = (t: Table, p: { id: string }, ms: readonly RecordedChat[]) => ms.filter((m) => m.type === 'whisper' && m.targets.includes(p.id));

describe('announce=gm, 10-second rounds: a player who ends the turn hears that it ended', () => {
  it.each([
    ['the End the turn button', 'button'],
    ['a typed !rondel done', 'typed'],
  ])('%s after the turn’s action is answered', (_label, how) => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set announce=gm');
    // Lira (Sam) acts first, then the Goblin (the GM's): seed 7
    t.sb.dice.queue(8, 6, 2);
    const start = t.say(t.gm, '!rondel start --rules rounds', [t.tokens.lira, t.tokens.goblin, t.tokens.aldric]);
    expect(t.tracker()[0]?.[0]).toBe('Lira');
    const combat = hrefs(toPlayer(t, t.sam, start)).find((h) => / act combat /.test(h)) as string;
    const acted = t.say(t.sam, answer(combat));
    expect(toPlayer(t, t.sam, acted).map((m) => plain(m.content)).join('\n')).toContain('Lira’s turn goes on');
    const endTurn = hrefs(toPlayer(t, t.sam, acted)).find((h) => / done /.test(h)) as string;
    expect(endTurn).toMatch(/--due/);
    const ended = t.say(t.sam, how === 'button' ? endTurn : '!rondel done');
    // the turn did end: the Goblin is due now
    expect(t.tracker()[0]?.[0]).toBe('Goblin');
    // ... and Sam, who pressed it, is told so
    // (what exactly is said is the fix's to choose: that Lira's turn ended, or whose turn it is now)
    const heard = toPlayer(t, t.sam, ended).map((m) => plain(m.content));
    expect(heard, 'Sam hears nothing after ending Lira’s turn').not.toEqual([]);
    expect(heard.join('\n')).toContain('Lira’s turn is over.');
    // the cards are the GM's: whose turn comes next is not told to the player
    expect(heard.join('\n')).not.toMatch(/Goblin/);
  });
});
