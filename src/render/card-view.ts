// What a card knows of the rule set in play, and what it calls the kinds of line that come in numbers.
import { actionRow, isActionKey, RONDEL_PERCEPTION_USE } from '../rules/rondel/actions';
import { clockFormat, type ClockFormat } from './clock';

/** What a card needs to know of the rule set in play: how its clock reads and what its actions are called. */
export interface CardView {
  /** The card's title: `Rondel`, or the rule set's name. */
  readonly title: string;
  readonly clock: ClockFormat;
  readonly actionLabel: (key: string) => string;
  /** What the Perception modifier is for, in the rule set (the card of `set --perception`). */
  readonly perceptionUse: string;
}

export const RONDEL_VIEW: CardView = {
  title: 'Rondel',
  clock: clockFormat('rondel'),
  actionLabel: (key) => (isActionKey(key) ? actionRow(key).label : key),
  perceptionUse: RONDEL_PERCEPTION_USE,
};

/** The kinds of line that come in numbers, and what "and N more …" calls them: one, and more than one. */
export const GROUP_NOUN: Readonly<Record<string, readonly [string, string]>> = {
  initiative: ['initiative roll', 'initiative rolls'],
  tie: ['tie-break', 'tie-breaks'],
  left: ['who left', 'who left'],
  action: ['declared action', 'declared actions'],
  allowance: ['changed move', 'changed moves'],
  marker: ['marker set', 'markers set'],
  expired: ['marker ended', 'markers ended'],
  spell: ['spell cast', 'spells cast'],
  resolves: ['spell taking effect', 'spells taking effect'],
  reaction: ['reaction', 'reactions'],
  override: ['GM change', 'GM changes'],
  condition: ['condition change', 'condition changes'],
  ready: ['readied action', 'readied actions'],
  speech: ['speech', 'speeches'],
};

/** `3 more initiative rolls`, `1 more tie-break`: what a cut card says it left out of a group (`line`s of another). */
export function moreOf(group: string, hidden: number): string {
  const noun = GROUP_NOUN[group] ?? ['line', 'lines'];
  return `${hidden} more ${hidden === 1 ? noun[0] : noun[1]}`;
}
