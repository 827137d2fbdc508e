// Review 10, a new user reading the README's "The play table in the browser": "`npm run play:screenshots` refreshes
// the two pictures". The script (package.json) refreshes three: the GM's movement window and Sam's sheet under that
// heading, and the turn ring shown earlier (README, "draws the script's ring where Roll20 would"). What the reader
// should read: the number the script really refreshes (or no number).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');

describe('the README on the play table’s pictures', () => {
  it('names as many pictures as npm run play:screenshots refreshes', () => {
    const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['play:screenshots'] ?? '';
    const refreshed = script.match(/docs\/images\/[\w.-]+\.png/g) ?? [];
    expect(refreshed).toHaveLength(3);
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const claim = /play:screenshots` refreshes the (\w+) pictures/.exec(readme);
    if (claim) expect(claim[1]).toBe('three');
  });
});
