// The chat HTML primitives and the step's card from modules loaded afresh: what the tables and expressions a module
// makes as it loads (html.ts's entities, folds, flags, rows; the turn's line; a cut card's caps) give. A mutation of such
// a table is seen only by a test that loads its module again (stryker.config.mjs `ignoreStatic`): the other tests of
// these files run against a module loaded once.
import { describe, expect, it, vi } from 'vitest';
import type { FightEvent } from '../../src/rules/core/events';
import { plain } from '../support/plain';

type HtmlModule = typeof import('../../src/render/html');
type Cards = typeof import('../../src/render/cards');

async function freshHtml(): Promise<HtmlModule> {
  vi.resetModules();
  return import('../../src/render/html');
}

async function freshCards(): Promise<Cards> {
  vi.resetModules();
  return import('../../src/render/cards');
}

/** What each character Roll20's chat would read is shown as: a named entity, or its code as a number. */
const ENTITY: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const entityOf = (c: string): string => ENTITY[c] ?? `&#${c.charCodeAt(0)};`;

describe('text, its module loaded afresh', () => {
  it.each([...'&<>"\'[]{}@%|*?#$`~\\='])('%j is escaped, every one of it in a text', async (c) => {
    const { text } = await freshHtml();
    expect(text(`a${c}${c}b${c}`)).toBe(`a${entityOf(c)}${entityOf(c)}b${entityOf(c)}`);
    // the only names are the four of HTML, and the apostrophe is a number: both read in any chat
    if (c === "'") expect(text(c)).toBe('&#39;');
  });

  it('folds white space and controls, and keeps text that needs nothing as it is', async () => {
    const { text } = await freshHtml();
    expect(text(null)).toBe('');
    expect(text('Ana  ')).toBe('Ana ');
    expect(text('\t')).toBe(' ');
    expect(text('a\u00a0\u3000b')).toBe('a b');
    expect(text('a\u0000\u0001b')).toBe('a b');
    expect(text('Goblin 2 (11)')).toBe('Goblin 2 (11)');
  });

  it('drops every bidi control, and isolates a run of right-to-left words', async () => {
    const { text } = await freshHtml();
    expect(text('a\u202eb\u202ec\u2066d')).toBe('abcd');
    expect(text('سيف الدين: 2d10')).toBe('\u2068سيف الدين\u2069: 2d10');
    expect(text('𞤀𞤁 2')).toBe('\u2068𞤀𞤁\u2069 2');
  });

  it('keeps a flag whole on its line where it begins a word, not inside one', async () => {
    const { text } = await freshHtml();
    const flag = (f: string): string => `<span style="white-space:nowrap">${f}</span>`;
    expect(text('--mod 2')).toBe(`${flag('--mod')} 2`);
    expect(text('a --tradition-x b (--speed)')).toBe(`a ${flag('--tradition-x')} b (${flag('--speed')})`);
    expect(text('a--mod')).toBe('a--mod');
    expect(text('x --9 -- y')).toBe('x --9 -- y');
  });
});

