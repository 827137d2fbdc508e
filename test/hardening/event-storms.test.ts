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
import { anArena, breaches, expectNone, orphaned, breachSummary, combatantIds, expectHealthy, expectNoneLost, expectNoResurrection, expectSecrecy, fightNow, knownSeen, knownSummary, roster, spoilt, type Arena, type MayLeave, type TokenKey } from './arena';
import { mayLeaveBy, playCommand } from './check-command';
import { play, type Play } from './generators';
import { move, resolve, type Input, type Move } from './playing';
import { isForeignWrite, mayLeaveByEvent, playEvent } from './table-events';
import { answerQueries, buttonsSeen } from './buttons-seen';
import { plain } from '../integration/table';
import { TOKEN_MOD } from '../support/token-mod';
import { GROUP_INITIATIVE } from '../support/group-initiative';
import { conditionsText } from '../../src/roll20/sheet-writes';
import type { ConditionKey } from '../../src/rules/core/conditions';

/**
 * Fuzz 13: a peer script that observes the fight (`EnchantedRealmsCombat.observe`): it keeps the last snapshot it was
 * told, and, armed, makes GroupInitiative write and announce at once from inside its call (test/review13c).
 */
const BRIDGE = `var __storm = { armed: false, pr: 17, seen: null };
on('ready', function () {
  EnchantedRealmsCombat.observe(function (s) {
    __storm.seen = s || null;
    if (s && __storm.armed && s.order.length) {
      __storm.armed = false;
      var o = JSON.parse(Campaign().get('turnorder') || '[]');
      o.forEach(function (e) { if (e.id === s.order[0].id) e.pr = __storm.pr; });
      GroupInitiative.rollFor(o);
    }
  });
});`;
const SCRIPTS: readonly (readonly [string, string])[] = [
  ['TokenMod.js', TOKEN_MOD],
  ['GroupInitiative.js', GROUP_INITIATIVE],
  ['bridge.js', BRIDGE],
];
interface Bridge {
  armed: boolean;
  pr: number;
  seen: { order: { id: string; hidden?: boolean }[] } | null;
}
/** What the new actions made (fuzz 13), for the run's summary. */
const made = new Map<string, number>();
const count = (what: string): void => void made.set(what, (made.get(what) ?? 0) + 1);
const bridge = (a: Arena): Bridge | undefined => (a.sb.context as Record<string, unknown> | undefined)?.__storm as Bridge | undefined;

/** The fight's own status tags in the arena (flex, guard, hold, dash, move; ready): a paste may lose only these. */
const FIGHT_TAGS = new Set(['lightning-helix', 'bolt-shield', 'stopwatch', 'tread', 'fluffy-wing', 'sentry-gun']);
/** The status tags of the options as they stand: the GM may set any of them to another marker (`flex=Flex::12`, storm 62). */
const TAG_OPTIONS = ['flexMarker', 'guardMarker', 'holdMarker', 'dashMarker', 'moveMarker'] as const;
function fightTagsNow(a: Arena): ReadonlySet<string> {
  const config = (a.stored() as { config?: Partial<Record<(typeof TAG_OPTIONS)[number], unknown>> } | undefined)?.config;
  const configured = TAG_OPTIONS.map((k) => config?.[k]).filter((v): v is string => typeof v === 'string' && v !== '');
  return configured.length === 0 ? FIGHT_TAGS : new Set([...FIGHT_TAGS, ...configured]);
}
/** Markers a GM puts on a token of their own: a condition's, the fight's, and ones the fight never uses. */
const GM_MARKERS = ['stopwatch,red', 'half-haze', 'lightning-helix,skull', 'bolt-shield,half-haze', 'sentry-gun', 'red,dead', ''] as const;

/** About 9 s on an idle machine; tests running beside it can make it several times that. */
const BUSY_TIMEOUT = 180_000;

