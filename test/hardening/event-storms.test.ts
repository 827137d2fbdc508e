// Storms of user actions (issue 8): the tracker's buttons, deleted tokens and characters, marker toggles, page
// changes, other scripts' writes and restarts, interleaved with commands and with play that follows the fight, in
// fights of every rule set (issue "rule sets": each storm starts under one of them, about a third each).
// After every action: no crash, valid state, the tracker is the projection of the fight through its rule set,
// nothing about a token on the GM layer reaches a player, no deleted token is in the fight or its undo history, and
// no combatant is lost unless something removed it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTurnOrder } from '../../src/app/tracker';
import { RULE_SET_IDS, type RuleSetId } from '../../src/rules/core/rule-set';
import type { DoubleObject, RecorderMark } from 'roll20-double';
import { anArena, breaches, breachSummary, combatantIds, expectHealthy, expectNoneLost, expectNoResurrection, expectSecrecy, fightNow, knownSeen, knownSummary, roster, spoilt, type Arena, type MayLeave, type TokenKey } from './arena';
import { mayLeaveBy, playCommand } from './check-command';
import { play, type Play } from './generators';
import { move, resolve, type Input, type Move } from './playing';
import { isForeignWrite, mayLeaveByEvent, playEvent } from './table-events';

/** About 9 s on an idle machine; tests running beside it can make it several times that. */
const BUSY_TIMEOUT = 180_000;

export const SEED = 8_2026_1123;
const RUNS = 210;

const IDS = Object.values(anArena().ids);
const LIVE_KEYS: readonly TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie', 'wisp', 'stranger', 'shade', 'mirage', 'lurker'];
const FIGHTERS: TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie', 'wisp', 'shade', 'mirage', 'lurker'];
const CHARACTERS = ['aldric', 'lira', 'borin', 'kess'] as const;
const PR = ['5', '1', '0', 'abc', '', '-3', '3.7', '1e3', '99999999', ' 12 ', '2', '7', '+4', 'NaN'] as const;

type Action =
  | { kind: 'command'; play: Play }
  /** A move of the fuzzer that plays, read against the fight when it is played. */
  | { kind: 'play'; move: Move }
  | { kind: 'next'; who: 'gm' | 'pat' | 'sam' | 'robin' }
  | { kind: 'drag'; from: number; to: number }
  | { kind: 'edit'; at: number; pr: string }
  | { kind: 'remove'; at: number }
  | { kind: 'add-token'; token: TokenKey; pr: string }
  | { kind: 'add-custom'; title: string; pr: string; formula: string | null }
  | { kind: 'sort'; dir: 'asc' | 'desc' }
  | { kind: 'delete-token'; token: TokenKey }
  | { kind: 'delete-character'; character: (typeof CHARACTERS)[number] }
  | { kind: 'marker'; token: TokenKey; tag: string; on: boolean | number }
  | { kind: 'page'; other: boolean }
  | { kind: 'move'; token: TokenKey }
  | { kind: 'foreign'; drop: number; reverse: boolean }
  | { kind: 'restart' }
  /** A token is deleted while the script is down (no event reaches it), then the sandbox restarts. */
  | { kind: 'delete-while-down'; token: TokenKey };

const index = fc.nat({ max: 20 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: play(() => IDS).map((p) => ({ kind: 'command' as const, play: p })) },
  { weight: 6, arbitrary: move(() => IDS).map((m) => ({ kind: 'play' as const, move: m })) },
  { weight: 4, arbitrary: fc.constantFrom('gm', 'gm', 'pat', 'sam', 'robin').map((who) => ({ kind: 'next' as const, who })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drag' as const), from: index, to: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), at: index, pr: fc.constantFrom(...PR) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), at: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add-token' as const), token: fc.constantFrom(...LIVE_KEYS), pr: fc.constantFrom(...PR) }) },
  // custom titles that do not start with "Count" (that case has its own test below)
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add-custom' as const), title: fc.constantFrom('Torch', 'Round', 'Lair action', '<b>x</b>', ''), pr: fc.constantFrom(...PR), formula: fc.option(fc.constantFrom('+1', '-1'), { freq: 2 }) }) },
  { weight: 1, arbitrary: fc.constantFrom<'asc' | 'desc'>('asc', 'desc').map((dir) => ({ kind: 'sort' as const, dir })) },
  { weight: 1, arbitrary: fc.constantFrom(...LIVE_KEYS).map((token) => ({ kind: 'delete-token' as const, token })) },
  { weight: 1, arbitrary: fc.constantFrom(...CHARACTERS).map((character) => ({ kind: 'delete-character' as const, character })) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('marker' as const),
      token: fc.constantFrom(...LIVE_KEYS),
      // the rule sets' own tags among them: flex and reacted, guard and defense, hold, movement, ready
      tag: fc.constantFrom('lightning-helix', 'bolt-shield', 'stopwatch', 'tread', 'sentry-gun', 'red', 'dead'),
      on: fc.oneof(fc.boolean(), fc.integer({ min: 0, max: 9 })),
    }),
  },
  { weight: 1, arbitrary: fc.boolean().map((other) => ({ kind: 'page' as const, other })) },
  { weight: 1, arbitrary: fc.constantFrom(...LIVE_KEYS).map((token) => ({ kind: 'move' as const, token })) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('foreign' as const), drop: index, reverse: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
  { weight: 1, arbitrary: fc.constantFrom(...LIVE_KEYS).map((token) => ({ kind: 'delete-while-down' as const, token })) },
);

