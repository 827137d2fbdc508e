// What a use case decided: the new stored data (when it changed) and what to say and write. The adapter writes it all
// at once (src/roll20/commit.ts), the stored fight first.
import type { FightEvent } from '../rules/core/events';
import type { Entry } from './tracker';
import type { Stored } from './model';
import type { Effect, Outgoing } from './ports';

export type { Effect };
import type { PublicEvent } from './public-events';

export interface Outcome {
  readonly stored?: Stored;
  readonly messages: readonly Outgoing[];
  /** Action menus, sent after the messages. */
  readonly menus?: readonly Outgoing[];
  /** The page whose tracker opens. */
  readonly openTracker?: string;
  /** Tracker entries that are the fight's business though not its own (an edit put back, a renamed Count). */
  readonly drop?: readonly Entry[];
  readonly effects?: readonly Effect[];
  /** What happened, for other scripts that observe the fight. */
  readonly events?: readonly FightEvent[];
  /** Public events that are no step of the fight (a roll), told after the fight's own. */
  readonly told?: readonly PublicEvent[];
  /** Leave the tracker as it is (a tool that re-sorts every put-back: docs/rules.md §13); the fight did not change. */
  readonly keepTracker?: boolean;
  /** Bring every token of the fight to the markers it should show, changed or not (start-up, repair). */
  readonly resync?: boolean;
  /**
   * An `undo` or `redo` moved the timeline: a combatant an undo takes out again gets back the tags its joining took off
   * (`Fight.takenAtJoin`), and one a redo or undo brings back is no new joining.
   */
  readonly travel?: 'undo' | 'redo';
  /** The combatants an undo took out of the fight whose joining took tags off: those tags go back on their tokens. */
  readonly takenOut?: readonly string[];
}

export const NOTHING: Outcome = { messages: [] };