describe('sizes and lines, the module loaded afresh', () => {
  it('byteSize is what Node counts', async () => {
    const { byteSize } = await freshHtml();
    for (const s of ['', 'abc', 'aé€😀', '😀a😀', 'é\ud800€', '<div>x</div>']) expect(byteSize(s)).toBe(Buffer.byteLength(s, 'utf8'));
  });

  it('a short name keeps its spaces outside its tags unbroken; a long one its last', async () => {
    const { raw, text, unbroken } = await freshHtml();
    expect(unbroken(raw('<span style="a b">Ana Bo</span> (3)'))).toBe('<span style="a b">Ana&nbsp;Bo</span>&nbsp;(3)');
    expect(unbroken(text('Aaaaa Bbbbb Ccccc Ddddddd'))).toBe('Aaaaa Bbbbb Ccccc&nbsp;Ddddddd');
    expect(unbroken(raw('<b style="x y">Aaaaa Bbbbb Ccccc</b> Ddddddd'))).toBe('<b style="x y">Aaaaa Bbbbb Ccccc</b>&nbsp;Ddddddd');
  });

  it('a card: its frame, its head, its rows (a row of buttons unindented) and its footer, and the sizes of each', async () => {
    const { button, byteSize, card, cardFrameSize, rowSize, text } = await freshHtml();
    const go = button(text('Go'), '!rondel next');
    const html = card({ title: text('Rondel'), subtitle: text('count 3'), body: [text('Ana acts.'), go], footer: text('a footer') });
    expect(html).toBe(
      '<div style="border:1px solid #8b6b3e;border-radius:6px;background:#fbf6ec;color:#2b2118;margin:2px 0;overflow-wrap:anywhere;word-wrap:break-word">' +
        '<div style="background:#6b3f1d;color:#fff;padding:3px 6px;font-weight:bold;border-radius:5px 5px 0 0">Rondel <span style="font-weight:normal;font-size:.9em">count 3</span></div>' +
        '<div style="padding:2px 6px 2px 14px;text-indent:-8px"><div>Ana acts.</div><div style="text-indent:0;margin-left:-8px">' +
        go +
        '</div></div>' +
        '<div style="padding:2px 6px;border-top:1px solid #e6dcc8;color:#7a6a58;font-size:.9em">a footer</div>' +
        '</div>',
    );
    expect(rowSize(text('Ana acts.'))).toBe(byteSize('<div>Ana acts.</div>'));
    expect(rowSize(go)).toBe(byteSize(`<div style="text-indent:0;margin-left:-8px">${go}</div>`));
    const frame = { title: text('Rondel'), subtitle: text('count 3'), footer: text('a footer') };
    expect(cardFrameSize(frame) + rowSize(text('Ana acts.')) + rowSize(go)).toBe(byteSize(html));
  });

  it('a card of no rows has no body; a card in another colour has its head in it', async () => {
    const { card, COLOURS, text } = await freshHtml();
    expect(card({ title: text('Rondel'), body: [] })).toBe(
      '<div style="border:1px solid #8b6b3e;border-radius:6px;background:#fbf6ec;color:#2b2118;margin:2px 0;overflow-wrap:anywhere;word-wrap:break-word">' +
        '<div style="background:#6b3f1d;color:#fff;padding:3px 6px;font-weight:bold;border-radius:5px 5px 0 0">Rondel</div></div>',
    );
    expect(card({ title: text('No'), accent: COLOURS.bad, body: [] })).toContain('<div style="background:#b71c1c;color:#fff;padding:3px 6px;font-weight:bold;border-radius:5px 5px 0 0">No</div>');
  });

  it('a swatch is a box of its colour with a no-break space in it', async () => {
    const { swatch } = await freshHtml();
    expect(swatch('#123456')).toBe('<span style="background:#123456;padding:0 3px">&nbsp;</span>');
  });
});

