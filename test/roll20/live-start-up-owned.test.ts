// At start-up, live from the source in this process (test/support/in-process.ts), so a mutation run sees it: the
// sheets' conditions texts made right with the running fight (src/roll20/sheet-writes.ts `sheetsAtStartUp`), and the
// table's objects moved or removed only while still the script's own (src/roll20/indicator.ts `isOwn`; docs/rules.md
// §11, §15). A script's write fires no event: done from the test, then a restart, it is a change made while the
// script was down.
import { afterEach, describe, expect, it } from 'vitest';
import { liveFight, type LiveTable } from '../support/in-process';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

const KEY = 'EnchantedRealmsCombat';

function restart(table: LiveTable): void {
  table.sb.restart();
  table.sb.flush();
  table.sb.assertNoCrash();
}

function shown(table: LiveTable, charId: string): string[] {
  return table.sb.findObjs({ _type: 'attribute', _characterid: charId, name: 'conditions' }).map((a) => String(a.get('current')));
}

function stored(table: LiveTable): { table: { indicator: { id: string; type: string } | null; counter: string | null } | null } {
  return table.sb.state[KEY] as never;
}

describe('the sheets at start-up', () => {
  it('a token re-linked while the script was down: the old sheet shows none, the new one its conditions', () => {
    t = liveFight();
    const { aldric } = t.tokens;
    const old = String(aldric.get('represents'));
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    const twin = t.sb.addCharacter({ name: 'Twin', controlledby: t.pat.id, attributes: { perception: 6 } });
    t.sb.getObj('graphic', aldric.id)?.set('represents', twin.id);
    restart(t);
    expect(shown(t, old)).toEqual(['']);
    expect(shown(t, twin.id)).toEqual(['Prone']);
  });

  it('a sheet outside the fight showing conditions is cleared; one showing none, and one already right, are not written', () => {
    t = liveFight();
    const { lira } = t.tokens;
    t.say(t.gm, `!rondel condition --token ${lira.id} --add blind`);
    const stray = t.sb.addCharacter({ name: 'Stray', attributes: { conditions: 'Stunned' } });
    const quiet = t.sb.addCharacter({ name: 'Quiet', attributes: { conditions: '' } });
    const mark = t.sb.recorder.mark();
    restart(t);
    expect(shown(t, stray.id)).toEqual(['']);
    const written = t.sb.recorder.since(mark).writes.filter((w) => w.origin === 'script' && w.type === 'attribute');
    expect(new Set(written.map((w) => w.id)).size).toBe(1);
    expect(shown(t, quiet.id)).toEqual(['']);
    expect(shown(t, String(lira.get('represents')))).toEqual(['Blind']);
  });

  it('a sheet with a combatant’s conditions and no conditions attribute gets one', () => {
    t = liveFight();
    const { aldric } = t.tokens;
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    const aldricSheet = String(aldric.get('represents'));
    for (const a of t.sb.findObjs({ _type: 'attribute', _characterid: aldricSheet, name: 'conditions' })) a.remove();
    restart(t);
    expect(shown(t, aldricSheet)).toEqual(['Prone']);
  });

  it('a character with two conditions attributes is read by the first, as the writes read it: right already, nothing written', () => {
    t = liveFight();
    const { lira } = t.tokens;
    t.say(t.gm, `!rondel condition --token ${lira.id} --add blind`);
    const sheet = String(lira.get('represents'));
    t.sb.addAttribute(t.sb.getObj('character', sheet) as never, 'conditions', '');
    const mark = t.sb.recorder.mark();
    restart(t);
    expect(t.sb.recorder.since(mark).writes.filter((w) => w.origin === 'script' && w.type === 'attribute')).toEqual([]);
    expect(shown(t, sheet)).toEqual(['Blind', '']);
  });

  it('with no fight running, nothing is swept', () => {
    t = liveFight();
    t.say(t.gm, '!rondel end --confirm');
    const stray = t.sb.addCharacter({ name: 'Stray', attributes: { conditions: 'Stunned' } });
    restart(t);
    expect(shown(t, stray.id)).toEqual(['Stunned']);
  });
});

