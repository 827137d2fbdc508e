// The GM's notice at a fight's start (or as tokens join it) when tags the fight uses were already on its tokens (another script's, or the
// GM's) and were taken off, as the fight has none of them (docs/rules.md §15): which tags, of which token, what each
// means to the fight, and a button that carries a condition into the fight.
import type { Config } from './model';
import type { MarkerTags } from './config';
import { CONDITION_KEYS, type ConditionKey } from '../rules/core/conditions';
import { button, join, muted, raw, text, type Html } from '../render/html';
import { noticeCard } from '../render/notices';

export interface TakenOff {
  readonly id: string;
  readonly name: string;
  /** The tags taken off, as the token showed them. */
  readonly tags: readonly string[];
}

/** The most tokens named one by one; the rest are counted. */
export const MOST_NAMED = 8;

/** A timed effect's marker (`effect --add NAME --marker TAG`): the effect's name and its tag. */
export interface EffectMarker {
  readonly name: string;
  readonly marker: string;
}

/** What each tag means to the fight: a condition, one of the fight's own markers, or a timed effect's. */
function meanings(config: Config, tags: MarkerTags, effects: readonly EffectMarker[]): ReadonlyMap<string, { words: string; condition: ConditionKey | null; effect?: true }> {
  const out = new Map<string, { words: string; condition: ConditionKey | null; effect?: true }>();
  for (const k of CONDITION_KEYS) {
    const tag = config.conditionMarkers[k];
    if (tag !== '' && !out.has(tag)) out.set(tag, { words: k, condition: k });
  }
  const own: readonly [string, string][] = [
    [tags.guard, 'Full Guard'],
    [tags.hold, 'holding'],
    [tags.dash, 'dashing'],
    [tags.flex, 'a reaction (flex)'],
    [tags.move, 'a movement badge'],
  ];
  for (const [tag, words] of own) if (tag !== '' && !out.has(tag)) out.set(tag, { words, condition: null });
  for (const e of effects) if (!out.has(e.marker)) out.set(e.marker, { words: `the marker of the timed effect ${e.name.slice(0, 40)}`, condition: null, effect: true });
  return out;
}

/**
 * `when`: at the fight's start, or as tokens join the running fight (`add`). `effects`: the fight's timed effects with a
 * marker, whose tags the fight manages too (a tag the GM chose with `effect --marker`, not one `config` gives).
 */
export function markersAtStartNotice(title: string, config: Config, tags: MarkerTags, takenOff: readonly TakenOff[], serial: number | undefined, when: 'start' | 'join' = 'start', effects: readonly EffectMarker[] = []): Html {
  const mean = meanings(config, tags, effects);
  const lines: Html[] = [text(`Markers the fight uses were already on ${when === 'join' ? 'these tokens as they joined' : 'these tokens'}, and were taken off as the fight has none of them:`, 300)];
  for (const t of takenOff.slice(0, MOST_NAMED)) {
    const shown = t.tags.map((tag) => {
      const m = mean.get(tag);
      return m ? `${tag} (${m.words})` : tag;
    });
    const conditions = [...new Set(t.tags.map((tag) => mean.get(tag)?.condition ?? null).filter((c): c is ConditionKey => c !== null))];
    const keep = conditions.length ? [raw(' '), button(text(`Keep: ${conditions.join(', ')}`, 80), `!rondel condition --add ${conditions.join(',')} --token ${t.id}${serial === undefined ? '' : ` --fight ${serial}`}`)] : [];
    lines.push(join([text(`${t.name}: ${shown.join(', ')}`, 300), ...keep]));
  }
  if (takenOff.length > MOST_NAMED) lines.push(text(`…and ${takenOff.length - MOST_NAMED} more.`));
  const ofEffects = takenOff.some((t) => t.tags.some((tag) => mean.get(tag)?.effect === true));
  const effectsLine = ofEffects ? ' A timed effect’s marker is the one its effect --marker gave: give that effect another marker, or another script’s tag goes on showing it.' : '';
  lines.push(muted(text(`Keep puts the condition on in the fight, marker and all. To carry one in by hand: !rondel condition --add NAME. If another script set them, give the fight other tags: !rondel config.${effectsLine}`, 450)));
  return noticeCard(`${title}: markers ${when === 'join' ? 'of newcomers' : 'at the start'}`, lines);
}
