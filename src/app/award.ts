// The critical award at the table (docs/rules.md §9.3 and §10, ruling 80): in a fight under `rounds`, an attack whose
// hit is critical leaves an award in the roll ledger (Stored.rolls.awards); that attacker's next attack gets the
// award die when src/rules/rounds/award.ts says so, and uses the award up in any case. `--award` claims the die by
// hand in any rule set, `--award no` declines it. The ledger is not part of the fight's history: an undo never
// brings back an award an attack has used, while an undone action no longer forfeits it (the verdict reads the fight
// as it stands).
import { awardVerdict, earnAward, type AwardNote, type CriticalAward } from '../rules/rounds/award';
import type { RoundsState } from '../rules/rounds/state';
import { ledgerOf, type RollLedger } from './damage';
import { present } from './context';
import type { Stored } from './model';

/** At most this many awards are kept (one per attacker; the oldest go first). */
export const AWARD_LIMIT = 30;

export function awardsOf(ledger: RollLedger): readonly CriticalAward[] {
  return ledger.awards ?? [];
}

/** The fight's state when it is played in 10-second rounds, the only rule set with the award. */
function roundsState(stored: Stored): RoundsState | null {
  const fight = stored.fight;
  return fight && fight.rules === 'rounds' ? (present(fight) as RoundsState) : null;
}

/**
 * Whether the attack `holder` makes now with `weapon` rolls the award die, what the card says of it, and the ledger
 * without the holder's award (this attack is its next attack, so the award is used up whatever the verdict).
 * `hand`: the `--award` flag (true: claimed, false: declined, undefined: not given).
 */
export function decideAward(stored: Stored, holder: string, weapon: string | null, hand: boolean | undefined): { die: boolean; note: AwardNote | null; rolls: RollLedger } {
  const ledger = ledgerOf(stored);
  const waiting = awardsOf(ledger).find((a) => a.holder === holder);
  const rolls = waiting ? { ...ledger, awards: awardsOf(ledger).filter((a) => a !== waiting) } : ledger;
  if (hand === true) return { die: true, note: { kind: 'used', by: 'hand' }, rolls };
  if (!waiting) return { die: false, note: null, rolls };
  if (hand === false) return { die: false, note: { kind: 'forfeit', because: 'declined' }, rolls };
  const state = roundsState(stored);
  const verdict = state ? awardVerdict(waiting, state, weapon) : ({ use: false, because: 'not-in-fight' } as const);
  return verdict.use ? { die: true, note: { kind: 'used', by: 'earned' }, rolls } : { die: false, note: { kind: 'forfeit', because: verdict.because }, rolls };
}

/** The ledger with the award a critical hit of `holder` earns now, when the fight is played in rounds. */
export function earnedAward(stored: Stored, ledger: RollLedger, holder: string, weapon: string | null): { rolls: RollLedger; earned: boolean } {
  const state = roundsState(stored);
  const award = state ? earnAward(state, holder, weapon) : null;
  if (!award) return { rolls: ledger, earned: false };
  const kept = [...awardsOf(ledger).filter((a) => a.holder !== holder), award];
  return { rolls: { ...ledger, awards: kept.slice(Math.max(0, kept.length - AWARD_LIMIT)) }, earned: true };
}

/** The stored data without any award: a new fight starts with none, and an ended one leaves none. */
export function withoutAwards(stored: Stored): Stored {
  const ledger = stored.rolls;
  if (!ledger || awardsOf(ledger).length === 0) return stored;
  return { ...stored, rolls: { ...ledger, awards: [] } };
}

/** A stored award, as the loader checks it. */
export function validAwards(v: unknown): boolean {
  if (v === undefined) return true;
  return Array.isArray(v) && v.every((a) => typeof a === 'object' && a !== null && typeof (a as CriticalAward).holder === 'string' && typeof (a as CriticalAward).weapon === 'string' && Number.isInteger((a as CriticalAward).round));
}
