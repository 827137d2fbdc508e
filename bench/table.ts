// One plain-text table with aligned columns; section headers span the row.

export type Verdict = 'PASS' | 'FAIL' | '';

export interface Row {
  readonly measure: string;
  readonly n: string;
  readonly value: string;
  readonly target: string;
  readonly verdict: string;
}

export type Line = Row | { readonly section: string };

const HEAD: Row = { measure: 'measure', n: 'N', value: 'value', target: 'target', verdict: '' };

export function renderTable(lines: readonly Line[]): string {
  const rows = lines.filter((l): l is Row => !('section' in l));
  const all = [HEAD, ...rows];
  const w = {
    measure: Math.max(...all.map((r) => r.measure.length)),
    n: Math.max(...all.map((r) => r.n.length)),
    value: Math.max(...all.map((r) => r.value.length)),
    target: Math.max(...all.map((r) => r.target.length)),
  };
  const fmt = (r: Row): string =>
    [r.measure.padEnd(w.measure), r.n.padStart(w.n), r.value.padStart(w.value), r.target.padEnd(w.target), r.verdict.padEnd(7)]
      .join('  ')
      .trimEnd();
  const width = w.measure + w.n + w.value + w.target + 7 + 8;
  const rule = '-'.repeat(width);
  const out: string[] = [fmt({ ...HEAD, verdict: 'verdict' }), rule];
  for (const l of lines) {
    if ('section' in l) out.push('', `== ${l.section} `.padEnd(width, '='));
    else out.push(fmt(l));
  }
  out.push(rule);
  return out.join('\n');
}

export function row(measure: string, n: number | string, value: string, target = '', verdict: Verdict = ''): Row {
  return { measure, n: String(n), value, target, verdict };
}

export function verdict(ok: boolean): Verdict {
  return ok ? 'PASS' : 'FAIL';
}
