// Speech in 20-second rounds (docs/rules.md §9.2): held, and posted after second 20.
import { findCombatant } from './order';
import { clockOf, SPEECH, type SecondsState, type Step } from './state';
import { secondsStateWith } from './copy';
import { rejected, UNKNOWN } from '../core/refused';
import { speechBlockedBy } from '../core/restrictions';

/** docs/rules.md §9.2 (page 001): speech is held, and posted after second 20. */
export function say(state: SecondsState, id: string, text: string): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  // page 000: paralyzed, petrified and unconscious "cannot move, speak or gesture"
  const mute = speechBlockedBy(c.conditions);
  if (mute) return rejected(state, { code: 'cannot-speak', id, condition: mute });
  const words = text.trim();
  // characters as a reader counts them (code points), as the parser does: an emoji is one, not two UTF-16 units
  const chars = Array.from(words).length;
  if (chars === 0 || chars > SPEECH.chars) return rejected(state, { code: 'bad-value', field: 'text', low: 1, high: SPEECH.chars });
  let held = 0;
  for (const s of state.speech) if (s.id === id) held += 1;
  if (held >= SPEECH.lines) return rejected(state, { code: 'speech-full', id, lines: SPEECH.lines });
  const count = clockOf(state);
  return {
    state: secondsStateWith(state, { speech: [...state.speech, { id, name: c.name, text: words, count }] }),
    events: [{ type: 'speech-held', id, count }],
  };
}
