// The double's clock at a play table: Roll20's timers run on real time, the double's on its own clock, which the table
// moves by the host's time since it last looked (the turn timer then fires as it would at a live table).
import type { Sandbox } from 'roll20-double';

export class HostClock {
  private last = Date.now();

  constructor(private readonly sb: Sandbox) {}

  /** Moves the double's clock by the host's time since the last look; a timer that falls due runs inside `step`. */
  catchUp(step: (run: () => void) => void): void {
    const now = Date.now();
    const ms = Math.max(0, now - this.last);
    this.last = now;
    const due = this.sb.nextTimer();
    if (due !== undefined && due <= this.sb.now + ms) step(() => this.sb.advance(ms));
    // nothing falls due: the clock moves quietly (no news for the pages)
    else this.sb.advance(ms);
  }
}
