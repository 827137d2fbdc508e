// HTML for Roll20's chat. Every piece of user text goes through `text()` here and nowhere else.

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  // Roll20's chat parser reacts to these even inside HTML: rolls, attributes, abilities, templates, queries.
  '[': '&#91;',
  ']': '&#93;',
  '{': '&#123;',
  '}': '&#125;',
  '@': '&#64;',
  '%': '&#37;',
  '|': '&#124;',
  '*': '&#42;',
  '?': '&#63;',
  '#': '&#35;',
  '$': '&#36;',
  '`': '&#96;',
  '~': '&#126;',
  '\\': '&#92;',
  '=': '&#61;',
};

/** A brand for strings that are safe HTML, so raw user text cannot be passed where HTML is expected. */
export type Html = string & { readonly __html: true };

export function raw(html: string): Html {
  return html as Html;
}

/**
 * What `text` folds: a control character, white space other than a space (JavaScript's `\s` less the space, spelt out:
 * one class is read faster than a choice of classes), or a space before more white space.
 */
// eslint-disable-next-line no-control-regex
const UNFOLDED = /[\u0000-\u001f\u007f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]| \s/;

/**
 * The bidi controls a player could type to turn the script's own words around after their text: the embeddings and
 * overrides (LRE, RLE, PDF, LRO, RLO), the isolates (LRI, RLI, FSI, PDI) and the marks (LRM, RLM, ALM). `text` drops
 * them (the stored name keeps them; only what is shown loses them); right-to-left words are isolated by `text` itself.
 */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const BIDIS = new RegExp(BIDI.source, 'g');

/** The characters `text` escapes (ENTITIES' keys), to find one and to replace each. */
const SPECIAL = new RegExp(`[${Object.keys(ENTITIES).join('').replace(/[\]\\^-]/g, '\\$&')}]`);
const SPECIALS = new RegExp(SPECIAL.source, 'g');

/**
 * The letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko…, and their presentation forms), and
 * those beyond the first 65,536 characters (Hanifi Rohingya, Yezidi, Sogdian…; Mende Kikakui, Adlam…): the regular
 * expressions that read them are made with the `u` flag, which reads such a character as one.
 */
const RTL = '\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}';
/**
 * A run of right-to-left words (letters, and the spaces and marks between them): it is set apart from the text around
 * it (FSI … PDI), so a name such as سيف الدين keeps its place in "سيف الدين: 2d10" instead of taking the colon and
 * the numbers into its own direction. Plain characters, so they survive any chat and add nothing to other text.
 */
const RTL_RUN = new RegExp(`[${RTL}](?:[\\s'’.\\-${RTL}]*[${RTL}])?`, 'gu');
const RTL_ANY = new RegExp(`[${RTL}]`, 'u');

/**
 * Whatever in a text `text` would change: what it folds, what it escapes, the bidi controls it drops, and the two
 * hyphens of a flag. Text without any (most of it) is found so in one reading, not three.
 */
const CHANGED = new RegExp(`${UNFOLDED.source}|${SPECIAL.source}|--|[${RTL}]|${BIDI.source}`, 'u');

/** Escapes text for chat, folds white space and control characters, drops bidi controls, and cuts it to `max` characters. */
export function text(value: unknown, max = 80): Html {
  let s = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  if (s.length <= max && !CHANGED.test(s)) return s as Html;
  if (BIDI.test(s)) s = s.replace(BIDIS, '');
  // text already on one line with single spaces (most of it) is left as it is, without rewriting it
  // eslint-disable-next-line no-control-regex
  if (UNFOLDED.test(s)) s = s.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ');
  s = clipped(s, max);
  let escaped = SPECIAL.test(s) ? s.replace(SPECIALS, (c) => ENTITIES[c] as string) : s;
  if (RTL_ANY.test(escaped)) escaped = escaped.replace(RTL_RUN, '\u2068$&\u2069');
  // a flag such as `--mod` is never split over two lines of the narrow chat column, and still reads as typed when copied
  if (!escaped.includes('--')) return escaped as Html;
  return escaped.replace(FLAG, (_, before: string, flag: string) => `${before}${NOWRAP}${flag}</span>`) as Html;
}

/**
 * `s` cut to `max` characters (not code units), its last one an ellipsis; `s` itself when it fits. A player's note cut
 * so, before what a line says after it (`: it takes effect at count 12.`), keeps what a line cut as a whole would lose.
 */
export function clipped(s: string, max: number): string {
  // no longer than `max` code units is no longer than `max` characters: only longer text is counted by character
  if (s.length <= max) return s;
  const chars = Array.from(s);
  return chars.length <= max ? s : chars.slice(0, Math.max(1, max - 1)).join('') + '…';
}

/** `--mod`, `--tradition`: two hyphens and a word, not inside another word. */
const FLAG = /(^|[^\w-])(--[a-z][a-z0-9_-]*)/gi;
const NOWRAP = '<span style="white-space:nowrap">';

