// A fuzzer that plays (issue "integrity under pressure"): most generated moves follow the fight as a table would.
// A move is an intent and a seed; it is turned into an input only when it is played, by reading the stored fight
// through its rule set (issue "rule sets": the rondel, 20-second rounds, 10-second rounds): whoever is due acts, as
// its controller, with the actions of the fight's rule set and plausible flags; tokens that can react react, speak
// (20-second rounds) or fire a readied action (10-second rounds); the GM's next button, and a player's when the top
// of the tracker is theirs; add, remove, set, conditions, terrain, undo and redo; status, menu and help; the fight
// ends and starts again, under the same rule set or another. The hostile moves of generators.ts stay in the mix.
import fc from 'fast-check';
import { ACTION_WORDS, ROLL_ATTRIBUTES, VERBS } from '../../src/commands/verbs';
import { blocksActing, CONDITION_KEYS } from '../../src/rules/core/conditions';
import { TIER_KEYS } from '../../src/rules/core/numbers';
import { RULE_SET_IDS, type BaseCombatant, type RuleSetId } from '../../src/rules/core/rule-set';
import type { Combatant, CombatState } from '../../src/rules/rondel/state';
import type { RoundsState } from '../../src/rules/rounds/state';
import type { SecondsState } from '../../src/rules/seconds/state';
import { TERRAIN_KEYS } from '../../src/rules/seconds/terrain';
import { controllerIds, dueNow, fightNow, hiddenNow, PAGE_KEYS, PLAYER_KEYS, type ActorKey, type Arena, type FightNow, type PlayerKey, type TokenKey } from './arena';
import { answerQueries, buttonsSeen, forge } from './buttons-seen';
import { owner } from './check-command';
import { MARKUP, play, type Play } from './generators';
import { tableEvent, type TableEvent } from './table-events';

export type Intent = 'due' | 'react' | 'next' | 'manage' | 'travel' | 'ask' | 'again' | 'config' | 'table' | 'stand' | 'button' | 'speak' | 'event' | 'attack';

export type Move = { readonly intent: Intent; readonly seed: number } | { readonly intent: 'hostile'; readonly play: Play };

/** What a move becomes at the table. */
export type Input =
  | { readonly kind: 'command'; readonly actor: ActorKey; readonly text: string; readonly selection: readonly TokenKey[] }
  /** The tracker's next button, pressed by the GM or a player. */
  | { readonly kind: 'press'; readonly who: Exclude<ActorKey, 'api'> }
  /** A user deletes a token. */
  | { readonly kind: 'delete'; readonly token: TokenKey }
  /** Something else at the table: a rename, a layer, controllers, a sheet, the tracker by hand or by another script, the page. */
  | { readonly kind: 'event'; readonly event: TableEvent };

const seed = fc.integer({ min: 0, max: 0x7fffffff });
const intent = (name: Intent, weight: number): fc.WeightedArbitrary<Move> => ({ weight, arbitrary: seed.map((s) => ({ intent: name, seed: s })) });

/** About three moves in four play the fight; one in four is hostile (markup, garbage, wrong senders, stale selections). */
export const move = (ids: () => readonly string[]): fc.Arbitrary<Move> =>
  fc.oneof(
    intent('due', 300),
    intent('react', 90),
    intent('next', 130),
    intent('manage', 80),
    intent('travel', 30),
    intent('ask', 50),
    intent('again', 15),
    intent('config', 5),
    intent('table', 15),
    // fuzz 11: the newest verbs and the table's events
    intent('stand', 22),
    intent('button', 45),
    intent('speak', 10),
    intent('attack', 30),
    intent('event', 40),
    { weight: 240, arbitrary: play(ids).map((p): Move => ({ intent: 'hostile', play: p })) },
  );

// ---------------------------------------------------------------------------------------------------------------

export type Random = () => number;

/** mulberry32: a small seeded generator, so that a move plays the same way for the same seed and fight. */
export function random(s: number): Random {
  let t = s >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(r: Random, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)] as T;
}

export function weighted<T>(r: Random, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((n, [, w]) => n + w, 0);
  let x = r() * total;
  for (const [v, w] of table) {
    x -= w;
    if (x < 0) return v;
  }
  return (table[table.length - 1] as readonly [T, number])[0];
}

export const chance = (r: Random, p: number): boolean => r() < p;
const between = (r: Random, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));

function command(actor: ActorKey, text: string, selection: readonly TokenKey[] = []): Input {
  return { kind: 'command', actor, text, selection };
}

/** What the move reads from the table: the fight through its rule set. */
interface View {
  readonly a: Arena;
  readonly keyOf: ReadonlyMap<string, TokenKey>;
  readonly fight: FightNow | null;
  /** The fight's rule set; without a fight, the one last played in this arena. */
  readonly rules: RuleSetId;
  readonly combatants: readonly BaseCombatant[];
  readonly due: BaseCombatant | undefined;
}

/** The rule set each arena last played: a fight that ended is started again under it, or another. */
const lastRules = new WeakMap<Arena, RuleSetId>();

function view(a: Arena): View {
  const fight = fightNow(a);
  if (fight) lastRules.set(a, fight.rules);
  return {
    a,
    keyOf: new Map(Object.entries(a.ids).map(([k, id]) => [id, k as TokenKey])),
    fight,
    rules: fight?.rules ?? lastRules.get(a) ?? 'rondel',
    combatants: fight?.state.combatants ?? [],
    due: fight ? fight.rs.current(fight.state) : undefined,
  };
}

