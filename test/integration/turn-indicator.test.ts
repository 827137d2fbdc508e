// Whose turn it is, on the map (docs/rules.md §15), through the built bundle in the double: one object the script
// places once and moves, at most one object update per turn change and none when the turn stays; never a GM-layer
// token shown to players; taken away at the end; found again after a restart.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';
import type { DoubleObject } from 'roll20-double';
import { TURN_LINE } from '../support/card-lines';

const STATE_KEY = 'EnchantedRealmsCombat';

/** Aldric and Lira tie at count 3 (Aldric first), the Goblin acts at 9, the Zombie at 12; each token in its own spot. */
function start(t: Table): void {
  const spots: [DoubleObject, number, number][] = [
    [t.tokens.aldric, 105, 105],
    [t.tokens.lira, 245, 105],
    [t.tokens.goblin, 385, 245],
    [t.tokens.zombie, 525, 315],
  ];
  for (const [token, left, top] of spots) t.sb.setProps(token, { left, top });
  t.sb.dice.queue(5, 6, 9, 12, 4, 11, 12, 7, 4, 4, 15, 2);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
}

function stored(t: Table): { table?: { indicator: { id: string; type: string } | null; counter: string | null; marked?: { id: string } | null } | null } {
  return (t.sb.state as Record<string, unknown>)[STATE_KEY] as ReturnType<typeof stored>;
}

function ring(t: Table): DoubleObject {
  const id = stored(t).table?.indicator?.id as string;
  const obj = t.sb.getObj('path', id) ?? t.sb.getObj('graphic', id);
  expect(obj, 'the indicator exists').toBeDefined();
  return obj as DoubleObject;
}

/** The objects other than tokens' markers that one command updated: their ids. */
function updated(t: Table, act: () => void, except: readonly string[] = []): string[] {
  const mark = t.sb.recorder.mark();
  act();
  const writes = t.sb.recorder.since(mark).writes.filter((w) => w.origin === 'script' && w.type !== 'campaign' && w.key !== 'statusmarkers' && !except.includes(w.id));
  return [...new Set(writes.map((w) => w.id))];
}

