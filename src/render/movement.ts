// Movement on a card (docs/rules.md §2, §9): what a combatant may move, said long or short, the status card's outlook,
// and a movement window's rows, one line per tier with its hexes and who moves them. Pure.
import type { Allowance, FightEvent } from '../rules/core/events';
import type { MoveOutlook } from '../rules/core/rule-set';
import { TIER_KEYS, tierInfo, type TierKey } from '../rules/core/numbers';
import { clockFormat, roundAndSecond, type ClockFormat, type ClockKind } from './clock';
import { join, muted, raw, remembered, strong, swatch, text, unbroken, type Html } from './html';
import type { Row } from './fit';

/** How a card names a combatant by its id. */
export type NameOf = (id: string) => string;

/** A name in a list of names, never split over two lines. */
const listedName = remembered((name) => unbroken(text(name, 40)));

export function allowanceText(a: Allowance): string {
  switch (a.kind) {
    case 'move':
      return (a.hexes === 0 ? 'no move' : `${a.hexes} hex${a.hexes === 1 ? '' : 'es'}`) + (a.dash ? ' (dash)' : '');
    case 'crawl':
      return a.hexes === 0 ? 'stand up, no crawl' : `crawl ${a.hexes} (or stand up)`;
    case 'held':
      return `no move (${a.reason})`;
  }
}

/** What a combatant may move, said short beside its name when it is not what its tier moves. */
function allowanceNote(a: Allowance): string {
  switch (a.kind) {
    case 'move':
      return `${a.hexes === 0 ? 'no move' : `${a.hexes} hex${a.hexes === 1 ? '' : 'es'}`}${a.dash ? ', dash' : ''}`;
    case 'crawl':
      // half of one hex is none: no crawl, only standing up (as the status and the menus say)
      return a.hexes === 0 ? 'stand up, no crawl' : `crawl ${a.hexes} or stand up`;
    case 'held':
      return `${a.reason}: no move`;
  }
}

/** `no move`, `1 hex`, `3 hexes`. */
function hexesText(n: number): string {
  return n === 0 ? 'no move' : `${n} hex${n === 1 ? '' : 'es'}`;
}

const OUTLOOK_WHEN: Readonly<Record<MoveOutlook['when'], string>> = { now: ' now', later: ' on its turn', 'next-round': ' next round' };

/**
 * What a status row says a combatant may move (docs/rules.md §9.2, §9.3). 20-second rounds: at the moment the column's
 * heading names (`2 hexes`); 10-second rounds: now, on its turn still to come, or next round (`8 hexes on its turn`).
 * Crawling in the rule set's words; held fast moves nothing (the row names the condition).
 */
export function outlookText(o: MoveOutlook, kind: ClockKind): string {
  const a = o.allowance;
  if (a.kind === 'held') return 'no move';
  const when = kind === 'rounds' ? OUTLOOK_WHEN[o.when] : '';
  if (a.kind === 'crawl') return a.hexes === 0 ? `stand up, no crawl${when}` : `crawl ${a.hexes} or stand up${when}`;
  return `${hexesText(a.hexes)}${when}`;
}

/** The status card's movement column, named once: `hexes at second 6`, `hexes now, in forest`, `hexes`. */
export function outlookHeading(kind: ClockKind, first: MoveOutlook | null, now: number, terrain: string | null): string {
  // each row says when: now, on its turn, next round
  if (kind === 'rounds') return 'hexes';
  const where = terrain !== null && terrain !== 'road' ? `, in ${terrain}` : '';
  if (!first || first.at === null || first.when === 'now') return `hexes now${where}`;
  const at = roundAndSecond(first.at);
  return `hexes at ${at.round === roundAndSecond(now).round ? `second ${at.second}` : clockFormat('seconds').at(first.at)}${where}`;
}

/** A tier's colour with its name beside it: a tier is never shown by its colour alone. */
function tierName(tier: TierKey): Html {
  const info = tierInfo(tier);
  return join([swatch(info.colour), raw(' '), strong(text(info.name))]);
}

export type WindowEvent = Extract<FightEvent, { type: 'movement-window' }>;

