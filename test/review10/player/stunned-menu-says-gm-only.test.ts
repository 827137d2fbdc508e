// Review 10, a new player's evening: Aldric is stunned when his turn comes. Pat presses the Act token action and reads
// "Aldric is stunned and cannot act: the GM passes the turn with !rondel next." So Pat waits for the GM. But Pat may
// pass it himself: `!rondel done` (or the tracker's next-turn button, his token being on top) ends the turn at once
// (README, commands: "`!rondel done` | GM or controller | end your own combatant's turn"). The answer to a player
// should name what the player can do: `!rondel done`.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('a player whose combatant cannot act is told how to pass the turn himself', () => {
  it('10-second rounds: the menu’s refusal names !rondel done', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --add stunned', [t.tokens.aldric]);
    for (let i = 0; i < 3; i++) t.say(t.gm, '!rondel next'); // Aldric's turn
    const answer = t.say(t.pat, `!rondel menu --char ${t.characters.aldric.id}`, [t.tokens.aldric]).map((m) => plain(m.content)).join('\n');
    expect(answer).toMatch(/stunned and cannot act/);
    expect(answer).toMatch(/!rondel done/);
    // and it works
    const done = t.say(t.pat, '!rondel done', [t.tokens.aldric]).map((m) => plain(m.content)).join('\n');
    expect(done).toMatch(/Round 2 begins/);
  });
});
