// The table `npm run mutation` prints at the end, from Stryker's JSON report.
import { describe, expect, it } from 'vitest';
import { formatTable, scoresByFolder, survivors, type Report } from '../../scripts/mutation-scores';

type Status = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'Ignored' | 'CompileError';
const mutants = (...statuses: Status[]) => statuses.map((status, i) => ({ mutatorName: 'EqualityOperator', replacement: 'a <= b', status, location: { start: { line: i + 1, column: 3 } } }));

const report: Report = {
  files: {
    'src/app/fight.ts': { mutants: mutants('Killed', 'Killed', 'Survived', 'Ignored') },
    'src/app/commands/act.ts': { mutants: mutants('Killed', 'Timeout', 'NoCoverage') },
    'src/rules/core/dice.ts': { mutants: mutants('Killed', 'Killed', 'Killed', 'Survived') },
    'src/rules/rondel/engine.ts': { mutants: mutants('Killed') },
    'src/rules/rondel/order.ts': { mutants: mutants('Killed', 'CompileError') },
    '/abs/path/src/main.ts': { mutants: [] },
  },
};

describe('the mutation score per folder', () => {
  const rows = scoresByFolder(report);

  it('has a row per folder, a total for each folder of folders, then everything', () => {
    expect(rows.map((r) => r.folder)).toEqual(['src', 'src/app/**', 'src/app', 'src/app/commands', 'src/rules/**', 'src/rules/core', 'src/rules/rondel', 'all']);
  });

  it('scores killed and timed-out mutants over the valid ones; ignored ones and errors do not count', () => {
    const row = (folder: string) => rows.find((r) => r.folder === folder);
    expect(row('src/app')).toEqual({ folder: 'src/app', killed: 2, timeout: 0, survived: 1, noCoverage: 0, ignored: 1, score: (100 * 2) / 3 });
    expect(row('src/app/commands')).toMatchObject({ killed: 1, timeout: 1, noCoverage: 1, score: (100 * 2) / 3 });
    expect(row('src/app/**')).toMatchObject({ killed: 3, timeout: 1, survived: 1, noCoverage: 1, ignored: 1, score: (100 * 4) / 6 });
    expect(row('src/rules/**')).toMatchObject({ killed: 5, survived: 1, ignored: 1, score: (100 * 5) / 6 });
    expect(row('src')).toMatchObject({ score: null });
    expect(row('all')).toMatchObject({ killed: 8, timeout: 1, survived: 2, noCoverage: 1, ignored: 2, score: (100 * 9) / 12 });
  });

  it('narrowed to one folder, the folder’s total is the last row', () => {
    const narrowed = scoresByFolder({ files: { 'src/rules/core/dice.ts': report.files['src/rules/core/dice.ts']!, 'src/rules/rondel/order.ts': report.files['src/rules/rondel/order.ts']! } });
    expect(narrowed.map((r) => r.folder)).toEqual(['src/rules/core', 'src/rules/rondel', 'all']);
  });

  it('prints as an aligned table', () => {
    const lines = formatTable(rows).split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'folder              score  killed  timeout  survived  no cov  ignored',
      '----------------  -------  ------  -------  --------  ------  -------',
      'src                   n/a       0        0         0       0        0',
      'src/app/**         66.67%       3        1         1       1        1',
    ]);
  });

  it('lists the mutants that survived under a folder, by place', () => {
    expect(survivors(report, 'src/app')).toEqual(['src/app/commands/act.ts:3:3 (no test) EqualityOperator → a <= b', 'src/app/fight.ts:3:3 EqualityOperator → a <= b']);
    expect(survivors(report)).toHaveLength(3);
  });
});
