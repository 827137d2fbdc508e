// Review 11b, secrecy (small). The menus' new End the turn button sends `!rondel done --turn R --due ID` (ruling 93),
// and `done` now checks the `--due` stamp before asking whether the sender may end the turn. A player who knows a
// token's id (the Zombie was on the map, then the GM moved it to the GM layer) types `!rondel done --due <its id>`:
// while the hidden Zombie is due the answer is "None of your combatants is due at count 12."; at every other turn it
// is "That button was for a turn that has ended: nothing was done." So the player learns exactly when the hidden token
// acts, which the cards keep to the GM (docs/rules.md §15, README "hidden tokens"). The answer to a player should not
// depend on whether a token hidden from them is due (src/app/commands/done.ts `staleButton`: compare `--due` with the
// turn only as the sender may see it, or ask `notYourTurn` first).
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../integration/table';

const said = (out: { content: string }[]): string => out.map((m) => plain(m.content)).join('\n');

function untilTop(t: Table, id: string): void {
  for (let i = 0; i < 20 && t.sb.turnOrder()[0]?.id !== id; i += 1) t.say(t.gm, '!rondel next');
  expect(t.sb.turnOrder()[0]?.id).toBe(id);
}

describe('done --due does not tell a player when a hidden token is due', () => {
  it('the answer is the same whether the hidden Zombie is due or not', () => {
    const t = aTable();
    t.tokens.zombie.set('layer', 'gmlayer');
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.zombie, t.tokens.goblin]);
    const probe = `!rondel done --due ${t.tokens.zombie.id}`;
    untilTop(t, t.tokens.goblin.id);
    const notDue = said(t.say(t.pat, probe));
    untilTop(t, t.tokens.zombie.id);
    const due = said(t.say(t.pat, probe));
    expect(due).toMatch(/nothing was done|None of your/);
    // the hidden turn is not the player's to know of
    expect(due).toBe(notDue);
    // and nothing was ended
    expect(t.sb.turnOrder()[0]?.id).toBe(t.tokens.zombie.id);
  });
});
