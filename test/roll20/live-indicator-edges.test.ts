// The turn indicator at its edges, live from the adapter's source in this process (test/support/in-process.ts): the
// ring kept from turn to turn, the aura on a hidden or moving due token and given back for good, the counter made once
// and moved to a new fight's page, pings that show players nothing hidden and move nobody's view, Roll20 refusing to
// make or remove an object, a due token moved by another script, and the table's objects never taken for tokens.
import { afterEach, describe, expect, it } from 'vitest';
import type { DoubleObject } from 'roll20-double';
import { liveFight, liveTable, type LiveTable } from '../support/in-process';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

const KEY = 'EnchantedRealmsCombat';
const MARK = '#f2b705';
type Table = { indicator: { id: string; type: string } | null; counter: string | null; marked?: unknown };
const stored = (t: LiveTable): { table: Table | null; fight: unknown } => t.sb.state[KEY] as { table: Table | null; fight: unknown };
const restart = (t: LiveTable): void => {
  t.sb.restart();
  t.sb.flush();
};
const pingsDuring = (t: LiveTable, act: () => void): unknown[][] => {
  const mark = t.sb.recorder.mark();
  act();
  t.sb.flush();
  return t.sb.recorder.since(mark).effects.filter((e) => e.kind === 'sendPing').map((e) => e.args);
};
const failures = (t: LiveTable): string[] => t.sb.recorder.logs.filter((l) => /failed|could not|bug/.test(l));
const IMAGE = 'https://s3.amazonaws.com/files.d20.io/images/1/a/thumb.png?1';

