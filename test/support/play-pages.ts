// Pages of the browser play table in headless Chromium, for a describe block: one browser for the block, and each
// test's tables (server and page) closed after it.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../play/web/server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const available = existsSync(CHROMIUM);

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Registers the block's hooks; `open` starts a table (seed 11 unless told) and opens its page at that size. */
export function playPages(): { open(viewport: { width: number; height: number }, seed?: number): Promise<{ server: RunningServer; page: Page }> } {
  let browser: Browser | undefined;
  const opened: { server: RunningServer; page: Page }[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  });
  afterEach(async () => {
    for (const { server, page } of opened.splice(0)) {
      await page.close();
      await server.close();
    }
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(viewport, seed = 11) {
      const server = await startServer({ port: 0, seed });
      const page = await (browser as Browser).newPage({ viewport, deviceScaleFactor: 1 });
      opened.push({ server, page });
      return { server, page };
    },
  };
}
