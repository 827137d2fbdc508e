// The script's writes to sheets and token bars: body points after damage (docs/rules.md §10) and the read-only
// `conditions` text the sheet shows (docs/rules.md §11), written only when a character's conditions change.
import type { Stored } from '../app/model';
import type { Effect } from '../app/outcome';
import { CONDITION_KEYS, type ConditionKey } from '../rules/core/conditions';
import type { FightStateBase } from '../rules/core/rule-set';
import { bodyAttribute } from './world';
import { isHiddenLayer } from '../app/world-reads';

/** "Blind, Prone", in the order of docs/rules.md §11; '' when none. */
export function conditionsText(conditions: readonly ConditionKey[]): string {
  return CONDITION_KEYS.filter((k) => conditions.includes(k))
    .map((k) => k.charAt(0).toUpperCase() + k.slice(1))
    .join(', ');
}

/**
 * A token just deleted and the character it represented, while its deletion is committed: the token can no longer be
 * read, and its character's `conditions` text must still be written without it (`whileDeleting`).
 */
let deleting: { readonly id: string; readonly charId: string } | null = null;

/** `run` with the deleted token's character known to the sheets' writes (entry-points.ts, a token's `destroy` event). */
export function whileDeleting<T>(tokenId: string, charId: unknown, run: () => T): T {
  if (typeof charId !== 'string' || charId === '') return run();
  deleting = { id: tokenId, charId };
  try {
    return run();
  } finally {
    deleting = null;
  }
}

/** The character a combatant's token represents ('' for none, or a token that cannot be read). */
function characterOf(id: string, token: Roll20Graphic | undefined): unknown {
  if (token) return token.get('represents');
  return deleting !== null && deleting.id === id ? deleting.charId : '';
}

/** The conditions of each character with a combatant in the stored fight (several tokens of one sheet: all of theirs). */
function byCharacter(stored: Stored): Map<string, ConditionKey[]> {
  const out = new Map<string, ConditionKey[]>();
  const state = stored.fight?.timeline.present;
  for (const c of state?.combatants ?? []) {
    const token = getObj('graphic', c.id);
    const charId = characterOf(c.id, token);
    if (typeof charId !== 'string' || charId === '') continue;
    // a sheet players may open tells nothing of its token on the GM layer (docs/rules.md §15): it shows none
    if (isHiddenLayer(token?.get('layer')) && seenByPlayers(charId)) {
      if (!out.has(charId)) out.set(charId, []);
      continue;
    }
    out.set(charId, [...(out.get(charId) ?? []), ...c.conditions]);
  }
  return out;
}

/** The `conditions` text a character's sheet shows now ('' without the attribute). */
function shownConditions(charId: string): string {
  const attribute = findObjs({ _type: 'attribute', _characterid: charId }).find((a) => String(a.get('name')).toLowerCase() === 'conditions');
  return attributeText(attribute?.get('current'));
}

/** An attribute's current value as the sheet shows it: its text ('' for none). */
function attributeText(current: unknown): string {
  return typeof current === 'string' ? current : current === undefined || current === null ? '' : String(current);
}

/** Whether some player may open the character's sheet: one who controls it, or has it in their journal. */
function seenByPlayers(charId: string): boolean {
  const character = getObj('character', charId);
  if (!character) return false;
  return [character.get('controlledby'), character.get('inplayerjournals')].some((v) => typeof v === 'string' && v.trim() !== '');
}

/** The same combatants side by side with the same conditions (an indexed pass: a commit asks at every step). */
function sameConditions(cb: FightStateBase['combatants'], ca: FightStateBase['combatants']): boolean {
  for (let i = 0; i < cb.length; i += 1) {
    const c = cb[i] as FightStateBase['combatants'][number];
    const o = ca[i];
    if (o === undefined || (o !== c && (o.id !== c.id || !sameTexts(o.conditions, c.conditions)))) return false;
  }
  return true;
}

