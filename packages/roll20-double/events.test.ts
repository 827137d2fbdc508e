import { describe, expect, it } from 'vitest';
import { ScriptCrash } from './index';
import { booted, EVENT_SPY, runInSandbox } from './test-helpers';

const seen = (sb: { state: Record<string, unknown> }): unknown => sb.state.seen;

describe('script writes fire no events', () => {
  it.each([
    ['set on a token', (tok: string) => `getObj('graphic', '${tok}').set({ left: 700, statusmarkers: 'red' })`],
    ['status_ on a token', (tok: string) => `getObj('graphic', '${tok}').set('status_red', true)`],
    ['createObj of a graphic', (_tok: string, page: string) => `createObj('graphic', { pageid: '${page}', name: 'new' })`],
    ['remove of a token', (tok: string) => `getObj('graphic', '${tok}').remove()`],
    ['a turnorder write', () => `Campaign().set('turnorder', JSON.stringify([{ id: '-1', pr: 1, custom: 'Round' }]))`],
    ['a playerpageid write', (_tok: string, page: string) => `Campaign().set('playerpageid', '${page}x')`],
  ])('%s fires nothing, in the writing script or any other', (_label, code) => {
    const { sb, page } = booted([EVENT_SPY, EVENT_SPY]);
    const tok = sb.addToken({ pageid: page.id });
    runInSandbox(sb, code(tok.id, page.id));
    sb.flush();
    expect(seen(sb)).toEqual([]);
  });

  it('a script write made inside a handler fires nothing either', () => {
    const { sb, gm, page } = booted([EVENT_SPY, `on('chat:message', function () { findObjs({ type: 'graphic' })[0].set('left', 1); });`]);
    sb.addToken({ pageid: page.id });
    sb.driver.chat(gm, '!move');
    expect(seen(sb)).toEqual([]);
  });
});

describe('user edits fire specific, then general events', () => {
  it('move fires change:graphic:left, change:graphic:top, then one change:graphic', () => {
    const { sb, page } = booted(EVENT_SPY);
    const tok = sb.addToken({ pageid: page.id, left: 70, top: 70 });
    sb.driver.move(tok, { left: 140, top: 210 });
    expect(seen(sb)).toEqual(['change:graphic:left', 'change:graphic:top', 'change:graphic']);
    expect([tok.get('left'), tok.get('top'), tok.get('lastmove')]).toEqual([140, 210, '70,70']);
  });

  it('specific handlers run before general ones, ties in registration order (f3, f1, f2)', () => {
    const { sb, page } = booted(`
      on('change:graphic', function () { log('f1'); });
      on('change:graphic', function () { log('f2'); });
      on('change:graphic:left', function () { log('f3'); });
    `);
    sb.driver.setProps(sb.addToken({ pageid: page.id }), { left: 5 });
    expect(sb.recorder.logs).toEqual(['f3', 'f1', 'f2']);
  });

  it('setProps fires specific events in the order of the keys given', () => {
    const { sb, page } = booted(EVENT_SPY);
    sb.driver.setProps(sb.addToken({ pageid: page.id }), { top: 1, left: 2 });
    expect(seen(sb)).toEqual(['change:graphic:top', 'change:graphic:left', 'change:graphic']);
  });

  it('an edit that changes nothing fires nothing', () => {
    const { sb, page } = booted(EVENT_SPY);
    const tok = sb.addToken({ pageid: page.id, left: 70 });
    sb.driver.setProps(tok, { left: 70 });
    expect(seen(sb)).toEqual([]);
  });

  it('prev is a plain object (no get) with the old values and the underscore keys', () => {
    const { sb, page } = booted(`
      on('change:graphic', function (obj, prev) {
        log(JSON.stringify({ hasGet: typeof prev.get, left: prev.left, id: prev._id, type: prev._type, now: obj.get('left'), plain: prev instanceof Object }));
      });
    `);
    const tok = sb.addToken({ pageid: page.id, left: 70 });
    sb.driver.move(tok, { left: 140, top: 0 });
    expect(JSON.parse(sb.recorder.logs[0] ?? '{}')).toEqual({ hasGet: 'undefined', left: 70, id: tok.id, type: 'graphic', now: 140, plain: true });
  });

  it('a user toggling a marker fires change:graphic:statusmarkers and never change:graphic:status_red', () => {
    const { sb, page } = booted(EVENT_SPY);
    const tok = sb.addToken({ pageid: page.id });
    sb.driver.toggleMarker(tok, 'red', true);
    expect(seen(sb)).toEqual(['change:graphic:statusmarkers', 'change:graphic']);
    expect(tok.get('statusmarkers')).toBe('red');
  });

  it('driver.remove fires destroy:graphic; driver.create fires add:graphic', () => {
    const { sb, page } = booted(EVENT_SPY);
    const tok = sb.addToken({ pageid: page.id });
    sb.driver.remove(tok);
    const made = sb.driver.create('graphic', { name: 'Dragged', pageid: page.id });
    expect(seen(sb)).toEqual(['destroy:graphic', 'add:graphic']);
    expect(made.get('_pageid')).toBe(page.id);
    expect(sb.recorder.created).toEqual([{ id: made.id, type: 'graphic', origin: 'user' }]);
  });

  it('driver.paste fires add:graphic for a bare token, then fills it in with a change:graphic (§6.11)', () => {
    const { sb, page } = booted([EVENT_SPY, `on('add:graphic', function (obj) { log(JSON.stringify({ name: obj.get('name'), markers: obj.get('statusmarkers'), layer: obj.get('layer'), page: obj.get('_pageid') })); });
      on('change:graphic', function (obj, prev) { log(JSON.stringify({ name: obj.get('name'), markers: obj.get('statusmarkers'), was: prev.name })); });`]);
    const made = sb.driver.paste({ name: 'Copy', pageid: page.id, statusmarkers: 'red', left: 140 });
    expect(seen(sb)).toEqual(['add:graphic', 'change:graphic:statusmarkers', 'change:graphic:left', 'change:graphic']);
    expect(sb.recorder.logs.map((l) => JSON.parse(l))).toEqual([
      { name: '', markers: '', layer: 'objects', page: page.id },
      { name: 'Copy', markers: 'red', was: '' },
    ]);
    expect(made.get('left')).toBe(140);
  });

  it('setPlayerPage fires change:campaign:playerpageid then change:campaign', () => {
    const { sb } = booted(EVENT_SPY);
    const other = sb.addPage({ name: 'Other' });
    sb.driver.setPlayerPage(other.id);
    expect(seen(sb)).toEqual(['change:campaign:playerpageid', 'change:campaign']);
    expect(sb.campaign.get('playerpageid')).toBe(other.id);
  });

  it('user writes are recorded with origin "user"', () => {
    const { sb, page } = booted('');
    const tok = sb.addToken({ pageid: page.id, left: 0 });
    sb.driver.setProps(tok, { left: 7 });
    expect(sb.recorder.writes.filter((w) => w.origin === 'user')).toEqual([{ id: tok.id, type: 'graphic', key: 'left', before: 0, after: 7, origin: 'user' }]);
  });
});

