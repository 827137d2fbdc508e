// The economy of a fight (issue 16): every write to a Roll20 object reaches every connected client, so the script
// writes a token only when what it shows changes. Structure, through the built bundle in the double; no timings.
import { describe, expect, it } from 'vitest';
import { byteSize } from '../../src/render/html';
import type { FightStateBase } from '../../src/rules/core/rule-set';
import { createSandbox, type DoubleObject, type RecordedSince } from 'roll20-double';
import { aTable, BUNDLE, plain, type Table } from './table';
import { STORED_SHAPES } from '../../src/app/stored-with';
import { FIGHT_KEYS } from '../../src/app/fight-with';
import { hasKeys } from '../../src/rules/core/shape';

const KEY = 'EnchantedRealmsCombat';

function present(sb: Table['sb']): { rules: string; state: FightStateBase } | null {
  const f = (sb.state[KEY] as { fight: { rules: string; timeline: { present: FightStateBase } } | null } | undefined)?.fight;
  return f ? { rules: f.rules, state: f.timeline.present } : null;
}

/** What the command wrote: statusmarkers writes by the script, per token. */
function markerWrites(since: RecordedSince): { id: string; before: unknown; after: unknown }[] {
  return since.writes.filter((w) => w.origin === 'script' && w.type === 'graphic' && w.key === 'statusmarkers');
}

function run(t: Table, who: DoubleObject, text: string, selected?: readonly DoubleObject[]): RecordedSince {
  const mark = t.sb.recorder.mark();
  t.say(who, text, selected);
  return t.sb.recorder.since(mark);
}

const everyone = (t: Table): DoubleObject[] => Object.values(t.tokens);

describe.each(['rondel', 'seconds', 'rounds'])('under %s, with the default options', (rules) => {
  it('a next with nothing to show writes no token, and the tracker once', () => {
    const t = aTable({ seed: 3 });
    t.say(t.gm, `!rondel config --set passed=reset`);
    t.say(t.gm, `!rondel start --rules ${rules}`, everyone(t));
    let quiet = 0;
    for (let i = 0; i < 40; i += 1) {
      const since = run(t, t.gm, '!rondel next');
      const writes = markerWrites(since);
      // every write changes what the token shows, and a token is written at most once
      for (const w of writes) expect(w.before).not.toBe(w.after);
      expect(new Set(writes.map((w) => w.id)).size).toBe(writes.length);
      expect(since.writes.filter((w) => w.origin === 'script' && w.key === 'turnorder').length).toBeLessThanOrEqual(1);
      if (writes.length === 0) quiet += 1;
    }
    // passing turns over (Reset) and moving the clock on show nothing on the tokens: most nexts write none
    expect(quiet).toBeGreaterThan(30);
  });

  it('a command that changes nothing writes nothing', () => {
    const t = aTable({ seed: 4, badges: true });
    t.say(t.gm, `!rondel start --rules ${rules}`, everyone(t));
    for (let i = 0; i < 5; i += 1) t.say(t.gm, '!rondel next');
    const since = run(t, t.gm, '!rondel status');
    expect(since.writes.filter((w) => w.origin === 'script')).toEqual([]);
  });
});

