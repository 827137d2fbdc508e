// Review 10 (attack): a player's text can turn the script's own words around in a public card. Unicode's bidi controls
// (U+202A–U+202E: LRE, RLE, PDF, LRO, RLO; U+2066–U+2069: LRI, RLI, FSI, PDI) pass through render/html.ts text()
// untouched: it folds control characters and isolates runs of right-to-left letters, but not these. Pat types
// `!rondel act combat --note ‮ hi` (U+202E, RIGHT-TO-LEFT OVERRIDE, before "hi"): everything after the note on that line
// of the public card, the cool-down's dice and the count ("d4 (3) + 8 = 11 → next at count 15"), is shown reversed
// to everyone ("51 tnuoc ta txen ← 11 = 8 + )3( 4d"), and a name holding one does the same to every line it is on
// (tie-breaks, the order). Those who read the card should see the script's own words as written: an override or
// embedding a player typed should end with their text (stripped, or the text set in an isolate FSI … PDI, which
// closes whatever was opened inside it; the README's "Right-to-left names keep their place in a line").
import { describe, expect, it } from 'vitest';
import { aTable } from '../../integration/table';

const OPENERS = /[\u202a\u202b\u202d\u202e\u2066\u2067\u2068]/;

/** The bidi openers of a text that are still open at its end (an isolate's PDI closes what was opened inside it). */
function leftOpen(text: string): string[] {
  const stack: string[] = [];
  for (const ch of text) {
    if (OPENERS.test(ch)) stack.push(ch);
    else if (ch === '\u202c') {
      // PDF closes the last embedding or override, not an isolate
      const i = stack.length - 1;
      if (i >= 0 && !/[\u2066-\u2068]/.test(stack[i] as string)) stack.pop();
    } else if (ch === '\u2069') {
      // PDI closes the last isolate and everything opened after it
      let i = stack.length - 1;
      while (i >= 0 && !/[\u2066-\u2068]/.test(stack[i] as string)) i -= 1;
      if (i >= 0) stack.length = i;
    }
  }
  return stack.map((c) => `U+${(c.codePointAt(0) as number).toString(16).toUpperCase()}`);
}

/** Each line of a card as the reader sees it (a div or a <br> ends a line, and with it any bidi run). */
function lines(html: string): string[] {
  return html
    .split(/<br\s*\/?>|<\/?div[^>]*>/)
    .map((l) => l.replace(/<[^>]+>/g, ''))
    .filter((l) => l.trim() !== '');
}

describe('bidi controls a player types', () => {
  it('do not reverse the script’s words after them on a public card', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
    t.say(t.gm, `!rondel set --count 2 --token ${t.tokens.aldric.id}`);
    t.say(t.gm, `!rondel set --count 9 --token ${t.tokens.lira.id}`);
    t.say(t.gm, '!rondel next');
    const out = t.say(t.pat, '!rondel act combat --note \u202e hi', [t.tokens.aldric]);
    const cards = out.filter((m) => m.type !== 'api');
    expect(cards.length).toBeGreaterThan(0);
    const open = cards.flatMap((m) => lines(m.content).filter((l) => leftOpen(l).length > 0));
    expect(open).toEqual([]);
  });

  it('in a token’s name do not reverse the rest of the lines it is on', () => {
    const t = aTable();
    t.sb.driver.setProps(t.tokens.aldric, { name: 'Aldric\u202e' });
    const out = t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
    const open = out.filter((m) => m.type !== 'api').flatMap((m) => lines(m.content).filter((l) => leftOpen(l).length > 0));
    expect(open).toEqual([]);
  });
});