describe('the table’s objects after a restart', () => {
  it('a stored indicator id naming a token: the token is neither moved nor removed, and a ring of the script’s is made', () => {
    t = liveFight();
    const { goblin } = t.tokens;
    const before = { left: goblin.get('left'), top: goblin.get('top'), layer: goblin.get('layer') };
    const s = stored(t);
    s.table = { ...(s.table ?? { counter: null }), indicator: { id: goblin.id, type: 'graphic' } };
    restart(t);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    expect(t.sb.getObj('graphic', goblin.id)).toBeDefined();
    expect({ left: goblin.get('left'), top: goblin.get('top'), layer: goblin.get('layer') }).toEqual(before);
    const ring = stored(t).table?.indicator;
    expect(ring?.type).toBe('path');
    expect(ring?.id).not.toBe(goblin.id);
    t.say(t.gm, '!rondel end --confirm');
    expect(t.sb.getObj('graphic', goblin.id)).toBeDefined();
  });

  it.each([
    ['recoloured', '#ff0000'],
    ['its colour in capitals', '#F2B705'],
  ])('a ring %s stays the script’s: moved at the next turn, and taken away by end', (_how, stroke) => {
    t = liveFight();
    const ring = stored(t).table?.indicator;
    expect(ring?.type).toBe('path');
    t.sb.getObj('path', ring?.id as string)?.set('stroke', stroke);
    restart(t);
    t.say(t.gm, '!rondel next');
    expect(stored(t).table?.indicator?.id).toBe(ring?.id);
    expect(t.sb.findObjs({ _type: 'path' })).toHaveLength(1);
    t.say(t.gm, '!rondel end --confirm');
    expect(t.sb.findObjs({ _type: 'path' })).toHaveLength(0);
  });

  it('a path of the GM’s in the ring’s colour, but not its shape, named by a stored id is still taken as the ring (the colour says so)', () => {
    t = liveFight();
    const drawing = t.sb.addObject('path', { _pageid: t.page.id, _path: '[["M",0,0],["L",70,0]]', stroke: '#f2b705', layer: 'map', left: 1, top: 1, width: 70, height: 2 } as never);
    const s = stored(t);
    const own = s.table?.indicator;
    s.table = { ...(s.table ?? { counter: null }), indicator: { id: drawing.id, type: 'path' } };
    t.sb.getObj('path', own?.id as string)?.remove();
    restart(t);
    t.say(t.gm, '!rondel next');
    expect(stored(t).table?.indicator?.id).toBe(drawing.id);
  });

  it('a counter text the GM recoloured stays the script’s; a GM’s note named by the stored id is left alone', () => {
    t = liveFight('countertext=on');
    const counter = stored(t).table?.counter as string;
    t.sb.getObj('text', counter)?.set('color', '#000000');
    restart(t);
    t.say(t.gm, '!rondel next');
    expect(stored(t).table?.counter).toBe(counter);
    expect(t.sb.findObjs({ _type: 'text' })).toHaveLength(1);
    const note = t.sb.addObject('text', { _pageid: t.page.id, text: 'Trap here', color: '#000000', layer: 'gmlayer', left: 5, top: 5 } as never);
    const s = stored(t);
    s.table = { ...(s.table ?? { indicator: null }), counter: note.id };
    restart(t);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel end --confirm');
    expect(t.sb.getObj('text', note.id)?.get('text')).toBe('Trap here');
    expect(t.sb.getObj('text', note.id)?.get('layer')).toBe('gmlayer');
  });

  it('the GM’s image indicator is known by its name after a restart: kept and moved, not made again', () => {
    t = liveFight('indicatorimage=https://s3.amazonaws.com/files.d20.io/images/1/a/thumb.png?1', 'indicator=graphic');
    const image = stored(t).table?.indicator;
    expect(image?.type).toBe('graphic');
    restart(t);
    t.say(t.gm, '!rondel next');
    expect(stored(t).table?.indicator?.id).toBe(image?.id);
    expect(t.sb.allObjs('graphic').filter((g) => g.get('name') === 'Rondel turn')).toHaveLength(1);
  });

  it('a borrowed aura whose remembered values are not plain values is forgotten: nothing of them is written to a token', () => {
    t = liveFight('indicator=aura');
    const s = t.sb.state[KEY] as { table: { marked?: { id: string; was: Record<string, unknown> } } };
    const marked = s.table.marked;
    expect(marked).toBeDefined();
    if (marked) marked.was = { aura2_radius: { x: 1 }, aura2_color: 'transparent' };
    restart(t);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel end --confirm');
    for (const g of t.sb.allObjs('graphic')) expect(typeof g.get('aura2_radius'), String(g.get('name'))).not.toBe('object');
  });
});