/**
 * Which combatants an action may take out of the fight, read before it is played (`input`: what a `play` action
 * became). A command's depends on the verb the script read: `playCommand` returns it, and `mayLeaveBy` says.
 */
function mayLose(a: Arena, act: Action, input: Input | null): MayLeave {
  const order = a.sb.turnOrder();
  const none: MayLeave = { ids: new Set() };
  switch (act.kind) {
    case 'command':
      return none;
    case 'play':
      if (input?.kind === 'event') return { ids: mayLeaveByEvent(a, input.event) };
      return input?.kind === 'delete' ? { ids: new Set([a.ids[input.token]]) } : none;
    case 'remove':
      return { ids: new Set(order.length ? [order[act.at % order.length]!.id] : []) };
    case 'delete-token':
    case 'delete-while-down':
      return { ids: new Set([a.ids[act.token]]) };
    case 'delete-character': {
      const character = a.characters[act.character].id;
      return { ids: new Set(a.sb.allObjs('graphic').filter((t) => t.get('represents') === character).map((t) => t.id)) };
    }
    case 'restart':
      // a combatant without a token leaves at start-up (expectNoResurrection has already failed on how it got there)
      return { ids: new Set(combatantIds(a).filter((id) => !a.sb.getObj('graphic', id))) };
    default:
      return none;
  }
}

/** Plays an action; for a command, returns who it may have taken out of the fight. */
function perform(a: Arena, act: Action, input: Input | null, step: string, healthy: (mark: RecorderMark, context: string) => void): MayLeave | void {
  const { sb } = a;
  const order = sb.turnOrder();
  const at = (i: number): number => i % Math.max(1, order.length);
  switch (act.kind) {
    case 'command': {
      const played = playCommand(a, act.play, step, healthy);
      return mayLeaveBy(a, played.verb, act.play.text, played.selection);
    }
    case 'play': {
      if (!input) return;
      if (input.kind === 'command') {
        const played = playCommand(a, { actor: input.actor, text: input.text, selection: input.selection }, step, healthy);
        return mayLeaveBy(a, played.verb, input.text, played.selection);
      }
      if (input.kind === 'press') {
        sb.driver.tracker.next(a.player(input.who) as DoubleObject);
        return;
      }
      if (input.kind === 'event') {
        playEvent(a, input.event);
        return;
      }
      const token = sb.getObj('graphic', a.ids[input.token]);
      if (token) sb.driver.remove(token);
      return;
    }
    case 'next':
      sb.driver.tracker.next(act.who === 'gm' ? a.gm : a.player(act.who)!);
      return;
    case 'drag':
      if (order.length) sb.driver.tracker.drag(at(act.from), at(act.to));
      return;
    case 'edit':
      if (order.length) sb.driver.tracker.edit(at(act.at), act.pr);
      return;
    case 'remove':
      if (order.length) sb.driver.tracker.remove(at(act.at));
      return;
    case 'add-token':
      if (sb.getObj('graphic', a.ids[act.token])) sb.driver.tracker.add({ id: a.ids[act.token], pr: act.pr });
      return;
    case 'add-custom':
      sb.driver.tracker.add({ id: '-1', custom: act.title, pr: act.pr, ...(act.formula ? { formula: act.formula } : {}) });
      return;
    case 'sort':
      sb.driver.tracker.sort(act.dir);
      return;
    case 'delete-token': {
      const token = sb.getObj('graphic', a.ids[act.token]);
      if (token) sb.driver.remove(token);
      return;
    }
    case 'delete-character': {
      const character = sb.getObj('character', a.characters[act.character].id);
      if (character) sb.driver.remove(character);
      return;
    }
    case 'marker': {
      const token = sb.getObj('graphic', a.ids[act.token]);
      if (token) sb.driver.toggleMarker(token, act.tag, act.on);
      return;
    }
    case 'page':
      sb.driver.setPlayerPage(act.other ? a.otherPage.id : a.page.id);
      return;
    case 'move': {
      const token = sb.getObj('graphic', a.ids[act.token]);
      if (token) sb.driver.move(token, { left: Number(token.get('left')) + 70, top: Number(token.get('top')) });
      return;
    }
    case 'foreign': {
      // another script rewrites the tracker (no event fires): one entry dropped, maybe reversed
      const next = order.filter((_e, i) => i !== at(act.drop));
      sb.campaign.set('turnorder', JSON.stringify(act.reverse ? next.reverse() : next));
      return;
    }
    case 'restart':
      sb.restart();
      sb.flush();
      return;
    case 'delete-while-down': {
      // a script's remove() fires no event: as if the token went while the sandbox was down
      sb.getObj('graphic', a.ids[act.token])?.remove();
      sb.restart();
      sb.flush();
      return;
    }
  }
}

