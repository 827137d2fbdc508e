import { describe, expect, it } from 'vitest';
import { createSandbox, DoubleObject } from './index';
import { booted, runInSandbox } from './test-helpers';

describe('ids', () => {
  it('ids are unique 20-character strings starting with "-"', () => {
    const sb = createSandbox();
    const ids = Array.from({ length: 300 }, () => sb.addToken().id);
    for (const id of ids) expect(id).toMatch(/^-[-0-9A-Za-z_]{19}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ids are deterministic for a seed, and sort in creation order', () => {
    const make = (seed: number) => {
      const sb = createSandbox({ seed });
      return [sb.addPlayer({ name: 'A' }).id, sb.addPage().id, sb.addToken().id];
    };
    expect(make(5)).toEqual(make(5));
    expect(make(5)).not.toEqual(make(6));
    expect([...make(5)].sort()).toEqual(make(5));
  });

  it('the campaign id is "root", and obj.id equals get("_id") and get("id")', () => {
    const { sb } = booted('');
    expect(runInSandbox(sb, 'Campaign().id')).toBe('root');
    const tok = sb.addToken();
    expect([tok.get('_id'), tok.get('id')]).toEqual([tok.id, tok.id]);
  });
});

describe('get and set', () => {
  it.each([
    ['type', 'graphic'],
    ['_type', 'graphic'],
    ['pageid', 'page id'],
    ['_pageid', 'page id'],
  ])('get(%j) works with or without the underscore', (key, expected) => {
    const sb = createSandbox();
    const page = sb.addPage();
    const tok = sb.addToken({ pageid: page.id });
    expect(tok.get(key)).toBe(expected === 'page id' ? page.id : expected);
  });

  it('get of a property the object does not have is undefined', () => {
    expect(createSandbox().addToken().get('no_such_thing')).toBeUndefined();
  });

  it.each([['_pageid'], ['pageid'], ['_type']])('a script write to read-only %s is ignored, with a recorded warning', (key) => {
    const { sb } = booted('');
    const tok = sb.addToken();
    const before = tok.get(key);
    runInSandbox(sb, `getObj('graphic', '${tok.id}').set('${key}', 'elsewhere')`);
    expect(tok.get(key)).toBe(before);
    expect(sb.recorder.warnings.join('\n')).toMatch(/read-only/);
    expect(sb.recorder.writes.filter((w) => w.origin === 'script')).toEqual([]);
  });

  it('in strict mode a read-only write throws into the script', () => {
    const { sb } = booted('', { strict: true });
    const tok = sb.addToken();
    expect(() => runInSandbox(sb, `getObj('graphic', '${tok.id}').set('_pageid', 'x')`)).toThrow(/read-only/);
  });

  it.each([
    ['a number', 8],
    ['a numeric string', '8'],
    ['an empty string', ''],
  ])('values are stored as given, not coerced: %s', (_label, value) => {
    const { sb } = booted('');
    const ch = sb.addCharacter({ name: 'Aldric' });
    const attr = sb.addAttribute(ch, 'hp', 1);
    runInSandbox(sb, `getObj('attribute', '${attr.id}').set('current', ${JSON.stringify(value)})`);
    expect(attr.get('current')).toBe(value);
  });

  it('set({...}) writes several keys, each recorded as a script write', () => {
    const { sb } = booted('');
    const tok = sb.addToken({ left: 0, top: 0 });
    runInSandbox(sb, `getObj('graphic', '${tok.id}').set({ left: 70, top: 140 })`);
    expect(sb.recorder.writes.filter((w) => w.origin === 'script').map((w) => [w.key, w.before, w.after])).toEqual([
      ['left', 0, 70],
      ['top', 0, 140],
    ]);
  });

  it('JSON.stringify and log show the properties', () => {
    const { sb } = booted('');
    const tok = sb.addToken({ name: 'Aldric' });
    runInSandbox(sb, `log(getObj('graphic', '${tok.id}'))`);
    expect(JSON.parse(sb.recorder.logs[0] ?? '{}')).toMatchObject({ _id: tok.id, _type: 'graphic', name: 'Aldric' });
  });

  it('a direct property read like obj.name is undefined (only get works)', () => {
    const { sb } = booted('');
    const tok = sb.addToken({ name: 'Aldric' });
    expect(runInSandbox(sb, `typeof getObj('graphic', '${tok.id}').name`)).toBe('undefined');
  });
});

describe('getObj and findObjs', () => {
  it('getObj returns undefined for a missing id and for the wrong type', () => {
    const { sb } = booted('');
    const tok = sb.addToken();
    expect(runInSandbox(sb, `getObj('graphic', 'nope') === undefined`)).toBe(true);
    expect(runInSandbox(sb, `getObj('character', '${tok.id}') === undefined`)).toBe(true);
    expect(runInSandbox(sb, `getObj('graphic', '${tok.id}').id`)).toBe(tok.id);
  });

  it('findObjs keys work with or without the underscore', () => {
    const { sb } = booted('');
    const ch = sb.addCharacter({ name: 'Aldric', attributes: { a: 1, b: 2 } });
    sb.addCharacter({ name: 'Other', attributes: { c: 3 } });
    const plain = runInSandbox(sb, `findObjs({ type: 'attribute', characterid: '${ch.id}' }).map(function (o) { return o.id; }).join()`);
    const underscored = runInSandbox(sb, `findObjs({ _type: 'attribute', _characterid: '${ch.id}' }).map(function (o) { return o.id; }).join()`);
    expect(plain).toBe(underscored);
    expect(String(plain).split(',')).toHaveLength(2);
  });

  it.each([
    [{ name: 'GOBLIN' }, {}, 0],
    [{ name: 'GOBLIN' }, { caseInsensitive: true }, 1],
    [{ name: 'Gob' }, { startsWith: true }, 1],
    [{ name: 'gob' }, { startsWith: true, caseInsensitive: true }, 1],
    [{ name: 'Goblin', left: 70 }, {}, 1],
    [{ name: 'Goblin', left: '70' }, {}, 0],
  ])('findObjs(%j, %j) finds %i token(s)', (attrs, options, count) => {
    const sb = createSandbox();
    sb.addToken({ name: 'Goblin', left: 70 });
    sb.addToken({ name: 'Orc', left: 70 });
    expect(sb.findObjs({ type: 'graphic', ...attrs }, options)).toHaveLength(count);
  });

  it("a character's attributes: found from its own index, in creation order, without the removed ones or another's", () => {
    const { sb } = booted('');
    const a = sb.addCharacter({ name: 'Aldric', attributes: { hp: 10 } });
    const b = sb.addCharacter({ name: 'Bryn', attributes: { hp: 7 } });
    const made = runInSandbox(sb, `createObj('attribute', { characterid: '${a.id}', name: 'ac', current: 14 }).id`);
    const names = (id: string): string[] => sb.findObjs({ type: 'attribute', characterid: id }).map((o) => String(o.get('name')));
    expect(names(a.id)).toEqual(['hp', 'ac']);
    expect(names(b.id)).toEqual(['hp']);
    // the other keys still filter
    expect(sb.findObjs({ type: 'attribute', characterid: a.id, name: 'ac' }).map((o) => o.id)).toEqual([made]);
    expect(sb.findObjs({ type: 'ability', characterid: a.id })).toEqual([]);
    runInSandbox(sb, `getObj('attribute', '${String(made)}').remove()`);
    expect(names(a.id)).toEqual(['hp']);
    // an attribute moved to another character by a set-up edit is found under its new owner only
    const hp = sb.findObjs({ type: 'attribute', characterid: b.id })[0]!;
    sb.setProps(hp, { _characterid: a.id });
    expect(names(a.id)).toEqual(['hp', 'hp']);
    expect(names(b.id)).toEqual([]);
    // case-insensitive and prefix searches still look at every attribute
    expect(sb.findObjs({ type: 'attribute', characterid: a.id.toUpperCase() }, { caseInsensitive: true })).toHaveLength(2);
  });

  it('findObjsEquality loose compares with ==', () => {
    const sb = createSandbox({ findObjsEquality: 'loose' });
    sb.addToken({ name: 'Goblin', left: 70 });
    expect(sb.findObjs({ type: 'graphic', left: '70' })).toHaveLength(1);
  });

  it('findObjs with no match returns an empty array of the script realm, never undefined', () => {
    const { sb } = booted('');
    expect(runInSandbox(sb, `var r = findObjs({ type: 'graphic', name: 'nobody' }); Array.isArray(r) && r instanceof Array && r.length === 0`)).toBe(true);
  });

  it('filterObjs and getAllObjs see every live object', () => {
    const { sb } = booted('');
    sb.addToken({ name: 'A' });
    expect(runInSandbox(sb, `filterObjs(function (o) { return o.get('name') === 'A'; }).length`)).toBe(1);
    expect(runInSandbox(sb, 'getAllObjs().length')).toBe(sb.allObjs().length);
  });
});

describe('createObj and remove', () => {
  it.each(['player', 'page', 'campaign', 'deck'])('createObj(%j) is refused: undefined and a warning', (type) => {
    const { sb } = booted('');
    expect(runInSandbox(sb, `createObj('${type}', { name: 'x' }) === undefined`)).toBe(true);
    expect(sb.recorder.warnings.join()).toMatch(/cannot be created/);
  });

  it.each(['player', 'page'])('in strict mode createObj(%j) throws', (type) => {
    const { sb } = booted('', { strict: true });
    expect(() => runInSandbox(sb, `createObj('${type}', {})`)).toThrow(/cannot be created/);
  });

  it.each([
    ['attribute', '{ name: "hp" }', /characterid/],
    ['ability', '{ name: "Swing" }', /characterid/],
    ['graphic', '{ name: "Tok" }', /pageid/],
    ['attribute', '{ name: "hp", characterid: "-nonexistent" }', /characterid/],
  ])('createObj(%j, %s) without its parent is refused', (type, attrs, message) => {
    const { sb } = booted('');
    expect(runInSandbox(sb, `createObj('${type}', ${attrs}) === undefined`)).toBe(true);
    expect(sb.recorder.warnings.join()).toMatch(message);
  });

  it('createObj with its parent creates the object, sets the parent id, and records it as created by script', () => {
    const { sb } = booted('');
    const ch = sb.addCharacter({ name: 'Aldric' });
    const id = runInSandbox(sb, `createObj('attribute', { characterid: '${ch.id}', name: 'hp', current: 5 }).id`);
    const attr = sb.getObj('attribute', String(id));
    expect(attr?.get('_characterid')).toBe(ch.id);
    expect(attr?.get('current')).toBe(5);
    expect(sb.recorder.created).toEqual([{ id, type: 'attribute', origin: 'script' }]);
  });

  it('createObj("path") stores path as the read-only _path and joins the page z-order', () => {
    const { sb, page } = booted('');
    const id = String(runInSandbox(sb, `createObj('path', { pageid: '${page.id}', path: '[["M",0,0]]' }).id`));
    expect(sb.getObj('path', id)?.get('_path')).toBe('[["M",0,0]]');
    expect(String(page.get('_zorder')).split(',')).toContain(id);
  });

  it.each([
    ['https://s3.amazonaws.com/files.d20.io/images/123/abc/thumb.png?1700000000', true],
    ['https://files.d20.io/images/123/abc/thumb.jpg', true],
    ['https://s3.amazonaws.com/files.d20.io/images/123/abc/max.png?1700000000', false],
    ['https://example.com/images/x/thumb.png', false],
  ])('createObj("graphic") with imgsrc %s is %s: only a library image in its thumb size', (url, made) => {
    const { sb, page } = booted('');
    const id = runInSandbox(sb, `(createObj('graphic', { pageid: '${page.id}', imgsrc: '${url}', layer: 'map' }) || { id: null }).id`);
    expect(id !== null).toBe(made);
    if (made) expect(sb.getObj('graphic', String(id))?.get('imgsrc')).toBe(url);
    else expect(sb.recorder.warnings.join()).toMatch(/thumb image of a user's library/);
  });

  it('a script-made path and text move with set like any object: one write per key, no event', () => {
    const { sb, page } = booted('');
    const ids = runInSandbox(
      sb,
      `(() => { const p = createObj('path', { pageid: '${page.id}', path: '[["M",0,0]]', layer: 'map' }); const t = createObj('text', { pageid: '${page.id}', text: 'Count 1' });
        p.set({ left: 105, top: 140, scaleX: 1.2 }); t.set('text', 'Count 3'); return [p.id, t.id].join(','); })()`,
    );
    const [pathId, textId] = String(ids).split(',');
    expect([sb.getObj('path', String(pathId))?.get('left'), sb.getObj('path', String(pathId))?.get('scaleX')]).toEqual([105, 1.2]);
    expect(sb.getObj('text', String(textId))?.get('text')).toBe('Count 3');
    expect(sb.recorder.writes.filter((w) => w.id === pathId).map((w) => w.key)).toEqual(['left', 'top', 'scaleX']);
  });

  it('other read-only keys given to createObj are ignored with a warning', () => {
    const { sb, page } = booted('');
    const id = String(runInSandbox(sb, `createObj('graphic', { pageid: '${page.id}', _cardid: 'c1' }).id`));
    expect(sb.getObj('graphic', id)?.get('_cardid')).toBe('');
    expect(sb.recorder.warnings.join()).toMatch(/_cardid/);
  });

  it('remove() on a graphic removes it from findObjs, getObj and the page z-order', () => {
    const { sb, page } = booted('');
    const tok = sb.addToken({ pageid: page.id, name: 'Gone' });
    runInSandbox(sb, `getObj('graphic', '${tok.id}').remove()`);
    expect(sb.findObjs({ type: 'graphic', name: 'Gone' })).toEqual([]);
    expect(sb.getObj('graphic', tok.id)).toBeUndefined();
    expect(String(page.get('_zorder'))).not.toContain(tok.id);
    expect(sb.recorder.removed).toEqual([{ id: tok.id, type: 'graphic', origin: 'script' }]);
  });

  it.each(['page', 'player'])('remove() on a %s is refused', (type) => {
    const { sb, page, pat } = booted('');
    const obj = type === 'page' ? page : pat;
    runInSandbox(sb, `getObj('${type}', '${obj.id}').remove()`);
    expect(sb.getObj(type, obj.id)).toBe(obj);
    expect(sb.recorder.warnings.join()).toMatch(/not allowed/);
  });

  it('removing a character removes its attributes and abilities', () => {
    const { sb } = booted('');
    const ch = sb.addCharacter({ name: 'A', attributes: { hp: 3 }, abilities: { Swing: '!swing' } });
    runInSandbox(sb, `getObj('character', '${ch.id}').remove()`);
    expect(sb.allObjs('attribute')).toEqual([]);
    expect(sb.allObjs('ability')).toEqual([]);
  });
});

describe('blob fields', () => {
  it('character.get("bio", cb) calls back only on flush, with the value an earlier set wrote', () => {
    const { sb } = booted('');
    const ch = sb.addCharacter({ name: 'A' });
    runInSandbox(sb, `var c = getObj('character', '${ch.id}'); c.set('bio', 'Born in a barn'); c.get('bio', function (v) { log('bio: ' + v); }); log('after get');`);
    expect(sb.recorder.logs).toEqual(['after get']);
    sb.flush();
    expect(sb.recorder.logs).toEqual(['after get', 'bio: Born in a barn']);
  });

  it.each([
    ['character', 'bio'],
    ['character', 'gmnotes'],
    ['handout', 'notes'],
    ['handout', 'gmnotes'],
  ])('%s.get(%j) without a callback returns undefined and records a warning', (type, key) => {
    const { sb } = booted('');
    const obj = type === 'character' ? sb.addCharacter({ name: 'A', [key]: 'secret' }) : sb.addObject('handout', { [key]: 'secret' });
    expect(runInSandbox(sb, `getObj('${type}', '${obj.id}').get('${key}') === undefined`)).toBe(true);
    expect(sb.recorder.warnings.join()).toMatch(/callback/);
  });

  it('in strict mode a blob get without a callback throws', () => {
    const { sb } = booted('', { strict: true });
    const ch = sb.addCharacter({ name: 'A' });
    expect(() => runInSandbox(sb, `getObj('character', '${ch.id}').get('bio')`)).toThrow(/callback/);
  });

  it('a token gmnotes is not a blob: it reads synchronously', () => {
    const sb = createSandbox();
    expect(sb.addToken({ gmnotes: 'note%20here' }).get('gmnotes')).toBe('note%20here');
  });
});

describe('utilities', () => {
  it.each([
    ['toFront', (a: string, b: string, c: string) => [b, c, a]],
    ['toBack', (a: string, b: string, c: string) => [c, a, b]],
  ] as const)('%s reorders the page _zorder', (fn, expected) => {
    const { sb, page } = booted('');
    const [a, b, c] = [sb.addToken({ pageid: page.id }).id, sb.addToken({ pageid: page.id }).id, sb.addToken({ pageid: page.id }).id];
    const moved = fn === 'toFront' ? a : c;
    runInSandbox(sb, `${fn}(getObj('graphic', '${moved}'))`);
    expect(String(page.get('_zorder')).split(',')).toEqual(expected(a, b, c));
  });

  it('playerIsGM reads the GM flag live', () => {
    const { sb, pat } = booted('');
    expect(runInSandbox(sb, `playerIsGM('${pat.id}')`)).toBe(false);
    sb.driver.toggleGM(pat, true);
    expect(runInSandbox(sb, `playerIsGM('${pat.id}')`)).toBe(true);
  });

  it.each([
    ['"a"', 'a'],
    ['{ x: 1 }', '{"x":1}'],
    ['[1, "b"]', '[1,"b"]'],
    ['42', '42'],
  ])('log(%s) records %j', (arg, expected) => {
    const { sb } = booted('');
    runInSandbox(sb, `log(${arg})`);
    expect(sb.recorder.logs).toEqual([expected]);
  });

  it('spawnFx is recorded with pageid defaulting to the player page; a beam through spawnFx is flagged', () => {
    const { sb, page } = booted('');
    runInSandbox(sb, `spawnFx(1, 2, 'burst-fire'); spawnFx(1, 2, 'beam-fire')`);
    expect(sb.recorder.effects[0]).toEqual({ kind: 'spawnFx', args: [1, 2, 'burst-fire', page.id] });
    expect(sb.recorder.warnings.join()).toMatch(/spawnFxBetweenPoints/);
  });

  it('sendPing is recorded with its arguments', () => {
    const { sb, page } = booted('');
    runInSandbox(sb, `sendPing(70, 140, '${page.id}', null, true)`);
    expect(sb.recorder.effects).toEqual([{ kind: 'sendPing', args: [70, 140, page.id, null, true] }]);
  });

  it('objects handed to scripts are DoubleObjects with no visible internals', () => {
    const { sb } = booted('');
    const tok = sb.addToken();
    expect(tok).toBeInstanceOf(DoubleObject);
    expect(runInSandbox(sb, `Object.keys(getObj('graphic', '${tok.id}')).join()`)).toBe('id');
  });
});
