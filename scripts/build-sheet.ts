// Builds the character sheet: bundles the sheet workers (character-sheet/src/workers.ts, which import the pure rules
// of src/rules/) into one IIFE and inlines it, with the generated fragments, into character-sheet/src/sheet.html.
// The CSS, sheet.json and translation.json are hand-written sources and are not built.
// `buildSheet(root)` returns path → text; scripts/build.ts writes them. Run alone: `tsx scripts/build-sheet.ts`.
import { bundleIife } from './iife';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fragments } from '../character-sheet/src/fragments';

export const SHEET_HTML_PATH = 'character-sheet/enchanted-realms.html';
export const SHEET_TEMPLATE_PATH = 'character-sheet/src/sheet.html';
export const SHEET_WORKER_ENTRY = 'character-sheet/src/workers.ts';

/** Roll20's security filter breaks a sheet whose worker holds any of these. */
export const FORBIDDEN_IN_WORKER: readonly RegExp[] = [/eval/i, /new\s+Function/, /data:/i, /<\/script/i];

/** The sheet workers as one self-contained IIFE: ES2019, no imports, no source map (a data: URL). */
export async function buildSheetWorker(root: string): Promise<string> {
  const code = await bundleIife({ entry: join(root, SHEET_WORKER_ENTRY), root });
  for (const pattern of FORBIDDEN_IN_WORKER) {
    if (pattern.test(code)) throw new Error(`the sheet worker contains ${pattern}, which Roll20 refuses`);
  }
  return code;
}

/** Replaces every `<!-- @name -->` marker; a marker without a replacement is a build error. */
export function fillTemplate(template: string, parts: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const html = template.replace(/<!-- @([a-z-]+) -->/g, (_marker, name: string) => {
    const part = parts[name];
    if (part === undefined) throw new Error(`sheet template: no fragment for marker @${name}`);
    used.add(name);
    return part;
  });
  const unused = Object.keys(parts).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`sheet template: no marker for ${unused.join(', ')}`);
  return html;
}

export async function buildSheet(root: string): Promise<Record<string, string>> {
  const template = readFileSync(join(root, SHEET_TEMPLATE_PATH), 'utf8');
  const worker = await buildSheetWorker(root);
  const html = fillTemplate(template, {
    banner:
      '<!-- Enchanted Realms character sheet. Built by scripts/build-sheet.ts from character-sheet/src/: edit the sources there, then rebuild. -->',
    ...fragments(),
    worker: worker.trimEnd(),
  });
  return { [SHEET_HTML_PATH]: html.replace(/\r\n/g, '\n') };
}

async function main(): Promise<void> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  for (const [path, text] of Object.entries(await buildSheet(root))) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    console.log(`built ${path} (${Buffer.byteLength(text)} bytes)`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
