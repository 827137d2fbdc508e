// How a timed effect ends (docs/rules.md §12): on the fight's clock, at a round's start, or after the bearer's own
// action-turns. Its own file, as the events that announce an effect name it and the effects themselves are steps.
/** How an effect ends. */
export type EffectEnd =
  /** When the fight's clock reaches `at` (counts in the rondel, the second since the fight began in 20-second rounds). */
  | { readonly kind: 'clock'; readonly at: number }
  /** When round `at` begins (rule sets with rounds). */
  | { readonly kind: 'round'; readonly at: number }
  /** After the bearer has used `left` more action-turns (a hold does not count; the action after it does). */
  | { readonly kind: 'actions'; readonly left: number };
