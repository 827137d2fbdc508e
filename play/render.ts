// Chat HTML → terminal text. Cards become boxes drawn with Unicode box characters, tier chips keep their colours
// (as 24-bit ANSI colours, only when asked), API buttons become numbered choices. Pure: no I/O, no sandbox.
import { TIERS } from '../src/rules/core/numbers';

// ---------------------------------------------------------------------------------------------------------------
// A small HTML reader: enough for what the script (and Roll20's chat) produce.

export interface ElementNode {
  readonly kind: 'element';
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: HtmlNode[];
}
export interface TextNode {
  readonly kind: 'text';
  readonly text: string;
}
export type HtmlNode = ElementNode | TextNode;

const VOID_TAGS = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  middot: '·',
  rarr: '→',
  larr: '←',
  times: '×',
  minus: '−',
};

/** Decodes `&amp;`, `&#91;`, `&#x5b;` and the common named entities; unknown ones stay as they are. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const name = (m[1] as string).toLowerCase();
    attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** Parses an HTML fragment into a tree. Forgiving: stray closing tags are ignored, open ones closed at the end. */
export function parseHtml(html: string): HtmlNode[] {
  const root: ElementNode = { kind: 'element', tag: '#root', attrs: {}, children: [] };
  const stack: ElementNode[] = [root];
  const re = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const top = stack[stack.length - 1] as ElementNode;
    if (m[4] !== undefined) {
      top.children.push({ kind: 'text', text: decodeEntities(m[4]) });
      continue;
    }
    if (m[2] === undefined) continue; // a comment
    const tag = m[2].toLowerCase();
    if (m[1] === '/') {
      const at = stack.map((n) => n.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const node: ElementNode = { kind: 'element', tag, attrs: parseAttrs(m[3] ?? ''), children: [] };
    top.children.push(node);
    if (!VOID_TAGS.has(tag) && !/\/\s*$/.test(m[3] ?? '')) stack.push(node);
  }
  return root.children;
}

/** The text of a node and its descendants, entities decoded, `<br>` as a new line. */
export function textOf(nodes: readonly HtmlNode[]): string {
  return nodes.map((n) => (n.kind === 'text' ? n.text : n.tag === 'br' ? '\n' : textOf(n.children))).join('');
}

function styleOf(node: ElementNode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (node.attrs.style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) out[part.slice(0, colon).trim().toLowerCase()] = part.slice(colon + 1).trim();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Styled cells: one per character, so wrapping and padding can count what is visible.

export interface CellStyle {
  readonly bold?: boolean;
  readonly dim?: boolean;
  readonly fg?: string;
  readonly bg?: string;
}

interface Cell {
  readonly ch: string;
  readonly style: CellStyle;
  /** Part of a unit that must not be broken across lines (a button, a chip). */
  readonly keep?: boolean;
}

type Line = Cell[];

function cells(s: string, style: CellStyle, keep = false): Cell[] {
  return Array.from(s).map((ch) => (keep ? { ch, style, keep } : { ch, style }));
}

function rgb(hex: string): [number, number, number] | null {
  let h = hex.trim().replace(/^#/, '');
  if (/^[0-9a-fA-F]{3}$/.test(h)) h = h.replace(/./g, (c) => c + c);
  if (!/^[0-9a-fA-F]{6}$/.test(h)) return null;
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

/** The ANSI SGR sequence of a style (24-bit colours). */
export function sgr(style: CellStyle): string {
  const codes: string[] = [];
  if (style.bold) codes.push('1');
  if (style.dim) codes.push('2');
  const fg = style.fg ? rgb(style.fg) : null;
  if (fg) codes.push(`38;2;${fg.join(';')}`);
  const bg = style.bg ? rgb(style.bg) : null;
  if (bg) codes.push(`48;2;${bg.join(';')}`);
  return codes.length ? `\x1b[${codes.join(';')}m` : '';
}

function sameStyle(a: CellStyle, b: CellStyle): boolean {
  return a.bold === b.bold && a.dim === b.dim && a.fg === b.fg && a.bg === b.bg;
}

function lineString(line: readonly Cell[], colour: boolean): string {
  if (!colour) return line.map((c) => c.ch).join('');
  let out = '';
  let current: CellStyle = {};
  for (const c of line) {
    if (!sameStyle(c.style, current)) {
      if (sgr(current)) out += '\x1b[0m';
      out += sgr(c.style);
      current = c.style;
    }
    out += c.ch;
  }
  if (sgr(current)) out += '\x1b[0m';
  return out;
}

/** Removes ANSI escape sequences. */
export function stripAnsi(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\x1b\[[0-9;]*m/g, '');
}

function trimLine(line: Line): Line {
  let start = 0;
  let end = line.length;
  while (start < end && /\s/.test((line[start] as Cell).ch) && !(line[start] as Cell).keep) start++;
  while (end > start && /\s/.test((line[end - 1] as Cell).ch) && !(line[end - 1] as Cell).keep) end--;
  return line.slice(start, end);
}

const HANG = '  ';

/** Word-wraps a line of cells to `width`, breaking at spaces that are not inside a kept unit. */
function wrap(line: Line, width: number): Line[] {
  if (line.length <= width) return [line];
  const out: Line[] = [];
  let rest = line;
  while (rest.length > width) {
    let cut = -1;
    const from = out.length ? HANG.length : 0;
    for (let i = width; i > from; i--) {
      const c = rest[i] as Cell;
      if (c.ch === ' ' && !c.keep) {
        cut = i;
        break;
      }
    }
    if (cut <= from) cut = width; // one long word: cut it
    out.push(trimLine(rest.slice(0, cut)));
    rest = trimLine(rest.slice(cut));
    // continuation lines hang by two spaces
    if (rest.length) rest = [...cells(HANG, {}, true), ...rest];
  }
  if (rest.length) out.push(rest);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering

export interface Button {
  readonly label: string;
  /** The command, entities decoded (`!rondel act dash --token … ?{…}`). */
  readonly command: string;
}

export interface RenderOptions {
  /** ANSI colours (only for a terminal; never in transcripts). */
  readonly colour?: boolean;
  /** The number the first button of this message gets. Default 1. */
  readonly firstButton?: number;
  /** The widest a box may be, borders included. Default 78. */
  readonly width?: number;
}

export interface Rendered {
  readonly lines: string[];
  /** Buttons in the order they are numbered: `buttons[i]` is `[firstButton + i]`. */
  readonly buttons: Button[];
}

const TIER_BY_COLOUR = new Map(TIERS.map((t) => [t.colour.toLowerCase(), t.name]));

/** The tier a chip colour stands for, if it is one of the nine. */
export function tierNameForColour(colour: string): string | undefined {
  return TIER_BY_COLOUR.get(colour.trim().toLowerCase());
}

class Renderer {
  readonly buttons: Button[] = [];
  constructor(
    private readonly colour: boolean,
    private readonly firstButton: number,
    private readonly width: number,
  ) {}

  /** Block-level rendering: a list of lines (each a list of cells). */
  blocks(nodes: readonly HtmlNode[], style: CellStyle): Line[] {
    const lines: Line[] = [];
    let current: Line = [];
    const flush = () => {
      const t = trimLine(current);
      if (t.length) lines.push(t);
      current = [];
    };
    for (const node of nodes) {
      if (node.kind === 'element' && node.tag === 'div') {
        flush();
        if (isCard(node)) lines.push(...this.card(node));
        else lines.push(...this.blocks(node.children, { ...style, ...this.ownStyle(node) }));
      } else if (node.kind === 'element' && (node.tag === 'br' || node.tag === 'p' || node.tag === 'hr')) {
        if (node.tag === 'p') {
          flush();
          lines.push(...this.blocks(node.children, style));
        } else flush();
      } else {
        this.inline(node, style, current);
      }
    }
    flush();
    return lines;
  }

  private ownStyle(node: ElementNode): CellStyle {
    const css = styleOf(node);
    const s: { bold?: boolean; dim?: boolean; fg?: string; bg?: string } = {};
    if (node.tag === 'b' || node.tag === 'strong' || /bold|[6-9]00/.test(css['font-weight'] ?? '')) s.bold = true;
    if (css['font-weight'] === 'normal') s.bold = false;
    if (css.color && rgb(css.color)) s.fg = css.color;
    if (css.opacity && Number(css.opacity) < 0.6) s.dim = true;
    return s;
  }

  /** Inline rendering into `out` (a `div` nested in inline content starts nothing new: it is rare). */
  private inline(node: HtmlNode, style: CellStyle, out: Line): void {
    if (node.kind === 'text') {
      out.push(...cells(node.text.replace(/[\t\r\n ]+/g, ' '), style));
      return;
    }
    if (node.tag === 'a') {
      this.anchor(node, style, out);
      return;
    }
    if (node.tag === 'br') {
      out.push(...cells(' ', style));
      return;
    }
    const css = styleOf(node);
    if (node.tag === 'span' && css.background && rgb(css.background)) {
      this.chip(node, css, out);
      return;
    }
    const inner = { ...style, ...this.ownStyle(node) };
    for (const child of node.children) this.inline(child, inner, out);
  }

  private chip(node: ElementNode, css: Record<string, string>, out: Line): void {
    const label = textOf(node.children).replace(/\s+/g, ' ').trim();
    const background = css.background as string;
    // faded or struck through (a die set aside): dim
    const dim = (!!css.opacity && Number(css.opacity) < 0.6) || /line-through/.test(css['text-decoration'] ?? '');
    if (out.length && (out[out.length - 1] as Cell).ch !== ' ') out.push(...cells(' ', {}));
    if (this.colour) {
      const style: CellStyle = { bg: background, ...(css.color && rgb(css.color) ? { fg: css.color } : {}), ...(dim ? { dim: true } : {}) };
      out.push(...cells(label ? ` ${label} ` : '  ', style, true));
    } else if (!label && css.display !== 'inline-block') {
      // a swatch (an empty box of colour beside the name it marks, html.ts `swatch`): a mark, the name follows it
      out.push(...cells('■', {}, true));
    } else {
      const name = label || tierNameForColour(background) || '■';
      out.push(...cells(`[${name}]`, {}, true));
    }
  }

  private anchor(node: ElementNode, style: CellStyle, out: Line): void {
    const href = node.attrs.href ?? '';
    const label = textOf(node.children).replace(/\s+/g, ' ').trim() || href;
    if (!href.startsWith('!')) {
      out.push(...cells(href && href !== label ? `${label} <${href}>` : label, { ...style, ...this.ownStyle(node) }));
      return;
    }
    const n = this.firstButton + this.buttons.length;
    this.buttons.push({ label, command: href });
    if (out.length && (out[out.length - 1] as Cell).ch !== ' ') out.push(...cells(' ', {}));
    const css = styleOf(node);
    const bg = css.background && rgb(css.background) ? css.background : undefined;
    const buttonStyle: CellStyle = this.colour && bg ? { bold: true, bg, fg: '#ffffff' } : { bold: true };
    out.push(...cells(`[${n}]`, { bold: true }, true), ...cells(' ', {}, true), ...cells(this.colour && bg ? ` ${label} ` : label, buttonStyle, true));
    out.push(...cells(' ', {}));
  }

  /** A card: `div` with a border whose first `div` is the coloured title bar. */
  private card(node: ElementNode): Line[] {
    const divs = node.children.filter((c): c is ElementNode => c.kind === 'element' && c.tag === 'div');
    const head = divs[0] as ElementNode;
    const headCss = styleOf(head);
    const accent = headCss.background && rgb(headCss.background) ? headCss.background : undefined;
    const title: Line = [];
    for (const child of head.children) {
      if (child.kind === 'element' && child.tag === 'span') {
        const sub = textOf(child.children).replace(/\s+/g, ' ').trim();
        if (sub) title.push(...cells(`· ${sub}`, {}));
      } else this.inline(child, {}, title);
    }
    const titleCells = trimLine(title).map((c) => ({ ch: c.ch, style: { bold: true, ...(this.colour && accent ? { bg: accent, fg: headCss.color && rgb(headCss.color) ? headCss.color : '#ffffff' } : {}) } }));
    const body: Line[] = [];
    for (const row of divs.slice(1)) body.push(...this.blocks(row.children, this.ownStyle(row)));
    // also keep any loose inline content of the card
    const loose = node.children.filter((c) => !(c.kind === 'element' && c.tag === 'div'));
    if (loose.length) body.push(...this.blocks(loose, {}));

    const inner = Math.max(8, this.width - 4);
    const wrapped = body.flatMap((l) => wrap(l, inner));
    const titleWidth = Math.min(titleCells.length, inner - 2);
    const contentWidth = Math.min(inner, Math.max(titleWidth + 2, ...wrapped.map((l) => l.length)));
    const border: CellStyle = this.colour && accent ? { fg: accent } : {};
    const shownTitle = titleCells.slice(0, titleWidth);
    const top: Line = [
      ...cells('╭─', border),
      ...(shownTitle.length ? [...cells(' ', this.colour && accent ? titleCells[0]?.style ?? {} : {}), ...shownTitle, ...cells(' ', this.colour && accent ? titleCells[0]?.style ?? {} : {})] : []),
    ];
    top.push(...cells('─'.repeat(Math.max(0, contentWidth + 4 - top.length - 1)), border), ...cells('╮', border));
    const lines: Line[] = [top];
    for (const l of wrapped) lines.push([...cells('│ ', border), ...l, ...cells(' '.repeat(contentWidth - l.length), {}), ...cells(' │', border)]);
    lines.push([...cells('╰', border), ...cells('─'.repeat(contentWidth + 2), border), ...cells('╯', border)]);
    for (const l of lines) BOXED.add(l);
    return lines;
  }

  toStrings(lines: readonly Line[]): string[] {
    return lines.map((l) => lineString(l, this.colour));
  }
}

/** Lines that are part of a box: already fitted, never wrapped again. */
const BOXED = new WeakSet<Line>();

function isCard(node: ElementNode): boolean {
  const css = styleOf(node);
  if (!css.border && !css['border-radius']) return false;
  const first = node.children.find((c) => !(c.kind === 'text' && c.text.trim() === ''));
  return !!first && first.kind === 'element' && first.tag === 'div' && !!styleOf(first).background;
}

/** Renders one chat message's HTML (or plain text) as terminal lines, collecting its API buttons. */
export function renderHtml(html: string, options: RenderOptions = {}): Rendered {
  const r = new Renderer(options.colour ?? false, options.firstButton ?? 1, options.width ?? 78);
  const lines = r.blocks(parseHtml(html), {});
  // Text outside cards is wrapped too, without a box.
  const width = options.width ?? 78;
  const out = lines.flatMap((l) => (BOXED.has(l) ? [l] : wrap(l, width)));
  return { lines: r.toStrings(out), buttons: r.buttons };
}

// ---------------------------------------------------------------------------------------------------------------
// Roll20 roll queries inside a button's command: `?{Prompt|default}`, `?{Prompt|Label,value|Label,value}`.

export interface QueryOption {
  readonly label: string;
  readonly value: string;
}

export interface Query {
  readonly prompt: string;
  /** For a free-text query: the default answer (may be ''). */
  readonly defaultValue: string;
  /** For a drop-down query: its options (the first is the default). Empty for a free-text query. */
  readonly options: readonly QueryOption[];
  /** The text in the command this query stands for. */
  readonly source: string;
}

/** Finds the roll queries of a command, in order. A prompt asked twice is one query (as in Roll20). */
export function findQueries(command: string): Query[] {
  const out: Query[] = [];
  let i = command.indexOf('?{');
  while (i >= 0) {
    let depth = 0;
    let end = -1;
    for (let j = i + 1; j < command.length; j++) {
      if (command[j] === '{') depth++;
      else if (command[j] === '}') {
        depth--;
        if (depth === 0) {
          end = j;
          break;
        }
      }
    }
    if (end < 0) break;
    const source = command.slice(i, end + 1);
    const parts = source.slice(2, -1).split('|');
    const prompt = parts[0] ?? '';
    const rest = parts.slice(1);
    let query: Query;
    if (rest.length <= 1 && !(rest[0] ?? '').includes(',')) {
      query = { prompt, defaultValue: rest[0] ?? '', options: [], source };
    } else {
      const options = rest.map((p) => {
        const comma = p.indexOf(',');
        return comma < 0 ? { label: p, value: p } : { label: p.slice(0, comma), value: p.slice(comma + 1) };
      });
      query = { prompt, defaultValue: options[0]?.value ?? '', options, source };
    }
    if (!out.some((q) => q.prompt === query.prompt)) out.push(query);
    i = command.indexOf('?{', end + 1);
  }
  return out;
}

/**
 * Chooses an answer to a query from what was typed: '' keeps the default; for a drop-down, a number picks the
 * n-th option, otherwise a label or value (case-insensitive, prefix allowed). Returns undefined when it matches
 * no option.
 */
export function answerQuery(query: Query, typed: string): string | undefined {
  const t = typed.trim();
  if (query.options.length === 0) return t === '' ? query.defaultValue : typed.trim();
  if (t === '') return query.defaultValue;
  const lower = t.toLowerCase();
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    if (n >= 1 && n <= query.options.length) return (query.options[n - 1] as QueryOption).value;
  }
  const exact = query.options.find((o) => o.label.toLowerCase() === lower || o.value.toLowerCase() === lower);
  if (exact) return exact.value;
  const prefix = query.options.filter((o) => o.label.toLowerCase().startsWith(lower) || o.value.toLowerCase().startsWith(lower));
  return prefix.length === 1 ? (prefix[0] as QueryOption).value : undefined;
}

/** Puts the answers (by prompt) into the command; a prompt without an answer takes its default. */
export function fillQueries(command: string, answers: ReadonlyMap<string, string>): string {
  let out = command;
  for (const q of findQueries(command)) {
    const value = answers.get(q.prompt) ?? q.defaultValue;
    out = out.split(q.source).join(value);
  }
  // a query nested in another, or repeated with other options, is resolved on the next pass
  return out.includes('?{') && out !== command ? fillQueries(out, answers) : out.replace(/ {2,}/g, ' ').trim();
}
