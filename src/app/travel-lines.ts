// What an undo or redo changed, said line by line (docs/rules.md §15): conditions, timed effects, who is in the fight
// and when each acts, the statuses a token shows (Full Guard, a stand in defense, the flex marker…). Lines about a token hidden from the players are the GM's alone, and an undo or redo that changed
// nothing the players see is told to the GM alone.
import type { BaseCombatant, FightStateBase, Mark, RuleSet } from '../rules/core/rule-set';
import { effectsOf, timesItsCondition, type EffectEnd, type TimedEffect } from '../rules/core/effects';
import { clockFormat, laterRound } from '../render/clock';
import { andList, endsText } from '../render/card-text';
import { cardView } from './context';

export interface TravelLines {
  /** Lines about tokens the players see. */
  readonly seen: readonly string[];
  /** Lines about tokens hidden from the players. */
  readonly hidden: readonly string[];
  /** Whether the players may be told of the undo or redo at all: something they see changed. */
  readonly public: boolean;
}

const MOST_LINES = 12;

/**
 * What an undo or redo says of a status that came back or went, after the name. A spell being cast has its own lines
 * (below); the others are what a token shows and `status` lists.
 */
const MARK_BACK: Readonly<Record<MarkKind, { readonly again: string; readonly gone: string }>> = {
  flex: { again: ' has the flex marker again: no reaction until it goes.', gone: ' can react again: the flex marker is off.' },
  guard: { again: ' is on Full Guard again.', gone: ' is no longer on Full Guard.' },
  holding: { again: ' is holding again.', gone: ' is no longer holding.' },
  dashing: { again: ' is dashing again.', gone: ' is no longer dashing.' },
  reacted: { again: '’s reaction this round is used again.', gone: ' has its reaction this round again.' },
  defense: { again: ' stands in defense again, until its next turn.', gone: ' no longer stands in defense.' },
  ready: { again: ' is at the ready again, until its next turn.', gone: '’s readied action is no longer at the ready.' },
};

type MarkKind = Exclude<Mark['kind'], 'casting'>;

/** The action that puts a status on, whose own line (taken back, or again) says the status too. */
const ACTION_OF_MARK: Readonly<Record<MarkKind, string>> = {
  flex: 'react',
  guard: 'guard',
  holding: 'hold',
  dashing: 'dash',
  reacted: 'react',
  defense: 'defense',
  ready: 'ready',
};

/** A status a token shows that came back (`back`) or went, and its own line. */
interface Marked {
  readonly id: string;
  readonly kind: MarkKind;
  readonly back: boolean;
  readonly line: string;
}

/** The line of several combatants whose status of one kind came back or went, before their names. */
const MARK_GROUP: Readonly<Record<MarkKind, { readonly again: string; readonly gone: string }>> = {
  flex: { again: 'The flex marker again (no reaction until it goes)', gone: 'Can react again, the flex marker off' },
  guard: { again: 'On Full Guard again', gone: 'No longer on Full Guard' },
  holding: { again: 'Holding again', gone: 'No longer holding' },
  dashing: { again: 'Dashing again', gone: 'No longer dashing' },
  reacted: { again: 'The reaction of this round used again', gone: 'The reaction of this round back' },
  defense: { again: 'Standing in defense again, until their next turn', gone: 'No longer standing in defense' },
  ready: { again: 'At the ready again, until their next turn', gone: 'No longer at the ready' },
};

/** The first lines a card holds; more are counted in its last. */
function atMost(lines: readonly string[]): readonly string[] {
  if (lines.length <= MOST_LINES) return lines;
  return [...lines.slice(0, MOST_LINES - 1), `…and ${lines.length - MOST_LINES + 1} more changes.`];
}

function markKinds(rs: RuleSet<FightStateBase>, state: FightStateBase, id: string): Set<MarkKind> {
  const kinds = new Set<MarkKind>();
  for (const m of rs.marks(state, id)) if (m.kind !== 'casting') kinds.add(m.kind);
  return kinds;
}

function byId(state: FightStateBase): Map<string, BaseCombatant> {
  return new Map(state.combatants.map((c) => [c.id, c]));
}

