// The browser table's server side without a browser: what each viewer is sent, what Roll20 lets each player do,
// the sheets' workers, and the API's input checks. The browser test plays the same table through the page.
import { describe, expect, it } from 'vitest';
import { handleApi } from '../../play/web/api';
import { HIDDEN_TOKEN, type WebCampaignOptions } from '../../play/web/campaign';
import { DEFAULT_RULE_SET as PAGE_DEFAULT, RULE_SETS, startCommand } from '../../play/web/rule-sets';
import { DEFAULT_RULE_SET, ruleSets } from '../../src/rules/registry';
import { Refusal, scriptStack, Session } from '../../play/web/session';
import { buildView } from '../../play/web/view';
import type { View } from '../../play/web/protocol';

/** Another Mod script that throws on `!boom`. */
const CRASHING_SCRIPT = "on('ready', () => on('chat:message', (m) => { if (m.content === '!boom') throw new Error('kaboom'); }));";

function aSession(options: WebCampaignOptions = {}) {
  const session = new Session({ seed: 11, ...options });
  const { gm, players } = session.campaign;
  const [pat, sam] = players.map((p) => p.id) as [string, string, string];
  const id = (name: string) => session.tokens().find((t) => t.get('name') === name)?.id ?? '';
  const all = session.tokens().map((t) => t.id);
  return { session, gm: gm.id, pat, sam, id, all, view: (viewer: string, since = 0): View => buildView(session, viewer, since) };
}

describe('what each viewer is sent', () => {
  it('the GM sees the GM-layer token; players see it nowhere: map, tracker, chat', () => {
    const { session, gm, pat, id, all, view } = aSession();
    session.say(gm, '!rondel start', all);
    expect(view(gm).tokens.find((t) => t.name === HIDDEN_TOKEN)?.layer).toBe('gmlayer');
    expect(view(gm).tracker.rows.some((r) => r.id === id(HIDDEN_TOKEN) && r.hidden)).toBe(true);
    const player = view(pat);
    expect(player.tokens.map((t) => t.name)).not.toContain(HIDDEN_TOKEN);
    expect(player.tracker.rows.map((r) => r.id)).not.toContain(id(HIDDEN_TOKEN));
    expect(JSON.stringify(player)).not.toContain(HIDDEN_TOKEN);
    expect(JSON.stringify(player)).not.toContain(id(HIDDEN_TOKEN));
  });

  it('whispers reach their recipients and the sender; the GM does not read players’ whispers to each other', () => {
    const { session, gm, pat, sam, view } = aSession();
    session.say(pat, '/w gm a secret for the GM', []);
    session.say(pat, '/w Sam a note for Sam', []);
    session.say(sam, 'hello all', []);
    const texts = (viewer: string) => view(viewer).chat.map((m) => `${m.whisper ?? 'public'}: ${m.content}`);
    expect(texts(gm)).toEqual(['From Pat: a secret for the GM', 'public: hello all']);
    expect(texts(pat)).toEqual(['To GM: a secret for the GM', 'To Sam: a note for Sam', 'public: hello all']);
    expect(texts(sam)).toEqual(['From Pat: a note for Sam', 'public: hello all']);
  });

  it('the script’s whispered menu goes to the due token’s player only; `!` commands are shown to nobody', () => {
    const { session, gm, pat, sam, all, view } = aSession();
    session.say(gm, '!rondel start', all);
    session.tracker(gm, { op: 'next' });
    session.tracker(gm, { op: 'next' });
    const menu = (viewer: string) => view(viewer).chat.filter((m) => m.content.includes('Lira: your action'));
    expect(menu(sam)).toHaveLength(1);
    expect(menu(sam)[0]?.fromScript).toBe(true);
    expect(menu(pat)).toHaveLength(0);
    expect(menu(gm)).toHaveLength(0);
    expect(view(gm).chat.some((m) => m.content.startsWith('!'))).toBe(false);
  });

  it('a view carries only the chat after `since`, and the console only for the GM', () => {
    const { session, gm, pat, view } = aSession();
    session.say(pat, 'one', []);
    const seq = view(pat).chatSeq;
    session.say(pat, 'two', []);
    expect(view(pat, seq).chat.map((m) => m.content)).toEqual(['two']);
    expect(view(gm).console?.lines.some((l) => l.text.includes('ready'))).toBe(true);
    expect(view(pat).console).toBeNull();
  });

  it('while the scripts are disabled, chat still posts, and a whisper still reaches only its recipient', () => {
    const { session, gm, pat, sam, view } = aSession({ scripts: [CRASHING_SCRIPT] });
    session.say(gm, '!boom', []);
    expect(session.sb.disabled).toBe(true);
    session.say(pat, '/w "Sam" psst', []);
    session.say(pat, 'out loud', []);
    expect(view(sam).chat.map((m) => `${m.whisper ?? 'public'}: ${m.content}`)).toEqual(['From Pat: psst', 'public: out loud']);
    expect(view(gm).chat.map((m) => m.content)).toEqual(['out loud']);
  });
});

