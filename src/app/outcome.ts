// What a use case decided: the new stored data (when it changed) and what to say and write. The adapter writes it all
// at once (src/roll20/commit.ts), the stored fight first.
import type { FightEvent } from '../rules/core/events';
import type { Entry } from './tracker';
import type { Stored } from './model';
import type { Outgoing } from './ports';
import type { PublicEvent } from './public-events';

/** A write to the campaign beyond the fight itself. */
export type Effect =
  | { readonly kind: 'macro'; readonly playerId: string; readonly name: string; readonly action: string }
  | { readonly kind: 'ability'; readonly characterId: string; readonly name: string; readonly action: string }
  /** A token action of ours taken off the character (only while its action is still ours: the GM's own stays). */
  | { readonly kind: 'ability-gone'; readonly characterId: string; readonly name: string; readonly action: string }
  /** A character attribute's current value (body_points after damage, the conditions text). */
  | { readonly kind: 'attribute'; readonly characterId: string; readonly name: string; readonly current: string | number }
  /** A token bar's value (body points on a token). */
  | { readonly kind: 'bar'; readonly tokenId: string; readonly bar: 'bar1' | 'bar2' | 'bar3'; readonly value: number };

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
}

export const NOTHING: Outcome = { messages: [] };
