// Review 14a. The turn indicator now follows a due token another script moved or hid (no event) AFTER the command
// (src/roll20/app.ts onChat, `followDue(stored, dueBefore)` after the commit); before today it did so BEFORE the command.
// A command that fails (a Roll20 call throws mid-command: the GM gets "Rondel: something went wrong … nothing was
// changed") now never reaches that line. What the table sees: Aldric is due, a script (TokenMod without its observer,
// a teleport script…) puts his token on the GM layer, the GM's next command fails, and the yellow ring stays on the
// MAP layer around the spot where the hidden token stands: every player sees where a GM-layer token is and that the
// turn is its. Should see: the ring goes onto the GM layer with the token, as it did before today's change, whatever
// becomes of the command (README "Integrity": hidden stays hidden; docs/rules.md §15 "for a token on the GM layer … it
// lies on the GM layer, so players never see where a hidden token is"; ruling 76).
// Suggested fix: in onChat, run the command in `try { … } finally { followDue(stored, dueBefore) }`.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../integration/table';
import type { DoubleObject } from 'roll20-double';

const KEY = 'EnchantedRealmsCombat';

function ring(t: Table): DoubleObject {
  const id = ((t.sb.state[KEY] as { table: { indicator: { id: string } } }).table.indicator.id);
  return t.sb.getObj('path', id) as DoubleObject;
}

describe('the turn indicator when a command fails', () => {
  it('a due token another script hid takes the ring onto the GM layer even when the GM’s command fails', () => {
    const t = aTable();
    t.sb.setProps(t.tokens.aldric, { left: 105, top: 105 });
    t.sb.setProps(t.tokens.goblin, { left: 385, top: 245 });
    t.sb.dice.queue(5, 9, 4, 4);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    t.say(t.gm, '!rondel next');
    expect(t.tracker()[0]?.[0]).toBe('Aldric');
    expect([ring(t).get('left'), ring(t).get('top'), ring(t).get('layer')]).toEqual([105, 105, 'map']);
    // another script hides the due token where it stands: a script's write fires no event
    t.sb.setProps(t.tokens.aldric, { layer: 'gmlayer' });
    // the GM's next command fails: a Roll20 call throws once, mid-command
    t.sb.faults.inject({ call: 'Campaign', times: 1 });
    const answer = t.say(t.gm, '!rondel status').map((m) => plain(m.content)).join('\n');
    expect(answer).toMatch(/something went wrong/);
    t.sb.faults.clear();
    // the ring must not stay on the map layer, around a token players cannot see
    expect(ring(t).get('layer')).toBe('gmlayer');
    t.sb.assertNoCrash();
  });
});