describe('the turn indicator (ring, the default)', () => {
  it('is one ring the script draws on the fight’s page, moved under the due token with one update per turn change', () => {
    const t = aTable();
    start(t);
    const r = ring(t);
    expect(r.get('_pageid')).toBe(t.page.id);
    // nobody is due at count 1: the ring is where no player sees it
    expect(r.get('layer')).toBe('gmlayer');
    expect(updated(t, () => t.say(t.gm, '!rondel next'))).toEqual([r.id]);
    expect([r.get('left'), r.get('top'), r.get('layer')]).toEqual([105, 105, 'map']);
    expect(updated(t, () => t.say(t.pat, '!rondel act guard'))).toEqual([r.id]);
    expect([r.get('left'), r.get('top')]).toEqual([245, 105]);
    expect(t.sb.allObjs('path')).toHaveLength(1);
    t.sb.assertNoCrash();
  });

  it('costs no update when the turn did not change', () => {
    const t = aTable();
    start(t);
    t.say(t.gm, '!rondel next');
    const r = ring(t);
    expect(updated(t, () => t.say(t.gm, '!rondel status'))).toEqual([]);
    expect(updated(t, () => t.say(t.gm, '!rondel effect --add Bless --counts 4', [t.tokens.goblin]))).not.toContain(r.id);
    expect(updated(t, () => t.say(t.pat, '!rondel react --token Kess'))).not.toContain(r.id);
  });

  it('a due token on the GM layer is marked on the GM layer only', () => {
    const t = aTable();
    t.sb.setProps(t.tokens.aldric, { layer: 'gmlayer' });
    start(t);
    t.say(t.gm, '!rondel next');
    expect(ring(t).get('layer')).toBe('gmlayer');
    t.say(t.gm, '!rondel act guard');
    expect(ring(t).get('layer')).toBe('map');
  });

  it('follows the due token when someone moves it, and only the due one', () => {
    const t = aTable();
    start(t);
    t.say(t.gm, '!rondel next');
    t.sb.driver.move(t.tokens.aldric, { left: 175, top: 175 });
    expect([ring(t).get('left'), ring(t).get('top')]).toEqual([175, 175]);
    t.sb.driver.move(t.tokens.zombie, { left: 700, top: 700 });
    expect([ring(t).get('left'), ring(t).get('top')]).toEqual([175, 175]);
  });

  it('follows the due token another script moved without an event, at the next command, with one update', () => {
    const t = aTable();
    start(t);
    t.say(t.gm, '!rondel next');
    const r = ring(t);
    // a script's write fires no event: the ring learns of it at the next command
    t.sb.setProps(t.tokens.aldric, { left: 175, top: 175 });
    expect([r.get('left'), r.get('top')]).toEqual([105, 105]);
    expect(updated(t, () => t.say(t.gm, '!rondel status'))).toEqual([r.id]);
    expect([r.get('left'), r.get('top')]).toEqual([175, 175]);
    // a command that moves the turn on puts the ring under the token due now, once: not first under the one moved
    t.sb.setProps(t.tokens.aldric, { left: 315, top: 315 });
    const mark = t.sb.recorder.mark();
    t.say(t.pat, '!rondel act guard');
    const lefts = t.sb.recorder.since(mark).writes.filter((w) => w.id === r.id && w.key === 'left');
    expect(lefts.map((w) => w.after)).toEqual([245]);
    expect([r.get('left'), r.get('top')]).toEqual([245, 105]);
  });

  it('the tracker’s next button, after another script moved the due token, puts the ring under the token due now once', () => {
    const t = aTable();
    start(t);
    t.say(t.gm, '!rondel next');
    const r = ring(t);
    t.sb.setProps(t.tokens.aldric, { left: 315, top: 315 });
    const mark = t.sb.recorder.mark();
    expect(t.sb.driver.tracker.next(t.gm)).toBe(true);
    const lefts = t.sb.recorder.since(mark).writes.filter((w) => w.id === r.id && w.key === 'left');
    expect(lefts.map((w) => w.after)).toEqual([245]);
    expect([r.get('left'), r.get('top')]).toEqual([245, 105]);
    // a script moves the token due now: the next command takes the ring to it
    t.sb.setProps(t.tokens.lira, { left: 455, top: 455 });
    t.say(t.gm, '!rondel status');
    expect([r.get('left'), r.get('top')]).toEqual([455, 455]);
  });

  it('is taken away at the end, and a restart finds the same ring', () => {
    const t = aTable();
    start(t);
    t.say(t.gm, '!rondel next');
    const id = ring(t).id;
    t.sb.restart();
    t.say(t.pat, '!rondel act guard');
    expect(ring(t).id).toBe(id);
    expect(ring(t).get('left')).toBe(245);
    t.say(t.gm, '!rondel end --confirm');
    expect(t.sb.getObj('path', id)).toBeUndefined();
    expect(stored(t).table ?? null).toBeNull();
  });

  it('is never selected into the fight, nor put in the tracker', () => {
    const t = aTable();
    t.sb.setProps(t.tokens.aldric, { left: 105, top: 105 });
    t.sb.dice.queue(5, 9);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    t.say(t.gm, '!rondel config --set indicatorimage=https://s3.amazonaws.com/files.d20.io/images/123/abc/max.png?1700000000');
    t.say(t.gm, '!rondel config --set indicator=graphic');
    const marker = ring(t);
    expect(marker.get('_type')).toBe('graphic');
    expect(marker.get('imgsrc')).toBe('https://s3.amazonaws.com/files.d20.io/images/123/abc/thumb.png?1700000000');
    expect(t.sb.allObjs('path')).toHaveLength(0);
    t.say(t.gm, '!rondel add', [marker]);
    expect(t.tracker().map((r) => r[0])).not.toContain(marker.id);
    expect(t.tracker()).toHaveLength(3);
  });

  it('an image Roll20 will not place gives the ring instead, and the GM is told', () => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set indicatorimage=https://s3.amazonaws.com/files.d20.io/images/9/x/thumb.png?1');
    t.say(t.gm, '!rondel config --set indicator=graphic');
    t.sb.faults.once('createObj', { type: 'graphic', effect: 'nothing' });
    const mark = t.sb.recorder.mark();
    start(t);
    expect(ring(t).get('_type')).toBe('path');
    const told = t.sb.recorder.since(mark).chat.filter((m) => plain(m.content).includes('could not be placed'));
    expect(told.map((m) => m.targets)).toEqual([[t.gm.id]]);
    t.sb.assertNoCrash();
  });

  it('can be turned off, and the ring goes', () => {
    const t = aTable();
    start(t);
    const id = ring(t).id;
    t.say(t.gm, '!rondel config --set indicator=off');
    expect(t.sb.getObj('path', id)).toBeUndefined();
    expect(updated(t, () => t.say(t.gm, '!rondel next'))).toEqual([]);
  });
});

