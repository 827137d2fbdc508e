// Robustness at a live table (issue 5): restarts at any step, undo of every kind of step, migrations and the
// degraded mode, configuration, macros, the help handout, writes by other scripts.
import { describe, expect, it } from 'vitest';
import { VERBS } from '../../src/commands/verbs';
import { SCHEMA_VERSION } from '../../src/roll20/store';
import { createSandbox } from 'roll20-double';
import { aTable, BUNDLE, plain, type Table } from './table';

const KEY = 'EnchantedRealmsCombat';
const ACTIONS = ['combat', 'dash', 'guard', 'hide', 'magic', 'skill', 'hold', 'reset'] as const;

interface Present {
  counter: number;
  combatants: { id: string; lastAction: string | null; nextAt: number }[];
}

function present(t: Table): Present {
  const stored = t.sb.state[KEY] as { fight: { timeline: { present: Present } } | null };
  if (!stored.fight) throw new Error('no fight');
  return stored.fight.timeline.present;
}

function startSix(t: Table): void {
  t.sb.dice.queue(5, 6, 9, 12, 4, 11, 12, 7, 4, 4, 15, 2);
  t.say(t.gm, '!rondel start', Object.values(t.tokens));
}

/** One step of a fight that plays itself: the due combatant's controller acts, else the GM moves on. */
function step(t: Table, i: number): void {
  const top = t.sb.turnOrder()[0];
  if (i % 9 === 4) {
    const token = Object.values(t.tokens)[i % 6];
    if (token) t.say(t.gm, '!rondel react --note storm', [token]);
    return;
  }
  if (!top || top.id === '-1') {
    t.say(t.gm, '!rondel next');
    return;
  }
  const c = present(t).combatants.find((x) => x.id === top.id);
  let action: string = ACTIONS[i % ACTIONS.length] ?? 'dash';
  if (action === 'hold' && c?.lastAction === 'hold') action = 'reset';
  const owner = [t.tokens.aldric.id, t.tokens.borin.id].includes(top.id) ? t.pat : [t.tokens.lira.id, t.tokens.kess.id].includes(top.id) ? t.sam : t.gm;
  t.say(owner, `!rondel act ${action} --token ${top.id}${action === 'magic' ? ' --cast 2 --note Spark' : ''}${i % 5 === 0 ? ' --change' : ''}`);
}

function snapshot(t: Table): string {
  return JSON.stringify({
    state: t.sb.state[KEY],
    tracker: t.sb.campaign.get('turnorder'),
    markers: Object.values(t.tokens).map((tok) => tok.get('statusmarkers')),
  });
}

describe('restarts', () => {
  it('a sandbox restart at every step of a 40-count fight continues exactly as the uninterrupted run', () => {
    const straight = aTable({ seed: 11 });
    startSix(straight);
    const snapshots: string[] = [];
    let steps = 0;
    while (present(straight).counter < 40) {
      step(straight, steps);
      steps += 1;
      snapshots.push(snapshot(straight));
      expect(steps).toBeLessThan(400);
    }
    straight.sb.assertNoCrash();
    const finalChat = straight.sb.recorder.chat.map((m) => m.content);
    for (let k = 0; k < steps; k += 1) {
      const t = aTable({ seed: 11 });
      startSix(t);
      for (let i = 0; i < steps; i += 1) {
        if (i === k) {
          t.sb.restart();
          t.sb.flush();
        }
        step(t, i);
        expect(snapshot(t), `restart before step ${k}, after step ${i}`).toBe(snapshots[i]);
      }
      expect(t.sb.recorder.chat.map((m) => m.content)).toEqual(finalChat);
      t.sb.assertNoCrash();
    }
  });

  it('markers removed by hand while the sandbox was down are put back on ready', () => {
    const t = aTable({ badges: true });
    startSix(t);
    t.say(t.sam, '!rondel react', [t.tokens.kess]);
    t.sb.setProps(t.tokens.kess, { statusmarkers: 'red' });
    t.sb.restart();
    t.sb.flush();
    expect(t.markers(t.tokens.kess)).toBe('red,lightning-helix@8');
  });

  it('a token deleted while the sandbox was down leaves the fight, with a whisper to the GM', () => {
    const t = aTable();
    startSix(t);
    t.sb.setProps(t.tokens.goblin, {});
    t.tokens.goblin.remove();
    t.sb.restart();
    t.sb.flush();
    expect(present(t).combatants.map((c) => c.id)).not.toContain(t.tokens.goblin.id);
    expect(plain(t.sb.recorder.whispersTo(t.gm).map((m) => m.content).join('\n'))).toContain('Deleted while the script was down, so they left the fight: Goblin');
  });
});

