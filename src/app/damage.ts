// Damage the GM applies after an attack (docs/rules.md §10): the attacks whose damage may still be applied, what an
// application changed on the table (so undo restores it exactly), and the writes that lower or restore a body.
// The script never lowers a body without the GM's click, unless the GM turned on automatic damage.
import type { FightStateBase } from '../rules/core/rule-set';
import type { CriticalAward } from '../rules/rounds/award';
import type { BarKey, BodyReading, Effect } from './ports';

/** An attack whose damage the GM may apply with its button. */
export interface PendingDamage {
  /** The roll's id, as the button sends it. */
  readonly id: string;
  readonly target: string;
  readonly amount: number;
  /** Applied now (an undo of the application opens it again). */
  readonly applied: boolean;
}

/** What one application changed: the values before and after, to undo and redo it exactly. */
export interface AppliedDamage {
  readonly roll: string;
  readonly target: string;
  readonly amount: number;
  /** The character's body_points, when a bar of the token is linked to it. */
  readonly attribute: { readonly characterId: string; readonly before: number; readonly after: number } | null;
  /**
   * An application made outside a fight before a fight started since (`sealOutsideUndo`): `undo` without a fight no
   * longer takes it back (docs/rules.md ruling 99). Absent in a fight's own damage.
   */
  readonly sealed?: true;
  /** The token's bar (the linked one, else bar1). */
  readonly bar: { readonly bar: BarKey; readonly before: number; readonly after: number } | null;
}

/** What the stored data keeps of rolls (optional in the stored data: it loads as EMPTY_LEDGER). */
export interface RollLedger {
  /** The next roll's number. */
  readonly next: number;
  /** The last attacks with damage, oldest first, at most PENDING_LIMIT (those applied give way first: `addPending`). */
  readonly pending: readonly PendingDamage[];
  /** Applications made while no fight ran, oldest first, at most APPLIED_LIMIT: `undo` without a fight takes them back. */
  readonly applied: readonly AppliedDamage[];
  /**
   * Critical awards not yet used, one per attacker at most (docs/rules.md §9.3, src/app/award.ts). Optional: a ledger
   * stored before awards existed loads without them. Kept outside the fight's history, as rolls are: undo never
   * brings back an award an attack has used.
   */
  readonly awards?: readonly CriticalAward[];
}

export const EMPTY_LEDGER: RollLedger = { next: 1, pending: [], applied: [] };

/**
 * The stored data with the applications made so far out of reach of `undo` without a fight: a fight that starts is a
 * new moment, and once it has ended an undo must not reach back over it to damage applied before it (docs/rules.md
 * ruling 99). They are kept, marked `sealed`, to answer a second click of their Apply buttons.
 */
export function sealOutsideUndo<S extends { readonly rolls?: RollLedger }>(stored: S): S {
  const ledger = stored.rolls;
  const last = ledger?.applied[ledger.applied.length - 1];
  // those before the last were sealed with it, or before it
  if (!ledger || !last || last.sealed === true) return stored;
  return { ...stored, rolls: { ...ledger, applied: ledger.applied.map((a) => (a.sealed === true ? a : { ...a, sealed: true as const })) } };
}
/**
 * The attacks kept for their Apply buttons (docs/rules.md §10, ruling 95). Each costs about 70 bytes of the stored
 * data, whatever the fight's size: 30 of them bring a 50-combatant fight after 150 commands from 343–357 to 386–401
 * bytes per combatant, at issue 16's target of 400 (200 combatants: 252–274 to 263–285), so the number stays, and
 * those already applied give way first.
 */
export const PENDING_LIMIT = 30;
export const APPLIED_LIMIT = 30;

export function ledgerOf(stored: { readonly rolls?: RollLedger }): RollLedger {
  return stored.rolls ?? EMPTY_LEDGER;
}

/**
 * A fight state carries the application its step made, so the fight's undo and redo take it back too: the steps
 * after it carry the same list on unchanged (a rule set copies its state's fields), and what a step applied is what
 * its state has and the one before it has not (`damageAlong`). Earlier versions kept every application of the fight
 * in the list, which grew with the fight and with each undo step: read the same way, those lists give the same.
 */
export type WithDamage = FightStateBase & { readonly damage?: readonly AppliedDamage[] };

