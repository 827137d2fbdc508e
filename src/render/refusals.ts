// The words of a refusal. The engine says why with a code and its parameters; the words depend on who reads them:
// a combatant hidden from the reader (a token on the GM layer, for a player) is never named.
import type { BadValueField, Rejection } from '../rules/core/events';
import { ruleSetOf } from '../rules/registry';
import { clockFormat, type ClockFormat } from './clock';

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

export function refusalText(r: Rejection, nameOf: VisibleName, clock: ClockFormat = clockFormat('rondel')): string {
  const name = (id: string): string => nameOf(id) ?? 'That combatant';
  switch (r.code) {
    case 'unknown-combatant':
      return 'That token is not in the fight.';
    case 'already-in-combat':
      return `${name(r.id)} is already in the fight.`;
    case 'not-due':
      if (clock.kind === 'rounds') return `${name(r.id)} has had its turn: it acts again in round ${r.nextAt}.`;
      // a combatant that acted (or is casting) rolls again when a round begins, so a round's first second is the
      // earliest it can act, not a promise
      if (clock.kind === 'seconds') return `${name(r.id)} is not due yet: it acts no sooner than ${clock.at(r.nextAt)} (it is ${clock.at(r.counter)}).`;
      return `${name(r.id)} is not due yet: next action at count ${r.nextAt} (the counter is at ${r.counter}).`;
    case 'not-first': {
      const first = nameOf(r.first);
      if (first === null) return `${name(r.id)}’s turn has not come yet at ${clock.at(r.counter)}: wait until it is announced.`;
      if (clock.kind === 'rounds') return `${first} acts now; ${name(r.id)}’s turn comes later this round.`;
      return `${first} acts first at ${clock.at(r.counter)} (lower tie-break); ${name(r.id)} is next.`;
    }
    case 'cannot-act':
      return `${name(r.id)} is ${r.condition} and cannot act.`;
    case 'cannot-react':
      return `${name(r.id)} is ${r.condition} and cannot react.`;
    case 'cannot-dodge':
      return `${name(r.id)} is ${r.condition}: no dodge or deflection. Another reaction (an attack of opportunity, say) is still allowed.`;
    case 'flex-active':
      return `${name(r.id)} reacted recently: the flex marker shows until count ${r.until}.`;
    case 'hold-twice':
      return `${name(r.id)} held last time and cannot hold twice in a row: Reset, Full Guard or act.`;
    case 'bad-value':
      if (r.field === 'action') return 'Unknown action.';
      if (r.field === 'terrain') return 'Unknown terrain: road, floor, plains, tundra, desert, forest, hills, swamp, jungle or mountains.';
      if (r.field === 'text') return `Say something of ${r.low} to ${r.high} characters.`;
      if (r.field === 'count' && clock.kind !== 'rondel') return `The ${clock.value} must be a whole number from ${r.low} to ${r.high}.`;
      return `${FIELD_LABEL[r.field]} must be a whole number from ${r.low} to ${r.high}.`;
    case 'no-combatants':
      return 'Select the tokens in the fight first.';
    case 'count-in-past':
      if (clock.kind === 'rondel') return `Count ${r.count} has passed: the counter is at ${r.counter}.`;
      return `${clock.at(r.count).replace(/^./, (c) => c.toUpperCase())} has passed: it is ${clock.at(r.counter)}.`;
    case 'not-in-rule-set':
      return notInRuleSet(r.action, r.ruleSet);
    case 'reacted-this-round':
      return `${name(r.id)} has already reacted in round ${r.round}: one reaction per round.`;
    case 'in-defense':
      return `${name(r.id)} stood in defense: no reactions in that round or the next.`;
    case 'nothing-readied':
      return `${name(r.id)} has no action at the ready.`;
    case 'not-prone':
      return `${name(r.id)} is not prone: there is nothing to stand up from.`;
    case 'cannot-stand':
      return `${name(r.id)} is ${r.condition} and cannot stand up.`;
    case 'stand-later':
      // said as a refusal first: nothing was booked (a line starting with the name read like a confirmation)
      if (clock.kind === 'rounds') return `Not now: ${name(r.id)} stands up on its own turn (in round ${r.next}), for half its movement${r.react ? ', or now as its reaction of the round: !rondel stand --react' : ''}.`;
      // the reaction is offered only when it can be taken now (not stunned, not spent, no flex showing)
      if (clock.kind === 'seconds') return `Not now: ${name(r.id)} stands up at a movement moment (the next: ${clock.at(r.next)})${r.react ? ', or now as its reaction of the round: !rondel stand --react' : ''}.`;
      return `Not now: ${name(r.id)} stands up at a movement window (the next: count ${r.next})${r.react ? ', or now as a reaction (flex for 8 counts, up at the end of the next count): !rondel stand --react' : ''}.`;
    case 'stand-no-reaction':
      return r.now
        ? `It is ${name(r.id)}’s own turn: it stands up as part of it, for half its movement, with !rondel stand (its reaction is kept).`
        : `Not now: ${name(r.id)} stands up on its own turn (in round ${r.next}), for half its movement, with !rondel stand.`;
    case 'already-declared':
      return `${name(r.id)} has declared its one action this turn: what it may still do is on its menu (!rondel menu), and the turn ends with !rondel done (or the tracker’s next-turn button).`;
    case 'cannot-speak':
      return `${name(r.id)} is ${r.condition} and cannot speak.`;
    case 'speech-full':
      return `${name(r.id)} has already said ${r.lines} things this round, as many as a round holds: say the rest next round.`;
    case 'old-trigger':
      return `That button was for the action ${name(r.id)} readied in round ${r.round}, which is gone: nothing was done. The action at the ready now has its own Trigger button.`;
  }
}

/** An action of another rule set (a sheet's Act buttons follow the sheet's Rule set box): the fight's, and its actions. */
function notInRuleSet(action: string, id: string): string {
  const rs = ruleSetOf(id);
  if (!rs) return `${action} is not an action of this rule set.`;
  const keys = rs.actions.map((a) => a.key);
  const list = `${keys.slice(0, -1).join(', ')} and ${keys[keys.length - 1] ?? ''}`;
  const sheet = ' A sheet’s Act buttons follow its Rule set box.';
  if (action === 'hold' && id === 'rounds') return `There is no holding in 10-second rounds: a turn is move and act, in either order (rulebook page 000). The actions are ${list}.`;
  if (id === 'seconds') return `20-second rounds have no ${action === 'guard' ? 'Full Guard' : action}: an action happens at its second, and the actions are ${list} (rulebook page 001).${sheet}`;
  return `There is no ${action} in ${id === 'rondel' ? 'the ' : ''}${rs.name}: the actions are ${list}.${sheet}`;
}
