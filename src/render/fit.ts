// Cards that stay small at any fight size. Roll20 keeps every public message in the game's chat archive and sends it
// to every player, so a public card holds at most PUBLIC_CARD_BYTES of HTML however many combatants the fight has:
// lines that come in numbers (initiative rolls, ties) and names that come in numbers (who moves at a movement window)
// are cut with "and N more", and what was cut goes to the GM (the caller whispers `rest`), so nothing is lost to the
// one who runs the fight.
import { byteSize, card, cardFrameSize, fitsIn, join, raw, rowSize, text, type CardOptions, type Html } from './html';

/** The most HTML a public card may hold: 3 KB, less a margin for what Roll20 adds around a message. */
export const PUBLIC_CARD_BYTES = 3000;

/** The most lines of one kind a card keeps when it must be cut: a chat card is read at a glance. */
export const GROUP_CAP = 12;

/** The most names a list shows, room or not: a line of the chat column is read at a glance too. */
export const LIST_CAP = 10;

/** A list cut to LIST_CAP would say "and 1 more" where the name fits as well: a few more than the cap show whole. */
function capOf(items: number): number {
  return items <= LIST_CAP + 2 ? items : LIST_CAP;
}

/** The most each list is sure of on a card that is cut, before the lines that come by the hundred: about twenty names. */
const LIST_SHARE = 320;

export type Row =
  /** A line that always shows (the count, who acts). */
  | { readonly kind: 'fixed'; readonly html: Html }
  /**
   * A line of a kind that may come in numbers (`group`): cut when the card is full. `first` lines are kept before the
   * others (a combatant a player controls); the card shows the kept ones in their order. A line that may itself be
   * long (a tie among many) is `html` cut short, and `whole` when the card has room for it (else `whole` is the GM's).
   */
  | { readonly kind: 'line'; readonly html: Html; readonly group: string; readonly first?: boolean; readonly whole?: Html }
  /**
   * A line that names many (`head` then `items`, comma-separated): cut to the items that fit, at most LIST_CAP, "and N
   * more". The items come in the order they should survive a cut. A `private` list keeps its rest from the GM too (it
   * can be read elsewhere, as the order in `status`).
   */
  | { readonly kind: 'list'; readonly head: Html; readonly items: readonly Html[]; readonly private?: boolean };

export interface Fitted {
  readonly html: Html;
  /** What the card had no room for, line by line, for the GM; empty when everything fit. */
  readonly rest: readonly Html[];
}

/** How a card says that `hidden` lines of `group` were cut, after `shown` of them. */
export type More = (group: string, hidden: number, shown: number) => Html;

export interface FitOptions {
  /** The most bytes the card may hold; null never cuts for size. */
  readonly budget: number | null;
  readonly more: More;
  /** Every group is cut to this many lines whatever the size (a card that pages, as `status`). */
  readonly limit?: number;
  /** Lower caps than GROUP_CAP for some groups when the card is cut. */
  readonly caps?: Readonly<Record<string, number>>;
  /** Groups whose lines come after the lists' shares (lines that come by the hundred: initiative rolls, ties). */
  readonly late?: readonly string[];
}

type Line = Extract<Row, { kind: 'line' }>;
type List = Extract<Row, { kind: 'list' }>;

function listHtml(head: Html, items: readonly Html[], cut: number): Html {
  return join([head, join(items, raw(', ')), cut > 0 ? text(`${items.length ? ' and' : ''} ${cut} more`) : raw('')]);
}

/**
 * How many of a list's items fit in `room` bytes beyond its bare head, at most LIST_CAP; counted as the line grows.
 * The line grows with each name while some are left ("and N more" shrinks by a byte at most), but the whole list
 * drops "and N more": it may take less room than its first names do (`A, B` against `A and 1 more`), so a short list
 * that fits whole shows whole even when the loop stopped short of it.
 */
function itemsThatFit(r: List, room: number): number {
  const base = byteSize(listHtml(r.head, [], r.items.length));
  const head = byteSize(r.head);
  const cap = capOf(r.items.length);
  let names = 0;
  let k = 0;
  while (k < cap) {
    const grown = names + byteSize(r.items[k] as Html) + (k > 0 ? 2 : 0);
    const left = r.items.length - (k + 1);
    if (head + grown + (left > 0 ? byteSize(` and ${left} more`) : 0) - base > room) break;
    names = grown;
    k += 1;
  }
  if (k < cap && cap === r.items.length && byteSize(listHtml(r.head, r.items, 0)) - base <= room) return cap;
  return k;
}

