// Playing one generated input and checking what it did (issue 8): shared by the command fuzzer and the storms.
// After every input: the arena is healthy, nothing secret reached a player, no deleted token is in the fight or
// its history, and (for the command fuzzer) nobody left the fight but by remove, deletion, end or start.
import { expect } from 'vitest';
import { COMMAND_WORDS, expandInlineRolls, joinedLines, parseCommandLine } from '../../src/commands/parse';
import type { FightStateBase, RuleSet, RuleSetId } from '../../src/rules/core/rule-set';
import { plain } from '../integration/table';
import type { DoubleObject, RecordedChat, RecorderMark } from 'roll20-double';
import {
  combatantIds,
  controllerIds,
  ERROR_ACCENT,
  expectHealthy,
  expectNone,
  expectNoneLost,
  expectNoResurrection,
  expectSecrecy,
  expectWhisperedToSenderOnly,
  fightNow,
  hiddenNow,
  orphaned,
  PEER,
  roster,
  senderTargets,
  turnKeys,
  type ActorKey,
  type Arena,
  type MayLeave,
  type TokenKey,
} from './arena';
import type { Play } from './generators';
import type { Input } from './playing';
import { isForeignWrite, mayLeaveByEvent, playEvent } from './table-events';

function commandWords(a: Arena): string[] {
  const alias = (a.stored()?.config as { alias?: string } | undefined)?.alias;
  return alias ? [...COMMAND_WORDS, alias] : [...COMMAND_WORDS];
}

/**
 * The command the script received since `since` (its verb, and its action for `act`): Roll20 (and the double) takes
 * a roll template out of the text, turns inline rolls into `$[[n]]` and joins lines with `<br/>`, so the text as typed
 * is not always what the script reads.
 */
function received(a: Arena, since: RecorderMark, words: readonly string[], eot: boolean): { verb: string; arg: string | null; help: boolean; flags: Readonly<Record<string, unknown>> } | null {
  const msg = a.sb.recorder.since(since).delivered.find((m) => m.type === 'api');
  if (!msg) return null;
  // `!eot` is read as `done` when the GM turned it on (config eot=on)
  const content = eot && /^!eot(\s|$)/i.test(msg.content) ? '!rondel done' : msg.content;
  // a command of several lines arrives with its lines joined by `<br/>`, read as spaces
  const parsed = parseCommandLine(joinedLines(expandInlineRolls(content, msg.inlinerolls)), words);
  return parsed?.ok ? { verb: parsed.command.verb.name, arg: parsed.command.arg, help: parsed.command.help, flags: parsed.command.flags } : null;
}

/**
 * What a state says about one combatant, in any rule set: its own record (but its tie-break roll, which another's
 * declaration may re-roll), and every entry of the state that names it: its pending spells, its held speech, the
 * turn it has (10-second rounds keep the action of the turn there).
 */
function factsAbout(state: FightStateBase, id: string): string {
  const facts: unknown[] = [];
  for (const [key, value] of Object.entries(state)) {
    if (key === 'combatants') {
      const c = state.combatants.find((x) => x.id === id);
      facts.push(c ? { ...c, tie: undefined } : null);
    } else if (key === 'stoodUp' || key === 'keptAt') {
      // when each stood up (or what its action there lifted), for its window's hexes: a step prunes the entries of
      // windows gone by, whoever's they are
      continue;
    } else if (Array.isArray(value)) {
      // an entry that names it (a list the state gains, empty, names nobody: fuzz 11's `stand --react`)
      const about = value.filter((e: { id?: unknown; casterId?: unknown } | null) => e?.id === id || e?.casterId === id);
      if (about.length) facts.push({ [key]: about });
    } else if (typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id) facts.push(value);
  }
  return JSON.stringify(facts);
}

/** Combatants a step declared for, that reacted, spoke or fired a readied action: a player may only touch their own. */
function touched(before: FightStateBase | undefined, after: FightStateBase | undefined): string[] {
  if (!before || !after) return [];
  return after.combatants.filter((c) => before.combatants.some((b) => b.id === c.id) && factsAbout(before, c.id) !== factsAbout(after, c.id)).map((c) => c.id);
}

