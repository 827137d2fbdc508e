// The README's table shows "a token on the GM layer … dimmed for the GM and absent for players", and the script works
// hard at hiding combatants moved onto the GM layer mid-fight; but the play table gives the GM no way to move a token
// onto (or off) the GM layer: no context menu, no button on the selection bar, no shortcut. Only the pre-placed
// Ambusher can be seen hidden. Seen in test/.artifacts/play-review20/ (at review: shots/)33-gm-attack.png (Aldric selected: the bar offers only "Sheet").
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, SHOTS, table, type Table } from './helpers';

describe.skipIf(!available)('the GM hides a token on the GM layer', () => {
  let t: Table;
  let page: Page;

  beforeAll(async () => {
    t = await table();
    page = await t.open('GM', { width: 1440, height: 900 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('a selected token can be sent to the GM layer from the page (selection bar or right-click menu)', async () => {
    const aldric = page.locator('[data-testid="token"][data-name="Aldric"]');
    await aldric.click();
    await aldric.click({ button: 'right' });
    await page.screenshot({ path: join(SHOTS, 'review-no-layer-control.png') });
    const control = page.locator('button:visible, [role="menuitem"]:visible, a:visible', { hasText: /GM layer|hide/i });
    expect(await control.count()).toBeGreaterThan(0);
    await control.first().click();
    await expect.poll(() => aldric.getAttribute('class')).toContain('gm-layer');
    // and back
    await page.locator('[data-testid="to-layer"]', { hasText: 'To token layer' }).click();
    await expect.poll(() => aldric.getAttribute('class')).not.toContain('gm-layer');
  });

  it('a player has no such control, and the server refuses it to a player', async () => {
    const sam = await t.open('Sam', { width: 1440, height: 900 });
    await sam.locator('[data-testid="token"][data-name="Kess"]').click();
    expect(await sam.locator('[data-testid="to-layer"]').count()).toBe(0);
    const samId = t.server.session.players().find((p) => t.server.session.playerName(p.id) === 'Sam')?.id ?? '';
    expect(() => t.server.session.layer(samId, [t.ids.Kess ?? ''], 'gmlayer')).toThrow(/Only the GM/);
  });
});