/** `a.join() === b.join()`, the lists compared item by item first (no text made when they are the same). */
function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length === b.length) {
    let i = 0;
    while (i < a.length && a[i] === b[i]) i += 1;
    if (i === a.length) return true;
  }
  return a.join() === b.join();
}

const NO_WRITES: readonly Effect[] = [];

export function conditionWrites(before: Stored, after: Stored): readonly Effect[] {
  const b = before.fight?.timeline.present;
  const a = after.fight?.timeline.present;
  if (b === a) return NO_WRITES;
  // cheap first: the sheets are looked at only when some combatant's conditions changed; the same combatants in the
  // same order (most steps) are compared side by side, an unchanged combatant by identity
  const cb = b?.combatants ?? [];
  const ca = a?.combatants ?? [];
  if (cb.length === ca.length && sameConditions(cb, ca)) return NO_WRITES;
  const text = (s: typeof a): Map<string, string> => new Map((s?.combatants ?? []).map((c) => [c.id, c.conditions.join()]));
  const tb = text(b);
  const ta = text(a);
  const changed = [...new Set([...tb.keys(), ...ta.keys()])].some((id) => (tb.get(id) ?? '') !== (ta.get(id) ?? ''));
  if (!changed) return NO_WRITES;
  const was = byCharacter(before);
  const now = byCharacter(after);
  const out: Effect[] = [];
  // each sheet is compared with what it shows: a token that changed layers since its text was written (both states
  // are read against the token as it is now) gets its text right at the next change
  const sheets = new Set([...was.keys(), ...now.keys()]);
  // a combatant with conditions gone with a token that cannot be read (deleted by another script, or while the sandbox
  // was down: no event said whose character it was) leaves its sheet unknown: every sheet showing conditions that no
  // combatant of the fight gives it is looked at (a rare step: the sweep of a deletion no event told of)
  if (cb.some((c) => tb.get(c.id) !== '' && !ta.has(c.id) && unreadable(c.id))) for (const charId of shownWithoutCombatant(now)) sheets.add(charId);
  for (const id of sheets) {
    const b = conditionsText(now.get(id) ?? []);
    if (getObj('character', id) && shownConditions(id) !== b) out.push({ kind: 'attribute', characterId: id, name: 'conditions', current: b });
  }
  return out;
}

/**
 * At start-up, the sheets' `conditions` texts made right with the running fight: no event told of what changed while
 * the sandbox was down (a token re-linked to another character, a sheet shared with the players), so every sheet a
 * combatant represents gets its text, and a sheet that shows conditions no combatant gives it (the one a token left)
 * shows none. The sheet's field is the script's alone (read-only on the sheet). One search of the campaign's
 * `conditions` attributes, in any letters (docs/rules.md §11: a sheet's `Conditions` is the field the writes use).
 */
export function sheetsAtStartUp(stored: Stored): Effect[] {
  if (!stored.fight) return [];
  const now = byCharacter(stored);
  const shown = new Map<string, string>();
  for (const a of conditionAttributes()) {
    const charId = a.get('_characterid');
    // a character with two such attributes shows the first, as the sheet's writes read it (`shownConditions`)
    if (typeof charId === 'string' && !shown.has(charId)) shown.set(charId, attributeText(a.get('current')));
  }
  const out: Effect[] = [];
  for (const [charId, conditions] of now) {
    const text = conditionsText(conditions);
    const was = shown.get(charId) ?? '';
    if (was !== text && getObj('character', charId)) out.push({ kind: 'attribute', characterId: charId, name: 'conditions', current: text });
  }
  for (const [charId, was] of shown) {
    if (!now.has(charId) && was !== '' && getObj('character', charId)) out.push({ kind: 'attribute', characterId: charId, name: 'conditions', current: '' });
  }
  return out;
}

/**
 * The campaign's `conditions` attributes in any letters, as `shownConditions` finds a sheet's: a sheet naming its field
 * `Conditions` has it written there (docs/rules.md §11), so a stale text there is found too.
 */
function conditionAttributes(): Roll20Attribute[] {
  return findObjs({ _type: 'attribute', name: 'conditions' }, { caseInsensitive: true });
}