/**
 * Counters for the fuzzers' summaries (reasons only with HARDENING_REASONS set): chat commands, how many changed the
 * stored data, how many of those a player sent, how many were refused, how many came from another script; presses
 * of the tracker's next button, and token deletions.
 */
export interface Stats {
  commands: number;
  changed: number;
  byPlayers: number;
  refused: number;
  api: number;
  presses: number;
  pressesChanged: number;
  pressesByPlayers: number;
  deletions: number;
  /** Table events besides chat and the next button (fuzz 11): renames, layers, controllers, sheets, tracker edits, other scripts, pages. */
  events: number;
}

const noStats = (): Stats => ({ commands: 0, changed: 0, byPlayers: 0, refused: 0, api: 0, presses: 0, pressesChanged: 0, pressesByPlayers: 0, deletions: 0, events: 0 });

/** Every input, whatever the rule set. */
export const stats: Stats = noStats();
/** Inputs per rule set of the fight they were played in (the one they started, for a start without a fight). */
export const statsByRules = new Map<RuleSetId | 'none', Stats>();
/**
 * What changed the fight, per rule set: the verb, and for `act` the action (`act magic`), `next` for a press of the
 * tracker's button: so a run shows that each rule set's own actions were played, not just refused.
 */
export const changedBy = new Map<RuleSetId | 'none', Map<string, number>>();
export const reasons = new Map<string, number>();
/** Per verb the script read (`none`: a line it did not read as ours): sent, changed the fight, refused (HARDENING_REASONS). */
export const verbsSent = new Map<string, { sent: number; changed: number; refused: number }>();

function tally(verb: string | null, what: 'sent' | 'changed' | 'refused'): void {
  if (!process.env.HARDENING_REASONS) return;
  const key = verb ?? 'none';
  let t = verbsSent.get(key);
  if (!t) verbsSent.set(key, (t = { sent: 0, changed: 0, refused: 0 }));
  t[what] += 1;
}

/** The rule set an input is counted under: its fight's, before it or else after it. */
function rulesOfInput(before: RuleSetId | undefined, a: Arena): RuleSetId | 'none' {
  return before ?? fightNow(a)?.rules ?? 'none';
}

function count(rules: RuleSetId | 'none', key: keyof Stats): void {
  stats[key] += 1;
  let own = statsByRules.get(rules);
  if (!own) statsByRules.set(rules, (own = noStats()));
  own[key] += 1;
}

function countChange(rules: RuleSetId | 'none', what: string): void {
  let own = changedBy.get(rules);
  if (!own) changedBy.set(rules, (own = new Map()));
  own.set(what, (own.get(what) ?? 0) + 1);
}

/** The GM's note that another script changed the tracker (noticed at any command, whoever sent it). */
function isForeignWriteNotice(a: Arena, m: RecordedChat): boolean {
  return m.type === 'whisper' && m.targets.join() === a.gm.id && /^[^\n:]*: turn tracker/.test(plain(m.content));
}

/** A player who controls the combatant due now (the GM when none does). */
export function owner(a: Arena): ActorKey {
  const f = fightNow(a);
  const due = f?.rs.current(f.state);
  if (!due) return 'gm';
  const ids = controllerIds(a, due.id);
  const found = (['pat', 'sam', 'robin'] as const).find((k) => ids.includes(a.player(k)!.id));
  return found ?? 'gm';
}

/**
 * The combatants whose turn a step ended: due before it (`dueNow`), and not in the same turn after it (`turnKeys`).
 * A next ends one turn at most (README: “end the current turn”; with --step, then the clock moves by exactly one): a
 * combatant tied at the same count or second keeps its own turn, and in 10-second rounds the turn goes to the next.
 */
export function turnsEnded(rs: RuleSet<FightStateBase>, before: FightStateBase | undefined, after: FightStateBase | undefined): string[] {
  if (!before || !after) return [];
  const was = turnKeys(rs, before);
  const now = turnKeys(rs, after);
  const staying = new Set(after.combatants.map((c) => c.id));
  return before.combatants.filter((c) => was.has(c.id) && staying.has(c.id) && now.get(c.id) !== was.get(c.id)).map((c) => c.name);
}

