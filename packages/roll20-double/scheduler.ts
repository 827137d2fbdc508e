import { DoubleFault } from './errors';

interface Task {
  handle: number;
  due: number;
  seq: number;
  run: () => void;
  interval: number | undefined;
}

/**
 * The virtual clock and the queue of asynchronous work (sendChat deliveries and callbacks, blob reads,
 * timers). Nothing runs until the test calls `flush` or `advance`; equal due times run in FIFO order.
 */
export class Scheduler {
  now: number;
  private tasks: Task[] = [];
  private seq = 0;
  private handles = 0;

  constructor(
    start: number,
    private readonly maxTasks: number,
  ) {
    this.now = start;
  }

  /** Queue `run` after `delay` ms of virtual time (0: on the next flush). Returns a handle for `cancel`. */
  schedule(run: () => void, delay = 0, interval?: number): number {
    this.handles += 1;
    const ms = Number.isFinite(delay) && delay > 0 ? Math.floor(delay) : 0;
    this.tasks.push({ handle: this.handles, due: this.now + ms, seq: this.seq++, run, interval });
    return this.handles;
  }

  cancel(handle: unknown): void {
    this.tasks = this.tasks.filter((t) => t.handle !== handle);
  }

  /** Drops all pending work (a sandbox restart). */
  clear(): void {
    this.tasks = [];
  }

  pending(): number {
    return this.tasks.length;
  }

  nextDue(): number | undefined {
    let min: number | undefined;
    for (const t of this.tasks) if (min === undefined || t.due < min) min = t.due;
    return min;
  }

  /** Runs every task due at the current time, including those queued meanwhile, until idle. */
  flush(): void {
    let ran = 0;
    for (;;) {
      const task = this.takeDue();
      if (task === undefined) return;
      ran += 1;
      if (ran > this.maxTasks) {
        throw new DoubleFault(`flush: more than ${this.maxTasks} tasks ran without the queue going idle (an endless async loop?)`);
      }
      if (task.interval !== undefined) {
        // re-arm before running, so clearInterval inside the callback can cancel it
        this.tasks.push({ ...task, due: task.due + Math.max(1, task.interval), seq: this.seq++ });
      }
      task.run();
    }
  }

  /** Moves the clock forward by `ms`, running each timer at its own due time, then flushes. */
  advance(ms: number): void {
    const target = this.now + Math.max(0, ms);
    this.flush();
    for (let next = this.nextDue(); next !== undefined && next <= target; next = this.nextDue()) {
      this.now = Math.max(this.now, next);
      this.flush();
    }
    this.now = target;
    this.flush();
  }

  private takeDue(): Task | undefined {
    let best: Task | undefined;
    for (const t of this.tasks) {
      if (t.due > this.now) continue;
      if (best === undefined || t.due < best.due || (t.due === best.due && t.seq < best.seq)) best = t;
    }
    if (best !== undefined) this.tasks.splice(this.tasks.indexOf(best), 1);
    return best;
  }
}
