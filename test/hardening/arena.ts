// The hardening arena (issue 8): the integration table (the BUILT bundle in the Roll20 double) plus what the
// fuzzers need: a token everyone controls, a token on another page, a deleted token, a fourth player, tokens on the
// GM layer, and a helper script that sends commands as another script does (playerid "API"). Below it, the
// invariants every fuzzer checks after each step: health, secrecy, and no combatant lost or brought back.
import { expect } from 'vitest';
import { buildMessage } from 'roll20-double/chat';
import { RollSyntaxError, type DoubleObject, type RecordedChat, type RecorderMark } from 'roll20-double';
import { aTable, plain, type Table } from '../integration/table';
import { decodeTimeline, STATE_KEY, unpackTurnOrder, validateStored, type StoredTimeline } from '../../src/roll20/store';
import { isCountEntry, parseTurnOrder, project, type Entry } from '../../src/app/tracker';
import type { CombatState } from '../../src/rules/rondel/state';
import { DEFAULT_RULE_SET, ruleSetOf } from '../../src/rules/registry';
import type { BaseCombatant, FightStateBase, RuleSet, RuleSetId } from '../../src/rules/core/rule-set';

export { STATE_KEY };

/** A tiny peer script: `__hardeningRelay(text)` sends `text` with sendChat, as any other Mod script would. */
export const PEER = 'Peer script';
export const RELAY_SCRIPT = `var __hardeningRelay = function (text) { sendChat('${PEER}', text); };`;

export type ActorKey = 'gm' | 'pat' | 'sam' | 'robin' | 'api';
export type PlayerKey = Exclude<ActorKey, 'gm' | 'api'>;
export const PLAYER_KEYS: readonly PlayerKey[] = ['pat', 'sam', 'robin'];
export type TokenKey =
  | 'aldric'
  | 'lira'
  | 'borin'
  | 'kess'
  | 'goblin'
  | 'zombie'
  | 'wisp'
  | 'stranger'
  | 'ghost'
  | 'shade'
  | 'mirage'
  | 'lurker';
export const TOKEN_KEYS: readonly TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie', 'wisp', 'stranger', 'ghost', 'shade', 'mirage', 'lurker'];
/**
 * The tokens on the GM layer: the Shade (an NPC), the Mirage (its character is controlled by "all") and the Lurker
 * (Pat's own token: Roll20's tracker hides it from Pat too). Their names are words no card uses otherwise.
 */
export const HIDDEN_KEYS: readonly TokenKey[] = ['shade', 'mirage', 'lurker'];
/** Whether a token is on the GM layer now (a token moved there mid-fight is hidden; one brought back is not). */
export function hiddenNow(a: { sb: Table['sb']; ids: Readonly<Record<TokenKey, string>> }, key: TokenKey): boolean {
  return a.sb.getObj('graphic', a.ids[key])?.get('layer') === 'gmlayer';
}
/** The tokens on the fight's page that exist after boot: what a GM may select to start a fight. */
export const PAGE_KEYS: readonly TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie', 'wisp', 'shade', 'mirage', 'lurker'];

/**
 * The fight as stored: its rule set, the present whole, the undo history as patches (decode it with `history`). The
 * present is a state of the fight's rule set: read it through that rule set (`fightNow`), or, for what is about the
 * rondel alone, with `rondelPresent`.
 */
export interface StoredFight {
  rules?: RuleSetId;
  pageId: string;
  lastTurnOrder: string;
  timeline: StoredTimeline;
}

export interface Arena extends Table {
  /** Robin controls nothing but the Wisp (controlledby "all") and the Mirage's character. */
  readonly robin: DoubleObject;
  /**
   * Token ids by key; `ghost` was deleted after boot, `stranger` is on the other page, `wisp` is everyone's, and
   * `shade`, `mirage`, `lurker` are on the GM layer.
   */
  readonly ids: Readonly<Record<TokenKey, string>>;
  readonly extra: {
    readonly wisp: DoubleObject;
    readonly stranger: DoubleObject;
    readonly shade: DoubleObject;
    readonly mirage: DoubleObject;
    readonly lurker: DoubleObject;
    /** The Mirage's character, controlled by "all". */
    readonly mirageCharacter: DoubleObject;
  };
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
  /** Every state of the stored fight's undo history, the present included (empty without a fight). */
  history(): FightStateBase[];
  /**
   * The tokens the players must not learn about: every token seen on the GM layer, with the names it goes by (its
   * own and its character's). A deleted one stays secret: it is remembered from when it was seen.
   */
  secrets(): readonly Secret[];
}

