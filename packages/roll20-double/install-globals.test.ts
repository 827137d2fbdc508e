import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, installGlobals } from './index';

type Api = {
  Campaign(): { get(k: string): unknown };
  findObjs(attrs: Record<string, unknown>): Array<{ id: string; set(k: string, v: unknown): void }>;
  on(name: string, fn: (...args: unknown[]) => void): void;
  sendChat(as: string, text: string): void;
  playerIsGM(id: string): boolean;
  setTimeout(fn: () => void, ms: number): number;
  state: Record<string, unknown>;
  _: { VERSION: string };
};

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

describe('installGlobals', () => {
  it('installs the API, state and _ onto an object, and the uninstaller removes them', () => {
    const sb = createSandbox();
    const target: Record<string, unknown> = { state: 'mine' };
    uninstall = installGlobals(target, sb);
    const api = target as unknown as Api;
    expect(api.Campaign().get('turnorder')).toBe('');
    expect(api._.VERSION).toMatch(/^1\./);
    api.state.X = 1;
    expect(sb.state).toEqual({ X: 1 });
    uninstall();
    uninstall = undefined;
    expect(Object.keys(target)).toEqual(['state']);
    expect(target.state).toBe('mine');
    expect('findObjs' in target).toBe(false);
  });

  it('handlers registered through installed globals receive ready and driver events; writes fire nothing', () => {
    const sb = createSandbox();
    const gm = sb.addPlayer({ name: 'G', gm: true });
    const tok = sb.addToken({ name: 'T' });
    const api = {} as Api;
    uninstall = installGlobals(api, sb);
    const seen: string[] = [];
    api.on('ready', () => seen.push('ready'));
    api.on('chat:message', (msg) => {
      seen.push(String((msg as { content: string }).content));
      api.findObjs({ type: 'graphic' })[0]?.set('left', 99);
    });
    api.on('change:graphic', () => seen.push('change'));
    sb.boot();
    sb.driver.chat(gm, '!hi');
    expect(seen).toEqual(['ready', '!hi']);
    expect(tok.get('left')).toBe(99);
  });

  it('timers are installed only when asked, and run on the virtual clock', () => {
    const sb = createSandbox();
    const api = {} as Api;
    uninstall = installGlobals(api, sb, { timers: true });
    const seen: number[] = [];
    api.setTimeout(() => seen.push(sb.now), 100);
    sb.advance(100);
    expect(seen).toEqual([sb.now]);
    uninstall();
    const bare = {} as Record<string, unknown>;
    uninstall = installGlobals(bare, sb);
    expect('setTimeout' in bare).toBe(false);
  });
});
