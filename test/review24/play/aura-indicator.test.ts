// `indicator=aura` marks the due token with its second aura (src/roll20/marks.ts; README "At the table"). The play table
// drew only a token's first aura, so with that option the GM and the players saw no mark of whose turn it was at all.
import { describe, expect, it } from 'vitest';
import { available, playPages } from '../../support/play-pages';

describe.skipIf(!available && !process.env.CI)('the play table draws the aura indicator', () => {
  const pages = playPages();

  it('the due token shows the script’s aura (slot 2), for the GM and for a player, and it moves on with the turn', async () => {
    const { server, page } = await pages.open({ width: 1280, height: 800 });
    page.setDefaultTimeout(10_000);
    const gm = server.session.campaign.gm.id;
    server.session.say(gm, '!rondel config --set indicator=aura', []);
    server.session.say(gm, '!rondel start', server.session.tokens().filter((t) => t.get('layer') === 'objects').map((t) => t.id));
    await page.goto(server.url);
    const due = page.locator('[data-testid="token"].current');
    await due.waitFor();
    const first = await due.getAttribute('data-name');
    await expect.poll(() => due.locator('[data-testid="aura"][data-slot="2"]').count()).toBe(1);
    // the aura is wider than the token it marks
    const [aura, disc] = [await due.locator('[data-testid="aura"]').boundingBox(), await due.boundingBox()];
    expect(aura?.width ?? 0).toBeGreaterThan(disc?.width ?? 0);
    // exactly one token is marked
    expect(await page.locator('[data-testid="aura"]').count()).toBe(1);

    // the next turns take the aura to the next token due
    const top = () => {
      const id = server.session.sb.turnOrder()[0]?.id ?? '-1';
      return id === '-1' ? null : String(server.session.sb.getObj('graphic', id)?.get('name'));
    };
    for (let i = 0; i < 6 && (top() === null || top() === first); i++) server.session.say(gm, '!rondel next', []);
    const next = top();
    expect(next).not.toBeNull();
    expect(next).not.toBe(first);
    const now = page.locator(`[data-testid="token"][data-name="${next}"]`);
    await expect.poll(() => now.getAttribute('class')).toContain('current');
    await expect.poll(() => page.locator(`[data-testid="token"][data-name="${first}"] [data-testid="aura"]`).count()).toBe(0);
    expect(await now.locator('[data-testid="aura"][data-slot="2"]').count()).toBe(1);

    // a player sees it too (the token is on the token layer: showplayers_aura2)
    await page.goto(`${server.url}?as=Sam`);
    await page.locator('body[data-viewer="Sam"]').waitFor({ state: 'attached' });
    await page.locator('[data-testid="token"].current [data-testid="aura"]').waitFor();
  });
});
