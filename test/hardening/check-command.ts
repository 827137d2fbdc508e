// Playing one generated input and checking what it did (issue 8): shared by the command fuzzer and the storms.
// After every input: the arena is healthy, nothing secret reached a player, no deleted token is in the fight or
// its history, and (for the command fuzzer) nobody left the fight but by remove, deletion, end or start.
import { expect } from 'vitest';
import { COMMAND_WORDS, expandInlineRolls, parseCommandLine } from '../../src/commands/parse';
import type { Combatant, CombatState } from '../../src/rules/rondel/state';
import { currentCombatant } from '../../src/rules/rondel/order';
import { plain } from '../integration/table';
import type { DoubleObject, RecordedChat, RecorderMark } from '../roll20-double';
import {
  controllerIds,
  ERROR_ACCENT,
  expectHealthy,
  expectNone,
  expectNoneLost,
  expectNoResurrection,
  expectSecrecy,
  expectWhisperedToSenderOnly,
  HIDDEN_KEYS,
  PEER,
  roster,
  senderTargets,
  type ActorKey,
  type Arena,
  type MayLeave,
  type TokenKey,
} from './arena';
import type { Play } from './generators';
import type { Input } from './playing';

function commandWords(a: Arena): string[] {
  const alias = (a.stored()?.config as { alias?: string } | undefined)?.alias;
  return alias ? [...COMMAND_WORDS, alias] : [...COMMAND_WORDS];
}

/**
 * The verb of the command the script received since `since`: Roll20 (and the double) takes a roll template out of
 * the text and turns inline rolls into `$[[n]]`, so the text as typed is not always what the script reads.
 */
function receivedVerb(a: Arena, since: RecorderMark, words: readonly string[]): string | null {
  const msg = a.sb.recorder.since(since).delivered.find((m) => m.type === 'api');
  if (!msg) return null;
  const parsed = parseCommandLine(expandInlineRolls(msg.content, msg.inlinerolls), words);
  return parsed?.ok ? parsed.command.verb.name : null;
}

/** Combatants a step declared for or that reacted: those a player may only touch when they control them. */
function touched(before: readonly Combatant[], after: readonly Combatant[]): string[] {
  const out: string[] = [];
  for (const c of after) {
    const b = before.find((x) => x.id === c.id);
    if (!b) continue;
    const flexBefore = b.markers.filter((m) => m.kind === 'flex').length;
    const flexAfter = c.markers.filter((m) => m.kind === 'flex').length;
    const declared = c.lastAction !== b.lastAction || c.nextAt !== b.nextAt;
    if (flexAfter > flexBefore || declared || c.conditions.join() !== b.conditions.join() || c.tier !== b.tier || c.perceptionMod !== b.perceptionMod) out.push(c.id);
  }
  return out;
}

/**
 * Counters for the fuzzers' summaries (reasons only with HARDENING_REASONS set): chat commands, how many changed the
 * stored data, how many of those a player sent, how many were refused, how many came from another script; presses
 * of the tracker's next button, and token deletions.
 */
export const stats = { commands: 0, changed: 0, byPlayers: 0, refused: 0, api: 0, presses: 0, pressesChanged: 0, pressesByPlayers: 0, deletions: 0 };
export const reasons = new Map<string, number>();

/** The GM's note that another script changed the tracker (noticed at any command, whoever sent it). */
function isForeignWriteNotice(a: Arena, m: RecordedChat): boolean {
  return m.type === 'whisper' && m.targets.join() === a.gm.id && plain(m.content).startsWith('Rondel: turn tracker');
}

/** A player who controls the combatant due now (the GM when none does). */
export function owner(a: Arena): ActorKey {
  const present = a.fight()?.timeline.present;
  const due = present ? currentCombatant(present) : undefined;
  if (!due) return 'gm';
  const ids = controllerIds(a, due.id);
  const found = (['pat', 'sam', 'robin'] as const).find((k) => ids.includes(a.player(k)!.id));
  return found ?? 'gm';
}

/**
 * The combatants whose turn a step ended: due before it, and their next count moved. A next ends one turn at most
 * (README: “end the current turn”; with --step, then exactly one count): a combatant tied at the same count keeps its
 * own turn.
 */
export function turnsEnded(before: CombatState | undefined, after: CombatState | undefined): string[] {
  if (!before || !after) return [];
  const now = new Map(after.combatants.map((c) => [c.id, c]));
  return before.combatants.filter((c) => c.nextAt <= before.counter && now.has(c.id) && now.get(c.id)?.nextAt !== c.nextAt).map((c) => c.name);
}

export function expectOneTurnEnded(before: CombatState | undefined, after: CombatState | undefined, context: string): void {
  const ended = turnsEnded(before, after);
  expectNone('one next ended several turns', ended.length > 1 ? [`the turns of “${ended.join(', ')}” ended`] : [], context);
}

/** Who a command may take out of the fight, by the verb the script read (see `playCommand`). */
export function mayLeaveBy(a: Arena, verb: string | null, text: string, selection: readonly TokenKey[]): MayLeave {
  if (verb === 'start' || verb === 'end' || verb === 'repair') return 'anyone';
  if (verb === 'undo' || verb === 'redo') return { ids: new Set(), travel: true };
  if (verb === 'remove') return { ids: new Set([...Object.values(a.ids).filter((id) => text.includes(id)), ...selection.map((k) => a.ids[k])]) };
  return { ids: new Set() };
}

