// The files the browser table serves: the page shell, its script (plain TypeScript bundled by esbuild at start, in
// memory), its stylesheet, and the real character sheet (HTML without its worker and roll template, which run or
// render elsewhere, and its CSS).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { SHEET_CSS, SHEET_HTML } from './campaign';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export interface Asset {
  readonly type: string;
  readonly body: string;
}

async function pageScript(): Promise<string> {
  const result = await build({
    entryPoints: [here('./page/main.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no page script');
  return file.text;
}

/** The sheet's HTML as the page shows it: Roll20 runs the worker elsewhere and uses the roll template in chat. */
export function sheetFragment(html: string): string {
  return html.replace(/<script type="text\/worker">[\s\S]*?<\/script>/, '').replace(/<rolltemplate[\s\S]*?<\/rolltemplate>/g, '');
}

/** Every static file, by path. Built once per server. */
export async function loadAssets(): Promise<ReadonlyMap<string, Asset>> {
  const html = 'text/html; charset=utf-8';
  return new Map<string, Asset>([
    ['/', { type: html, body: readFileSync(here('./index.html'), 'utf8') }],
    ['/page.js', { type: 'text/javascript; charset=utf-8', body: await pageScript() }],
    ['/page.css', { type: 'text/css; charset=utf-8', body: readFileSync(here('./page.css'), 'utf8') }],
    ['/sheet.html', { type: html, body: sheetFragment(readFileSync(SHEET_HTML, 'utf8')) }],
    ['/sheet.css', { type: 'text/css; charset=utf-8', body: readFileSync(SHEET_CSS, 'utf8') }],
  ]);
}
