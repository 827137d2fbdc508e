// The shipped artefacts: committed, fresh, and shaped as Roll20 needs them (issue 2).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as vm from 'node:vm';
import { buildArtefacts, BUNDLE_PATH, GLOBAL_NAME, LOCAL_GLOBALS, readPackage, ROOT, SCRIPT_JSON_PATH } from '../../scripts/build';
import { localGlobalsLine } from '../../scripts/iife';
import { VERBS } from '../../src/commands/verbs';
import { createSandbox } from 'roll20-double';
import { BUNDLE } from '../integration/table';

const bundle = readFileSync(BUNDLE, 'utf8');

describe('the committed build', () => {
  it('is byte for byte what npm run build makes now (run npm run build and commit when this fails)', async () => {
    const outputs = await buildArtefacts();
    expect(Object.keys(outputs).sort()).toEqual([BUNDLE_PATH, SCRIPT_JSON_PATH, 'character-sheet/enchanted-realms.html'].sort());
    for (const [path, text] of Object.entries(outputs)) {
      expect(readFileSync(join(ROOT, path), 'utf8'), `${path} is stale`).toBe(text);
    }
  });
});

describe('the bundle the integration tests load', () => {
  it('is built from the working tree by the global setup, not read from the committed build/', async () => {
    const { buildBundle } = await import('../../scripts/build');
    expect(BUNDLE).not.toBe(join(ROOT, BUNDLE_PATH));
    expect(readFileSync(BUNDLE, 'utf8')).toBe(await buildBundle());
  });
});