describe('pings and the counter on the map', () => {
  it('pings the due token for its players and the GM when its turn starts (option)', () => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set ping=on');
    start(t);
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel next');
    const pings = t.sb.recorder.since(mark).effects.filter((e) => e.kind === 'sendPing');
    expect(pings).toHaveLength(1);
    const [left, top, page, , , visibleTo] = pings[0]?.args as [number, number, string, unknown, unknown, string[]];
    expect([left, top, page]).toEqual([105, 105, t.page.id]);
    expect([...visibleTo].sort()).toEqual([t.pat.id, t.gm.id].sort());
  });

  it('a hidden due token is pinged for the GM alone', () => {
    const t = aTable();
    t.sb.setProps(t.tokens.aldric, { layer: 'gmlayer' });
    t.say(t.gm, '!rondel config --set ping=on');
    start(t);
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel next');
    const pings = t.sb.recorder.since(mark).effects.filter((e) => e.kind === 'sendPing');
    expect(pings.map((p) => [...(p.args[5] as string[])])).toEqual([[t.gm.id]]);
  });

  it('shows the clock as a text object that follows the count and goes at the end (option)', () => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set countertext=on');
    start(t);
    const id = stored(t).table?.counter as string;
    const counter = t.sb.getObj('text', id) as DoubleObject;
    expect(counter.get('text')).toBe('Count 1');
    t.say(t.gm, '!rondel next');
    expect(counter.get('text')).toBe('Count 3');
    // the second turn at count 3: the ring moves, the counter stays as it is
    const r = ring(t).id;
    expect(updated(t, () => t.say(t.pat, '!rondel act guard'))).toEqual([r]);
    t.say(t.gm, '!rondel end --confirm');
    expect(t.sb.getObj('text', id)).toBeUndefined();
  });
});

describe('options', () => {
  it('refuses an image that is not from a Roll20 library, and a graphic indicator without an image', () => {
    const t = aTable();
    expect(plain(t.say(t.gm, '!rondel config --set indicator=graphic')[0]?.content ?? '')).toContain('needs an image first');
    expect(plain(t.say(t.gm, '!rondel config --set indicatorimage=https://example.com/x.png')[0]?.content ?? '')).toContain('your own Roll20 library');
  });

  it('the options card says what each indicator costs', () => {
    const t = aTable();
    expect(plain(t.say(t.gm, '!rondel config')[0]?.content ?? '')).toContain('a ring moved under the due token: 1 update per turn');
    expect(plain(t.say(t.gm, '!rondel config --set indicator=aura')[0]?.content ?? '')).toContain('an aura on the due token: 2 updates per turn');
    expect(plain(t.say(t.gm, '!rondel config --set indicator=tint')[0]?.content ?? '')).toContain('a tint on the due token: 2 updates per turn');
  });
});

/** What the aura or tint indicator borrows on a token, as it reads now. */
const AURA_KEYS = ['aura2_radius', 'aura2_color', 'aura2_square', 'showplayers_aura2'] as const;
function aura(token: DoubleObject): unknown[] {
  return AURA_KEYS.map((k) => token.get(k));
}
const MARK = '#f2b705';

