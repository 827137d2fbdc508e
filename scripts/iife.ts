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
  /**
   * Globals the IIFE reads once, as it starts, into its own variables of the same names. Inside a vm context (Node's,
   * and so the Roll20 double's) every read of a global by name goes through the context's interceptor: about 0.15 µs
   * each, where a variable of the enclosing function costs next to nothing, and a command reads `Math`, `Map` or
   * `JSON` hundreds of times. Only the language's own objects belong here: a sandbox function such as `sendChat` is
   * read when called, so that another script may still wrap it.
   */
  readonly localGlobals?: readonly string[];
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
  const opening = options.globalName ? `var ${options.globalName} = (() => {\n` : '(() => {\n';
  return strictInside(file.text, opening, localGlobalsLine(options.localGlobals ?? []));
}

/** The line that reads `names` once: `var Math = globalThis.Math, …;` (empty for none). */
export function localGlobalsLine(names: readonly string[]): string {
  for (const name of names) if (!/^[A-Za-z_$][\w$]*$/.test(name) || name === 'globalThis') throw new Error(`not a global to read once: ${name}`);
  return names.length === 0 ? '' : `  var ${names.map((n) => `${n} = globalThis.${n}`).join(', ')};\n`;
}

/** Moves esbuild's top-level "use strict" into the IIFE that starts with `opening`, followed by `prelude`. */
export function strictInside(code: string, opening: string, prelude = ''): string {
  const withoutTop = code.replace(/^"use strict";\n/m, '');
  if (!withoutTop.includes(opening)) throw new Error('the bundle does not start its IIFE as expected');
  return withoutTop.replace(opening, () => `${opening}  "use strict";\n${prelude}`);
}