describe('the ring from turn to turn', () => {
  it('is one object for the whole fight: moved, never made again', () => {
    t = liveFight();
    const id = t.sb.allObjs('path')[0]?.id;
    for (let i = 0; i < 3; i += 1) t.say(t.gm, '!rondel next');
    expect(t.sb.allObjs('path').map((p) => p.id)).toEqual([id]);
    expect(stored(t).table?.indicator?.id).toBe(id);
  });

  it('is sized by the larger of the due token’s width and height', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    t.sb.setProps(lira, { width: 70, height: 140 });
    t.say(t.gm, '!rondel start', [aldric, lira]);
    const ring = t.sb.allObjs('path')[0] as DoubleObject;
    expect([ring.get('scaleX'), ring.get('scaleY')]).toEqual([1.89, 1.89]);
  });

  it('is not written when the due token changes in a way that does not move it (a new name)', () => {
    t = liveFight();
    const ring = t.sb.allObjs('path')[0] as DoubleObject;
    expect(t.updated(() => t!.sb.driver.setProps(t!.tokens.lira, { name: 'Lira the Bold' }))).not.toContain(ring.id);
  });

  it('deleted by hand while its token is moved: nothing fails, and the next turn draws it again', () => {
    t = liveFight();
    const ring = t.sb.allObjs('path')[0] as DoubleObject;
    const said = t.told(() => {
      t!.sb.driver.remove(ring);
      t!.sb.driver.move(t!.tokens.lira, { left: 400, top: 400 });
    });
    t.sb.assertNoCrash();
    expect(said).toBe('');
    expect(failures(t)).toEqual([]);
    t.say(t.gm, '!rondel next');
    expect(t.sb.allObjs('path')).toHaveLength(1);
  });

  it('deleted by hand with the counter shown: the counter is kept, not made twice', () => {
    t = liveFight('countertext=on');
    const counter = t.sb.allObjs('text')[0] as DoubleObject;
    t.sb.driver.remove(t.sb.allObjs('path')[0] as DoubleObject);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    expect(t.sb.allObjs('text').map((x) => x.id)).toEqual([counter.id]);
    expect(t.sb.allObjs('path')).toHaveLength(1);
  });

  it('the counter turned off: the ring stays the one ring', () => {
    t = liveFight('countertext=on');
    const ring = t.sb.allObjs('path')[0] as DoubleObject;
    t.say(t.gm, '!rondel config --set countertext=off');
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    expect(t.sb.allObjs('path').map((p) => p.id)).toEqual([ring.id]);
    t.say(t.gm, '!rondel end --confirm');
    expect(t.sb.allObjs('path')).toHaveLength(0);
  });

  it('follows a due token another script moved without an event, at the next command', () => {
    t = liveFight();
    const ring = t.sb.allObjs('path')[0] as DoubleObject;
    t.sb.setProps(t.tokens.lira, { left: 600, top: 300 });
    t.say(t.gm, '!rondel status');
    expect([ring.get('left'), ring.get('top')]).toEqual([600, 300]);
  });

  // docs/rules.md §15: a ring left on the map around a token another script hid would show players where it stands
  it('a command stopped by a failing Roll20 read still takes the ring onto the GM layer with a due token another script hid', () => {
    t = liveFight();
    const ring = t.sb.allObjs('path')[0] as DoubleObject;
    t.sb.setProps(t.tokens.lira, { layer: 'gmlayer' });
    t.sb.faults.once('get', { key: 'turnorder' });
    const said = t.told(() => t!.say(t!.gm, '!rondel status'));
    expect(said).toContain('something went wrong');
    expect(ring.get('layer')).toBe('gmlayer');
  });

  it('switched to the GM’s image mid-fight: the ring goes and the image marks the due token', () => {
    t = liveFight(`indicatorimage=${IMAGE}`);
    // an image chosen but not yet asked for: the ring stays the one ring
    const ring = t.sb.allObjs('path')[0] as DoubleObject;
    t.say(t.gm, '!rondel next');
    expect(t.sb.allObjs('path').map((p) => p.id)).toEqual([ring.id]);
    t.say(t.gm, '!rondel config --set indicator=graphic');
    t.say(t.gm, '!rondel next');
    expect(t.sb.allObjs('path')).toHaveLength(0);
    const image = t.sb.allObjs('graphic').filter((g) => g.get('name') === 'Rondel turn');
    expect(image.map((g) => g.get('left'))).toEqual([105]);
  });

  it('switched back from the image to the ring: the image goes and the ring marks the due token', () => {
    t = liveFight(`indicatorimage=${IMAGE}`, 'indicator=graphic');
    expect(t.sb.allObjs('graphic').filter((g) => g.get('name') === 'Rondel turn')).toHaveLength(1);
    t.say(t.gm, '!rondel config --set indicator=ring');
    t.say(t.gm, '!rondel next');
    expect(t.sb.allObjs('graphic').filter((g) => g.get('name') === 'Rondel turn')).toEqual([]);
    expect(t.sb.allObjs('path').map((p) => p.get('left'))).toEqual([105]);
  });

  it('the image renamed by the GM during the fight is still the script’s: moved, not made twice', () => {
    t = liveFight(`indicatorimage=${IMAGE}`, 'indicator=graphic');
    const image = t.sb.allObjs('graphic').find((g) => g.get('name') === 'Rondel turn') as DoubleObject;
    t.sb.setProps(image, { name: 'Whose turn' });
    t.say(t.gm, '!rondel next');
    expect(t.sb.allObjs('graphic').filter((g) => g.get('isdrawing') === true).map((g) => g.id)).toEqual([image.id]);
    expect(image.get('left')).toBe(105);
  });

  it('the end of a fight with a ring and no mark takes it away with nothing failing', () => {
    t = liveFight('countertext=on');
    t.say(t.gm, '!rondel end --confirm');
    expect([t.sb.allObjs('path'), t.sb.allObjs('text')]).toEqual([[], []]);
    expect(failures(t)).toEqual([]);
    expect(stored(t).table).toBeNull();
  });
});

