// Builds every committed artefact: the Mod script bundle, its one-click script.json, and the character sheet.
// `npm run build` writes them; the freshness test calls buildArtefacts() and compares with what is committed.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSheet } from './build-sheet';
import { bundleIife } from './iife';
import { scriptJson } from './script-json';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE_PATH = 'build/enchanted-realms-combat.js';
export const SCRIPT_JSON_PATH = 'build/script.json';
/** The one global the bundle defines: the public API object for other scripts. */
export const GLOBAL_NAME = 'EnchantedRealmsCombat';
/**
 * The language's objects the bundle reads once as it loads rather than by name at every use (`bundleIife`'s
 * `localGlobals`): every one the bundle's code names. test/build/bundle.test.ts fails when a command reads one by name.
 */
export const LOCAL_GLOBALS: readonly string[] = ['Array', 'Boolean', 'Error', 'Infinity', 'JSON', 'Map', 'Math', 'Number', 'Object', 'RegExp', 'Set', 'String', 'Symbol', 'WeakMap'];

interface PackageJson {
  name: string;
  version: string;
  description: string;
}

export function readPackage(): PackageJson {
  return JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
}

/** The Mod script: one IIFE, ES2019, Underscore and every other sandbox global left as globals. */
export async function buildBundle(): Promise<string> {
  const pkg = readPackage();
  return bundleIife({
    entry: join(ROOT, 'src/main.ts'),
    root: ROOT,
    globalName: GLOBAL_NAME,
    define: { __VERSION__: JSON.stringify(pkg.version) },
    localGlobals: LOCAL_GLOBALS,
    banner: [
      `// Enchanted Realms Combat v${pkg.version}: the Cool-Down Rondel Hybrid for Roll20.`,
      '// Paste this whole file into a new Mod (API) script. Commands: !rondel help (alias !combat help).',
      `// Defines one global, ${GLOBAL_NAME}, the public API for other scripts. Built from src/ by \`npm run build\`.`,
    ].join('\n'),
  });
}

export async function buildArtefacts(): Promise<Record<string, string>> {
  const bundle = await buildBundle();
  const outputs: Record<string, string> = {
    [BUNDLE_PATH]: bundle,
    [SCRIPT_JSON_PATH]: scriptJson(readPackage()),
  };
  Object.assign(outputs, await buildSheet(ROOT));
  return outputs;
}

async function main(): Promise<void> {
  const outputs = await buildArtefacts();
  for (const [path, text] of Object.entries(outputs)) {
    const full = join(ROOT, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    console.log(`built ${path} (${Buffer.byteLength(text)} bytes)`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