export interface Secret {
  readonly id: string;
  readonly names: readonly string[];
  /**
   * Its character, when it represents one: a player who rolls with `--char` of that character rolls for the character
   * alone, as if it had no token (docs/rules.md §13), and the card bears the character's name they chose.
   */
  readonly character?: { readonly id: string; readonly name: string };
}

/** `scripts`: other Mod scripts loaded beside ours before boot (name, source), as a table installs them. */
export function anArena(options: { seed?: number; state?: unknown; boot?: boolean; scripts?: readonly (readonly [string, string])[] } = {}): Arena {
  const t = aTable({ seed: options.seed ?? 7, boot: false });
  const { sb } = t;
  if (options.state !== undefined) Object.assign(sb.state, JSON.parse(JSON.stringify(options.state)) as object);
  const robin = sb.addPlayer({ name: 'Robin' });
  const wisp = sb.addToken({ pageid: t.page.id, name: 'Wisp', controlledby: 'all' });
  const stranger = sb.addToken({ pageid: t.otherPage.id, name: 'Stranger', controlledby: t.pat.id });
  const ghost = sb.addToken({ pageid: t.page.id, name: 'Ghost', controlledby: t.pat.id });
  const mirageCharacter = sb.addCharacter({
    name: 'Mirage',
    controlledby: 'all',
    attributes: { perception: 4, perception_mod: 1, movement_tier: 'yellow_bird', movement_tier_current: 'yellow_bird', initiative_adjustment: 0, weapon_speed: 0, agility_mod: 2, logic_mod: 1, faith_mod: 0, casting_time: 2 },
  });
  const shade = sb.addToken({ pageid: t.page.id, name: 'Shade', layer: 'gmlayer' });
  const mirage = sb.addToken({ pageid: t.page.id, name: 'Mirage', layer: 'gmlayer', represents: mirageCharacter.id });
  const lurker = sb.addToken({ pageid: t.page.id, name: 'Lurker', layer: 'gmlayer', controlledby: t.pat.id });
  sb.loadScript(RELAY_SCRIPT, 'peer.js');
  for (const [name, source] of options.scripts ?? []) sb.loadScript(source, name);
  // the tokens on the GM layer now, with every name each went by while it was there (a rename by hand or by another
  // script, the name its combatant has in the fight); a token brought to the token layer is no longer secret, one sent
  // to the GM layer becomes one; a deleted one is remembered as it was last seen
  const secret = new Map<string, Set<string>>();
  const characterOf = new Map<string, { id: string; name: string }>();
  const remember = (): void => {
    const fightNames = new Map<string, string>();
    const f = (sb.state[STATE_KEY] as { fight?: { timeline?: { present?: { combatants?: readonly { id: string; name: string }[] } } } | null } | undefined)?.fight;
    for (const c of f?.timeline?.present?.combatants ?? []) fightNames.set(c.id, c.name);
    for (const g of sb.allObjs('graphic')) {
      // another script's turn marker ("Round N", representing nobody: TurnMarker1's, CombatMaster's) is no combatant:
      // its script keeps it on the GM layer between turns and announces its rounds to everyone (review 25, peers)
      const marker = !g.get('represents') && /^round\s*\d*$/i.test(String(g.get('name') ?? '').trim());
      if (g.get('layer') !== 'gmlayer' || marker) {
        secret.delete(g.id);
        continue;
      }
      let names = secret.get(g.id);
      if (!names) secret.set(g.id, (names = new Set()));
      const charId = g.get('represents');
      const ch = typeof charId === 'string' && charId ? sb.getObj('character', charId) : undefined;
      if (ch) characterOf.set(g.id, { id: ch.id, name: String(ch.get('name') ?? '').trim() });
      for (const n of [String(g.get('name') ?? ''), ch ? String(ch.get('name') ?? '') : '', fightNames.get(g.id) ?? '']) {
        const t = n.trim();
        if (t) names.add(t);
      }
    }
  };
  remember();
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
    shade: shade.id,
    mirage: mirage.id,
    lurker: lurker.id,
  };
  const players: Record<Exclude<ActorKey, 'api'>, DoubleObject> = { gm: t.gm, pat: t.pat, sam: t.sam, robin };
  // the script stores a new fight object at every save, so a decoded history is kept per object
  const decoded = new WeakMap<StoredFight, FightStateBase[]>();
  // the stored copy of the tracker may be packed (schema 4): the arena reads it as the text it stands for
  const unpacked = new WeakMap<object, StoredFight>();
  const fight = (): StoredFight | null => {
    const f = (sb.state[STATE_KEY] as { fight?: StoredFight | null } | undefined)?.fight ?? null;
    if (!f || typeof f.lastTurnOrder === 'string') return f;
    let u = unpacked.get(f);
    if (!u) {
      u = { ...f, lastTurnOrder: unpackTurnOrder(f.lastTurnOrder, f.rules, f.timeline.present, f.pageId) ?? '' };
      unpacked.set(f, u);
    }
    return u;
  };
  const arena: Arena = {
    ...t,
    robin,
    ids,
    extra: { wisp, stranger, shade, mirage, lurker, mirageCharacter },
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
    fight,
    history() {
      const f = fight();
      if (!f) return [];
      let states = decoded.get(f);
      if (!states) {
        const t2 = decodeTimeline(f.timeline);
        // an undecodable history is reported by expectHealthy (validateStored); here it is just the present
        states = t2 ? ([...t2.past, t2.present, ...t2.future] as FightStateBase[]) : [f.timeline.present];
        decoded.set(f, states);
      }
      return states;
    },
    secrets() {
      remember();
      return [...secret].map(([id, names]) => {
        const character = characterOf.get(id);
        return character ? { id, names: [...names], character } : { id, names: [...names] };
      });
    },
  };
  return arena;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the fight through its rule set: what must hold for every rule set reads the fight as the script does.

