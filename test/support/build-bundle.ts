// Vitest's global setup: the integration tests load a bundle built from the working tree (as Roll20 would load the
// pasted script), not the committed build/ file, so a test never passes on a stale build. The freshness test
// (test/build) checks the committed file separately.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildBundle, ROOT } from '../../scripts/build';

export const TEST_BUNDLE = join(ROOT, 'test', '.artifacts', 'bundle', 'enchanted-realms-combat.js');

export default async function setup(): Promise<void> {
  const code = await buildBundle();
  mkdirSync(dirname(TEST_BUNDLE), { recursive: true });
  writeFileSync(TEST_BUNDLE, code);
}