/**
 * Those waiting above the tracker's clock entry besides the one due: tied at the count or the second (the rondel,
 * 20-second rounds), or still to act this round (10-second rounds). A player eager to act for one of them is refused.
 */
function waiting(v: View, due: BaseCombatant): BaseCombatant[] {
  if (!v.fight) return [];
  const above = new Set(v.fight.rs.tracker(v.fight.state).due.map((row) => row.id));
  return v.combatants.filter((c) => c.id !== due.id && above.has(c.id));
}

/** Whether a combatant may react now, as its markers show: no flex (the rondel), no reaction this round, no defense. */
function mayReact(v: View, c: BaseCombatant): boolean {
  if (!v.fight || blocksActing(c.conditions)) return false;
  return !v.fight.rs.marks(v.fight.state, c.id).some((m) => m.kind === 'flex' || m.kind === 'reacted' || m.kind === 'defense');
}

const alive = (a: Arena, k: TokenKey): boolean => a.sb.getObj('graphic', a.ids[k]) !== undefined;
/** Whether a token is on the GM layer now: a token may be moved there, or back, mid-fight. */
const isHidden = (a: Arena, k: TokenKey | undefined): boolean => k !== undefined && hiddenNow(a, k);

/** The players who control a token (its own controlledby and its character's, "all" expanded). */
function playersOf(a: Arena, id: string): PlayerKey[] {
  const ids = controllerIds(a, id);
  return PLAYER_KEYS.filter((k) => ids.includes((a.player(k) as { id: string }).id));
}

/**
 * Who acts for a combatant: one of the players who control it, else the GM; sometimes the GM anyway. A token on the
 * GM layer is the GM's to play (its players cannot see it), though now and then one of them tries.
 */
function controllerOf(r: Random, v: View, id: string): ActorKey {
  const players = playersOf(v.a, id);
  const gmChance = isHidden(v.a, v.keyOf.get(id)) ? 0.85 : 0.08;
  if (players.length === 0 || chance(r, gmChance)) return 'gm';
  return pick(r, players);
}

/** The character a token represents (a sheet button sends it as --char). */
function characterOf(a: Arena, id: string): string | null {
  const c = a.sb.getObj('graphic', id)?.get('represents');
  return typeof c === 'string' && c !== '' ? c : null;
}

/**
 * How a command points at its combatant: the token selected, the id an action menu's button carries, the character
 * a sheet button sends, or nothing (the command is about whoever is due). A player cannot select a token on the GM
 * layer: Roll20 does not show it to them.
 */
function pointAt(r: Random, v: View, actor: ActorKey, id: string, allowNothing: boolean): { flags: string[]; selection: TokenKey[] } {
  const key = v.keyOf.get(id);
  const canSelect = key !== undefined && actor !== 'api' && !(isHidden(v.a, key) && actor !== 'gm');
  const character = characterOf(v.a, id);
  const how = weighted(r, [
    ['select', canSelect ? 45 : 0],
    ['token', 25],
    ['char', character ? 15 : 0],
    ['nothing', allowNothing ? 15 : 0],
  ] as const);
  switch (how) {
    case 'select':
      return { flags: [], selection: [key as TokenKey] };
    case 'token':
      return { flags: [`--token ${id}`], selection: [] };
    case 'char':
      return { flags: [`--char ${character as string}`], selection: [] };
    case 'nothing':
      return { flags: [], selection: [] };
  }
}

const NOTES = ['attack of opportunity', 'Fireball', 'parry', 'shield bash', 'Bless', 'run for the door'] as const;

function note(r: Random): string {
  return `--note ${chance(r, 0.75) ? pick(r, NOTES) : pick(r, MARKUP)}`;
}

/**
 * The GM starts a fight: under the rule set last played, mostly, or another; with `--rules` mostly, else under the
 * game's default (config rules=…); now and then a rule set there is not.
 */
function start(r: Random, v: View, confirm: boolean): Input {
  const live = PAGE_KEYS.filter((k) => alive(v.a, k));
  const chosen = live.filter(() => chance(r, 0.7));
  const selection = chosen.length ? chosen : [pick(r, live)];
  // a stale selection now and then: the deleted Ghost or the Stranger on the other page
  if (chance(r, 0.05)) selection.push(pick(r, ['ghost', 'stranger'] as const));
  const rules = weighted<string | null>(r, [
    [v.rules, 60],
    [pick(r, RULE_SET_IDS), 25],
    [null, 12],
    [pick(r, ['minutes', 'ROUNDS', '']), 3],
  ]);
  const text = ['!rondel start', ...(rules === null ? [] : [`--rules ${rules}`]), ...(confirm ? ['--confirm'] : [])].join(' ');
  return command(chance(r, 0.9) ? 'gm' : 'api', text, selection);
}

function gmNext(r: Random): Input {
  return weighted<Input>(r, [
    [{ kind: 'press', who: 'gm' }, 40],
    [command('gm', '!rondel next'), 40],
    [command('gm', '!combat next'), 5],
    [command('api', '!rondel next'), 5],
    [command('gm', '!rondel next --step'), 10],
  ]);
}

const CASTERS: readonly TokenKey[] = ['lurker', 'mirage', 'borin'];