/** Whether two effects end alike: on the same clock value, at the same round, or after as many action-turns. */
function sameEnd(a: EffectEnd, b: EffectEnd): boolean {
  if (a.kind === 'actions') return b.kind === 'actions' && a.left === b.left;
  return b.kind === a.kind && b.at === a.at;
}

function effectKey(e: TimedEffect): string {
  // effects replace one another whatever their capitals (`addEffects`): one renamed so is the same effect
  return `${e.bearer}\u0000${e.name.toLowerCase()}`;
}

/** Words held to be said after a round's last second (20-second rounds, docs/rules.md §9.2), as a state keeps them. */
interface HeldWords {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly count: number;
}

/** The words a state holds: none in a rule set that holds no speech. */
function speechOf(state: FightStateBase): readonly HeldWords[] {
  // a list, or none: a state's fields are checked when stored, and read here from any rule set's state
  const speech = (state as { readonly speech?: unknown }).speech;
  return Array.isArray(speech) ? (speech as readonly HeldWords[]) : [];
}

/** A spell being cast, to take effect later (docs/rules.md §4, §9.2), as a state keeps it. */
interface BeingCast {
  readonly casterId: string;
  readonly casterName: string;
  readonly castAt: number;
  readonly resolvesAt: number;
  readonly note: string;
}

/** The spells a state has being cast: none in a rule set that keeps none. */
function spellsOf(state: FightStateBase): readonly BeingCast[] {
  const spells = (state as { readonly spells?: unknown }).spells;
  return Array.isArray(spells) ? (spells as readonly BeingCast[]) : [];
}

function spellKey(s: BeingCast): string {
  return `${s.casterId}\u0000${s.castAt}\u0000${s.resolvesAt}\u0000${s.note}`;
}

function speechKey(w: HeldWords): string {
  return `${w.id}\u0000${w.count}\u0000${w.text}`;
}

/** Words as an undo line quotes them: the first 60 characters. */
function quoted(words: string): string {
  const chars = [...words];
  return chars.length > 60 ? `${chars.slice(0, 59).join('')}…` : words;
}

/** Whether a part of the state belongs to a hidden combatant: its turn, a spell it casts, words it holds, its standing up. */
function hiddenOwner(value: unknown, hidden: (id: string) => boolean): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const o = value as { readonly id?: unknown; readonly casterId?: unknown };
  const owner = typeof o.casterId === 'string' ? o.casterId : typeof o.id === 'string' ? o.id : null;
  return owner !== null && hidden(owner);
}

/**
 * The fields of a state besides its combatants, effects and damage (the clock, the terrain, spells, speech…), as the
 * players could know them: what belongs to a hidden combatant is left out (a spell it casts, words it holds, its turn's
 * action, its standing up), and so is the arrival counter, which nobody sees (docs/rules.md §15).
 */
function restOf(state: FightStateBase, hidden: (id: string) => boolean): string {
  const { combatants: _c, effects: _e, damage: _d, nextArrival: _n, ...rest } = state as FightStateBase & { effects?: unknown; damage?: unknown; nextArrival?: unknown };
  return JSON.stringify(rest, (_key, value: unknown) => {
    // a list of nothing the players may know of is no list (a first hidden entry adds the list itself)
    if (Array.isArray(value)) {
      const seen = value.filter((v) => !hiddenOwner(v, hidden));
      return seen.length === 0 ? undefined : seen;
    }
    return hiddenOwner(value, hidden) ? undefined : value;
  });
}

/** The states an undo or redo of several steps passes through, between `from` and `to`, and which way it goes. */
export interface TravelWay {
  readonly passed: readonly FightStateBase[];
  readonly undo: boolean;
}

const NO_STATES: readonly FightStateBase[] = [];

function union<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): Set<T> {
  const out = new Set(a);
  for (const x of b) out.add(x);
  return out;
}

/**
 * The changes from `from` (the fight before the undo or redo) to `to` (after it); `way`, the states passed through
 * between them (an undo or redo of several steps), for the turns' actions taken in those.
 */
