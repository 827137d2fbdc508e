import type { RecordedChat } from 'roll20-double';
import { aTable, plain, type Table } from '../../integration/table';
export { aTable, plain, type Table };

export function hrefs(ms: readonly { content: string }[] | { content: string } | undefined): string[] {
  const list = ms === undefined ? [] : Array.isArray(ms) ? ms : [ms as { content: string }];
  return list.flatMap((m) => [...m.content.matchAll(/href="([^"]*)"/g)].map((x) => (x[1] as string).replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))));
}

/** a query's first choice, as Roll20 would send with every query at its default */
export function answer(h: string, pick: (q: string, opts: string[]) => string | undefined = () => undefined): string {
  return h.replace(/\?\{([^|}]*)((?:\|[^|}]*)*)\}/g, (_, q: string, rest: string) => {
    const opts = rest.split('|').slice(1);
    const chosen = pick(q, opts);
    if (chosen !== undefined) return chosen;
    const first = opts[0] ?? '';
    return first.includes(',') ? first.slice(first.indexOf(',') + 1) : first;
  });
}

export function who(t: Table, m: RecordedChat): string {
  if (m.type !== 'whisper') return 'ALL';
  const names: string[] = [];
  if (m.targets.includes(t.gm.id)) names.push('GM');
  if (m.targets.includes(t.pat.id)) names.push('Pat');
  if (m.targets.includes(t.sam.id)) names.push('Sam');
  return 'to ' + names.join('+');
}

export function show(t: Table, label: string, ms: readonly RecordedChat[]): string {
  const out = [`>>> ${label}`];
  for (const m of ms) {
    out.push(`  [${who(t, m)}] ${plain(m.content).replace(/\n/g, ' | ')}`);
    for (const h of hrefs(m)) out.push(`      btn: ${h}`);
  }
  return out.join('\n');
}

/** what one player receives (public + whispers to them) */
export function seenBy(t: Table, p: { id: string }, ms: readonly RecordedChat[]): RecordedChat[] {
  return ms.filter((m) => m.type !== 'whisper' || m.targets.includes(p.id));
}
export const texts = (ms: readonly RecordedChat[]): string => ms.map((m) => plain(m.content)).join('\n');

