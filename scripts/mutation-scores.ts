// The mutation score per folder, read from Stryker's JSON report (reports/mutation/mutation.json, the
// mutation-testing-report-schema). `tsx scripts/mutation-scores.ts [report] [--survivors [folder]]` prints the table
// again, or lists the mutants that survived; scripts/mutation.ts prints the table after every run.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPORT_PATH = 'reports/mutation/mutation.json';

type Status = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

interface ReportMutant {
  readonly mutatorName: string;
  readonly replacement?: string;
  readonly status: Status;
  readonly location: { readonly start: { readonly line: number; readonly column: number } };
}

export interface Report {
  readonly files: Readonly<Record<string, { readonly mutants: readonly ReportMutant[] }>>;
}

export interface FolderScore {
  readonly folder: string;
  readonly killed: number;
  readonly timeout: number;
  readonly survived: number;
  readonly noCoverage: number;
  /** Excluded with a `// Stryker disable` comment, or errors: not part of the score. */
  readonly ignored: number;
  /** Killed and timed out, over every valid mutant (Stryker's mutation score); null when there is none. */
  readonly score: number | null;
}

const EMPTY = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0 };
type Counts = typeof EMPTY;

function tally(counts: Counts, status: Status): Counts {
  switch (status) {
    case 'Killed':
      return { ...counts, killed: counts.killed + 1 };
    case 'Timeout':
      return { ...counts, timeout: counts.timeout + 1 };
    case 'Survived':
      return { ...counts, survived: counts.survived + 1 };
    case 'NoCoverage':
      return { ...counts, noCoverage: counts.noCoverage + 1 };
    default:
      return { ...counts, ignored: counts.ignored + 1 };
  }
}

function scored(folder: string, c: Counts): FolderScore {
  const detected = c.killed + c.timeout;
  const valid = detected + c.survived + c.noCoverage;
  return { folder, ...c, score: valid === 0 ? null : (100 * detected) / valid };
}

/** Report paths are relative to the project, or absolute (older Strykers): both read as `src/…`. */
function relative(file: string): string {
  const i = file.replace(/\\/g, '/').lastIndexOf('/src/');
  return i >= 0 ? file.replace(/\\/g, '/').slice(i + 1) : file.replace(/\\/g, '/');
}

/**
 * One row per folder that holds mutated files, and a `folder/**` row adding up every folder that holds two or more
 * such folders (src/rules/** is the rules as a whole), sorted by name; `all` ends the table.
 */
export function scoresByFolder(report: Report): FolderScore[] {
  const byFolder = new Map<string, Counts>();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const folder = dirname(relative(file));
    byFolder.set(folder, mutants.reduce((c, m) => tally(c, m.status), byFolder.get(folder) ?? EMPTY));
  }
  const add = (a: Counts, b: Counts): Counts => ({
    killed: a.killed + b.killed,
    timeout: a.timeout + b.timeout,
    survived: a.survived + b.survived,
    noCoverage: a.noCoverage + b.noCoverage,
    ignored: a.ignored + b.ignored,
  });
  const folders = [...byFolder.keys()];
  const rows = folders.map((f) => scored(f, byFolder.get(f) as Counts));
  const parents = (f: string): string[] => {
    const parts = f.split('/');
    return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('/'));
  };
  const ancestors = new Set(folders.flatMap(parents));
  for (const a of ancestors) {
    const under = folders.filter((f) => f === a || f.startsWith(`${a}/`));
    // the top folder's total is the last row
    if (under.length > 1 && under.length < folders.length) rows.push(scored(`${a}/**`, under.map((f) => byFolder.get(f) as Counts).reduce(add, EMPTY)));
  }
  // a total sorts just before its folder's own row
  const key = (folder: string): string => (folder.endsWith('/**') ? folder.slice(0, -3) : `${folder}/`);
  rows.sort((x, y) => (key(x.folder) < key(y.folder) ? -1 : key(x.folder) > key(y.folder) ? 1 : 0));
  rows.push(scored('all', [...byFolder.values()].reduce(add, EMPTY)));
  return rows;
}

export function formatTable(rows: readonly FolderScore[]): string {
  const header = ['folder', 'score', 'killed', 'timeout', 'survived', 'no cov', 'ignored'];
  const body = rows.map((r) => [r.folder, r.score === null ? 'n/a' : `${r.score.toFixed(2)}%`, r.killed, r.timeout, r.survived, r.noCoverage, r.ignored].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] as string).length)));
  const line = (cells: readonly string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** The mutants that survived (or that no test ran), as `file:line:column mutator → replacement`, under a folder. */
export function survivors(report: Report, under = ''): string[] {
  const out: string[] = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const path = relative(file);
    if (!path.startsWith(under)) continue;
    for (const m of mutants) {
      if (m.status !== 'Survived' && m.status !== 'NoCoverage') continue;
      const where = `${path}:${m.location.start.line}:${m.location.start.column}`;
      out.push(`${where} ${m.status === 'NoCoverage' ? '(no test) ' : ''}${m.mutatorName} → ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)}`);
    }
  }
  return out.sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

export function readReport(path = REPORT_PATH): Report {
  return JSON.parse(readFileSync(path, 'utf8')) as Report;
}

function main(args: readonly string[]): void {
  const s = args.indexOf('--survivors');
  const path = args.find((a, i) => !a.startsWith('--') && (s < 0 || i !== s + 1)) ?? REPORT_PATH;
  const report = readReport(path);
  if (s >= 0) console.log(survivors(report, args[s + 1] ?? '').join('\n'));
  else console.log(formatTable(scoresByFolder(report)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