/**
 * Whether a state's damage list is one the script wrote (absent, or applied damages each with its roll, target,
 * amount and the values it changed): the stored data is checked with it when it is read.
 */
export function validDamage(list: unknown): boolean {
  if (list === undefined) return true;
  if (!Array.isArray(list)) return false;
  const num = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);
  const obj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  return list.every((d: unknown) => {
    if (!obj(d) || typeof d.roll !== 'string' || typeof d.target !== 'string' || !num(d.amount)) return false;
    const a = d.attribute;
    const b = d.bar;
    const attributeOk = a === null || (obj(a) && typeof a.characterId === 'string' && num(a.before) && num(a.after));
    const barOk = b === null || (obj(b) && (b.bar === 'bar1' || b.bar === 'bar2' || b.bar === 'bar3') && num(b.before) && num(b.after));
    return attributeOk && barOk;
  });
}

export function damageOf(state: FightStateBase): readonly AppliedDamage[] {
  const list = (state as WithDamage).damage;
  return Array.isArray(list) ? list : [];
}

export function withDamage<S extends FightStateBase>(state: S, damage: readonly AppliedDamage[]): S {
  return { ...state, damage } as S;
}

/**
 * Records a new pending attack; returns the ledger and the roll's id. Ids only go up, so a button whose attack was let
 * go never finds another's. Over PENDING_LIMIT, the oldest attacks already applied go first (their record only answers
 * a second click and an undo of the application), then the oldest: an attack the GM left open keeps its button while
 * the GM applies the others as they come (docs/rules.md ruling 95).
 */
export function addPending(ledger: RollLedger, target: string, amount: number): { ledger: RollLedger; id: string } {
  const id = String(ledger.next);
  const pending = [...ledger.pending, { id, target, amount, applied: false }];
  return { id, ledger: { ...ledger, next: ledger.next + 1, pending: withinLimit(pending) } };
}

function withinLimit(pending: readonly PendingDamage[]): readonly PendingDamage[] {
  let over = pending.length - PENDING_LIMIT;
  if (over <= 0) return pending;
  const kept: PendingDamage[] = [];
  for (const p of pending) {
    if (over > 0 && p.applied) over -= 1;
    else kept.push(p);
  }
  return over > 0 ? kept.slice(over) : kept;
}

export function markApplied(ledger: RollLedger, ids: readonly string[], applied: boolean): RollLedger {
  if (ids.length === 0) return ledger;
  return { ...ledger, pending: ledger.pending.map((p) => (ids.includes(p.id) ? { ...p, applied } : p)) };
}

/**
 * What applying `amount` to a body changes, or why it cannot: with a bar linked to the character's body_points both
 * go down together; otherwise bar1's own value (an unlinked token, a token without a character).
 */
export function planDamage(roll: string, target: string, amount: number, body: BodyReading): AppliedDamage | string {
  if (body.linkedBar !== null && body.characterId !== null) {
    const before = body.attribute ?? body.bar;
    if (before === null) return 'its body_points hold no number';
    return { roll, target, amount, attribute: { characterId: body.characterId, before, after: before - amount }, bar: { bar: body.linkedBar, before: body.bar ?? before, after: before - amount } };
  }
  if (body.bar === null) return 'its bar1 holds no number (link bar1 to body_points, or type its body points into bar1)';
  return { roll, target, amount, attribute: null, bar: { bar: 'bar1', before: body.bar, after: body.bar - amount } };
}

/** The writes that put a body at its values after (`apply`) or before (`restore`) an application. */
export function bodyWrites(d: AppliedDamage, direction: 'apply' | 'restore'): Effect[] {
  const pick = (v: { before: number; after: number }): number => (direction === 'apply' ? v.after : v.before);
  const out: Effect[] = [];
  if (d.attribute) out.push({ kind: 'attribute', characterId: d.attribute.characterId, name: 'body_points', current: pick(d.attribute) });
  if (d.bar) out.push({ kind: 'bar', tokenId: d.target, bar: d.bar.bar, value: pick(d.bar) });
  return out;
}

/** Where an undo or redo moved a body: from the value it had to the one written. */
export interface BodyMove {
  readonly from: number;
  readonly to: number;
}

