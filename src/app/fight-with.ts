// A fight with a new timeline, as `{ ...fight, timeline }`: by an object literal when the fight has exactly a fight's
// keys in their own order (the order start.ts makes them and every spread keeps), so its JSON and everything read
// from it are the same; any other object (stored by an older version with more keys) is copied by the spread itself.
// A spread is a slow generic copy, and every step that changes the fight makes one (src/rules/core/shape.ts).
import { hasKeys } from '../rules/core/shape';
import type { FightStateBase } from '../rules/core/rule-set';
import type { Timeline } from '../rules/core/history';
import type { Fight } from './model';

/** A fight's keys in the order start.ts makes them. */
export const FIGHT_KEYS: readonly (keyof Fight)[] = ['rules', 'pageId', 'timeline', 'lastTurnOrder', 'serial'];

/** `{ ...fight, timeline }`, without `end`'s or `start`'s question or the tracker edits' Adopt offers. */
export function fightWithTimeline(fight: Fight, timeline: Timeline<FightStateBase>): Fight {
  if (!hasKeys(fight, FIGHT_KEYS as readonly string[])) {
    // a step of the fight (an undo or redo too) answers `end`'s and `start`'s questions: their buttons no longer end
    // it (docs/rules.md §15, ruling 88); nor do the Adopt buttons of tracker edits adopt anything (ruling 94)
    if (fight.endAsked || fight.startAsked || fight.adoptAsked) {
      const { endAsked: _asked, startAsked: _start, adoptAsked: _adopt, ...rest } = fight;
      return { ...rest, timeline };
    }
    return { ...fight, timeline };
  }
  return { rules: fight.rules, pageId: fight.pageId, timeline, lastTurnOrder: fight.lastTurnOrder, serial: fight.serial };
}

/** `{ ...fight, lastTurnOrder }`: the tracker as the script last wrote it. */
export function fightWithTurnOrder(fight: Fight, lastTurnOrder: string): Fight {
  if (hasKeys(fight, FIGHT_KEYS as readonly string[])) return { rules: fight.rules, pageId: fight.pageId, timeline: fight.timeline, lastTurnOrder, serial: fight.serial };
  // the copy, then the field set on it (as in stored-with.ts)
  const copy: { -readonly [K in keyof Fight]: Fight[K] } = { ...fight };
  copy.lastTurnOrder = lastTurnOrder;
  return copy;
}

/** The fight as `state` holds it, `{ ...fight, timeline, lastTurnOrder }`: its history and tracker packed (store/). */
export function fightStored(fight: Fight, timeline: unknown, lastTurnOrder: unknown): Record<string, unknown> {
  if (hasKeys(fight, FIGHT_KEYS as readonly string[])) return { rules: fight.rules, pageId: fight.pageId, timeline, lastTurnOrder, serial: fight.serial };
  const copy: Record<string, unknown> = { ...fight };
  copy.timeline = timeline;
  copy.lastTurnOrder = lastTurnOrder;
  return copy;
}

/**
 * What a button acting on the fight sends of it: ` --fight N`, its serial, refused in any other fight (docs/rules.md
 * §15); nothing for no fight or one stored before fights had a serial.
 */
/** The stamp of a button made while no fight ran (a damage card's Undo): it acts only while none runs. */
export const NO_FIGHT_STAMP = 0;

export function fightStamp(fight: Fight | null | undefined): string {
  return fight?.serial === undefined ? '' : ` --fight ${fight.serial}`;
}