/** A combatant's token that can no longer be read, and whose deletion no event is telling of. */
function unreadable(id: string): boolean {
  return getObj('graphic', id) === undefined && (deleting === null || deleting.id !== id);
}

/** The characters whose sheets show some conditions while no combatant of the fight (`now`) represents them. */
function shownWithoutCombatant(now: ReadonlyMap<string, readonly ConditionKey[]>): string[] {
  const out: string[] = [];
  for (const a of conditionAttributes()) {
    const charId = a.get('_characterid');
    const current = a.get('current');
    if (typeof charId === 'string' && !now.has(charId) && current !== '' && current !== undefined && current !== null) out.push(charId);
  }
  return out;
}

/**
 * The write of the `conditions` text of the character a token of the fight represents, when its sheet shows another:
 * a token moved between the GM layer and the map shows its conditions again, or none (docs/rules.md §15). Null when
 * the token is no combatant, represents nothing, or the sheet already shows it.
 */
export function sheetTextWrite(stored: Stored, tokenId: string): Effect | null {
  const state = stored.fight?.timeline.present;
  if (!state || !state.combatants.some((c) => c.id === tokenId)) return null;
  const charId = getObj('graphic', tokenId)?.get('represents');
  if (typeof charId !== 'string' || charId === '') return null;
  return characterTextWrite(stored, charId);
}

/**
 * The `conditions` text a character's sheet should show now, when it differs: after the GM shares the sheet with the
 * players (or a player takes control of it), a hidden combatant's conditions written before come off it.
 */
export function characterTextWrite(stored: Stored, charId: string): Effect | null {
  if (!stored.fight || !getObj('character', charId)) return null;
  // a sheet no combatant of the fight represents is not the fight's to write
  const conditions = byCharacter(stored).get(charId);
  if (conditions === undefined) return null;
  const text = conditionsText(conditions);
  return shownConditions(charId) === text ? null : { kind: 'attribute', characterId: charId, name: 'conditions', current: text };
}

/**
 * A combatant's token linked to another character, or to none (`from` → `to`, the `represents` before and after): the
 * sheet it left shows what the fight's other tokens of that character have, none when no other (the fight's text
 * would otherwise stay on it for good), and the sheet it came to shows its conditions.
 */
export function relinkWrites(stored: Stored, tokenId: string, from: unknown, to: unknown): Effect[] {
  const state = stored.fight?.timeline.present;
  if (!state || !state.combatants.some((c) => c.id === tokenId)) return [];
  const out: Effect[] = [];
  if (typeof from === 'string' && from !== '' && from !== to && getObj('character', from)) {
    const conditions = byCharacter(stored).get(from);
    const text = conditions === undefined ? '' : conditionsText(conditions);
    if (shownConditions(from) !== text) out.push({ kind: 'attribute', characterId: from, name: 'conditions', current: text });
  }
  if (typeof to === 'string' && to !== '' && to !== from) {
    const write = characterTextWrite(stored, to);
    if (write) out.push(write);
  }
  return out;
}

/** An attribute's current value, its object made when the character has none of that name. */
export function writeAttribute(characterId: string, name: string, current: string | number): void {
  const lower = name.toLowerCase();
  const existing = name === 'body_points' ? bodyAttribute(characterId) : findObjs({ _type: 'attribute', _characterid: characterId }).find((a) => String(a.get('name')).toLowerCase() === lower);
  if (existing) existing.set('current', current as never);
  else if (getObj('character', characterId)) createObj('attribute', { _characterid: characterId, name, current } as never);
}

export function writeBar(tokenId: string, bar: 'bar1' | 'bar2' | 'bar3', value: number): void {
  const token = getObj('graphic', tokenId);
  if (token) token.set(`${bar}_value` as never, value as never);
}

export function effectLabel(e: Effect): string {
  switch (e.kind) {
    case 'bar':
      return `the ${e.bar} of a token`;
    case 'attribute':
      return `the attribute ${e.name}`;
    default:
      return `the ${e.kind} ${e.name}`;
  }
}
