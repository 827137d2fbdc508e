// Review 12b (rules, 10-second rounds): standing up from prone as a REACTION.
// Rulebook page 000 (Combat Detailed, the `rounds` rule set), in its list of reactions: "Standing up: when knocked
// prone and having enough movement remaining for the round, standing back up can be performed as a reaction." and,
// under Knocked Down: "Furthermore, if standing is not possible due to lack of movement remaining, then a reaction to
// do so cannot be used." RULES.md §9.3 takes page 000's reactions ("Reactions: one per round").
// At the table: the fighter Aldric (8 hexes a round) is tripped on the Goblin's turn, before his own turn of the
// round; his player types `!rondel stand --react` and is told standing is no reaction in 10-second rounds. He should
// stand up as his one reaction of the round (prone lifted, the round's reaction spent), as page 000 says.
// docs/rules.md ruling 90 ("10-second rounds: … never as a reaction") contradicts page 000's text; its reason is not
// given. (src/rules/rounds/standing.ts `standRounds` refuses every `asReaction`.)
import { describe, expect, it } from 'vitest';
import { rounds } from '../../src/rules/rounds';
import type { RuleOptions } from '../../src/rules/core/rule-set';
import { DEFAULT_PATTERN } from '../../src/rules/rondel/windows';
import { aRoundsFight } from '../support/rounds';

const OPTIONS: RuleOptions = { pattern: DEFAULT_PATTERN, passedOver: 'guard', rerollEachRound: false };

describe('10-second rounds: standing up as a reaction (page 000)', () => {
  it('a prone combatant whose turn is still to come stands up as its reaction of the round', () => {
    // the Goblin's turn (initiative 9); Aldric (initiative 4) is still to act this round, knocked prone
    const state = aRoundsFight([
      { id: 'goblin', initiative: 9 },
      { id: 'aldric', initiative: 4, hexesPerRound: 8, conditions: ['prone'] },
    ]);
    const step = rounds.stand(state, 'aldric', true, OPTIONS);
    expect(step.events.filter((e) => e.type === 'rejected')).toEqual([]);
    const aldric = step.state.combatants.find((c) => c.id === 'aldric');
    expect(aldric?.conditions).not.toContain('prone');
    // it is the round's one reaction
    expect(aldric?.reactedRound).toBe(1);
  });

  it('with the round’s reaction already spent, standing as a reaction is refused', () => {
    const state = aRoundsFight([
      { id: 'goblin', initiative: 9 },
      { id: 'aldric', initiative: 4, hexesPerRound: 8, conditions: ['prone'], reactedRound: 1 },
    ]);
    const step = rounds.stand(state, 'aldric', true, OPTIONS);
    expect(step.events.filter((e) => e.type === 'rejected')).toHaveLength(1);
    // and the refusal is for the spent reaction, not "standing is no reaction here"
    expect(step.events.find((e) => e.type === 'rejected')).toMatchObject({ code: 'reacted-this-round' });
  });
});
