// Review 10 / looks: Roll20's chat column in Chromium, light or dark, for the browser tests of this folder.
//
// Light: as test/integration/cards-browser.test.ts imitates it (Helvetica 13 px, Bootstrap 2's one-line `code`, pink API
// buttons). Dark: Roll20's dark mode (My Settings) puts the class `sheet-darkmode` on <body>, darkens the background
// and turns the default text light (Roll20 Wiki, "Character Sheet Development/Dark Mode": "the background might turn
// dark and make some text unreadable"; its example sets the text to #eee). A script's own colours stay as they are:
// GroupCheck had to add a dark theme of its own (Roll20/roll20-api-scripts#2026, white text on black), Beyond20's
// hard-coded colour came out the same as the dark background (kakaroto/Beyond20#954). The background is the one
// test/sheet/browser.test.ts uses for Roll20's dark mode (#1b1b1b).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const available = existsSync(CHROMIUM);

export type Mode = 'light' | 'dark';

const BACK: Record<Mode, { background: string; color: string }> = {
  light: { background: '#fff', color: '#404040' },
  dark: { background: '#1b1b1b', color: '#eee' },
};

function chatCss(mode: Mode, column: number): string {
  const b = BACK[mode];
  return `
body { margin: 0; padding: 8px; background: ${b.background}; font-family: "Helvetica Neue", Helvetica, Arial, sans-serif; font-size: 13px; line-height: 18px; color: ${b.color}; }
#textchat { width: ${column}px; }
#textchat .message { position: relative; width: ${column}px; margin: 0 0 12px; padding: 0; }
code { padding: 2px 4px; font-family: Monaco, Menlo, Consolas, "Courier New", monospace; font-size: 12px; color: #d14; background-color: #f7f7f9; border: 1px solid #e1e1e8; border-radius: 3px; white-space: nowrap; }
a { color: #08c; }
#textchat .message a[href^="!"] { display: inline-block; padding: 5px; border: 1px solid #fff; background-color: #ce0f69; color: #fff; }
`;
}

const TOKEN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="70" height="70"><rect width="70" height="70" fill="#6d4c41"/><circle cx="35" cy="35" r="26" fill="#ffcc80"/></svg>';

export interface Shown {
  readonly id: string;
  readonly label: string;
  readonly html: string;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A page of Roll20's chat holding these messages, each a `.message` with its id and label. */
export async function chatPage(browser: Browser, shown: readonly Shown[], mode: Mode = 'light', column = 270): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: column + 16, height: 900 }, deviceScaleFactor: 2 });
  await page.route('https://s3.amazonaws.com/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: TOKEN_SVG }));
  const body = shown.map((s) => `<div class="message" id="${s.id}" data-label="${s.label.replace(/"/g, '&quot;')}">${s.html}</div>`).join('\n');
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><style>${chatCss(mode, column)}</style></head><body class="${mode === 'dark' ? 'sheet-darkmode' : ''}"><div id="textchat">${body}</div></body></html>`,
  );
  return page;
}

export function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
