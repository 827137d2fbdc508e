// Initiative in 10-second rounds (docs/rules.md §9.3): d10 + Perception modifier − initiative adjustment, highest
// first; ties by a d20, highest first, re-rolled among the tied until the order is strict.
import type { Dice } from '../core/dice';
import type { FightEvent } from '../core/events';
import type { RoundsCombatant, RoundsState } from './state';
import { breakTieAt } from '../core/ties';
import { roundsCombatantWith, roundsStateWith } from './copy';

export const INITIATIVE_DIE = 10;
export const TIE_DIE = 20;

/** A roll and the score it gives, with the terms as applied (for the card). */
export interface InitiativeRoll {
  readonly roll: number;
  readonly score: number;
  readonly terms: readonly { readonly label: string; readonly value: number }[];
}

/**
 * docs/rules.md §9.3 ruling: the page adds "modifiers from quality, skills or magical effects"; the Perception
 * modifier adds, and the sheet's initiative adjustment (encumbrance steps +1 each) is subtracted, so a load slows.
 */
export function rollInitiative(dice: Dice, c: Pick<RoundsCombatant, 'perceptionMod' | 'initiativeAdjustment'>): InitiativeRoll {
  const roll = dice.roll(INITIATIVE_DIE);
  const terms = [
    ...(c.perceptionMod ? [{ label: 'Perception', value: c.perceptionMod }] : []),
    ...(c.initiativeAdjustment ? [{ label: 'adjustment', value: -c.initiativeAdjustment }] : []),
  ];
  return { roll, score: roll + c.perceptionMod - c.initiativeAdjustment, terms };
}

/**
 * docs/rules.md §9.3 (page 000): combatants sharing the initiative `score` roll a d20, highest first; those still
 * tied re-roll among themselves until the order is strict. Rolls already made for the score are kept, so a newcomer
 * to a settled tie rolls alone unless it matches someone. Dice go in arrival order.
 */
export function settleTies(state: RoundsState, score: number, dice: Dice): { state: RoundsState; event: FightEvent | null } {
  const group = state.combatants.filter((c) => c.initiative === score);
  if (group.length < 2) return { state, event: null };
  const { rolled, ordered, byPlace } = breakTieAt(group, group.map((c) => c.tie), dice, 'highest');
  if (!rolled) return { state, event: null };
  // the group is the list's combatants at this score, in list order: the j-th of them has byPlace[j]
  let j = 0;
  const combatants = state.combatants.map((c) => (c.initiative === score ? roundsCombatantWith(c, { tie: byPlace[j++] as number[] }) : c));
  return {
    state: roundsStateWith(state, { combatants }),
    event: { type: 'tie-broken', count: state.round, score, direction: 'highest', rolls: ordered },
  };
}

/** Settles every shared score among `scores`, highest score first (the order they act in); events in that order. */
export function settleAll(state: RoundsState, scores: Iterable<number>, dice: Dice, events: FightEvent[]): RoundsState {
  let next = state;
  for (const score of [...new Set(scores)].sort((a, b) => b - a)) {
    const settled = settleTies(next, score, dice);
    next = settled.state;
    if (settled.event) events.push(settled.event);
  }
  return next;
}
