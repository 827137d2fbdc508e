import { mulberry32, type Rng } from './rng';

/** Firebase push-id alphabet, in ASCII order, as Roll20 ids use. */
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/**
 * Deterministic Roll20-shaped ids: 20 characters starting with '-'. The counter sits where Firebase puts
 * the timestamp, so ids sort in creation order like real ones (repeating rows rely on that); the tail is
 * seeded noise. Uses its own PRNG so creating objects never shifts the dice sequence.
 */
export class IdFactory {
  private counter = 0;
  private readonly rng: Rng;

  constructor(seed: number) {
    this.rng = mulberry32((seed ^ 0x5bd1e995) >>> 0);
  }

  next(): string {
    this.counter += 1;
    let head = '';
    let n = this.counter;
    for (let i = 0; i < 7; i += 1) {
      head = PUSH_CHARS.charAt(n % 64) + head;
      n = Math.floor(n / 64);
    }
    let tail = '';
    for (let i = 0; i < 11; i += 1) tail += PUSH_CHARS.charAt(Math.floor(this.rng() * 64));
    return `-M${head}${tail}`;
  }
}
