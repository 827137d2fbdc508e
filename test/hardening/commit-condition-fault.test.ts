// A Roll20 read failing while the sheets' conditions are synced (commit.ts, after the fight is saved and the tracker
// written): the write is left undone and the GM told; the script's memory, `state` and the tracker still agree, and the
// next command takes nothing for another script's edit (an independent review's finding, kept as a regression).
import { describe, expect, it } from 'vitest';
import { anArena, combatantIds, fightNow, type Arena } from './arena';
import { plain } from '../integration/table';
import { validateStored } from '../../src/roll20/store';

/** A fight whose Aldric and Lira (tokens with sheets) are prone: a change of theirs rewrites the sheets' conditions. */
function proneFight(): Arena {
  const a = anArena();
  a.send('gm', '!rondel config --set indicator=off');
  a.send('gm', '!rondel start', ['aldric', 'lira', 'goblin']);
  a.send('gm', '!rondel condition --add prone', ['aldric', 'lira']);
  return a;
}

/**
 * The first getObj of the step made after it saved throws: with no indicator, hooks or timer set, the only reads left
 * after the save are the tokens' markers and the sheet sync's.
 */
const failCharacterRead = (a: Arena) => {
  const before = a.stored();
  return a.sb.faults.inject({ call: 'getObj', type: 'character', times: 1, match: () => a.stored() !== before });
};

function memory(a: Arena) {
  const api = (a.sb.context as { EnchantedRealmsCombat: { getCount(): number | null; getOrder(): { id: string }[] } }).EnchantedRealmsCombat;
  return { count: api.getCount(), ids: api.getOrder().map((c) => c.id).sort() };
}

describe('a Roll20 read failing while the sheets’ conditions are synced', () => {
  it('remove: the script’s memory, `state` and the tracker agree afterwards, and the next command adopts nothing', () => {
    const a = proneFight();
    const fault = failCharacterRead(a);
    a.send('gm', '!rondel remove', ['aldric']);
    a.sb.faults.clear();
    expect(fault.fired, 'the fault fired after the save').toBe(1);
    const f = fightNow(a);
    // what is stored and what the script works on are the same fight
    expect(memory(a), 'memory vs state').toEqual({ count: f ? f.rs.clock(f.state) : null, ids: [...combatantIds(a)].sort() });
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel status');
    const foreign = a.sb.recorder.since(mark).chat.map((m) => plain(m.content)).filter((t) => /^[^\n:]*: turn tracker/.test(t));
    expect(foreign, 'its own write taken for another script’s').toEqual([]);
    expect(validateStored(a.stored())).toEqual([]);
  });

  it('end: once the fight is ended in `state`, no tracker entry of it comes back', () => {
    const a = proneFight();
    const fault = failCharacterRead(a);
    a.send('gm', '!rondel end --confirm');
    a.sb.faults.clear();
    expect(fault.fired, 'the fault fired after the save').toBe(1);
    const stateEnded = a.fight() === null;
    const memoryEnded = memory(a).count === null;
    a.send('gm', '!rondel status');
    const entries = a.sb.turnOrder().filter((e) => e.id === '-1').map((e) => e.custom);
    expect({ stateEnded, memoryEnded, entriesAfterStatus: entries }).toEqual({ stateEnded: true, memoryEnded: true, entriesAfterStatus: [] });
  });
});
