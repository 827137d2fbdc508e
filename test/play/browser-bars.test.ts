// The tokens' bars at the browser table, in Chromium: the GM types an attack, presses the script's Apply button in its
// card, and the target's bar is drawn shorter at once. Roll20 shows a token's bars to players only when the token says
// so (`showplayers_bar1`): the demo's heroes show bar 1 to everyone, the foes' bars are the GM's, so a player sees a
// hurt hero and nothing of a hurt goblin. Screenshots go to test/.artifacts/play-bars/ (a folder of its own: browser-table.test.ts empties test/.artifacts/play).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HIDDEN_TOKEN } from '../../play/web/campaign';
import type { RunningServer } from '../../play/web/server';
import { available, playPages } from '../support/play-pages';

const ARTIFACTS = join(__dirname, '..', '.artifacts', 'play-bars');

describe.skipIf(!available && !process.env.CI)('the bars over the tokens at the browser table', () => {
  const pages = playPages();

  /** The table as the GM, the fight started with every token. */
  async function table(): Promise<{ server: RunningServer; page: Page; token: (name: string) => Locator; id: (name: string) => string }> {
    const { server, page } = await pages.open({ width: 1280, height: 800 });
    page.setDefaultTimeout(10_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const session = server.session;
    const id = (name: string) => session.tokens().find((t) => t.get('name') === name)?.id ?? '';
    session.say(session.campaign.gm.id, '!rondel start', session.tokens().map((t) => t.id));
    await page.goto(`${server.url}?as=Gwen`);
    const token = (name: string) => page.locator(`[data-testid="token"][data-name="${name}"]`);
    await token('Aldric').waitFor();
    return { server, page, token, id };
  }

  /** How full a token's bar is drawn: the filled part's width over the bar's inner width (in page pixels, before zoom). */
  const drawnFraction = (bar: Locator) =>
    bar.evaluate((el) => {
      const box = el as unknown as { clientWidth: number; querySelector(s: string): { offsetWidth: number } | null };
      return (box.querySelector('.bar-fill')?.offsetWidth ?? 0) / box.clientWidth;
    });

  /** The GM types an attack that hits (the d20 is 15, + 20 against Defense 10) and presses its Apply button. */
  async function applyDamage(server: RunningServer, page: Page, attacker: string, target: string, damage: number): Promise<void> {
    server.session.sb.dice.queue(15);
    await page.fill('[data-testid="chat-input"]', `!rondel attack --token ${attacker} --target ${target} --dice 1 --mod 20 --damage ${damage}`);
    await page.press('[data-testid="chat-input"]', 'Enter');
    await page.locator('[data-testid="chat-message"] .api-button', { hasText: `Apply ${damage} damage` }).last().click();
  }

  it('the GM applies damage through the script: the bar is drawn shorter; a player sees the hero’s, never the goblin’s', async () => {
    const { server, page, token, id } = await table();
    mkdirSync(ARTIFACTS, { recursive: true });
    const goblin = token('Goblin 1').locator('[data-testid="bar"][data-bar="1"]');
    const lira = token('Lira').locator('[data-testid="bar"][data-bar="1"]');
    // every token shows the GM its bar 1, full, the GM-layer one too
    expect(await page.locator('[data-testid="token"]').count()).toBe(12);
    expect(await page.locator('[data-testid="token"] [data-testid="bar"]').count()).toBe(12);
    expect(await drawnFraction(goblin)).toBeCloseTo(1, 1);
    expect(await goblin.getAttribute('title')).toBe('Goblin 1, bar 1: 7 / 7');

    await applyDamage(server, page, id('Aldric'), id('Goblin 1'), 3);
    await expect.poll(() => goblin.getAttribute('data-value')).toBe('4');
    expect(await drawnFraction(goblin)).toBeCloseTo(4 / 7, 1);
    expect(await goblin.getAttribute('title')).toBe('Goblin 1, bar 1: 4 / 7');
    await applyDamage(server, page, id('Goblin 2'), id('Lira'), 5);
    await expect.poll(() => lira.getAttribute('data-value')).toBe('9');
    expect(await drawnFraction(lira)).toBeCloseTo(9 / 14, 1);
    // the bar lies above the token's disc, as wide as it at most
    const [bar, disc] = [await lira.boundingBox(), await token('Lira').locator('.disc').boundingBox()];
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual((disc?.y ?? 0) + 1);
    expect(bar?.width ?? 0).toBeLessThanOrEqual((disc?.width ?? 0) + 1);
    await page.screenshot({ path: join(ARTIFACTS, 'bars-gm.png') });

    // Sam sees Lira's bar, as short as the GM does, and no bar on any foe, the hurt goblin included
    await page.selectOption('[data-testid="speak-as"]', { label: 'Sam' });
    await page.locator('body[data-viewer="Sam"]').waitFor({ state: 'attached' });
    await token('Aldric').waitFor();
    await expect.poll(() => lira.getAttribute('data-value')).toBe('9');
    expect(await drawnFraction(lira)).toBeCloseTo(9 / 14, 1);
    expect(await token('Goblin 1').count()).toBe(1);
    expect(await token('Goblin 1').locator('[data-testid="bar"]').count()).toBe(0);
    expect(await token(HIDDEN_TOKEN).count()).toBe(0);
    const barred = await page.locator('[data-testid="token"]:has([data-testid="bar"])').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));
    expect(barred.sort()).toEqual(['Aldric', 'Borin', 'Kess', 'Lira']);
    await page.screenshot({ path: join(ARTIFACTS, 'bars-player.png') });
  });

  it('zoomed all the way out, a bar is still drawn at least 3 pixels tall and above its token', async () => {
    const { server, page, token } = await table();
    await page.goto(`${server.url}?as=Gwen&zoom=0.2`);
    await page.locator('#zoom-level', { hasText: '20%' }).waitFor();
    // the map is drawn after the zoom's label: the bar is waited for before it is measured
    await token('Horse').locator('[data-testid="bar"]').waitFor();
    const bar = await token('Horse').locator('[data-testid="bar"]').boundingBox();
    const disc = await token('Horse').locator('.disc').boundingBox();
    expect(bar?.height ?? 0).toBeGreaterThanOrEqual(3);
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual((disc?.y ?? 0) + 1);
  });
});
