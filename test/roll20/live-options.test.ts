// The table's options as the adapter carries them out on the map and in chat, its source live in this process
// (test/support/in-process.ts): the aura, tint and off indicators, the counter text, pings, badges and status
// markers, hidden tokens, and conditions on the token.
import { afterEach, describe, expect, it } from 'vitest';
import type { DoubleObject } from 'roll20-double';
import { liveFight, liveTable, type LiveTable } from '../support/in-process';
import { plain } from '../support/plain';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

const MARK = '#f2b705';

const fightWith = (...options: string[]): LiveTable => (t = liveFight(...options));

const stored = (t: LiveTable): { table?: { counter?: string } | null } => (t.sb.state.EnchantedRealmsCombat as { table?: { counter?: string } | null }) ?? {};

describe('the indicator', () => {
  it('aura: the due token’s aura, put back when the turn moves on: two updates per turn change', () => {
    t = fightWith('indicator=aura');
    const { aldric, lira } = t.tokens;
    expect(t.sb.allObjs('path')).toHaveLength(0);
    expect(lira.get('aura2_color')).toBe(MARK);
    expect(lira.get('showplayers_aura2')).toBe(true);
    const before = aldric.get('aura2_color');
    expect(t.updated(() => t!.say(t!.gm, '!rondel next')).sort()).toEqual([aldric.id, lira.id].sort());
    expect(aldric.get('aura2_color')).toBe(MARK);
    expect(lira.get('aura2_color')).toBe(before);
    expect(t.updated(() => t!.say(t!.gm, '!rondel status'))).toEqual([]);
  });

  it('tint: the due token’s tint, its own tint given back at the end', () => {
    t = liveTable();
    t.say(t.gm, '!rondel config --set indicator=tint');
    const { aldric, lira } = t.tokens;
    t.sb.setProps(aldric, { tint_color: '#123456' });
    t.say(t.gm, '!rondel start', [aldric, lira]);
    t.say(t.gm, '!rondel next');
    expect(aldric.get('tint_color')).toBe(MARK);
    t.say(t.gm, '!rondel end --confirm');
    expect([aldric.get('tint_color'), lira.get('tint_color')]).toEqual(['#123456', 'transparent']);
  });

  it('off: nothing on the map; switching to off mid-fight takes the ring away', () => {
    t = fightWith();
    expect(t.sb.allObjs('path')).toHaveLength(1);
    t.say(t.gm, '!rondel config --set indicator=off');
    expect(t.sb.allObjs('path')).toHaveLength(0);
    expect(t.updated(() => t!.say(t!.gm, '!rondel next'))).toEqual([]);
  });

  it('a graphic of the GM’s library in place of the ring, refused from elsewhere', () => {
    t = liveTable();
    expect(plain(t.say(t.gm, '!rondel config --set indicator=graphic')[0]?.content ?? '')).toContain('needs an image first');
    expect(plain(t.say(t.gm, '!rondel config --set indicatorimage=https://example.com/x.png')[0]?.content ?? '')).toContain('your own Roll20 library');
    t.say(t.gm, '!rondel config --set indicatorimage=https://s3.amazonaws.com/files.d20.io/images/123/abc/max.png?1700000000');
    t.say(t.gm, '!rondel config --set indicator=graphic');
    const { aldric, lira } = t.tokens;
    t.say(t.gm, '!rondel start', [aldric, lira]);
    const marker = t.sb.allObjs('graphic').filter((g) => g.get('name') === 'Rondel turn');
    expect(marker).toHaveLength(1);
    expect(String(marker[0]?.get('imgsrc'))).toContain('/images/123/abc/thumb.png');
    expect([marker[0]?.get('left'), marker[0]?.get('layer')]).toEqual([175, 'map']);
    expect(t.sb.allObjs('path')).toHaveLength(0);
    // never a combatant: not in the tracker
    expect(t.sb.turnOrder().map((e) => e.id)).not.toContain(marker[0]?.id);
  });
});