/** The rule set a stored fight names (a fight stored before there were rule sets is a rondel fight). */
export function ruleSetOfFight(f: StoredFight): RuleSet<FightStateBase> {
  const rs = ruleSetOf(f.rules ?? DEFAULT_RULE_SET);
  if (!rs) throw new Error(`the stored fight names no rule set: ${String(f.rules)}`);
  return rs;
}

export interface FightNow {
  readonly rules: RuleSetId;
  readonly rs: RuleSet<FightStateBase>;
  readonly state: FightStateBase;
}

/** The stored fight's rule set and present state; null without a fight. */
export function fightNow(a: Arena): FightNow | null {
  const f = a.fight();
  if (!f) return null;
  const rs = ruleSetOfFight(f);
  return { rules: rs.id, rs, state: f.timeline.present };
}

/** The present of a rondel fight, for what is about the rondel alone (counts, cool-downs, flex). */
export function rondelPresent(a: Arena): CombatState {
  const f = a.fight();
  if (!f) throw new Error('no fight');
  if ((f.rules ?? DEFAULT_RULE_SET) !== 'rondel') throw new Error(`a rondel fight was expected, not ${String(f.rules)}`);
  return f.timeline.present as CombatState;
}

/**
 * Everyone whose turn is now, whoever acts first among them (the current combatant first). The rondel: everyone
 * whose count has come (a tie at the counter, or passed over and waiting); 20-second rounds: everyone at this second
 * of the round. Both are the rows above the clock entry of the tracker. 10-second rounds: the one whose turn it is;
 * the rows above its entry are everyone still to act this round, whose turns are still to come, one after another.
 */
export function dueNow(rs: RuleSet<FightStateBase>, state: FightStateBase): BaseCombatant[] {
  const current = rs.current(state);
  if (rs.id === 'rounds') return current ? [current] : [];
  const due = new Set(rs.tracker(state).due.map((row) => row.id));
  return rs.order(state).filter((c) => due.has(c.id));
}

/**
 * A turn, as its rule set tells one from the next: whose it is, the round (null in the rondel) and its value in the
 * tracker (its count, its second, its initiative). A turn that ends leaves the combatant with another key, or
 * leaves it not due at all.
 */
