// The browser table in real Chromium: a short fight played through the page as the GM and two players. The server
// runs the built bundle in the Roll20 double; every assertion reads the page (its test hooks) or the double.
// Screenshots go to test/.artifacts/play/ (ignored by git); the README's come from here (docs/images/).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_TOKEN } from '../../play/web/campaign';
import { startServer, type RunningServer } from '../../play/web/server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT = join(__dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'test/.artifacts/play');
const available = existsSync(CHROMIUM);

/** Another Mod script beside ours that throws on `!boom`: Roll20 then disables every script. */
const CRASHING_SCRIPT = "on('ready', () => on('chat:message', (m) => { if (m.content === '!boom') throw new Error('kaboom'); }));";

if (!available && !process.env.CI) {
  console.warn(`browser table test skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
}

describe.skipIf(!available && !process.env.CI)('the play table in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  /** Token ids by name, from the double. */
  let ids: Record<string, string>;
  const pageErrors: string[] = [];

  const token = (name: string): Locator => page.locator(`[data-testid="token"][data-name="${name}"]`);
  const row = (name: string): Locator => page.locator(`[data-testid="tracker-row"][data-id="${ids[name]}"]`);
  const messages = (text: string): Locator => page.locator('[data-testid="chat-message"]', { hasText: text });
  const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
  const speakAs = async (label: string) => {
    await page.selectOption('[data-testid="speak-as"]', { label });
    await page.locator(`body[data-viewer="${label.replace(' (GM)', '')}"]`).waitFor({ state: 'attached' });
    await token('Aldric').waitFor();
  };
  const type = async (text: string) => {
    await page.fill('[data-testid="chat-input"]', text);
    await page.press('[data-testid="chat-input"]', 'Enter');
  };
  /** Waits until the tracker's top row is this token's (or a custom entry's, '-1'). */
  const trackerTop = (name: string) => page.locator(`[data-testid="tracker-row"]:first-child[data-id="${name === '-1' ? '-1' : ids[name]}"]`).waitFor();
  const trackerRows = () => page.locator('[data-testid="tracker-row"]').evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-id')}=${r.getAttribute('data-pr')}`));

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    if (!available) throw new Error(`Chromium is required in CI and was not found at ${CHROMIUM}`);
    server = await startServer({ port: 0, seed: 11, scripts: [CRASHING_SCRIPT] });
    ids = Object.fromEntries(server.session.tokens().map((t) => [String(t.get('name')), t.id]));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    page = await browser.newPage({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.setDefaultTimeout(10_000);
    await page.goto(server.url);
    await token('Aldric').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('serves on 127.0.0.1 only and refuses other host names', async () => {
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
    const { port } = new URL(server.url);
    // fetch may not set Host, so ask with http.request
    const status = await new Promise<number>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/api/players', headers: { Host: `evil.example:${port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(421);
  });

  it('shows the GM every token with its name, the GM-layer one dimmed', async () => {
    expect(await page.locator('[data-testid="token"]').count()).toBe(12);
    await expect.poll(() => token(HIDDEN_TOKEN).getAttribute('class')).toContain('gm-layer');
    expect(await token('Aldric').getAttribute('class')).not.toContain('gm-layer');
    expect(await token('Goblin 1').locator('.nameplate').textContent()).toBe('Goblin 1');
  });

  it('selects with a box, shift-click takes a token out and puts it back, and the GM-layer token joins by shift-click', async () => {
    const map = await page.locator('#map').boundingBox();
    if (!map) throw new Error('no map');
    await page.mouse.move(map.x + 4, map.y + 4);
    await page.mouse.down();
    await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2, { steps: 4 });
    await page.mouse.move(map.x + map.width - 4, map.y + map.height - 4, { steps: 4 });
    await page.mouse.up();
    const selected = page.locator('[data-testid="token"][data-selected="true"]');
    await expect.poll(() => selected.count()).toBe(11);
    expect(await token(HIDDEN_TOKEN).getAttribute('data-selected')).toBe('false');
    await token('Horse').click({ modifiers: ['Shift'] });
    await expect.poll(() => token('Horse').getAttribute('data-selected')).toBe('false');
    await token('Horse').click({ modifiers: ['Shift'] });
    await token(HIDDEN_TOKEN).click({ modifiers: ['Shift'] });
    await expect.poll(() => selected.count()).toBe(12);
  });

  it('!rondel start rolls initiative: the tracker opens with the due token on top and the turn ring on it', async () => {
    await type('!rondel start');
    await messages('The fight begins').waitFor();
    await trackerTop('Goblin 3');
    expect(await page.locator('[data-testid="tracker-row"]').count()).toBe(13);
    expect(await row('Aldric').getAttribute('data-pr')).toBe('5');
    await expect.poll(() => token('Goblin 3').getAttribute('class')).toContain('current');
    // the GM's menu for Goblin 3 is a whisper
    await page.locator('[data-testid="chat-message"][data-whisper="From Rondel"]', { hasText: 'Goblin 3: your action' }).waitFor();
  });

  it('the tracker’s next turn moves the rondel on: a movement window, then Lira', async () => {
    await page.click('[data-testid="tracker-next"]');
    await messages('Movement window at count 3').first().waitFor();
    await expect.poll(() => token('Horse').getAttribute('data-markers')).toBe('tread@4');
    expect(await token('Goblin 3').getAttribute('data-markers')).toBe('bolt-shield,tread@2');
    expect(await token('Horse').locator('.marker[data-tag="tread"] .badge').textContent()).toBe('4');
    // a click on empty ground clears the selection
    const map = await page.locator('#map').boundingBox();
    await page.mouse.click((map?.x ?? 0) + 6, (map?.y ?? 0) + 6);
    await expect.poll(() => page.locator('[data-testid="token"][data-selected="true"]').count()).toBe(0);
    await shot('gm-movement');
    await page.click('[data-testid="tracker-next"]');
    await trackerTop('Lira');
    // the script's turn ring (docs/rules.md §15) lies on the map layer under Lira, centred on her
    const ring = page.locator('[data-testid="drawing"]');
    await expect.poll(() => ring.getAttribute('data-layer')).toBe('map');
    const [r, t] = [await ring.boundingBox(), await token('Lira').locator('.disc').boundingBox()];
    expect(Math.abs((r?.x ?? 0) + (r?.width ?? 0) / 2 - ((t?.x ?? 0) + (t?.width ?? 0) / 2))).toBeLessThan(3);
    expect(Math.abs((r?.y ?? 0) + (r?.height ?? 0) / 2 - ((t?.y ?? 0) + (t?.height ?? 0) / 2))).toBeLessThan(3);
    await shot('gm-turn-ring');
  });

  it('the Turn Order window moves by its title bar, stays where it was put across redraws, and never leaves the table', async () => {
    const panel = page.locator('[data-testid="tracker"]');
    const title = panel.locator('.window-title');
    const before = await panel.boundingBox();
    const grip = await title.boundingBox();
    if (!before || !grip) throw new Error('the tracker is not shown');
    const from = { x: grip.x + 40, y: grip.y + grip.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 300, from.y + 120, { steps: 5 });
    await page.mouse.up();
    const moved = await panel.boundingBox();
    expect(Math.round((moved?.x ?? 0) - before.x)).toBe(-300);
    expect(Math.round((moved?.y ?? 0) - before.y)).toBe(120);
    // a chat message redraws the tracker: it stays put, and its rows are still Lira's turn
    await type('Where does the ford end?');
    await messages('Where does the ford end?').waitFor();
    expect(await panel.boundingBox()).toEqual(moved);
    await trackerTop('Lira');
    // dragged far up and left, its title stays inside the table
    const grip2 = await title.boundingBox();
    await page.mouse.move((grip2?.x ?? 0) + 40, (grip2?.y ?? 0) + 10);
    await page.mouse.down();
    await page.mouse.move(-500, -500, { steps: 5 });
    await page.mouse.up();
    const area = await page.locator('[data-testid="tracker"]').evaluate((el) => { const r = (el as { offsetParent: { getBoundingClientRect(): { x: number; y: number } } }).offsetParent.getBoundingClientRect(); return { x: r.x, y: r.y }; });
    const corner = await panel.boundingBox();
    expect([Math.round(corner?.x ?? -1), Math.round(corner?.y ?? -1)]).toEqual([Math.round(area.x), Math.round(area.y)]);
    // the next tests expect the window where Roll20 opens it
    await panel.evaluate((el) => el.removeAttribute('style'));
  });

  it('Lira’s player sees her whispered menu and clicks Combat, answering its questions', async () => {
    await speakAs('Sam');
    const menu = page.locator('[data-testid="chat-message"][data-whisper="From Rondel"]', { hasText: 'Lira: your action' });
    await menu.waitFor();
    // a player sees the whisper to them, not the GM's
    expect(await messages('Goblin 3: your action').count()).toBe(0);
    await menu.locator('.api-button', { hasText: 'Combat' }).click();
    await page.locator('[data-testid="query"]:not([hidden])').waitFor();
    expect(await page.locator('.query-prompt').textContent()).toContain('Weapon speed');
    await shot('query');
    await page.fill('[data-testid="query-input"]', '0');
    await page.click('[data-testid="query-submit"]');
    await page.locator('.query-prompt', { hasText: 'Change of action' }).waitFor();
    await page.click('[data-testid="query-submit"]');
    await messages('Lira: Combat d4').waitFor();
    await expect.poll(() => row('Lira').getAttribute('data-pr')).toBe('13');
  });

  it('Kess reacts from her sheet, whose workers run: the flex marker appears on her token with its badge', async () => {
    // a double click selects the token and opens its sheet (the bar over the map offers it too)
    await token('Kess').dblclick();
    expect(await page.locator('[data-testid="selection"]').textContent()).toBe('Selected: Kess');
    await page.locator('[data-testid="open-sheet"]').waitFor();
    const sheet = page.locator('[data-testid="sheet"]');
    await sheet.locator('[name="attr_perception"]').waitFor();
    expect(await sheet.locator('[name="attr_perception"]').inputValue()).toBe('10');
    expect(await sheet.locator('[name="attr_weapon_active_name"]').inputValue()).toBe('Twin daggers');
    // a player's edit runs the sheet's workers on the server and lands in the double
    await sheet.locator('[name="attr_agility"]').fill('12');
    await sheet.locator('[name="attr_agility"]').press('Tab');
    await expect.poll(() => sheet.locator('[name="attr_agility_mod"]').inputValue()).toBe('5');
    const kess = server.session.campaign.characters.find((c) => c.get('name') === 'Kess');
    const agilityMod = server.session.sb.findObjs({ type: 'attribute', characterid: kess?.id ?? '', name: 'agility_mod' })[0];
    expect(agilityMod?.get('current')).toBe('5');
    await shot('sheet');
    // the sheet's window moves by its title bar too, and keeps its height
    const win = page.locator('#sheet-window');
    const [box, grip] = [await win.boundingBox(), await win.locator('.window-title').boundingBox()];
    await page.mouse.move((grip?.x ?? 0) + 20, (grip?.y ?? 0) + 10);
    await page.mouse.down();
    await page.mouse.move((grip?.x ?? 0) + 120, (grip?.y ?? 0) + 40, { steps: 4 });
    await page.mouse.up();
    const after = await win.boundingBox();
    expect([Math.round((after?.x ?? 0) - (box?.x ?? 0)), Math.round((after?.y ?? 0) - (box?.y ?? 0)), after?.height]).toEqual([100, 30, box?.height]);
    await sheet.locator('button[name="roll_react"]').click();
    await token('Kess').locator('.marker[data-tag="lightning-helix"]').waitFor();
    expect(await token('Kess').getAttribute('data-markers')).toBe('lightning-helix@8');
    expect(await token('Kess').locator('.marker[data-tag="lightning-helix"] .badge').textContent()).toBe('8');
    await messages('Kess reacts. Flex until count 12.').waitFor();
    await page.click('[data-testid="sheet-close"]');
    await shot('player-sam');
  });

  it('a player never sees the GM-layer token: not on the map, not in the tracker, not in chat', async () => {
    for (const player of ['Pat', 'Sam']) {
      await speakAs(player);
      await trackerTop('-1');
      expect(await token(HIDDEN_TOKEN).count()).toBe(0);
      expect(await row(HIDDEN_TOKEN).count()).toBe(0);
      expect(await page.locator('[data-testid="tracker-row"]').count()).toBe(12);
      expect(await page.locator('[data-testid="chat-log"]').textContent()).not.toContain(HIDDEN_TOKEN);
      expect(await page.locator('[data-testid="drawing"][data-layer="gmlayer"]').count()).toBe(0);
      // nobody's token is on top (the Count is): a player may not press next
      expect(await page.locator('[data-testid="tracker-next"]').isDisabled()).toBe(true);
    }
  });

  it('the GM edits a tracker value: it is put back, the GM adopts it with one click, and undo puts it back', async () => {
    await speakAs('Gwen (GM)');
    await row('Aldric').locator('[data-testid="tracker-value"]').click();
    await page.fill('[data-testid="tracker-edit"]', '9');
    await page.press('[data-testid="tracker-edit"]', 'Enter');
    // Roll20 does not say who edited the tracker: nothing changes until the GM adopts it
    const card = messages('Aldric: next action 5 → 9 in the tracker.');
    await card.waitFor();
    await expect.poll(() => row('Aldric').getAttribute('data-pr')).toBe('5');
    await card.locator('.api-button', { hasText: 'Adopt' }).click();
    await messages('Aldric next action count: 5 → 9.').waitFor();
    await expect.poll(() => row('Aldric').getAttribute('data-pr')).toBe('9');
    await shot('gm');
    await type('!rondel undo');
    await messages('The GM undid 1 step').waitFor();
    await expect.poll(() => row('Aldric').getAttribute('data-pr')).toBe('5');
  });

  it('restart (“save script”) keeps the fight: the tracker and the markers survive and commands work', async () => {
    const before = await trackerRows();
    await page.click('[data-testid="restart"]');
    await page.locator('[data-testid="mod-console"] .console-line.restart').waitFor({ state: 'attached' });
    await type('!rondel status');
    await messages('Rondel status').waitFor();
    expect(await trackerRows()).toEqual(before);
    expect(await token('Kess').getAttribute('data-markers')).toBe('lightning-helix@8');
  });

  it('a crash is shown as Roll20’s Mod console shows it, the scripts stay silent, and restart recovers', async () => {
    await type('!boom');
    const modConsole = page.locator('[data-testid="mod-console"][data-state="disabled"]');
    await modConsole.waitFor();
    await modConsole.locator('[data-testid="console-disabled"]').waitFor();
    expect(await modConsole.locator('.console-line.crash').first().textContent()).toContain('Error: kaboom');
    await shot('crash');
    const answered = await messages('Rondel status').count();
    await type('!rondel status');
    await type('hello after the crash');
    await messages('hello after the crash').waitFor();
    expect(await messages('Rondel status').count()).toBe(answered);
    await page.click('[data-testid="restart"]');
    await page.locator('[data-testid="mod-console"][data-state="running"]').waitFor();
    await type('!rondel status');
    await expect.poll(() => messages('Rondel status').count()).toBe(answered + 1);
  });

  it('player text is shown as text, never as markup', async () => {
    await type('<b>bold?</b> <img src=x onerror=alert(1)> [[1d6]]');
    const message = messages('bold?').last();
    await message.waitFor();
    expect(await message.locator('b, img').count()).toBe(0);
    expect(await message.locator('.content').textContent()).toContain('<b>bold?</b> <img src=x onerror=alert(1)>');
    expect(await message.locator('.inline-roll').count()).toBe(1);
  });

  it('the page raised no errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
