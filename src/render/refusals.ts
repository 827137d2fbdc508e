// The words of a refusal. The engine says why with a code and its parameters; the words depend on who reads them:
// a combatant hidden from the reader (a token on the GM layer, for a player) is never named.
import type { BadValueField, Rejection } from '../rules/rondel/state';

/** A combatant's name for this reader, or null when the reader must not learn of it. */
export type VisibleName = (id: string) => string | null;

const FIELD_LABEL: Readonly<Record<BadValueField, string>> = {
  action: 'The action',
  speed: 'Weapon speed',
  mod: 'The modifier',
  cast: 'Casting time',
  count: 'The count',
  perception: 'The Perception modifier',
  terrain: 'The terrain',
  text: 'The text',
};

export function refusalText(r: Rejection, nameOf: VisibleName): string {
  const name = (id: string): string => nameOf(id) ?? 'That combatant';
  switch (r.code) {
    case 'unknown-combatant':
      return 'That token is not in the fight.';
    case 'already-in-combat':
      return `${name(r.id)} is already in the fight.`;
    case 'not-due':
      return `${name(r.id)} is not due yet: next action at count ${r.nextAt} (the counter is at ${r.counter}).`;
    case 'not-first': {
      const first = nameOf(r.first);
      return first === null
        ? `${name(r.id)}’s turn has not come yet at count ${r.counter}: wait until it is announced.`
        : `${first} acts first at count ${r.counter} (lower tie-break); ${name(r.id)} is next.`;
    }
    case 'cannot-act':
      return `${name(r.id)} is ${r.condition} and cannot act.`;
    case 'cannot-react':
      return `${name(r.id)} is ${r.condition} and cannot react.`;
    case 'flex-active':
      return `${name(r.id)} reacted recently: the flex marker shows until count ${r.until}.`;
    case 'hold-twice':
      return `${name(r.id)} held last time and cannot hold twice in a row: Reset, Full Guard or act.`;
    case 'bad-value':
      return r.field === 'action' ? 'Unknown action.' : `${FIELD_LABEL[r.field]} must be a whole number from ${r.low} to ${r.high}.`;
    case 'no-combatants':
      return 'Select the tokens in the fight first.';
    case 'count-in-past':
      return `Count ${r.count} has passed: the counter is at ${r.counter}.`;
    case 'not-in-rule-set':
      return r.action === 'hold' && r.ruleSet === 'rounds'
        ? 'There is no holding in 10-second rounds: a turn is move and act, in either order (rulebook page 000).'
        : `${r.action} is not an action of this rule set.`;
    case 'reacted-this-round':
      return `${name(r.id)} has already reacted in round ${r.round}: one reaction per round.`;
    case 'in-defense':
      return `${name(r.id)} is standing in defense: no reactions this round or next.`;
    case 'nothing-readied':
      return `${name(r.id)} has no action at the ready.`;
  }
}