describe('badges', () => {
  it('movement badges are off by default: a movement window writes no badge, and the card says who moves how far', () => {
    const t = aTable({ seed: 5 });
    t.say(t.gm, '!rondel start', everyone(t));
    let window = '';
    for (let i = 0; i < 30 && !window; i += 1) {
      const since = run(t, t.gm, '!rondel next');
      const card = since.chat.map((m) => plain(m.content)).find((c) => /hex/i.test(c) && /movement/i.test(c));
      if (card) {
        window = card;
        expect(markerWrites(since).filter((w) => String(w.after).includes('tread'))).toEqual([]);
      }
    }
    expect(window).toMatch(/\d+ hex/);
    for (const token of everyone(t)) expect(t.markers(token)).not.toContain('tread');
  });

  it('with movement badges on, a badge that does not change is not written again', () => {
    const t = aTable({ seed: 6, badges: true });
    t.say(t.gm, '!rondel start', everyone(t));
    for (let i = 0; i < 60; i += 1) {
      const since = run(t, t.gm, '!rondel next');
      for (const w of markerWrites(since)) expect(w.before, `next ${i}`).not.toBe(w.after);
    }
  });

  it('without the countdown the flex marker is written once when set and once when it expires', () => {
    const t = aTable({ seed: 7 });
    t.say(t.gm, '!rondel start', everyone(t));
    const kess = t.tokens.kess;
    const react = run(t, t.sam, '!rondel react', [kess]);
    expect(markerWrites(react).filter((w) => w.id === kess.id)).toHaveLength(1);
    expect(t.markers(kess)).toMatch(/^lightning-helix$|,lightning-helix$/);
    let writes = 0;
    for (let i = 0; i < 40 && t.markers(kess).includes('lightning-helix'); i += 1) {
      writes += markerWrites(run(t, t.gm, '!rondel next')).filter((w) => w.id === kess.id).length;
    }
    // the only further write to the token is the one that takes the marker off (or a marker of its own turn)
    expect(t.markers(kess)).not.toContain('lightning-helix');
    expect(writes).toBeLessThanOrEqual(2);
  });

  it('with the countdown on, the flex badge counts down, written only for the flexed token', () => {
    const t = aTable({ seed: 7, badges: false });
    t.say(t.gm, '!rondel config --set countdown=on');
    t.say(t.gm, '!rondel start', everyone(t));
    t.say(t.sam, '!rondel react', [t.tokens.kess]);
    expect(t.markers(t.tokens.kess)).toContain('lightning-helix@8');
    const counter = (): number => (present(t.sb)?.state as unknown as { counter: number }).counter;
    const start = counter();
    for (let i = 0; i < 20 && counter() === start; i += 1) {
      const since = run(t, t.gm, '!rondel next');
      for (const w of markerWrites(since)) expect(w.before).not.toBe(w.after);
    }
    expect(counter()).toBeGreaterThan(start);
    expect(t.markers(t.tokens.kess)).toContain(`lightning-helix@${8 - (counter() - start)}`);
  });
});

describe('status markers (Full Guard, holding, dashing)', () => {
  const GUARD = 'bolt-shield';
  const guardOf = (t: Table, token: DoubleObject): boolean => t.markers(token).split(',').includes(GUARD);
  const onGuard = (t: Table): string[] => (present(t.sb)?.state.combatants ?? []).filter((c) => (c as unknown as { markers: { kind: string }[] }).markers.some((m) => m.kind === 'guard')).map((c) => c.id);

  it('are off by default: a passed-over turn takes Full Guard, the card says so, and no token is written for it', () => {
    const t = aTable({ seed: 8 });
    t.say(t.gm, '!rondel start', everyone(t));
    const since = run(t, t.gm, '!rondel next');
    const guarded = onGuard(t);
    expect(guarded.length).toBeGreaterThan(0);
    expect(since.chat.map((m) => plain(m.content)).join('\n')).toMatch(/Full Guard/);
    expect(markerWrites(since).filter((w) => String(w.after).includes(GUARD))).toEqual([]);
    for (const token of everyone(t)) expect(guardOf(t, token)).toBe(false);
    // status lists it all the same
    expect(run(t, t.gm, '!rondel status').chat.map((m) => plain(m.content)).join('\n')).toMatch(/guard/i);
  });

  it('statuses=on shows them and takes them off with the state; statuses=off takes the shown ones off at once', () => {
    const t = aTable({ seed: 8 });
    t.say(t.gm, '!rondel config --set statuses=on');
    t.say(t.gm, '!rondel start', everyone(t));
    let seen = 0;
    for (let i = 0; i < 40; i += 1) {
      run(t, t.gm, '!rondel next');
      const guarded = new Set(onGuard(t));
      for (const token of everyone(t)) expect(guardOf(t, token), `next ${i}, ${String(token.get('name'))}`).toBe(guarded.has(token.id));
      seen += guarded.size;
    }
    expect(seen).toBeGreaterThan(0);
    while (onGuard(t).length === 0) run(t, t.gm, '!rondel next');
    const off = run(t, t.gm, '!rondel config --set statuses=off');
    expect(markerWrites(off).length).toBeGreaterThan(0);
    for (const token of everyone(t)) expect(guardOf(t, token)).toBe(false);
    expect(onGuard(t).length).toBeGreaterThan(0);
  });
  it('a fight stored by a version that always showed them loses them when the script starts again', () => {
    const t = aTable({ seed: 8 });
    t.say(t.gm, '!rondel config --set statuses=on');
    t.say(t.gm, '!rondel start', everyone(t));
    run(t, t.gm, '!rondel next');
    expect(everyone(t).some((token) => guardOf(t, token))).toBe(true);
    // the configuration as that version stored it: without the option
    delete (t.sb.state[KEY] as { config: { statusMarkers?: boolean } }).config.statusMarkers;
    t.sb.restart();
    t.sb.assertNoCrash();
    expect(onGuard(t).length).toBeGreaterThan(0);
    for (const token of everyone(t)) expect(guardOf(t, token)).toBe(false);
  });
});