/**
 * A pure function of a string, remembered for the strings it was last asked (up to `most` of them): a fight's names
 * come back at every step, and escaping them again is most of what a card costs. Keyed by the string's value, so it
 * cannot answer for another; when full it starts afresh.
 */
export function remembered(make: (value: string) => Html, most = 1024): (value: string) => Html {
  const made = new Map<string, Html>();
  return (value) => {
    let html = made.get(value);
    if (html === undefined) {
      if (made.size >= most) made.clear();
      html = make(value);
      made.set(value, html);
    }
    return html;
  };
}

const SURROGATE = /[\ud800-\udfff]/;
// eslint-disable-next-line no-control-regex
const ASCII_RUNS = /[\u0000-\u007f]+/g;

/** The size of chat HTML as Roll20 stores and sends it: UTF-8 bytes. No `Buffer` in the sandbox, so counted here. */
export function byteSize(html: string): number {
  // without surrogates a character's bytes are its own alone: the ASCII ones (most of a card) are counted by a regular
  // expression, and only the others one by one
  if (!SURROGATE.test(html)) {
    const others = html.replace(ASCII_RUNS, '');
    let n = html.length - others.length;
    for (let i = 0; i < others.length; i += 1) n += others.charCodeAt(i) < 0x800 ? 2 : 3;
    return n;
  }
  let n = 0;
  for (let i = 0; i < html.length; i += 1) {
    const c = html.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && isLowSurrogate(html.charCodeAt(i + 1))) {
      // a pair: four bytes. A surrogate without its partner is three, as UTF-8 counts it (U+FFFD), and the character
      // after it is counted on its own: taken along, a two- or three-byte one was not counted, and a card could pass
      // its budget
      n += 4;
      i += 1;
    } else n += 3;
  }
  return n;
}

/** Whether a UTF-16 code unit (NaN past the end: not) is the second of a pair of surrogates. */
function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/**
 * Whether chat HTML is within `budget` bytes. A character is one to three bytes (a pair of surrogates four), so its
 * length alone answers when it is far from the budget either way, without counting (a string's length costs nothing).
 */
export function fitsIn(html: string, budget: number): boolean {
  if (html.length > budget) return false;
  if (html.length * 3 <= budget) return true;
  return byteSize(html) <= budget;
}

/** A space outside any tag. */
const SPACE_OUTSIDE = / (?![^<>]*>)/g;
/** The longest name (in characters shown) kept whole on a line: a longer one would be cut anywhere in the column. */
const WHOLE_UP_TO = 24;

/**
 * HTML whose spaces do not break a line (a name in a list), the spaces inside its tags left as they are. A longer
 * one may break at its spaces but its last (`… the Bold (10)` keeps `Bold (10)` together): kept whole, it would be
 * split wherever the column ends, inside a word or a number.
 */