describe('the aura on the due token', () => {
  it('on a token on the GM layer it is drawn for the GM alone, and shown again when the token comes back', () => {
    t = liveTable();
    t.say(t.gm, '!rondel config --set indicator=aura');
    const { aldric, lira } = t.tokens;
    t.sb.setProps(aldric, { layer: 'gmlayer' });
    t.say(t.gm, '!rondel start', [aldric, lira]);
    t.say(t.gm, '!rondel next');
    expect([aldric.get('aura2_color'), aldric.get('showplayers_aura2')]).toEqual([MARK, false]);
    t.sb.driver.setProps(aldric, { layer: 'objects' });
    expect(aldric.get('showplayers_aura2')).toBe(true);
    t.sb.driver.setProps(aldric, { layer: 'gmlayer' });
    expect(aldric.get('showplayers_aura2')).toBe(false);
  });

  it('switched from a tint to the aura while a hidden token is due: the aura is drawn for the GM alone', () => {
    t = liveTable();
    t.say(t.gm, '!rondel config --set indicator=tint');
    const { aldric, lira } = t.tokens;
    t.sb.setProps(lira, { layer: 'gmlayer' });
    t.say(t.gm, '!rondel start', [aldric, lira]);
    expect(lira.get('tint_color')).toBe(MARK);
    t.say(t.gm, '!rondel config --set indicator=aura');
    expect(lira.get('tint_color')).not.toBe(MARK);
    expect([lira.get('aura2_color'), lira.get('showplayers_aura2')]).toEqual([MARK, false]);
  });

  it('through several turns only the due token wears it; the others have their own back', () => {
    t = liveTable();
    t.say(t.gm, '!rondel config --set indicator=aura');
    const { aldric, lira, goblin, zombie } = t.tokens;
    const own = new Map([aldric, lira, goblin, zombie].map((tk) => [tk.id, tk.get('aura2_color')]));
    t.say(t.gm, '!rondel start', [aldric, lira, goblin, zombie]);
    for (let i = 0; i < 4; i += 1) {
      t.say(t.gm, '!rondel next');
      const due = t.sb.turnOrder()[0]?.id;
      for (const tk of [aldric, lira, goblin, zombie]) {
        if (tk.id === due) expect(tk.get('aura2_color')).toBe(MARK);
        else expect(tk.get('aura2_color'), String(tk.get('name'))).toBe(own.get(tk.id));
      }
    }
  });

  it('switched to the ring, the aura is given back for good: one the GM draws later in the same colour stays at the end', () => {
    t = liveFight('indicator=aura');
    const { lira } = t.tokens;
    const radius = lira.get('aura2_radius');
    expect(lira.get('aura2_color')).toBe(MARK);
    t.say(t.gm, '!rondel config --set indicator=ring');
    expect(lira.get('aura2_color')).not.toBe(MARK);
    expect(stored(t).table?.marked).toBeUndefined();
    expect(t.sb.allObjs('path')).toHaveLength(1);
    t.say(t.gm, '!rondel next');
    expect(t.sb.allObjs('path')).toHaveLength(1);
    t.sb.driver.setProps(lira, { aura2_radius: radius, aura2_color: MARK });
    t.say(t.gm, '!rondel end --confirm');
    expect([lira.get('aura2_radius'), lira.get('aura2_color')]).toEqual([radius, MARK]);
    expect(t.sb.allObjs('path')).toHaveLength(0);
  });
});

describe('the counter text', () => {
  it('deleted by hand: made again once, not once per command', () => {
    t = liveFight('countertext=on');
    t.sb.driver.remove(t.sb.allObjs('text')[0] as DoubleObject);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel status');
    expect(t.sb.allObjs('text')).toHaveLength(1);
    expect(stored(t).table?.counter).toBe(t.sb.allObjs('text')[0]?.id);
  });

  it('with no ring (indicator off), it is still the script’s: taken away at the end', () => {
    t = liveFight('indicator=off', 'countertext=on');
    expect(t.sb.allObjs('text')).toHaveLength(1);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel end --confirm');
    expect(t.sb.allObjs('text')).toHaveLength(0);
  });

  it('a new fight on another page: the ring and the counter are on that page only', () => {
    t = liveFight('countertext=on');
    const other = t.sb.addPage({ name: 'Cave' });
    const a = t.sb.addToken({ pageid: other.id, name: 'Bat', left: 70, top: 70 });
    const b = t.sb.addToken({ pageid: other.id, name: 'Rat', left: 140, top: 70 });
    t.say(t.gm, '!rondel start --confirm', [a, b]);
    expect(t.sb.allObjs('path').map((p) => p.get('_pageid'))).toEqual([other.id]);
    expect(t.sb.allObjs('text').map((p) => p.get('_pageid'))).toEqual([other.id]);
  });
});

