// Roll20 refusing a write in the middle of a command, the adapter's source live in this process
// (test/support/in-process.ts): each write after the stored fight stands alone, the GM is told which was refused, and
// the next command puts the table right.
import { afterEach, describe, expect, it } from 'vitest';
import { liveTable, type LiveTable } from '../support/in-process';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});


describe('a write Roll20 refuses', () => {
  it('one token’s markers: the others are still written, the GM is told whose, and a later command writes them', () => {
    t = liveTable();
    const { aldric, lira, goblin, zombie } = t.tokens;
    t.say(t.gm, '!rondel start', [aldric, lira, goblin, zombie]);
    t.say(t.gm, '!rondel config --set badges=on');
    const fault = t.sb.faults.always('set', { target: goblin, key: 'statusmarkers' });
    t.say(t.gm, '!rondel next');
    const said = t.told(() => t!.say(t!.gm, '!rondel next'));
    t.sb.assertNoCrash();
    expect(said).toContain('the markers of Goblin');
    expect(String(aldric.get('statusmarkers'))).toContain('tread@2');
    expect(String(goblin.get('statusmarkers'))).toBe('');
    expect(t.sb.recorder.logs.join('\n')).toContain('Roll20 refused a write (the markers of Goblin)');
    fault.remove();
    t.say(t.gm, '!rondel next');
    expect(String(goblin.get('statusmarkers'))).toContain('tread@2');
  });

  it('the tracker: the fight is stored all the same, the GM is told, and the next command writes the tracker', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    t.say(t.gm, '!rondel start', [aldric, lira]);
    const before = t.sb.turnOrder();
    const fault = t.sb.faults.once('set', { key: 'turnorder' });
    const said = t.told(() => t!.say(t!.gm, '!rondel next'));
    t.sb.assertNoCrash();
    expect(fault.fired).toBe(1);
    expect(said).toBe('Rondel: Roll20 refused a write\nNot written: the turn tracker. The fight itself is saved; the next command writes the tracker and markers again.');
    expect(t.sb.turnOrder()).toEqual(before);
    const stored = t.sb.state.EnchantedRealmsCombat as { fight: { timeline: { present: { combatants: { id: string; nextAt: number }[] } } } };
    const lira1 = stored.fight.timeline.present.combatants.find((c) => c.id === lira.id);
    expect(lira1?.nextAt).toBeGreaterThan(1);
    t.say(t.gm, '!rondel status');
    expect(t.sb.turnOrder()[0]?.id).toBe(aldric.id);
  });
});