describe('the aura and tint indicators (options)', () => {
  it('aura: the due token gets the aura and the previous one is put back, two updates per turn change and none without', () => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set indicator=aura');
    const { aldric, lira, goblin, zombie } = t.tokens;
    const untouched = aura(lira);
    start(t);
    // nobody is due at count 1: nobody is marked, and no ring is drawn
    expect(t.sb.allObjs('path')).toHaveLength(0);
    expect(stored(t).table ?? null).toBeNull();
    expect(updated(t, () => t.say(t.gm, '!rondel next'))).toEqual([aldric.id]);
    expect(aldric.get('aura2_color')).toBe(MARK);
    expect(Number(aldric.get('aura2_radius'))).toBeGreaterThan(0);
    expect(aldric.get('showplayers_aura2')).toBe(true);
    // Lira is due next at the same count: Aldric is put back, Lira marked
    expect(updated(t, () => t.say(t.pat, '!rondel act guard')).sort()).toEqual([aldric.id, lira.id].sort());
    expect(aura(aldric)).toEqual(untouched);
    expect(lira.get('aura2_color')).toBe(MARK);
    // a command that changes no turn writes no token's aura
    expect(updated(t, () => t.say(t.gm, '!rondel status'))).toEqual([]);
    for (const token of [goblin, zombie]) expect(aura(token)).toEqual(untouched);
    expect(t.sb.allObjs('path')).toHaveLength(0);
    t.sb.assertNoCrash();
  });

  it('tint: the same with the token’s tint', () => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set indicator=tint');
    const { aldric, lira } = t.tokens;
    t.sb.setProps(lira, { tint_color: '#123456' });
    start(t);
    t.say(t.gm, '!rondel next');
    expect(aldric.get('tint_color')).toBe(MARK);
    t.say(t.pat, '!rondel act guard');
    expect(aldric.get('tint_color')).toBe('transparent');
    expect(lira.get('tint_color')).toBe(MARK);
    t.say(t.gm, '!rondel end --confirm');
    expect([aldric.get('tint_color'), lira.get('tint_color')]).toEqual(['transparent', '#123456']);
  });

  it('an aura the GM set by hand is put back exactly when the fight ends', () => {
    const t = aTable();
    const { aldric } = t.tokens;
    t.sb.setProps(aldric, { aura2_radius: '10', aura2_color: '#ff0000', aura2_square: true, showplayers_aura2: false });
    const own = aura(aldric);
    t.say(t.gm, '!rondel config --set indicator=aura');
    start(t);
    t.say(t.gm, '!rondel next');
    expect(aldric.get('aura2_color')).toBe(MARK);
    expect(aldric.get('aura2_square')).toBe(false);
    t.say(t.gm, '!rondel end --confirm');
    expect(aura(aldric)).toEqual(own);
    expect(stored(t).table ?? null).toBeNull();
  });

  it('undo and a restart of the sandbox leave no aura behind', () => {
    const t = aTable();
    const { aldric, lira } = t.tokens;
    const plainAura = aura(aldric);
    t.say(t.gm, '!rondel config --set indicator=aura');
    start(t);
    t.say(t.gm, '!rondel next');
    t.say(t.pat, '!rondel act guard');
    expect(lira.get('aura2_color')).toBe(MARK);
    t.say(t.gm, '!rondel undo');
    // Aldric is due again: marked again, Lira put back
    expect(aldric.get('aura2_color')).toBe(MARK);
    expect(aura(lira)).toEqual(plainAura);
    t.say(t.gm, '!rondel undo');
    // back at count 1, nobody due: nobody marked
    expect(aura(aldric)).toEqual(plainAura);
    t.say(t.gm, '!rondel redo');
    t.sb.restart();
    t.say(t.pat, '!rondel act guard');
    expect(aura(aldric)).toEqual(plainAura);
    expect(lira.get('aura2_color')).toBe(MARK);
    t.say(t.gm, '!rondel end --confirm');
    for (const token of Object.values(t.tokens)) expect(aura(token)).toEqual(plainAura);
  });

  it('switching to another indicator, or off, puts the marked token back', () => {
    const t = aTable();
    const { aldric } = t.tokens;
    t.say(t.gm, '!rondel config --set indicator=tint');
    start(t);
    t.say(t.gm, '!rondel next');
    expect(aldric.get('tint_color')).toBe(MARK);
    t.say(t.gm, '!rondel config --set indicator=aura');
    expect(aldric.get('tint_color')).toBe('transparent');
    expect(aldric.get('aura2_color')).toBe(MARK);
    t.say(t.gm, '!rondel config --set indicator=ring');
    expect(aldric.get('aura2_radius')).toBe('');
    expect([ring(t).get('left'), ring(t).get('top')]).toEqual([105, 105]);
    t.say(t.gm, '!rondel config --set indicator=aura');
    expect(t.sb.allObjs('path')).toHaveLength(0);
    t.say(t.gm, '!rondel config --set indicator=off');
    expect(aldric.get('aura2_radius')).toBe('');
  });

  it('a value the GM changes by hand on the marked token is the GM’s: it is not put back over', () => {
    const t = aTable();
    const { aldric } = t.tokens;
    t.say(t.gm, '!rondel config --set indicator=aura');
    start(t);
    t.say(t.gm, '!rondel next');
    t.sb.driver.setProps(aldric, { aura2_radius: '20' });
    t.say(t.pat, '!rondel act guard');
    expect(aldric.get('aura2_radius')).toBe('20');
  });

  it('a deleted due token leaves nothing behind, and the next one is marked', () => {
    const t = aTable();
    const { aldric, lira } = t.tokens;
    t.say(t.gm, '!rondel config --set indicator=aura');
    start(t);
    t.say(t.gm, '!rondel next');
    t.sb.driver.remove(aldric);
    // Aldric left the fight with his token: Lira, tied with him at count 3, is due and marked
    expect(stored(t).table?.marked?.id).toBe(lira.id);
    expect(lira.get('aura2_color')).toBe(MARK);
    t.say(t.gm, '!rondel end --confirm');
    expect(lira.get('aura2_radius')).toBe('');
    t.sb.assertNoCrash();
  });

  it('a due token on the GM layer: its aura is not shown to players, and shown when the GM brings it up', () => {
    const t = aTable();
    const { aldric } = t.tokens;
    t.sb.setProps(aldric, { layer: 'gmlayer' });
    t.say(t.gm, '!rondel config --set indicator=aura');
    start(t);
    t.say(t.gm, '!rondel next');
    expect(aldric.get('aura2_color')).toBe(MARK);
    expect(aldric.get('showplayers_aura2')).toBe(false);
    // nothing marks a visible object for it: no ring, no other token
    expect(t.sb.allObjs('path')).toHaveLength(0);
    for (const token of [t.tokens.lira, t.tokens.goblin, t.tokens.zombie]) expect(token.get('aura2_color')).not.toBe(MARK);
    t.sb.driver.setProps(aldric, { layer: 'objects' });
    expect(aldric.get('showplayers_aura2')).toBe(true);
    t.say(t.gm, '!rondel end --confirm');
    expect(aldric.get('showplayers_aura2')).toBe(false);
    expect(aldric.get('aura2_radius')).toBe('');
  });
});

