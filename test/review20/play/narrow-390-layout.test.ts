// At a phone's width (390 px) the play table's board shrinks to the 80 px left of the 310 px chat column: the Turn
// Order window is placed off the left edge (only its values show), the GM's "Save script" button lies past the right
// edge, and the tokens lie under the chat column, so a player cannot pick her token or open her sheet.
// Seen in test/.artifacts/play-review20/ (at review: shots/)70-narrow-Gwen.png (and shots/02-gm-390-initial.png before a fight).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, SHOTS, table, type Table } from './helpers';

const NARROW = { width: 390, height: 844 };

describe.skipIf(!available)('the play table at 390 px', () => {
  let t: Table;
  let gmPage: Page;
  let samPage: Page;

  beforeAll(async () => {
    t = await table();
    const fighters = ['Aldric', 'Lira', 'Borin', 'Kess', 'Goblin 1', 'Goblin 2', 'Goblin 3'].map((n) => t.ids[n] ?? '');
    t.server.session.say(t.gm, '!rondel start', fighters);
    gmPage = await t.open('GM', NARROW);
    await gmPage.locator('[data-testid="tracker-row"]').first().waitFor();
    await gmPage.screenshot({ path: join(SHOTS, 'review-narrow-gm.png') });
    samPage = await t.open('Sam', NARROW);
    await samPage.locator('[data-testid="tracker-row"]').first().waitFor();
    await samPage.screenshot({ path: join(SHOTS, 'review-narrow-sam.png') });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('shows the Turn Order window inside the window, names and all', async () => {
    const box = await gmPage.locator('[data-testid="tracker"]').boundingBox();
    const name = await gmPage.locator('[data-testid="tracker-row"] .tracker-name').first().boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect(name?.x).toBeGreaterThanOrEqual(0);
  });

  it('keeps the GM’s Save script button on the screen', async () => {
    const box = await gmPage.locator('[data-testid="restart"]').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(NARROW.width);
  });

  it('lets a player reach her token: what lies at its centre is the token, not the chat', async () => {
    // plain JavaScript run in the page (the tests' tsconfig has no DOM)
    const hit = await samPage.evaluate(`(() => {
      const el = document.querySelector('[data-testid="token"][data-name="Kess"]');
      if (!el) return false;
      const r = (el.querySelector('.disc') || el).getBoundingClientRect();
      const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return at !== null && el.contains(at);
    })()`);
    expect(hit).toBe(true);
  });

  it('opens Kess’s sheet for Sam from her token', async () => {
    await samPage.locator('[data-testid="token"][data-name="Kess"] .disc').dblclick({ force: true });
    await samPage.waitForTimeout(1500);
    expect(await samPage.locator('#sheet-window').isVisible()).toBe(true);
  });
});