/**
 * The card with every row whole (lists at most LIST_CAP names, the rest of a longer one set aside), or null when it
 * is over the budget.
 */
export function wholeCard(options: Omit<CardOptions, 'body'>, rows: readonly Row[], budget: number | null): Fitted | null {
  const body: Html[] = [];
  const rest: Html[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const r = rows[i] as Row;
    if (r.kind === 'fixed') body.push(r.html);
    else if (r.kind === 'line') body.push(r.whole ?? r.html);
    else {
      const k = capOf(r.items.length);
      body.push(listHtml(r.head, r.items.slice(0, k), r.items.length - k));
      if (k < r.items.length && !r.private) rest.push(listHtml(r.head, r.items.slice(k), 0));
    }
  }
  const html = card({ title: options.title, subtitle: options.subtitle, accent: options.accent, footer: options.footer, body });
  return budget === null || fitsIn(html, budget) ? { html, rest } : null;
}

/** How many lines of each group the rows hold. */
function lineCounts(rows: readonly Row[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of rows) if (r.kind === 'line') counts.set(r.group, (counts.get(r.group) ?? 0) + 1);
  return counts;
}

/**
 * The card with every row whole (lists at most LIST_CAP names), or cut to the budget with the rest set aside. What
 * survives a cut, in this order: the fixed rows; each list's head; the lines of the groups that are not `late`; a
 * share of names for each list; the `late` lines; then more names.
 */
export function fitCard(options: Omit<CardOptions, 'body'>, rows: readonly Row[], fit: FitOptions): Fitted {
  // without a limit the lines are counted only for a card that is cut
  if (fit.limit === undefined || !overLimit(rows, fit.limit)) {
    const whole = wholeCard(options, rows, fit.budget);
    if (whole) return whole;
  }
  // the cut, in a function of its own: most cards are whole, and never enter its code
  return cutCard(options, rows, fit);
}

/** Whether a group has more lines than `limit`. */
function overLimit(rows: readonly Row[], limit: number): boolean {
  return [...lineCounts(rows).values()].some((n) => n > limit);
}

