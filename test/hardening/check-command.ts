// Playing one generated command and checking what it did (issue 8): shared by the command fuzzer and the storms.
import { expect } from 'vitest';
import { COMMAND_WORDS, parseCommandLine } from '../../src/commands/parse';
import type { Combatant } from '../../src/rules/rondel/state';
import { currentCombatant } from '../../src/rules/rondel/order';
import { plain } from '../integration/table';
import type { RecordedChat, RecorderMark } from '../roll20-double';
import {
  controllerIds,
  ERROR_ACCENT,
  expectHealthy,
  expectWhisperedToSenderOnly,
  PEER,
  senderTargets,
  type ActorKey,
  type Arena,
} from './arena';
import type { Play } from './generators';

export function verbOf(a: Arena, text: string): string | null {
  const alias = (a.stored()?.config as { alias?: string } | undefined)?.alias;
  const parsed = parseCommandLine(text, alias ? [...COMMAND_WORDS, alias] : COMMAND_WORDS);
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

/** Counters for the fuzzers' summaries; reasons only with HARDENING_REASONS set. */
export const stats = { commands: 0, changed: 0, byPlayers: 0, refused: 0, api: 0 };
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

/** Plays one command and checks it; `healthy` checks the arena afterwards (the storms relax the tracker check). */
export function playCommand(a: Arena, p: Play, step: number, healthy: (mark: RecorderMark, context: string) => void = (mark, context) => expectHealthy(a, mark, context)): void {
  const s = { ...p, actor: p.actor === 'owner' ? owner(a) : p.actor };
  const context = `step ${step}: ${s.actor} ${JSON.stringify(s.text)} selecting ${JSON.stringify(s.selection)}`;
  const before = JSON.stringify(a.stored());
  const fightBefore = a.fight()?.timeline.present;
  // another script's tracker write waiting to be adopted: any command adopts it first, whoever sent it
  const foreignBefore = a.fight() !== null && a.sb.campaign.get('turnorder') !== a.fight()?.lastTurnOrder;
  const mark = a.sb.recorder.mark();
  const delivered = a.send(s.actor, s.text, s.selection);
  stats.commands += 1;
  const replies = a.sb.recorder.since(mark).chat.filter((m) => m.speakingAs !== PEER);
  if (!delivered) {
    // Roll20 rejects a malformed inline roll before any script sees the message
    expect(replies, context).toEqual([]);
    expect(JSON.stringify(a.stored()), context).toBe(before);
    return;
  }
  healthy(mark, context);
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
    return;
  }
  const isPlayer = s.actor !== 'api' && !a.sb.playerIsGM(a.player(s.actor)!);
  if (isPlayer && !foreignBefore) {
    stats.byPlayers += 1;
    const verb = verbOf(a, s.text);
    expect(['act', 'react'], `${context}: a player changed the fight with ${verb}`).toContain(verb);
    const after = a.fight()?.timeline.present;
    const playerId = a.player(s.actor)!.id;
    for (const id of touched(fightBefore?.combatants ?? [], after?.combatants ?? [])) {
      expect(controllerIds(a, id), `${context}: ${s.actor} acted for ${id}`).toContain(playerId);
    }
  }
}

