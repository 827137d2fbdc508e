import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'packages/**/*.test.ts'],
    globalSetup: ['test/support/build-bundle.ts'],
    environment: 'node',
    // a fresh worker per test file all the same (isolate stays on: the double installs globals, src/ keeps module-level
    // caches, one file mocks a module); a worker thread starts faster than a forked process
    pool: 'threads',
    // a safety net, not a timing assertion: the fuzzers take ~15 s alone and several times that on a loaded machine
    testTimeout: 180_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