/** `fitCard` for a card that is not whole: cut to the budget, the rest set aside. */
function cutCard(options: Omit<CardOptions, 'body'>, rows: readonly Row[], fit: FitOptions): Fitted {
  const { budget, more } = fit;
  const limit = fit.limit ?? Infinity;
  const caps = fit.caps ?? {};
  const counts = lineCounts(rows);

  const late = new Set(fit.late ?? []);
  const lines = rows.map((r, i) => ({ r, i })).filter((x): x is { r: Line; i: number } => x.r.kind === 'line');
  const lists = rows.map((r, i) => ({ r, i })).filter((x): x is { r: List; i: number } => x.r.kind === 'list');
  const shown = new Set<number>();
  const shownIn = new Map<string, number>();
  const keep = new Map<number, number>();

  let avail = (budget ?? Infinity) - cardFrameSize(options);
  for (const r of rows) {
    if (r.kind === 'fixed') avail -= rowSize(r.html);
    // a list always shows its head and how many it names
    if (r.kind === 'list') avail -= rowSize(listHtml(r.head, [], r.items.length));
  }
  // room for each group's "and N more", whatever is cut
  for (const [group, count] of counts) avail -= rowSize(more(group, count, 0));

  const cap = Math.min(limit, budget === null ? Infinity : GROUP_CAP);
  const closed = new Set<string>();
  const candidates = [...lines].sort((a, b) => Number(!!b.r.first) - Number(!!a.r.first) || a.i - b.i);
  const fill = (lateOnes: boolean): void => {
    for (const { r, i } of candidates) {
      if (late.has(r.group) !== lateOnes || closed.has(r.group)) continue;
      const cost = rowSize(r.html);
      if ((shownIn.get(r.group) ?? 0) >= Math.min(cap, caps[r.group] ?? Infinity) || cost > avail) {
        closed.add(r.group);
        continue;
      }
      shown.add(i);
      shownIn.set(r.group, (shownIn.get(r.group) ?? 0) + 1);
      avail -= cost;
    }
  };
  // lists share what there is, the ones that need least first, each up to `most` bytes
  const need = new Map(lists.map(({ r, i }) => [i, byteSize(listHtml(r.head, r.items.slice(0, capOf(r.items.length)), r.items.length - capOf(r.items.length))) - byteSize(listHtml(r.head, [], r.items.length))]));
  const room = new Map<number, number>();
  const share = (most: (i: number) => number): void => {
    let left = lists.length;
    for (const { i } of [...lists].sort((a, b) => (need.get(a.i) ?? 0) - (need.get(b.i) ?? 0))) {
      const given = Math.max(0, Math.min(most(i), Math.floor(avail / left)));
      room.set(i, (room.get(i) ?? 0) + given);
      avail -= given;
      left -= 1;
    }
  };
  fill(false);
  // the lists' sure share leaves room for some of the late lines too (a player's own initiative roll)
  const sure = Math.min(LIST_SHARE, Math.floor((avail * 0.6) / Math.max(1, lists.length)));
  share((i) => Math.min(need.get(i) ?? 0, sure));
  fill(true);
  share((i) => (need.get(i) ?? 0) - (room.get(i) ?? 0));
  for (const { r, i } of lists) keep.set(i, itemsThatFit(r, room.get(i) ?? 0));
  const fitted = build();
  if (budget === null || fitsIn(fitted.html, budget)) return fitted;
  // the reckoning above leaves room for everything; this is the guarantee should a row outgrow it
  const note = card({ ...options, body: [text('This card is too long for the chat: the GM has it in a whisper.')] });
  return { html: note, rest: rows.map((r) => (r.kind === 'list' ? listHtml(r.head, r.items, 0) : r.kind === 'line' ? (r.whole ?? r.html) : r.html)) };

  function build(): Fitted {
    const body: Html[] = [];
    const rest: Html[] = [];
    const moreAt = new Map<number, string>();
    for (const group of counts.keys()) {
      const members = lines.filter((x) => x.r.group === group);
      const kept = members.filter((x) => shown.has(x.i));
      const at = kept.length ? kept[kept.length - 1] : members[0];
      if (at && kept.length < members.length) moreAt.set(at.i, group);
    }
    rows.forEach((r, i) => {
      if (r.kind === 'fixed') body.push(r.html);
      else if (r.kind === 'line') {
        if (shown.has(i)) body.push(r.html);
        if (!shown.has(i) || (r.whole !== undefined && r.whole !== r.html)) rest.push(r.whole ?? r.html);
      } else {
        const k = keep.get(i) ?? 0;
        body.push(listHtml(r.head, r.items.slice(0, k), r.items.length - k));
        if (k < r.items.length && !r.private) rest.push(listHtml(r.head, r.items.slice(k), 0));
      }
      const group = moreAt.get(i);
      if (group !== undefined) {
        const kept = shownIn.get(group) ?? 0;
        body.push(more(group, (counts.get(group) ?? 0) - kept, kept));
      }
    });
    return { html: card({ ...options, body }), rest };
  }
}

/** The most HTML one whisper of what was cut may hold: more goes in another whisper. */
export const REST_BYTES = 16_000;

/**
 * What the cards had no room for, as whispers for the GM: plain lines (their markup dropped: the text in them is
 * escaped already), as many whispers as it takes to keep each under REST_BYTES.
 */
export function restCards(title: Html, lines: readonly Html[]): Html[] {
  const plain = lines.map((l) => l.replace(/<[^>]*>/g, '') as Html);
  const frame = byteSize(card({ title, body: [raw('')] }));
  const cards: Html[] = [];
  let page: Html[] = [];
  let size = frame;
  for (const line of plain) {
    const cost = byteSize(line) + 4;
    if (page.length && size + cost > REST_BYTES) {
      cards.push(card({ title, body: [join(page, raw('<br>'))] }));
      page = [];
      size = frame;
    }
    page.push(line);
    size += cost;
  }
  if (page.length) cards.push(card({ title, body: [join(page, raw('<br>'))] }));
  return cards;
}
