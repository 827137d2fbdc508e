// Roll queries at the play table: a text question is answered with Enter, but a drop-down one (every sheet roll's
// "Advantage?", the menu's "Change of action", an attack's target) was not: Enter did nothing, and someone at the
// keyboard had to Tab to Submit for each of them.
import { describe, expect, it } from 'vitest';
import { available, playPages } from '../../support/play-pages';

describe.skipIf(!available && !process.env.CI)('a drop-down roll query', () => {
  const pages = playPages();

  it('is answered with Enter, with the option chosen', async () => {
    const { server, page } = await pages.open({ width: 1440, height: 900 });
    page.setDefaultTimeout(10_000);
    await page.goto(`${server.url}?as=Sam`);
    await page.locator('[data-testid="token"][data-name="Kess"]').dblclick();
    const sheet = page.locator('[data-testid="sheet"]');
    await sheet.locator('button[name="roll_check_agility"]').click();
    const input = page.locator('[data-testid="query"]:not([hidden]) [data-testid="query-input"]');
    await input.waitFor();
    expect(await input.evaluate((el) => el.tagName)).toBe('SELECT');
    await input.selectOption({ label: 'Advantage' });
    await input.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid="query"]:not([hidden])').count()).toBe(0);
    // the check was rolled, at advantage
    const card = page.locator('[data-testid="chat-message"]', { hasText: 'Agility check' });
    await card.waitFor();
    expect(await card.innerText()).toMatch(/advantage/i);
  });

  it('Escape still cancels it, sending nothing', async () => {
    const { server, page } = await pages.open({ width: 1440, height: 900 });
    page.setDefaultTimeout(10_000);
    await page.goto(`${server.url}?as=Sam`);
    await page.locator('[data-testid="token"][data-name="Kess"]').dblclick();
    await page.locator('[data-testid="sheet"]').locator('button[name="roll_check_agility"]').click();
    await page.locator('[data-testid="query"]:not([hidden]) [data-testid="query-input"]').waitFor();
    const before = server.session.version;
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-testid="query"]:not([hidden])').count()).toBe(0);
    expect(server.session.version).toBe(before);
  });
});
