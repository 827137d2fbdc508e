// The aura or tint indicator (docs/rules.md §15): the due token itself is marked, with no object and no image. The
// script remembers what the token showed in the slot it borrows (its second aura, or its tint) and puts exactly that
// back when the mark moves on: a turn change writes the new token and the old one (two updates), a turn that stays
// with the same token writes neither. A value the GM changed by hand while the token was marked is the GM's: it is
// left as it is. An aura or tint on a token on the GM layer is drawn for the GM alone, as the whole token is.
import type { Config, MarkedToken } from '../app/model';
import { errorText } from './error-text';
import { isHiddenLayer } from '../app/world-reads';

type Value = string | number | boolean;
type Props = Readonly<Record<string, Value>>;

interface Logs {
  readonly log: (line: string) => void;
}

/** The mark's colour: the ring's. */
const COLOUR = '#f2b705';
/** The aura's reach beyond the token's edge, as a share of one square of the page (its scale, 5 ft by default). */
const AURA_SHARE = 0.4;
/** The slot each kind borrows; the first key tells whether the mark is still the script's. */
const KEYS = {
  aura: ['aura2_radius', 'aura2_color', 'aura2_square', 'showplayers_aura2'],
  tint: ['tint_color'],
} as const;

type Token = { get(k: string): unknown; set(v: Record<string, unknown>): void };

/** The kind of mark the options ask for, or null for an object (ring, graphic) or none. */
export function markKind(config: Config): MarkedToken['kind'] | null {
  return config.indicator === 'aura' || config.indicator === 'tint' ? config.indicator : null;
}

/** Roll20 may give back a number written as text, or a colour in other case: the same value for the comparison. */
export function sameValue(a: unknown, b: unknown): boolean {
  return String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
}

function tokenOf(id: string): Token | undefined {
  return id === '' ? undefined : (getObj('graphic', id) as Token | undefined);
}

function auraRadius(pageId: string): number {
  const scale = Number(getObj('page', pageId)?.get('scale_number' as never));
  return Math.round((Number.isFinite(scale) && scale > 0 ? scale : 5) * AURA_SHARE * 100) / 100;
}

function wanted(kind: MarkedToken['kind'], layer: 'map' | 'gmlayer', pageId: string): Props {
  if (kind === 'tint') return { tint_color: COLOUR };
  return { aura2_radius: auraRadius(pageId), aura2_color: COLOUR, aura2_square: false, showplayers_aura2: layer !== 'gmlayer' };
}

/** One `set` of what differs, or none. */
function write(token: Token, props: Props): void {
  const diff: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) if (!sameValue(token.get(k), v)) diff[k] = v;
  if (Object.keys(diff).length > 0) token.set(diff);
}

/** Whether the mark on the token is still the script's: the GM has not changed its first value by hand. */
function stillOurs(token: Token, marked: MarkedToken): boolean {
  const first = KEYS[marked.kind][0];
  return sameValue(token.get(first), marked.set[first]);
}

/** The marked token as it was before: its own values back (one update), unless it is gone or the GM took the slot. */
export function unmark(marked: MarkedToken, io: Logs): void {
  try {
    const token = tokenOf(marked.id);
    if (!token || !stillOurs(token, marked)) return;
    const back: Record<string, Value> = {};
    for (const k of KEYS[marked.kind]) if (k in marked.was) back[k] = marked.was[k] as Value;
    write(token, back);
  } catch (error) {
    io.log(`could not put back the ${marked.kind} of ${marked.id}: ${errorText(error)}`);
  }
}

function mark(id: string, kind: MarkedToken['kind'], layer: 'map' | 'gmlayer', pageId: string, io: Logs): MarkedToken | null {
  const token = tokenOf(id);
  if (!token) return null;
  const set = wanted(kind, layer, pageId);
  const was: Record<string, Value> = {};
  for (const k of KEYS[kind]) {
    const v = token.get(k);
    was[k] = typeof v === 'number' || typeof v === 'boolean' ? v : String(v ?? '');
  }
  try {
    write(token, set);
  } catch (error) {
    io.log(`could not mark ${id} with the ${kind}: ${errorText(error)}`);
    return null;
  }
  return { id, kind, was, set };
}

/**
 * The mark after a commit: the token marked before is put back when another is due (or nobody, or the GM chose
 * another indicator), and the due token `dueId` ('' for none on the fight's page) is marked when it is not yet.
 */
export function keepMark(marked: MarkedToken | null, kind: MarkedToken['kind'] | null, dueId: string, layer: 'map' | 'gmlayer', pageId: string, io: Logs): MarkedToken | null {
  let kept = marked;
  if (kept && (kept.id !== dueId || kept.kind !== kind)) {
    unmark(kept, io);
    kept = null;
  }
  if (kind === null || dueId === '') return null;
  return kept ?? mark(dueId, kind, layer, pageId, io);
}

/** The marked token was moved to or from the GM layer: its aura is shown to players with it (one update), or not. */
export function followMark(marked: MarkedToken, tokenId: string): void {
  if (marked.kind !== 'aura' || marked.id !== tokenId) return;
  const token = tokenOf(tokenId);
  if (!token || !stillOurs(token, marked)) return;
  write(token, { showplayers_aura2: !isHiddenLayer(token.get('layer')) });
}
