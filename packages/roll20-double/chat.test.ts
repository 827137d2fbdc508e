import { describe, expect, it } from 'vitest';
import { booted, runInSandbox } from './test-helpers';

/** A script that logs every chat:message it receives as JSON. */
const CHAT_SPY = `on('chat:message', function (msg) { log(JSON.stringify(msg)); });`;
const messages = (sb: { recorder: { logs: string[] } }): Array<Record<string, unknown>> =>
  sb.recorder.logs.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('messages typed by players (driver.chat)', () => {
  it('a GM command has type api, the text as content, who with " (GM)", the GM id, and the selection', () => {
    const { sb, gm, page } = booted(CHAT_SPY);
    const tok = sb.addToken({ pageid: page.id });
    sb.driver.chat(gm, '!cmd a b', { selected: [tok] });
    expect(messages(sb)).toEqual([{ who: 'Gina (GM)', playerid: gm.id, type: 'api', content: '!cmd a b', selected: [{ _id: tok.id, _type: 'graphic' }] }]);
  });

  it.each([
    ['no options', undefined],
    ['an empty selection', { selected: [] }],
  ])('with %s, a player command has no selected key at all', (_label, options) => {
    const { sb, pat } = booted(CHAT_SPY);
    sb.driver.chat(pat, '!cmd', options);
    expect(messages(sb)[0]).toEqual({ who: 'Pat Smith', playerid: pat.id, type: 'api', content: '!cmd' });
    expect('selected' in (messages(sb)[0] ?? {})).toBe(false);
  });

  it('who follows the live GM flag', () => {
    const { sb, pat } = booted(CHAT_SPY);
    sb.driver.toggleGM(pat, true);
    sb.driver.chat(pat, 'hello');
    expect(messages(sb)[0]).toMatchObject({ who: 'Pat Smith (GM)', type: 'general' });
  });

  it.each([
    ['/em waves', 'emote', 'waves'],
    ['/desc The door creaks', 'desc', 'The door creaks'],
    ['plain words', 'general', 'plain words'],
  ])('%j is a %s message with content %j', (text, type, content) => {
    const { sb, gm } = booted(CHAT_SPY);
    sb.driver.chat(gm, text);
    expect(messages(sb)[0]).toMatchObject({ type, content });
  });

  it('inline rolls become $[[n]] with totals in inlinerolls, using queued dice', () => {
    const { sb, pat } = booted(CHAT_SPY);
    sb.dice.queue(4, 6, 2);
    sb.driver.chat(pat, '!attack [[1d20+2]] vs [[2d6]]');
    const msg = messages(sb)[0] as { content: string; inlinerolls: Array<{ expression: string; results: { total: number } }> };
    expect(msg.content).toBe('!attack $[[0]] vs $[[1]]');
    expect(msg.inlinerolls.map((r) => [r.expression, r.results.total])).toEqual([
      ['1d20+2', 6],
      ['2d6', 8],
    ]);
  });

  it('@{Name|attr} references resolve before rolling', () => {
    const { sb, pat } = booted(CHAT_SPY);
    sb.addCharacter({ name: 'Aldric', attributes: { perception: 8 } });
    sb.dice.queue(10);
    sb.driver.chat(pat, '!check [[1d20+@{Aldric|perception}]]');
    expect(messages(sb)[0]).toMatchObject({ inlinerolls: [{ expression: '1d20+8', results: { total: 18 } }] });
  });

  it('@{selected|…} resolves against the selected token and its character', () => {
    const { sb, pat, page } = booted(CHAT_SPY);
    const ch = sb.addCharacter({ name: 'Aldric', attributes: { agility: 3 } });
    const tok = sb.addToken({ pageid: page.id, represents: ch.id, name: 'Al' });
    sb.driver.chat(pat, '!who @{selected|token_id} @{selected|character_id} @{selected|agility}', { selected: [tok] });
    expect(messages(sb)[0]).toMatchObject({ content: `!who ${tok.id} ${ch.id} 3` });
  });

  it('a roll template sets rolltemplate', () => {
    const { sb, gm } = booted(CHAT_SPY);
    sb.driver.chat(gm, '&{template:default} {{name=Test}} {{Roll=[[3]]}}');
    expect(messages(sb)[0]).toMatchObject({ rolltemplate: 'default', content: '{{name=Test}} {{Roll=$[[0]]}}' });
  });
});