describe('an uncaught exception disables every script', () => {
  const crashing = `
    on('chat:message', function (msg) { log('first ' + msg.content); if (msg.content === '!boom') { throw new Error('kaboom'); } });
    on('chat:message', function (msg) { log('second ' + msg.content); });
  `;

  it('handlers after the throwing one do not run, and later events are dropped', () => {
    const { sb, gm } = booted(crashing);
    sb.driver.chat(gm, '!boom');
    sb.driver.chat(gm, '!after');
    expect(sb.recorder.logs).toEqual(['first !boom']);
    expect(sb.disabled).toBe(true);
    expect(sb.recorder.crashes).toMatchObject([{ phase: 'handler', message: 'Error: kaboom' }]);
  });

  it('the user edit itself still happens while scripts are disabled', () => {
    const { sb, gm, page } = booted(crashing);
    const tok = sb.addToken({ pageid: page.id, left: 0 });
    sb.driver.chat(gm, '!boom');
    sb.driver.move(tok, { left: 70, top: 0 });
    expect(tok.get('left')).toBe(70);
  });

  it.each([
    ['a setTimeout callback', `setTimeout(function () { throw new Error('late'); }, 100);`, 'timer'],
    ['a setInterval callback', `setInterval(function () { throw new Error('late'); }, 100);`, 'timer'],
    ['a sendChat callback', `sendChat('x', 'hi', function () { throw new Error('late'); });`, 'callback'],
    ['a blob callback', `findObjs({ type: 'character' })[0].get('bio', function () { throw new Error('late'); });`, 'callback'],
    ['a chat:message handler reached by sendChat', `on('chat:message', function (m) { if (m.playerid === 'API') throw new Error('late'); }); sendChat('x', '!ping');`, 'handler'],
  ])('an error in %s disables the sandbox (phase %s)', (_label, code, phase) => {
    const { sb, gm } = booted([`on('ready', function () { on('chat:message', function (msg) { if (msg.content === '!go') { ${code} } }); });`, `on('chat:message', function (m) { log(m.content); });`]);
    sb.addCharacter({ name: 'A' });
    sb.driver.chat(gm, '!go');
    sb.advance(500);
    expect(sb.recorder.crashes.map((c) => c.phase)).toEqual([phase]);
    expect(sb.disabled).toBe(true);
    const logged = sb.recorder.logs.length;
    sb.driver.chat(gm, '!after');
    expect(sb.recorder.logs).toHaveLength(logged);
  });

  it('in crash mode "throw" the crash is rethrown to the test', () => {
    const { sb, gm } = booted(crashing, { crash: 'throw' });
    expect(() => sb.driver.chat(gm, '!boom')).toThrow(ScriptCrash);
    expect(sb.recorder.crashes).toHaveLength(1);
  });

  it('assertNoCrash throws with the stack of the crash', () => {
    const { sb, gm } = booted(crashing);
    expect(() => sb.assertNoCrash()).not.toThrow();
    sb.driver.chat(gm, '!boom');
    expect(() => sb.assertNoCrash()).toThrow(/kaboom[\s\S]*apiscript\.js/);
  });
});