/** A long run, as fuzz-commands.test.ts takes it: FUZZ_SEED and FUZZ_RUNS play more, or other, storms. */
export const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 8_2026_1123;
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 210;
/** FUZZ_PATH replays one counterexample (fast-check's path, printed with its failure); FUZZ_TRACE prints its steps. */
const PATH = process.env.FUZZ_PATH;
const TRACE = Boolean(process.env.FUZZ_TRACE);

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
  | { kind: 'delete-while-down'; token: TokenKey }
  /**
   * Fuzz 13. A token brought in during a fight (add:graphic): a copy of a token with all it shows (markers, aura,
   * tint), maybe with the turn's indicator switched to an aura or a tint first; or a token of the GM's with their own
   * markers.
   */
  | { kind: 'paste'; token: TokenKey; mode: 'copy' | 'own'; indicator: 'aura' | 'tint' | 'ring' | null; markers: string }
  /** Another script deletes a character (no event: its tokens stay, representing nothing), maybe while the sandbox is down. */
  | { kind: 'orphan'; character: (typeof CHARACTERS)[number] | 'mirage'; down: boolean }
  /** A token moved onto or off the GM layer: by hand (change:graphic), or by TokenMod's announced write. */
  | { kind: 'layer'; token: TokenKey; via: 'hand' | 'tokenmod' }
  /** An observer that re-enters: the GM's command makes the bridge have GroupInitiative write and announce at once. */
  | { kind: 'reenter'; pr: number; text: string }
  /** A button kept from an earlier fight or from before an undo, pressed (`--fight N`, `--turn N`). */
  | { kind: 'stale'; which: 'menu' | 'trigger' | 'eot' | 'undo'; before: 'fight' | 'undo' | 'none'; pick: number; who: 'gm' | 'reader' };

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
  // fuzz 13: today's new ways in, each at a small weight
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('paste' as const),
      token: fc.constantFrom(...LIVE_KEYS),
      mode: fc.constantFrom<'copy' | 'own'>('copy', 'copy', 'own'),
      indicator: fc.constantFrom<'aura' | 'tint' | 'ring' | null>(null, null, 'aura', 'tint', 'ring'),
      markers: fc.constantFrom(...GM_MARKERS),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('orphan' as const), character: fc.constantFrom<(typeof CHARACTERS)[number] | 'mirage'>(...CHARACTERS, 'mirage'), down: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('layer' as const), token: fc.constantFrom(...LIVE_KEYS), via: fc.constantFrom<'hand' | 'tokenmod'>('hand', 'tokenmod') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reenter' as const), pr: fc.constantFrom(17, 1, 3, 20), text: fc.constantFrom('!rondel next', '!rondel next', '!rondel status', '!rondel undo', '!rondel redo') }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('stale' as const),
      which: fc.constantFrom<'menu' | 'trigger' | 'eot' | 'undo'>('menu', 'menu', 'trigger', 'eot', 'undo'),
      before: fc.constantFrom<'fight' | 'undo' | 'none'>('fight', 'fight', 'undo', 'none'),
      pick: fc.nat({ max: 1000 }),
      who: fc.constantFrom<'gm' | 'reader'>('gm', 'reader'),
    }),
  },
);

/** The ids of the tokens that represent a character. */
const tokensOf = (a: Arena, character: string): Set<string> => new Set(a.sb.allObjs('graphic').filter((t) => t.get('represents') === character).map((t) => t.id));
const characterId = (a: Arena, key: (typeof CHARACTERS)[number] | 'mirage'): string => (key === 'mirage' ? a.extra.mirageCharacter.id : a.characters[key].id);

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
    case 'orphan':
      // the character's tokens leave at the script's next look (README: a deleted character leaves the fight for good)
      return { ids: tokensOf(a, characterId(a, act.character)) };
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
    case 'paste':
      return paste(a, act, step, healthy);
    case 'orphan': {
      const character = sb.getObj('character', characterId(a, act.character));
      if (character && a.fight()?.timeline.present.combatants.some((c) => sb.getObj('graphic', c.id)?.get('represents') === character.id)) count(`orphan combatants${act.down ? ' while down' : ''}`);
      character?.remove();
      sb.flush();
      if (act.down) {
        sb.restart();
        sb.flush();
      }
      return;
    }
    case 'layer': {
      const token = sb.getObj('graphic', a.ids[act.token]);
      if (!token) return;
      const layer = token.get('layer') === 'gmlayer' ? 'objects' : 'gmlayer';
      if (combatantIds(a).includes(token.id)) count(`a combatant to ${layer} by ${act.via}`);
      if (act.via === 'hand') sb.driver.setProps(token, { layer });
      else {
        (sb.context as { TokenMod: { set(id: string, p: object): void } }).TokenMod.set(token.id, { layer });
        sb.flush();
      }
      return;
    }
    case 'reenter': {
      const b = bridge(a);
      if (!b) return;
      b.armed = true;
      b.pr = act.pr;
      try {
        const played = playCommand(a, { actor: 'gm', text: act.text, selection: [] }, step, healthy);
        if (!b.armed) count(`GroupInitiative wrote from inside an observer (${act.text})`);
        return mayLeaveBy(a, played.verb, act.text, played.selection);
      } finally {
        b.armed = false;
      }
    }
    case 'stale':
      return pressStale(a, act, step, healthy);
  }
}