/** `before` and `after`: the fight's rule set and its present, read before and after the step (`fightNow`). */
export function expectOneTurnEnded(before: ReturnType<typeof fightNow>, after: ReturnType<typeof fightNow>, context: string): void {
  if (!before || !after || before.rules !== after.rules) return;
  const ended = turnsEnded(before.rs, before.state, after.state);
  expectNone('one next ended several turns', ended.length > 1 ? [`the turns of “${ended.join(', ')}” ended (${before.rules})`] : [], context);
}

/** Who a command may take out of the fight, by the verb the script read (see `playCommand`). */
export function mayLeaveBy(a: Arena, verb: string | null, text: string, selection: readonly TokenKey[]): MayLeave {
  if (verb === 'start' || verb === 'end' || verb === 'repair') return 'anyone';
  if (verb === 'undo' || verb === 'redo') return { ids: new Set(), travel: true };
  if (verb === 'remove') return { ids: new Set([...Object.values(a.ids).filter((id) => text.includes(id)), ...selection.map((k) => a.ids[k])]) };
  return { ids: new Set() };
}

const where = (step: number | string): string => (typeof step === 'number' ? `step ${step}` : step);

/** `ran`: the script read the line as one of its commands and ran it (so it looked at the tracker first). */
type Healthy = (mark: RecorderMark, context: string, ran: boolean) => void;

/**
 * Plays one command and checks it; `healthy` checks the arena afterwards (the storms relax the tracker check).
 * `step` is the input's number in its run, or a label such as `run 3 step 12`. Returns the verb the script read
 * (null when it read none), and the selection actually sent.
 */
