// Bounds on the numbers typed into the rondel.

/** Bounds on player-supplied numbers, so a typo cannot throw the fight a thousand counts ahead. */
export const LIMITS = { speed: 20, mod: 20, cast: 200, count: 1_000_000 } as const;