/** A token brought onto the map (add:graphic): it joins no fight, keeps its own markers, and the turn's marks go. */
function paste(a: Arena, act: Extract<Action, { kind: 'paste' }>, step: string, healthy: (mark: RecorderMark, context: string) => void): MayLeave | void {
  const { sb } = a;
  const source = sb.getObj('graphic', a.ids[act.token]);
  if (!source) return;
  let allowed: MayLeave | void = undefined;
  if (act.indicator) {
    const text = `!rondel config --set indicator=${act.indicator}`;
    const played = playCommand(a, { actor: 'gm', text, selection: [] }, step, healthy);
    allowed = mayLeaveBy(a, played.verb, text, played.selection);
  }
  const props = Object.fromEntries(Object.entries(JSON.parse(JSON.stringify(source)) as Record<string, unknown>).filter(([k]) => !k.startsWith('_')));
  const copy =
    act.mode === 'copy'
      ? {
          ...props,
          pageid: source.get('_pageid'),
          left: Number(source.get('left')) + 35,
          // a name of its own (the arena's secrets are names no other token has); a copy of a sheet's token on the GM
          // layer would make the sheet's name a secret of the map's original, so it is pasted onto the map
          name: `${String(source.get('name'))} (copy)`,
          ...(source.get('represents') ? { layer: 'objects' } : {}),
        }
      : { pageid: source.get('_pageid'), name: 'Powder keg', layer: 'objects', left: 420, top: 420, statusmarkers: act.markers };
  const shownBefore = String(copy.statusmarkers ?? '');
  const token = sb.driver.create('graphic', copy as never);
  sb.flush();
  count(act.mode === 'copy' ? `paste a copy${a.fight() && (a.fight()!.timeline.present.combatants.some((c) => c.id === source.id)) ? ' of a combatant' : ''}${act.indicator ? ` (indicator ${act.indicator})` : ''}` : 'a token with the GM’s markers');
  const context = `${step}: paste ${act.mode} of ${act.token}`;
  expectNone('a new token joins no fight', combatantIds(a).includes(token.id) ? ['the new token is a combatant'] : [], context);
  // ruling 101: only the fight's status tags may go; every other marker the token came with stays
  const kept = new Set(String(token.get('statusmarkers') ?? '').split(',').filter(Boolean).map((m) => m.split('@')[0]));
  const fightTags = fightTagsNow(a);
  const lost = shownBefore.split(',').filter(Boolean).map((m) => m.split('@')[0] as string).filter((m) => !fightTags.has(m) && !kept.has(m));
  expectNone('a new token keeps its own markers', lost.map((m) => `the new token lost its marker ${m}`), context);
  // the turn's indicator (tint or aura) is the due token's alone: a copy does not carry the whole of it
  const marked = (a.stored() as { table?: { marked?: { id: string; set: Record<string, unknown> } } } | undefined)?.table?.marked;
  if (marked && marked.id === source.id && act.mode === 'copy') count('paste a copy of the marked due token');
  if (marked && marked.id !== token.id && Object.keys(marked.set).length > 0 && a.fight()) {
    const carries = Object.entries(marked.set).every(([k, v]) => String(token.get(k as never)) === String(v));
    expectNone('a new token does not look due', carries ? [`the new token carries the turn's ${Object.keys(marked.set).join(', ')}`] : [], context);
  }
  return allowed;
}

