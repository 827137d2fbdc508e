// Fault injection (issue "integrity under pressure"): fights through the BUILT bundle while one Roll20 call fails —
// throws, returns nothing, or loses its token to a user's delete — at various moments of each command. After every
// step: the sandbox never crashed; the stored data validates and is either what it was before the step or a whole new
// state; when the step failed, the GM was told; and after the next command (the GM's status) the tracker and the
// markers agree with the stored fight, the script's memory holds that fight, and the command did not take the
// script's own failed write for another script's.
//
// The cases that fail because of known bugs of src/roll20/app.ts are kept out of the matrix (see KNOWN below) and
// have their own tests at the end, titled "KNOWN BUG": they fail until app.ts is fixed; then drop the exclusion.
import { describe, expect, it } from 'vitest';
import { validateStored } from '../../src/roll20/store';
import { plain } from '../integration/table';
import type { FaultCall, FaultedCall, FaultEffect, FaultSpec, RecordedChat } from 'roll20-double';
import { anArena, bugLogs, combatantIds, expectHealthy, fightNow, STATE_KEY, TOKEN_KEYS, type Arena, type TokenKey } from './arena';
import { owner } from './check-command';

export const SEED = 8_2026_1124;

const FIGHTERS: readonly TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie', 'wisp'];

interface Scenario {
  readonly name: string;
  /** Brings the arena to the moment before the step. */
  readonly setup: (a: Arena) => void;
  /** The step that runs under the fault: a command, a tracker button, a deletion, a restart. */
  readonly step: (a: Arena) => void;
  /**
   * The step is a user's action in Roll20 (a tracker edit, a deletion): it stands even when the script's handler
   * fails, and the next command may catch up with it (adopt it, put the order back, let the token leave).
   */
  readonly userAction?: boolean;
  /** The step ends the fight or changes the marker tags: markers it fails to clear are a known bug (KNOWN). */
  readonly lastMarkerChance?: boolean;
  /** The step is a restart: a failing first log is a known bug (KNOWN). */
  readonly boots?: boolean;
  /** Another script's tracker write waits before the step: adopting it at the next command is right. */
  readonly foreignWrite?: boolean;
}

const start = (a: Arena, keys: readonly TokenKey[] = FIGHTERS): void => {
  a.send('gm', '!rondel start', keys);
};
const startAndNext = (a: Arena): void => {
  start(a);
  a.send('gm', '!rondel next');
};
/** An upgrade: the stored help version is not the running one, so the help handout is written again. */
const olderHelp = (a: Arena): void => {
  (a.sb.state[STATE_KEY] as { helpVersion: string }).helpVersion = '0.0.0';
};