describe('sendChat', () => {
  it('is asynchronous: delivered on flush, and code after sendChat runs first', () => {
    const { sb, gm } = booted(`
      on('chat:message', function (msg) {
        if (msg.content === '!start') { sendChat('Bot', '!relay'); log('after sendChat'); }
        if (msg.content === '!relay') { log('relay received'); }
      });
    `);
    sb.driver.chat(gm, '!start');
    expect(sb.recorder.logs).toEqual(['after sendChat', 'relay received']);
  });

  it('is not delivered before flush', () => {
    const { sb } = booted(`on('chat:message', function (msg) { log('got ' + msg.content); });`);
    runInSandbox(sb, `sendChat('Bot', '!later')`);
    expect(sb.recorder.logs).toEqual([]);
    sb.flush();
    expect(sb.recorder.logs).toEqual(['got !later']);
  });

  it('a script\'s ! message reaches every script with playerid "API", type api and no selected', () => {
    const { sb } = booted([CHAT_SPY, CHAT_SPY]);
    runInSandbox(sb, `sendChat('Relay', '!other x')`);
    sb.flush();
    expect(messages(sb)).toEqual([
      { who: 'Relay', playerid: 'API', type: 'api', content: '!other x' },
      { who: 'Relay', playerid: 'API', type: 'api', content: '!other x' },
    ]);
  });

  it.each([
    ['/w gm hi', 'gm', 'GM', 'hi'],
    ['/w "Pat Smith" hi there', 'pat', 'Pat Smith', 'hi there'],
    ['/w Pat hi', 'pat', 'Pat Smith', 'hi'],
    ['/w Gina psst', 'gm-player', 'Gina', 'psst'],
  ])('%j whispers to %s with target_name %j', (text, target, targetName, content) => {
    const { sb, gm, pat } = booted(CHAT_SPY);
    runInSandbox(sb, `sendChat('Bot', ${JSON.stringify(text)})`);
    sb.flush();
    const expectedTarget = target === 'gm' ? 'gm' : target === 'pat' ? pat.id : gm.id;
    expect(messages(sb)[0]).toMatchObject({ type: 'whisper', target: expectedTarget, target_name: targetName, content });
    expect(sb.recorder.chat[0]?.targets).toEqual(target === 'pat' ? [pat.id] : [gm.id]);
  });

  it('/w gm reaches every GM player', () => {
    const { sb, gm } = booted('');
    const gm2 = sb.addPlayer({ name: 'Second', gm: true });
    runInSandbox(sb, `sendChat('Bot', '/w gm status')`);
    expect(sb.recorder.chat[0]?.targets).toEqual([gm.id, gm2.id]);
    expect(sb.recorder.whispersTo(gm2).map((m) => m.content)).toEqual(['status']);
  });

  it('a whisper to a character reaches the players who control it', () => {
    const { sb, pat } = booted('');
    sb.addCharacter({ name: 'Aldric', controlledby: pat.id });
    runInSandbox(sb, `sendChat('Bot', '/w Aldric your turn')`);
    expect(sb.recorder.whispersTo(pat).map((m) => m.content)).toEqual(['your turn']);
  });

  it('a whisper to nobody known is recorded with no targets and a warning', () => {
    const { sb } = booted('');
    runInSandbox(sb, `sendChat('Bot', '/w Nobody hi')`);
    expect(sb.recorder.chat[0]?.targets).toEqual([]);
    expect(sb.recorder.warnings.join()).toMatch(/Nobody/);
  });

  it('/direct posts raw HTML, unparsed', () => {
    const { sb } = booted(CHAT_SPY);
    runInSandbox(sb, `sendChat('Bot', '/direct <b>[[1d6]]</b>')`);
    sb.flush();
    expect(messages(sb)[0]).toMatchObject({ type: 'direct', content: '<b>[[1d6]]</b>' });
    expect(sb.recorder.publicChat().map((m) => m.content)).toEqual(['<b>[[1d6]]</b>']);
  });

  it('with a callback it posts nothing and hands back the parsed messages', () => {
    const { sb } = booted(CHAT_SPY);
    sb.dice.queue(15);
    runInSandbox(sb, `sendChat('Bot', 'Hit [[1d20+2]]', function (ops) {
      log('cb ' + ops.length + ' ' + ops[0].content + ' ' + ops[0].inlinerolls[0].results.total + ' ' + Array.isArray(ops) + ' ' + (ops instanceof Array));
    }); log('after');`);
    sb.flush();
    expect(sb.recorder.logs).toEqual(['after', 'cb 1 Hit $[[0]] 17 true true']);
    expect(sb.recorder.delivered).toEqual([]);
    expect(sb.recorder.chat[0]?.viaCallback).toBe(true);
    expect(sb.recorder.publicChat()).toEqual([]);
  });

  it('/r gives a rollresult whose content is the JSON roll', () => {
    const { sb } = booted('');
    sb.dice.queue(3, 4);
    runInSandbox(sb, `sendChat('Bot', '/r 2d6+1', function (ops) { var r = JSON.parse(ops[0].content); log(ops[0].type + ' ' + ops[0].origRoll + ' ' + r.total); })`);
    sb.flush();
    expect(sb.recorder.logs).toEqual(['rollresult 2d6+1 8']);
  });

  it.each([
    ['character|', 'Aldric'],
    ['player|', 'Pat Smith'],
  ])('speaking as %sID uses that name as who', (prefix, who) => {
    const { sb, pat } = booted('');
    const ch = sb.addCharacter({ name: 'Aldric' });
    const id = prefix === 'character|' ? ch.id : pat.id;
    runInSandbox(sb, `sendChat('${prefix}${id}', 'hi')`);
    expect(sb.recorder.chat[0]).toMatchObject({ who, speakingAs: `${prefix}${id}` });
  });

  it('options noarchive and use3d are recorded', () => {
    const { sb } = booted('');
    runInSandbox(sb, `sendChat('Bot', 'menu', null, { noarchive: true, use3d: false })`);
    expect(sb.recorder.chat[0]?.options).toEqual({ noarchive: true, use3d: false });
  });

  it('a roll template from a script sets rolltemplate on the recorded message', () => {
    const { sb } = booted('');
    runInSandbox(sb, `sendChat('Bot', '&{template:default} {{name=Round 2}}')`);
    expect(sb.recorder.chat[0]).toMatchObject({ rolltemplate: 'default', content: '{{name=Round 2}}', type: 'general' });
  });

  it('a bad roll is a misuse: nothing is sent, a warning is recorded', () => {
    const { sb } = booted('');
    runInSandbox(sb, `sendChat('Bot', 'x [[1d20+]]')`);
    expect(sb.recorder.chat).toEqual([]);
    expect(sb.recorder.warnings.join()).toMatch(/roll/);
  });
});