describe('the counter text and pings', () => {
  it('the clock as a text object on the page, following the count, gone at the end', () => {
    t = fightWith('countertext=on');
    const id = stored(t).table?.counter as string;
    const counter = t.sb.getObj('text', id) as DoubleObject;
    expect(counter.get('text')).toBe('Count 1');
    expect(counter.get('_pageid')).toBe(t.page.id);
    t.say(t.gm, '!rondel next');
    expect(counter.get('text')).toBe('Count 1');
    t.say(t.gm, '!rondel next');
    expect(counter.get('text')).toBe('Count 3');
    t.say(t.gm, '!rondel end --confirm');
    expect(t.sb.getObj('text', id)).toBeUndefined();
  });

  it('a turn’s start pings the due token for its players and the GM; a hidden one for the GM alone', () => {
    t = liveTable();
    t.say(t.gm, '!rondel config --set ping=on');
    const { aldric, lira, goblin } = t.tokens;
    t.sb.setProps(goblin, { layer: 'gmlayer' });
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
    for (let i = 0; i < 6; i += 1) t.say(t.gm, '!rondel next');
    const pings = t.sb.recorder.since(mark).effects.filter((e) => e.kind === 'sendPing').map((p) => [p.args[0], [...(p.args[5] as string[])].sort()]);
    expect(pings[0]).toEqual([175, [t.gm.id, t.sam.id].sort()]);
    expect(pings[1]).toEqual([105, [t.gm.id, t.pat.id].sort()]);
    expect(pings.filter(([left]) => left === 245)).toEqual([[245, [t.gm.id]]]);
  });
});

describe('hidden tokens', () => {
  it('a token on the GM layer fights unseen: players are never told its name, the GM is', () => {
    t = liveTable();
    const { aldric, lira, goblin } = t.tokens;
    t.sb.setProps(goblin, { layer: 'gmlayer' });
    t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
    for (let i = 0; i < 6; i += 1) t.say(t.gm, '!rondel next');
    const seenByPlayers = t.sb.recorder.chat.filter((c) => c.type !== 'whisper' || c.target === t!.pat.id || c.target === t!.sam.id);
    expect(seenByPlayers.length).toBeGreaterThan(0);
    for (const c of seenByPlayers) expect(plain(c.content)).not.toContain('Goblin');
    expect(plain(t.sb.recorder.chat.filter((c) => c.target === 'gm').map((c) => c.content).join('\n'))).toContain('Goblin');
    const status = t.say(t.pat, '!rondel status');
    for (const c of status) expect(plain(c.content)).not.toContain('Goblin');
  });
});

describe('markers on the tokens', () => {
  it('status markers on: Full Guard shows on the token, and goes when it ends', () => {
    t = fightWith('statuses=on');
    const { lira } = t.tokens;
    t.say(t.sam, `!rondel act guard --token ${lira.id}`);
    expect(String(lira.get('statusmarkers'))).toContain('bolt-shield');
    // on guard until her next turn: the marker stays while the fight moves on, and goes when her turn comes
    t.say(t.gm, '!rondel next');
    expect(String(lira.get('statusmarkers'))).toContain('bolt-shield');
    for (let i = 0; i < 20 && t.sb.turnOrder()[0]?.id !== lira.id; i += 1) t.say(t.gm, '!rondel next');
    expect(t.sb.turnOrder()[0]?.id).toBe(lira.id);
    expect(String(lira.get('statusmarkers'))).not.toContain('bolt-shield');
  });

  it('movement badges on: a movement window writes each mover’s hexes on its token, and only what changed', () => {
    t = fightWith('badges=on');
    const { aldric, lira, goblin } = t.tokens;
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    expect(String(aldric.get('statusmarkers'))).toContain('tread@2');
    expect(String(lira.get('statusmarkers'))).toContain('tread@3');
    // count 6: Lira's orange lion moves 3 again, the red foxes 2: no token is written
    expect(t.updated(() => t!.say(t!.gm, '!rondel next'))).toEqual([]);
    expect(String(goblin.get('statusmarkers'))).toContain('tread@2');
  });

  it('a condition set on a combatant shows its marker on the token, and the marker goes with the condition', () => {
    t = fightWith();
    const { zombie } = t.tokens;
    t.say(t.gm, `!rondel condition --token ${zombie.id} --add prone`);
    const marked = String(zombie.get('statusmarkers'));
    expect(marked).not.toBe('');
    t.say(t.gm, `!rondel condition --token ${zombie.id} --remove prone`);
    expect(String(zombie.get('statusmarkers'))).toBe('');
  });
});