describe('event storms', () => {
  it(`keep the fight whole and its secrets through generated user actions, play, other scripts and restarts (seed ${SEED})`, () => {
    console.log(`event-storms seed ${SEED}`);
    let actions = 0;
    let runs = 0;
    // actions per rule set of the fight they were played in (“none”: no fight)
    const byRules = new Map<RuleSetId | 'none', number>();
    // runs a known defect spoilt: they stop at that step (arena.ts, KNOWN_DEFECTS)
    let cut = 0;
    fc.assert(
      fc.property(fc.array(action, { minLength: 30, maxLength: 70 }), fc.constantFrom(...RULE_SET_IDS), (list, rules) => {
        runs += 1;
        const a = anArena();
        a.send('gm', `!rondel start --rules ${rules}`, FIGHTERS);
        // ids another script dropped from the tracker: the rondel adopts that at its next look
        const foreignDrops = new Set<string>();
        let foreignPending = false;
        for (const [step, act] of list.entries()) {
          actions += 1;
          const now = fightNow(a)?.rules ?? 'none';
          byRules.set(now, (byRules.get(now) ?? 0) + 1);
          const input = act.kind === 'play' ? resolve(a, act.move) : null;
          const where = `run ${runs} (${now}) step ${step}`;
          const context = `${where}: ${JSON.stringify(input ?? act)}`;
          const before = roster(a);
          if (act.kind === 'foreign' || (input?.kind === 'event' && isForeignWrite(input.event))) {
            for (const e of a.sb.turnOrder()) foreignDrops.add(e.id);
          }
          let allowed = mayLose(a, act, input);
          const mark = a.sb.recorder.mark();
          const healthy = (m: RecorderMark, ctx: string): void => {
            if (act.kind === 'foreign' || (input?.kind === 'event' && isForeignWrite(input.event))) foreignPending = true;
            else if (foreignPending && a.sb.campaign.get('turnorder') === a.fight()?.lastTurnOrder) foreignPending = false;
            expectHealthy(a, m, ctx, { tracker: !foreignPending });
          };
          allowed = perform(a, act, input, where, healthy) ?? allowed;
          // a command checks itself (playCommand); every other action is checked here
          if (act.kind !== 'command' && input?.kind !== 'command') {
            healthy(mark, context);
            expectSecrecy(a, mark, context);
            expectNoResurrection(a, context);
          }
          if (act.kind === 'foreign' || (input?.kind === 'event' && isForeignWrite(input.event))) {
            const still = new Set(parseTurnOrder(a.sb.campaign.get('turnorder')).map((e) => e.id));
            for (const id of [...foreignDrops]) if (still.has(id)) foreignDrops.delete(id);
          }
          // another script dropped them from the tracker: the rondel adopts that at its next look
          expectNoneLost(a, before, allowed === 'anyone' ? allowed : { ...allowed, ids: new Set([...allowed.ids, ...foreignDrops]) }, context);
          if (spoilt(a)) {
            cut += 1;
            return;
          }
        }
        // the next command notices what other scripts wrote
        const mark = a.sb.recorder.mark();
        a.send('gm', '!rondel status');
        expectHealthy(a, mark, 'a final status');
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(`event-storms: ${actions} actions (${[...byRules].map(([k, n]) => `${k} ${n}`).join(', ')})`);
    for (const id of RULE_SET_IDS) expect(byRules.get(id) ?? 0, `actions in ${id} fights`).toBeGreaterThanOrEqual(actions / 5);
    if (knownSeen.size) console.log(`event-storms: ${cut} of ${runs} runs cut short by known defects\n${knownSummary()}`);
    if (breaches.size) console.log(`event-storms: breaches (HARDENING_KEEP_GOING)\n${breachSummary()}`);
  }, BUSY_TIMEOUT);

  it('a custom tracker entry whose title starts with “Count” is someone else’s and stays', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'goblin']);
    a.sb.driver.tracker.add({ id: '-1', custom: 'Countdown to collapse', pr: 10 });
    a.send('gm', '!rondel next');
    a.sb.assertNoCrash();
    expect(a.sb.turnOrder().map((e) => e.custom)).toContain('Countdown to collapse');
  });

  it('undo does not bring back a combatant whose token was deleted', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'borin', 'goblin']);
    a.send('gm', '!rondel next');
    a.sb.driver.remove(a.tokens.borin);
    a.send('gm', '!rondel undo 2');
    a.sb.assertNoCrash();
    expect(combatantIds(a)).not.toContain(a.ids.borin);
    expect(a.sb.turnOrder().map((e) => e.id)).not.toContain(a.ids.borin);
  });
});
