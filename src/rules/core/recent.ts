// What was worked out for the last few objects, by the object's identity. A stand-in for a WeakMap where only the
// last few keys are ever asked for again (a step's state and the one before it): a WeakMap entry for every state of a
// fight costs the collector work for as long as the state lives, and a state lives as long as the undo history keeps
// it, while these few slots are plain fields. Bounded: at most `size` keys are kept alive, never a chain of them.

export class Recent<K, V> {
  /** The keys and their values, the one last asked for or kept first. */
  private readonly keys: (K | undefined)[] = [];
  private readonly values: (V | undefined)[] = [];

  constructor(readonly size: number) {}

  /** What was kept for `key` (the same object), or undefined; a key found is the last asked for now. */
  get(key: K): V | undefined {
    // the key asked for last is asked for again most often: no search, nothing moves
    if (this.keys.length > 0 && this.keys[0] === key) return this.values[0];
    const i = this.keys.indexOf(key);
    if (i < 0) return undefined;
    const value = this.values[i];
    if (i > 0) this.toFront(i, key, value);
    return value;
  }

  /** Keeps `value` for `key`, first; the key asked for least lately goes when there is no room. */
  set(key: K, value: V): void {
    if (this.keys.length > 0 && this.keys[0] === key) {
      this.values[0] = value;
      return;
    }
    const i = this.keys.indexOf(key);
    this.toFront(i < 0 ? Math.min(this.keys.length, this.size - 1) : i, key, value);
  }

  /** Lets go of every key. */
  clear(): void {
    this.keys.length = 0;
    this.values.length = 0;
  }

  /** Moves the slots before `i` one on (the one at `i` is overwritten) and puts the key and value first. */
  private toFront(i: number, key: K, value: V | undefined): void {
    for (let j = i; j > 0; j -= 1) {
      this.keys[j] = this.keys[j - 1];
      this.values[j] = this.values[j - 1];
    }
    this.keys[0] = key;
    this.values[0] = value;
  }
}
