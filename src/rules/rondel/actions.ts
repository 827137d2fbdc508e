// The cool-down table (docs/rules.md §4) as data: one row per action, each able to describe and roll itself.
import { rollDice, total, type Dice, type DiceRoll } from '../core/dice';
import type { CoolDown } from '../core/events';

export const ACTION_KEYS = ['combat', 'dash', 'guard', 'hide', 'magic', 'skill', 'hold', 'reset'] as const;
export type ActionKey = (typeof ACTION_KEYS)[number];

export function isActionKey(value: unknown): value is ActionKey {
  return typeof value === 'string' && (ACTION_KEYS as readonly string[]).includes(value);
}

/** What the player supplies with an action; the adapter fills gaps from the sheet. */
export interface ActionInput {
  /** Signed weapon speed (combat): fists −2, great axe +2. */
  readonly speed?: number;
  /** The sub-attribute or skill modifier (hide, skill, magic): it shortens the cool-down. */
  readonly mod?: number;
  /** Casting time in counts (magic). */
  readonly cast?: number;
  /** Change Action: the combatant switched intent or weapon, + d4. */
  readonly change?: boolean;
}

export type { CoolDown };

export interface ActionRow {
  readonly key: ActionKey;
  readonly label: string;
  /** The table's cool-down, as the help text and the README show it. */
  readonly formula: string;
  /** The input this row takes. */
  readonly takes: readonly ('speed' | 'mod' | 'cast')[];
  readonly describe: string;
}

export const ACTIONS: readonly ActionRow[] = [
  { key: 'combat', label: 'Combat', formula: 'd4 + 8 + weapon speed, minimum 8', takes: ['speed'], describe: 'melee, ranged, battle-magic, grapple, shove, trip' },
  { key: 'dash', label: 'Dash', formula: '10', takes: [], describe: 'double movement at every window until the next action' },
  { key: 'guard', label: 'Full Guard', formula: '12', takes: [], describe: 'attacks against you are at disadvantage for 12 counts' },
  { key: 'hide', label: 'Hide', formula: 'd4 + 8 − modifier, minimum 8', takes: ['mod'], describe: 'Agility unless the skill names another' },
  { key: 'magic', label: 'Magic', formula: 'casting time, then d4 + 6 − modifier (minimum 6)', takes: ['cast', 'mod'], describe: 'axioms (Logic), incantations and divine magic (Faith), devices, scrolls' },
  { key: 'skill', label: 'Use Skill/Object', formula: 'd4 + 8 − modifier, minimum 8', takes: ['mod'], describe: 'the skill’s modifier, Agility by default' },
  { key: 'hold', label: 'Hold', formula: '2d4', takes: [], describe: 'wait for a better moment; not twice in a row' },
  { key: 'reset', label: 'Reset', formula: 'd4 + 8', takes: [], describe: 'give up a held action and start again' },
];

export function actionRow(key: ActionKey): ActionRow {
  return ACTIONS.find((row) => row.key === key) as ActionRow;
}

interface Spec {
  readonly dice: readonly [count: number, sides: number] | null;
  readonly base: number;
  readonly minimum: number | null;
}

const SPECS: Readonly<Record<ActionKey, Spec>> = {
  combat: { dice: [1, 4], base: 8, minimum: 8 },
  dash: { dice: null, base: 10, minimum: null },
  guard: { dice: null, base: 12, minimum: null },
  hide: { dice: [1, 4], base: 8, minimum: 8 },
  magic: { dice: [1, 4], base: 6, minimum: 6 },
  skill: { dice: [1, 4], base: 8, minimum: 8 },
  hold: { dice: [2, 4], base: 0, minimum: null },
  reset: { dice: [1, 4], base: 8, minimum: null },
};

/**
 * Rolls an action's cool-down (docs/rules.md §4). Sub-attribute modifiers shorten it (− mod) and weapon speed adds; the
 * minimum is applied last to the action's own roll (ruling). The Change Action d4 is then added to that cool-down,
 * so a clamp never swallows it (for magic docs/rules.md writes the roll as max(6, d4 + 6 − mod)). Dice are rolled in a
 * fixed order: the action's dice, then the Change d4.
 */
export function rollCoolDown(action: ActionKey, input: ActionInput, payChange: boolean, dice: Dice): CoolDown {
  const spec = SPECS[action];
  const rolls: DiceRoll[] = [];
  const terms: { label: string; value: number }[] = [];
  if (spec.dice) rolls.push(rollDice(dice, spec.dice[0], spec.dice[1]));
  if (action === 'combat' && input.speed) terms.push({ label: 'weapon speed', value: input.speed });
  if ((action === 'hide' || action === 'skill' || action === 'magic') && input.mod) {
    terms.push({ label: 'modifier', value: -input.mod });
  }
  const changeRoll = payChange ? rollDice(dice, 1, 4) : null;
  // the sums in the order reduce would add them: the dice, the base, then the terms
  let dice0 = 0;
  for (let i = 0; i < rolls.length; i += 1) dice0 += total(rolls[i] as DiceRoll);
  let termSum = 0;
  for (let i = 0; i < terms.length; i += 1) termSum += (terms[i] as { value: number }).value;
  const raw = dice0 + spec.base + termSum;
  const clamped = spec.minimum === null ? raw : Math.max(spec.minimum, raw);
  const value = clamped + (changeRoll ? total(changeRoll) : 0);
  return {
    action,
    dice: rolls,
    base: spec.base,
    terms,
    minimum: spec.minimum,
    clamped: clamped !== raw,
    changeRoll,
    value,
    castTime: action === 'magic' ? (input.cast ?? 0) : 0,
  };
}

/** The smallest and largest cool-down a row can give for an input: the bounds the property tests check. */
export function coolDownBounds(action: ActionKey, input: ActionInput, payChange: boolean): { min: number; max: number } {
  const spec = SPECS[action];
  const diceMin = spec.dice ? spec.dice[0] : 0;
  const diceMax = spec.dice ? spec.dice[0] * spec.dice[1] : 0;
  let terms = spec.base;
  if (action === 'combat') terms += input.speed ?? 0;
  if (action === 'hide' || action === 'skill' || action === 'magic') terms -= input.mod ?? 0;
  const clamp = (v: number): number => (spec.minimum === null ? v : Math.max(spec.minimum, v));
  return { min: clamp(diceMin + terms) + (payChange ? 1 : 0), max: clamp(diceMax + terms) + (payChange ? 4 : 0) };
}

/** Counts from now to the next action: the cool-down, plus the casting time for magic (docs/rules.md §4, Magic-Use). */
export function countsToNextAction(coolDown: CoolDown): number {
  return coolDown.castTime + coolDown.value;
}

/** What the Perception modifier is for in the rondel: initiative is rolled as a combatant joins (docs/rules.md §2). */
export const RONDEL_PERCEPTION_USE = 'for its initiative when it joins a fight';
