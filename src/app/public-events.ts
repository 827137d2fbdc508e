// What other scripts hear of the fight: every domain event, once it is committed, as plain JSON (the README lists
// them). Other scripts run in the sandbox beside this one: they are told everything, hidden combatants included.
import type { FightEvent } from '../rules/core/events';
import type { RuleSetId } from '../rules/core/rule-set';

export type PublicEvent =
  | { readonly type: 'fight-started'; readonly rules: RuleSetId }
  | { readonly type: 'round-started'; readonly round: number }
  | { readonly type: 'initiative'; readonly id: string; readonly dice: readonly number[]; readonly modifier: number; readonly value: number }
  | { readonly type: 'turn'; readonly id: string; readonly round: number | null; readonly count: number }
  | { readonly type: 'action'; readonly id: string; readonly action: string }
  | { readonly type: 'movement'; readonly round: number | null; readonly count: number; readonly allowances: readonly { readonly id: string; readonly hexes: number }[] }
  | { readonly type: 'reaction'; readonly id: string }
  | { readonly type: 'fight-ended' }
  /** An attack, check, save or competition (docs/rules.md §10); `id` is the roller's token (or character). */
  | {
      readonly type: 'roll';
      readonly kind: 'attack' | 'check' | 'save' | 'competition';
      readonly id: string;
      readonly target?: string;
      readonly dice: readonly number[];
      readonly modifier: number;
      readonly against?: number;
      readonly advantage: 'adv' | 'dis' | null;
      readonly hits?: number;
      readonly success?: boolean;
      readonly damage?: number;
    };

/**
 * The public events of a committed step. `round` is the fight's round after it (null in the rondel); `started` and
 * `ended` say whether the step began or ended a fight.
 */
export function publicEvents(events: readonly FightEvent[], rules: RuleSetId | null, round: number | null, ended: boolean): PublicEvent[] {
  const out: PublicEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'combat-started':
        if (rules) out.push({ type: 'fight-started', rules });
        break;
      case 'round-started':
        out.push({ type: 'round-started', round: e.round });
        break;
      case 'initiative-rolled':
        out.push({ type: 'initiative', id: e.id, dice: [...e.dice], modifier: e.terms.reduce((sum, t) => sum + t.value, 0), value: e.value });
        break;
      case 'turn-due':
        out.push({ type: 'turn', id: e.id, round, count: e.count });
        break;
      case 'action-declared':
        out.push({ type: 'action', id: e.id, action: e.action });
        break;
      case 'movement-window':
        out.push({
          type: 'movement',
          round,
          count: e.count,
          allowances: e.combatants.map((c) => ({ id: c.id, hexes: c.allowance.kind === 'held' ? 0 : c.allowance.hexes })),
        });
        break;
      case 'reacted':
        out.push({ type: 'reaction', id: e.id });
        break;
      default:
        break;
    }
  }
  if (ended) out.push({ type: 'fight-ended' });
  return out;
}