const SCENARIOS: readonly Scenario[] = [
  { name: 'start', setup: () => {}, step: (a) => start(a) },
  { name: 'add', setup: (a) => start(a, ['aldric', 'goblin']), step: (a) => a.send('gm', '!rondel add', ['lira', 'kess', 'zombie']) },
  { name: 'next', setup: (a) => start(a), step: (a) => a.send('gm', '!rondel next') },
  { name: 'act', setup: startAndNext, step: (a) => a.send(owner(a), '!rondel act magic --cast 2 --note Spark') },
  { name: 'react', setup: (a) => start(a), step: (a) => a.send('pat', '!rondel react --note parry', ['aldric']) },
  {
    name: 'undo',
    setup: (a) => {
      startAndNext(a);
      a.send(owner(a), '!rondel act combat');
    },
    step: (a) => a.send('gm', '!rondel undo'),
  },
  { name: 'end', setup: startAndNext, step: (a) => a.send('gm', '!rondel end --confirm'), lastMarkerChance: true },
  { name: 'config', setup: startAndNext, step: (a) => a.send('gm', '!rondel config --set guard=red'), lastMarkerChance: true },
  { name: 'macros', setup: (a) => start(a), step: (a) => a.send('gm', '!rondel macros', ['aldric', 'lira']) },
  { name: 'the tracker’s next button', setup: startAndNext, step: (a) => void a.sb.driver.tracker.next(a.gm), userAction: true },
  { name: 'a token deleted by the GM', setup: (a) => start(a), step: (a) => a.sb.driver.remove(a.tokens.goblin), userAction: true },
  {
    name: 'a restart after an upgrade',
    setup: (a) => {
      startAndNext(a);
      olderHelp(a);
    },
    step: (a) => a.sb.restart(),
    boots: true,
  },
  {
    name: 'a restart after an upgrade, the help handout deleted',
    setup: (a) => {
      start(a);
      olderHelp(a);
      for (const h of a.sb.findObjs({ _type: 'handout' })) a.sb.driver.remove(h);
    },
    step: (a) => a.sb.restart(),
    boots: true,
  },
  {
    name: 'a restart after another script’s tracker write',
    setup: (a) => {
      startAndNext(a);
      // another script drops an entry and reverses the order: no event fires (API writes fire none)
      const order = a.sb.turnOrder();
      a.sb.campaign.set('turnorder', JSON.stringify(order.filter((_e, i) => i !== 1).reverse()));
    },
    step: (a) => a.sb.restart(),
    boots: true,
    foreignWrite: true,
  },
];

/** The Roll20 call kinds that fail, and the effects tried for each (reads also "return nothing"). */
const KINDS: readonly { readonly call: FaultCall; readonly effects: readonly FaultEffect[] }[] = [
  { call: 'getObj', effects: ['throw', 'nothing'] },
  { call: 'findObjs', effects: ['throw', 'nothing'] },
  { call: 'get', effects: ['throw', 'nothing'] },
  { call: 'set', effects: ['throw'] },
  { call: 'sendChat', effects: ['throw'] },
  { call: 'createObj', effects: ['throw', 'nothing'] },
  { call: 'Campaign', effects: ['throw', 'nothing'] },
  { call: 'getAttrByName', effects: ['throw', 'nothing'] },
  { call: 'playerIsGM', effects: ['throw', 'nothing'] },
  { call: 'log', effects: ['throw'] },
];

const isTrackerWrite = (c: FaultedCall): boolean => c.id === 'root' && c.keys.includes('turnorder');

/**
 * Cases left to the KNOWN BUG tests below: a failing tracker write (any step); a failing first log of a restart. The
 * markers of a step that ends the fight or changes the tags are not compared in the matrix (KNOWN BUG tests too).
 */
const KNOWN = {
  skips: (_scenario: Scenario, _call: FaultCall): boolean => false,
  match: (_call: FaultCall): Pick<FaultSpec, 'match'> => ({}),
};

function markers(a: Arena): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of TOKEN_KEYS) {
    const token = a.sb.getObj('graphic', a.ids[key]);
    if (token) out[key] = String(token.get('statusmarkers') ?? '');
  }
  return out;
}

const stored = (a: Arena): string => JSON.stringify(a.stored());
/**
 * What a command may write again without changing the fight: the tracker as last written, what a refused write left to
 * clear, and the table's objects (docs/rules.md §15: a ring Roll20 refused to create is placed at the next command).
 */
const OUTSIDE_THE_FIGHT = ['lastTurnOrder', 'cleanup', 'table'];

/**
 * The stored data but what the script last wrote to the tracker (a command may rewrite a tracker that lags), what it
 * still has to clean up after a refused write (any command may finish that), and the table's objects.
 */
const storedFight = (a: Arena): string =>
  JSON.stringify(a.stored(), (key, value: unknown) => (OUTSIDE_THE_FIGHT.includes(key) ? undefined : value));

/** What a step does with no fault: the stored data after it, the markers after the next status, the calls it made. */
interface Reference {
  readonly stored: string;
  readonly markers: Record<string, string>;
  readonly counts: ReadonlyMap<FaultCall, number>;
  readonly trackerWrites: number;
  /** The fight's token read most often by getObj during the step, and how often. */
  readonly busiest: { readonly key: TokenKey; readonly reads: number } | null;
}