describe('the card that announces a turn shows the due token’s image', () => {
  const url = (who: string): string => `https://s3.amazonaws.com/files.d20.io/images/300000042/${who}Zq8xK2mVbN4pLr7TgH/thumb.png?1700000042`;
  function images(t: Table): void {
    for (const [name, token] of Object.entries(t.tokens)) t.sb.setProps(token, { imgsrc: url(name) });
  }
  const turnCards = (chat: readonly { type: string; content: string; targets?: readonly string[] }[]) => chat.filter((m) => plain(m.content).split('\n').some((l) => TURN_LINE.test(l)));

  it('on the public card, for a token players see', () => {
    const t = aTable();
    images(t);
    start(t);
    const cards = turnCards(t.say(t.gm, '!rondel next'));
    expect(cards.map((m) => m.type === 'whisper')).toEqual([false]);
    expect(cards[0]?.content).toContain(`<img src="${url('aldric')}"`);
    expect(plain(cards[0]?.content ?? '')).toContain('Aldric acts.');
  });

  it('never for a token on the GM layer: not on the GM’s card either', () => {
    const t = aTable();
    images(t);
    t.sb.setProps(t.tokens.aldric, { layer: 'gmlayer' });
    start(t);
    const chat = t.say(t.gm, '!rondel next');
    const cards = turnCards(chat);
    expect(cards.length).toBeGreaterThan(0);
    for (const m of cards) expect(m.content).not.toContain(url('aldric'));
    // nothing a player reads names the image either (the GM's own menu for the token may show it)
    for (const m of chat.filter((c) => c.type !== 'whisper' || !(c.targets ?? []).every((id) => id === t.gm.id))) expect(m.content).not.toContain(url('aldric'));
    // Lira, tied with Aldric and on the map, is announced with hers
    expect(turnCards(t.say(t.gm, '!rondel act guard')).some((m) => m.type !== 'whisper' && m.content.includes(url('lira')))).toBe(true);
  });

  it('never for a hidden token when the cards go to the GM alone', () => {
    const t = aTable();
    images(t);
    t.say(t.gm, '!rondel config --set announce=gm');
    t.sb.setProps(t.tokens.aldric, { layer: 'gmlayer' });
    start(t);
    const cards = turnCards(t.say(t.gm, '!rondel next'));
    expect(cards.length).toBeGreaterThan(0);
    for (const m of cards) expect(m.content).not.toContain(url('aldric'));
  });
});
