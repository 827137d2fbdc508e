// The play table shows what Roll20 would of whose turn it is. Roll20 itself draws no mark on the map around the token
// at the top of the Turn Order (that is why turn-marker scripts exist); only its Turn Order window highlights the top
// row. So with `!rondel config --set indicator=off` (docs/rules.md §15) the GM must see no ring on the map at all, and
// with the default indicator exactly one: the script's own (a drawing), none of the page's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { available, playPages } from '../support/play-pages';


describe.skipIf(!available && !process.env.CI)('the play table marks the due token as Roll20 would', () => {
  const pages = playPages();

  /** The GM's page, a fight started with every token (after `config` lines, if any). */
  async function fight(...config: string[]): Promise<Page> {
    const { server, page } = await pages.open({ width: 1280, height: 800 });
    page.setDefaultTimeout(10_000);
    await page.goto(server.url);
    await page.locator('[data-testid="token"][data-name="Aldric"]').waitFor();
    const gm = server.session.campaign.gm.id;
    for (const line of config) server.session.say(gm, line, []);
    server.session.say(gm, '!rondel start', server.session.tokens().map((t) => t.id));
    await page.locator('[data-testid="tracker-row"].current').waitFor();
    await page.locator('[data-testid="token"].current').waitFor();
    return page;
  }
  /** Anything on the map drawn as a ring: the script's drawings and any ring of the page's own. */
  const rings = (page: Page) => page.locator('#map [data-testid="drawing"], #map .turn-ring');

  it('with indicator=off no ring shows on the map; the Turn Order still highlights the top row', async () => {
    const page = await fight('!rondel config --set indicator=off');
    expect(await rings(page).count()).toBe(0);
    expect(await page.locator('[data-testid="tracker-row"]').first().getAttribute('class')).toContain('current');
  });

  it('with the default indicator the one ring is the script’s', async () => {
    const page = await fight();
    await page.locator('#map [data-testid="drawing"]').waitFor();
    expect(await rings(page).count()).toBe(1);
  });
});
