// The chat HTML primitives at their edges, where the mutation run of src/render found no test: a portrait's address
// (the one piece of user data put in an attribute), a button's command, the bytes of a four-byte character at the
// surrogates' limits, a name kept on one line at the length where that changes, and the markup of cards and chips.
import { describe, expect, it } from 'vitest';
import { clockFormat } from '../../src/render/clock';
import { button, byteSize, card, chip, code, commandAttribute, muted, raw, strong, text, unbroken } from '../../src/render/html';
import { portrait, portraitOf } from '../../src/render/portrait';

describe('a token’s portrait', () => {
  const img = (url: string): string => `<img src="${url}" alt="" style="width:24px;height:24px;vertical-align:middle;margin-right:4px;border-radius:3px">`;

  it('shows a plain https address, its ampersands escaped', () => {
    expect(portrait('https://s3.amazonaws.com/files.d20.io/images/1/thumb.png?1700000000')).toBe(img('https://s3.amazonaws.com/files.d20.io/images/1/thumb.png?1700000000'));
    expect(portrait('https://x.example/a.png?w=1&h=2&v=3')).toBe(img('https://x.example/a.png?w=1&amp;h=2&amp;v=3'));
    expect(portrait('https://x.example/a.png', 40)).toContain('width:40px;height:40px');
  });

  it.each([
    ['javascript:alert(1)//https://x.example/a.png'],
    ['data:image/png;base64,https://x'],
    ['http://x.example/a.png'],
    ['https://x.example/a b.png'],
    ['https://x.example/a.png" onerror="alert(1)'],
    ["https://x.example/a.png'"],
    ['https://x.example/<b>'],
    ['https://x.example/a.png&'],
    ['https://x.example/a.png&&b'],
    ['https://x.example/a.png&b c'],
    ['https://'],
    [''],
  ])('refuses %j', (url) => {
    expect(portrait(url)).toBeNull();
    expect(portraitOf(url)).toBeNull();
  });

  it('refuses no address, and one longer than 300 characters', () => {
    expect(portrait(undefined)).toBeNull();
    expect(portraitOf(undefined)).toBeNull();
    const at = (n: number): string => `https://x.example/${'a'.repeat(n - 'https://x.example/'.length)}`;
    expect(portrait(at(300))).not.toBeNull();
    expect(portrait(at(301))).toBeNull();
  });

  it('is made once per address and size, and each size is its own', () => {
    const url = 'https://x.example/once.png';
    expect(portraitOf(url)).toBe(portraitOf(url));
    expect(portraitOf(url, 32)).toContain('width:32px');
    expect(portraitOf(url)).toContain('width:24px');
  });
});

describe('a button’s command', () => {
  it.each([
    ['!rondel next', '!rondel next'],
    ['"x', '&quot;x'],
    ['a"b"', 'a&quot;b&quot;'],
    ['\n!rondel next', ' !rondel next'],
    ['a\nb', 'a b'],
    ['\r!rondel next', ' !rondel next'],
    ['a\r\nb', 'a  b'],
    // an entity in a command comes back from the browser as itself, not as the character it names
    ['!x &#45;&#45;mod', '!x &amp;#45;&amp;#45;mod'],
    ['a & "b"', 'a &amp; &quot;b&quot;'],
  ])('%j is put in the attribute as %j', (command, attribute) => {
    expect(commandAttribute(command)).toBe(attribute);
    expect(button(text('Go'), command)).toContain(`href="${attribute}"`);
  });
});

describe('bytes of a character beyond the first plane', () => {
  it('are four, at either end of the surrogates, alone or among others', () => {
    expect(byteSize('\ud800\udc00')).toBe(4);
    expect(byteSize('\udbff\udfff')).toBe(4);
    expect(byteSize('😀')).toBe(4);
    expect(byteSize('😀😀')).toBe(8);
    expect(byteSize('aé😀')).toBe(1 + 2 + 4);
    expect(byteSize('aé€')).toBe(1 + 2 + 3);
  });
});

describe('a name kept on one line', () => {
  it('counts what is shown: not the tags, an entity as one character', () => {
    expect(unbroken(raw('<span style="color:#123456;font-weight:bold">A B C</span>'))).toBe('<span style="color:#123456;font-weight:bold">A&nbsp;B&nbsp;C</span>');
    // 22 characters shown (the ampersand one of them, not the five of its entity): kept whole
    expect(unbroken(text('Ann Bo & Cy Dee Ed Fay'))).toBe('Ann&nbsp;Bo&nbsp;&amp;&nbsp;Cy&nbsp;Dee&nbsp;Ed&nbsp;Fay');
  });

  it('is whole up to 24 characters shown; from 25 it may break at its spaces but its last', () => {
    const of24 = 'Aaaaa Bbbbb Ccccc Dddddd';
    const of25 = 'Aaaaa Bbbbb Ccccc Ddddddd';
    expect(Array.from(of24)).toHaveLength(24);
    expect(unbroken(text(of24))).toBe('Aaaaa&nbsp;Bbbbb&nbsp;Ccccc&nbsp;Dddddd');
    expect(unbroken(text(of25))).toBe('Aaaaa Bbbbb Ccccc&nbsp;Ddddddd');
    // an entity is one character shown, not its five
    expect(unbroken(text('Aaaaa Bbbbb & Ccc Dddddd'))).toBe('Aaaaa&nbsp;Bbbbb&nbsp;&amp;&nbsp;Ccc&nbsp;Dddddd');
    expect(unbroken(text('Aaaaa Bbbbb & Cccc Dddddd'))).toBe('Aaaaa Bbbbb &amp; Cccc&nbsp;Dddddd');
  });
});

describe('markup', () => {
  it('a tag without a style has no style attribute', () => {
    expect(strong(text('Ann'))).toBe('<b>Ann</b>');
    expect(muted(text('x'))).toBe('<span style="color:#7a6a58">x</span>');
    expect(code(text('!rondel next'))).toBe('<code style="white-space:normal">!rondel next</code>');
  });

  it('a chip is struck only when asked', () => {
    expect(chip(text('6'), '#000', '#fff')).not.toContain('line-through');
    expect(chip(text('6'), '#000', '#fff', true)).toContain('text-decoration:line-through;');
  });

  it('a card without rows has no body; a row of buttons does not hang, other rows do', () => {
    const bare = card({ title: text('Rondel'), body: [] });
    expect(bare).not.toContain('text-indent:-8px');
    const html = card({ title: text('Rondel'), body: [text('Ann acts.'), button(text('Combat'), '!rondel act combat')] });
    expect(html).toContain('text-indent:-8px"><div>Ann acts.</div><div style="text-indent:0;margin-left:-8px"><a href="!rondel act combat"');
  });
});

describe('clocks on cards', () => {
  it('say where the fight is and how it moved, in each rule set', () => {
    expect(clockFormat('rounds').moved(1, 2)).toBe('Round 1 → round 2');
    expect(clockFormat('rounds').at(3)).toBe('round 3');
    expect(clockFormat('rounds').unit(14)).toBe('initiative 14');
    expect(clockFormat('seconds').moved(6, 8)).toBe('Round 1, second 6 → second 8');
    expect(clockFormat('seconds').moved(19, 22)).toBe('Round 1, second 19 → round 2, second 2');
    expect(clockFormat('seconds').at(21)).toBe('round 2, second 1');
    expect(clockFormat('rondel').moved(1, 3)).toBe('Count 1 → count 3');
  });
});
