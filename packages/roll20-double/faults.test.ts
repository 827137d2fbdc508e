import { describe, expect, it } from 'vitest';
import { FAULT_CALLS, type FaultCall } from './index';
import { booted, runAsScript, runInSandbox } from './test-helpers';

/** A booted sandbox with a token, a character with one attribute, and a GM; `$TOK`, `$CH`, `$ATTR`, `$GM` in script code are their ids. */
function table(scripts: string | readonly string[] = '') {
  const setup = booted(scripts);
  const { sb, page, gm } = setup;
  const tok = sb.addToken({ pageid: page.id, name: 'A', statusmarkers: 'red' });
  const ch = sb.addCharacter({ name: 'Aldric', attributes: { perception: 8 } });
  const attr = sb.findObjs({ _type: 'attribute', _characterid: ch.id })[0]!;
  const code = (source: string): string =>
    source.replace(/\$TOK/g, `'${tok.id}'`).replace(/\$CH/g, `'${ch.id}'`).replace(/\$ATTR/g, `'${attr.id}'`).replace(/\$GM/g, `'${gm.id}'`);
  const run = (source: string): unknown => runAsScript(sb, code(source));
  return { ...setup, tok, ch, attr, code, run };
}

/** Runs `call` in a script that catches what it throws. */
const caught = (call: string): string => `(function () {
  try { var r = ${call}; return { threw: false, value: r }; }
  catch (e) { return { threw: true, isError: e instanceof Error, message: String(e.message) }; }
})()`;

/** One script call of each kind (after any getObj it needs, which is not the faulted call). */
const CALLS: readonly [FaultCall, string][] = [
  ['Campaign', `Campaign()`],
  ['getObj', `getObj('graphic', $TOK)`],
  ['findObjs', `findObjs({ _type: 'graphic' })`],
  ['filterObjs', `filterObjs(function () { return true; })`],
  ['getAllObjs', `getAllObjs()`],
  ['createObj', `createObj('handout', { name: 'H' })`],
  ['getAttrByName', `getAttrByName($CH, 'perception')`],
  ['sendChat', `sendChat('Bot', 'hello')`],
  ['playerIsGM', `playerIsGM($GM)`],
  ['log', `log('x')`],
  ['randomInteger', `randomInteger(6)`],
  ['toFront', `toFront(getObj('graphic', $TOK))`],
  ['get', `getObj('graphic', $TOK).get('name')`],
  ['set', `getObj('graphic', $TOK).set('name', 'B')`],
  ['setWithWorker', `getObj('attribute', $ATTR).setWithWorker({ current: 3 })`],
  ['remove', `getObj('graphic', $TOK).remove()`],
];

