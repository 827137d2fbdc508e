// The words of every refusal, in each rule set's clock (docs/rules.md §9), and the rule that a combatant hidden from
// the reader is never named in one (docs/rules.md §13). Found untested by the mutation run of src/render: the
// refusals were read only through the built bundle, where no mutant reaches.
import { describe, expect, it } from 'vitest';
import type { Rejection } from '../../src/rules/core/events';
import { clockFormat, type ClockKind } from '../../src/render/clock';
import { refusalText, type VisibleName } from '../../src/render/refusals';

const NAMES: Readonly<Record<string, string>> = { a: 'Aldric', b: 'Borin', s: 'Shade' };
/** A player's view: the Shade is on the GM layer. */
const player: VisibleName = (id) => (id === 's' ? null : (NAMES[id] ?? null));
const says = (r: Rejection, kind: ClockKind = 'rondel', nameOf: VisibleName = player): string => refusalText(r, nameOf, clockFormat(kind));

describe('the words of a refusal', () => {
  it.each<[Rejection, ClockKind, string]>([
    [{ code: 'unknown-combatant' }, 'rondel', 'That token is not in the fight.'],
    [{ code: 'already-in-combat', id: 'a' }, 'rondel', 'Aldric is already in the fight.'],
    [{ code: 'not-due', id: 'a', nextAt: 14, counter: 9 }, 'rondel', 'Aldric is not due yet: next action at count 14 (the counter is at 9).'],
    [{ code: 'not-due', id: 'a', nextAt: 21, counter: 9 }, 'seconds', 'Aldric is not due yet: it acts no sooner than round 2, second 1 (it is round 1, second 9).'],
    [{ code: 'not-due', id: 'a', nextAt: 3, counter: 2 }, 'rounds', 'Aldric has had its turn: it acts again in round 3.'],
    [{ code: 'not-first', id: 'a', first: 'b', counter: 7 }, 'rondel', 'Borin acts first at count 7 (lower tie-break); Aldric is next.'],
    [{ code: 'not-first', id: 'a', first: 'b', counter: 2 }, 'rounds', 'Borin acts now; Aldric’s turn comes later this round.'],
    [{ code: 'cannot-act', id: 'a', condition: 'stunned' }, 'rondel', 'Aldric is stunned and cannot act.'],
    [{ code: 'cannot-react', id: 'a', condition: 'stunned' }, 'rondel', 'Aldric is stunned and cannot react.'],
    [{ code: 'cannot-dodge', id: 'a', condition: 'prone' }, 'rondel', 'Aldric is prone: no dodge or deflection. Another reaction (an attack of opportunity, say) is still allowed.'],
    [{ code: 'flex-active', id: 'a', until: 17 }, 'rondel', 'Aldric reacted recently: the flex marker shows until count 17.'],
    [{ code: 'hold-twice', id: 'a' }, 'rondel', 'Aldric held last time and cannot hold twice in a row: Reset, Full Guard or act.'],
    [{ code: 'bad-value', field: 'action', low: 0, high: 0 }, 'rondel', 'Unknown action.'],
    [{ code: 'bad-value', field: 'terrain', low: 0, high: 0 }, 'seconds', 'Unknown terrain: road, floor, plains, tundra, desert, forest, hills, swamp, jungle or mountains.'],
    [{ code: 'bad-value', field: 'text', low: 1, high: 200 }, 'rondel', 'Say something of 1 to 200 characters.'],
    [{ code: 'bad-value', field: 'count', low: 1, high: 99 }, 'rondel', 'The count must be a whole number from 1 to 99.'],
    [{ code: 'bad-value', field: 'count', low: 1, high: 20 }, 'seconds', 'The second must be a whole number from 1 to 20.'],
    [{ code: 'bad-value', field: 'count', low: 1, high: 30 }, 'rounds', 'The initiative must be a whole number from 1 to 30.'],
    [{ code: 'bad-value', field: 'speed', low: -5, high: 5 }, 'seconds', 'Weapon speed must be a whole number from -5 to 5.'],
    [{ code: 'bad-value', field: 'perception', low: -5, high: 10 }, 'rondel', 'The Perception modifier must be a whole number from -5 to 10.'],
    [{ code: 'no-combatants' }, 'rondel', 'Select the tokens in the fight first.'],
    [{ code: 'count-in-past', count: 4, counter: 9 }, 'rondel', 'Count 4 has passed: the counter is at 9.'],
    [{ code: 'count-in-past', count: 4, counter: 9 }, 'seconds', 'Round 1, second 4 has passed: it is round 1, second 9.'],
    [{ code: 'count-in-past', count: 1, counter: 2 }, 'rounds', 'Round 1 has passed: it is round 2.'],
    [{ code: 'reacted-this-round', id: 'a', round: 2 }, 'seconds', 'Aldric has already reacted in round 2: one reaction per round.'],
    [{ code: 'in-defense', id: 'a' }, 'rounds', 'Aldric stood in defense: no reactions in that round or the next.'],
    [{ code: 'nothing-readied', id: 'a' }, 'rounds', 'Aldric has no action at the ready.'],
    [{ code: 'not-prone', id: 'a' }, 'rondel', 'Aldric is not prone: there is nothing to stand up from.'],
    [{ code: 'cannot-stand', id: 'a', condition: 'stunned' }, 'rondel', 'Aldric is stunned and cannot stand up.'],
    [{ code: 'stand-later', id: 'a', next: 12, react: false }, 'rondel', 'Not now: Aldric stands up at a movement window (the next: count 12).'],
    [{ code: 'stand-later', id: 'a', next: 12, react: true }, 'rondel', 'Not now: Aldric stands up at a movement window (the next: count 12), or now as a reaction (flex for 8 counts, up at the end of the next count): !rondel stand --react.'],
    [{ code: 'stand-later', id: 'a', next: 25, react: false }, 'seconds', 'Not now: Aldric stands up at a movement moment (the next: round 2, second 5).'],
    [{ code: 'stand-later', id: 'a', next: 25, react: true }, 'seconds', 'Not now: Aldric stands up at a movement moment (the next: round 2, second 5), or now as its reaction of the round: !rondel stand --react.'],
    [{ code: 'stand-later', id: 'a', next: 3, react: false }, 'rounds', 'Not now: Aldric stands up on its own turn (in round 3), for half its movement.'],
    [{ code: 'stand-later', id: 'a', next: 3, react: true }, 'rounds', 'Not now: Aldric stands up on its own turn (in round 3), for half its movement, or now as its reaction of the round: !rondel stand --react.'],
    [{ code: 'stand-no-reaction', id: 'a', next: 3, now: true }, 'rounds', 'It is Aldric’s own turn: it stands up as part of it, for half its movement, with !rondel stand (its reaction is kept).'],
    [{ code: 'stand-no-reaction', id: 'a', next: 3, now: false }, 'rounds', 'Not now: Aldric stands up on its own turn (in round 3), for half its movement, with !rondel stand.'],
    [{ code: 'already-declared', id: 'a' }, 'rounds', 'Aldric has declared its one action this turn: what it may still do is on its menu (!rondel menu), and the turn ends with !rondel done (or the tracker’s next-turn button).'],
    [{ code: 'speech-full', id: 'a', lines: 3 }, 'rondel', 'Aldric has already said 3 things this round, as many as a round holds: say the rest next round.'],
    [{ code: 'cannot-speak', id: 'a', condition: 'unconscious' }, 'seconds', 'Aldric is unconscious and cannot speak.'],
    [{ code: 'old-trigger', id: 'a', round: 2 }, 'rounds', 'That button was for the action Aldric readied in round 2, which is gone: nothing was done. The action at the ready now has its own Trigger button.'],
  ])('%j in %s: %s', (rejection, kind, words) => {
    expect(says(rejection, kind)).toBe(words);
  });
});

