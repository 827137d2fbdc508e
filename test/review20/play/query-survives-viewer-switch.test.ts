// A roll query asked of the GM stays open when "As:" switches to a player, and its answer is then sent as that
// player: what the GM typed (or a GM-only button such as an NPC's menu) goes out under the player's name.
// Steps: as the GM type `hello ?{Say what|there}`, Enter; with the "Input value" dialog open, pick "As: Sam"; Submit.
// Seen in test/.artifacts/play-review20/ (at review: shots/)81-query-then-switch.png ("Sam: hello there").
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, SHOTS, table, type Table } from './helpers';

describe.skipIf(!available)('a query open while the viewer changes', () => {
  let t: Table;
  let page: Page;

  beforeAll(async () => {
    t = await table();
    page = await t.open('GM', { width: 1440, height: 900 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('never sends the GM’s text as the player now looking', async () => {
    await page.fill('[data-testid="chat-input"]', 'hello ?{Say what|there}');
    await page.press('[data-testid="chat-input"]', 'Enter');
    await page.locator('[data-testid="query"]:not([hidden])').waitFor();
    await page.selectOption('[data-testid="speak-as"]', { label: 'Sam' });
    await page.locator('body[data-viewer="Sam"]').waitFor({ state: 'attached' });
    if (await page.locator('[data-testid="query"]:not([hidden])').count()) await page.click('[data-testid="query-submit"]');
    await page.waitForTimeout(1000);
    await page.screenshot({ path: join(SHOTS, 'review-query-viewer-switch.png') });
    const sent = page.locator('[data-testid="chat-message"]', { hasText: 'hello there' });
    const senders = await sent.evaluateAll((els) => els.map((e) => e.getAttribute('data-who')));
    expect(senders).not.toContain('Sam');
  });
});