describe('fault injection: effects', () => {
  it('every kind of call the tests name is a known fault call', () => {
    for (const [call] of CALLS) expect(FAULT_CALLS).toContain(call);
  });

  it.each(CALLS)('a %s fault throws an Error of the scripts’ realm into the script, and is recorded', (call, source) => {
    const t = table();
    t.sb.faults.always(call);
    const result = t.run(caught(source)) as { threw: boolean; isError: boolean; message: string };
    expect(result).toMatchObject({ threw: true, isError: true });
    expect(result.message).toMatch(/^Injected fault: /);
    expect(t.sb.recorder.faults).toEqual([expect.objectContaining({ call, effect: 'throw', message: result.message })]);
    // with the fault taken out, the same call works
    t.sb.faults.clear();
    expect(t.run(caught(source))).toMatchObject({ threw: false });
  });

  it('a thrown fault the script does not catch is that script’s crash and disables every script, as Roll20’s own errors do', () => {
    const t = table(`on('chat:message', function (msg) { if (msg.content === '!go') Campaign().get('turnorder'); });`);
    t.sb.faults.always('Campaign', { message: 'Campaign is gone' });
    t.sb.driver.chat(t.gm, '!go');
    expect(t.sb.disabled).toBe(true);
    expect(t.sb.recorder.crashes).toEqual([expect.objectContaining({ phase: 'handler', message: 'Error: Campaign is gone' })]);
  });

  it('a set({...}) that throws writes none of its keys', () => {
    const t = table();
    t.sb.faults.always('set');
    t.run(caught(`getObj('graphic', $TOK).set({ name: 'B', left: 140 })`));
    expect([t.tok.get('name'), t.tok.get('left')]).toEqual(['A', 0]);
    expect(t.sb.recorder.writes.filter((w) => w.origin === 'script')).toEqual([]);
  });

  describe('effect nothing: the call does nothing and returns nothing', () => {
    it.each([
      ['Campaign', `Campaign() === undefined`],
      ['getObj', `getObj('graphic', $TOK) === undefined`],
      ['getAttrByName', `getAttrByName($CH, 'perception') === undefined`],
      ['createObj', `createObj('handout', { name: 'H' }) === undefined && findObjs({ _type: 'handout' }).length === 0`],
      ['get', `getObj('graphic', $TOK).get('name') === undefined`],
      // Roll20 never returns undefined from these: an empty array of the scripts' realm
      ['findObjs', `(function (r) { return r instanceof Array && r.length === 0; })(findObjs({ _type: 'graphic' }))`],
      ['filterObjs', `(function (r) { return r instanceof Array && r.length === 0; })(filterObjs(function () { return true; }))`],
      ['getAllObjs', `(function (r) { return r instanceof Array && r.length === 0; })(getAllObjs())`],
      ['playerIsGM', `playerIsGM($GM) === false`],
    ] as const)('%s: %s', (call, check) => {
      const t = table();
      t.sb.faults.always(call, { effect: 'nothing' });
      expect(t.run(check)).toBe(true);
      expect(t.sb.recorder.faults.map((f) => [f.call, f.effect])).toContainEqual([call, 'nothing']);
    });

    it('set and setWithWorker write nothing (and still chain), remove removes nothing', () => {
      const t = table();
      t.sb.faults.always('set', { effect: 'nothing' });
      t.sb.faults.always('setWithWorker', { effect: 'nothing' });
      t.sb.faults.always('remove', { effect: 'nothing' });
      expect(t.run(`getObj('graphic', $TOK).set('name', 'B').set('left', 7) === getObj('graphic', $TOK)`)).toBe(true);
      t.run(`getObj('attribute', $ATTR).setWithWorker({ current: 3 })`);
      t.run(`getObj('graphic', $TOK).remove()`);
      expect([t.tok.get('name'), t.tok.get('left'), t.attr.get('current')]).toEqual(['A', 0, 8]);
      expect(t.sb.getObj('graphic', t.tok.id)).toBe(t.tok);
      expect(t.sb.recorder.faults).toHaveLength(4);
    });

    it('sendChat sends nothing and log logs nothing', () => {
      const t = table();
      t.sb.faults.always('sendChat', { effect: 'nothing' });
      t.sb.faults.always('log', { effect: 'nothing' });
      t.run(`sendChat('Bot', '/w gm hello'); log('hello')`);
      t.sb.flush();
      expect(t.sb.recorder.chat).toEqual([]);
      expect(t.sb.recorder.logs).toEqual([]);
    });
  });
});

