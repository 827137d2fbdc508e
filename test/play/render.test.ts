// The play table's HTML → text rendering (play/render.ts).
import { describe, expect, it } from 'vitest';
import { answerQuery, decodeEntities, fillQueries, findQueries, parseHtml, renderHtml, stripAnsi, textOf } from '../../play/render';
import { button, card, chip, join, raw, strong, text } from '../../src/render/html';
import { tierInfo } from '../../src/rules/core/numbers';

function aCard(rows: string[]): string {
  return card({ title: text('Rondel'), subtitle: text('count 3'), body: rows.map((r) => raw(r)) });
}

describe('entities and parsing', () => {
  it('decodes numeric, hex and named entities; leaves unknown ones', () => {
    expect(decodeEntities('&#91;x&#93; &#x7b;y&#x7D; &amp;&lt;&gt;&quot;&nbsp;&bogus;')).toBe('[x] {y} &<>"\u00a0&bogus;');
  });

  it('reads escaped user text back exactly', () => {
    const nasty = 'a [[1d6]] @{x|y} ?{q} %{a} #h $x ~ \\ = |';
    expect(textOf(parseHtml(`<b>${text(nasty, 200)}</b>`))).toBe(nasty);
  });

  it('tolerates stray closing tags and unclosed ones', () => {
    expect(textOf(parseHtml('a</span>b<div>c'))).toBe('abc');
  });
});

describe('cards', () => {
  it('become a box: title with the subtitle, one line per row, every line the same width', () => {
    const { lines, buttons } = renderHtml(aCard([`${strong(text('Lira'))}: 3 hexes`, text('Count 3')]));
    expect(buttons).toEqual([]);
    expect(lines[0]).toMatch(/^╭─ Rondel · count 3 ─+╮$/);
    expect(lines.slice(1, -1)).toEqual([expect.stringMatching(/^│ Lira: 3 hexes +│$/), expect.stringMatching(/^│ Count 3 +│$/)]);
    expect(lines.at(-1)).toMatch(/^╰─+╯$/);
    expect(new Set(lines.map((l) => Array.from(l).length)).size).toBe(1);
  });

  it('wraps long rows inside the box with a hanging indent', () => {
    const long = text('word '.repeat(40).trim(), 400);
    const { lines } = renderHtml(aCard([long]), { width: 40 });
    expect(lines.length).toBeGreaterThan(4);
    for (const l of lines) expect(Array.from(l).length).toBe(40);
    expect(lines[2]).toMatch(/^│ {3}word/);
  });

  it('plain text outside a card stays plain', () => {
    expect(renderHtml('just <b>text</b> &amp; more').lines).toEqual(['just text & more']);
  });
});

describe('buttons', () => {
  const html = aCard([join([button(text('Combat'), '!rondel act combat --speed ?{Weapon speed|2}'), button(text('Dash'), '!rondel act dash')])]);

  it('are numbered from firstButton, and their commands kept (entities decoded)', () => {
    const { lines, buttons } = renderHtml(html, { firstButton: 4 });
    expect(lines.some((l) => l.includes('[4] Combat [5] Dash'))).toBe(true);
    expect(buttons).toEqual([
      { label: 'Combat', command: '!rondel act combat --speed ?{Weapon speed|2}' },
      { label: 'Dash', command: '!rondel act dash' },
    ]);
  });

  it('a link that is not a command is shown with its address, not numbered', () => {
    const { lines, buttons } = renderHtml('<a href="https://example.org">site</a>');
    expect(buttons).toEqual([]);
    expect(lines).toEqual(['site <https://example.org>']);
  });
});

describe('tier chips and colours', () => {
  const fox = tierInfo('red_fox');
  const html = aCard([join([chip(text('Red Fox 2'), fox.colour, fox.ink), chip(text('Black Tower 0'), '#1f1f1f', '#ffffff', true)]), join([chip(raw('&nbsp;'), fox.colour, fox.ink), raw(' '), strong(text('Aldric')), text(': 2 hexes')])]);

  it('without colour: chips in brackets, a bare swatch named by its tier', () => {
    const { lines } = renderHtml(html);
    expect(lines[1]).toContain('[Red Fox 2] [Black Tower 0]');
    expect(lines[2]).toContain('[Red Fox] Aldric: 2 hexes');
    expect(lines.join('\n')).not.toContain('\x1b[');
  });

  it('with colour: 24-bit ANSI backgrounds in the tier colours, dim chips dimmed; the text is the same', () => {
    const { lines } = renderHtml(html, { colour: true });
    const all = lines.join('\n');
    expect(all).toContain('48;2;198;40;40m Red Fox 2 '); // Red Fox #c62828
    expect(all).toMatch(/\x1b\[2;38;2;255;255;255;48;2;31;31;31m Black Tower 0 /);
    expect(stripAnsi(lines[1] ?? '')).toContain(' Red Fox 2 ');
    const widths = new Set(lines.map((l) => Array.from(stripAnsi(l)).length));
    expect(widths.size).toBe(1);
  });
});

describe('roll queries', () => {
  const cmd = '!rondel act combat --speed ?{Weapon speed|2} ?{Change (+d4)?|No,|Yes,--change} --note ?{Spell|} ?{Weapon speed|2}';

  it('are found once per prompt, with defaults and options', () => {
    const qs = findQueries(cmd);
    expect(qs.map((q) => q.prompt)).toEqual(['Weapon speed', 'Change (+d4)?', 'Spell']);
    expect(qs[0]).toMatchObject({ defaultValue: '2', options: [] });
    expect(qs[1]?.options).toEqual([{ label: 'No', value: '' }, { label: 'Yes', value: '--change' }]);
    expect(qs[1]?.defaultValue).toBe('');
  });

  it('answers: blank keeps the default; options by number, label or value prefix', () => {
    const [speed, change] = findQueries(cmd);
    expect(answerQuery(speed!, '')).toBe('2');
    expect(answerQuery(speed!, ' -1 ')).toBe('-1');
    expect(answerQuery(change!, '2')).toBe('--change');
    expect(answerQuery(change!, 'y')).toBe('--change');
    expect(answerQuery(change!, 'NO')).toBe('');
    expect(answerQuery(change!, 'maybe')).toBeUndefined();
  });

  it('fill the command: every occurrence of a prompt, defaults for the rest, no stray spaces', () => {
    expect(fillQueries(cmd, new Map([['Weapon speed', '-2']]))).toBe('!rondel act combat --speed -2 --note -2');
    expect(fillQueries(cmd, new Map([['Change (+d4)?', '--change'], ['Spell', 'Bless']]))).toBe('!rondel act combat --speed 2 --change --note Bless 2');
  });
});
