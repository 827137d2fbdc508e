// A value being edited in the Turn Order holds back the window's redraws (so what is typed is not thrown away). When
// the turn order moved meanwhile (a player ended a turn) the table refuses the edit ("The turn order changed
// meanwhile; try again."), but the window was never drawn again: it went on showing the typed value in its cell and
// the rows of before, the old turn on top, until something else changed the game.
import { describe, expect, it } from 'vitest';
import { available, playPages } from '../../support/play-pages';

describe.skipIf(!available && !process.env.CI)('the Turn Order after a refused edit', () => {
  const pages = playPages();

  it('shows the turn order as it is now, not the rows and the typed value of before', async () => {
    const { server, page } = await pages.open({ width: 1280, height: 800 });
    page.setDefaultTimeout(10_000);
    const gm = server.session.campaign.gm.id;
    server.session.say(gm, '!rondel start', server.session.tokens().filter((t) => t.get('layer') === 'objects').map((t) => t.id));
    await page.goto(server.url);
    const rows = page.locator('[data-testid="tracker-row"]');
    await rows.first().waitFor();
    const aldric = server.session.tokens().find((t) => t.get('name') === 'Aldric')?.id ?? '';
    await page.locator(`[data-testid="tracker-row"][data-id="${aldric}"] [data-testid="tracker-value"]`).click();
    await page.locator('[data-testid="tracker-edit"]').waitFor();
    // meanwhile the turn moves on (the GM's other tab, or a player ending a turn)
    const versionBefore = server.session.version;
    server.session.say(gm, '!rondel next', []);
    expect(server.session.version).toBeGreaterThan(versionBefore);
    const topNow = server.session.sb.turnOrder()[0]?.id ?? '';
    await page.fill('[data-testid="tracker-edit"]', '9');
    await page.press('[data-testid="tracker-edit"]', 'Enter');
    await expect.poll(() => page.locator('[data-testid="notice"]').textContent()).toContain('changed meanwhile');
    // the window shows the game as it is: no input left open, the new top row on top, Aldric's real value
    await expect.poll(() => page.locator('[data-testid="tracker-edit"]').count()).toBe(0);
    await expect.poll(() => rows.first().getAttribute('data-id')).toBe(topNow);
    const pr = String(server.session.sb.turnOrder().find((e) => e.id === aldric)?.pr ?? '');
    expect(await page.locator(`[data-testid="tracker-row"][data-id="${aldric}"]`).getAttribute('data-pr')).toBe(pr);
  });
});