const where = (step: number | string): string => (typeof step === 'number' ? `step ${step}` : step);

type Healthy = (mark: RecorderMark, context: string) => void;

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
  const selection = actor === 'gm' || actor === 'api' ? p.selection : p.selection.filter((k) => !HIDDEN_KEYS.includes(k));
  const s = { ...p, actor, selection };
  const context = `${where(step)}: ${s.actor} ${JSON.stringify(s.text)} selecting ${JSON.stringify(s.selection)}`;
  const before = JSON.stringify(a.stored());
  const fightBefore = a.fight()?.timeline.present;
  // another script's tracker write waiting to be adopted: any command adopts it first, whoever sent it
  const foreignBefore = a.fight() !== null && a.sb.campaign.get('turnorder') !== a.fight()?.lastTurnOrder;
  const words = commandWords(a);
  const mark = a.sb.recorder.mark();
  const delivered = a.send(s.actor, s.text, s.selection);
  const verb = delivered ? receivedVerb(a, mark, words) : null;
  stats.commands += 1;
  const replies = a.sb.recorder.since(mark).chat.filter((m) => m.speakingAs !== PEER);
  if (!delivered) {
    // Roll20 rejects a malformed inline roll before any script sees the message
    expect(replies, context).toEqual([]);
    expect(JSON.stringify(a.stored()), context).toBe(before);
    return { verb, selection };
  }
  healthy(mark, context);
  if (!foreignBefore && verb === 'next') expectOneTurnEnded(fightBefore, a.fight()?.timeline.present, context);
  expectSecrecy(a, mark, context, s);
  expectNoResurrection(a, context);
  const changed = JSON.stringify(a.stored()) !== before;
  for (const m of replies.filter((r) => r.content.includes(ERROR_ACCENT))) {
    expect({ type: m.type, targets: m.targets }, `${context}: an error card goes to the sender only`).toEqual({ type: 'whisper', targets: senderTargets(a, s.actor) });
  }
  if (s.actor === 'api') stats.api += 1;
  if (replies.some((r) => r.content.includes(ERROR_ACCENT))) {
    stats.refused += 1;
    if (process.env.HARDENING_REASONS) {
      const reason = plain(replies.find((r) => r.content.includes(ERROR_ACCENT))!.content).split('\n')[1]?.replace(/[“"].*$/, '').slice(0, 50) ?? '';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }
  if (changed) stats.changed += 1;
  if (!changed) {
    expectWhisperedToSenderOnly(a, s.actor, replies.filter((m) => !isForeignWriteNotice(a, m)), `${context}: nothing changed, so only the sender hears of it`);
    return { verb, selection };
  }
  const isPlayer = s.actor !== 'api' && !a.sb.playerIsGM(a.player(s.actor)!);
  if (isPlayer && !foreignBefore) {
    stats.byPlayers += 1;
    expect(['act', 'react'], `${context}: a player changed the fight with ${verb}`).toContain(verb);
    const after = a.fight()?.timeline.present;
    const playerId = a.player(s.actor)!.id;
    for (const id of touched(fightBefore?.combatants ?? [], after?.combatants ?? [])) {
      expect(controllerIds(a, id), `${context}: ${s.actor} acted for ${id}`).toContain(playerId);
    }
  }
  return { verb, selection };
}

/** Plays one input of the playing fuzzer: a command, a press of the tracker's next button, or a deleted token. */
export function playInput(a: Arena, input: Input, step: number | string): void {
  const before = roster(a);
  if (input.kind === 'command') {
    const played = playCommand(a, { actor: input.actor, text: input.text, selection: input.selection }, step);
    expectNoneLost(a, before, mayLeaveBy(a, played.verb, input.text, played.selection), `${where(step)}: ${input.actor} ${JSON.stringify(input.text)}`);
    return;
  }
  const context = `${where(step)}: ${JSON.stringify(input)}`;
  const stored = JSON.stringify(a.stored());
  const mark = a.sb.recorder.mark();
  if (input.kind === 'press') {
    const top = a.sb.turnOrder()[0];
    const player = a.player(input.who) as DoubleObject;
    const fightBefore = a.fight()?.timeline.present;
    a.sb.driver.tracker.next(player);
    stats.presses += 1;
    expectOneTurnEnded(fightBefore, a.fight()?.timeline.present, context);
    const changed = JSON.stringify(a.stored()) !== stored;
    if (changed) {
      stats.pressesChanged += 1;
      if (!a.sb.playerIsGM(player)) {
        stats.pressesByPlayers += 1;
        // Roll20 lets a player press next only when the top token is theirs
        expect(top && controllerIds(a, top.id), `${context}: a player moved the rondel on`).toContain(player.id);
      }
    }
  } else {
    const token = a.sb.getObj('graphic', a.ids[input.token]);
    if (token) a.sb.driver.remove(token);
    stats.deletions += 1;
  }
  expectHealthy(a, mark, context);
  expectSecrecy(a, mark, context);
  expectNoResurrection(a, context);
  expectNoneLost(a, before, input.kind === 'delete' ? { ids: new Set([a.ids[input.token]]) } : { ids: new Set() }, context);
}