describe('pings', () => {
  it('none unless the GM turns them on', () => {
    t = liveFight();
    expect(pingsDuring(t, () => t!.say(t!.gm, '!rondel next'))).toEqual([]);
  });

  it('only when the turn changes: a command that leaves the turn pings nobody', () => {
    t = liveFight('ping=on');
    expect(pingsDuring(t, () => t!.say(t!.gm, '!rondel status'))).toEqual([]);
    expect(pingsDuring(t, () => t!.say(t!.gm, `!rondel condition --token ${t!.tokens.goblin.id} --add prone`))).toEqual([]);
    expect(pingsDuring(t, () => t!.say(t!.gm, '!rondel next'))).toHaveLength(1);
  });

  it('move nobody’s view; a hidden token’s players are not pinged, only the GM', () => {
    t = liveTable();
    t.say(t.gm, '!rondel config --set ping=on');
    const { aldric, lira } = t.tokens;
    t.sb.setProps(aldric, { layer: 'gmlayer' });
    const pings = pingsDuring(t, () => {
      t!.say(t!.gm, '!rondel start', [aldric, lira]);
      t!.say(t!.gm, '!rondel next');
    });
    expect(pings.map((p) => [p[0], p[4], [...(p[5] as string[])].sort()])).toEqual([
      [175, false, [t.gm.id, t.sam.id].sort()],
      [105, false, [t.gm.id]],
    ]);
  });

  it('a token everyone controls is pinged for everyone; with no ring the ping still comes', () => {
    t = liveTable();
    t.say(t.gm, '!rondel config --set ping=on');
    t.say(t.gm, '!rondel config --set indicator=off');
    const { lira } = t.tokens;
    const all = t.sb.addToken({ pageid: t.page.id, name: 'Mascot', controlledby: 'all', left: 500, top: 105 });
    const pings = pingsDuring(t, () => {
      t!.say(t!.gm, '!rondel start', [all, lira]);
      for (let i = 0; i < 3; i += 1) t!.say(t!.gm, '!rondel next');
    });
    const mascot = pings.filter((p) => p[0] === 500);
    expect(mascot.length).toBeGreaterThan(0);
    for (const p of mascot) expect([p[4], p[5]]).toEqual([false, undefined]);
    expect(pings.filter((p) => p[0] === 175).length).toBeGreaterThan(0);
  });
});