/** What the due combatant does, by the table of the fight's rule set (its own actions, with their flags). */
function chooseAction(r: Random, v: View, due: BaseCombatant): { action: string; flags: string[] } {
  const caster = CASTERS.includes(v.keyOf.get(due.id) as TokenKey);
  const own = new Set(v.fight?.rs.actions.map((x) => x.key));
  // now and then an action of another rule set: refused, with this one's actions named
  if (chance(r, 0.03)) return { action: pick(r, ACTION_WORDS.filter((w) => !own.has(w))), flags: [] };
  const flags: string[] = [];
  switch (v.rules) {
    case 'rondel': {
      let action = weighted(r, [
        ['combat', 30],
        ['dash', 8],
        ['guard', 10],
        ['hide', 7],
        ['magic', caster ? 60 : 10],
        ['skill', 7],
        ['hold', 8],
        ['reset', 5],
      ] as const);
      if (action === 'hold' && (due as Combatant).lastAction === 'hold' && chance(r, 0.8)) action = 'reset';
      if (action === 'combat' && chance(r, 0.6)) flags.push(`--speed ${between(r, -2, 2)}`);
      if ((action === 'hide' || action === 'skill') && chance(r, 0.5)) flags.push(`--mod ${between(r, 0, 3)}`);
      if (action === 'magic') {
        if (chance(r, 0.85)) flags.push(`--cast ${between(r, 1, 5)}`);
        if (chance(r, 0.4)) flags.push(`--tradition ${pick(r, ['divine', 'axiom', 'other'])}`);
      }
      if (action !== 'hold' && action !== 'reset' && chance(r, 0.12)) flags.push('--change');
      if (chance(r, action === 'magic' ? 0.6 : 0.15)) flags.push(note(r));
      return { action, flags };
    }
    case 'seconds': {
      const action = weighted(r, [
        ['combat', 35],
        ['magic', caster ? 60 : 12],
        ['skill', 12],
        ['move', 12],
      ] as const);
      // a casting time in seconds: mostly within the round, now and then past second 20, into the next rounds
      if (action === 'magic') {
        if (chance(r, 0.9)) flags.push(`--cast ${chance(r, 0.8) ? between(r, 0, 8) : between(r, 9, 30)}`);
        if (chance(r, 0.3)) flags.push(`--tradition ${pick(r, ['divine', 'axiom'])}`);
      }
      // weapon speed is in the initiative of 20-second rounds: a flag typed anyway changes nothing
      if (action === 'combat' && chance(r, 0.1)) flags.push(`--speed ${between(r, -2, 2)}`);
      if (chance(r, action === 'magic' ? 0.6 : 0.15)) flags.push(note(r));
      return { action, flags };
    }
    case 'rounds': {
      const action = weighted(r, [
        ['combat', 30],
        ['magic', caster ? 40 : 8],
        ['skill', 8],
        ['move', 8],
        ['defense', 12],
        ['ready', 16],
      ] as const);
      if (action === 'ready' && chance(r, 0.8)) flags.push(`--note ${chance(r, 0.8) ? pick(r, TRIGGERS) : pick(r, MARKUP)}`);
      else if (chance(r, action === 'magic' ? 0.6 : 0.15)) flags.push(note(r));
      return { action, flags };
    }
  }
}

/** The “if” of a readied action (10-second rounds). */
// no token's name: a token may be sent to the GM layer, and a player's own words are theirs (fuzz 11)
const TRIGGERS = ['if the orc moves', 'if the door opens', 'if anyone casts', 'if the knight falls'] as const;

/** Words said in 20-second rounds: held, and posted after the round's last second. */
const SPEECH = ['Halt!', 'To me!', 'Run!', 'I yield', 'Behind you'] as const;

function act(r: Random, v: View, due: BaseCombatant): Input {
  // a player whose token shares the count or the second, or comes later in the round, eager to act before its turn:
  // refused with the reason
  const eager = waiting(v, due).filter((c) => playersOf(v.a, c.id).length > 0);
  if (eager.length && chance(r, 0.15)) {
    const c = pick(r, eager);
    const actor = pick(r, playersOf(v.a, c.id));
    const at = pointAt(r, v, actor, c.id, false);
    return command(actor, ['!rondel act', pick(r, v.fight?.rs.actions.map((x) => x.key) ?? ['combat']), ...at.flags].join(' '), at.selection);
  }
  if (blocksActing(due.conditions) && chance(r, 0.85)) return gmNext(r);
  // 10-second rounds: one action a turn, and the turn goes on until next; a second action is refused
  if (v.rules === 'rounds' && (v.fight?.state as RoundsState).turn?.action != null && chance(r, 0.85)) return next(r, v);
  const actor = controllerOf(r, v, due.id);
  // 20-second rounds: the due combatant's player says something before acting, now and then
  if (v.rules === 'seconds' && chance(r, 0.08)) return say(r, v, due, actor);
  // a sheet's button (fuzz 11): a spell row's Cast, a weapon row's Act, as Roll20 fills in the row's attributes
  const character = characterOf(v.a, due.id);
  if (character && chance(r, 0.1)) return command(actor, sheetButton(r, v, character));
  const { action, flags } = chooseAction(r, v, due);
  const at = pointAt(r, v, actor, due.id, true);
  return command(actor, ['!rondel act', action, ...at.flags, ...flags].join(' '), at.selection);
}

/** A spell's name as a sheet row holds it: plain, blank, marked up, with a flag or a roll in it. */
const SPELL_NAMES = ['Fireball', 'Bless', 'Shield', '', 'Light --token x', '<b>Sleep</b>', 'Heal [[1d4]]', 'Fear @{target|token_id}', '\u202eMagic Missile', 'Slow -- --', 'x'.repeat(250)] as const;

/**
 * What a sheet row's button sends once Roll20 has put its attributes in (character-sheet/enchanted-realms.html):
 * a spell's Cast (`act magic --cast @{cast_time} --mod @{tradition_mod} --char … --note @{name}`, a blank cast time
 * leaving `--cast` empty), a weapon's Act (`act combat --speed @{speed}`), the Change action query; with `--duration`
 * now and then, as a GM types a spell's effect.
 */