/** The running fight's serial ('none' without a fight). */
const serialNow = (a: Arena): string => {
  const f = a.fight() as { serial?: number } | null;
  return f ? String(f.serial ?? '') : 'none';
};

const STALE: Record<Extract<Action, { kind: 'stale' }>['which'], RegExp> = {
  menu: /--fight \d+/,
  trigger: /^!rondel trigger\b/,
  eot: /--due\b/,
  undo: /^!rondel undo --fight/,
};

/**
 * A button kept (an earlier fight's, or one from before an undo) pressed. A button of another fight changes nothing
 * of this one (ruling 98): the stored fight, its history included, is as it was.
 */
function pressStale(a: Arena, act: Extract<Action, { kind: 'stale' }>, step: string, healthy: (mark: RecorderMark, context: string) => void): MayLeave | void {
  const made = buttonsSeen(a).filter((b) => b.command.includes('--fight '));
  if (made.length === 0) return;
  const wanted = made.filter((b) => STALE[act.which].test(b.command));
  const pool = wanted.length ? wanted : made;
  const b = pool[act.pick % pool.length]!;
  let allowed = { ids: new Set() } as MayLeave;
  const gm = (text: string, selection: readonly TokenKey[] = []): void => {
    const played = playCommand(a, { actor: 'gm', text, selection }, step, healthy);
    const leave = mayLeaveBy(a, played.verb, text, played.selection);
    if (leave === 'anyone') allowed = 'anyone';
    else if (allowed !== 'anyone') allowed = { ids: new Set([...allowed.ids, ...leave.ids]), travel: Boolean(allowed.travel || leave.travel) };
  };
  if (act.before === 'fight') {
    gm('!rondel end --confirm');
    gm(`!rondel start --rules ${RULE_SET_IDS[act.pick % RULE_SET_IDS.length]!}`, FIGHTERS.filter((k) => a.sb.getObj('graphic', a.ids[k])));
  } else if (act.before === 'undo' && a.fight()) gm('!rondel undo');
  const readers = b.readers ?? [];
  const reader = act.who === 'reader' ? (['pat', 'sam', 'robin'] as const).find((k) => readers.includes(a.player(k)!.id)) : undefined;
  const actor = reader ?? 'gm';
  const stamp = /--fight (\d+)/.exec(b.command)?.[1];
  const other = stamp !== undefined && stamp !== serialNow(a);
  const before = JSON.stringify(a.fight()?.timeline ?? null);
  const present = new Set(combatantIds(a));
  // another script's tracker write not yet read: the look adopts it, or puts it back (trackeredits), before the refusal
  const pending = a.sb.campaign.get('turnorder') !== a.fight()?.lastTurnOrder;
  const mark = a.sb.recorder.mark();
  // the press as Roll20 sends it: its queries answered with their defaults
  const text = answerQueries(() => 0, b.command);
  const played = playCommand(a, { actor, text, selection: [] }, step, healthy);
  count(`stale ${/^!rondel (\w+)/.exec(b.command)?.[1] ?? '?'} button${other ? ' of another fight' : ' of this fight'}${act.before === 'undo' ? ' after an undo' : ''}`);
  const context = `${step}: a stale button (${act.which}, ${act.before}) ${b.command}`;
  if (other && a.fight() !== null) {
    // the look every command makes first may take out a token deleted, or whose character was, with no event, and
    // reads another script's tracker write: that is no act of the button's; anything else is
    const now = new Set(combatantIds(a));
    const looked = [...present].some((id) => !now.has(id) && (!a.sb.getObj('graphic', id) || orphaned(a, id)));
    const refused = a.sb.recorder.since(mark).chat.some((m) => plain(m.content).includes('acts in no other: nothing was done'));
    const wrong = [
      ...(JSON.stringify(a.fight()?.timeline ?? null) === before || looked || pending ? [] : [`the fight changed (stamp ${stamp}, fight ${serialNow(a)})`]),
      ...(refused ? [] : ['the presser was not told the button is for a fight that has ended']),
    ];
    expectNone('a button of another fight does nothing', wrong, context);
  }
  const leave = mayLeaveBy(a, played.verb, text, played.selection);
  if (leave === 'anyone' || allowed === 'anyone') return 'anyone';
  return { ids: new Set([...allowed.ids, ...leave.ids]), travel: Boolean(allowed.travel || leave.travel) };
}

