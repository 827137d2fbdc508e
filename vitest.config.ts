import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'packages/**/*.test.ts'],
    globalSetup: ['test/support/build-bundle.ts'],
    environment: 'node',
    pool: 'forks',
    // a safety net, not a timing assertion: the fuzzers take ~15 s alone and several times that on a loaded machine
    testTimeout: 180_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