function sheetButton(r: Random, v: View, character: string): string {
  const cast = pick(r, ['3', '0', '1', '12', '', 'x', '2.5', '-1']);
  const mod = pick(r, ['0', '2', '', '-1', '5']);
  const spell = pick(r, SPELL_NAMES);
  const duration = chance(r, 0.2) ? ` --duration ${pick(r, ['3 rounds', '2', '10 counts', '6 seconds', '2 actions', 'forever', '0', '-1 rounds'])}` : '';
  return weighted(r, [
    [`!rondel act magic --cast ${cast} --mod ${mod} --char ${character} --note ${spell}${duration}`, v.rules === 'rounds' ? 20 : 50],
    [`!rondel act combat --speed ${pick(r, ['0', '2', '-2', '', 'x'])} --char ${character}`, 30],
    [`!rondel act ${pick(r, ['combat --speed 1', 'dash', 'guard', 'hide --mod 2', 'magic --cast 3 --mod 1', 'skill --mod 1'])} --change --char ${character}`, v.rules === 'rondel' ? 20 : 3],
  ]);
}

/** 20-second rounds: words held until the round's last second. */
function say(r: Random, v: View, c: BaseCombatant, actor: ActorKey): Input {
  const at = pointAt(r, v, actor, c.id, false);
  const words = chance(r, 0.8) ? pick(r, SPEECH) : pick(r, MARKUP);
  return command(actor, [`!rondel say ${words}`, ...at.flags].join(' '), at.selection);
}

/**
 * Someone reacts, out of turn: a reaction (an attack of opportunity), in 20-second rounds words said, in 10-second
 * rounds a readied action whose trigger happened. Now and then one that cannot: refused with the reason.
 */
function reactor(r: Random, v: View): Input {
  const ready = v.combatants.filter((c) => mayReact(v, c));
  // the players' tokens react most: an attack of opportunity is the players' favourite interruption
  const theirs = ready.filter((c) => !isHidden(v.a, v.keyOf.get(c.id)) && playersOf(v.a, c.id).length > 0);
  const marked = (kind: string): BaseCombatant[] => (v.fight ? v.combatants.filter((c) => v.fight!.rs.marks(v.fight!.state, c.id).some((m) => m.kind === kind)) : []);
  const readied = v.rules === 'rounds' ? marked('ready') : [];
  const verb = weighted(r, [
    ['react', 60],
    ['say', v.rules === 'seconds' ? 30 : 1],
    ['trigger', v.rules === 'rounds' ? (readied.length ? 45 : 4) : 1],
  ] as const);
  if (verb === 'say') {
    const c = theirs.length && chance(r, 0.6) ? pick(r, theirs) : pick(r, v.combatants);
    return say(r, v, c, controllerOf(r, v, c.id));
  }
  if (verb === 'trigger') {
    const c = readied.length && chance(r, 0.9) ? pick(r, readied) : pick(r, v.combatants);
    const actor = controllerOf(r, v, c.id);
    const at = pointAt(r, v, actor, c.id, false);
    const extra = chance(r, 0.5) ? [`--note ${chance(r, 0.8) ? pick(r, TRIGGERS) : pick(r, MARKUP)}`] : [];
    // the Trigger button's round, typed: this round, an earlier one, one to come, one that is no number (fuzz 11)
    const round = v.fight?.rs.round(v.fight.state) ?? 1;
    if (chance(r, 0.25)) extra.push(`--readied ${pick(r, [String(round), String(round - 1), String(round + 1), '0', '-1', 'x', '1000001'])}`);
    return command(actor, ['!rondel trigger', ...at.flags, ...extra].join(' '), at.selection);
  }
  const c = theirs.length && chance(r, 0.6) ? pick(r, theirs) : ready.length && chance(r, 0.85) ? pick(r, ready) : pick(r, v.combatants);
  const actor = controllerOf(r, v, c.id);
  const at = pointAt(r, v, actor, c.id, false);
  const extra = chance(r, 0.6) ? [note(r)] : [];
  return command(actor, ['!rondel react', ...at.flags, ...extra].join(' '), at.selection);
}

/** A player ends their own turn (fuzz 11): `done`, `!eot` (ours only with eot=on), now and then a flag it has not. */
function done(r: Random, v: View, who: ActorKey): Input {
  const eot = (v.a.stored()?.config as { eot?: boolean } | undefined)?.eot === true;
  const text = weighted(r, [
    ['!rondel done', 60],
    ['!combat done', 5],
    ['!eot', eot ? 30 : 5],
    ['!rondel done --token x', 3],
    ['!rondel done now', 2],
    ['!EOT', 2],
  ] as const);
  return command(who, text);
}

/**
 * A prone combatant stands up (fuzz 11): at a movement window or moment, on its own turn, or now as a reaction
 * (`--react`, refused in 10-second rounds); from the menu's Stand up button (`--token`) or selected. Now and then one
 * that is not prone, or not theirs. With nobody prone, the GM knocks someone down first.
 */