describe('the recorder', () => {
  it('whispersTo and publicChat split what a script posted', () => {
    const { sb, gm, pat } = booted('');
    runInSandbox(sb, `sendChat('Bot', '/w gm for gm'); sendChat('Bot', '/w "Pat Smith" for pat'); sendChat('Bot', 'for all'); sendChat('Bot', '!cmd');`);
    expect(sb.recorder.whispersTo(gm).map((m) => m.content)).toEqual(['for gm']);
    expect(sb.recorder.whispersTo(pat).map((m) => m.content)).toEqual(['for pat']);
    expect(sb.recorder.publicChat().map((m) => m.content)).toEqual(['for all']);
  });

  it('mark and since report what happened during one command', () => {
    const { sb, gm, page } = booted(`on('chat:message', function (m) { if (m.content === '!go') { sendChat('Bot', 'went'); findObjs({ type: 'graphic' })[0].set('left', 9); log('go'); } });`);
    sb.addToken({ pageid: page.id });
    runInSandbox(sb, `sendChat('Bot', 'before')`);
    sb.flush();
    const mark = sb.recorder.mark();
    sb.driver.chat(gm, '!go');
    const since = sb.recorder.since(mark);
    expect(since.chat.map((c) => c.content)).toEqual(['went']);
    expect(since.writes.map((w) => [w.key, w.after])).toEqual([['left', 9]]);
    expect(since.logs).toEqual(['go']);
    expect(since.delivered.map((m) => m.content)).toEqual(['!go', 'went']);
  });

  it('forget drops everything recorded; a mark taken afterwards reports the next command alone', () => {
    const { sb, gm, page } = booted(`on('chat:message', function (m) { if (m.content === '!go') { sendChat('Bot', 'went'); findObjs({ type: 'graphic' })[0].set('left', 9); log('go'); } });`);
    sb.addToken({ pageid: page.id });
    sb.driver.chat(gm, '!go');
    expect(sb.recorder.chat.length).toBeGreaterThan(0);
    sb.recorder.forget();
    for (const list of [sb.recorder.chat, sb.recorder.delivered, sb.recorder.writes, sb.recorder.logs]) expect(list).toEqual([]);
    const mark = sb.recorder.mark();
    sb.driver.chat(gm, '!go');
    const since = sb.recorder.since(mark);
    expect(since.chat.map((c) => c.content)).toEqual(['went']);
    expect(since.writes.map((w) => [w.key, w.after])).toEqual([['left', 9]]);
    expect(since.logs).toEqual(['go']);
  });
});