describe('an action the fight’s rule set does not have', () => {
  it('names the rule set’s own actions, and why, in each', () => {
    expect(says({ code: 'not-in-rule-set', action: 'hold', ruleSet: 'rounds' })).toBe(
      'There is no holding in 10-second rounds: a turn is move and act, in either order (rulebook page 000). The actions are combat, magic, skill, move, defense and ready.',
    );
    expect(says({ code: 'not-in-rule-set', action: 'dash', ruleSet: 'rounds' })).toBe(
      'There is no dash in 10-second rounds: the actions are combat, magic, skill, move, defense and ready. A sheet’s Act buttons follow its Rule set box.',
    );
    expect(says({ code: 'not-in-rule-set', action: 'guard', ruleSet: 'seconds' })).toBe(
      '20-second rounds have no Full Guard: an action happens at its second, and the actions are combat, magic, skill and move (rulebook page 001). A sheet’s Act buttons follow its Rule set box.',
    );
    expect(says({ code: 'not-in-rule-set', action: 'hold', ruleSet: 'seconds' })).toBe(
      '20-second rounds have no hold: an action happens at its second, and the actions are combat, magic, skill and move (rulebook page 001). A sheet’s Act buttons follow its Rule set box.',
    );
    expect(says({ code: 'not-in-rule-set', action: 'defense', ruleSet: 'rondel' })).toBe(
      'There is no defense in the Cool-Down Rondel: the actions are combat, dash, guard, hide, magic, skill, hold and reset. A sheet’s Act buttons follow its Rule set box.',
    );
    expect(says({ code: 'not-in-rule-set', action: 'fly', ruleSet: 'no-such-rules' })).toBe('fly is not an action of this rule set.');
  });
});

