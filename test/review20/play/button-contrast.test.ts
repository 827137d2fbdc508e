// From the play table's review: white on the blue Next and Send buttons read about 4.2 : 1, and the "#" of the clock
// row's avatar about 2.3 : 1; words at that size want 4.5 : 1 (WCAG AA). Measured in Chromium from computed colours.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, table, type Table } from './helpers';

/** The contrast of an element's text against its own background (both opaque), in the page. */
const CONTRAST = `(selector) => {
  const el = document.querySelector(selector);
  if (!el) return null;
  const rgb = (c) => (c.match(/\\d+(\\.\\d+)?/g) || []).slice(0, 3).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const s = getComputedStyle(el);
  const a = lum(rgb(s.color)), b = lum(rgb(s.backgroundColor));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}`;

describe.skipIf(!available)('the play table’s buttons and avatars', () => {
  let t: Table;
  let page: Page;

  beforeAll(async () => {
    t = await table();
    const fighters = ['Aldric', 'Lira', 'Goblin 1'].map((n) => t.ids[n] ?? '');
    t.server.session.say(t.gm, '!rondel start', fighters);
    page = await t.open('GM', { width: 1440, height: 900 });
    await page.locator('[data-testid="tracker-row"]').first().waitFor();
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each([['.tracker-bar .tracker-next'], ['.chat-controls button'], ['.tracker-row.custom .tracker-avatar']])('%s reads at 4.5 : 1 or more', async (selector) => {
    const ratio = (await page.evaluate(`(${CONTRAST})(${JSON.stringify(selector)})`)) as number | null;
    expect(ratio).not.toBeNull();
    expect(ratio as number).toBeGreaterThanOrEqual(4.5);
  });
});
