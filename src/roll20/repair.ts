// The degraded mode: stored data the script could not read pauses it. Every command is answered with the problem;
// the GM's repair keeps the data under a backup key, starts clean, and takes the old fight's leftovers off the table.
import { markerTags, validateConfig } from '../app/config';
import { toSender } from '../app/replies';
import { DEFAULT_CONFIG, type Config } from '../app/model';
import type { Outcome } from '../app/outcome';
import type { Sender } from '../app/ports';
import { isCountEntry, readTurnOrder } from '../app/tracker';
import type { ParsedCommand } from '../commands/parse';
import { notice, noticeCard } from '../render/cards';
import { button, COLOURS, join, muted, text, type Html } from '../render/html';
import { errorText } from './error-text';
import { clearOldTable } from './indicator';
import { applyMarkers } from './markers';
import { STATE_KEY } from './store';
import { customMarkers } from './world';

/** The answer to any command while paused; `null` when the command is the GM's confirmed repair. */
export function pausedAnswer(problem: string, cmd: ParsedCommand | null, sender: Sender): Outcome | null {
  if (cmd && cmd.verb.name === 'repair' && sender.isGM) {
    if (cmd.flags.confirm === true) return null;
    return { messages: [toSender(sender, noticeCard('Rondel: repair', [text('This keeps the unreadable data under a backup key in state and starts clean.', 300), join([button(text('Repair'), '!rondel repair --confirm', COLOURS.bad)])]))] };
  }
  const lines: Html[] = [text(`Enchanted Realms Combat is paused: ${problem}`, 400)];
  if (sender.isGM) lines.push(join([button(text('Repair'), '!rondel repair', COLOURS.bad), muted(text(' keeps a backup of the data'))]));
  else lines.push(text('The GM can repair it.'));
  return { messages: [toSender(sender, noticeCard('Rondel', lines, COLOURS.bad))] };
}

/** Moves the unreadable data to a backup key; returns the key. */
export function backUp(): string {
  const bag = state as Record<string, unknown>;
  let key = `${STATE_KEY}_backup`;
  for (let i = 2; key in bag; i += 1) key = `${STATE_KEY}_backup${i}`;
  bag[key] = bag[STATE_KEY];
  return key;
}

/**
 * After a repair the old fight's entries, markers and turn indicator would stay behind with nobody to manage them:
 * whatever of them can still be read from the unreadable data is taken away (the fight's own tracker entry always).
 */
export function clearOldFight(old: unknown, log: (line: string) => void = () => undefined): string | null {
  // the turn on the map: the ring, the counter, a borrowed aura or tint
  try {
    clearOldTable(old, { log });
  } catch (error) {
    log(`could not take the old fight's turn indicator away: ${errorText(error)}`);
  }
  const ids = new Set<string>();
  try {
    const t = (old as { fight?: { timeline?: { present?: { combatants?: unknown } } } } | undefined)?.fight?.timeline?.present?.combatants;
    if (Array.isArray(t)) for (const c of t) if (c && typeof (c as { id?: unknown }).id === 'string') ids.add((c as { id: string }).id);
  } catch {
    // nothing more can be read
  }
  const entries = readTurnOrder(Campaign().get('turnorder'));
  let removed = 0;
  if (entries) {
    const kept = entries.filter((e) => !isCountEntry(e) && !(e.id !== '-1' && ids.has(e.id)));
    removed = entries.length - kept.length;
    if (removed) Campaign().set('turnorder', kept.length ? JSON.stringify(kept) : '');
  }
  // the markers still the script's own (README "Integrity"): its status markers, the conditions' and the timed
  // effects', by the old configuration when it can still be read, else the default one
  const managed = oldTags(old);
  const sheets = new Set<string>();
  for (const id of ids) {
    try {
      const token = getObj('graphic', id);
      const current = token?.get('statusmarkers');
      const next = applyMarkers(current, managed, new Map());
      if (token && next !== (current ?? '')) token.set('statusmarkers', next);
      const charId = token?.get('represents');
      if (typeof charId === 'string' && charId !== '') sheets.add(charId);
    } catch (error) {
      log(`could not take the old fight's markers off a token: ${errorText(error)}`);
    }
  }
  // the conditions text the script wrote on their sheets ends with the fight, as at `end` (docs/rules.md ruling 86)
  for (const charId of sheets) {
    try {
      const attribute = findObjs({ _type: 'attribute', _characterid: charId }).find((a) => String(a.get('name')).toLowerCase() === 'conditions');
      const current = attribute?.get('current');
      if (attribute && current !== '' && current !== undefined && current !== null) attribute.set('current', '' as never);
    } catch (error) {
      log(`could not clear a sheet's conditions text: ${errorText(error)}`);
    }
  }
  return removed ? `The old fight’s ${removed} tracker entr${removed === 1 ? 'y was' : 'ies were'} taken out of the turn tracker.` : null;
}

/**
 * The marker tags the old fight's data made the script's own: its configuration's status and condition markers (the
 * default configuration's when the old one cannot be read) and its timed effects' markers.
 */
function oldTags(old: unknown): ReadonlySet<string> {
  const config = (old as { config?: unknown } | null | undefined)?.config;
  const readable = validateConfig(config).length === 0 ? (config as Config) : DEFAULT_CONFIG;
  const tags = new Set<string>(Object.values(markerTags(readable, customMarkers())));
  for (const t of Object.values(readable.conditionMarkers)) if (t !== '') tags.add(t);
  // the ready marker was the fight's in 10-second rounds (as the commit manages it, managed-tags.ts `managedOf`)
  if ((old as { fight?: { rules?: unknown } } | null | undefined)?.fight?.rules === 'rounds') tags.add('sentry-gun');
  try {
    const effects = (old as { fight?: { timeline?: { present?: { effects?: unknown } } } } | undefined)?.fight?.timeline?.present?.effects;
    if (Array.isArray(effects)) for (const e of effects) if (e && typeof (e as { marker?: unknown }).marker === 'string' && (e as { marker: string }).marker !== '') tags.add((e as { marker: string }).marker);
  } catch {
    // nothing more can be read
  }
  return tags;
}

/**
 * Where the old data's numbering of fights had got to, when it can still be read: a repair goes on from there, so a
 * button of an old fight never acts in a new one (docs/rules.md ruling 98).
 */
export function carriedFights(old: unknown): number | null {
  const fights = (old as { fights?: unknown } | null | undefined)?.fights;
  return typeof fights === 'number' && Number.isSafeInteger(fights) && fights > 0 ? fights : null;
}

/**
 * Where the old data's numbering of attacks had got to, when it can still be read: a repair goes on from there, so an
 * Apply button from before it never names a new attack (attack ids only go up, docs/rules.md ruling 95). Its attacks
 * themselves are not kept: what else the unreadable data held cannot be trusted.
 */
export function carriedRolls(old: unknown): { readonly next: number } | null {
  const next = (old as { rolls?: { next?: unknown } } | null | undefined)?.rolls?.next;
  return typeof next === 'number' && Number.isSafeInteger(next) && next > 1 ? { next } : null;
}

export function repairedNotice(sender: Sender, key: string, cleaned: string | null): Outcome {
  return { messages: [toSender(sender, notice('Rondel: repaired', [`The old data is kept in state.${key}. The script is running again.`, ...(cleaned ? [cleaned] : [])]))] };
}
