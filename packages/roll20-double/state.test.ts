import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';
import { booted, runInSandbox } from './test-helpers';

const COUNTER = `
  var inMemory = 0;
  on('ready', function () {
    state.Test = state.Test || { boots: 0 };
    state.Test.boots += 1;
    log('ready boots=' + state.Test.boots + ' inMemory=' + inMemory);
  });
  on('chat:message', function (msg) { if (msg.content === '!bump') { inMemory += 1; log('inMemory=' + inMemory); } });
`;

describe('state and restart', () => {
  it('restart keeps state and objects, loses module variables, and fires ready again', () => {
    const { sb, gm, page } = booted(COUNTER);
    const tok = sb.addToken({ pageid: page.id });
    sb.driver.chat(gm, '!bump');
    sb.restart();
    sb.driver.chat(gm, '!bump');
    expect(sb.recorder.logs).toEqual(['ready boots=1 inMemory=0', 'inMemory=1', 'ready boots=2 inMemory=0', 'inMemory=1']);
    expect(sb.getObj('graphic', tok.id)).toBe(tok);
  });

  it('handlers are registered afresh: one restart does not double them', () => {
    const { sb, gm } = booted(COUNTER);
    sb.restart();
    sb.restart();
    const mark = sb.recorder.mark();
    sb.driver.chat(gm, '!bump');
    expect(sb.recorder.since(mark).logs).toEqual(['inMemory=1']);
  });

  it('state survives only as JSON: a function is gone after restart, with a warning', () => {
    const { sb } = booted('');
    runInSandbox(sb, `state.NS = { f: function () { return 1; }, n: 2, when: undefined, list: [1, 'a'] }`);
    expect(runInSandbox(sb, 'typeof state.NS.f')).toBe('function');
    sb.restart();
    expect(runInSandbox(sb, 'typeof state.NS.f')).toBe('undefined');
    expect(sb.state).toEqual({ NS: { n: 2, list: [1, 'a'] } });
    expect(sb.recorder.warnings.join('\n')).toMatch(/state\.NS\.f is a function/);
  });

  it('a Roll20 object stored in state comes back as its plain properties', () => {
    const { sb, page } = booted('');
    const tok = sb.addToken({ pageid: page.id, name: 'T' });
    runInSandbox(sb, `state.tok = getObj('graphic', '${tok.id}')`);
    sb.restart();
    expect(runInSandbox(sb, `typeof state.tok.get + ' ' + state.tok.name`)).toBe('undefined T');
  });

  it('a cycle in state is cut at restart, with a warning', () => {
    const { sb } = booted('');
    runInSandbox(sb, `state.a = { b: {} }; state.a.b.back = state.a;`);
    sb.restart();
    expect(sb.state).toEqual({ a: { b: {} } });
    expect(sb.recorder.warnings.join()).toMatch(/cycle/);
  });

  it('reassigning the state root is ignored, with a warning', () => {
    const { sb } = booted('');
    runInSandbox(sb, `state.keep = 1; state = { other: 2 };`);
    expect(sb.state).toEqual({ keep: 1 });
    expect(sb.recorder.warnings.join()).toMatch(/reassigns/);
  });

  it('the initial persisted state can be given as an option', () => {
    const sb = createSandbox({ state: { Test: { boots: 41 } } });
    sb.loadScript(COUNTER);
    sb.boot();
    expect(sb.recorder.logs).toEqual(['ready boots=42 inMemory=0']);
  });

  it('state seen from the test is the object the scripts write', () => {
    const { sb } = booted(`on('ready', function () { state.Mine = { ok: true }; });`);
    expect(sb.state.Mine).toEqual({ ok: true });
  });

  it('restart re-enables a crashed sandbox and drops pending timers', () => {
    const { sb, gm } = booted(`
      on('chat:message', function (m) {
        if (m.content === '!later') setTimeout(function () { log('timer ran'); }, 1000);
        if (m.content === '!boom') throw new Error('boom');
      });
    `);
    sb.driver.chat(gm, '!later');
    sb.driver.chat(gm, '!boom');
    expect(sb.disabled).toBe(true);
    sb.restart();
    expect(sb.disabled).toBe(false);
    sb.advance(5000);
    expect(sb.recorder.logs).toEqual([]);
  });

  it('restart before boot is a test error', () => {
    expect(() => createSandbox().restart()).toThrow(/before boot/);
  });
});