export function turnKeys(rs: RuleSet<FightStateBase>, state: FightStateBase): Map<string, string> {
  return new Map(dueNow(rs, state).map((c) => [c.id, `${rs.round(state) ?? '-'}:${rs.valueOf(state, c.id) ?? '-'}`]));
}

// ---------------------------------------------------------------------------------------------------------------
// Invariants

/** The head of an error card (render/cards.ts errorCard: the card's accent is COLOURS.bad). */
export const ERROR_ACCENT = 'background:#b71c1c;color:#fff;padding:3px 6px';

/** The bundle reports a caught bug with this log prefix (app.ts reportBug); a caught bug is still a bug. */
export function bugLogs(logs: readonly string[]): string[] {
  return logs.filter((l) => l.includes('EnchantedRealmsCombat: bug in'));
}

/** Arenas whose tracker the script left as another tool sorted it (docs/rules.md §13), until it writes it again. */
const leftSorted = new WeakSet<Arena>();

/** The same tracker entries in another order. */
function samePermutation(raw: unknown, ours: string): boolean {
  if (typeof raw !== 'string' || raw === '' || ours === '') return false;
  const keys = (text: string): string => (JSON.parse(text) as unknown[]).map((e) => JSON.stringify(e)).sort().join('\n');
  try {
    return keys(raw) === keys(ours);
  } catch {
    return false;
  }
}

/** The stored object last found valid, per arena: the script replaces the object at every save, never edits it. */
const validated = new WeakMap<Arena, unknown>();

/**
 * No crash, no caught bug, the stored data validates, and the tracker is the projection of the stored fight.
 * Each check runs cheaply first and asks `expect` only when it fails (the fuzzers call this after every input).
 */
