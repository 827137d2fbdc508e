// Ties at a count (docs/rules.md §2): a d20 each, lowest first, kept once rolled.
import type { Combatant, CombatState, FightEvent } from './state';
import type { Dice } from '../core/dice';
import { breakTieInWaves, lateAt } from '../core/ties';
import { combatantWith, stateWith } from './copy';

/**
 * docs/rules.md §2: combatants sharing `count` are ordered by a d20, lowest first; tied d20s are re-rolled among the
 * tied until the order is strict. Rolls already made for this count are kept; dice go in arrival order.
 */
export function settleTies(state: CombatState, count: number, dice: Dice, own = false): { state: CombatState; event: FightEvent | null } {
  // the group and its places in the list, in one pass
  const group: Combatant[] = [];
  const at: number[] = [];
  const list = state.combatants;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i] as Combatant;
    if (c.nextAt !== count) continue;
    group.push(c);
    at.push(i);
  }
  if (group.length < 2) return { state, event: null };
  const kept: (readonly number[] | null)[] = [];
  const waves: number[] = [];
  for (let j = 0; j < group.length; j += 1) {
    const c = group[j] as Combatant;
    kept.push(c.tie && c.tie.count === count ? c.tie.rolls : null);
    waves.push(lateAt(c.tie, count));
  }
  // latecomers the GM put at the current count settle among their own wave, after those already due (ruling 102)
  const { rolled, ordered, byPlace } = breakTieInWaves(group, kept, waves, dice, 'lowest');
  if (!rolled) return { state, event: null };
  // a combatant whose rolls did not change stays the same object: the undo step and its markers need no new look.
  // A state whose list the caller made in this step, which nobody has seen, has it changed in place (`own`)
  const combatants = own ? (state.combatants as Combatant[]) : state.combatants.slice();
  for (let j = 0; j < group.length; j += 1) {
    const c = group[j] as Combatant;
    const own = byPlace[j] as number[];
    const late = waves[j] as number;
    // one alone in its wave (the one due, before latecomers came) rolled nothing: it is left as it was
    if (own.length === 0 && late === 0) continue;
    if (!sameTie(c.tie, count, own, late)) combatants[at[j] as number] = combatantWith(c, { tie: late === 0 ? { count, rolls: own } : { count, rolls: own, late } });
  }
  return { state: own ? state : stateWith(state, { combatants }), event: { type: 'tie-broken', count, direction: 'lowest', rolls: ordered } };
}

/** The tie as it would be written again: the same count, rolls and wave, the same fields in the same order. */
function sameTie(tie: Combatant['tie'], count: number, rolls: readonly number[], late: number): boolean {
  if (!tie || tie.count !== count || tie.rolls.length !== rolls.length) return false;
  for (let i = 0; i < rolls.length; i += 1) if (tie.rolls[i] !== rolls[i]) return false;
  // its own keys, in order: count, rolls, the wave when it has one, and nothing else (one native call, not a for…in
  // with a call per key)
  const keys = Object.keys(tie);
  if (late !== 0) return keys.length === 3 && keys[0] === 'count' && keys[1] === 'rolls' && keys[2] === 'late' && tie.late === late;
  return keys.length === 2 && keys[0] === 'count' && keys[1] === 'rolls';
}
