// Review 13c (other scripts at the table): another script deletes the due token (a script's remove fires no event;
// ROLL20.md "Changes made by scripts fire no events at all"), then the GM types `!rondel next` to end that turn.
// At the table: Lira (due at count 3) vanishes; the GM's one `!rondel next` announces "Lira leaves the fight",
// "Count 3: Aldric acts" with Aldric's menu, and in the same breath "Aldric did not declare: Full Guard 12" and
// Goblin's turn: Pat's Aldric loses its action without ever having had the turn. The README (What is guaranteed)
// says "a next ends one turn at most"; the tracker's next-turn button already stops there ("its turn ended as it
// left", app.ts onTurnOrder, pressedGone): the command should too. What they should see: Lira leaves, Aldric is due
// with its menu, and nobody is put on Full Guard by that `next`.
import { describe, expect, it } from 'vitest';
import { runAsScript } from 'roll20-double/test-helpers';
import { aTable, plain } from '../integration/table';

const KEY = 'EnchantedRealmsCombat';
type C = { id: string; name: string; lastAction: string | null };
const combatants = (t: ReturnType<typeof aTable>): C[] =>
  (t.sb.state[KEY] as { fight: { timeline: { present: { combatants: C[] } } } }).fight.timeline.present.combatants;

describe('a peer deletes the due token without an event, then the GM types !rondel next', () => {
  it('the next combatant becomes due and is not passed over by the same next', () => {
    const t = aTable();
    t.sb.dice.queue(5, 6, 9, 12, 4, 11, 12, 7, 4, 4, 15, 2);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.borin, t.tokens.kess, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel next'); // count 3: Lira, then Aldric
    expect(t.tracker()[0]).toEqual(['Lira', 3]);
    runAsScript(t.sb, `getObj('graphic', '${t.tokens.lira.id}').remove()`);
    const said = t.say(t.gm, '!rondel next').map((m) => plain(m.content)).join('\n');
    t.sb.assertNoCrash();
    expect(said).toContain('Lira');
    expect(combatants(t).map((c) => c.name)).not.toContain('Lira');
    expect(said).not.toMatch(/Aldric did not declare/);
    expect(combatants(t).find((c) => c.name === 'Aldric')?.lastAction ?? null).not.toBe('guard');
    expect(t.tracker()[0]).toEqual(['Aldric', 3]);
  });

  it('10-second rounds: the same; the Zombie is not passed over with "no action"', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    expect(t.tracker()[0]).toEqual(['Goblin', 10]);
    runAsScript(t.sb, `getObj('graphic', '${t.tokens.goblin.id}').remove()`);
    const said = t.say(t.gm, '!rondel next').map((m) => plain(m.content)).join('\n');
    t.sb.assertNoCrash();
    expect(said).toContain('Goblin leaves the fight');
    expect(said).not.toMatch(/Zombie did not declare/);
    expect(t.tracker()[0]).toEqual(['Zombie', 7]);
  });
});
