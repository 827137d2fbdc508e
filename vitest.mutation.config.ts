// The unit tests that import src/ directly: the only tests that can see Stryker's mutants (`npm run mutation`).
// The integration, hardening, play, sheet and build tests load the built bundle or a browser, so they are left out.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/{rules,app,render,commands,roll20,mutation11,mutation23}/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/support/mutation-setup.ts'],
    testTimeout: 60_000,
    reporters: ['default'],
  },
});