/**
 * A movement window: its heading, then one line per tier with its hexes and the names that move them. Whoever moves
 * something else (a dash, a crawl, a condition) is named first with what it moves; a combatant a player controls
 * comes before the others (`first`). The lines are lists: a card that is full cuts them with "and N more", so the card
 * does not grow with the number of combatants of a tier.
 */
export function windowRows(e: WindowEvent, nameOf: NameOf, clock: ClockFormat = clockFormat('rondel'), first: (id: string) => boolean = () => false): Row[] {
  const heading =
    clock.kind === 'rondel'
      ? join([strong(text(`Movement window at count ${e.count}`)), raw(' '), muted(text(`(window ${e.index + 1})`))])
      : join([strong(text(`Movement at ${clock.at(e.count)}`)), raw(' '), muted(text(`(moment ${e.index + 1} of 4)`))]);
  const rows: Row[] = [{ kind: 'fixed', html: heading }];
  // the combatants by tier, in one pass, each tier's in the window's order
  const byTier: (WindowMember[] | undefined)[] = [];
  for (let i = 0; i < e.combatants.length; i += 1) {
    const c = e.combatants[i] as WindowMember;
    const t = TIER_INDEX.get(c.tier);
    if (t !== undefined) (byTier[t] ??= []).push(c);
  }
  for (let t = 0; t < TIER_KEYS.length; t += 1) {
    const members = byTier[t];
    if (members === undefined) continue;
    const tier = TIER_KEYS[t] as TierKey;
    // the tier's own hexes: the window's table (the rondel), else what most of the tier moves (a moment of a round)
    const usual = tableHexes(e, tier) ?? mostCommon(members.map((c) => (c.allowance.kind === 'move' && !c.allowance.dash ? c.allowance.hexes : -1)));
    const plain = (c: WindowMember): boolean => c.allowance.kind === 'move' && !c.allowance.dash && c.allowance.hexes === usual;
    // each member ranked once (whether a player plays it asks about its token), and put in its rank's place in the
    // order they come (a stable sort by rank: four ranks); one alone is not ranked at all
    let ordered: readonly WindowMember[] = members;
    if (members.length > 1) {
      const ranks: WindowMember[][] = [[], [], [], []];
      for (let i = 0; i < members.length; i += 1) {
        const c = members[i] as WindowMember;
        (ranks[(plain(c) ? 2 : 0) + (first(c.id) ? 0 : 1)] as WindowMember[]).push(c);
      }
      ordered = (ranks[0] as WindowMember[]).concat(ranks[1] as WindowMember[], ranks[2] as WindowMember[], ranks[3] as WindowMember[]);
    }
    // a name is not split over two lines; what it moves may be
    const items = ordered.map((c) => (plain(c) ? listedName(nameOf(c.id)) : join([listedName(nameOf(c.id)), muted(text(` (${allowanceNote(c.allowance)})`))])));
    const hexes = usual < 0 ? '' : usual === 0 ? ' no move' : ` ${usual} hex${usual === 1 ? '' : 'es'}`;
    rows.push({ kind: 'list', head: join([tierName(tier), text(`${hexes}: `)]), items });
  }
  return rows;
}

type WindowMember = WindowEvent['combatants'][number];

/** Each tier's place in TIER_KEYS. */
const TIER_INDEX: ReadonlyMap<string, number> = new Map(TIER_KEYS.map((t, i) => [t, i]));

/** A tier's hexes in the window's table (its last entry for the tier, as a map of the table keeps), if it has one. */
function tableHexes(e: WindowEvent, tier: TierKey): number | undefined {
  for (let i = e.tiers.length - 1; i >= 0; i -= 1) if ((e.tiers[i] as WindowEvent['tiers'][number]).tier === tier) return (e.tiers[i] as WindowEvent['tiers'][number]).hexes;
  return undefined;
}

function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>();
  let best = -1;
  let bestCount = 0;
  for (const v of values) {
    const n = (counts.get(v) ?? 0) + 1;
    counts.set(v, n);
    if (n > bestCount || (n === bestCount && v > best)) {
      best = v;
      bestCount = n;
    }
  }
  return best;
}