function stand(r: Random, v: View): Input {
  const prone = v.combatants.filter((c) => c.conditions.includes('prone'));
  if (prone.length === 0 && chance(r, 0.7)) {
    const c = v.due && chance(r, 0.5) ? v.due : pick(r, v.combatants);
    const at = pointAt(r, v, 'gm', c.id, false);
    return command('gm', ['!rondel condition --add prone', ...at.flags].join(' '), at.selection);
  }
  // in 10-second rounds the one whose turn it is stands; elsewhere anyone prone, at a window or as a reaction
  const own = v.rules === 'rounds' && v.due && prone.includes(v.due) && chance(r, 0.8) ? v.due : undefined;
  const c = own ?? (prone.length && chance(r, 0.9) ? pick(r, prone) : pick(r, v.combatants));
  const actor = chance(r, 0.1) ? pick(r, [...PLAYER_KEYS, 'api'] as const) : controllerOf(r, v, c.id);
  const at = pointAt(r, v, actor, c.id, chance(r, 0.1));
  const atWindow = v.rules === 'rondel' ? ((v.fight?.state as CombatState | undefined)?.counter ?? 1) % 3 === 0 : v.rules === 'seconds' ? [1, 6, 11, 16].includes((v.fight?.state as SecondsState | undefined)?.second ?? 0) : false;
  const react = weighted(r, [
    ['', v.rules === 'rounds' ? 80 : atWindow ? 70 : 20],
    [' --react', v.rules === 'rounds' ? 5 : mayReact(v, c) ? 70 : 20],
    [' --react no', 3],
    [' --react=yes', 3],
    [' --react maybe', 2],
  ] as const);
  return command(actor, [`!rondel stand${react}`, ...at.flags].join(' '), at.selection);
}

/**
 * Someone presses a button the script posted to them (fuzz 11): an action menu's, a Trigger (`--readied`), the GM's
 * Apply damage (`apply --roll`), End the fight and Start a new fight (`--asked`), End the turn (`--turn --due`),
 * Adopt, status's More (`--from`), put back. Mostly a recent one, now and then a stale one (the fight moved on) or
 * one forged (another roll, round, turn or token). A person sees only what was posted for them; another script
 * may send any.
 */
function pressButton(r: Random, v: View): Input | null {
  const all = buttonsSeen(v.a);
  if (all.length === 0) return null;
  const who = weighted<ActorKey>(r, [
    ['gm', 55],
    ['pat', 13],
    ['sam', 13],
    ['robin', 6],
    ['api', 4],
  ]);
  const playerId = v.a.player(who)?.id;
  const visible = who === 'api' ? all : all.filter((b) => b.readers === null || (playerId !== undefined && b.readers.includes(playerId)));
  // a player now and then types a command they saw on the GM's screen
  const pool = visible.length && chance(r, 0.95) ? visible : all;
  // the GM's Apply damage buttons (fresh, or pressed already); else the newest few mostly, or any, stale
  const applies = who === 'gm' ? pool.slice(-40).filter((x) => x.command.includes(' apply ')) : [];
  const b = applies.length && chance(r, 0.4) ? pick(r, applies) : chance(r, 0.6) ? pool[pool.length - 1 - Math.floor(r() * Math.min(6, pool.length))]! : pick(r, pool);
  let text = answerQueries(r, b.command);
  if (chance(r, 0.15)) text = forge(r, text, Object.values(v.a.ids));
  // Roll20 sends the selection with a button's command too
  const selection = chance(r, 0.2) && v.combatants.length ? [v.keyOf.get(pick(r, v.combatants).id)].filter((k): k is TokenKey => k !== undefined && !(who !== 'gm' && isHidden(v.a, k))) : [];
  return command(who, text, selection);
}

/** The Apply buttons pressed already, per arena (by their place among the buttons seen). */
const appliesPressed = new WeakMap<Arena, Set<number>>();

/**
 * An attack whose damage the GM applies with the Apply button it whispers (fuzz 11): by a controller of a combatant,
 * at another, with damage per hit now and then typed. A target's body is its sheet's or its bar's (an event sets it).
 */
function attackRoll(r: Random, v: View): Input {
  // the GM applies the damage of an attack (the newest mostly; now and then one applied already, or a player tries)
  const applies = buttonsSeen(v.a).slice(-60).filter((b) => b.command.includes(' apply '));
  let pressed = appliesPressed.get(v.a);
  if (!pressed) appliesPressed.set(v.a, (pressed = new Set()));
  const fresh = applies.filter((b) => !pressed.has(b.serial));
  if ((fresh.length && chance(r, 0.7)) || (applies.length && chance(r, 0.1))) {
    const b = fresh.length && chance(r, 0.85) ? fresh[fresh.length - 1]! : pick(r, applies);
    pressed.add(b.serial);
    return command(chance(r, 0.9) ? 'gm' : pick(r, [...PLAYER_KEYS, 'api'] as const), chance(r, 0.1) ? forge(r, b.command, Object.values(v.a.ids)) : b.command);
  }
  const roller = pick(r, v.combatants);
  const others = v.combatants.length > 1 ? v.combatants.filter((c) => c.id !== roller.id) : v.combatants;
  // mostly one whose body the GM has typed into bar 1 (the Apply button has something to lower)
  const withBody = others.filter((c) => /^\d+$/.test(String(v.a.sb.getObj('graphic', c.id)?.get('bar1_value') ?? '')));
  const target = withBody.length && chance(r, 0.8) ? pick(r, withBody) : pick(r, others);
  // a target's body is in its bar 1 (or a bar linked to body_points): the GM fills it in first, mostly
  const token = v.a.sb.getObj('graphic', target.id);
  const key = v.keyOf.get(target.id);
  if (token && key && ['', undefined].includes(token.get('bar1_value') as string) && chance(r, 0.8)) return { kind: 'event', event: { kind: 'bar', token: key, value: String(between(r, 5, 20)) } };
  const actor = controllerOf(r, v, roller.id);
  const at = pointAt(r, v, actor, roller.id, false);
  const flags = [chance(r, 0.6) ? `--damage ${between(r, 1, 6)}` : '', chance(r, 0.3) ? `--dice ${between(r, 1, 5)}` : '', chance(r, 0.15) ? '--adv' : '', chance(r, 0.1) ? '--ranged' : '', chance(r, 0.1) ? `--cover ${pick(r, ['half', 'three-quarters', 'full', 'x'])}` : ''];
  const targetName = chance(r, 0.2) ? String(v.a.sb.getObj('graphic', target.id)?.get('name') ?? target.id) : target.id;
  return command(actor, ['!rondel attack', `--target ${targetName}`, ...at.flags, ...flags].filter(Boolean).join(' '), at.selection);
}

