// Review 22, the browser play table at everyday window sizes: what a player must reach is on screen.
// 1. At a 1280×900 desktop the character sheet opens 700 px wide, and the weapon row's Attack button lies past the
//    window's right edge: a player sees "… Ranged [Act]" and no Attack until they scroll the sheet sideways.
// 2. On a phone (390×844), with a fight running, the Turn Order window opens over the map and hides the foes' tokens:
//    the map is fitted "beside" the window at the minimum zoom (20 %) instead of above it.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../play/web/server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);

describe.skipIf(!available)('review 22: the play table at 1280×900 and on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  const pageErrors: string[] = [];

  const open = async (as: string, viewport: { width: number; height: number }): Promise<Page> => {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.setDefaultTimeout(10_000);
    await page.goto(`${server.url}?as=${as}`);
    await page.locator('[data-testid="token"][data-name="Lira"]').waitFor();
    return page;
  };

  beforeAll(async () => {
    server = await startServer({ port: 0, seed: 11 });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    // the GM starts a fight with every token on the token layer (as the table's Start fight does)
    const s = server.session;
    const gm = s.players().find((p) => s.sb.playerIsGM(p));
    const ids = s.tokens().filter((t) => t.get('layer') === 'objects').map((t) => t.id);
    s.say(gm?.id ?? '', '!rondel start', ids);
    expect(s.sb.turnOrder().length).toBeGreaterThan(5);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('at 1280×900 the sheet’s weapon row shows its Attack button without scrolling sideways', async () => {
    const page = await open('Sam', { width: 1280, height: 900 });
    await page.locator('[data-testid="token"][data-name="Lira"]').dblclick();
    const sheet = page.locator('[data-testid="sheet"]');
    await sheet.locator('[name="attr_perception"]').waitFor();
    const attack = sheet.locator('.repitem button[name="roll_attack"]');
    await attack.waitFor();
    const [win, button] = [await page.locator('#sheet-window').boundingBox(), await attack.boundingBox()];
    // the sheet is not scrolled sideways: the button must lie inside the window
    expect(await sheet.evaluate((el) => el.scrollLeft)).toBe(0);
    expect(Math.round((button?.x ?? 0) + (button?.width ?? 0))).toBeLessThanOrEqual(Math.round((win?.x ?? 0) + (win?.width ?? 0)));
    // nor does the sheet need a sideways scroll at all
    expect(await sheet.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('on a phone (390×844) the Turn Order window covers no token on the map', async () => {
    const page = await open('Sam', { width: 390, height: 844 });
    const tracker = await page.locator('[data-testid="tracker"]').boundingBox();
    expect(tracker).not.toBeNull();
    const covered: string[] = [];
    for (const token of await page.locator('[data-testid="token"]').all()) {
      const disc = await token.locator('.disc').boundingBox();
      if (!disc || !tracker) continue;
      const [x, y] = [disc.x + disc.width / 2, disc.y + disc.height / 2];
      if (x > tracker.x && x < tracker.x + tracker.width && y > tracker.y && y < tracker.y + tracker.height) covered.push(String(await token.getAttribute('data-name')));
    }
    expect(covered).toEqual([]);
    await page.close();
  });

  it('the page raised no errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
