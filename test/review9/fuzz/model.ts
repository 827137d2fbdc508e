// Review 9, fuzz angle: a small reference model of conditions, timed effects, the flex marker, undo/redo, restarts,
// and the end of a fight, written from RULES.md §6, §9, §11, §12 and docs/rules.md §6, §7, §11, §12 (not from src/).
// The model reads only what a GM sees at the table (the tracker's clock entry, the tokens' markers, the sheets'
// `conditions` text, the chat) and which combatants are in the stored fight; it predicts what must hold after each
// command, and `checkStep` lists every difference.
import { anArena, fightNow, HIDDEN_KEYS, hiddenNow, type ActorKey, type Arena, type TokenKey } from '../../hardening/arena';
import { plain } from '../../integration/table';
import type { RecordedChat } from 'roll20-double';

export type Rules = 'rondel' | 'seconds' | 'rounds';

/** The clock as the tracker's clock entry shows it: the rondel's count; a round and second; a round. */
export interface Clock {
  readonly count?: number;
  readonly round?: number;
  readonly second?: number;
}

export function clockOf(a: Arena): Clock | null {
  const entry = a.sb.turnOrder().find((e) => e.id === '-1' && /^(Count|Round)/.test(String(e.custom)));
  if (!entry) return null;
  const custom = String(entry.custom);
  if (custom.startsWith('Count')) return { count: Number(entry.pr) };
  const m = /^Round (\d+)(?: · second (\d+))?/.exec(custom);
  if (!m) return null;
  return m[2] ? { round: Number(m[1]), second: Number(m[2]) } : { round: Number(m[1]) };
}

/** A duration as typed. */
export type Unit = 'counts' | 'seconds' | 'rounds' | 'actions';

/** When a duration started at `c` runs out (RULES.md §12, ruling 56), in the unit's own clock; null for actions. */
export function endOf(unit: Unit, n: number, c: Clock): number | null {
  switch (unit) {
    case 'counts':
      return (c.count ?? NaN) + n;
    case 'seconds':
      return 20 * ((c.round ?? NaN) - 1) + (c.second ?? NaN) + n;
    case 'rounds':
      return (c.round ?? NaN) + n;
    case 'actions':
      return null;
  }
}

/** The clock's reading in a unit. */
export function reading(unit: Unit, c: Clock): number {
  switch (unit) {
    case 'counts':
      return c.count ?? NaN;
    case 'seconds':
      return 20 * ((c.round ?? NaN) - 1) + (c.second ?? NaN);
    case 'rounds':
      return c.round ?? NaN;
    case 'actions':
      return NaN;
  }
}

/** A timed effect or a condition with a duration, as the model keeps it. */
export interface Timed {
  readonly bearer: string;
  readonly name: string;
  /** The condition it is, or null for a named effect. */
  readonly condition: string | null;
  readonly marker: string;
  readonly unit: Unit;
  readonly end: number | null;
}

export interface Model {
  readonly rules: Rules;
  /** Active timed things. */
  readonly timed: readonly Timed[];
  /** Spells cast with a duration, not yet resolved: the effect starts at `at` (in `startUnit`). */
  readonly pending: readonly { bearer: string; name: string; startUnit: Unit; at: number; unit: Unit; n: number }[];
  /** Conditions per bearer (timed or not). */
  readonly conditions: Readonly<Record<string, readonly string[]>>;
  /** Rondel: the count until which a combatant's flex lasts (RULES.md §6: 8 counts). */
  readonly flex: Readonly<Record<string, number>>;
  /** seconds/rounds: the round in which a combatant last reacted. */
  readonly reacted: Readonly<Record<string, number>>;
  /** rounds: the round in which a combatant stood in defense (no reactions that round and the next, §9.3). */
  readonly defense: Readonly<Record<string, number>>;
  /** Bearers whose markers the model no longer knows (an effect added twice, say): not checked. */
  readonly unknown: readonly string[];
}

/** Each condition's marker by default (README: `condition.<condition>=tag`; the GM's table of options). */
export const CONDITION_MARKERS: Readonly<Record<string, string>> = {
  blind: 'bleeding-eye',
  charmed: 'broken-heart',
  deaf: 'edge-crack',
  frightened: 'screaming',
  grappled: 'grab',
  incapacitated: 'interdiction',
  invisible: 'ninja-mask',
  paralyzed: 'frozen-orb',
  petrified: 'broken-skull',
  poisoned: 'chemical-bolt',
  prone: 'back-pain',
  restrained: 'fishing-net',
  stunned: 'pummeled',
  unconscious: 'sleepy',
};

/** The flex marker when the campaign has no custom marker named Flex (README: `flex=auto`). */
export const FLEX = 'lightning-helix';

