// Shared set-up of the review's browser tests: the play table's server on a free port (seed 11, the demo campaign),
// headless Chromium, and a page looking as the GM or a player. Screenshots go to test/.artifacts/play-review20/.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../../play/web/server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const available = existsSync(CHROMIUM);
export const SHOTS = join(__dirname, '..', '..', '.artifacts', 'play-review20');

export interface Table {
  server: RunningServer;
  browser: Browser;
  ids: Record<string, string>;
  gm: string;
  player(name: string): string;
  open(as: string, viewport: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

export async function table(): Promise<Table> {
  mkdirSync(SHOTS, { recursive: true });
  const server = await startServer({ port: 0, seed: 11 });
  const ids = Object.fromEntries(server.session.tokens().map((t) => [String(t.get('name')), t.id]));
  const players = server.session.players();
  const gm = players.find((p) => server.session.sb.playerIsGM(p))?.id ?? '';
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  return {
    server,
    browser,
    ids,
    gm,
    player: (name) => players.find((p) => server.session.playerName(p.id) === name)?.id ?? '',
    async open(as, viewport) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      page.setDefaultTimeout(10_000);
      await page.goto(`${server.url}?as=${encodeURIComponent(as)}`);
      await page.locator('[data-testid="token"][data-name="Aldric"]').waitFor({ state: 'attached' });
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

export async function type(page: Page, text: string): Promise<void> {
  await page.fill('[data-testid="chat-input"]', text);
  await page.press('[data-testid="chat-input"]', 'Enter');
}