describe('a combatant hidden from the reader', () => {
  const withId: Rejection[] = [
    { code: 'already-in-combat', id: 's' },
    { code: 'not-due', id: 's', nextAt: 14, counter: 9 },
    { code: 'cannot-act', id: 's', condition: 'stunned' },
    { code: 'cannot-react', id: 's', condition: 'stunned' },
    { code: 'cannot-dodge', id: 's', condition: 'prone' },
    { code: 'flex-active', id: 's', until: 17 },
    { code: 'hold-twice', id: 's' },
    { code: 'reacted-this-round', id: 's', round: 2 },
    { code: 'in-defense', id: 's' },
    { code: 'nothing-readied', id: 's' },
    { code: 'not-prone', id: 's' },
    { code: 'cannot-stand', id: 's', condition: 'stunned' },
    { code: 'stand-later', id: 's', next: 12, react: true },
    { code: 'stand-no-reaction', id: 's', next: 3, now: true },
    { code: 'already-declared', id: 's' },
    { code: 'speech-full', id: 's', lines: 3 },
    { code: 'cannot-speak', id: 's', condition: 'paralyzed' },
    { code: 'old-trigger', id: 's', round: 2 },
  ];

  it.each(withId.map((r) => [r.code, r] as const))('%s: is “that combatant” to a player, and named to the GM', (_, r) => {
    for (const kind of ['rondel', 'seconds', 'rounds'] as const) {
      const toPlayer = says(r, kind);
      expect(toPlayer).not.toContain('Shade');
      expect(toPlayer).toMatch(/That combatant|that combatant/);
      expect(says(r, kind, (id) => NAMES[id] ?? null)).toContain('Shade');
    }
  });

  it('due first at the count, is not named: the reader is told to wait for the announcement', () => {
    for (const kind of ['rondel', 'seconds', 'rounds'] as const) {
      const words = says({ code: 'not-first', id: 'a', first: 's', counter: 7 }, kind);
      expect(words).not.toContain('Shade');
      expect(words).toBe(`Aldric’s turn has not come yet at ${clockFormat(kind).at(7)}: wait until it is announced.`);
    }
    expect(says({ code: 'not-first', id: 'a', first: 's', counter: 7 }, 'rondel', (id) => NAMES[id] ?? null)).toBe('Shade acts first at count 7 (lower tie-break); Aldric is next.');
  });
});
