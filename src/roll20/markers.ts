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

/** A badge is one digit (ROLL20.md "Token markers"). */
export function badge(n: number): number {
  return Math.max(0, Math.min(9, Math.trunc(n)));
}

/**
 * The new `statusmarkers` for a token: every tag in `managed` that is not `wanted` goes, wanted ones are set with
 * their badge, everything else stays exactly where it was.
 */
export function applyMarkers(current: unknown, managed: ReadonlySet<string>, wanted: ReadonlyMap<string, number | null>): string {
  const items = parseMarkers(current);
  const out: MarkerItem[] = [];
  const placed = new Set<string>();
  for (const m of items) {
    if (!managed.has(m.tag)) {
      out.push(m);
      continue;
    }
    if (wanted.has(m.tag) && !placed.has(m.tag)) {
      out.push({ tag: m.tag, badge: wanted.get(m.tag) ?? null });
      placed.add(m.tag);
    }
  }
  for (const [tag, b] of wanted) if (!placed.has(tag)) out.push({ tag, badge: b });
  return formatMarkers(out);
}
