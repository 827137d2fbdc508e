/**
 * The `statusmarkers` string (`"red,blue@3,Flex::1234"`) and the virtual `status_<tag>` properties
 * (spec §11). A badge is one digit; the same tag may appear more than once (reads see the first copy).
 */

export const COLOUR_MARKERS = ['red', 'blue', 'green', 'brown', 'purple', 'pink', 'yellow'] as const;

/** The legacy built-in set, in tray order (spec §11.3). */
export const LEGACY_MARKERS: readonly string[] = [
  ...COLOUR_MARKERS,
  'dead', 'skull', 'sleepy', 'half-heart', 'half-haze', 'interdiction', 'snail', 'lightning-helix', 'spanner',
  'chained-heart', 'chemical-bolt', 'death-zone', 'drink-me', 'edge-crack', 'ninja-mask', 'stopwatch',
  'fishing-net', 'overdrive', 'strong', 'fist', 'padlock', 'three-leaves', 'fluffy-wing', 'pummeled', 'tread',
  'arrowed', 'aura', 'back-pain', 'black-flag', 'bleeding-eye', 'bolt-shield', 'broken-heart', 'cobweb',
  'broken-shield', 'flying-flag', 'radioactive', 'trophy', 'broken-skull', 'frozen-orb', 'rolling-bomb',
  'white-tower', 'grab', 'screaming', 'grenade', 'sentry-gun', 'all-for-one', 'angel-outfit', 'archery-target',
];

export interface MarkerEntry {
  tag: string;
  badge?: string;
}

export function parseStatusMarkers(value: unknown): MarkerEntry[] {
  if (typeof value !== 'string' || value === '') return [];
  return value
    .split(',')
    .filter((s) => s !== '')
    .map((s) => {
      const m = /^(.*)@(\d+)$/.exec(s);
      return m ? { tag: m[1] ?? '', badge: m[2] ?? '' } : { tag: s };
    });
}

export function formatStatusMarkers(entries: readonly MarkerEntry[]): string {
  return entries.map((e) => (e.badge === undefined ? e.tag : `${e.tag}@${e.badge}`)).join(',');
}

/** `status_redmarker` is the legacy alias of `status_red`. */
export function statusTag(property: string): string | undefined {
  if (!property.startsWith('status_')) return undefined;
  const tag = property.slice('status_'.length);
  const colour = tag.endsWith('marker') ? tag.slice(0, -'marker'.length) : undefined;
  return colour !== undefined && (COLOUR_MARKERS as readonly string[]).includes(colour) ? colour : tag;
}

/** What `get('status_<tag>')` returns: false, true, or the badge as a string. */
export function readStatus(statusmarkers: unknown, tag: string): boolean | string {
  const entry = parseStatusMarkers(statusmarkers).find((e) => e.tag === tag);
  if (entry === undefined) return false;
  return entry.badge === undefined ? true : entry.badge;
}

/**
 * The new `statusmarkers` after `set('status_<tag>', value)`: false removes every copy, true shows it
 * without a badge, a number or digit string shows it with that badge. A badge outside 0–9 is clamped
 * (reported through `warning`); any other value is a misuse.
 */
export function writeStatus(
  statusmarkers: unknown,
  tag: string,
  value: unknown,
): { statusmarkers: string; warning?: string } {
  const entries = parseStatusMarkers(statusmarkers);
  if (value === false) return { statusmarkers: formatStatusMarkers(entries.filter((e) => e.tag !== tag)) };
  let badge: string | undefined;
  let warning: string | undefined;
  if (value === true) badge = undefined;
  else if ((typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^-?\d+$/.test(value))) {
    const n = Number(value);
    const clamped = Math.min(9, Math.max(0, n));
    if (clamped !== n) warning = `status_${tag}: badge ${String(value)} is not one digit; clamped to ${clamped}`;
    badge = String(clamped);
  } else {
    return { statusmarkers: formatStatusMarkers(entries), warning: `status_${tag}: ${JSON.stringify(value)} is not true, false or a badge number; ignored` };
  }
  const existing = entries.find((e) => e.tag === tag);
  const next: MarkerEntry = badge === undefined ? { tag } : { tag, badge };
  const result = existing === undefined ? [...entries, next] : entries.map((e) => (e === existing ? next : e));
  return warning === undefined ? { statusmarkers: formatStatusMarkers(result) } : { statusmarkers: formatStatusMarkers(result), warning };
}