describe('undo', () => {
  const kinds: [string, (t: Table) => void][] = [
    ['next', (t) => t.say(t.gm, '!rondel next')],
    ...ACTIONS.map((a): [string, (t: Table) => void] => [`act ${a}`, (t) => t.say(t.sam, `!rondel act ${a}${a === 'magic' ? ' --cast 2' : ''}`)]),
    ['react', (t) => t.say(t.sam, '!rondel react', [t.tokens.kess])],
    ['set', (t) => t.say(t.gm, '!rondel set --count 20 --tier 9', [t.tokens.zombie])],
    ['condition', (t) => t.say(t.gm, '!rondel condition --add prone,stunned', [t.tokens.lira])],
    ['add', (t) => t.say(t.gm, '!rondel add', [t.sb.addToken({ pageid: t.page.id, name: 'Ogre' })])],
    ['remove', (t) => t.say(t.gm, '!rondel remove', [t.tokens.goblin])],
    ['tracker next', (t) => t.sb.driver.tracker.next(t.gm)],
    ['tracker edit (adopted directly)', (t) => {
      t.say(t.gm, '!rondel config --set trackeredits=adopt');
      t.sb.driver.tracker.edit(3, '30');
    }],
    ['adopting a tracker edit', (t) => {
      t.sb.driver.tracker.edit(3, '30');
      t.sb.flush();
      const card = t.sb.recorder.whispersTo(t.gm).at(-1)?.content ?? '';
      t.say(t.gm, (/href="(!rondel set [^"]*)"/.exec(card)?.[1] ?? 'missing').replace(/&quot;/g, '"'));
    }],
  ];

  it.each(kinds)('undo after %s restores state, tracker and markers byte for byte', (_kind, act) => {
    const t = aTable();
    startSix(t);
    t.say(t.gm, '!rondel next'); // count 3: Lira (Sam's) is due, a window with badges
    const before = snapshot(t);
    const fightBefore = JSON.stringify(present(t));
    act(t);
    t.sb.flush();
    expect(JSON.stringify(present(t))).not.toBe(fightBefore);
    t.say(t.gm, '!rondel undo');
    const after = JSON.parse(snapshot(t)) as { state: { fight: { timeline: { present: unknown } } }; tracker: string; markers: unknown };
    const expected = JSON.parse(before) as typeof after;
    expect(JSON.stringify(after.state.fight.timeline.present)).toBe(JSON.stringify(expected.state.fight.timeline.present));
    expect(after.tracker).toBe(expected.tracker);
    expect(after.markers).toEqual(expected.markers);
    t.sb.assertNoCrash();
  });

  it('redo goes forward again, and the undone rolls are not re-used', () => {
    const t = aTable();
    startSix(t);
    t.say(t.gm, '!rondel next');
    t.sb.dice.queue(3);
    t.say(t.sam, '!rondel act hide');
    const afterHide = JSON.stringify(present(t));
    t.say(t.gm, '!rondel undo');
    t.say(t.gm, '!rondel redo');
    expect(JSON.stringify(present(t))).toBe(afterHide);
    t.say(t.gm, '!rondel undo');
    t.sb.dice.queue(1);
    t.say(t.sam, '!rondel act hide');
    expect(present(t).combatants.find((c) => c.id === t.tokens.lira.id)?.nextAt).toBe(3 + 8); // d4 1 + 8 − 3, minimum 8
  });

  it('says so when there is nothing to undo', () => {
    const t = aTable();
    startSix(t);
    expect(plain(t.say(t.gm, '!rondel undo')[0]?.content ?? '')).toContain('nothing to undo');
  });
});