describe('the window card at any fight size', () => {
  /** A page of n tokens without sheets, all Red Fox (the default tier): one tier. */
  function windowCard(n: number): string {
    const sb = createSandbox({ seed: 9 });
    const gm = sb.addPlayer({ name: 'Gina', gm: true });
    const page = sb.addPage({ name: 'Battle' });
    const tokens = Array.from({ length: n }, (_, i) => sb.addToken({ pageid: page.id, name: `Wolf ${String(i).padStart(4, '0')}` }));
    sb.loadFile(BUNDLE);
    sb.boot();
    sb.driver.chat(gm, '!rondel start', { selected: tokens });
    for (let i = 0; i < 200; i += 1) {
      const mark = sb.recorder.mark();
      sb.driver.chat(gm, '!rondel next');
      const card = sb.recorder.since(mark).chat.find((m) => m.type !== 'whisper' && /Red Fox/.test(plain(m.content)) && /hex/.test(plain(m.content)));
      if (card) return card.content;
    }
    throw new Error('no movement window in 200 nexts');
  }

  it('does not grow with the number of combatants of one tier', () => {
    const cards = [20, 60, 200, 500].map((n) => windowCard(n));
    // the window's own lines: the tier with its hexes and the first names; those not named are counted
    const windowPart = (card: string): string => {
      const lines = plain(card).split('\n');
      const from = lines.findIndex((l) => l.startsWith('Movement window'));
      return lines.slice(from, from + 2).join('\n').replace(/ and \d+ more$/, ' and N more');
    };
    const parts = cards.map(windowPart);
    expect(parts[1]).toMatch(/^Movement window .*\nRed Fox 2 hexes: Wolf 0000, .* and N more$/);
    expect(new Set(parts.slice(1))).toEqual(new Set([parts[1]]));
    // and the whole card stays within the public budget, however many there are
    for (const c of cards) expect(byteSize(c)).toBeLessThanOrEqual(3 * 1024);
  });
});

describe.each(['rondel', 'seconds', 'rounds'])('the turn on the map under %s', (rules) => {
  /** The objects a next updated besides the markers the tokens show: their ids, and the most seen over a fight. */
  function mostUpdated(indicator: string): { most: number; seen: Set<string> } {
    const t = aTable({ seed: 7 });
    if (indicator !== 'ring') t.say(t.gm, `!rondel config --set indicator=${indicator}`);
    t.say(t.gm, `!rondel start --rules ${rules}`, everyone(t));
    let most = 0;
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const since = run(t, t.gm, '!rondel next');
      const ids = new Set(since.writes.filter((w) => w.origin === 'script' && w.key !== 'statusmarkers').map((w) => w.id));
      for (const id of ids) seen.add(id);
      most = Math.max(most, ids.size);
    }
    t.sb.assertNoCrash();
    return { most, seen };
  }

  it('with the default ring, a next updates at most two objects besides markers: the tracker and the ring', () => {
    const { most, seen } = mostUpdated('ring');
    expect(most).toBeLessThanOrEqual(2);
    expect(most).toBeGreaterThan(0);
    expect(seen.size).toBeLessThanOrEqual(2);
  });

  it('with an aura, at most three: the tracker, the token put back and the token marked', () => {
    const { most, seen } = mostUpdated('aura');
    expect(most).toBeLessThanOrEqual(3);
    // the aura is written on the tokens themselves, many over a fight
    expect(seen.size).toBeGreaterThan(2);
  });
});