describe('the bundle', () => {
  it('opens with a header naming the script and its version', () => {
    expect(bundle.split('\n')[0]).toBe(`// Enchanted Realms Combat v${readPackage().version}: the Cool-Down Rondel Hybrid for Roll20.`);
  });

  it('is one IIFE assigned to the one documented global, with "use strict" only inside it', () => {
    const code = bundle.replace(/^\/\/.*\n/gm, '');
    expect(code.startsWith(`var ${GLOBAL_NAME} = (() => {\n  "use strict";\n`)).toBe(true);
    expect(code.trimEnd().endsWith('})();')).toBe(true);
    // nothing else at the top level: every other line is indented inside the IIFE
    const topLevel = code.split('\n').filter((l) => l !== '' && !l.startsWith(' '));
    expect(topLevel).toEqual([`var ${GLOBAL_NAME} = (() => {`, '})();']);
  });

  it('loads no modules and bundles nothing the sandbox already has', () => {
    expect(bundle).not.toMatch(/\brequire\s*\(/);
    expect(bundle).not.toMatch(/^\s*import\s/m);
    expect(bundle).not.toMatch(/\bimport\s*\(/);
    expect(bundle).not.toContain('Underscore.js');
  });

  // Roll20 joins the campaign's scripts into one file: a leading "use strict" would make the scripts after ours strict.
  const after = '\nconst later = 1; globalThis.sloppy = (function () { return this !== undefined; })();';

  it.each([
    ['the bundle', bundle, true],
    ['a bundle with a top-level directive (the check itself)', `"use strict";\n${bundle}`, false],
  ])('%s leaves a script concatenated after it in sloppy mode: %s', (_title, code, sloppy) => {
    const sb = createSandbox();
    sb.loadScript(code + after, 'apiscript.js');
    sb.boot();
    sb.assertNoCrash();
    expect((sb.context as Record<string, unknown>).sloppy).toBe(sloppy);
  });

  it('answers !combat help from a player with exactly one whisper to that player, and logs its version once', () => {
    const sb = createSandbox({ seed: 3 });
    sb.addPlayer({ name: 'Gina', gm: true });
    const pat = sb.addPlayer({ name: 'Pat Smith' });
    sb.addPage({ name: 'Battle' });
    sb.loadFile(BUNDLE);
    sb.boot();
    const mark = sb.recorder.mark();
    sb.driver.chat(pat, '!combat help');
    sb.flush();
    const chat = sb.recorder.since(mark).chat;
    expect(chat).toHaveLength(1);
    expect(chat[0]?.type).toBe('whisper');
    expect(chat[0]?.targets).toEqual([pat.id]);
    expect(sb.recorder.logs.filter((l) => l.includes(`v${readPackage().version} ready`))).toHaveLength(1);
    sb.assertNoCrash();
  });

  it('publishes the public API on its one global', () => {
    const sb = createSandbox();
    sb.loadFile(BUNDLE);
    sb.boot();
    const api = (sb.context as Record<string, Record<string, unknown>>)[GLOBAL_NAME];
    expect(Object.keys(api ?? {}).sort()).toEqual(['getCount', 'getNextCount', 'getOrder', 'getSnapshot', 'observe', 'observeEvents', 'version']);
    expect((api?.getCount as () => unknown)()).toBeNull();
  });
});

// Inside a vm context every read of a global by name goes through the context's interceptor; the bundle reads the
// language's objects once as it loads (scripts/build.ts LOCAL_GLOBALS), so a command reads none of them by name.
describe("the language's objects", () => {
  /** The names a fresh context holds: the language's own globals, whatever the sandbox adds aside. */
  const languageGlobals = (vm.runInNewContext('Object.getOwnPropertyNames(globalThis)') as string[]).filter((n) => n !== 'globalThis' && n !== 'undefined');

  /** Plays a short fight after boot and returns every language global the script's own code read by name, with where. */
  function readsByName(code: string, rules = 'rondel'): string[] {
    const sb = createSandbox({ seed: 5 });
    const gm = sb.addPlayer({ name: 'Gina', gm: true });
    const pat = sb.addPlayer({ name: 'Pat Smith' });
    const page = sb.addPage({ name: 'Battle' });
    const hero = sb.addCharacter({ name: 'Aldric', controlledby: pat.id, attributes: { perception: 6, perception_mod: 2, movement_tier: 'red_fox' } });
    const tokens = [sb.addToken({ pageid: page.id, name: 'Aldric', represents: hero.id }), sb.addToken({ pageid: page.id, name: 'Goblin' }), sb.addToken({ pageid: page.id, name: 'Zombie' })];
    sb.loadScript(code, 'apiscript.js');
    sb.boot();
    const ctx = sb.context as Record<string, unknown>;
    const reads: string[] = [];
    for (const name of languageGlobals) {
      const real: unknown = vm.runInContext(name, sb.context as vm.Context);
      Object.defineProperty(ctx, name, {
        configurable: true,
        get() {
          // the frame below this getter is the code that named the global
          const caller = (new Error().stack ?? '').split('\n')[2] ?? '';
          if (caller.includes('apiscript.js')) reads.push(`${name} ${caller.trim()}`);
          return real;
        },
      });
    }
    for (const [who, text] of [
      [gm, `!rondel start --rules ${rules}`],
      [gm, '!rondel next'],
      [gm, '!rondel act attack'],
      [gm, '!rondel next'],
      [pat, '!rondel status'],
      [gm, '!rondel undo'],
      [gm, '!rondel status'],
      [gm, '!rondel end --confirm'],
    ] as const) sb.driver.chat(who, text, text.startsWith('!rondel start') ? { selected: tokens } : {});
    sb.flush();
    sb.assertNoCrash();
    return reads;
  }

  it.each(['rondel', 'seconds', 'rounds'])('are read by no command of a fight (%s): each is read once, as the script loads', (rules) => {
    expect(readsByName(bundle, rules)).toEqual([]);
  });

  it('would be read by name without that line (the check itself)', () => {
    const line = localGlobalsLine(LOCAL_GLOBALS);
    expect(bundle).toContain(line);
    const reads = readsByName(bundle.replace(line, ''));
    expect(reads.length).toBeGreaterThan(100);
    for (const name of ['Math', 'Map', 'JSON']) expect(reads.some((r) => r.startsWith(`${name} `)), name).toBe(true);
  });

  it('are only names of the language', () => {
    for (const name of LOCAL_GLOBALS) expect(languageGlobals, name).toContain(name);
    expect(() => localGlobalsLine(['sendChat('])).toThrow(/not a global/);
    expect(() => localGlobalsLine(['globalThis'])).toThrow(/not a global/);
    expect(localGlobalsLine([])).toBe('');
  });
});

describe('script.json', () => {
  const meta = JSON.parse(readFileSync(join(ROOT, SCRIPT_JSON_PATH), 'utf8')) as Record<string, unknown>;

  it('has what Roll20 one-click needs', () => {
    for (const key of ['name', 'script', 'version', 'description', 'authors', 'roll20userid', 'dependencies', 'modifies', 'conflicts']) {
      expect(meta, key).toHaveProperty(key);
    }
    expect(meta.script).toBe('enchanted-realms-combat.js');
    expect(meta.version).toBe(readPackage().version);
  });

  it('lists every command from the command table', () => {
    for (const verb of VERBS) expect(meta.description).toContain(`!rondel ${verb.name}`);
  });
});
