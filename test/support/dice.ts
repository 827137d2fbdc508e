// Dice for tests: scripted dice that fail when over-consumed or asked for the wrong die, and seeded dice.
import type { Dice } from '../../src/rules/core/dice';

/** One scripted result: a bare value, or `[sides, value]` to also check which die was asked for. */
export type Scripted = number | readonly [sides: number, value: number];

export interface ScriptedDice extends Dice {
  readonly remaining: () => number;
  /** Fails unless every scripted roll was used. */
  readonly expectConsumed: () => void;
  readonly log: { sides: number; value: number }[];
}

export function scriptedDice(...script: Scripted[]): ScriptedDice {
  const queue = [...script];
  const log: { sides: number; value: number }[] = [];
  return {
    log,
    roll(sides: number): number {
      const next = queue.shift();
      if (next === undefined) throw new Error(`scripted dice over-consumed: a d${sides} was rolled after the script ran out`);
      const [want, value] = typeof next === 'number' ? [sides, next] : next;
      if (want !== sides) throw new Error(`scripted dice: expected a d${want}, the engine rolled a d${sides}`);
      if (!Number.isInteger(value) || value < 1 || value > sides) throw new Error(`scripted dice: ${value} is not a d${sides} result`);
      log.push({ sides, value });
      return value;
    },
    remaining: () => queue.length,
    expectConsumed(): void {
      if (queue.length > 0) throw new Error(`scripted dice: ${queue.length} roll(s) left unused: ${JSON.stringify(queue)}`);
    },
  };
}

/** Deterministic pseudo-random dice (mulberry32), for property tests and simulations. */
export function seededDice(seed: number): Dice & { rolls: number } {
  let a = seed >>> 0;
  const dice = {
    rolls: 0,
    roll(sides: number): number {
      dice.rolls += 1;
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return 1 + Math.floor(r * sides);
    },
  };
  return dice;
}