export function travelLines(rs: RuleSet<FightStateBase>, from: FightStateBase, to: FightStateBase, hidden: (id: string) => boolean, way?: TravelWay): TravelLines {
  const seen: string[] = [];
  const secret: string[] = [];
  let changedSeen = false;
  const say = (id: string, line: string): void => {
    if (hidden(id)) secret.push(line);
    else {
      seen.push(line);
      changedSeen = true;
    }
  };
  const clock = clockFormat(rs.id);
  const sameRound = rs.round(from) === rs.round(to);
  const was = byId(from);
  const now = byId(to);
  // a condition held by a timed effect of its name is one fact, said once (docs/rules.md §12): by the condition's line
  const changedConditions = new Set<string>();
  const marked: Marked[] = [];
  for (const [id, c] of was) if (!now.has(id)) say(id, `${c.name} is no longer in the fight.`);
  for (const [id, c] of now) {
    const old = was.get(id);
    if (!old) {
      say(id, `${c.name} is back in the fight.`);
      continue;
    }
    // the statuses its token shows, said after the turns' actions (an action taken back says its own status); read
    // even of a combatant that did not change, as some are the round's (a reaction used this round)
    const before = markKinds(rs, from, id);
    const after = markKinds(rs, to, id);
    for (const k of before) if (!after.has(k)) marked.push({ id, kind: k, back: false, line: `${c.name}${MARK_BACK[k].gone}` });
    for (const k of after) if (!before.has(k)) marked.push({ id, kind: k, back: true, line: `${c.name}${MARK_BACK[k].again}` });
    if (old === c) continue;
    const lost = old.conditions.filter((k) => !c.conditions.includes(k));
    const gained = c.conditions.filter((k) => !old.conditions.includes(k));
    if (lost.length) say(id, `${c.name} is no longer ${andList(lost)}.`);
    if (gained.length) say(id, `${c.name} is ${andList(gained)} again.`);
    for (const k of lost) changedConditions.add(`${id}\u0000${k}`);
    for (const k of gained) changedConditions.add(`${id}\u0000${k}`);
    const a = rs.valueOf(from, id);
    const b = rs.valueOf(to, id);
    // a value of a later round (an action carried over) says which, as the value alone reads as this round's; the same
    // value of another round is a change too
    const aheadA = rs.ahead?.(from, id) ?? null;
    const aheadB = rs.ahead?.(to, id) ?? null;
    const unitA = (v: number): string => (aheadA ? `${clock.unit(aheadA.value)} ${laterRound(aheadA, rs.round(from))}` : clock.unit(v));
    const unitB = (v: number): string => (aheadB ? `${clock.unit(aheadB.value)} ${laterRound(aheadB, rs.round(to))}` : clock.unit(v));
    if (typeof a === 'number' && typeof b === 'number' && (a !== b || unitA(a) !== unitB(b))) say(id, `${c.name}: ${unitB(b)} (was ${unitA(a)}).`);
    // no value is an action taken (20-second rounds): taken back, or taken again; across a round's end, acted
    else if (a !== b) {
      if (typeof b === 'number') say(id, `${c.name}: ${unitB(b)} (${sameRound ? 'was done this round' : 'had acted'}).`);
      else if (typeof a === 'number') say(id, `${c.name}: ${sameRound ? 'done this round' : 'has acted'} (was ${unitA(a)}).`);
    }
    // any other change of a seen combatant (its tier, its markers) is still a change the players see
    if (!hidden(id) && JSON.stringify(old) !== JSON.stringify(c)) changedSeen = true;
  }
  // the fight's terrain (20-second rounds): everyone's
  const terrainFrom = (from as { terrain?: unknown }).terrain;
  const terrainTo = (to as { terrain?: unknown }).terrain;
  if (typeof terrainFrom === 'string' && typeof terrainTo === 'string' && terrainFrom !== terrainTo) {
    seen.push(`Terrain: ${terrainTo} (was ${terrainFrom}).`);
    changedSeen = true;
  }
  const before = new Map(effectsOf(from).map((e) => [effectKey(e), e]));
  const after = new Map(effectsOf(to).map((e) => [effectKey(e), e]));
  const name = (id: string): string => (now.get(id) ?? was.get(id))?.name ?? 'A combatant';
  const saidByCondition = (e: TimedEffect): boolean => e.condition !== null && timesItsCondition(e) && changedConditions.has(`${e.bearer}\u0000${e.condition}`);
  for (const [k, e] of before) if (!after.has(k) && !saidByCondition(e)) say(e.bearer, `${name(e.bearer)}: ${e.name} no longer lasts.`);
  for (const [k, e] of after) if (!before.has(k) && !saidByCondition(e)) say(e.bearer, `${name(e.bearer)}: ${e.name} lasts again.`);
  // one that lasts on to another end (a renewal taken back or made again, the action-turns it counted): its end was
  // told to the table, and so is the end it has again (docs/rules.md §12, §15)
  for (const [k, e] of after) {
    const old = before.get(k);
    if (old !== undefined && !sameEnd(old.ends, e.ends)) say(e.bearer, `${name(e.bearer)}: ${e.name} lasts ${endsText(e.ends, clock)} again.`);
  }
  // a turn the players were told of, or are to be told of, is theirs to hear about when it comes or goes
  const dueBefore = rs.current(from)?.id;
  const dueAfter = rs.current(to)?.id;
  // a turn's action taken back, or taken again (10-second rounds, whose turn goes on after its action): in the states
  // at either end and in those passed through on the way (an undo of an action and the end of its turn, in one go)
  const takenAt = new Map<string, { readonly id: string; readonly action: string; readonly round: number | null }>();
  const taken = (state: FightStateBase): Set<string> => {
    const keys = new Set<string>();
    const due = rs.current(state)?.id;
    const action = due === undefined ? null : rs.actionsNow(state, due).taken;
    if (due !== undefined && action !== null) {
      const round = rs.round(state);
      const key = `${due}\u0000${round}\u0000${action}`;
      keys.add(key);
      takenAt.set(key, { id: due, action, round });
    }
    return keys;
  };
  const takenFrom = taken(from);
  const takenTo = taken(to);
  const takenOnTheWay = new Set<string>();
  for (const state of way?.passed ?? NO_STATES) for (const k of taken(state)) takenOnTheWay.add(k);
  const label = cardView(rs).actionLabel;
  // the statuses a line of a turn's action tells of: its combatant's and its action's (a stand in defense taken back)
  const toldByAction = new Set<string>();
  const told = (id: string, action: string): void => void toldByAction.add(`${id}\u0000${action}`);
  // an undo takes back what the states it leaves had; a redo takes again what the states it reaches have
  const undoing = way?.undo ?? true;
  const left = undoing ? union(takenFrom, takenOnTheWay) : takenFrom;
  const reached = undoing ? takenTo : union(takenOnTheWay, takenTo);
  // a redo takes no action back: one it no longer shows is one whose turn it ended again, and the action stands
  if (undoing) {
    for (const k of left) {
      const t = takenAt.get(k);
      if (t && !reached.has(k)) {
        // the turn the undo lands in (one within a turn stays in it) is "this turn"; any other is named by its round, as a
        // redo names it, though it be the same combatant's
        const current = t.id === dueAfter && t.round === rs.round(to);
        say(t.id, current || t.round === null ? `${name(t.id)}: ${label(t.action)}, this turn’s action, is taken back.` : `${name(t.id)}: ${label(t.action)} is taken back (its turn in ${clock.at(t.round)}).`);
        told(t.id, t.action);
      }
    }
  }
  // the turn it was taken in is the one now, or one the undo or redo passed (a redo that ended it again)
  const dueNow = rs.current(to)?.id;
  for (const k of reached) {
    const t = takenAt.get(k);
    if (!t || left.has(k)) continue;
    told(t.id, t.action);
    const still = t.id === dueNow && t.round === rs.round(to);
    say(t.id, still ? `${name(t.id)}: ${label(t.action)} is this turn’s action again.` : `${name(t.id)}: ${label(t.action)} is taken again${t.round === null ? '' : ` (its turn in ${clock.at(t.round)})`}.`);
  }
  // statuses that came back or went; a combatant whose turn's action was taken back or again is told of by that line
  // words held to be said at the round's end (20-second rounds), by whoever said them
  const heardBefore = new Map(speechOf(from).map((w) => [speechKey(w), w]));
  const heardAfter = new Map(speechOf(to).map((w) => [speechKey(w), w]));
  const speaker = (w: HeldWords): string => (now.get(w.id) ?? was.get(w.id))?.name ?? w.name;
  // the words themselves are held back from the table until the round's end (ruling 27): everyone hears that they were
  // taken back or held again, the GM alone what they were
  const heard = (w: HeldWords, what: string): void => {
    if (!hidden(w.id)) say(w.id, `${speaker(w)}’s words ${what}.`);
    secret.push(`${speaker(w)}’s words “${quoted(w.text)}” ${what}.`);
  };
  // a redo past the round's end says them again; an undo takes them back
  for (const [k, w] of heardBefore) if (!heardAfter.has(k)) heard(w, !undoing ? 'are said again at the round’s end' : 'are taken back');
  for (const [k, w] of heardAfter) if (!heardBefore.has(k)) heard(w, 'are held again');
  // spells being cast: taken back (or back again) with the step that cast them, or that they took effect in
  const castBefore = new Map(spellsOf(from).map((x) => [spellKey(x), x]));
  const castAfter = new Map(spellsOf(to).map((x) => [spellKey(x), x]));
  const spell = (x: BeingCast): string => `${(now.get(x.casterId) ?? was.get(x.casterId))?.name ?? x.casterName}’s spell${x.note ? ` “${quoted(x.note)}”` : ''}`;
  // a redo past the second it takes effect at: it takes effect again (an undo, or a caster gone, ends the casting)
  const by = rs.clock(to);
  for (const [k, x] of castBefore) {
    if (castAfter.has(k)) continue;
    say(x.casterId, !undoing && x.resolvesAt <= by ? `${spell(x)} takes effect again at ${clock.at(x.resolvesAt)}.` : `${spell(x)} is no longer being cast.`);
  }
  for (const [k, x] of castAfter) if (!castBefore.has(k)) say(x.casterId, `${spell(x)} is being cast again: it takes effect at ${clock.at(x.resolvesAt)}.`);
  // the statuses last: the other lines say what the table did, these what its tokens show again; many of one kind
  // (the flex markers a dozen reactions left, back after an undo across their end) are one line
  const statusLines = (list: readonly Marked[]): string[] => {
    const groups = new Map<string, Marked[]>();
    for (const m of list) {
      const key = `${m.kind}\u0000${m.back ? 'again' : 'gone'}`;
      const group = groups.get(key);
      if (group) group.push(m);
      else groups.set(key, [m]);
    }
    const out: string[] = [];
    for (const group of groups.values()) {
      const first = group[0] as Marked;
      if (group.length <= 2) for (const m of group) out.push(m.line);
      else {
        const names = group.map((m) => name(m.id));
        const shown = names.length > 8 ? `${names.slice(0, 7).join(', ')} and ${names.length - 7} more` : names.join(', ');
        out.push(`${MARK_GROUP[first.kind][first.back ? 'again' : 'gone']}: ${shown}.`);
      }
    }
    return out;
  };
  const saidStatus = marked.filter((m) => !toldByAction.has(`${m.id}\u0000${ACTION_OF_MARK[m.kind]}`));
  const seenStatus = statusLines(saidStatus.filter((m) => !hidden(m.id)));
  if (seenStatus.length) {
    seen.push(...seenStatus);
    changedSeen = true;
  }
  secret.push(...statusLines(saidStatus.filter((m) => hidden(m.id))));
  if (dueBefore !== dueAfter && ((dueBefore !== undefined && !hidden(dueBefore)) || (dueAfter !== undefined && !hidden(dueAfter)))) changedSeen = true;
  // the clock, the terrain, spells and speech: the fight's own, everyone's
  if (restOf(from, hidden) !== restOf(to, hidden)) changedSeen = true;
  return { seen: atMost(seen), hidden: atMost(secret), public: changedSeen };
}