describe('reads per command', () => {
  it('a next or an act reads a character sheet at most once, and a next the due combatant’s alone (for its menu)', () => {
    const t = aTable({ seed: 11 });
    t.say(t.gm, '!rondel start', everyone(t));
    const NEVER = 1e9;
    let sheetsRead = 0;
    for (let i = 0; i < 30; i += 1) {
      const read: unknown[] = [];
      const probe = t.sb.faults.inject({ call: 'findObjs', type: 'attribute', nth: NEVER, match: (c) => (read.push((c.args[0] as { _characterid?: unknown })._characterid), true) });
      const text = i % 3 === 1 ? '!rondel act combat' : '!rondel next';
      t.say(t.gm, text);
      probe.remove();
      // one findObjs of a character's attributes per sheet read: never the same sheet twice, never more than one
      expect(new Set(read).size).toBe(read.length);
      expect(read.length).toBeLessThanOrEqual(1);
      sheetsRead += read.length;
    }
    // the menus of combatants with sheets did read them
    expect(sheetsRead).toBeGreaterThan(5);
  });

  it('a command reads a token’s character link once, whoever asks (the look for deleted characters, controllers, sheet)', () => {
    const t = aTable({ seed: 5 });
    t.say(t.gm, '!rondel start', everyone(t));
    const NEVER = 1e9;
    let looked = 0;
    for (let i = 0; i < 30; i += 1) {
      const read: string[] = [];
      const probe = t.sb.faults.inject({ call: 'get', type: 'graphic', nth: NEVER, match: (c) => (c.args[0] === 'represents' && read.push(String(c.id)), true) });
      t.say(t.gm, i % 3 === 1 ? '!rondel act combat' : '!rondel next');
      probe.remove();
      expect(new Set(read).size, `a command read a token's represents twice: ${read.join(', ')}`).toBe(read.length);
      looked += read.length;
    }
    // the commands did look at tokens' characters
    expect(looked).toBeGreaterThan(30);
    t.sb.assertNoCrash();
  });
});

describe('copies per step', () => {
  // every step copies the stored data and its fight: an object of a shape stored-with.ts and fight-with.ts know is
  // copied by one literal, any other by a slow generic copy (a key added to the stored data must be added there too)
  const known = (t: Table): { stored: boolean; fight: boolean } => {
    const s = t.sb.state[KEY] as Record<string, unknown>;
    return { stored: STORED_SHAPES.some((keys) => hasKeys(s, keys as readonly string[])), fight: hasKeys(s.fight as object, FIGHT_KEYS as readonly string[]) };
  };

  it.each(['rondel', 'seconds', 'rounds'])('the stored data of a %s fight has a shape copied by a literal, before and after a restart, and in a second fight', (rules) => {
    const t = aTable({ seed: 2 });
    t.say(t.gm, `!rondel start --rules ${rules}`, everyone(t));
    t.say(t.gm, '!rondel next');
    expect(known(t)).toEqual({ stored: true, fight: true });
    t.sb.restart();
    t.say(t.gm, '!rondel next');
    expect(known(t)).toEqual({ stored: true, fight: true });
    t.say(t.gm, '!rondel end --confirm');
    t.say(t.gm, `!rondel start --rules ${rules}`, everyone(t));
    t.say(t.gm, '!rondel next');
    expect(known(t)).toEqual({ stored: true, fight: true });
    t.sb.assertNoCrash();
  });
});
