// The mutation runs (`npm run mutation`) copy the project into a sandbox without the folders stryker.config.mjs
// ignores (test/integration, test/hardening, the double's package, …) and run the tests vitest.mutation.config.ts
// includes. A test file there that imports from an ignored folder cannot load in that sandbox: vitest reports the
// file as failed, Stryker's dry run still "succeeds", and every mutant that file would have killed is counted as a
// survivor. Seven files did so, unseen, until this test. Every test the mutation runs include must load there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import mutationConfig from '../../vitest.mutation.config';

const ROOT = resolve(__dirname, '..', '..');

/** `a/{b,c}/d` as `a/b/d` and `a/c/d`: the one kind of pattern the mutation config uses. */
export function expandBraces(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0) return [pattern];
  const close = pattern.indexOf('}', open);
  if (close < 0) throw new Error(`unbalanced braces in ${pattern}`);
  const head = pattern.slice(0, open);
  const tail = pattern.slice(close + 1);
  return pattern
    .slice(open + 1, close)
    .split(',')
    .flatMap((part) => expandBraces(head + part + tail));
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The test files a pattern `folder/**\/*.test.ts` names (the shape the mutation config's patterns have). */
export function testFilesOf(pattern: string): string[] {
  const match = /^([^*{}]+)\/\*\*\/\*(\.test\.ts)$/.exec(pattern);
  if (!match) throw new Error(`the mutation config's pattern ${pattern} is not folder/**/*.test.ts: teach this test to read it`);
  return filesUnder(join(ROOT, match[1] as string)).filter((f) => f.endsWith(match[2] as string));
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files a module loads by relative path (type-only imports are erased, so they are left out). */
export function relativeImports(file: string, text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (spec === undefined || !spec.startsWith('.')) continue;
    const base = resolve(dirname(file), spec);
    const hit = [base, `${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile());
    found.push(hit ?? base);
  }
  return found;
}

/** Every file a test loads, itself included, following relative imports. */
function loadedBy(file: string): Set<string> {
  const seen = new Set<string>();
  const todo = [file];
  while (todo.length > 0) {
    const next = todo.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    if (!existsSync(next) || !/\.[cm]?[jt]s$/.test(next)) continue;
    todo.push(...relativeImports(next, readFileSync(next, 'utf8')));
  }
  return seen;
}

describe('the mutation sandbox', () => {
  it('reads the patterns it checks', () => {
    expect(expandBraces('test/{a,b}/**/*.test.ts')).toEqual(['test/a/**/*.test.ts', 'test/b/**/*.test.ts']);
    expect(expandBraces('test/x/**/*.test.ts')).toEqual(['test/x/**/*.test.ts']);
    const file = join(ROOT, 'test/render/x.test.ts');
    const text = [
      "import { plain } from '../support/plain';",
      "import type { Table } from '../integration/table';",
      "import { expect } from 'vitest';",
      "export { BUNDLE } from '../integration/table';",
      "const m = await import('../hardening/arena');",
    ].join('\n');
    expect(relativeImports(file, text).map((f) => relative(ROOT, f).split(sep).join('/'))).toEqual([
      'test/support/plain.ts',
      'test/integration/table.ts',
      'test/hardening/arena.ts',
    ]);
  });

  it('loads every test the mutation runs include: none imports from a folder the sandbox leaves out', async () => {
    // a path read at run time: the config is plain JavaScript, with no types to check
    const stryker = ((await import(pathToFileURL(join(ROOT, 'stryker.config.mjs')).href)) as { default: { ignorePatterns: string[] } }).default;
    const ignored = stryker.ignorePatterns.map((p) => p.replace(/\/+$/, ''));
    const include = (mutationConfig as { test: { include: string[] } }).test.include;
    const tests = include.flatMap(expandBraces).flatMap(testFilesOf);
    expect(tests.length).toBeGreaterThan(100);
    const outside: string[] = [];
    for (const test of tests) {
      for (const file of loadedBy(test)) {
        const path = relative(ROOT, file).split(sep).join('/');
        if (ignored.some((dir) => path === dir || path.startsWith(`${dir}/`))) outside.push(`${relative(ROOT, test)} loads ${path}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
