// The hardening arena (issue 8): the integration table (the BUILT bundle in the Roll20 double) plus what the
// fuzzers need: a token everyone controls, a token on another page, a deleted token, a fourth player, and a
// helper script that sends commands as another script does (playerid "API").
import { expect } from 'vitest';
import { buildMessage } from '../roll20-double/chat';
import { RollSyntaxError, type DoubleObject, type RecordedChat, type RecorderMark } from '../roll20-double';
import { aTable, type Table } from '../integration/table';
import { STATE_KEY, validateStored } from '../../src/roll20/store';
import { isCountEntry, parseTurnOrder, project, type Entry } from '../../src/app/tracker';
import type { CombatState } from '../../src/rules/rondel/state';
import { ruleSetOf } from '../../src/rules/registry';
import type { FightStateBase, RuleSet, RuleSetId } from '../../src/rules/core/rule-set';

export { STATE_KEY };

/** A tiny peer script: `__hardeningRelay(text)` sends `text` with sendChat, as any other Mod script would. */
export const PEER = 'Peer script';
export const RELAY_SCRIPT = `var __hardeningRelay = function (text) { sendChat('${PEER}', text); };`;

export type ActorKey = 'gm' | 'pat' | 'sam' | 'robin' | 'api';
export type TokenKey = 'aldric' | 'lira' | 'borin' | 'kess' | 'goblin' | 'zombie' | 'wisp' | 'stranger' | 'ghost';
export const TOKEN_KEYS: readonly TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie', 'wisp', 'stranger', 'ghost'];

export interface StoredFight {
  rules?: RuleSetId;
  pageId: string;
  lastTurnOrder: string;
  timeline: { present: CombatState; past: CombatState[]; future: CombatState[] };
}

export interface Arena extends Table {
  /** Robin controls nothing but the Wisp (controlledby "all"). */
  readonly robin: DoubleObject;
  /** Token ids by key; `ghost` was deleted after boot, `stranger` is on the other page, `wisp` is everyone's. */
  readonly ids: Readonly<Record<TokenKey, string>>;
  readonly extra: { readonly wisp: DoubleObject; readonly stranger: DoubleObject };
  /**
   * Sends a command as an actor with a selection of token keys (a deleted token is selected by id, as a stale
   * selection would arrive). Returns false when the double refused the input itself (a malformed inline roll,
   * which Roll20 also rejects before any script sees it).
   */
  send(actor: ActorKey, text: string, selection?: readonly TokenKey[]): boolean;
  /** The player object of an actor (API: undefined). */
  player(actor: ActorKey): DoubleObject | undefined;
  stored(): Record<string, unknown> | undefined;
  fight(): StoredFight | null;
}

export function anArena(options: { seed?: number; state?: unknown; boot?: boolean } = {}): Arena {
  const t = aTable({ seed: options.seed ?? 7, boot: false });
  const { sb } = t;
  if (options.state !== undefined) Object.assign(sb.state, JSON.parse(JSON.stringify(options.state)) as object);
  const robin = sb.addPlayer({ name: 'Robin' });
  const wisp = sb.addToken({ pageid: t.page.id, name: 'Wisp', controlledby: 'all' });
  const stranger = sb.addToken({ pageid: t.otherPage.id, name: 'Stranger', controlledby: t.pat.id });
  const ghost = sb.addToken({ pageid: t.page.id, name: 'Ghost', controlledby: t.pat.id });
  sb.loadScript(RELAY_SCRIPT, 'peer.js');
  if (options.boot !== false) sb.boot();
  const ghostId = ghost.id;
  if (options.boot !== false) {
    sb.driver.remove(ghost);
    sb.flush();
  }
  const ids: Record<TokenKey, string> = {
    aldric: t.tokens.aldric.id,
    lira: t.tokens.lira.id,
    borin: t.tokens.borin.id,
    kess: t.tokens.kess.id,
    goblin: t.tokens.goblin.id,
    zombie: t.tokens.zombie.id,
    wisp: wisp.id,
    stranger: stranger.id,
    ghost: ghostId,
  };
  const players: Record<Exclude<ActorKey, 'api'>, DoubleObject> = { gm: t.gm, pat: t.pat, sam: t.sam, robin };
  const arena: Arena = {
    ...t,
    robin,
    ids,
    extra: { wisp, stranger },
    player: (actor) => (actor === 'api' ? undefined : players[actor]),
    send(actor, text, selection = []) {
      try {
        if (actor === 'api') {
          const relay = (sb.context as Record<string, unknown> | undefined)?.__hardeningRelay;
          if (typeof relay !== 'function') throw new Error('the peer script is not loaded');
          (relay as (text: string) => void)(text);
          sb.flush();
          return true;
        }
        const player = players[actor];
        const live = selection.map((k) => sb.getObj('graphic', ids[k])).filter((o): o is DoubleObject => o !== undefined);
        if (live.length === selection.length) {
          sb.driver.chat(player, text, live.length ? { selected: live } : {});
          return true;
        }
        // a selection holding a deleted token: the driver cannot select it, so build the message it would send
        const core = sb.coreForGlobals();
        const gm = sb.playerIsGM(player);
        const { msg } = buildMessage(text, `${String(player.get('_displayname'))}${gm ? ' (GM)' : ''}`, player.id, core.chatEnv(live));
        if (msg.type === 'api') msg.selected = selection.map((k) => ({ _id: ids[k], _type: 'graphic' }));
        core.deliverChat(msg);
        sb.flush();
        return true;
      } catch (error) {
        if (error instanceof RollSyntaxError) return false;
        throw error;
      }
    },
    stored: () => sb.state[STATE_KEY] as Record<string, unknown> | undefined,
    fight: () => ((sb.state[STATE_KEY] as { fight?: StoredFight | null } | undefined)?.fight ?? null),
  };
  return arena;
}