/** The effect markers the fuzzer gives, none of them used for anything else. */
export const EFFECT_MARKERS: Readonly<Record<string, string>> = { Bless: 'angel-outfit', Haste: 'aura', Shield: 'rolling-bomb', Curse: 'half-haze' };

/** Every marker of ours the model knows of. */
export const OURS = new Set([...Object.values(CONDITION_MARKERS), FLEX, ...Object.values(EFFECT_MARKERS)]);

/** The conditions that stop acting and reacting (RULES.md §11). */
export const BLOCKING = ['incapacitated', 'paralyzed', 'petrified', 'stunned', 'unconscious'];

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The sheet's conditions text the model expects: names, capitalised, in alphabetical order. */
export function sheetText(conds: readonly string[]): string {
  return [...conds].sort().map(cap).join(', ');
}

// ---------------------------------------------------------------------------------------------------------------
// What a GM sees: the visible state.

export interface Visible {
  readonly tracker: string;
  readonly tokens: Record<string, { markers: string; aura2: string; tint: string; layer: string }>;
  readonly sheets: Record<string, string>;
  /** Objects that are not the table's tokens (the ring, the counter text), without their ids. */
  readonly others: readonly string[];
  readonly fight: string;
}

const sortMarkers = (s: unknown): string =>
  String(s ?? '')
    .split(',')
    .filter(Boolean)
    .sort()
    .join(',');

export function visible(a: Arena): Visible {
  const ids = new Set(Object.values(a.ids));
  const tokens: Visible['tokens'] = {};
  for (const [k, id] of Object.entries(a.ids)) {
    const g = a.sb.getObj('graphic', id);
    if (!g) continue;
    tokens[k] = {
      markers: sortMarkers(g.get('statusmarkers')),
      aura2: `${String(g.get('aura2_radius') ?? '')}/${String(g.get('aura2_color') ?? '')}/${String(g.get('showplayers_aura2') ?? '')}`,
      tint: String(g.get('tint_color') ?? ''),
      layer: String(g.get('layer') ?? ''),
    };
  }
  const sheets: Record<string, string> = {};
  for (const attr of a.sb.allObjs('attribute')) {
    if (attr.get('name') !== 'conditions') continue;
    const ch = a.sb.getObj('character', String(attr.get('_characterid')));
    sheets[String(ch?.get('name') ?? attr.get('_characterid'))] = String(attr.get('current') ?? '');
  }
  const others: string[] = [];
  for (const type of ['graphic', 'path', 'text']) {
    for (const o of a.sb.allObjs(type)) {
      if (ids.has(o.id)) continue;
      // where an object lies on the GM layer while nobody is due is nobody's concern: its place is not compared there
      const gm = o.get('layer') === 'gmlayer';
      others.push(
        `${type}:${String(o.get('layer'))}:${gm ? '' : `${String(o.get('left'))},${String(o.get('top'))}`}:${String(o.get('width'))}x${String(o.get('height'))}:${String(o.get('text') ?? '')}:${String(o.get('stroke') ?? '')}`,
      );
    }
  }
  others.sort();
  const f = a.fight();
  return { tracker: String(a.sb.campaign.get('turnorder') ?? ''), tokens, sheets, others, fight: f ? JSON.stringify({ rules: f.rules, present: f.timeline.present }) : 'none' };
}

/** The differences between two visible states, for a message. */
export function diff(before: Visible, after: Visible): string[] {
  const out: string[] = [];
  if (before.tracker !== after.tracker) out.push(`tracker ${before.tracker} → ${after.tracker}`);
  for (const k of new Set([...Object.keys(before.tokens), ...Object.keys(after.tokens)])) {
    const x = JSON.stringify(before.tokens[k]);
    const y = JSON.stringify(after.tokens[k]);
    if (x !== y) out.push(`token ${k}: ${x} → ${y}`);
  }
  for (const k of new Set([...Object.keys(before.sheets), ...Object.keys(after.sheets)])) {
    // a sheet without the attribute shows no conditions, as one with an empty one
    if ((before.sheets[k] ?? '') !== (after.sheets[k] ?? '')) out.push(`sheet ${k} conditions: ${JSON.stringify(before.sheets[k])} → ${JSON.stringify(after.sheets[k])}`);
  }
  if (before.others.join('|') !== after.others.join('|')) out.push(`other objects: ${before.others.join(' ; ')} → ${after.others.join(' ; ')}`);
  if (before.fight !== after.fight) out.push(`stored fight: ${before.fight.slice(0, 300)} → ${after.fight.slice(0, 300)}`);
  return out;
}

export { anArena, fightNow, HIDDEN_KEYS, hiddenNow, plain };
export type { ActorKey, Arena, RecordedChat, TokenKey };