export function expectHealthy(a: Arena, since: RecorderMark, context: string, options: { tracker?: boolean } = {}): void {
  const { sb } = a;
  const seen = sb.recorder.since(since);
  if (sb.recorder.crashes.length) {
    if (!keepGoing) sb.assertNoCrash();
    // keeping going: each crash is counted once, then forgotten so the next one shows
    expectNone('crash', sb.recorder.crashes.splice(0).map((c) => `script crash (${c.phase}): ${c.message}`), context);
  }
  expectNone('caught bug', bugLogs(seen.logs), context);
  const stored = a.stored();
  if (validated.get(a) !== stored || stored === undefined) {
    expectNone('stored state', validateStored(stored), context, a);
    validated.set(a, stored);
  }
  const raw = sb.campaign.get('turnorder');
  const fight = a.fight();
  // the same order sorted back again and again is left as sorted until the turn ends (docs/rules.md §13): the GM was
  // told so; the tracker holds the fight's entries in another order until the script writes it again
  if (seen.chat.some((m) => m.content.includes('sorted again each time'))) leftSorted.add(a);
  if (fight && raw === fight.lastTurnOrder) leftSorted.delete(a);
  if (options.tracker === false) {
    // another script wrote the tracker and no event told the rondel yet (in Roll20 a script's write fires no event)
  } else if (fight) {
    if (raw !== fight.lastTurnOrder && !(leftSorted.has(a) && samePermutation(raw, fight.lastTurnOrder))) {
      if (!keepGoing) expect(raw, `${context}: the tracker is what the script last wrote`).toBe(fight.lastTurnOrder);
      expectNone('tracker', ['the tracker is not what the script last wrote'], context);
    }
    const shown = typeof raw === 'string' && raw !== '' ? (JSON.parse(raw) as Entry[]) : [];
    const projected = project(ruleSetOfFight(fight), fight.timeline.present, fight.pageId, parseTurnOrder(raw));
    if (JSON.stringify(shown) !== JSON.stringify(projected)) {
      if (!keepGoing) expect(shown, `${context}: the tracker is the projection of the stored fight`).toEqual(projected);
      expectNone('tracker', [`the tracker is not the projection of the stored fight (${fight.rules ?? DEFAULT_RULE_SET})`], context);
    }
  } else {
    expectNone('tracker', parseTurnOrder(raw).filter(isCountEntry).map((e) => `an entry “${String(e.custom)}” without a fight`), context);
  }
  // every whisper the script sent reached someone (an unknown /w target drops the message)
  expectNone('whispers to nobody', seen.warnings.filter((w) => w.startsWith('/w ')), context);
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

// ---------------------------------------------------------------------------------------------------------------
// Secrecy: a combatant on the GM layer is hidden from the players, as Roll20's tracker hides it, even from the
// player who controls it. No message a player can see names it, shows its token id, or hints that someone unseen
// is there.

/** A message a player may read at all: posted (not a callback's), by the rondel, not a command or a GM roll. */
function readable(m: RecordedChat): boolean {
  return !m.viaCallback && m.speakingAs !== PEER && m.type !== 'api' && m.type !== 'gmrollresult';
}

/** Messages the rondel sent that a player sees: public ones and whispers to them, never GM whispers. */
export function seenBy(playerId: string, sent: readonly RecordedChat[]): RecordedChat[] {
  return sent.filter((m) => readable(m) && (m.type !== 'whisper' || m.targets.includes(playerId)));
}

/** Words that tell a player that someone they cannot see is there (“Nobody you can see is due”). */
export const REVEALING = /\b(?:you can see|can(?:not|’t|'t) see|unseen|hidden|invisible to you|GM layer)\b/i;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every breach of secrecy in what the scripts sent since `since`. `typed` is the command a player just sent: a
 * reply that repeats what that player typed (a token id they pasted) tells them nothing new.
 */
export function secrecyViolations(a: Arena, since: RecorderMark, typed?: { readonly actor: ActorKey; readonly text: string }): string[] {
  const { sb } = a;
  const sent = sb.recorder.since(since).chat;
  if (sent.length === 0) return [];
  const players = sb.allObjs('player').filter((p) => !sb.playerIsGM(p));
  const secrets = a.secrets().map((s) => ({ ...s, patterns: s.names.map((n) => ({ name: n, re: new RegExp(`\\b${escapeRegExp(n)}\\b`) })) }));
  const typer = typed ? a.player(typed.actor)?.id : undefined;
  // what the GM typed (a note): posted as written, it is the GM's own words, shown to the players by the GM's choice
  // (a note of `@{selected|token_id}` holds the id of whatever token the GM selected, fuzz seed 7070); only where it
  // stands as text: an id in a button's command is the script's
  const gmWords =
    typed !== undefined && typer !== undefined && sb.playerIsGM(typer)
      ? // as the script read it: Roll20 puts the selected token's values in for `@{selected|…}`
        sb.recorder.since(since).delivered.filter((m) => m.type === 'api' && m.playerid === typer).map((m) => m.content).join('\n')
      : '';
  // a note (`--note`) is posted as its writer wrote it, white space folded: the writer's own words, for every reader
  // (a player's reaction noting a token another player had moved to the GM layer, event storm 42)
  const notes = typed !== undefined ? notesOf(typed.text) : [];
  const out: string[] = [];
  for (const m of sent.filter(readable)) {
    // a public message, or a whisper that reaches a player
    const readers = m.type === 'whisper' ? players.filter((p) => m.targets.includes(p.id)) : players;
    if (readers.length === 0) continue;
    const shown = plain(m.content);
    const quoted = `“${shown.replace(/\s+/g, ' ').slice(0, 240)}”`;
    const beyondNotes = notes.reduce((text, note) => text.split(note).join(' … '), folded(shown));
    for (const p of readers) {
      // what the reader typed, as the script shows it (a line break in a name is a space: fuzz seed 24002)
      const own = p.id === typer ? folded((typed as { text: string }).text) : '';
      const where = `${m.type === 'whisper' ? `a whisper to ${String(p.get('_displayname'))}` : `a public message (seen by ${String(p.get('_displayname'))})`}: ${quoted}`;
      for (const s of secrets) {
        // a roll with --char of its character is the character's, as if it had no token (src/app/roller.ts): its card
        // names the character the roller chose to roll as, for everyone (a judgement of the script's, fuzz 11 report)
        const byCharacter = s.character !== undefined && typed !== undefined && typed.text.includes(`--char ${s.character.id}`);
        const named = s.patterns.find((x) => !own.includes(x.name) && !(byCharacter && x.name === s.character?.name) && x.re.test(beyondNotes));
        if (named) out.push(`${where} names ${named.name}, on the GM layer`);
        else if (!own.includes(s.id) && m.content.includes(s.id) && !(gmWords.includes(s.id) && asTextOnly(m.content, shown, s.id))) out.push(`${where} holds the token id of ${s.names[0] ?? s.id}, on the GM layer`);
      }
      if (REVEALING.test(shown)) out.push(`${where} tells of someone unseen`);
    }
  }
  return out;
}

function folded(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** The notes a command carries (`--note` up to the next flag), white space folded, as a card shows them. */
function notesOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/--note\s+([\s\S]*?)(?=\s--[a-z]|$)/gi)) {
    const note = folded(m[1] ?? '').trim();
    if (note !== '') out.push(note);
  }
  return out;
}

/** Whether every place `id` stands in a message is in its text (none in its markup: a button's command, an image). */
function asTextOnly(content: string, shown: string, id: string): boolean {
  return content.split(id).length === shown.split(id).length;
}

export function expectSecrecy(a: Arena, since: RecorderMark, context: string, typed?: { readonly actor: ActorKey; readonly text: string }): void {
  expectNone('secrecy', secrecyViolations(a, since, typed), context);
}

// ---------------------------------------------------------------------------------------------------------------
// No combatant lost or brought back. A combatant leaves the fight only through remove (a command or the tracker),
// its token's deletion, its character's deletion, or end / start; undo and redo move between states of the
// history. A deleted token never comes back: not into the fight, not into any step of the undo history (so no
// undo or redo can bring it back), whatever the order of remove, delete and undo.

/** Token ids deleted since the sandbox was made: by a user, or while the script was down. */
export function deletedTokens(a: Arena): Set<string> {
  return new Set(a.sb.recorder.removed.filter((r) => r.type === 'graphic').map((r) => r.id));
}

/** Every deleted token found in the fight or its history, and every combatant without a live token. */
export function lifeViolations(a: Arena): string[] {
  const f = a.fight();
  if (!f) return [];
  const out: string[] = [];
  const deleted = deletedTokens(a);
  for (const c of f.timeline.present.combatants) {
    if (!a.sb.getObj('graphic', c.id)) out.push(`${c.name} (${c.id}) is in the fight without a token${deleted.has(c.id) ? ': it was deleted' : ''}`);
  }
  if (deleted.size === 0) return out;
  const reported = new Set<string>();
  const pastLength = f.timeline.past.length;
  a.history().forEach((s, i) => {
    for (const c of s.combatants) {
      if (!deleted.has(c.id) || reported.has(c.id)) continue;
      reported.add(c.id);
      const step = i - pastLength;
      out.push(`deleted ${c.name} (${c.id}) is in ${step === 0 ? 'the present' : `undo step ${step}`} of the history: undo or redo would bring it back`);
    }
  });
  return out;
}

export function expectNoResurrection(a: Arena, context: string): void {
  expectNone('a deleted token in the fight or its history', lifeViolations(a), context);
}

/** Who is in the fight, and in each step of its history, before a step is played. */
export interface Roster {
  readonly present: readonly { readonly id: string; readonly name: string }[];
  readonly history: readonly ReadonlySet<string>[];
}

export function roster(a: Arena): Roster {
  return {
    present: a.fight()?.timeline.present.combatants.map((c) => ({ id: c.id, name: c.name })) ?? [],
    history: a.history().map((s) => new Set(s.combatants.map((c) => c.id))),
  };
}

/**
 * Who a step may take out of the fight: anyone (start, end), these ids (remove, deletions), and with `travel`
 * (undo, redo) whoever is missing from some step of the history as it was.
 */
export type MayLeave = 'anyone' | { readonly ids: ReadonlySet<string>; readonly travel?: boolean };

/**
 * A token whose character is gone (deleted): its combatant leaves at the script's next look, whatever it is (README:
 * a deleted character leaves the fight for good; one an undo brought back leaves again; review 13c).
 */
export function orphaned(a: Arena, id: string): boolean {
  const represents = a.sb.getObj('graphic', id)?.get('represents');
  return typeof represents === 'string' && represents !== '' && !a.sb.getObj('character', represents);
}

export function lostViolations(a: Arena, before: Roster, mayLeave: MayLeave): string[] {
  if (mayLeave === 'anyone') return [];
  const now = new Set(combatantIds(a));
  return before.present
    .filter((c) => !now.has(c.id) && !mayLeave.ids.has(c.id) && !(mayLeave.travel && before.history.some((h) => !h.has(c.id))) && !orphaned(a, c.id))
    .map((c) => `${c.name} (${c.id}) left the fight`);
}

export function expectNoneLost(a: Arena, before: Roster, mayLeave: MayLeave, context: string): void {
  expectNone('combatants lost', lostViolations(a, before, mayLeave), context);
}

// ---------------------------------------------------------------------------------------------------------------
// A run normally stops at the first breach. With HARDENING_KEEP_GOING set, the breaches of the invariants above are
// counted, the first of each kind kept, and the run goes on: a way to measure a fuzzer against a script whose
// defects are known (the summary is printed by `breachSummary`).

export const breaches = new Map<string, { count: number; first: string }>();
const keepGoing = Boolean(process.env.HARDENING_KEEP_GOING);

/**
 * Fails with the violations of one kind of invariant (or, keeping going, records them). Given the arena, violations
 * that a known defect explains (KNOWN_DEFECTS) are counted as that defect's, and the arena is spoilt.
 */
export function expectNone(kind: string, violations: readonly string[], context: string, a?: Arena): void {
  if (violations.length === 0) return;
  if (a && knownDefect(a, kind, violations, context)) return;
  if (!keepGoing) {
    // the first violation in the title: the diff below it is cut short by the runner
    expect(violations, `${context}: ${kind}: ${violations[0]}`).toEqual([]);
    return;
  }
  for (const v of violations) {
    // one entry per kind of message: ids and counts vary, the sentence does not
    const key = `${kind}: ${v.replace(/“.*”/, '“…”').replace(/-[\w-]{19}/g, 'ID').replace(/\d+/g, 'N')}`;
    const seen = breaches.get(key);
    if (seen) seen.count += 1;
    else breaches.set(key, { count: 1, first: `${context}: ${v}` });
  }
}

export function breachSummary(): string {
  return [...breaches].map(([key, b]) => `${b.count}× ${key}\n    first: ${b.first}`).join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Known defects of src/ that the invariants found. Each has its failing scenario in regressions.test.ts, with the
// title given here; until it is fixed, a breach it explains is counted (and printed by the fuzzers), not failed, and
// the run it spoilt stops after that step: what would follow are its consequences (a stored fight the script can no
// longer read is paused at the next restart, and from then on every invariant fails). Drop an entry once its
// scenario passes: the fuzzers then check what it used to excuse.

interface KnownDefect {
  /** The title of its scenario in regressions.test.ts (or in `file`). */
  readonly regression: string;
  /** The file of its failing scenario, when not regressions.test.ts. */
  readonly file?: string;
  /** Whether it explains these violations of one kind of invariant, in the arena as it is now. */
  readonly explains: (a: Arena, kind: string, violations: readonly string[]) => boolean;
}


/** A defect found by a fuzzer goes here, with its regression scenario, until it is fixed. */
export const KNOWN_DEFECTS: readonly KnownDefect[] = [
  // none known: fuzz 11's (another script's tracker write dropped without a word) is fixed
];

/** How often each known defect showed, and where first. */
export const knownSeen = new Map<string, { count: number; first: string }>();
const spoiltBy = new WeakMap<Arena, string>();

/** The known defect that spoilt this arena's run, if one did: the run stops. */
export function spoilt(a: Arena): string | undefined {
  return spoiltBy.get(a);
}

function knownDefect(a: Arena, kind: string, violations: readonly string[], context: string): boolean {
  const defect = KNOWN_DEFECTS.find((d) => d.explains(a, kind, violations));
  if (!defect) return false;
  const seen = knownSeen.get(defect.regression);
  if (seen) seen.count += 1;
  else knownSeen.set(defect.regression, { count: 1, first: `${context}: ${kind}: ${violations[0] ?? ''}` });
  spoiltBy.set(a, defect.regression);
  return true;
}

/** The known defects seen, for a fuzzer's summary. */
export function knownSummary(): string {
  return [...knownSeen].map(([title, k]) => `${k.count}× known defect “${title}” (${KNOWN_DEFECTS.find((d) => d.regression === title)?.file ?? 'regressions.test.ts'})\n    first: ${k.first}`).join('\n');
}