describe('fault injection: triggers', () => {
  const results = (t: ReturnType<typeof table>, n: number, source: string): boolean[] =>
    Array.from({ length: n }, () => (t.run(caught(source)) as { threw: boolean }).threw);

  it('always: every call fails until the fault is taken out with its handle', () => {
    const t = table();
    const handle = t.sb.faults.always('getObj');
    expect(results(t, 3, `getObj('graphic', $TOK)`)).toEqual([true, true, true]);
    expect([handle.seen, handle.fired]).toEqual([3, 3]);
    handle.remove();
    expect(results(t, 1, `getObj('graphic', $TOK)`)).toEqual([false]);
    expect(t.sb.faults.list()).toEqual([]);
  });

  it('once: the next call fails, later ones work', () => {
    const t = table();
    t.sb.faults.once('findObjs');
    expect(results(t, 3, `findObjs({ _type: 'graphic' })`)).toEqual([true, false, false]);
  });

  it('onNth: only the nth call from now fails', () => {
    const t = table();
    t.run(`getObj('graphic', $TOK)`); // calls before the injection do not count
    const handle = t.sb.faults.onNth('getObj', 3);
    expect(results(t, 5, `getObj('graphic', $TOK)`)).toEqual([false, false, true, false, false]);
    expect([handle.seen, handle.fired]).toEqual([5, 1]);
  });

  it('nth and times: calls nth to nth+times−1 fail', () => {
    const t = table();
    t.sb.faults.inject({ call: 'log', nth: 2, times: 2 });
    expect(results(t, 5, `log('x')`)).toEqual([false, true, true, false, false]);
  });

  it('when: a predicate on the call decides (a whisper to the GM fails, public chat goes out)', () => {
    const t = table();
    t.sb.faults.when('sendChat', (c) => String(c.args[1]).startsWith('/w gm'));
    expect(t.run(caught(`sendChat('Bot', '/w gm secret')`))).toMatchObject({ threw: true });
    expect(t.run(caught(`sendChat('Bot', 'hello all')`))).toMatchObject({ threw: false });
    t.sb.flush();
    expect(t.sb.recorder.chat.map((m) => m.content)).toEqual(['hello all']);
  });

  it('target and key: only Campaign().set(\'turnorder\', …) fails, other writes of the campaign and other objects work', () => {
    const t = table();
    t.sb.faults.always('set', { target: t.sb.campaign, key: 'turnorder' });
    expect(t.run(caught(`Campaign().set('turnorder', '[]')`))).toMatchObject({ threw: true });
    expect(t.run(caught(`Campaign().set({ initiativepage: 'p', turnorder: '[]' })`))).toMatchObject({ threw: true });
    expect(t.run(caught(`Campaign().set('initiativepage', 'p')`))).toMatchObject({ threw: false });
    expect(t.run(caught(`getObj('graphic', $TOK).set('turnorder', 'x')`))).toMatchObject({ threw: false });
    expect(t.sb.campaign.get('turnorder')).toBe('');
    expect(t.sb.recorder.faults.map((f) => [f.id, f.keys])).toEqual([
      ['root', ['turnorder']],
      ['root', ['initiativepage', 'turnorder']],
    ]);
  });

  it('key statusmarkers also catches status_<tag> writes of that token', () => {
    const t = table();
    const other = t.sb.addToken({ pageid: t.page.id, name: 'B' });
    t.sb.faults.always('set', { target: t.tok, key: 'statusmarkers' });
    expect(t.run(caught(`getObj('graphic', $TOK).set('status_blue', true)`))).toMatchObject({ threw: true });
    expect(t.run(caught(`getObj('graphic', $TOK).set('statusmarkers', 'blue')`))).toMatchObject({ threw: true });
    expect(t.run(caught(`getObj('graphic', '${other.id}').set('statusmarkers', 'blue')`))).toMatchObject({ threw: false });
    expect(t.tok.get('statusmarkers')).toBe('red');
  });

  it('type and key with or without the underscore: getObj of graphics only; get of _pageid as pageid', () => {
    const t = table();
    t.sb.faults.always('getObj', { type: 'graphic' });
    t.sb.faults.always('get', { key: 'pageid' });
    expect(t.run(caught(`getObj('character', $CH).get('name')`))).toMatchObject({ threw: false, value: 'Aldric' });
    expect(t.run(caught(`getObj('graphic', $TOK)`))).toMatchObject({ threw: true });
    t.sb.faults.clear();
    t.sb.faults.always('get', { key: 'pageid' });
    expect(t.run(caught(`getObj('graphic', $TOK).get('_pageid')`))).toMatchObject({ threw: true });
    expect(t.run(caught(`getObj('graphic', $TOK).get('name')`))).toMatchObject({ threw: false });
  });

  it('getAttrByName faults can name the attribute', () => {
    const t = table();
    t.sb.faults.always('getAttrByName', { key: 'perception_mod', effect: 'nothing' });
    expect(t.run(`[getAttrByName($CH, 'perception'), getAttrByName($CH, 'perception_mod')]`)).toEqual([8, undefined]);
  });

  it('clear takes every fault out; call counts go on', () => {
    const t = table();
    t.sb.faults.always('log');
    t.sb.faults.always('sendChat');
    t.run(caught(`log('x')`));
    t.sb.faults.clear();
    expect(t.sb.faults.list()).toEqual([]);
    expect(t.run(caught(`log('x'); sendChat('Bot', 'hi')`))).toMatchObject({ threw: false });
    expect([t.sb.faults.count('log'), t.sb.faults.count('sendChat')]).toEqual([2, 1]);
  });

  it('a bad fault spec is the test’s mistake', () => {
    const t = table();
    expect(() => t.sb.faults.inject({ call: 'nope' as FaultCall })).toThrow(TypeError);
    expect(() => t.sb.faults.onNth('getObj', 0)).toThrow(TypeError);
  });

  it('faults hit only script calls: the test’s own reads through the sandbox, fixtures and objects never fail', () => {
    const t = table();
    for (const call of FAULT_CALLS) t.sb.faults.always(call);
    expect(t.sb.getObj('graphic', t.tok.id)).toBe(t.tok);
    expect(t.tok.get('name')).toBe('A');
    expect(t.sb.campaign.get('turnorder')).toBe('');
    expect(t.sb.findObjs({ _type: 'graphic' })).toHaveLength(1);
    expect(runInSandbox(t.sb, t.code(`getObj('graphic', $TOK)`))).toBeDefined();
    t.sb.driver.move(t.tok, { left: 70, top: 70 });
    expect(t.sb.recorder.faults).toEqual([]);
  });

  it('faults stay in place across a restart and hit the scripts’ load, add:* replay and ready', () => {
    const t = table(`on('ready', function () { state.campaign = typeof Campaign(); });`);
    t.sb.faults.once('Campaign', { effect: 'nothing' });
    t.sb.restart();
    expect(t.sb.state.campaign).toBe('undefined');
    t.sb.restart();
    expect(t.sb.state.campaign).toBe('object');
  });

  it('a fault thrown in ready crashes the boot like any other error', () => {
    const t = table(`on('ready', function () { Campaign().get('turnorder'); });`);
    t.sb.faults.once('Campaign');
    t.sb.restart();
    expect(t.sb.disabled).toBe(true);
    expect(t.sb.recorder.crashes[0]?.phase).toBe('handler');
  });
});