describe('what Roll20 lets each player do', () => {
  it('a player’s selection keeps only tokens they control', () => {
    const { session, pat, id } = aSession();
    session.say(pat, '!rondel status', [id('Aldric'), id('Goblin 1'), id(HIDDEN_TOKEN)]);
    const sent = session.sb.recorder.delivered.find((m) => m.playerid === pat && m.content === '!rondel status');
    expect(sent?.selected).toEqual([{ _id: id('Aldric'), _type: 'graphic' }]);
  });

  it('next: the GM always; a player only when the top token is theirs', () => {
    const { session, gm, pat, sam, all, id, view } = aSession();
    session.say(gm, '!rondel start', all);
    session.tracker(gm, { op: 'next' });
    session.tracker(gm, { op: 'next' });
    expect(session.sb.turnOrder()[0]?.id).toBe(id('Lira'));
    expect(view(pat).tracker.canNext).toBe(false);
    expect(() => session.tracker(pat, { op: 'next' })).toThrow(Refusal);
    expect(view(sam).tracker.canNext).toBe(true);
    session.tracker(sam, { op: 'next' });
    expect(session.sb.turnOrder()[0]?.id).not.toBe(id('Lira'));
  });

  it('players may edit a value (put back until the GM adopts it) but not rearrange the tracker; a stale index is refused', () => {
    const { session, gm, pat, all, id } = aSession();
    session.say(gm, '!rondel start', all);
    const index = session.sb.turnOrder().findIndex((e) => e.id === id('Aldric'));
    expect(() => session.tracker(pat, { op: 'drag', from: index, to: 0, id: id('Aldric') })).toThrow('Only the GM');
    expect(() => session.tracker(pat, { op: 'remove', index, id: id('Aldric') })).toThrow('Only the GM');
    expect(() => session.tracker(pat, { op: 'edit', index, id: id('Lira'), pr: '9' })).toThrow('changed meanwhile');
    const before = session.sb.turnOrder().find((e) => e.id === id('Aldric'))?.pr;
    session.tracker(pat, { op: 'edit', index, id: id('Aldric'), pr: '9' });
    // the edit reaches Roll20's tracker, and the script puts it back until the GM adopts it
    expect(session.sb.turnOrder().find((e) => e.id === id('Aldric'))?.pr).toBe(before);
    expect(before).not.toBe(9);
  });

  it('a player may not move another’s token; the GM moves any', () => {
    const { session, gm, pat, id } = aSession();
    const goblin = session.sb.getObj('graphic', id('Goblin 1'));
    const before = goblin?.get('left');
    session.move(pat, [{ id: id('Goblin 1'), left: 35, top: 40 }]);
    expect(goblin?.get('left')).toBe(before);
    session.move(gm, [{ id: id('Goblin 1'), left: 35, top: 40 }]);
    expect(goblin?.get('left')).toBe(35);
  });
});

