// The copy of the tracker kept to notice others' writes (schema 4): almost always the fight's own projection of its
// present, with others' entries after it, so only those entries are stored and the text is projected again on load.
import type { FightStateBase } from '../../rules/core/rule-set';
import { ruleSetOf } from '../../rules/registry';
import type { Fight } from '../../app/model';
import { projectText, readTurnOrder, withoutOurs, type Entry } from '../../app/tracker';
import { Recent } from '../../rules/core/recent';
import { isObject } from './json';

/** `lastTurnOrder` in `state`: the text itself, or the entries of others when the rest is the fight's projection. */
export type StoredTurnOrder = string | { readonly others: readonly Entry[] };

/** By the last few presents: the commit notes its projection, the save that follows packs it, the next commit reads it. */
const packed = new Recent<FightStateBase, { readonly text: string; readonly value: StoredTurnOrder }>(4);

export function packTurnOrder(fight: Fight): StoredTurnOrder {
  const present = fight.timeline.present;
  const text = fight.lastTurnOrder;
  const hit = packed.get(present);
  if (hit && hit.text === text) return hit.value;
  let value: StoredTurnOrder = text;
  const rs = ruleSetOf(fight.rules);
  const entries = rs && text !== '' ? readTurnOrder(text) : null;
  if (rs && entries) {
    const others = withoutOurs(entries, present);
    if (projectText(rs, present, fight.pageId, others) === text) value = { others };
  }
  packed.set(present, { text, value });
  return value;
}

/**
 * The commit wrote the tracker as the projection of `present` with `others` after it: remembered, so the save that
 * follows stores it without reading it again, and the next command knows the others' entries without parsing.
 */
export function noteProjection(present: FightStateBase, text: string, others: readonly Entry[]): void {
  packed.set(present, { text, value: { others } });
}

/** The others' entries of a tracker text that is the projection of `present`, when known; null otherwise. */
export function othersOf(present: FightStateBase, text: unknown): readonly Entry[] | null {
  const hit = packed.get(present);
  return hit && hit.text === text && typeof hit.value !== 'string' ? hit.value.others : null;
}

/** The text again; null when the stored value is neither text nor entries. */
export function unpackTurnOrder(value: unknown, rules: unknown, present: FightStateBase, pageId: string): string | null {
  if (typeof value === 'string') return value;
  const rs = ruleSetOf(rules);
  if (!rs || !isObject(value) || !Array.isArray(value.others) || !value.others.every((e) => isObject(e) && typeof e.id === 'string')) return null;
  const text = projectText(rs, present, pageId, value.others as Entry[]);
  packed.set(present, { text, value: value as StoredTurnOrder });
  return text;
}
