// The play table fits the page to the board, with the Turn Order window beside the map or (on a board too narrow)
// below it, but did so only once, when the page was first drawn. A window resized afterwards kept that layout: a
// phone turned to landscape, or a narrow window made wide, left the map at 20 % with the Turn Order window floating in
// the middle of the board over nothing, and a wide window made narrow kept the map at 80 % with the window over it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { available, playPages } from '../../support/play-pages';

type Box = { x: number; y: number; width: number; height: number };
/** The share of the map's area the window covers (the fit beside it leaves the window a sliver of the map's edge). */
const covered = (win: Box, map: Box) => {
  const w = Math.max(0, Math.min(win.x + win.width, map.x + map.width) - Math.max(win.x, map.x));
  const h = Math.max(0, Math.min(win.y + win.height, map.y + map.height) - Math.max(win.y, map.y));
  return (w * h) / (map.width * map.height);
};

describe.skipIf(!available && !process.env.CI)('the play table follows a resized window', () => {
  const pages = playPages();

  async function fight(viewport: { width: number; height: number }): Promise<Page> {
    const { server, page } = await pages.open(viewport);
    page.setDefaultTimeout(10_000);
    const gm = server.session.campaign.gm.id;
    server.session.say(gm, '!rondel start', server.session.tokens().filter((t) => t.get('layer') === 'objects').map((t) => t.id));
    await page.goto(server.url);
    await page.locator('[data-testid="tracker-row"]').first().waitFor();
    return page;
  }
  const zoomLevel = async (page: Page) => Number((await page.locator('#zoom-level').textContent())?.replace('%', ''));
  const boxes = async (page: Page) => ({ tracker: (await page.locator('[data-testid="tracker"]').boundingBox()) as Box, map: (await page.locator('#map').boundingBox()) as Box, board: (await page.locator('#board').boundingBox()) as Box });

  it('from a phone to a desktop window: the map grows and the Turn Order goes back to the top right corner', async () => {
    const page = await fight({ width: 390, height: 844 });
    const small = await zoomLevel(page);
    const before = await boxes(page);
    // on the phone the window is below the map
    expect(before.tracker.y).toBeGreaterThan(before.map.y + before.map.height - 1);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => zoomLevel(page)).toBeGreaterThan(small);
    const after = await boxes(page);
    expect(after.tracker.y - after.board.y).toBeLessThan(20);
    expect(covered(after.tracker, after.map)).toBeLessThan(0.05);
    // the address keeps no zoom: none was chosen
    expect(new URL(page.url()).searchParams.get('zoom')).toBeNull();
  });

  it('from a desktop window to a phone: the Turn Order no longer covers the map', async () => {
    const page = await fight({ width: 1440, height: 900 });
    const wide = await boxes(page);
    expect(covered(wide.tracker, wide.map)).toBeLessThan(0.05);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => { const b = await boxes(page); return covered(b.tracker, b.map); }).toBeLessThan(0.05);
  });

  it('a zoom the user chose is kept across a resize', async () => {
    const page = await fight({ width: 1440, height: 900 });
    await page.click('#zoom-in');
    const chosen = await zoomLevel(page);
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.setViewportSize({ width: 1400, height: 880 });
    expect(await zoomLevel(page)).toBe(chosen);
  });
});