describe('a step’s card, the cards module loaded afresh', () => {
  const names = (id: string): string => ({ a: 'Ana', b: 'Bo <the> Bold' })[id] ?? `Wolf ${id}`;

  it('the turn’s line: where the fight is, who, and that it acts or why it cannot', async () => {
    const { announcementFit } = await freshCards();
    const events: FightEvent[] = [
      { type: 'turn-due', id: 'a', count: 4, blockedBy: null },
      { type: 'turn-due', id: 'b', count: 4, blockedBy: 'stunned' },
    ];
    const html = announcementFit(4, events, names, { budget: null })?.html ?? '';
    expect(html).toContain('<div style="font-weight:bold;color:#2e7d32">Count 4: Ana acts.</div>');
    expect(html).toContain('<div style="font-weight:bold;color:#b71c1c">Count 4: Bo &lt;the&gt; Bold is stunned and cannot act (next passes the turn).</div>');
    expect(html).toMatch(/>Rondel <span[^>]*>count 4<\/span>/);
  });

  it('a card cut keeps 8 initiative rolls and 3 tie-breaks, and says what the GM has', async () => {
    const { announcementFit } = await freshCards();
    const rolls = Array.from({ length: 12 }, (_, i): FightEvent => ({ type: 'initiative-rolled', id: `w${i}`, dice: [3], sides: 10, terms: [], value: 3, base: 0, joining: false, count: 3 }));
    const ties = Array.from({ length: 5 }, (_, i): FightEvent => ({ type: 'tie-broken', count: 10 + i, direction: 'lowest', rolls: [{ id: `t${i}`, rolls: [4] }, { id: `u${i}`, rolls: [9] }] }));
    const events = [...rolls, ...ties];
    const whole = announcementFit(3, events, names, { budget: null });
    expect(whole?.rest).toEqual([]);
    // room for all but a line: the card is cut, and then to its caps
    const cut = announcementFit(3, events, names, { budget: Buffer.byteLength(whole?.html ?? '') - 1 });
    const lines = plain(cut?.html ?? '').split('\n');
    expect(lines.filter((l) => /^Wolf w\d+: d10/.test(l))).toHaveLength(8);
    expect(lines.filter((l) => l.startsWith('Tie at'))).toEqual(['Tie at count 10, d20 lowest first: Wolf t0 4, Wolf u0 9', 'Tie at count 11, d20 lowest first: Wolf t1 4, Wolf u1 9', 'Tie at count 12, d20 lowest first: Wolf t2 4, Wolf u2 9']);
    expect(lines).toContain('… and 4 more initiative rolls (the GM has them).');
    expect(lines).toContain('… and 2 more tie-breaks (the GM has them).');
    expect(cut?.rest).toHaveLength(6);
  });

  it('the rolls that come by the hundred come after a list’s share of names: a window still names its movers', async () => {
    const { announcementFit } = await freshCards();
    const rolls = Array.from({ length: 12 }, (_, i): FightEvent => ({ type: 'initiative-rolled', id: `r${i}`, dice: [3], sides: 10, terms: [], value: 3, base: 0, joining: false, count: 3 }));
    const window: FightEvent = {
      type: 'movement-window',
      count: 3,
      index: 0,
      tiers: [{ tier: 'red_fox', hexes: 2 }],
      combatants: Array.from({ length: 12 }, (_, i) => ({ id: `m${i}`, tier: 'red_fox' as const, allowance: { kind: 'move' as const, hexes: 2 } })),
    };
    const events = [...rolls, window];
    // the whole card is about 1,300 bytes: at 1,000 the window names all twelve movers, and the rolls get the rest
    const card = announcementFit(3, events, names, { budget: 1000 });
    const lines = plain(card?.html ?? '').split('\n');
    const movers = lines.find((l) => l.includes('Red Fox')) ?? '';
    expect(movers.match(/Wolf m\d+/g)).toHaveLength(12);
    const rolled = lines.filter((l) => /^Wolf r\d+: d10/.test(l)).length;
    expect(rolled).toBeGreaterThan(0);
    expect(rolled).toBeLessThan(6);
    expect(lines).toContain(`… and ${12 - rolled} more initiative rolls (the GM has them).`);
  });
});

describe('what a cut card calls each kind of line, the module loaded afresh', () => {
  it.each([
    ['initiative', 'initiative roll', 'initiative rolls'],
    ['tie', 'tie-break', 'tie-breaks'],
    ['left', 'who left', 'who left'],
    ['action', 'declared action', 'declared actions'],
    ['allowance', 'changed move', 'changed moves'],
    ['marker', 'marker set', 'markers set'],
    ['expired', 'marker ended', 'markers ended'],
    ['spell', 'spell cast', 'spells cast'],
    ['resolves', 'spell taking effect', 'spells taking effect'],
    ['reaction', 'reaction', 'reactions'],
    ['override', 'GM change', 'GM changes'],
    ['condition', 'condition change', 'condition changes'],
    ['ready', 'readied action', 'readied actions'],
    ['speech', 'speech', 'speeches'],
  ])('%s: one %j, more %j', async (group, one, many) => {
    vi.resetModules();
    const { moreOf, RONDEL_VIEW } = await import('../../src/render/card-view');
    expect(moreOf(group, 1)).toBe(`1 more ${one}`);
    expect(moreOf(group, 2)).toBe(`2 more ${many}`);
    expect(RONDEL_VIEW.actionLabel('guard')).toBe('Full Guard');
    expect(RONDEL_VIEW.actionLabel('no-such-action')).toBe('no-such-action');
  });
});