describe('Roll20 refusing the indicator', () => {
  it('the GM’s image cannot be placed: the GM is told, and the ring marks the turn', () => {
    t = liveTable();
    t.say(t.gm, `!rondel config --set indicatorimage=${IMAGE}`);
    t.say(t.gm, '!rondel config --set indicator=graphic');
    t.sb.faults.always('createObj', { type: 'graphic', effect: 'nothing' });
    const said = t.told(() => t!.say(t!.gm, '!rondel start', [t!.tokens.aldric, t!.tokens.lira]));
    t.sb.assertNoCrash();
    expect(said).toContain('The turn indicator’s image could not be placed: Roll20 places only images from your own library.');
    expect(t.sb.allObjs('path').map((p) => p.get('left'))).toEqual([175]);
  });

  it('the ring cannot be made: nothing fails, and it is made at the next turn', () => {
    t = liveTable();
    const fault = t.sb.faults.always('createObj', { type: 'path', effect: 'nothing' });
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
    t.sb.assertNoCrash();
    expect(failures(t)).toEqual([]);
    expect(t.sb.allObjs('path')).toHaveLength(0);
    fault.remove();
    t.say(t.gm, '!rondel next');
    expect(t.sb.allObjs('path').map((p) => p.get('left'))).toEqual([105]);
  });

  it('the ring cannot be removed at the end: logged by name; the counter still goes', () => {
    t = liveFight('countertext=on');
    const ring = t.sb.allObjs('path')[0] as DoubleObject;
    t.sb.faults.always('remove', { target: ring });
    t.say(t.gm, '!rondel end --confirm');
    t.sb.assertNoCrash();
    expect(t.sb.recorder.logs.join('\n')).toContain(`could not remove the turn indicator ${ring.id}`);
    expect(t.sb.allObjs('text')).toHaveLength(0);
  });

  it('the counter cannot be removed at the end: logged by name; the ring still goes', () => {
    t = liveFight('countertext=on');
    const counter = t.sb.allObjs('text')[0] as DoubleObject;
    t.sb.faults.always('remove', { target: counter });
    t.say(t.gm, '!rondel end --confirm');
    t.sb.assertNoCrash();
    expect(t.sb.recorder.logs.join('\n')).toContain(`could not remove the counter text ${counter.id}`);
    expect(t.sb.allObjs('path')).toHaveLength(0);
  });

  it('the ring or the counter cannot be removed when the GM turns them off: each logged by name, the fight goes on', () => {
    t = liveFight('countertext=on');
    const ring = t.sb.allObjs('path')[0] as DoubleObject;
    const counter = t.sb.allObjs('text')[0] as DoubleObject;
    t.sb.faults.always('remove', { target: ring });
    t.sb.faults.always('remove', { target: counter });
    t.say(t.gm, '!rondel config --set indicator=off');
    t.say(t.gm, '!rondel config --set countertext=off');
    t.sb.assertNoCrash();
    const logs = t.sb.recorder.logs.join('\n');
    expect(logs).toContain(`could not remove the turn indicator ${ring.id}`);
    expect(logs).toContain(`could not remove the counter text ${counter.id}`);
    t.say(t.gm, '!rondel next');
    expect(t.sb.turnOrder()[0]?.id).toBe(t.tokens.aldric.id);
  });

  it('a repair of a fight with a ring and a counter and no borrowed aura takes both away, with nothing failing', () => {
    t = liveFight('countertext=on');
    const s = t.sb.state[KEY] as Record<string, unknown>;
    t.sb.state[KEY] = { ...s, config: 'broken' };
    restart(t);
    t.say(t.gm, '!rondel repair --confirm');
    expect([t.sb.allObjs('path'), t.sb.allObjs('text')]).toEqual([[], []]);
    expect(failures(t)).toEqual([]);
  });

  it('a repair: the old ring cannot be removed, the old counter is still taken away', () => {
    t = liveFight('countertext=on');
    const ring = t.sb.allObjs('path')[0] as DoubleObject;
    const s = t.sb.state[KEY] as Record<string, unknown>;
    t.sb.state[KEY] = { ...s, config: 'broken' };
    restart(t);
    t.sb.faults.always('remove', { target: ring });
    t.say(t.gm, '!rondel repair --confirm');
    t.sb.assertNoCrash();
    expect(t.sb.allObjs('text')).toHaveLength(0);
    expect(t.sb.recorder.logs.join('\n')).toContain(`could not remove the turn indicator ${ring.id}`);
  });

  it('a repair: the old counter cannot be removed, logged by name', () => {
    t = liveFight('countertext=on');
    const counter = t.sb.allObjs('text')[0] as DoubleObject;
    const s = t.sb.state[KEY] as Record<string, unknown>;
    t.sb.state[KEY] = { ...s, config: 'broken' };
    restart(t);
    t.sb.faults.always('remove', { target: counter });
    t.say(t.gm, '!rondel repair --confirm');
    t.sb.assertNoCrash();
    expect(t.sb.allObjs('path')).toHaveLength(0);
    expect(t.sb.recorder.logs.join('\n')).toContain(`could not remove the counter text ${counter.id}`);
  });
});

