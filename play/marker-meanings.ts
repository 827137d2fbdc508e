// What each status marker tag means at the play tables (the terminal's `tokens`, the browser's tooltips), read off the
// script's stored configuration as the GM set it: a GM's own marker for a condition, or for Full Guard, reads right.
import { DEFAULT_CONFIG, type Config } from '../src/app/model';
import { CONDITION_KEYS } from '../src/rules/core/conditions';
import { isRuleSetId, type RuleSetId } from '../src/rules/core/rule-set';

/** The words of the script's help for its own markers, by rule set where they differ (docs/rules.md §9.2, §9.3, §14). */
function ownMeanings(rules: RuleSetId | null): { flex: string; guard: string; move: string } {
  switch (rules) {
    case 'seconds':
      return { flex: 'reacted this round', guard: 'Full Guard', move: 'hexes this moment; no number: 10 or more' };
    case 'rounds':
      return { flex: 'reacted this round', guard: 'in defense', move: 'hexes this turn; no number: 10 or more' };
    default:
      return { flex: 'flex: reacted, cannot react', guard: 'Full Guard', move: 'hexes this movement window; no number: 10 or more' };
  }
}

interface StoredShape {
  readonly config?: Partial<Config> | null;
  readonly fight?: { readonly rules?: unknown } | null;
}

/**
 * Tag → meaning for every marker the script may put on a token under `stored` (its `state` entry): the flex, guard,
 * hold, dash and movement markers, the ready marker of 10-second rounds, each condition's marker, the dead marker.
 * Two meanings of one tag are both named. `custom` is the campaign's own markers (for a flex marker named Flex).
 */
export function markerMeanings(stored: unknown, custom: readonly { name: string; tag: string }[] = []): Record<string, string> {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as StoredShape;
  const config: Config = { ...DEFAULT_CONFIG, ...(s.config ?? {}), conditionMarkers: { ...DEFAULT_CONFIG.conditionMarkers, ...(s.config?.conditionMarkers ?? {}) } };
  const rules = isRuleSetId(s.fight?.rules) ? s.fight.rules : null;
  const own = ownMeanings(rules);
  const meanings: Record<string, string> = {};
  const add = (tag: string, meaning: string) => {
    if (tag === '') return;
    const before = meanings[tag];
    meanings[tag] = before === undefined || before === meaning ? meaning : `${before}; ${meaning}`;
  };
  const flex = config.flexMarker !== '' ? config.flexMarker : (custom.find((m) => m.name.toLowerCase() === 'flex')?.tag ?? 'lightning-helix');
  add(flex, own.flex);
  add(config.guardMarker, own.guard);
  add(config.holdMarker, 'holding');
  add(config.dashMarker, 'dashing');
  add(config.moveMarker, own.move);
  if (rules === 'rounds') add('sentry-gun', 'at the ready');
  for (const condition of CONDITION_KEYS) add(config.conditionMarkers[condition], condition);
  add('dead', 'dead');
  return meanings;
}

/** The campaign's own markers (Roll20's `token_markers` JSON: `[{name, tag}]`), or none when it cannot be read. */
export function campaignMarkers(raw: unknown): { name: string; tag: string }[] {
  try {
    const parsed: unknown = typeof raw === 'string' && raw !== '' ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((m): m is { name: string; tag: string } => typeof m?.name === 'string' && typeof m?.tag === 'string') : [];
  } catch {
    return [];
  }
}