function fresh(scenario: Scenario): Arena {
  const a = anArena({ seed: SEED });
  scenario.setup(a);
  a.sb.assertNoCrash();
  return a;
}

/** A fault that never fires, to count the calls a step makes. */
const NEVER = Number.MAX_SAFE_INTEGER;

function reference(scenario: Scenario): Reference {
  const a = fresh(scenario);
  const probes = new Map(KINDS.map((k) => [k.call, a.sb.faults.inject({ call: k.call, nth: NEVER, ...KNOWN.match(k.call) })]));
  const tracker = a.sb.faults.inject({ call: 'set', nth: NEVER, match: isTrackerWrite });
  const inFight = FIGHTERS.filter((k) => combatantIds(a).includes(a.ids[k]));
  const reads = new Map(inFight.map((k) => [k, a.sb.faults.inject({ call: 'getObj', target: a.ids[k], nth: NEVER })]));
  scenario.step(a);
  a.sb.faults.clear();
  a.sb.assertNoCrash();
  const after = stored(a);
  a.send('gm', '!rondel status');
  let busiest: Reference['busiest'] = null;
  for (const [key, probe] of reads) if (probe.seen > 0 && (!busiest || probe.seen > busiest.reads)) busiest = { key, reads: probe.seen };
  return { stored: after, markers: markers(a), counts: new Map([...probes].map(([call, p]) => [call, p.seen])), trackerWrites: tracker.seen, busiest };
}

/** Up to six calls of n, spread from the first to the last. */
function moments(n: number): number[] {
  if (n <= 6) return Array.from({ length: n }, (_, i) => i + 1);
  return [...new Set([1, 2, Math.round(n / 4), Math.round(n / 2), Math.round((3 * n) / 4), n])];
}

/** A notice that something failed: a bug report, or a report of a Roll20 call that failed. */
const isFailureNotice = (m: RecordedChat): boolean => /went wrong|refused|could not|failed/i.test(plain(m.content).split('\n')[0] ?? '');
const isForeignNotice = (m: RecordedChat): boolean => /^[^\n:]*: turn tracker/.test(plain(m.content));

function gmWhispers(a: Arena, chat: readonly RecordedChat[]): RecordedChat[] {
  return chat.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id));
}