/** Bidi controls, runs of `--`, HTML, and lines of 1,000 characters and more: what a hostile `say` line holds. */
const HOSTILE_SPEECH = [
  '\u202eHalt!\u202c',
  'Run \u2066left\u2069 \u200fnow',
  '\u202d\u202e\u202a\u202b\u202c',
  'Halt -- -- --',
  'Halt --token x',
  'Halt --note y --char z',
  '----',
  '-- --',
  'I yield--',
  '<b>Halt</b>',
  '<img src=x onerror=alert(1)>',
  '</div></div><div style="position:fixed">',
  '<a href="!rondel end --confirm">click</a>',
  '[[1d20]] and [[2d6]]',
  '@{target|token_id}',
  '/w gm psst',
  '!rondel end --confirm',
  '&{template:default} {{name=x}}',
  'Halt '.repeat(199),
  'Halt '.repeat(200),
  'x'.repeat(1000),
  'x'.repeat(1001),
  'é'.repeat(1200),
  '👍'.repeat(600),
  'a '.repeat(1990),
  'word '.repeat(820),
] as const;

/** A hostile `say` line (fuzz 11): by the due combatant's player mostly, in any rule set (20-second rounds' own verb). */
function speak(r: Random, v: View): Input {
  const c = v.due && chance(r, 0.6) ? v.due : pick(r, v.combatants);
  const actor = controllerOf(r, v, c.id);
  const at = pointAt(r, v, actor, c.id, false);
  const words = chance(r, 0.85) ? pick(r, HOSTILE_SPEECH) : `${pick(r, SPEECH)} ${pick(r, HOSTILE_SPEECH)}`;
  return command(actor, [`!rondel say ${words}`, ...at.flags].join(' '), at.selection);
}

function next(r: Random, v: View): Input {
  // several due now (a tie at the count or the second): a GM in a hurry steps on by one
  if (v.fight && dueNow(v.fight.rs, v.fight.state).length > 1 && chance(r, 0.3)) return command('gm', '!rondel next --step');
  const top = v.a.sb.turnOrder()[0];
  const players = top && top.id !== '-1' ? playersOf(v.a, top.id) : [];
  // a player presses the tracker's next when the top token is theirs (Roll20 lets them); now and then when it is not;
  // or ends the turn with `done` (or `!eot`, the word of other turn scripts, answered when the GM turns it on)
  if (players.length && chance(r, 0.75)) return chance(r, 0.7) ? { kind: 'press', who: pick(r, players) } : done(r, v, pick(r, players));
  if (v.due && chance(r, 0.05)) return done(r, v, pick(r, [...PLAYER_KEYS, 'gm', 'api'] as const));
  if (chance(r, 0.04)) return { kind: 'press', who: pick(r, PLAYER_KEYS) };
  return gmNext(r);
}

function gmOrApi(r: Random): ActorKey {
  return weighted<ActorKey>(r, [
    ['gm', 85],
    ['api', 8],
    // a player trying a GM command: refused
    [pick(r, PLAYER_KEYS), 7],
  ]);
}

/**
 * The value `set --count` gives, in the fight's rule set: a count from the counter on (the rondel), a second of this
 * round from the current one (20-second rounds), an initiative score (10-second rounds); now and then one refused.
 */
function placeValue(r: Random, v: View): number {
  const state = v.fight?.state;
  switch (v.rules) {
    case 'rondel':
      return ((state as CombatState | undefined)?.counter ?? 1) + between(r, chance(r, 0.1) ? -2 : 0, 15);
    case 'seconds':
      return chance(r, 0.05) ? between(r, 21, 25) : ((state as SecondsState | undefined)?.second ?? 1) + between(r, chance(r, 0.1) ? -2 : 0, 8);
    case 'rounds':
      return chance(r, 0.03) ? 101 : between(r, -2, 14);
  }
}

