// The adapter's edges, live from its source in this process (test/support/in-process.ts): a combatant moved onto or
// off the GM layer (its sheet's conditions, the observers), a sheet shared, the `!eot` word and aliases, what a repair
// carries over, writes refused at the end of a fight, the tracker opened and closed, and hooks that chain.
import { afterEach, describe, expect, it } from 'vitest';
import { liveFight, liveTable, type LiveTable } from '../support/in-process';
import { plain } from '../support/plain';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

const KEY = 'EnchantedRealmsCombat';
const conditionsOf = (t: LiveTable, charId: string): unknown => t.sb.findObjs({ _type: 'attribute', _characterid: charId, name: 'conditions' })[0]?.get('current');

describe('a combatant moved onto or off the GM layer', () => {
  it('its sheet shows its conditions only while players can see the token', () => {
    t = liveFight();
    const { aldric } = t.tokens;
    const charId = String(aldric.get('represents'));
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    expect(conditionsOf(t, charId)).toBe('Prone');
    t.sb.driver.setProps(aldric, { layer: 'gmlayer' });
    t.sb.flush();
    expect(conditionsOf(t, charId)).toBe('');
    t.sb.driver.setProps(aldric, { layer: 'objects' });
    t.sb.flush();
    expect(conditionsOf(t, charId)).toBe('Prone');
  });

  it('observers hear it at once; a move on the map they do not hear', () => {
    t = liveFight();
    const heard: unknown[] = [];
    t.api().observe((snapshot) => heard.push(snapshot));
    heard.length = 0;
    t.sb.driver.move(t.tokens.goblin, { left: 400, top: 400 });
    t.sb.flush();
    expect(heard).toEqual([]);
    t.sb.driver.setProps(t.tokens.goblin, { layer: 'gmlayer' });
    t.sb.flush();
    expect(heard).toHaveLength(1);
    const goblin = (heard[0] as { order: { id: string; hidden?: boolean }[] }).order.find((c) => c.id === t!.tokens.goblin.id);
    expect(goblin?.hidden).toBe(true);
  });
});

describe('a sheet shared', () => {
  it('a hidden combatant’s conditions come off its sheet when the sheet is shared with the players', () => {
    t = liveTable();
    const goblinSheet = t.sb.addCharacter({ name: 'Goblin sheet', controlledby: '', inplayerjournals: '' } as never);
    const { aldric, lira } = t.tokens;
    const goblin = t.sb.addToken({ pageid: t.page.id, name: 'Sneak', represents: goblinSheet.id, layer: 'gmlayer' });
    t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
    t.say(t.gm, `!rondel condition --token ${goblin.id} --add stunned`);
    expect(conditionsOf(t, goblinSheet.id)).toBe('Stunned');
    t.sb.driver.setProps(goblinSheet, { inplayerjournals: 'all' });
    t.sb.flush();
    expect(conditionsOf(t, goblinSheet.id)).toBe('');
  });
});

describe('command words', () => {
  it('!eot ends the turn only when the GM turned it on', () => {
    t = liveTable();
    const { aldric, goblin } = t.tokens;
    t.say(t.gm, '!rondel start --rules rounds', [aldric, goblin]);
    const due = (): string | undefined => t!.sb.turnOrder()[0]?.id;
    const first = due();
    const controller = first === aldric.id ? t.pat : t.gm;
    t.say(controller, `!rondel act combat --token ${first}`);
    expect(due()).toBe(first);
    expect(t.say(controller, '!eot')).toEqual([]);
    expect(due()).toBe(first);
    t.say(t.gm, '!rondel config --set eot=on');
    t.say(controller, '!eot');
    expect(due()).not.toBe(first);
  });

  it('an alias answers once set, and the old one no more once changed', () => {
    t = liveTable();
    expect(t.say(t.gm, '!er help')).toHaveLength(0);
    t.say(t.gm, '!rondel config --set alias=er');
    expect(t.say(t.gm, '!er help')).toHaveLength(1);
    t.say(t.gm, '!er config --set alias=fight');
    expect(t.say(t.gm, '!er help')).toHaveLength(0);
    expect(t.say(t.gm, '!fight help')).toHaveLength(1);
    expect(t.say(t.gm, '!rondel help')).toHaveLength(1);
  });
});

describe('a repair', () => {
  it('carries the count of fights over, so an old fight’s buttons still do nothing in the next', () => {
    t = liveTable({ boot: false });
    t.sb.state[KEY] = { schemaVersion: 4, config: 'broken', fights: 7 };
    t.sb.boot();
    t.say(t.gm, '!rondel repair --confirm');
    expect((t.sb.state[KEY] as { fights?: number }).fights).toBe(7);
    const { aldric, lira } = t.tokens;
    t.say(t.gm, '!rondel start', [aldric, lira]);
    expect((t.sb.state[KEY] as { fights?: number }).fights).toBe(8);
  });

  it('takes the old fight’s rows out of the tracker', () => {
    t = liveFight();
    const others = { id: '-1', pr: 3, custom: 'Torch' };
    t.sb.driver.tracker.add(others);
    t.sb.flush();
    const stored = t.sb.state[KEY] as Record<string, unknown>;
    t.sb.state[KEY] = { ...stored, config: 'broken' };
    t.sb.restart();
    t.sb.flush();
    t.say(t.gm, '!rondel repair --confirm');
    expect(t.sb.turnOrder().map((e) => e.custom)).toEqual(['Torch']);
    expect(t.sb.allObjs('path')).toHaveLength(0);
  });
});

