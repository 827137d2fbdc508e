// Mutation testing (`npm run mutation`; narrow it with `npm run mutation -- --mutate "src/rules/**"`). Slow, so not part
// of `npm test`. Reports go to reports/mutation/ (gitignored); scripts/mutation.ts prints the score per folder.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  plugins: ['@stryker-mutator/vitest-runner'],
  testRunner: 'vitest',
  // only the unit tests that import src/ directly: the others run the built bundle and never see a mutant
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // A static mutant (in a table or constant built when a module loads) needs every test run, and a third of the
  // rules' mutants are static: they took three quarters of the time here. They are left out (counted as ignored);
  // `npm run mutation -- --static` puts them back, for a long run (Stryker's own flag cannot turn the option off).
  ignoreStatic: process.env.MUTATION_STATIC !== '1',
  mutate: ['src/**/*.ts'],
  // the machine has two cores, shared
  concurrency: 1,
  // Stryker's TypeScript checker and its tsconfig rewriting load the TypeScript 5 API; this project is on TypeScript 7.
  // No checker, and a tsconfig path that names no file turns the rewriting off (vitest strips types without it).
  checkers: [],
  tsconfigFile: 'stryker-has-no-tsconfig.json',
  disableTypeChecks: false,
  // what the unit tests never load stays out of the sandbox
  ignorePatterns: [
    'build',
    'bench',
    'play',
    'character-sheet',
    'docs',
    'test/integration',
    'test/hardening',
    'test/play',
    'test/sheet',
    'test/build',
    'packages/roll20-double',
    'test/.artifacts',
    'reports',
  ],
  reporters: ['progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  thresholds: { high: 85, low: 70, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
