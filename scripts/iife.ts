// One way to bundle for Roll20: a self-contained ES2019 IIFE with "use strict" inside it, never at the top.
// Roll20 joins every Mod script of a campaign into one file, and may run its own code beside a sheet's workers,
// so a top-level directive would change code that is not ours.
import { build } from 'esbuild';

export interface IifeOptions {
  readonly entry: string;
  readonly root: string;
  /** The one global the IIFE's exports are assigned to, if any. */
  readonly globalName?: string;
  readonly define?: Record<string, string>;
  readonly banner?: string;
}

export async function bundleIife(options: IifeOptions): Promise<string> {
  const result = await build({
    entryPoints: [options.entry],
    absWorkingDir: options.root,
    bundle: true,
    write: false,
    format: 'iife',
    ...(options.globalName ? { globalName: options.globalName } : {}),
    platform: 'neutral',
    target: 'es2019',
    charset: 'utf8',
    legalComments: 'none',
    sourcemap: false,
    minify: false,
    treeShaking: true,
    ...(options.define ? { define: options.define } : {}),
    ...(options.banner ? { banner: { js: options.banner } } : {}),
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`esbuild produced no output for ${options.entry}`);
  return strictInside(file.text, options.globalName ? `var ${options.globalName} = (() => {\n` : '(() => {\n');
}

/** Moves esbuild's top-level "use strict" into the IIFE that starts with `opening`. */
export function strictInside(code: string, opening: string): string {
  const withoutTop = code.replace(/^"use strict";\n/m, '');
  if (!withoutTop.includes(opening)) throw new Error('the bundle does not start its IIFE as expected');
  return withoutTop.replace(opening, `${opening}  "use strict";\n`);
}