function manage(r: Random, v: View): Input {
  const actor = gmOrApi(r);
  const inFight = new Set(v.combatants.map((c) => c.id));
  const outside = PAGE_KEYS.filter((k) => alive(v.a, k) && !inFight.has(v.a.ids[k]));
  const kind = weighted(r, [
    ['add', outside.length ? 20 : 2],
    ['remove', 12],
    ['set', 35],
    ['condition', 30],
    // fuzz 11: timed effects, in the fight's units or another's
    ['effect', 12],
    // 20-second rounds: the terrain divides the hexes; elsewhere refused
    ['terrain', v.rules === 'seconds' ? 12 : 1],
  ] as const);
  const one = (): { flags: string[]; selection: TokenKey[] } => pointAt(r, v, actor, pick(r, v.combatants).id, false);
  switch (kind) {
    case 'add': {
      const chosen = outside.filter(() => chance(r, 0.5));
      // one token at a count (place) given, now and then
      if (outside.length && chance(r, 0.2)) return command(actor, `!rondel add --token ${v.a.ids[pick(r, outside)]} --count ${placeValue(r, v)}`);
      return command(actor, '!rondel add', chosen.length ? chosen : outside.slice(0, 1));
    }
    case 'remove': {
      const at = one();
      return command(actor, ['!rondel remove', ...at.flags].join(' '), at.selection);
    }
    case 'set': {
      const at = one();
      const what = weighted(r, [
        [`--count ${placeValue(r, v)}`, 60],
        [`--tier ${pick(r, TIER_KEYS)}`, 25],
        [`--perception ${between(r, -1, 4)}`, 15],
      ]);
      return command(actor, ['!rondel set', what, ...at.flags].join(' '), at.selection);
    }
    case 'condition': {
      const at = one();
      const common = ['prone', 'grappled', 'stunned', 'restrained', 'poisoned', 'unconscious', 'blind'] as const;
      const what = chance(r, 0.6)
        ? `--add ${pick(r, common)}${chance(r, 0.2) ? `,${pick(r, CONDITION_KEYS)}` : ''}`
        : `--remove ${chance(r, 0.4) ? 'all' : pick(r, common)}`;
      return command(actor, ['!rondel condition', what, ...(what.startsWith('--add') && chance(r, 0.3) ? [duration(r, v)] : []), ...at.flags].join(' '), at.selection);
    }
    case 'effect': {
      const at = one();
      const name = pick(r, ['Bless', 'Haste', 'Shield of Faith', '<b>Curse</b>', 'x'.repeat(80), 'Slow --token x', '']);
      const what = chance(r, 0.7) ? `--add ${name} ${chance(r, 0.9) ? duration(r, v) : ''}${chance(r, 0.2) ? ` --marker ${pick(r, ['blue', 'Flex::1234', 'x y', '<b>'])}` : ''}` : `--remove ${name}`;
      return command(actor, ['!rondel effect', what, ...at.flags].join(' '), at.selection);
    }
    case 'terrain':
      return command(actor, `!rondel terrain ${chance(r, 0.95) ? pick(r, TERRAIN_KEYS) : pick(r, ['lava', 'Forest', ''])}`);
  }
}

/** A duration in the fight's own unit mostly, now and then another rule set's or one that is no number. */
function duration(r: Random, v: View): string {
  const own = v.rules === 'rondel' ? pick(r, ['counts', 'actions']) : v.rules === 'seconds' ? pick(r, ['seconds', 'rounds', 'actions']) : pick(r, ['rounds', 'actions']);
  const unit = chance(r, 0.85) ? own : pick(r, ['counts', 'seconds', 'rounds', 'actions']);
  return `--${unit} ${chance(r, 0.9) ? between(r, 1, 12) : pick(r, ['0', '-1', '1000001', 'x'])}`;
}

function ask(r: Random, v: View): Input {
  const someone = weighted<ActorKey>(r, [
    ['pat', 25],
    ['sam', 25],
    ['robin', 15],
    ['gm', 30],
    ['api', 5],
  ]);
  // the rolls (issue 14): a controller's attack, save or competition, in or out of a fight; they never change it
  const roller = v.combatants.length ? pick(r, v.combatants).id : null;
  const other = v.combatants.length ? pick(r, v.combatants).id : null;
  const rolls: [Input, number][] =
    roller && other
      ? [
          [command(controllerOf(r, v, roller), `!rondel attack --token ${roller} --target ${other}${chance(r, 0.3) ? ' --adv' : ''}${chance(r, 0.2) ? ' --ranged' : ''}`), 8],
          [command(controllerOf(r, v, roller), `!rondel ${pick(r, ['check', 'save'])} --attr ${pick(r, ['agility', 'will', 'strength'])} --dc 12 --token ${roller}`), 4],
          [command(controllerOf(r, v, roller), `!rondel competition --attr strength --vs ${other} --token ${roller}`), 3],
        ]
      : [];
  // fuzz 11: every verb's help, the rolls with every flag, and words people try that are no verbs
  const attr = pick(r, [...ROLL_ATTRIBUTES, 'Strength', 'luck', '']);
  const rollFlags = [chance(r, 0.5) ? `--dc ${pick(r, ['12', '0', '-3', '30', 'x'])}` : '', chance(r, 0.2) ? '--adv' : '', chance(r, 0.2) ? '--dis' : '', chance(r, 0.2) ? `--mod ${between(r, -3, 3)}` : '', chance(r, 0.2) ? `--tag ${pick(r, ['sight', 'hearing', 'preservation', 'feat', 'sight,feat', 'smell'])}` : ''].filter(Boolean).join(' ');
  const saver = roller ?? v.a.ids[pick(r, PAGE_KEYS)];
  const rollOwn: [Input, number][] = [
    [command(roller ? controllerOf(r, v, roller) : someone, `!rondel ${pick(r, ['check', 'save'])} --attr ${attr} ${rollFlags} --token ${saver}`.replace(/ +/g, ' ').trim()), 6],
    [command(someone, `!rondel ${pick(r, ['check', 'save'])}${chance(r, 0.5) ? ` --attr ${attr}` : ''}`), 2],
  ];
  return weighted<Input>(r, [
    ...rolls,
    ...rollOwn,
    [command(someone, `!rondel help ${pick(r, [...VERBS.map((x) => x.name), 'eot', 'count', 'tier', 'options', 'x'.repeat(40), '<b>'])}`), 10],
    [command(someone, `!rondel ${pick(r, ['count', 'tier', 'options', 'count 3', 'tier red_fox', 'options --set x', 'stnad', 'dnoe', 'aply'])}`), 5],
    [command(someone, '!rondel status'), 45],
    [command(v.due ? controllerOf(r, v, v.due.id) : someone, '!rondel menu'), 30],
    [command(someone, pick(r, ['!rondel help', '!rondel help act', '!rondel act --help', '!combat help', '!rondel help say', '!rondel help trigger'])), 25],
  ]);
}

