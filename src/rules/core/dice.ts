// Dice are a port: the engine asks for rolls, never reads randomness itself.

export interface Dice {
  /** One die with `sides` faces: an integer from 1 to sides. */
  roll(sides: number): number;
}

/** A roll as shown to players: `2d4` came up [3, 1]. */
export interface DiceRoll {
  readonly count: number;
  readonly sides: number;
  readonly results: readonly number[];
}

export function rollDice(dice: Dice, count: number, sides: number): DiceRoll {
  const results: number[] = [];
  for (let i = 0; i < count; i += 1) results.push(dice.roll(sides));
  return { count, sides, results };
}

export function total(roll: DiceRoll): number {
  let sum = 0;
  // an indexed loop: an array's iterator costs more than the sum of a die or two
  const results = roll.results;
  for (let i = 0; i < results.length; i += 1) sum += results[i] as number;
  return sum;
}
