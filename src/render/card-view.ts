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

/** The kinds of line that come in numbers, and what "and N more …" calls them. */
export const GROUP_NOUN: Readonly<Record<string, string>> = {
  initiative: 'initiative rolls',
  tie: 'tie-breaks',
  left: 'who left',
  action: 'declared actions',
  allowance: 'changed moves',
  marker: 'markers set',
  expired: 'markers ended',
  spell: 'spells cast',
  resolves: 'spells taking effect',
  reaction: 'reactions',
  override: 'GM changes',
  condition: 'condition changes',
  ready: 'readied actions',
  speech: 'speeches',
};
