// The critical award of 10-second rounds (docs/rules.md §9.3, page 000): a critical hit earns an extra d20 for the
// attacker's next attack, if that attack comes in the next round and uses the weapon that scored it; switching
// weapons or taking another action forfeits it. Pure: what an award is, and whether the attack now made gets it.
import type { RoundsState } from './state';

/** An award earned by a critical hit: who earned it, with which weapon, in which round. */
export interface CriticalAward {
  /** The attacker's id (its token's, or its character's when it rolls without one). */
  readonly holder: string;
  /** The weapon's name as compared: trimmed, lower case; '' for an unnamed weapon. */
  readonly weapon: string;
  /** The round the critical hit was scored in: the award is for round + 1. */
  readonly round: number;
}

/** Why the attack made now does not get the award. Whatever the verdict, this attack uses the award up. */
export type AwardForfeit =
  /** The attack comes in the round the award was earned in, or two rounds or more after it. */
  | 'not-next-round'
  /** The attack uses another weapon than the one that scored the critical hit. */
  | 'other-weapon'
  /** The attacker declared another action this turn, or its turn of the next round is over. */
  | 'other-action'
  /** The attacker is no longer in the fight. */
  | 'not-in-fight';

export type AwardVerdict = { readonly use: true } | { readonly use: false; readonly because: AwardForfeit };

/** What an attack's card says of the award. */
export type AwardNote =
  /** The award die is rolled: earned by a critical hit last round, or claimed by hand. */
  | { readonly kind: 'used'; readonly by: 'earned' | 'hand' }
  /** An award was waiting, and this attack forfeits it. */
  | { readonly kind: 'forfeit'; readonly because: AwardForfeit | 'declined' };

/** The weapon as an award compares it: names match in any case and spacing at the ends. */
export function weaponKey(name: string | null | undefined): string {
  return (name ?? '').trim().toLowerCase();
}

/** The award a critical hit scored now earns, or null when the attacker is not in this fight. */
export function earnAward(state: RoundsState, holder: string, weapon: string | null): CriticalAward | null {
  if (!state.combatants.some((c) => c.id === holder)) return null;
  return { holder, weapon: weaponKey(weapon), round: state.round };
}

/**
 * docs/rules.md §9.3: whether the attack `award.holder` makes now with `weapon` gets the award die. It does in the
 * round after the one it was earned in, with the same weapon, when that attack is the attacker's action: on its own
 * turn with no action declared or `combat` declared, or out of turn (a reaction, a readied action) before its turn
 * of that round has come. Once its turn of that round is over, it took another action (ruling).
 */
export function awardVerdict(award: CriticalAward, state: RoundsState, weapon: string | null): AwardVerdict {
  const self = state.combatants.find((c) => c.id === award.holder);
  if (!self) return { use: false, because: 'not-in-fight' };
  if (state.round !== award.round + 1) return { use: false, because: 'not-next-round' };
  if (weaponKey(weapon) !== award.weapon) return { use: false, because: 'other-weapon' };
  if (state.turn?.id === award.holder) {
    const action = state.turn.action;
    return action === null || action === 'combat' ? { use: true } : { use: false, because: 'other-action' };
  }
  // out of turn: before its turn of the round (doneRound below the round) the attack is still its next action
  return self.doneRound < state.round ? { use: true } : { use: false, because: 'other-action' };
}
