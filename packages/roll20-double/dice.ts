import { DoubleFault } from './errors';
import type { Rng } from './rng';

/**
 * The sandbox's dice: `randomInteger`, the inline-roll engine and (through `floats`) `Math.random` inside
 * the context all draw from one seeded PRNG; a test may force results with `queue` (die results, consumed
 * by `randomInteger` and the roll engine) and `queueFloats` (consumed by `Math.random`).
 */
export class Dice {
  private readonly forced: number[] = [];
  private readonly forcedFloats: number[] = [];
  private scripted = false;
  /** A fault raised while a script was rolling; the sandbox throws it to the test at the boundary. */
  fault: DoubleFault | undefined;

  constructor(private readonly rng: Rng) {}

  /** Force the next die results (each must fit the die it is consumed by). */
  queue(...values: number[]): void {
    for (const v of values) {
      if (!Number.isInteger(v) || v < 1) throw new DoubleFault(`dice.queue: ${v} is not a die result (an integer >= 1)`);
    }
    this.forced.push(...values);
  }

  /** Like `queue`, and any roll beyond the queued values is a fault (over-consumption) until `expectConsumed`. */
  script(...values: number[]): void {
    this.queue(...values);
    this.scripted = true;
  }

  /** Force the next `Math.random()` results inside the context (each in [0, 1)). */
  queueFloats(...values: number[]): void {
    for (const v of values) {
      if (!(v >= 0 && v < 1)) throw new DoubleFault(`dice.queueFloats: ${v} is not in [0, 1)`);
    }
    this.forcedFloats.push(...values);
  }

  remaining(): number {
    return this.forced.length;
  }

  /** Throws when queued results were left unused; ends `script` mode. */
  expectConsumed(): void {
    const left = this.forced.length;
    this.scripted = false;
    if (left > 0) {
      const values = this.forced.splice(0, left);
      throw new DoubleFault(`dice: ${left} queued result(s) were never rolled: ${values.join(', ')}`);
    }
  }

  /** One die of `sides` sides: a forced result, else the seeded PRNG. */
  roll(sides: number): number {
    const forced = this.forced.shift();
    if (forced !== undefined) {
      if (forced > sides) return this.raise(`dice: the queued result ${forced} cannot come from a d${sides}`);
      return forced;
    }
    if (this.scripted) return this.raise(`dice: a d${sides} was rolled but the scripted dice are used up`);
    return Math.floor(this.rng() * sides) + 1;
  }

  float(): number {
    const forced = this.forcedFloats.shift();
    return forced ?? this.rng();
  }

  private raise(message: string): never {
    const fault = new DoubleFault(message);
    this.fault ??= fault;
    throw fault;
  }
}