describe('ability calls %{character|ability}', () => {
  const last = (sb: ReturnType<typeof booted>['sb']) => sb.recorder.chat.at(-1);

  it('a script’s message holding one gets the ability’s action in its place, its rolls rolled and its references read', () => {
    const { sb } = booted('');
    sb.addCharacter({ name: 'Aldric', attributes: { str: 4 }, abilities: { Attack: 'swings [[1d20+@{Aldric|str}]]' } });
    runInSandbox(sb, `sendChat('Rondel', '/w gm Aldric %{Aldric|Attack}')`);
    sb.flush();
    expect(last(sb)?.content).toBe('Aldric swings $[[0]]');
    expect(last(sb)?.inlinerolls?.[0]?.expression).toBe('1d20+4');
    expect(sb.recorder.warnings).toEqual([]);
  });

  it('one typed by a player with a token selected reads the selected token’s character', () => {
    const { sb, gm, page } = booted('');
    const c = sb.addCharacter({ name: 'Lira', abilities: { Hello: 'waves' } });
    const tok = sb.addToken({ pageid: page.id, represents: c.id });
    sb.driver.chat(gm, '%{selected|Hello}', { selected: [tok] });
    expect(sb.recorder.delivered.at(-1)?.content).toBe('waves');
  });

  it('an ability in an ability is called too; a loop of calls stops and is reported', () => {
    const { sb } = booted('');
    sb.addCharacter({ name: 'Kess', abilities: { A: 'a %{Kess|B}', B: 'b', Loop: '%{Kess|Loop}' } });
    runInSandbox(sb, `sendChat('x', '%{Kess|A}')`);
    expect(last(sb)?.content).toBe('a b');
    expect(() => runInSandbox(sb, `sendChat('x', '%{Kess|Loop}')`)).not.toThrow();
    expect(sb.recorder.warnings.join('\n')).toMatch(/ability calls more than \d+ deep/);
  });

  it('an ability nobody has is left as typed and reported, as an unknown attribute is', () => {
    const { sb } = booted('');
    runInSandbox(sb, `sendChat('x', 'go %{Nobody|Attack}')`);
    expect(last(sb)?.content).toBe('go %{Nobody|Attack}');
    expect(sb.recorder.warnings.join('\n')).toMatch(/%\{Nobody\|Attack\}: no such ability/);
  });

  it('a /direct message is raw HTML: nothing in it is called', () => {
    const { sb } = booted('');
    sb.addCharacter({ name: 'Aldric', abilities: { Attack: 'swings' } });
    runInSandbox(sb, `sendChat('x', '/direct %{Aldric|Attack}')`);
    expect(last(sb)?.content).toBe('%{Aldric|Attack}');
    expect(sb.recorder.warnings).toEqual([]);
  });
});

describe('an API command of several lines', () => {
  it('reaches the scripts as one message, its lines joined by <br/> and the newline, as Roll20 sends it', () => {
    const { sb, gm } = booted(CHAT_SPY);
    sb.driver.chat(gm, '!cmd --a 1\n--b 2\r\n--c 3');
    expect(messages(sb)[0]).toMatchObject({ type: 'api', content: '!cmd --a 1<br/>\n--b 2<br/>\n--c 3' });
  });

  it('a one-line command is as typed', () => {
    const { sb, gm } = booted(CHAT_SPY);
    sb.driver.chat(gm, '!cmd --a 1');
    expect(messages(sb)[0]).toMatchObject({ content: '!cmd --a 1' });
  });
});

describe('an ability call whose action is an API command', () => {
  it('is an API command: a token action or sheet button that runs a script reaches the scripts', () => {
    const { sb, gm, page } = booted(CHAT_SPY);
    const c = sb.addCharacter({ name: 'Lira', abilities: { Status: '!cmd status' } });
    const tok = sb.addToken({ pageid: page.id, represents: c.id });
    sb.driver.chat(gm, '%{selected|Status}', { selected: [tok] });
    expect(messages(sb)[0]).toMatchObject({ type: 'api', content: '!cmd status' });
  });
});
