// The chat in and out, the adapter's source live in this process (test/support/in-process.ts): whom a whisper reaches
// when players' names are alike or hold quotes, what a selection counts, and what is kept out of the chat archive.
import { afterEach, describe, expect, it } from 'vitest';
import { inProcess, liveTable, type InProcess, type LiveTable } from '../support/in-process';
import { plain } from '../support/plain';

let t: LiveTable | InProcess | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

describe('whispers', () => {
  it('a menu reaches exactly its player; with a name no whisper can address, it goes to the GM, saying for whom', () => {
    const live = inProcess({ seed: 7 });
    t = live;
    const { sb } = live;
    const gm = sb.addPlayer({ name: 'Gina', gm: true });
    const quoted = sb.addPlayer({ name: 'Pat "Blade" Smith' });
    sb.addPlayer({ name: 'Pat Jones' });
    const plainName = sb.addPlayer({ name: 'Robin' });
    const page = sb.addPage({ name: 'Battle' });
    const mine = sb.addCharacter({ name: 'Mine', controlledby: quoted.id, attributes: { perception: 20, perception_mod: 9 } });
    const robins = sb.addCharacter({ name: 'Robin’s', controlledby: plainName.id, attributes: { perception: 2, perception_mod: 0 } });
    const a = sb.addToken({ pageid: page.id, name: 'Quoted one', represents: mine.id });
    const b = sb.addToken({ pageid: page.id, name: 'Robin’s one', represents: robins.id });
    sb.boot();
    const mark = sb.recorder.mark();
    sb.driver.chat(gm, '!rondel start', { selected: [a, b] });
    for (let i = 0; i < 8; i += 1) sb.driver.chat(gm, '!rondel next');
    sb.flush();
    const menus = sb.recorder.since(mark).chat.filter((c) => c.type === 'whisper' && /your action/.test(plain(c.content)));
    const toQuoted = menus.filter((c) => plain(c.content).includes('Quoted one: your action'));
    const toRobin = menus.filter((c) => plain(c.content).includes('Robin’s one: your action'));
    expect(toQuoted.length).toBeGreaterThan(0);
    expect(toRobin.length).toBeGreaterThan(0);
    for (const c of toRobin) expect(c.target).toBe(plainName.id);
    for (const c of toQuoted) {
      expect(c.target).toBe('gm');
      expect(plain(c.content)).toContain('Pat "Blade" Smith');
    }
    // no menu ever reached the other Pat
    expect(sb.recorder.chat.filter((c) => c.type === 'whisper' && c.target !== 'gm' && c.target !== plainName.id)).toEqual([]);
  });

  it('menus are kept out of the chat archive; the public cards are not', () => {
    const live = liveTable();
    t = live;
    const { aldric, lira } = live.tokens;
    const said = live.say(live.gm, '!rondel start', [aldric, lira]);
    expect(said.filter((c) => c.type === 'whisper').map((c) => c.options?.noarchive)).toEqual([true]);
    expect(said.filter((c) => c.type === 'direct').map((c) => c.options?.noarchive ?? false)).toEqual([false]);
  });
});

describe('what a selection counts', () => {
  it('tokens, each once; not a card, not the turn’s ring, not a drawing', () => {
    const live = liveTable();
    t = live;
    const { aldric, lira, goblin } = live.tokens;
    const card = live.sb.addObject('graphic', { subtype: 'card', pageid: live.page.id, name: 'Ace' });
    const drawing = live.sb.addObject('path', { pageid: live.page.id, path: '[]' });
    live.sb.driver.chat(live.gm, '!rondel start', { selected: [aldric, aldric, lira, card, drawing] });
    live.sb.flush();
    expect(live.sb.turnOrder().map((e) => e.id).filter((id) => id !== '-1').sort()).toEqual([aldric.id, lira.id].sort());
    const ring = live.sb.allObjs('path').find((p) => p.id !== drawing.id);
    expect(ring).toBeDefined();
    const said = live.say(live.gm, '!rondel add', [ring as never, goblin]);
    expect(plain(said.map((c) => c.content).join('\n'))).toContain('Goblin joins');
    expect(live.sb.turnOrder().map((e) => e.id)).not.toContain(ring?.id);
  });
});