// ---------------------------------------------------------------------------------------------------------------
// Invariants

/** The head of an error card (render/cards.ts errorCard: the card's accent is COLOURS.bad). */
export const ERROR_ACCENT = 'background:#b71c1c;color:#fff;padding:3px 6px';

/** The bundle reports a caught bug with this log prefix (app.ts reportBug); a caught bug is still a bug. */
export function bugLogs(logs: readonly string[]): string[] {
  return logs.filter((l) => l.includes('EnchantedRealmsCombat: bug in'));
}

/** No crash, no caught bug, the stored data validates, and the tracker is the projection of the stored fight. */
export function expectHealthy(a: Arena, since: RecorderMark, context: string, options: { tracker?: boolean } = {}): void {
  const { sb } = a;
  const seen = sb.recorder.since(since);
  if (sb.recorder.crashes.length) sb.assertNoCrash();
  expect(bugLogs(seen.logs), `${context}: caught bug`).toEqual([]);
  expect(validateStored(a.stored()), `${context}: stored state`).toEqual([]);
  const raw = sb.campaign.get('turnorder');
  const fight = a.fight();
  if (options.tracker === false) {
    // another script wrote the tracker and no event told the rondel yet (ROLL20.md: API writes fire no events)
  } else if (fight) {
    expect(raw, `${context}: the tracker is what the script last wrote`).toBe(fight.lastTurnOrder);
    const shown = typeof raw === 'string' && raw !== '' ? (JSON.parse(raw) as Entry[]) : [];
    expect(shown, `${context}: the tracker is the projection of the stored fight`).toEqual(
      project(ruleSetOf(fight.rules ?? 'rondel') as RuleSet<FightStateBase>, fight.timeline.present, fight.pageId, parseTurnOrder(raw)),
    );
  } else {
    expect(parseTurnOrder(raw).filter(isCountEntry), `${context}: no Count entry without a fight`).toEqual([]);
  }
  // every whisper the script sent reached someone (an unknown /w target drops the message)
  expect(seen.warnings.filter((w) => w.startsWith('/w ')), `${context}: whispers to nobody`).toEqual([]);
}

/** The player ids a reply to `actor` must reach: the sender, or for another script the GM(s). */
export function senderTargets(a: Arena, actor: ActorKey): string[] {
  return actor === 'api' ? [a.gm.id] : [(a.player(actor) as DoubleObject).id];
}

/** Every message is a whisper to exactly the sender (a refusal or an answer that changed nothing). */
export function expectWhisperedToSenderOnly(a: Arena, actor: ActorKey, messages: readonly RecordedChat[], context: string): void {
  const wanted = senderTargets(a, actor);
  for (const m of messages) {
    expect({ type: m.type, targets: m.targets }, `${context}: ${m.content.slice(0, 200)}`).toEqual({ type: 'whisper', targets: wanted });
  }
}

export function combatantIds(a: Arena): string[] {
  return a.fight()?.timeline.present.combatants.map((c) => c.id) ?? [];
}

/** The players who control a token: its own controlledby and its character's ("all" expanded). */
export function controllerIds(a: Arena, tokenId: string): string[] {
  const token = a.sb.getObj('graphic', tokenId);
  if (!token) return [];
  const list = (v: unknown): string[] => String(v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const ids = list(token.get('controlledby'));
  const charId = token.get('represents');
  const ch = typeof charId === 'string' && charId ? a.sb.getObj('character', charId) : undefined;
  if (ch) ids.push(...list(ch.get('controlledby')));
  if (ids.includes('all')) return a.sb.allObjs('player').map((p) => p.id);
  return ids;
}