describe('stored data: migrations and the degraded mode', () => {
  function bootWith(state: unknown) {
    const sb = createSandbox({ seed: 2, state });
    const gm = sb.addPlayer({ name: 'Gina', gm: true });
    const pat = sb.addPlayer({ name: 'Pat' });
    sb.addPage({ name: 'Battle' });
    sb.loadFile(BUNDLE);
    sb.boot();
    sb.flush();
    return { sb, gm, pat };
  }

  it('schema 0 (nothing stored) migrates to the current schema', () => {
    const { sb } = bootWith({});
    expect((sb.state[KEY] as { schemaVersion: number }).schemaVersion).toBe(SCHEMA_VERSION);
    sb.assertNoCrash();
  });

  it('a stored schema-1 fight (fixture) loads and runs on', () => {
    const t = aTable({ seed: 5 });
    startSix(t);
    t.say(t.gm, '!rondel next');
    const fixture = JSON.parse(JSON.stringify(t.sb.state)) as Record<string, unknown>;
    const again = aTable({ seed: 5, boot: false });
    again.sb.state[KEY] = fixture[KEY];
    again.sb.boot();
    again.sb.flush();
    // a new sandbox has new token ids, so every combatant of the fixture is gone: the fight carries on empty
    expect(present(again).counter).toBe(3);
    again.sb.assertNoCrash();
  });

  it.each([
    ['a newer schema', { schemaVersion: 99, whatever: true }, 'newer version of this script'],
    ['garbage', 'not an object', 'not an object'],
    ['a damaged fight', { schemaVersion: 1, config: {}, fight: { nonsense: 1 }, helpVersion: '' }, 'damaged'],
  ])('%s puts the script in a degraded mode that keeps the data and says why', (_title, stored, problem) => {
    const { sb, gm, pat } = bootWith({ [KEY]: stored, Other: { keep: 1 } });
    expect(sb.state[KEY]).toEqual(stored);
    const mark = sb.recorder.mark();
    sb.driver.chat(pat, '!rondel status');
    sb.driver.chat(gm, '!rondel next');
    const replies = sb.recorder.since(mark).chat;
    expect(replies).toHaveLength(2);
    expect(plain(replies[0]?.content ?? '')).toContain(problem);
    expect(replies[0]?.content).not.toContain('href="!rondel repair');
    expect(replies[1]?.content).toContain('href="!rondel repair"');
    expect(sb.state[KEY]).toEqual(stored);
    // repair keeps a backup and starts clean
    sb.driver.chat(gm, '!rondel repair --confirm');
    expect(sb.state[`${KEY}_backup`]).toEqual(stored);
    expect((sb.state[KEY] as { schemaVersion: number }).schemaVersion).toBe(SCHEMA_VERSION);
    expect(sb.state.Other).toEqual({ keep: 1 });
    sb.assertNoCrash();
  });
});

describe('configuration', () => {
  it.each([
    ['announce=gm', (t: Table) => t.sb.recorder.publicChat().length === 0],
    ['badges=off', (t: Table) => !t.markers(t.tokens.lira).includes('tread')],
    ['move=snail', (t: Table) => t.markers(t.tokens.lira) === 'snail@3'],
  ])('--set %s takes effect', (assignment, check) => {
    const t = aTable({ badges: true });
    t.say(t.gm, `!rondel config --set ${assignment}`);
    startSix(t);
    t.say(t.gm, '!rondel next');
    expect(check(t)).toBe(true);
  });

  it('a first install takes its options from Roll20’s one-click dialog (globalconfig)', () => {
    const t = aTable({ boot: false });
    t.sb.loadScript("var globalconfig = { enchantedrealmscombat: { announce: 'gm', passedOver: 'reset', movementBadges: 'false', alias: 'er' } };", 'roll20-config.js');
    t.sb.boot();
    expect((t.sb.state[KEY] as { config: Record<string, unknown> }).config).toMatchObject({ announce: 'gm', passedOver: 'reset', movementBadges: false, alias: 'er' });
    expect(t.say(t.gm, '!er help')).toHaveLength(1);
  });

  it('an alias command word works once set', () => {
    const t = aTable();
    expect(t.say(t.gm, '!er help')).toHaveLength(0);
    t.say(t.gm, '!rondel config --set alias=er');
    expect(plain(t.say(t.gm, '!er help')[0]?.content ?? '')).toContain('Enchanted Realms Combat');
  });

  it('a pattern cell can be changed and the default restored', () => {
    const t = aTable({ badges: true });
    t.say(t.gm, '!rondel config --set pattern.red_fox=3/1/3/1');
    startSix(t);
    t.say(t.gm, '!rondel next');
    expect(t.markers(t.tokens.aldric)).toBe('tread@3');
    const refused = t.say(t.gm, '!rondel config --set pattern.red_fox=1/2');
    expect(plain(refused[0]?.content ?? '')).toContain('does not fit');
    t.say(t.gm, '!rondel config --reset pattern');
    expect((t.sb.state[KEY] as { config: { pattern: { red_fox: number[] } } }).config.pattern.red_fox).toEqual([2, 2, 2, 2]);
  });

  it('changing a marker tag mid-fight moves the markers to the new tag', () => {
    const t = aTable({ badges: true });
    startSix(t);
    t.say(t.sam, '!rondel react', [t.tokens.kess]);
    t.say(t.gm, '!rondel config --set flex=fist');
    t.say(t.gm, '!rondel status');
    expect(t.markers(t.tokens.kess)).toBe('fist@8');
  });

  it.each(['nonsense', 'announce=loud', 'flex=<b>', 'alias=rondel', 'pattern.cat=1/1/1/1'])('refuses --set %s', (assignment) => {
    const t = aTable();
    const before = JSON.stringify(t.sb.state[KEY]);
    const replies = t.say(t.gm, `!rondel config --set ${assignment}`);
    expect(replies[0]?.targets).toEqual([t.gm.id]);
    expect(JSON.stringify(t.sb.state[KEY])).toBe(before);
  });
});