export function unbroken(html: Html): Html {
  const shown = html.replace(/<[^>]*>/g, '').replace(/&[#\w]+;/g, 'x');
  if (Array.from(shown).length <= WHOLE_UP_TO) return html.replace(SPACE_OUTSIDE, '&nbsp;') as Html;
  let last = -1;
  html.replace(SPACE_OUTSIDE, (space: string, at: number) => {
    last = at;
    return space;
  });
  return (last < 0 ? html : `${html.slice(0, last)}&nbsp;${html.slice(last + 1)}`) as Html;
}

export function join(parts: readonly Html[], separator = ''): Html {
  // put together with `+`, as `card` is: a part is copied once, when the whole is read, not once per level of markup
  if (parts.length === 0) return '' as Html;
  let html: string = parts[0] as Html;
  for (let i = 1; i < parts.length; i += 1) html = html + separator + (parts[i] as Html);
  return html as Html;
}

/** Inline styles only: Roll20's chat strips classes and style sheets. */
export function tag(name: string, style: string, inner: Html | string = ''): Html {
  return `<${name}${style ? ` style="${style}"` : ''}>${inner}</${name}>` as Html;
}

export const COLOURS = {
  ink: '#2b2118',
  muted: '#7a6a58',
  paper: '#fbf6ec',
  border: '#8b6b3e',
  accent: '#6b3f1d',
  good: '#2e7d32',
  bad: '#b71c1c',
  button: '#6b3f1d',
} as const;

/**
 * A button's command as its `href` holds it. Each character is replaced alone, so the command's parts may be put in
 * one by one (a menu's token id: cards.ts `actionMenu`).
 */
export function commandAttribute(command: string): string {
  // most commands hold none of them (ids, numbers, words): a single search, no copy
  if (!/["&<>\r\n]/.test(command)) return command;
  // `&` first: an entity in the command (`&#45;`) comes back from the browser as itself, never as the character it names;
  // `<` and `>` too, so that no reader of the HTML, however loose, finds a tag inside a link
  return command.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/[\r\n]/g, ' ');
}

/** An API button. The command is ours (ids, numbers, queries); only the label is user text. */
export function button(label: Html, command: string, colour: string = COLOURS.button): Html {
  const safeCommand = commandAttribute(command);
  return raw(
    `<a href="${safeCommand}" style="display:inline-block;margin:1px;padding:0 4px;border-radius:3px;background:${colour};color:#fff;font-weight:bold;text-decoration:none">${label}</a>`,
  );
}

export interface CardOptions {
  readonly title: Html;
  readonly subtitle?: Html;
  readonly accent?: string;
  readonly body: readonly Html[];
  readonly footer?: Html;
}

/**
 * A chat card for Roll20's narrow chat column (about 270 px): long words break instead of running out of the card
 * (`overflow-wrap:anywhere`), and each row's wrapped lines hang under its first (`text-indent`, inherited by the rows,
 * so it costs nothing per row: a public card must stay small, see fit.ts).
 */
export function card(options: CardOptions): Html {
  // put together with `+`: a card is copied whole once, when it is read, not once per level of its markup
  return raw(CARD_OPEN + cardHead(options) + cardBody(options.body) + (options.footer ? cardFoot(options.footer) : '') + '</div>');
}

const CARD_OPEN = `<div style="border:1px solid ${COLOURS.border};border-radius:6px;background:${COLOURS.paper};color:${COLOURS.ink};margin:2px 0;overflow-wrap:anywhere;word-wrap:break-word">`;

/** The bytes a card adds around its rows: what a size budget has to leave room for. */
export function cardFrameSize(options: Omit<CardOptions, 'body'>): number {
  return byteSize(card({ ...options, body: [raw('')] })) - rowSize(raw(''));
}

function cardHead(options: CardOptions): Html {
  const accent = options.accent ?? COLOURS.accent;
  // the head's style begins as it always has: tests of the fuzzers recognise an error card by it
  const open = accent === COLOURS.accent ? HEAD_OPEN : `<div style="${headStyle(accent)}">`;
  return raw(open + (options.subtitle ? options.title + SUBTITLE_OPEN + options.subtitle + '</span>' : options.title) + '</div>');
}

function headStyle(accent: string): string {
  return `background:${accent};color:#fff;padding:3px 6px;font-weight:bold;border-radius:5px 5px 0 0`;
}

/** How a card's head opens in the usual colour, and its subtitle (what `tag` makes of them, made once). */
const HEAD_OPEN = `<div style="${headStyle(COLOURS.accent)}">`;
const SUBTITLE_OPEN = ' <span style="font-weight:normal;font-size:.9em">';

function cardBody(rows: readonly Html[]): Html {
  if (rows.length === 0) return raw('');
  let html = '<div style="padding:2px 6px 2px 14px;text-indent:-8px">';
  // a row of buttons or chips does not hang: an inline block would inherit the indent and push its label out of it;
  // it starts where the other rows' first lines start (the body's padding less the hang)
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as Html;
    html += (row.includes(INLINE_BLOCK) ? ROW_OPEN.unindented : ROW_OPEN.plain) + row + '</div>';
  }
  return raw(html + '</div>');
}

const INLINE_BLOCK = 'display:inline-block';

/** How a row of a card's body opens (`tag('div', …)` without its end): a row of buttons or chips, any other row. */
const ROW_OPEN = { unindented: '<div style="text-indent:0;margin-left:-8px">', plain: '<div>' };

/** What `bodyRow` adds around a row of buttons or chips, and around any other row (ASCII: a byte a character). */
const ROW_FRAME = { unindented: ROW_OPEN.unindented.length + '</div>'.length, plain: ROW_OPEN.plain.length + '</div>'.length };

/** The bytes a row takes in a card's body, its own `div` included (counted without building it). */
export function rowSize(row: Html): number {
  return byteSize(row) + (row.includes(INLINE_BLOCK) ? ROW_FRAME.unindented : ROW_FRAME.plain);
}

function cardFoot(footer: Html): Html {
  return tag('div', `padding:2px 6px;border-top:1px solid #e6dcc8;color:${COLOURS.muted};font-size:.9em`, footer);
}

/** A chip of a word or two on a colour; `struck`: set aside (a dropped die), its words still as readable. */
export function chip(label: Html, background: string, ink: string, struck = false): Html {
  return tag(
    'span',
    `display:inline-block;margin:1px;padding:0 4px;border-radius:3px;background:${background};color:${ink};font-size:.9em;${struck ? 'text-decoration:line-through;' : ''}`,
    label,
  );
}

/**
 * A small square of a colour, to stand beside the name of what it marks (a tier): never the colour alone. A box with
 * no word in it, so a screen reader reads the name, not "black square" before every tier.
 */
export function swatch(colour: string): Html {
  // a no-break space inside: the box is content, so the space after it is kept at the start of a line (a screen
  // reader reads no word for it)
  return tag('span', `background:${colour};padding:0 3px`, raw('&nbsp;'));
}

export function strong(inner: Html): Html {
  return tag('b', '', inner);
}

export function muted(inner: Html): Html {
  return tag('span', `color:${COLOURS.muted}`, inner);
}

/**
 * Command text (a usage line): monospace, and allowed to wrap, as Roll20's own style keeps `code` on one line. Its flags
 * stay whole (see `text`).
 */
export function code(inner: Html): Html {
  return tag('code', 'white-space:normal', inner);
}
