// Token status markers: `red,blue@3,Flex::1234`. Only the rondel's own tags are ever changed.

export interface MarkerItem {
  readonly tag: string;
  readonly badge: number | null;
}

export function parseMarkers(value: unknown): MarkerItem[] {
  if (typeof value !== 'string' || value === '') return [];
  return value
    .split(',')
    .filter((s) => s !== '')
    .map((s) => {
      const at = s.lastIndexOf('@');
      if (at > 0 && /^\d+$/.test(s.slice(at + 1))) return { tag: s.slice(0, at), badge: Number(s.slice(at + 1)) };
      return { tag: s, badge: null };
    });
}

export function formatMarkers(items: readonly MarkerItem[]): string {
  return items.map((m) => (m.badge === null ? m.tag : `${m.tag}@${m.badge}`)).join(',');
}

/** A badge is one digit. */
export function badge(n: number): number {
  return Math.max(0, Math.min(MOST_BADGE, Math.trunc(n)));
}

/** The largest number a marker's badge shows: one digit. */
export const MOST_BADGE = 9;

/**
 * The new `statusmarkers` for a token: every tag outside `managed` stays, in its order; the wanted managed tags
 * follow, in the order of `wanted`. The rondel's tags always sit in the same place for the same fight state, so undo
 * gives a token back exactly the string it had (a tag that came back is not appended after the others).
 */
export function applyMarkers(current: unknown, managed: ReadonlySet<string>, wanted: ReadonlyMap<string, number | null>): string {
  const out: MarkerItem[] = parseMarkers(current).filter((m) => !managed.has(m.tag));
  for (const [tag, b] of wanted) out.push({ tag, badge: b });
  return formatMarkers(out);
}