/** Runs the scenario's step under `inject`, checks it, then the GM's status, and checks again. */
function runFaulted(scenario: Scenario, ref: Reference, inject: (a: Arena) => void, context: string): void {
  const a = fresh(scenario);
  const { sb } = a;
  const before = stored(a);
  const markersBefore = markers(a);
  const fight = a.fight();
  // another script's write is waiting to be adopted (a restart scenario): adopting it at the next command is right
  const foreignPending = fight !== null && sb.campaign.get('turnorder') !== fight.lastTurnOrder;
  const mark = sb.recorder.mark();
  inject(a);
  scenario.step(a);
  sb.flush();
  const seen = sb.recorder.since(mark);
  expect(seen.faults.length, `${context}: the fault never fired`).toBeGreaterThan(0);
  // 1. the sandbox never crashes
  expect(seen.crashes.map((c) => c.message), `${context}: a crash`).toEqual([]);
  expect(sb.disabled, `${context}: scripts disabled`).toBe(false);
  // 2. the stored data validates; whether it is the old or a whole new state shows after the next command
  expect(validateStored(a.stored()), `${context}: stored data`).toEqual([]);
  const after = stored(a);
  // 3. a failed step is reported to the GM
  const notices = gmWhispers(a, seen.chat).filter(isFailureNotice);
  if (bugLogs(seen.logs).length > 0) expect(notices.length, `${context}: a bug was logged but the GM was not told`).toBeGreaterThan(0);
  const threw = seen.faults.some((f) => f.effect === 'throw');
  if (threw && after === before && ref.stored !== before) expect(notices.length, `${context}: the step failed and the GM was not told`).toBeGreaterThan(0);
  // 4. the next command: tracker and markers agree with the stored fight; nothing of the script's own is adopted
  sb.faults.clear();
  const recovery = sb.recorder.mark();
  a.send('gm', '!rondel status');
  expectHealthy(a, recovery, `${context}, then status`);
  const adopted = sb.recorder.since(recovery).chat.filter(isForeignNotice).map((m) => plain(m.content));
  const userActionPending = scenario.userAction === true && after === before && ref.stored !== before;
  if (!foreignPending && !userActionPending) {
    expect(adopted.join('\n'), `${context}, then status: the script's own failed write taken for another script's`).toBe('');
    expect(storedFight(a), `${context}, then status: status changed the fight`).toBe(JSON.stringify(JSON.parse(after), (key, value: unknown) => (OUTSIDE_THE_FIGHT.includes(key) ? undefined : value)));
  }
  // the script works on what it stored (its public API reads its memory)
  const api = (sb.context as { EnchantedRealmsCombat: { getCount(): number | null; getOrder(): { id: string }[] } }).EnchantedRealmsCombat;
  const f = fightNow(a);
  expect({ count: api.getCount(), ids: api.getOrder().map((c) => c.id).sort() }, `${context}, then status: the script's memory`).toEqual({
    count: f ? f.rs.clock(f.state) : null,
    ids: [...combatantIds(a)].sort(),
  });
  const now = markers(a);
  const alive = (m: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(m).filter(([k]) => k in now));
  const final = stored(a);
  if (final === ref.stored) expect(now, `${context}, then status: markers`).toEqual(alive(ref.markers));
  else if (final === before) expect(now, `${context}, then status: markers`).toEqual(alive(markersBefore));
}

