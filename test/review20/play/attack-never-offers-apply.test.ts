// The play table's demo cannot show the GM's Apply button: no token of the demo campaign has a number in bar1 (nor a
// bar linked to body_points), and the page offers no way to give one (no bar editing, no link; typing Body points
// into the sheet does not reach an unlinked token). Every attack that hits ends in "… damage to X not offered: its
// bar1 holds no number", so "an attack and Apply" cannot be tried at the table. Seen in test/.artifacts/play-review20/ (at review: shots/)33-gm-attack.png and
// test/.artifacts/play-review20/ (at review: shots/)37-gm-attack-aldric-bp.png (after typing 20 into Aldric's Body points).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, SHOTS, table, type, type Table } from './helpers';

describe.skipIf(!available)('an attack at the play table offers the GM Apply', () => {
  let t: Table;
  let page: Page;

  beforeAll(async () => {
    t = await table();
    const fighters = ['Aldric', 'Lira', 'Borin', 'Kess', 'Goblin 1', 'Goblin 2', 'Goblin 3'].map((n) => t.ids[n] ?? '');
    t.server.session.say(t.gm, '!rondel start', fighters);
    page = await t.open('GM', { width: 1440, height: 900 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('a hit on a hero (Goblin 2 attacks Aldric) gives the GM an Apply button', async () => {
    await page.locator('[data-testid="token"][data-name="Goblin 2"]').click();
    await type(page, '!rondel attack --target Aldric');
    await page.locator('[data-testid="chat-message"]', { hasText: 'Goblin 2 attacks Aldric' }).waitFor();
    await page.locator('[data-testid="chat-message"]', { hasText: 'Damage' }).last().waitFor();
    await page.screenshot({ path: join(SHOTS, 'review-attack-no-apply.png') });
    expect(await page.locator('[data-testid="chat-message"]', { hasText: 'not offered' }).count()).toBe(0);
    expect(await page.locator('[data-testid="chat-message"] .api-button', { hasText: /^Apply/ }).count()).toBeGreaterThan(0);
  });

  it('the demo tokens carry a body the script can lower (bar1 or a bar linked to body_points)', () => {
    const tokens = t.server.session.tokens();
    const withBody = tokens.filter((tok) => Number.isFinite(Number(tok.get('bar1_value'))) && String(tok.get('bar1_value') ?? '') !== '' || String(tok.get('bar1_link') ?? '') !== '');
    expect(withBody.map((tok) => String(tok.get('name')))).toContain('Aldric');
  });
});
