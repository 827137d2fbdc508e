// How a rule set's clock reads on a card: the rondel counts, 20-second rounds name the round and the second,
// 10-second rounds name the round (docs/rules.md §9). A `count` in an event is that clock's value.

export type ClockKind = 'rondel' | 'seconds' | 'rounds';

export interface ClockFormat {
  readonly kind: ClockKind;
  /** What a combatant's tracker value is: `next action count`, `second`, `initiative`. */
  readonly value: string;
  /** Where in the fight: `count 12`, `round 2, second 7`, `round 3`. */
  at(count: number): string;
  /** What an initiative roll gives: `count 12`, `second 7`, `initiative 14`. */
  unit(value: number): string;
  /** The clock's move, as a line begins: `Count 1 → count 3`, `Round 1, second 6 → second 8` (the round said once). */
  moved(from: number, to: number): string;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const SECONDS_PER_ROUND = 20;

/** The round and second of a clock value of 20-second rounds: the second since the fight began, from 1. */
export function roundAndSecond(count: number): { round: number; second: number } {
  const n = Math.max(1, Math.trunc(count));
  return { round: Math.floor((n - 1) / SECONDS_PER_ROUND) + 1, second: ((n - 1) % SECONDS_PER_ROUND) + 1 };
}

/** Each clock's format, made once: a format is a constant of its kind, asked for at every card and menu. */
const FORMATS: Readonly<Record<ClockKind, ClockFormat>> = {
  rondel: { kind: 'rondel', value: 'next action count', at: (c) => `count ${c}`, unit: (v) => `count ${v}`, moved: (a, b) => `Count ${a} → count ${b}` },
  seconds: {
    kind: 'seconds',
    value: 'second',
    at: (c) => {
      const { round, second } = roundAndSecond(c);
      return `round ${round}, second ${second}`;
    },
    unit: (v) => `second ${v}`,
    moved: (a, b) => {
      const from = roundAndSecond(a);
      const to = roundAndSecond(b);
      return `Round ${from.round}, second ${from.second} → ${to.round === from.round ? '' : `round ${to.round}, `}second ${to.second}`;
    },
  },
  rounds: { kind: 'rounds', value: 'initiative', at: (c) => `round ${c}`, unit: (v) => `initiative ${v}`, moved: (a, b) => capital(`round ${a} → round ${b}`) },
};

export function clockFormat(kind: ClockKind): ClockFormat {
  return FORMATS[kind];
}

/** A value of a later round (an action carried over, docs/rules.md §9.2): `of the next round`, `of round 3`. */
export function laterRound(ahead: { readonly rounds: number }, round: number | null): string {
  return ahead.rounds === 1 || round === null ? 'of the next round' : `of round ${round + ahead.rounds}`;
}
