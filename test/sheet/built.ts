// The sheet as the build makes it, built once per test file, and the harness around its real worker.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSheet, SHEET_HTML_PATH } from '../../scripts/build-sheet';
import { SheetHarness, type HarnessOptions } from './harness';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SHEET_DIR = join(ROOT, 'character-sheet');

let built: Promise<Record<string, string>> | undefined;

export function builtFiles(): Promise<Record<string, string>> {
  built ??= buildSheet(ROOT);
  return built;
}

export async function builtHtml(): Promise<string> {
  const html = (await builtFiles())[SHEET_HTML_PATH];
  if (html === undefined) throw new Error(`buildSheet did not build ${SHEET_HTML_PATH}`);
  return html;
}

export function sheetCss(): string {
  return readFileSync(join(SHEET_DIR, 'enchanted-realms.css'), 'utf8');
}

export function translations(): Record<string, string> {
  return JSON.parse(readFileSync(join(SHEET_DIR, 'translation.json'), 'utf8')) as Record<string, string>;
}

/** A fresh harness running the built worker, with translation.json for getTranslationByKey. */
export async function aSheet(options: HarnessOptions = {}): Promise<SheetHarness> {
  return SheetHarness.fromHtml(await builtHtml(), { translations: translations(), ...options });
}
