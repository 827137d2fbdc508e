import { describe, expect, it } from 'vitest';
import { createSandbox, installGlobals } from './index';
import { booted, runInSandbox } from './test-helpers';

describe('the vm context', () => {
  it.each(['require', 'window', 'document', 'process', 'module', 'exports', 'global'])('%s is undefined in the sandbox', (name) => {
    const { sb } = booted('');
    expect(runInSandbox(sb, `typeof ${name}`)).toBe('undefined');
  });

  it('_ is the real Underscore', () => {
    const { sb } = booted('');
    expect(runInSandbox(sb, '_.VERSION')).toMatch(/^1\.13\./);
    expect(runInSandbox(sb, 'JSON.stringify(_.chain([3, 1, 2]).sortBy(_.identity).value())')).toBe('[1,2,3]');
  });

  it.each([
    ['new Function', 'new Function("return 1")()'],
    ['Function via a constructor', '(function () {}).constructor("return 1")()'],
    ['eval of a string', 'eval("1 + 1")'],
  ])('%s fails', (_label, code) => {
    const { sb } = booted('');
    expect(() => runInSandbox(sb, code)).toThrow(/Code generation from strings disallowed/);
  });

  it('scripts share one global scope, in load order', () => {
    const { sb } = booted(['var shared = "from one";', 'log(shared + ", read by two");']);
    expect(sb.recorder.logs).toEqual(['from one, read by two']);
  });

  it('two scripts declaring the same top-level const crash at load', () => {
    const { sb } = booted(['const helper = 1;', 'const helper = 2;', 'log("third script ran");']);
    expect(sb.recorder.crashes).toHaveLength(1);
    expect(sb.recorder.crashes[0]).toMatchObject({ phase: 'load', message: expect.stringMatching(/SyntaxError.*helper/) });
    expect(sb.disabled).toBe(true);
    expect(sb.recorder.logs).toEqual([]);
  });

  it('a load crash means ready never fires', () => {
    const { sb } = booted(['on("ready", function () { log("ready"); });', 'throw new Error("boom at load");']);
    expect(sb.recorder.crashes.map((c) => c.phase)).toEqual(['load']);
    expect(sb.recorder.logs).toEqual([]);
  });

  it('errors from the context are recorded with their message and an apiscript.js stack', () => {
    const { sb } = booted(['var a = 1;\nvar b = 2;', 'null.boom;']);
    const crash = sb.recorder.crashes[0];
    expect(crash?.message).toMatch(/TypeError/);
    expect(crash?.stack).toMatch(/apiscript\.js:3/);
    expect(crash?.error instanceof Error).toBe(false); // the context's Error, not ours
  });
});

describe('ready and the add:* replay', () => {
  it('ready fires exactly once per boot', () => {
    const { sb } = booted('on("ready", function () { log("ready"); });');
    sb.flush();
    sb.advance(60_000);
    expect(sb.recorder.logs).toEqual(['ready']);
    expect(sb.ready).toBe(true);
  });

  it('an add:graphic handler bound before ready receives every existing graphic; one bound in ready receives none', () => {
    const sb = createSandbox();
    sb.addToken({ name: 'A' });
    sb.addToken({ name: 'B' });
    sb.loadScript(`
      on('add:graphic', function (o) { log('early ' + o.get('name')); });
      on('ready', function () { on('add:graphic', function (o) { log('late ' + o.get('name')); }); });
    `);
    sb.boot();
    expect(sb.recorder.logs).toEqual(['early A', 'early B']);
  });

  it.each([
    ['never', []],
    ['immediate', ['late ready']],
  ] as const)('with lateReady %s, an on("ready") registered after ready logs %j', (lateReady, logs) => {
    const { sb } = booted('on("ready", function () { on("ready", function () { log("late ready"); }); });', { lateReady });
    expect(sb.recorder.logs).toEqual(logs);
  });

  it('boot twice is a test error', () => {
    const { sb } = booted('');
    expect(() => sb.boot()).toThrow(/restart/);
  });
});