describe('sheets', () => {
  const kessOf = (session: Session) => session.campaign.characters.find((c) => c.get('name') === 'Kess')?.id ?? '';

  it('opening a hero’s sheet changes nothing: the demo sheets hold what the workers derive from', () => {
    const { session, sam } = aSession();
    const writes = session.sb.recorder.writes.length;
    const sheet = session.openSheet(sam, kessOf(session));
    expect(sheet.globals).toMatchObject({ character_name: 'Kess', initiative_adjustment: '1', weapon_speed: '-2', weapon_active_name: 'Twin daggers' });
    expect(session.sb.recorder.writes.slice(writes).filter((w) => w.origin !== 'setup')).toEqual([]);
  });

  it('an edit runs the workers and reaches the double as the player’s edit', () => {
    const { session, sam } = aSession();
    const sheet = session.editSheet(sam, kessOf(session), 'agility', '12');
    expect(sheet.globals.agility_mod).toBe('5');
    const mod = session.sb.findObjs({ type: 'attribute', characterid: kessOf(session), name: 'agility_mod' })[0];
    expect(mod?.get('current')).toBe('5');
    expect(session.sb.recorder.writes.filter((w) => w.origin === 'user' && w.type === 'attribute').length).toBeGreaterThan(0);
  });

  it('only the GM and the controlling player may open a sheet', () => {
    const { session, pat, gm } = aSession();
    expect(() => session.openSheet(pat, kessOf(session))).toThrow('may not open');
    expect(session.openSheet(gm, kessOf(session)).name).toBe('Kess');
  });

  it('a roll button is filled in from the character; a missing attribute is refused, as Roll20 does', () => {
    const { session, sam } = aSession();
    const kess = kessOf(session);
    expect(session.resolveButton(sam, kess, '!combat act combat --speed @{weapon_speed} --char @{character_id} ^{strength}', null)).toBe(
      `!combat act combat --speed -2 --char ${kess} Strength`,
    );
    expect(() => session.resolveButton(sam, kess, '@{no_such_thing}', null)).toThrow('No attribute was found for @{no_such_thing}');
  });

  it('the Attack button asks for its target among the tokens the player sees, as Roll20’s click on the map does', () => {
    const { session, sam, gm } = aSession();
    const kess = kessOf(session);
    const asked = session.resolveButton(sam, kess, '!rondel attack --char @{character_id} --target @{target|token_id} --weapon X', null);
    const query = /--target \?\{Target\|([^}]*)\}/.exec(asked)?.[1] ?? '';
    const seen = session.tokens().filter((t) => session.sees(sam, t));
    expect(query.split('|').map((c) => c.split(',')[1])).toEqual(seen.map((t) => t.id));
    // the GM's list holds the GM layer's tokens too
    const all = /\?\{Target\|([^}]*)\}/.exec(session.resolveButton(gm, kess, '--target @{target|token_id}', null))?.[1] ?? '';
    expect(all.split('|').length).toBe(session.tokens().length);
  });
});

describe('the API', () => {
  it('answers 400 to malformed input, 200 with a reason to a refusal, and nothing to an unknown route', () => {
    const { session, pat } = aSession();
    const q = new URLSearchParams();
    expect(handleApi(session, 'POST', '/api/chat', q, { as: pat, text: 42 })?.status).toBe(400);
    expect(handleApi(session, 'POST', '/api/tracker', q, { as: pat, op: 'explode' })?.status).toBe(400);
    expect(handleApi(session, 'POST', '/api/tracker', q, { as: pat, op: 'next' })).toEqual({ status: 200, body: { ok: false, error: expect.stringContaining('Only the GM') } });
    expect(handleApi(session, 'GET', '/api/view', new URLSearchParams({ as: 'nobody' }), {})?.body).toEqual({ ok: false, error: 'No player nobody' });
    expect(handleApi(session, 'DELETE', '/api/chat', q, {})).toBeUndefined();
  });
});

describe('small parts', () => {
  it.each([
    ['rondel', '!rondel start'],
    ['', '!rondel start'],
    ['seconds', '!rondel start --rules seconds'],
  ])('the start button with rule set %j sends %s', (ruleSet, command) => {
    expect(startCommand(ruleSet)).toBe(command);
  });

  it('the page offers every rule set the script has, its default first', () => {
    expect(RULE_SETS.map((r) => r.id)).toEqual(ruleSets().map((rs) => rs.id));
    expect(PAGE_DEFAULT).toBe(DEFAULT_RULE_SET);
    expect(RULE_SETS[0]?.id).toBe(DEFAULT_RULE_SET);
    // each label begins with the rule set's own name
    for (const rs of ruleSets()) expect(RULE_SETS.find((r) => r.id === rs.id)?.label.startsWith(rs.name)).toBe(true);
  });

  it('a fight of each rule set starts from the page’s button', () => {
    for (const r of RULE_SETS) {
      const { session, gm, all } = aSession();
      session.say(gm, startCommand(r.id), all);
      expect(session.sb.turnOrder().length, r.id).toBeGreaterThan(0);
      expect(session.chat.visibleTo(gm, 0).map((e) => JSON.stringify(e)).join(''), r.id).not.toContain('refused');
    }
  });

  it('a crash shows the scripts’ frames, not the host’s', () => {
    const stack = 'Error: kaboom\n    at apiscript.js:12:3\n    at Core.invoke (/somewhere/core.ts:1:1)\n    at apiscript.js:40:1';
    expect(scriptStack(stack)).toBe('Error: kaboom\n    at apiscript.js:12:3\n    at apiscript.js:40:1');
  });
});