describe('fault injection: an object deleted while a command runs', () => {
  const SPY = `
    on('destroy:graphic', function (obj) { state.log.push('destroy ' + obj.id); });
    on('chat:message', function (msg) {
      if (msg.content !== '!look') return;
      var id = msg.selected[0]._id;
      for (var i = 1; i <= 3; i += 1) state.log.push('get ' + i + ' ' + (getObj('graphic', id) ? 'found' : 'gone'));
      state.log.push('handler done');
    });
    on('ready', function () { state.log = []; });`;

  it('deleteAfterGetObj(token, 2): the second getObj still finds it, the third does not; destroy fires after the handler', () => {
    const t = table(SPY);
    const handle = t.sb.faults.deleteAfterGetObj(t.tok, 2);
    t.sb.driver.chat(t.gm, '!look', { selected: [t.tok] });
    expect(t.sb.state.log).toEqual(['get 1 found', 'get 2 found', 'get 3 gone', 'handler done', `destroy ${t.tok.id}`]);
    expect(t.sb.getObj('graphic', t.tok.id)).toBeUndefined();
    expect(t.sb.recorder.removed).toEqual([{ id: t.tok.id, type: 'graphic', origin: 'user' }]);
    expect(t.sb.recorder.faults).toEqual([expect.objectContaining({ call: 'getObj', effect: 'remove', id: t.tok.id, type: 'graphic' })]);
    expect(handle.fired).toBe(1);
    t.sb.assertNoCrash();
  });

  it('getObj calls for other objects do not count towards k', () => {
    const t = table(SPY);
    const other = t.sb.addToken({ pageid: t.page.id, name: 'B' });
    t.sb.faults.deleteAfterGetObj(t.tok, 1);
    t.sb.driver.chat(t.gm, '!look', { selected: [other] });
    expect(t.sb.getObj('graphic', t.tok.id)).toBe(t.tok);
    t.sb.driver.chat(t.gm, '!look', { selected: [t.tok] });
    expect(t.sb.state.log).toEqual(['get 1 found', 'get 2 found', 'get 3 found', 'handler done', 'get 1 found', 'get 2 gone', 'get 3 gone', 'handler done', `destroy ${t.tok.id}`]);
  });

  it('effect remove on another call: the token is deleted right after its statusmarkers are read', () => {
    const t = table();
    t.sb.faults.inject({ call: 'get', target: t.tok, key: 'statusmarkers', effect: 'remove', times: 1 });
    const seen = t.run(`(function () {
      var tok = getObj('graphic', $TOK);
      var markers = tok.get('statusmarkers');
      var gone = getObj('graphic', $TOK) === undefined;
      tok.set('name', 'Z');
      return [markers, gone];
    })()`);
    expect(seen).toEqual(['red', true]);
    // the write to the stale object is lost, a misuse (a warning), not a crash
    expect(t.tok.get('name')).toBe('A');
    expect(t.sb.recorder.warnings.join('\n')).toMatch(/removed graphic/);
    expect(t.sb.disabled).toBe(false);
  });
});

describe('the recorder', () => {
  it('records each fired fault in order, with mark and since', () => {
    const t = table();
    t.sb.faults.once('log', { message: 'no log today' });
    t.sb.faults.once('getObj', { effect: 'nothing' });
    t.run(caught(`log('x')`));
    const mark = t.sb.recorder.mark();
    t.run(`getObj('graphic', $TOK)`);
    expect(t.sb.recorder.faults.map((f) => [f.call, f.effect, f.message])).toEqual([
      ['log', 'throw', 'no log today'],
      ['getObj', 'nothing', undefined],
    ]);
    expect(t.sb.recorder.since(mark).faults).toEqual([expect.objectContaining({ call: 'getObj', id: t.tok.id, type: 'graphic', at: t.sb.now })]);
  });
});