describe('determinism', () => {
  const draws = 'var out = []; for (var i = 0; i < 5; i++) out.push(randomInteger(6), Math.random()); log(JSON.stringify(out));';

  it('the same seed gives the same randomInteger and Math.random sequences', () => {
    expect(booted(draws, { seed: 3 }).sb.recorder.logs).toEqual(booted(draws, { seed: 3 }).sb.recorder.logs);
  });

  it('a different seed gives a different sequence', () => {
    expect(booted(draws, { seed: 3 }).sb.recorder.logs).not.toEqual(booted(draws, { seed: 4 }).sb.recorder.logs);
  });

  it('randomInteger(6) stays within 1..6 and hits every face over 10,000 draws', () => {
    const { sb } = booted('var seen = {}; for (var i = 0; i < 10000; i++) { var r = randomInteger(6); seen[r] = (seen[r] || 0) + 1; } log(JSON.stringify(Object.keys(seen).sort()));');
    expect(sb.recorder.logs).toEqual(['["1","2","3","4","5","6"]']);
  });

  it('Date is the virtual clock: fixed until advance()', () => {
    const { sb } = booted('', { startTime: Date.UTC(2030, 5, 1) });
    expect(runInSandbox(sb, 'Date.now()')).toBe(Date.UTC(2030, 5, 1));
    expect(runInSandbox(sb, 'new Date().toISOString()')).toBe('2030-06-01T00:00:00.000Z');
    sb.advance(1500);
    expect(runInSandbox(sb, 'Date.now()')).toBe(Date.UTC(2030, 5, 1) + 1500);
    expect(runInSandbox(sb, 'new Date(0).getTime()')).toBe(0);
  });
});

describe('the watchdog', () => {
  it('with watchdogMs, a handler that loops forever is killed as a possible infinite loop and disables the sandbox', () => {
    const { sb, gm } = booted('on("chat:message", function () { for (;;) {} });', { watchdogMs: 50 });
    sb.driver.chat(gm, '!spin');
    expect(sb.recorder.crashes).toMatchObject([{ phase: 'handler', message: expect.stringMatching(/infinite loop/) }]);
    expect(sb.disabled).toBe(true);
  });

  it('with watchdogMs, a script that loops forever at load is killed too', () => {
    const { sb } = booted('while (true) {}', { watchdogMs: 50 });
    expect(sb.recorder.crashes).toMatchObject([{ phase: 'load', message: expect.stringMatching(/infinite loop/) }]);
  });
});

describe('a script run in this process (loadInProcess)', () => {
  it('loads in its place among the scripts at boot and at each restart, on the API installed on the host', () => {
    const sb = createSandbox({ seed: 1 });
    const host = {} as Record<string, unknown>;
    const uninstall = installGlobals(host, sb);
    const heard: string[] = [];
    sb.loadScript('log("context script loads");');
    sb.loadInProcess(() => {
      (host.log as (s: string) => void)('in-process script loads');
      (host.on as (e: string, f: () => void) => void)('ready', () => heard.push('ready'));
    }, 'source');
    sb.boot();
    sb.restart();
    expect(sb.recorder.logs).toEqual(['context script loads', 'in-process script loads', 'context script loads', 'in-process script loads']);
    // each load registers anew: the restart dropped the handlers of the boot before
    expect(heard).toEqual(['ready', 'ready']);
    uninstall();
  });

  it('a throw at its load is a load crash, as a context script’s is: ready never fires', () => {
    const sb = createSandbox({ seed: 1 });
    const host = {} as Record<string, unknown>;
    const uninstall = installGlobals(host, sb);
    let ready = false;
    sb.loadInProcess(() => {
      (host.on as (e: string, f: () => void) => void)('ready', () => {
        ready = true;
      });
      throw new Error('broken at load');
    });
    sb.boot();
    expect(ready).toBe(false);
    expect(sb.recorder.crashes.map((c) => [c.phase, c.message])).toEqual([['load', 'Error: broken at load']]);
    uninstall();
  });
});