describe('macros and the help handout', () => {
  it('macros creates the GM macros and token actions, and running it twice duplicates nothing', () => {
    const t = aTable();
    t.say(t.gm, '!rondel macros', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const count = () => ({
      macros: t.sb.findObjs({ _type: 'macro' }).length,
      abilities: t.sb.findObjs({ _type: 'ability' }).length,
    });
    expect(count()).toEqual({ macros: 6, abilities: 6 });
    t.say(t.gm, '!rondel macros', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    expect(count()).toEqual({ macros: 6, abilities: 6 });
    const act = t.sb.findObjs({ _type: 'ability', _characterid: t.characters.aldric.id, name: 'Act' })[0];
    expect(act?.get('action')).toBe('!rondel menu --char @{character_id}');
    expect(act?.get('istokenaction')).toBe(true);
  });

  it('the help handout is written from the command table', () => {
    const t = aTable();
    const handouts = t.sb.findObjs({ _type: 'handout', name: 'Help: Enchanted Realms Combat' });
    expect(handouts).toHaveLength(1);
    let notes = '';
    handouts[0]?.get('notes', (v: unknown) => {
      notes = String(v);
    });
    t.sb.flush();
    for (const verb of VERBS) expect(plain(notes)).toContain(`!rondel ${verb.name}`);
    t.sb.restart();
    t.sb.flush();
    expect(t.sb.findObjs({ _type: 'handout', name: 'Help: Enchanted Realms Combat' })).toHaveLength(1);
  });
});

describe('the public API for other scripts', () => {
  it('other scripts read the count and observe every change', () => {
    const t = aTable({ boot: false });
    t.sb.loadScript(
      "var seen = []; on('ready', function () { EnchantedRealmsCombat.observe(function (s) { seen.push(s ? s.count : null); }); });",
      'observer.js',
    );
    t.sb.boot();
    startSix(t);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel end --confirm');
    expect((t.sb.context as Record<string, unknown>).seen).toEqual([1, 3, null]);
    const api = (t.sb.context as Record<string, Record<string, (...a: unknown[]) => unknown>>).EnchantedRealmsCombat;
    expect(api?.getCount?.()).toBeNull();
  });

  it('observeEvents hears every committed event as plain JSON; a throwing observer disturbs nobody', () => {
    const t = aTable({ boot: false });
    t.sb.loadScript(
      "var events = []; on('ready', function () { EnchantedRealmsCombat.observeEvents(function () { throw new Error('rude'); }); EnchantedRealmsCombat.observeEvents(function (e) { events.push(e); }); });",
      'observer.js',
    );
    t.sb.boot();
    startSix(t);
    t.say(t.gm, '!rondel next');
    t.say(t.sam, '!rondel act dash');
    t.say(t.sam, '!rondel react', [t.tokens.kess]);
    t.say(t.gm, '!rondel end --confirm');
    const events = JSON.parse(JSON.stringify((t.sb.context as Record<string, unknown>).events)) as { type: string }[];
    const types = events.map((e) => e.type);
    expect(types[0]).toBe('fight-started');
    expect(events[0]).toEqual({ type: 'fight-started', rules: 'rondel' });
    expect(events.filter((e) => e.type === 'initiative')).toHaveLength(6);
    expect(events.find((e) => e.type === 'initiative')).toEqual({ type: 'initiative', id: t.tokens.aldric.id, dice: [5], modifier: -2, value: 3 });
    expect(events).toContainEqual({ type: 'turn', id: t.tokens.lira.id, round: null, count: 3 });
    expect(events.find((e) => e.type === 'movement')).toMatchObject({ type: 'movement', round: null, count: 3 });
    expect(events).toContainEqual({ type: 'action', id: t.tokens.lira.id, action: 'dash' });
    expect(events).toContainEqual({ type: 'reaction', id: t.tokens.kess.id });
    expect(types.at(-1)).toBe('fight-ended');
    expect(t.sb.recorder.logs.filter((l) => l.includes('an event observer failed')).length).toBeGreaterThan(0);
    t.sb.assertNoCrash();
  });

  it('getSnapshot names the rule set and the round', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.goblin]);
    const api = (t.sb.context as Record<string, Record<string, () => { rules: string; round: number | null } | null>>).EnchantedRealmsCombat;
    expect(api?.getSnapshot?.()).toMatchObject({ rules: 'rounds', round: 1 });
  });
});