/**
 * Fuzz 13: what the observers and the sheets say agrees with the map. A peer's last snapshot says `hidden` of each
 * combatant as its token's layer is (a layer change by hand or by TokenMod tells the observers at once); a sheet
 * players may open shows no condition of a combatant whose tokens are all on the GM layer (docs/rules.md §15), and
 * otherwise the conditions its combatants have.
 */
function tableViolations(a: Arena): string[] {
  const out: string[] = [];
  const now = fightNow(a);
  if (!now) return out;
  const { sb } = a;
  const seen = bridge(a)?.seen;
  if (seen) {
    const ids = new Set(now.state.combatants.map((c) => c.id));
    for (const e of seen.order) {
      const token = sb.getObj('graphic', e.id);
      if (!token || !ids.has(e.id)) continue;
      const hidden = token.get('layer') === 'gmlayer';
      if (Boolean(e.hidden) !== hidden) out.push(`an observer was last told ${e.id} is ${e.hidden ? '' : 'not '}hidden; its token is ${hidden ? '' : 'not '}on the GM layer`);
    }
  }
  const byCharacter = new Map<string, { shown: ConditionKey[]; visible: boolean }>();
  for (const c of now.state.combatants) {
    const token = sb.getObj('graphic', c.id);
    const charId = token?.get('represents');
    if (typeof charId !== 'string' || charId === '' || !sb.getObj('character', charId)) continue;
    const entry = byCharacter.get(charId) ?? { shown: [], visible: false };
    const character = sb.getObj('character', charId)!;
    const seenByPlayers = [character.get('controlledby'), character.get('inplayerjournals')].some((v) => typeof v === 'string' && v.trim() !== '');
    if (token?.get('layer') !== 'gmlayer' || !seenByPlayers) entry.shown.push(...(c.conditions as ConditionKey[]));
    byCharacter.set(charId, entry);
  }
  for (const [charId, { shown }] of byCharacter) {
    const attr = sb.findObjs({ _type: 'attribute', _characterid: charId }).find((x) => String(x.get('name')).toLowerCase() === 'conditions');
    const text = String(attr?.get('current') ?? '');
    const want = conditionsText(shown);
    if (text !== want) out.push(`${String(sb.getObj('character', charId)?.get('name'))}'s sheet shows conditions “${text}”, not “${want}”`);
  }
  return out;
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
        const a = anArena({ scripts: SCRIPTS });
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
          if (TRACE) {
            const said = a.sb.recorder.since(mark).chat.filter((m) => !m.viaCallback && m.type !== 'api');
            console.log(`#${step} ${JSON.stringify(input ?? act)}\n${said.map((m) => `   ${m.type}${m.targets.length ? `→${m.targets.join(',')}` : ''}: ${plain(m.content).replace(/\s*\n\s*/g, ' | ').slice(0, 300)}`).join('\n')}`);
          }
          // a command checks itself (playCommand); every other action is checked here
          if (act.kind !== 'command' && input?.kind !== 'command') {
            healthy(mark, context);
            expectSecrecy(a, mark, context);
            expectNoResurrection(a, context);
          }
          expectNone('observers and sheets agree with the map', tableViolations(a), context);
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
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
    console.log(`event-storms: ${actions} actions (${[...byRules].map(([k, n]) => `${k} ${n}`).join(', ')})`);
    for (const id of RULE_SET_IDS) expect(byRules.get(id) ?? 0, `actions in ${id} fights`).toBeGreaterThanOrEqual(actions / 5);
    console.log(`event-storms, fuzz 13's actions:\n${[...made].sort().map(([k, n]) => `  ${n}× ${k}`).join('\n')}`);
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
