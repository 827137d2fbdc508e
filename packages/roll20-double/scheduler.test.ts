import { describe, expect, it } from 'vitest';
import { DoubleFault } from './index';
import { booted, runInSandbox } from './test-helpers';

describe('the virtual scheduler', () => {
  it('setTimeout waits for advance(), and timers run in due order', () => {
    const { sb } = booted('');
    runInSandbox(sb, `setTimeout(function () { log('b ' + Date.now()); }, 200); setTimeout(function () { log('a ' + Date.now()); }, 100); setTimeout(function () { log('c'); }, 300);`);
    const start = sb.now;
    sb.flush();
    expect(sb.recorder.logs).toEqual([]);
    sb.advance(250);
    expect(sb.recorder.logs).toEqual([`a ${start + 100}`, `b ${start + 200}`]);
    expect(sb.now).toBe(start + 250);
  });

  it('nextTimer says when the scripts\' next timer falls due, and nothing once it ran or was cleared', () => {
    const { sb } = booted('');
    expect(sb.nextTimer()).toBeUndefined();
    runInSandbox(sb, `var late = setTimeout(function () { log('late'); }, 900); setTimeout(function () { log('soon'); }, 300); state.late = late;`);
    const start = sb.now;
    expect(sb.nextTimer()).toBe(start + 300);
    sb.advance(300);
    expect(sb.recorder.logs).toEqual(['soon']);
    expect(sb.nextTimer()).toBe(start + 900);
    runInSandbox(sb, `clearTimeout(state.late);`);
    expect(sb.nextTimer()).toBeUndefined();
  });

  it('setTimeout with 0 runs on flush, after the code that set it', () => {
    const { sb } = booted('');
    runInSandbox(sb, `setTimeout(function () { log('later'); }, 0); log('now');`);
    sb.flush();
    expect(sb.recorder.logs).toEqual(['now', 'later']);
  });

  it('setTimeout passes extra arguments', () => {
    const { sb } = booted('');
    runInSandbox(sb, `setTimeout(function (a, b) { log(a + b); }, 10, 'x', 'y');`);
    sb.advance(10);
    expect(sb.recorder.logs).toEqual(['xy']);
  });

  it('clearTimeout cancels; setInterval repeats until clearInterval', () => {
    const { sb } = booted('');
    runInSandbox(sb, `
      var t = setTimeout(function () { log('never'); }, 10); clearTimeout(t);
      var n = 0; var h = setInterval(function () { n += 1; log('tick ' + n); if (n === 3) clearInterval(h); }, 100);
    `);
    sb.advance(1000);
    expect(sb.recorder.logs).toEqual(['tick 1', 'tick 2', 'tick 3']);
  });

  it('a chain of zero-delay work that never ends makes flush throw', () => {
    const { sb } = booted('', { maxFlushTasks: 500 });
    runInSandbox(sb, `(function again() { setTimeout(again, 0); })();`);
    expect(() => sb.flush()).toThrow(DoubleFault);
  });

  it('scripts chunking work with setTimeout finish within one advance', () => {
    const { sb } = booted('');
    runInSandbox(sb, `var left = 20; (function step() { left -= 1; if (left > 0) setTimeout(step, 50); else log('done at ' + Date.now()); })();`);
    const start = sb.now;
    sb.advance(2000);
    expect(sb.recorder.logs).toEqual([`done at ${start + 19 * 50}`]);
  });
});
