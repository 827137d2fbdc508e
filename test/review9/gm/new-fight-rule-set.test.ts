// Review 9, a new GM's first evening, at the browser play table (README, "The play table in the browser": the GM's
// **New fight** with a choice of rule set, "passed to `!rondel start --rules` unless it is the default"). The page
// takes the script's built-in default (rondel) for "the default", not the game's: once the GM has run
// `!rondel config --set rules=rounds` (README, Rule sets), choosing "Cool-Down Rondel" and pressing Start fight sends a
// bare `!rondel start`, and a 10-second-rounds fight begins. The same happens through the "A fight is still running"
// card's Start a new fight button. The GM gets the rule set the menu did not show.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../play/web/server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);

describe.skipIf(!available && !process.env.CI)('the New fight menu after the game’s default rule set changed', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ port: 0, seed: 11 });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(10_000);
    await page.goto(server.url);
    await page.locator('[data-testid="token"][data-name="Aldric"]').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('choosing Cool-Down Rondel and pressing Start fight starts a rondel fight, whatever the game’s default', async () => {
    await page.fill('[data-testid="chat-input"]', '!rondel config --set rules=rounds');
    await page.press('[data-testid="chat-input"]', 'Enter');
    await page.locator('[data-testid="chat-message"]', { hasText: 'rules: rounds' }).waitFor();
    await page.locator('[data-testid="token"][data-name="Aldric"]').click();
    await page.locator('[data-testid="token"][data-name="Lira"]').click({ modifiers: ['Shift'] });
    await page.selectOption('[data-testid="rule-set"]', 'rondel');
    await page.click('[data-testid="start-fight"]');
    const begins = page.locator('[data-testid="chat-message"]', { hasText: 'The fight begins' }).last();
    await begins.waitFor();
    // the rondel's clock is a Count entry in the tracker, and its card is titled Rondel
    expect(server.session.sb.turnOrder().some((e) => e.id === '-1' && String(e.custom).startsWith('Count'))).toBe(true);
    expect(await begins.textContent()).toMatch(/^\s*Rondel/);
  });
});