describe('the end of a fight', () => {
  it('opens the tracker at the start and closes it at the end', () => {
    t = liveTable();
    const campaign = t.sb.campaign;
    expect(campaign.get('initiativepage')).toBeFalsy();
    const { aldric, lira } = t.tokens;
    t.say(t.gm, '!rondel start', [aldric, lira]);
    expect(campaign.get('initiativepage')).toBeTruthy();
    t.say(t.gm, '!rondel end --confirm');
    expect(campaign.get('initiativepage')).toBe(false);
  });

  it('a tracker write refused at the end leaves rows that the next command takes out', () => {
    t = liveFight();
    t.sb.driver.tracker.add({ id: '-1', pr: 3, custom: 'Torch' });
    t.sb.flush();
    const fault = t.sb.faults.once('set', { key: 'turnorder' });
    t.say(t.gm, '!rondel end --confirm');
    expect(fault.fired).toBe(1);
    expect(t.sb.turnOrder().length).toBeGreaterThan(1);
    t.say(t.gm, '!rondel help');
    expect(t.sb.turnOrder().map((e) => e.custom)).toEqual(['Torch']);
    expect((t.sb.state[KEY] as { cleanup: unknown }).cleanup).toBeNull();
  });

  it('a marker write refused at the end is taken off at the next command', () => {
    t = liveFight();
    const { zombie } = t.tokens;
    t.say(t.gm, `!rondel react --token ${zombie.id}`);
    expect(String(zombie.get('statusmarkers'))).not.toBe('');
    const fault = t.sb.faults.once('set', { target: zombie, key: 'statusmarkers' });
    t.say(t.gm, '!rondel end --confirm');
    expect(fault.fired).toBe(1);
    expect(String(zombie.get('statusmarkers'))).not.toBe('');
    t.say(t.gm, '!rondel help');
    expect(String(zombie.get('statusmarkers'))).toBe('');
  });
});

describe('hooks that chain', () => {
  it('a window hook runs at the window; a hook that moves the fight on stops after ten, and the GM is told', () => {
    t = liveTable();
    t.say(t.gm, '!rondel config --set hook.window=!windowcue {count}');
    const { aldric, lira, goblin, zombie } = t.tokens;
    t.say(t.gm, '!rondel start', [aldric, lira, goblin, zombie]);
    t.say(t.gm, '!rondel next');
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel next');
    expect(t.sb.recorder.since(mark).chat.filter((c) => c.content.startsWith('!windowcue')).map((c) => c.content)).toEqual(['!windowcue 3']);
    t.say(t.gm, '!rondel config --set hook.window=!rondel next');
    t.say(t.gm, '!rondel config --set hook.turn=!rondel next');
    const chain = t.sb.recorder.mark();
    t.say(t.gm, '!rondel next');
    const seen = t.sb.recorder.since(chain);
    expect(seen.delivered.filter((m) => m.playerid === 'API' && m.content === '!rondel next')).toHaveLength(10);
    expect(seen.chat.some((m) => plain(m.content).includes('The hooks ran 10 times in a row'))).toBe(true);
    t.sb.assertNoCrash();
  });
});

describe('the turn timer (the double’s timers on the host for these tests)', () => {
  const reminders = (t: LiveTable, ms: number): string[] => {
    const mark = t.sb.recorder.mark();
    t.sb.advance(ms);
    return t.sb.recorder
      .since(mark)
      .chat.map((m) => plain(m.content))
      .filter((c) => c.includes('has waited'));
  };

  it('reminds of a turn that waited, once, and not of one that ended; a restart and the end cancel it', () => {
    t = liveTable({ timers: true });
    t.say(t.gm, '!rondel config --set timer=60');
    const { aldric, lira, goblin, zombie } = t.tokens;
    t.say(t.gm, '!rondel start', [aldric, lira, goblin, zombie]);
    expect(reminders(t, 59_000)).toEqual([]);
    expect(reminders(t, 1_000)).toEqual(['Rondel count 1\nLira’s turn has waited 60 seconds.']);
    expect(reminders(t, 120_000)).toEqual([]);
    t.say(t.sam, `!rondel act guard --token ${lira.id}`);
    t.sb.advance(30_000);
    t.say(t.pat, `!rondel act guard --token ${aldric.id}`);
    // Aldric's turn ended before its minute, and nobody is due until the GM moves on
    expect(reminders(t, 60_000)).toEqual([]);
    for (let i = 0; i < 4 && t.sb.turnOrder()[0]?.id !== zombie.id; i += 1) t.say(t.gm, '!rondel next');
    t.sb.restart();
    expect(reminders(t, 120_000)).toEqual([]);
    t.say(t.gm, '!rondel end --confirm');
    expect(reminders(t, 120_000)).toEqual([]);
  });

  it('a hidden due token’s reminder goes to the GM alone', () => {
    t = liveTable({ timers: true });
    const { aldric, lira } = t.tokens;
    t.sb.setProps(lira, { layer: 'gmlayer' });
    t.say(t.gm, '!rondel config --set timer=30');
    t.say(t.gm, '!rondel start', [aldric, lira]);
    const mark = t.sb.recorder.mark();
    t.sb.advance(30_000);
    expect(t.sb.recorder.since(mark).chat.filter((m) => plain(m.content).includes('has waited')).map((m) => m.target)).toEqual(['gm']);
  });
});