describe('the table’s objects and the tokens', () => {
  it('the image selected with the tokens at a start does not join the fight, whatever the GM renamed it', () => {
    t = liveFight(`indicatorimage=${IMAGE}`, 'indicator=graphic');
    const image = t.sb.allObjs('graphic').find((g) => g.get('name') === 'Rondel turn') as DoubleObject;
    t.sb.setProps(image, { name: 'Whose turn' });
    const { aldric, lira } = t.tokens;
    t.say(t.gm, '!rondel start --confirm', [aldric, lira, image]);
    expect(t.sb.turnOrder().map((e) => e.id)).not.toContain(image.id);
    expect(t.sb.turnOrder().map((e) => e.id)).toEqual(expect.arrayContaining([aldric.id, lira.id]));
  });

  it('a stored counter id edited to name a token keeps that token in fights', () => {
    t = liveTable();
    const { aldric, goblin } = t.tokens;
    const s = stored(t) as unknown as Record<string, unknown>;
    t.sb.state[KEY] = { ...s, table: { indicator: null, counter: goblin.id } };
    restart(t);
    t.say(t.gm, '!rondel start', [aldric, goblin]);
    expect(t.sb.turnOrder().map((e) => e.id)).toContain(goblin.id);
  });

  it('a stored indicator id edited to name a token: selected for a start, the token joins and is never removed', () => {
    t = liveFight();
    const { aldric, goblin } = t.tokens;
    t.say(t.gm, '!rondel end --confirm');
    const s = stored(t) as unknown as Record<string, unknown>;
    t.sb.state[KEY] = { ...s, table: { indicator: { id: goblin.id, type: 'graphic' }, counter: null } };
    restart(t);
    t.say(t.gm, '!rondel start', [aldric, goblin]);
    t.say(t.gm, '!rondel next');
    expect(t.sb.getObj('graphic', goblin.id)).toBeDefined();
    expect(t.sb.turnOrder().map((e) => e.id)).toContain(goblin.id);
  });

  it('a stored mark edited by hand into something else is forgotten: nothing fails, no token is written from it', () => {
    t = liveFight('indicator=aura');
    const { lira } = t.tokens;
    const s = t.sb.state[KEY] as { table: { marked: Record<string, unknown> } };
    for (const edit of [{ was: 'broken' }, { was: null }, { kind: 'glow' }, { set: ['aura2_radius'] }]) {
      t.sb.state[KEY] = { ...s, table: { ...s.table, marked: { ...s.table.marked, ...edit } } };
      restart(t);
      t.say(t.gm, '!rondel next');
      t.say(t.gm, '!rondel end --confirm');
      expect(failures(t), JSON.stringify(edit)).toEqual([]);
      t.say(t.gm, '!rondel start', [lira, t.tokens.aldric]);
    }
  });

  it('a stored indicator edited to name the counter as its own kind of object: the counter stays', () => {
    t = liveFight('countertext=on');
    const counter = t.sb.allObjs('text')[0] as DoubleObject;
    const s = stored(t) as unknown as Record<string, unknown> & { table: Table };
    t.sb.state[KEY] = { ...s, table: { ...s.table, indicator: { id: counter.id, type: 'text' } } };
    restart(t);
    t.say(t.gm, '!rondel next');
    expect(t.sb.getObj('text', counter.id)?.get('text')).toMatch(/^Count \d+$/);
  });

  it('a GM’s drawing of another shape and colour named by a stored id is neither moved nor removed', () => {
    t = liveFight();
    const drawing = t.sb.addObject('path', { _pageid: t.page.id, _path: '[["M",0,0],["L",70,0]]', stroke: '#000000', layer: 'map', left: 1, top: 1, width: 70, height: 2 } as never);
    const s = stored(t) as unknown as Record<string, unknown> & { table: Table };
    t.sb.state[KEY] = { ...s, table: { ...s.table, indicator: { id: drawing.id, type: 'path' } } };
    restart(t);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel end --confirm');
    expect([drawing.get('left'), drawing.get('layer'), t.sb.getObj('path', drawing.id)?.id]).toEqual([1, 'map', drawing.id]);
  });
});