export function playCommand(
  a: Arena,
  p: Play,
  step: number | string,
  healthy: Healthy = (mark, context) => expectHealthy(a, mark, context),
): { verb: string | null; selection: readonly TokenKey[] } {
  const actor = p.actor === 'owner' ? owner(a) : p.actor;
  // Roll20 does not show a token on the GM layer to a player, so a player cannot select it
  const selection = actor === 'gm' || actor === 'api' ? p.selection : p.selection.filter((k) => !hiddenNow(a, k));
  const s = { ...p, actor, selection };
  const context = `${where(step)}: ${s.actor} ${JSON.stringify(s.text)} selecting ${JSON.stringify(s.selection)}`;
  const before = JSON.stringify(a.stored());
  const fightBefore = fightNow(a);
  // another script's tracker write waiting to be adopted: any command adopts it first, whoever sent it
  // or a combatant whose character is gone (deleted): any command's look takes it out first, whoever sent it (review 13c)
  const foreignBefore =
    a.fight() !== null && (a.sb.campaign.get('turnorder') !== a.fight()?.lastTurnOrder || combatantIds(a).some((id) => orphaned(a, id)));
  // undo and redo look at the whole history first, whoever sent them: a token in some step of it whose character is
  // gone is forgotten there, quietly, before a player's undo is refused (event storm 78)
  const orphanInHistory = a.fight() !== null && a.history().some((st) => st.combatants.some((c) => orphaned(a, c.id)));
  const words = commandWords(a);
  const eot = (a.stored()?.config as { eot?: boolean } | undefined)?.eot === true;
  const dueBefore = fightBefore?.rs.current(fightBefore.state);
  const momentBefore = moment(a);
  const mark = a.sb.recorder.mark();
  const delivered = a.send(s.actor, s.text, s.selection);
  const command = delivered ? received(a, mark, words, eot) : null;
  const verb = command?.verb ?? null;
  const rules = rulesOfInput(fightBefore?.rules, a);
  count(rules, 'commands');
  tally(verb, 'sent');
  const replies = a.sb.recorder.since(mark).chat.filter((m) => m.speakingAs !== PEER);
  if (!delivered) {
    // Roll20 rejects a malformed inline roll before any script sees the message
    expect(replies, context).toEqual([]);
    expect(JSON.stringify(a.stored()), context).toBe(before);
    return { verb, selection };
  }
  healthy(mark, context, verb !== null && command?.help !== true);
  const fightAfter = fightNow(a);
  if (verb !== 'start') expectSameRuleSet(fightBefore, fightAfter, context);
  if (!foreignBefore && (verb === 'next' || verb === 'done')) expectOneTurnEnded(fightBefore, fightAfter, context);
  if (command && !command.help && !foreignBefore) expectStaleButtonsDoNothing(a, command, fightBefore, momentBefore, before, context);
  noteAsks(a, mark, verb, command);
  expectSecrecy(a, mark, context, s);
  expectNoResurrection(a, context);
  const changed = JSON.stringify(a.stored()) !== before;
  // a hook (README, Hooks) is a command the script sends as itself: its refusal goes to the GM, as another script's
  const hooked = a.sb.recorder.since(mark).delivered.filter((m) => m.type === 'api').length > 1;
  for (const m of replies.filter((r) => r.content.includes(ERROR_ACCENT))) {
    if (hooked && m.type === 'whisper' && m.targets.join() === a.gm.id) continue;
    expect({ type: m.type, targets: m.targets }, `${context}: an error card goes to the sender only`).toEqual({ type: 'whisper', targets: senderTargets(a, s.actor) });
  }
  if (s.actor === 'api') count(rules, 'api');
  if (replies.some((r) => r.content.includes(ERROR_ACCENT))) {
    count(rules, 'refused');
    tally(verb, 'refused');
    if (process.env.HARDENING_REASONS) {
      const reason = plain(replies.find((r) => r.content.includes(ERROR_ACCENT))!.content).split('\n')[1]?.replace(/[“"].*$/, '').slice(0, 50) ?? '';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }
  // with autodamage=on an attack's damage is applied at once: a step of the fight, as the Apply button's (fuzz 11)
  const autoDamage = (a.stored()?.config as { autoDamage?: boolean } | undefined)?.autoDamage === true && verb === 'attack';
  if (verb !== null && ROLL_VERBS.includes(verb)) {
    // a roll posts its card for everyone and never changes the fight; only the stored rolls (Apply buttons) may grow
    const fightOf = (json: string): string => JSON.stringify((JSON.parse(json) as { fight?: unknown } | null)?.fight ?? null);
    // (another script's tracker write is taken in first: that changes the stored fight, not the roll)
    if (!autoDamage && !foreignBefore) expect(fightOf(JSON.stringify(a.stored())), `${context}: a roll changed the fight`).toBe(fightOf(before));
    return { verb, selection };
  }
  if (!changed) {
    expectWhisperedToSenderOnly(a, s.actor, replies.filter((m) => !isForeignWriteNotice(a, m)), `${context}: nothing changed, so only the sender hears of it`);
    return { verb, selection };
  }
  count(rules, 'changed');
  tally(verb, 'changed');
  countChange(rules, verb === 'act' && command?.arg ? `act ${command.arg}` : (verb ?? '?'));
  const isPlayer = s.actor !== 'api' && !a.sb.playerIsGM(a.player(s.actor)!);
  const wholeLook = orphanInHistory && (verb === 'undo' || verb === 'redo');
  if (isPlayer && !foreignBefore && !wholeLook) {
    count(rules, 'byPlayers');
    expect(PLAYER_VERBS, `${context}: a player changed the fight with ${verb}`).toContain(verb);
    const playerId = a.player(s.actor)!.id;
    if (verb === 'done') {
      // `done` ends the sender's own turn, as the tracker's next does for the token on top: what follows is the fight's
      expect(dueBefore && controllerIds(a, dueBefore.id), `${context}: ${s.actor} ended the turn of ${dueBefore?.name ?? 'nobody'}`).toContain(playerId);
      expect(dueBefore && hiddenKey(a, dueBefore.id), `${context}: ${s.actor} ended the turn of ${dueBefore?.name ?? 'nobody'}, on the GM layer`).toBe(false);
    } else
      for (const id of touched(fightBefore?.state, fightAfter?.state)) {
        expect(controllerIds(a, id), `${context}: ${s.actor} acted for ${id}${process.env.FUZZ_TRACE ? `: ${factsAbout(fightBefore!.state, id)} → ${factsAbout(fightAfter!.state, id)}` : ''}`).toContain(playerId);
        // a token on the GM layer is the GM's to play, even one a player controls (docs/rules.md §13)
        expect(hiddenKey(a, id), `${context}: ${s.actor} acted for ${id}, on the GM layer`).toBe(false);
      }
  }
  return { verb, selection };
}

// ---------------------------------------------------------------------------------------------------------------
// Buttons made for one moment act for nobody after it (fuzz 11; docs/rules.md §15 "Menus carry their turn", ruling
// 88; README "Apply"): a menu's `--turn`, the End the turn button's `--turn --due`, End the fight's and Start a new
// fight's `--asked`, an Apply damage button pressed twice.

/** The fight's moment: its present (names aside: a rename is no step) and where it is in its history. */
function moment(a: Arena): string | null {
  const f = a.fight();
  if (!f) return null;
  const present = { ...f.timeline.present, combatants: f.timeline.present.combatants.map((c) => ({ ...c, name: '' })) };
  return `${f.timeline.past.length}/${f.timeline.future.length}/${JSON.stringify(present)}`;
}

/**
 * Per arena, the moment each ask was made at (End the fight?, A fight is still running): its button works then and
 * never after. Absent: not known (a token was deleted since, which changes the present without a step).
 */
const asks = new WeakMap<Arena, { end?: string | null; start?: string | null }>();
/** Per arena, the Apply buttons whose damage was applied and not taken back since (undo, redo forget them all). */
const applied = new WeakMap<Arena, Set<string>>();

function asksOf(a: Arena): { end?: string | null; start?: string | null } {
  let x = asks.get(a);
  if (!x) asks.set(a, (x = { end: null, start: null }));
  return x;
}

/** A table event that changes the present without a step of the fight: the asks' moments are no longer known. */
export function forgetAsks(a: Arena): void {
  asks.set(a, {});
}

function noteAsks(a: Arena, mark: RecorderMark, verb: string | null, command: { flags: Readonly<Record<string, unknown>> } | null): void {
  const said = a.sb.recorder.since(mark).chat.map((m) => plain(m.content));
  const x = asksOf(a);
  if (said.some((c) => c.includes('End the fight?'))) x.end = moment(a);
  if (said.some((c) => c.includes('A fight is still running'))) x.start = moment(a);
  if (verb === 'undo' || verb === 'redo') applied.delete(a);
  // an Apply that applied (one refused, a player's, an unknown roll's, applies nothing)
  if (verb === 'apply' && typeof command?.flags.roll === 'string' && said.some((c) => c.startsWith('Damage applied'))) {
    let set = applied.get(a);
    if (!set) applied.set(a, (set = new Set()));
    set.add(command.flags.roll);
  }
}

function expectStaleButtonsDoNothing(
  a: Arena,
  command: { verb: string; flags: Readonly<Record<string, unknown>> },
  before: ReturnType<typeof fightNow>,
  momentBefore: string | null,
  storedBefore: string,
  context: string,
): void {
  const { verb, flags } = command;
  const problems: string[] = [];
  const same = moment(a) === momentBefore;
  if (before) {
    const clock = before.rs.clock(before.state);
    const due = before.rs.current(before.state);
    if ((verb === 'act' || verb === 'next') && typeof flags.turn === 'number' && flags.turn !== clock && !same) problems.push(`${verb} --turn ${flags.turn} acted at ${JSON.stringify(clock)}`);
    if (verb === 'next' && typeof flags.due === 'string' && flags.due !== due?.id && !same) problems.push(`next --due for a turn that is not now moved the fight (${due?.name ?? 'nobody'} was due)`);
    const x = asksOf(a);
    if (verb === 'end' && flags.confirm === true && flags.asked === true && x.end !== undefined && x.end !== momentBefore && a.fight() === null)
      problems.push(`End the fight (--asked) ended a fight ${x.end === null ? 'nobody asked about' : 'that had moved on since it asked'}`);
    if (verb === 'start' && flags.confirm === true && flags.asked === true && x.start !== undefined && x.start !== momentBefore && !same)
      problems.push(`Start a new fight (--asked) replaced a fight ${x.start === null ? 'nobody asked about' : 'that had moved on since it asked'}`);
  }
  if (verb === 'apply' && typeof flags.roll === 'string' && applied.get(a)?.has(flags.roll) && JSON.stringify(a.stored()) !== storedBefore)
    problems.push(`apply --roll ${flags.roll} applied again`);
  expectNone('a stale button acted', problems, context);
}

/** The rolls (docs/rules.md §10): anyone who controls the roller may roll, and a roll never changes the fight. */
const ROLL_VERBS = ['attack', 'check', 'save', 'competition'];

/** The verbs by which a player may change the fight: for the combatants they control. */
const PLAYER_VERBS = ['act', 'react', 'trigger', 'say', 'stand', 'done'];

/** Whether a token (by id) is on the GM layer now. */
function hiddenKey(a: Arena, id: string): boolean {
  return a.sb.getObj('graphic', id)?.get('layer') === 'gmlayer';
}

/** Arenas where another script wrote the tracker (no event) and the script has not looked since. */
const foreignPending = new WeakSet<Arena>();
/**
 * Where another script's write that changed the fight's own rows (GroupInitiative's clear or its rolls) began, per
 * arena: when the script takes the tracker back, the GM must have been told (docs/rules.md §13 "Changes found after
 * the fact": "other edits are handled as above, and the GM is told"; "An unreadable tracker ... is rebuilt from the
 * fight, and the GM is told").
 */
const foreignUntold = new WeakMap<Arena, { mark: RecorderMark; what: string }>();

/** A fight keeps its rule set from start to end (docs/rules.md §9): only a new start changes it. */
function expectSameRuleSet(before: ReturnType<typeof fightNow>, after: ReturnType<typeof fightNow>, context: string): void {
  if (before && after && before.rules !== after.rules) expectNone('the rule set changed in a fight', [`${before.rules} became ${after.rules}`], context);
}

/** Plays one input of the playing fuzzer: a command, a press of the tracker's next button, or a deleted token. */
export function playInput(a: Arena, input: Input, step: number | string): void {
  const before = roster(a);
  // another script wrote the tracker and nobody looked since: the tracker is not the script's until it looks (a
  // command it runs, a press); a line it does not run (not ours, a refused parse, --help) leaves it as it is
  const settle = (): void => {
    if (foreignPending.has(a) && (!a.fight() || a.sb.campaign.get('turnorder') === a.fight()?.lastTurnOrder)) {
      foreignPending.delete(a);
      const untold = foreignUntold.get(a);
      foreignUntold.delete(a);
      if (untold && a.fight()) {
        const told = a.sb.recorder.since(untold.mark).chat.some((m) => isForeignWriteNotice(a, m));
        expectNone('another script’s tracker write dropped without a word', told ? [] : [`${untold.what}: the tracker is the script’s again and the GM was not told`], `${where(step)}: ${JSON.stringify(input)}`, a);
      }
    }
  };
  if (input.kind === 'command') {
    const healthy: Healthy = (mark, context, ran) => {
      settle();
      expectHealthy(a, mark, context, { tracker: ran || !foreignPending.has(a) });
    };
    const played = playCommand(a, { actor: input.actor, text: input.text, selection: input.selection }, step, healthy);
    expectNoneLost(a, before, mayLeaveBy(a, played.verb, input.text, played.selection), `${where(step)}: ${input.actor} ${JSON.stringify(input.text)}`);
    return;
  }
  const context = `${where(step)}: ${JSON.stringify(input)}`;
  const stored = JSON.stringify(a.stored());
  const mark = a.sb.recorder.mark();
  const fightBefore = fightNow(a);
  const rules = rulesOfInput(fightBefore?.rules, a);
  // who may leave: a deleted token, a tracker entry removed (read before the event, from the tracker it edits)
  let leaving = new Set<string>();
  let pressed = false;
  if (input.kind === 'press') {
    const top = a.sb.turnOrder()[0];
    const player = a.player(input.who) as DoubleObject;
    // an empty tracker has no button to press: no event, nothing looked at
    pressed = a.sb.driver.tracker.next(player);
    count(rules, 'presses');
    expectOneTurnEnded(fightBefore, fightNow(a), context);
    const changed = JSON.stringify(a.stored()) !== stored;
    if (changed) {
      count(rules, 'pressesChanged');
      countChange(rules, 'press');
      if (!a.sb.playerIsGM(player)) {
        count(rules, 'pressesByPlayers');
        // Roll20 lets a player press next only when the top token is theirs
        expect(top && controllerIds(a, top.id), `${context}: a player moved the fight on`).toContain(player.id);
      }
    }
  } else if (input.kind === 'delete') {
    forgetAsks(a);
    const token = a.sb.getObj('graphic', a.ids[input.token]);
    if (token) a.sb.driver.remove(token);
    count(rules, 'deletions');
  } else {
    leaving = mayLeaveByEvent(a, input.event);
    if (input.event.kind === 'delete') forgetAsks(a);
    // a rename looks at the tracker (docs/rules.md §13): another script's write found there is adopted at once when the
    // GM chose trackeredits=adopt, and may move whose turn it is
    const adoptsForeign = foreignPending.has(a) && (a.stored()?.config as { trackerEdits?: string } | undefined)?.trackerEdits === 'adopt';
    const adopting = input.event.kind === 'rename' && adoptsForeign;
    const written = a.sb.campaign.get('turnorder');
    playEvent(a, input.event);
    count(rules, input.event.kind === 'delete' ? 'deletions' : 'events');
    if (isForeignWrite(input.event)) {
      foreignPending.add(a);
      const e = input.event;
      const changedRows = e.kind === 'foreign' && e.op !== 'turnmarker' && a.fight() !== null && a.sb.campaign.get('turnorder') !== written;
      if (changedRows && !foreignUntold.has(a)) foreignUntold.set(a, { mark, what: `another script’s write (${e.kind === 'foreign' ? e.op : ''})` });
    }
    // a tracker edit that looks like a press (the top entry dragged to the end) is one: it ends one turn at most; unless
    // it also takes in another script's write the GM chose to adopt (trackeredits=adopt), which may move any count, as
    // a command that adopts one may (GroupInitiative's re-roll moves the combatants due now off the count)
    if (input.event.kind === 'tracker') {
      if (!adoptsForeign) expectOneTurnEnded(fightBefore, fightNow(a), context);
    }
    // nothing but a press, a command or a deleted token changes whose turn it is, or the clock
    else if (fightBefore && input.event.kind !== 'delete' && !adopting) expectSameClock(fightBefore, fightNow(a), context);
  }
  settle();
  expectSameRuleSet(fightBefore, fightNow(a), context);
  // a press looks at the tracker first (as a command does); another event does not read it
  expectHealthy(a, mark, context, { tracker: pressed || !foreignPending.has(a) });
  expectSecrecy(a, mark, context);
  expectNoResurrection(a, context);
  if (input.kind === 'delete') leaving = new Set([a.ids[input.token]]);
  expectNoneLost(a, before, { ids: leaving }, context);
}

/** A rename, a layer, a sheet, the page, another script's write: none of them moves the fight's clock or its turns. */
function expectSameClock(before: NonNullable<ReturnType<typeof fightNow>>, after: ReturnType<typeof fightNow>, context: string): void {
  if (!after || before.rules !== after.rules) return;
  const was = [...turnKeys(before.rs, before.state)].join();
  const now = [...turnKeys(after.rs, after.state)].join();
  const clock = (f: typeof before): string => JSON.stringify(f.rs.clock(f.state));
  const problems = [];
  if (clock(before) !== clock(after)) problems.push(`the clock moved: ${clock(before)} → ${clock(after)}`);
  else if (was !== now) problems.push(`the turns changed: ${was} → ${now}`);
  expectNone('an event moved the fight on', problems, context);
}