describe('fault injection through the built bundle', () => {
  for (const scenario of SCENARIOS) {
    describe(scenario.name, () => {
      const ref = reference(scenario);
      const cases = KINDS.filter((k) => (ref.counts.get(k.call) ?? 0) > 0 && !KNOWN.skips(scenario, k.call)).map((k) => {
        const count = ref.counts.get(k.call) ?? 0;
        return [k.call, k.effects.join(' or '), moments(count).join(', '), count, k.effects] as const;
      });

      it.each(cases)(`a failing %s (%s at call %s of %i) (seed ${SEED})`, (call, _effects, _at, count, effects) => {
        for (const effect of effects) {
          for (const nth of moments(count)) {
            runFaulted(scenario, ref, (a) => a.sb.faults.inject({ call, effect, nth, times: 1, ...KNOWN.match(call) }), `${scenario.name}: ${call} ${effect} at call ${nth} of ${count}`);
          }
        }
      });

      const busiest = ref.busiest;
      if (busiest) {
        it(`${busiest.key}’s token deleted by its user right after getObj ${moments(busiest.reads).join(', ')} of ${busiest.reads} (seed ${SEED})`, () => {
          for (const k of moments(busiest.reads)) {
            runFaulted(scenario, ref, (a) => a.sb.faults.deleteAfterGetObj(a.sb.getObj('graphic', a.ids[busiest.key])!, k), `${scenario.name}: ${busiest.key} deleted after getObj ${k}`);
          }
        });
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Known bugs of src/roll20/app.ts: these tests fail on purpose until it is fixed (the matrix above leaves them out).

describe('regressions: each failed before commit() and boot() were made fault-proof', () => {
  const withTrackerWrites = SCENARIOS.map((s) => ({ s, ref: reference(s) })).filter((x) => x.ref.trackerWrites > 0 && !x.s.foreignWrite);

  it.each(withTrackerWrites.map((x) => [x.s.name, x] as const))(
    `after a failed tracker write in %s, the next command rewrites the tracker and never takes the old one for another script’s edit (seed ${SEED})`,
    (_name, { s, ref }) => {
      runFaulted(s, ref, (a) => a.sb.faults.once('set', { target: a.sb.campaign, key: 'turnorder' }), `${s.name}: the tracker write throws`);
    },
  );

  const markerCases: readonly [string, string, (a: Arena) => void][] = [
    ['end', 'a marker write throws', (a) => a.sb.faults.once('set', { key: 'statusmarkers' })],
    [
      'end',
      'a token’s markers read as nothing',
      (a) => {
        // which tokens carry markers is read before the fault: a matcher that reads through the double would re-enter it
        const marked = new Set(a.sb.allObjs('graphic').filter((t) => String(t.get('statusmarkers') ?? '') !== '').map((t) => t.id));
        a.sb.faults.once('get', { key: 'statusmarkers', effect: 'nothing', match: (c) => marked.has(String(c.id)) });
      },
    ],
    ['config', 'a marker write throws', (a) => a.sb.faults.once('set', { key: 'statusmarkers' })],
  ];
  it.each(markerCases)(
    `when %s and %s, the markers it failed to clear are cleared by the next command (seed ${SEED})`,
    (name, what, inject) => {
      const s = SCENARIOS.find((x) => x.name === name)!;
      const ref = reference(s);
      const a = fresh(s);
      inject(a);
      s.step(a);
      a.sb.faults.clear();
      a.send('gm', '!rondel status');
      a.send('gm', '!rondel status');
      expect(markers(a), `${name}, ${what}, then two commands`).toEqual(ref.markers);
    },
  );

  it(`when the first log of a restart fails, the script still runs on the stored fight (seed ${SEED})`, () => {
    const s = SCENARIOS.find((x) => x.name === 'a restart after an upgrade')!;
    runFaulted(s, reference(s), (a) => a.sb.faults.once('log'), `${s.name}: the first log throws`);
  });

  it(`when log() keeps failing, a failing command’s bug report never throws out of guard() (seed ${SEED})`, () => {
    const a = anArena({ seed: SEED });
    startAndNext(a);
    a.sb.faults.always('log');
    a.sb.faults.once('getObj');
    a.send('gm', '!rondel next');
    expect(a.sb.recorder.crashes.map((c) => c.message), 'a crash').toEqual([]);
    expect(a.sb.disabled, 'scripts disabled').toBe(false);
  });

  const noticeCases: readonly [string, string, (a: Arena) => void][] = [
    [
      'next',
      'a marker write throws',
      (a) => {
        // the passed-over turn's Full Guard is the marker the next writes: status markers are an option (docs/rules.md §14)
        a.send('gm', '!rondel config --set statuses=on');
        a.sb.faults.once('set', { key: 'statusmarkers' });
      },
    ],
    ['next', 'the announcement cannot be sent', (a) => a.sb.faults.once('sendChat')],
    ['start', 'the tracker page cannot be opened', (a) => a.sb.faults.once('set', { target: a.sb.campaign, key: 'initiativepage' })],
  ];
  it.each(noticeCases)(
    `in %s, when %s, the GM is told the change was saved and what was not written (seed ${SEED})`,
    (name, what, inject) => {
      const s = SCENARIOS.find((x) => x.name === name)!;
      const a = fresh(s);
      const before = stored(a);
      const mark = a.sb.recorder.mark();
      inject(a);
      s.step(a);
      const notices = gmWhispers(a, a.sb.recorder.since(mark).chat).filter(isFailureNotice).map((m) => plain(m.content));
      expect(stored(a), `${name}, ${what}: the change was saved`).not.toBe(before);
      expect(notices.length, `${name}, ${what}: the GM's notice`).toBeGreaterThan(0);
      expect(notices.join('\n'), `${name}, ${what}: the GM's notice`).not.toContain('nothing was changed');
    },
  );
});