/**
 * A table event: a token is deleted. The hidden caster while its spell is pending or it shows a marker (a readied
 * action, a reaction), or a token out of the fight but still in the undo history.
 */
function table(r: Random, v: View): Input | null {
  const lurker = v.a.ids.lurker;
  const spells = (v.fight?.state as { spells?: readonly { casterId: string }[] } | undefined)?.spells ?? [];
  const busy = spells.some((s) => s.casterId === lurker) || (v.fight !== null && v.fight.rs.marks(v.fight.state, lurker).length > 0);
  if (alive(v.a, 'lurker') && v.combatants.some((c) => c.id === lurker) && busy) return { kind: 'delete', token: 'lurker' };
  const inFight = new Set(v.combatants.map((c) => c.id));
  const history = new Set(v.a.history().flatMap((s) => s.combatants.map((c) => c.id)));
  const removed = PAGE_KEYS.filter((k) => alive(v.a, k) && !inFight.has(v.a.ids[k]) && history.has(v.a.ids[k]));
  if (removed.length && chance(r, 0.5)) return { kind: 'delete', token: pick(r, removed) };
  return null;
}

/** Turns a move into an input by reading the table now. */
export function resolve(a: Arena, m: Move): Input {
  if (m.intent === 'hostile') {
    const p = m.play;
    return command(p.actor === 'owner' ? owner(a) : p.actor, p.text, p.selection);
  }
  const r = random(m.seed);
  const v = view(a);
  if (!a.fight() || v.combatants.length === 0) {
    if (m.intent === 'ask' || m.intent === 'config') return m.intent === 'ask' ? ask(r, v) : command('gm', '!rondel config');
    if (m.intent === 'button') return pressButton(r, v) ?? start(r, v, a.fight() !== null);
    if (m.intent === 'event' && chance(r, 0.3)) return { kind: 'event', event: tableEvent(r, a, new Set(), PAGE_KEYS) };
    return start(r, v, a.fight() !== null);
  }
  switch (m.intent) {
    case 'due':
      return v.due ? act(r, v, v.due) : gmNext(r);
    case 'react':
      return reactor(r, v);
    case 'next':
      return next(r, v);
    case 'manage':
      return manage(r, v);
    case 'travel': {
      const actor = gmOrApi(r);
      // redo mostly when something was undone (and nothing done since)
      const undone = (a.fight()?.timeline.future.length ?? 0) > 0;
      return command(actor, chance(r, undone ? 0.4 : 0.7) ? `!rondel undo${chance(r, 0.4) ? ` ${between(r, 1, 4)}` : ''}` : `!rondel redo${chance(r, 0.3) ? ` ${between(r, 1, 3)}` : ''}`);
    }
    case 'ask':
      return ask(r, v);
    case 'again':
      // fuzz 11: the ask's own words typed with no ask made (or an ask of a moment gone): they do nothing
      if (chance(r, 0.15)) return command(pick(r, ['gm', 'gm', 'api', 'pat'] as const), pick(r, ['!rondel end --confirm --asked', '!rondel end --asked', '!rondel end --confirm --asked no', '!rondel end --confirm --asked=yes', '!rondel start --confirm --asked', '!rondel start --asked --confirm --rules rounds', '!rondel end']), PAGE_KEYS.filter(() => chance(r, 0.5)));
      return chance(r, 0.5) ? chance(r, 0.9) ? command('gm', '!rondel end --confirm') : command('api', '!rondel end') : start(r, v, chance(r, 0.8));
    case 'config':
      if (chance(r, 0.15)) return command(gmOrApi(r), `!rondel config --reset ${pick(r, ['all', 'pattern', 'conditions', 'eot', 'trackeredits', 'rules', 'announce', 'x'])}`);
      // hooks that put a token's name in (README, Hooks): a renamed token's name is plain words there (fuzz 11)
      if (chance(r, 0.2))
        return command(
          'gm',
          `!rondel config --set ${pick(r, ['hook.turn=!rondel status {name}', 'hook.turn=!rondel menu --token {token}', 'hook.turn=!rondel say {name} is up', 'hook.window={name} moves', 'hook.round=!rondel status --from {round}', 'hook.turn=#Turn', 'hook.turn=none', 'hook.window=none', 'hook.round=none'])}`,
        );
      return command(
        gmOrApi(r),
        `!rondel config --set ${pick(r, ['announce=gm', 'announce=all', 'announce=all', 'badges=off', 'badges=on', 'statuses=on', 'statuses=off', 'passed=reset', 'passed=guard', 'alias=er', 'alias=none', 'reroll=on', 'reroll=off', `rules=${pick(r, RULE_SET_IDS)}`, 'eot=on', 'eot=off', 'trackeredits=adopt', 'trackeredits=ask', 'autodamage=on', 'autodamage=off'])}`,
      );
    case 'table':
      return table(r, v) ?? (v.due ? act(r, v, v.due) : gmNext(r));
    case 'stand':
      return stand(r, v);
    case 'button':
      return pressButton(r, v) ?? ask(r, v);
    case 'speak':
      return speak(r, v);
    case 'attack':
      return attackRoll(r, v);
    case 'event':
      return { kind: 'event', event: tableEvent(r, a, new Set(v.combatants.map((c) => c.id)), PAGE_KEYS) };
  }
}
