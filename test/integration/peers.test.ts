// Living with other scripts: each peer's behaviour simulated in the double (their writes, their observers, their
// command words), through the built bundle.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';
import type { RecordedChat } from 'roll20-double';
import { runAsScript } from 'roll20-double/test-helpers';
import { GROUP_INITIATIVE } from '../support/group-initiative';

const KEY = 'EnchantedRealmsCombat';
const texts = (m: readonly RecordedChat[]): string => m.map((x) => plain(x.content)).join('\n');

function counter(t: Table): number {
  return (t.sb.state[KEY] as { fight: { timeline: { present: { counter: number } } } }).fight.timeline.present.counter;
}

function names(t: Table): string[] {
  return (t.sb.state[KEY] as { fight: { timeline: { present: { combatants: { name: string }[] } } } }).fight.timeline.present.combatants.map((c) => c.name);
}

describe('GroupInitiative', () => {
  it('its announced tracker write is read at once: put back, the GM told, nothing moved on', () => {
    const t = aTable({ boot: false });
    t.sb.loadScript(GROUP_INITIATIVE, 'GroupInitiative.js');
    t.sb.boot();
    t.sb.dice.queue(5, 6);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const mine = t.sb.turnOrder();
    const mark = t.sb.recorder.mark();
    runAsScript(t.sb, `GroupInitiative.rollFor([{ id: '${t.tokens.aldric.id}', pr: 17, custom: '', _pageid: '${t.page.id}' }])`);
    t.sb.flush();
    // no command was needed: the observer told the rondel, which put its tracker back
    expect(t.sb.turnOrder()).toEqual(mine);
    expect(texts(t.sb.recorder.since(mark).chat.filter((m) => m.targets.includes(t.gm.id)))).toContain('changed outside the rondel');
    expect(names(t)).toEqual(['Aldric', 'Goblin']);
    expect(counter(t)).toBe(1);
    t.sb.assertNoCrash();
  });
});

describe('5E BattleMaster', () => {
  it('installed beside us: the GM is told at start-up that !combat is shared and to use !rondel', () => {
    const t = aTable({ boot: false });
    t.sb.loadScript("var BattleMaster = { version: '1.0' }; on('chat:message', function () {});", 'BattleMaster.js');
    t.sb.boot();
    t.sb.flush();
    const told = texts(t.sb.recorder.whispersTo(t.gm));
    expect(told).toContain('5E BattleMaster is installed');
    expect(told).toContain('Use !rondel');
  });

  it('absent: no such notice', () => {
    const t = aTable();
    expect(texts(t.sb.recorder.whispersTo(t.gm))).not.toContain('BattleMaster');
  });
});

describe('a player ends its own turn', () => {
  function liraDue(t: Table): void {
    t.sb.dice.queue(5, 6, 9, 12, 4, 11, 12, 7, 4, 4, 15, 2);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.borin, t.tokens.kess, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel next'); // count 3: Lira (Sam's) is due
  }

  it('!rondel done by the due combatant’s player ends the turn; another player is refused', () => {
    const t = aTable();
    liraDue(t);
    expect(texts(t.say(t.pat, '!rondel done'))).toContain('It is Lira’s turn at count 3, not yours');
    t.say(t.sam, '!rondel done');
    const lira = (t.sb.state[KEY] as { fight: { timeline: { present: { combatants: { name: string; lastAction: string | null }[] } } } }).fight.timeline.present.combatants.find((c) => c.name === 'Lira');
    expect(lira?.lastAction).toBe('guard');
  });

  it('!eot is left to other scripts until the GM turns it on; then it is done', () => {
    const t = aTable();
    liraDue(t);
    expect(t.say(t.sam, '!eot')).toEqual([]);
    expect(t.tracker()[0]).toEqual(['Lira', 3]);
    t.say(t.gm, '!rondel config --set eot=on');
    t.say(t.sam, '!eot');
    expect(t.tracker()[0]).toEqual(['Aldric', 3]);
  });
});
