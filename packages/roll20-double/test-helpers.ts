import * as vm from 'node:vm';
import { createSandbox, type Sandbox, type SandboxOptions } from './index';

/** A sandbox with a GM, a player and a page, the given scripts loaded, booted. */
export function booted(scripts: string | readonly string[], options: SandboxOptions = {}) {
  const sb = createSandbox({ seed: 7, ...options });
  const gm = sb.addPlayer({ name: 'Gina', gm: true });
  const pat = sb.addPlayer({ name: 'Pat Smith' });
  const page = sb.addPage({ name: 'Battle' });
  for (const code of typeof scripts === 'string' ? [scripts] : scripts) sb.loadScript(code);
  sb.boot();
  return { sb, gm, pat, page };
}

/** Evaluates `code` as script code inside the booted sandbox's context (outside any handler). */
export function runInSandbox(sb: Sandbox, code: string): unknown {
  const ctx = sb.context;
  if (ctx === undefined) throw new Error('runInSandbox: the sandbox is not booted');
  return vm.runInContext(code, ctx);
}

/**
 * Evaluates `code` as a script call (like a handler: injected faults apply, an uncaught error is a crash).
 * Returns the value of the code, or undefined when it crashed.
 */
export function runAsScript(sb: Sandbox, code: string): unknown {
  const ctx = sb.context;
  if (ctx === undefined) throw new Error('runAsScript: the sandbox is not booted');
  let result: unknown;
  sb.coreForGlobals().invoke(() => {
    result = vm.runInContext(code, ctx);
  }, [], 'handler');
  return result;
}

/** A script that records every event it receives into `state.seen` as "name|detail" strings. */
export const EVENT_SPY = `
on('ready', function () { state.seen = []; });
['change:graphic', 'change:graphic:left', 'change:graphic:top', 'change:graphic:statusmarkers', 'change:graphic:status_red',
 'add:graphic', 'destroy:graphic', 'change:character', 'change:attribute', 'add:attribute', 'destroy:attribute',
 'change:campaign', 'change:campaign:turnorder', 'change:campaign:playerpageid', 'add:character', 'destroy:character']
  .forEach(function (name) {
    on(name, function (obj, prev) { (state.seen || []).push(name); });
  });
`;