/** What an undo or redo did to one application's body: the writes, and the move the GM's card names. */
export interface MovedBody {
  readonly effects: Effect[];
  /** The attribute's move when there is one, else the bar's; null for an application with neither. */
  readonly move: BodyMove | null;
}

/**
 * Moves bodies by applications taken back (`restore`) or applied again (`apply`) in one command, from the values they
 * have now: an application's damage is added back or taken off again, so a value the GM typed since (a potion, a
 * correction) is kept, and an undo then a redo gives back the body as it was (docs/rules.md §10). Several applications
 * to one body in one command move it in turn. A body that holds no number now (or whose bar is linked otherwise than
 * when the damage was applied) is put at the application's own value, as before any change by hand.
 */
export function bodyMover(read: (target: string) => BodyReading | null): (d: AppliedDamage, direction: 'apply' | 'restore') => MovedBody {
  // the values as this command's writes leave them, by character (body_points) and by token and bar
  const attributes = new Map<string, number | null>();
  const bars = new Map<string, number | null>();
  const readings = new Map<string, BodyReading | null>();
  const reading = (target: string): BodyReading | null => {
    if (!readings.has(target)) readings.set(target, read(target));
    return readings.get(target) ?? null;
  };
  const moved = (v: { before: number; after: number }, now: number | null | undefined, direction: 'apply' | 'restore'): BodyMove => {
    const exact = direction === 'apply' ? v.after : v.before;
    if (typeof now !== 'number' || !Number.isFinite(now)) return { from: direction === 'apply' ? v.before : v.after, to: exact };
    return { from: now, to: direction === 'apply' ? now - (v.before - v.after) : now + (v.before - v.after) };
  };
  return (d, direction) => {
    const effects: Effect[] = [];
    let attributeMove: BodyMove | null = null;
    let barMove: BodyMove | null = null;
    if (d.attribute) {
      const key = d.attribute.characterId;
      const r = attributes.has(key) ? undefined : reading(d.target);
      const now = attributes.has(key) ? attributes.get(key) : r && r.characterId === key ? r.attribute : null;
      attributeMove = moved(d.attribute, now, direction);
      attributes.set(key, attributeMove.to);
      effects.push({ kind: 'attribute', characterId: key, name: 'body_points', current: attributeMove.to });
    }
    if (d.bar) {
      const key = `${d.target} ${d.bar.bar}`;
      const r = bars.has(key) ? undefined : reading(d.target);
      // a bar the GM has linked since to another character's body_points (the token re-linked) is that sheet's: the
      // application never touched it, and undo and redo leave it alone (docs/rules.md §10, §15)
      if (r && r.linkedBar === d.bar.bar && r.characterId !== (d.attribute?.characterId ?? null)) return { effects, move: attributeMove };
      // the reading's bar is the linked one, else bar1: it is this application's bar only if that is still so
      const now = bars.has(key) ? bars.get(key) : r && (r.linkedBar ?? 'bar1') === d.bar.bar ? r.bar : null;
      barMove = moved(d.bar, now, direction);
      bars.set(key, barMove.to);
      effects.push({ kind: 'bar', tokenId: d.target, bar: d.bar.bar, value: barMove.to });
    }
    return { effects, move: attributeMove ?? barMove };
  };
}

/**
 * The applications `to` has and `from` has not: what the step from `from` to the next state `to` applied (its own
 * list, where the step before carried the earlier one on; none when `to` carries `from`'s on).
 */
export function damageDifference(from: FightStateBase, to: FightStateBase): AppliedDamage[] {
  const old = damageOf(from);
  const now = damageOf(to);
  if (now === old || now.length === 0) return [];
  return now.filter((d) => !old.some((o) => sameApplication(o, d)));
}

/** The same application: the same attack's roll with the same values (after a restart, equal lists are new objects). */
function sameApplication(a: AppliedDamage, b: AppliedDamage): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** What the steps along `chain` (states of one fight, oldest first, each the next step of the one before) applied, in order. */
export function damageAlong(chain: readonly FightStateBase[]): AppliedDamage[] {
  const out: AppliedDamage[] = [];
  for (let i = 1; i < chain.length; i += 1) out.push(...damageDifference(chain[i - 1] as FightStateBase, chain[i] as FightStateBase));
  return out;
}
