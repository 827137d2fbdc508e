// `npm run mutation [-- stryker options]`: runs Stryker (stryker.config.mjs) and prints the mutation score per folder.
// `npm run mutation -- --mutate "src/rules/**"` narrows it to one folder; `-- --incremental` reuses the last run's
// results for code and tests that did not change; `-- --static` also runs the static mutants (slow: see stryker.config.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatTable, readReport, REPORT_PATH, scoresByFolder } from './mutation-scores';

const started = Date.now();
const stryker = join('node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
const args = process.argv.slice(2);
const withStatic = args.includes('--static');
const run = spawnSync(process.execPath, [stryker, 'run', 'stryker.config.mjs', ...args.filter((a) => a !== '--static')], {
  stdio: 'inherit',
  env: { ...process.env, ...(withStatic ? { MUTATION_STATIC: '1' } : {}) },
});
const seconds = Math.round((Date.now() - started) / 1000);
if (existsSync(REPORT_PATH) && statSync(REPORT_PATH).mtimeMs >= started) {
  console.log(`\nMutation score per folder (${Math.floor(seconds / 60)} min ${seconds % 60} s; details: reports/mutation/mutation.html)\n`);
  console.log(formatTable(scoresByFolder(readReport())));
} else {
  console.error('Stryker wrote no report: see its output above.');
}
process.exit(run.status ?? 1);
