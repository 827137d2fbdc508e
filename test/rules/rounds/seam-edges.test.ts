// 10-second rounds behind the rule-set seam (docs/rules.md §9.3), at the edges the mutation run found untested: who has
// had its turn this round (the public order lists them last, review 13c), a combatant's initiative as the tracker shows
// it, and what the acting combatant may still declare (one action a turn, ruling 33; no Stand in defense after a
// reaction, ruling 35).
import { describe, expect, it } from 'vitest';
import { rounds } from '../../../src/rules/rounds';
import type { RoundsCombatant, RoundsState } from '../../../src/rules/rounds/state';

const c = (id: string, initiative: number, doneRound: number, reactedRound = 0): RoundsCombatant =>
  ({ id, name: id, initiative, tie: [], arrival: 1, doneRound, reactedRound, defenseRound: 0, status: null, conditions: [], hexesPerRound: null }) as unknown as RoundsCombatant;
const state = (combatants: readonly RoundsCombatant[], turn: RoundsState['turn'], round = 2): RoundsState => ({ combatants, round, turn, nextArrival: 9 }) as unknown as RoundsState;

describe('done this round', () => {
  // a acted this round (its turn over), b acts now (its turn begun: doneRound is this round), w still waits
  const s = state([c('a', 12, 2), c('b', 9, 2), c('w', 5, 1)], { id: 'b', action: null } as RoundsState['turn']);

  it('is a combatant whose turn came and went this round, not the one acting now, nor one still to act, nor a stranger', () => {
    expect(rounds.doneThisRound?.(s, 'a')).toBe(true);
    expect(rounds.doneThisRound?.(s, 'b')).toBe(false);
    expect(rounds.doneThisRound?.(s, 'w')).toBe(false);
    expect(rounds.doneThisRound?.(s, 'nobody')).toBe(false);
  });

  it('between turns, everyone whose turn came this round is done', () => {
    const between = state(s.combatants, null);
    expect(rounds.doneThisRound?.(between, 'b')).toBe(true);
    expect(rounds.doneThisRound?.(between, 'w')).toBe(false);
  });
});

describe('the value a combatant shows', () => {
  it('is its initiative; a stranger has none', () => {
    const s = state([c('a', 12, 2)], null);
    expect(rounds.valueOf(s, 'a')).toBe(12);
    expect(rounds.valueOf(s, 'x')).toBeNull();
  });
});

describe('what a combatant may declare now', () => {
  const keys = (now: ReturnType<typeof rounds.actionsNow>): string[] => now.actions.map((a) => a.key);

  it('the acting one with its action taken has none left; another, or one not acting, has them all', () => {
    const taken = state([c('a', 12, 2), c('w', 5, 1)], { id: 'a', action: 'combat' } as unknown as RoundsState['turn']);
    expect(rounds.actionsNow(taken, 'a')).toEqual({ actions: [], taken: 'combat' });
    expect(rounds.actionsNow(taken, 'w').taken).toBeNull();
    expect(keys(rounds.actionsNow(taken, 'w'))).toContain('defense');
    // the turn begun, no action yet
    const open = state(taken.combatants, { id: 'a', action: null } as RoundsState['turn']);
    expect(rounds.actionsNow(open, 'a').taken).toBeNull();
    expect(keys(rounds.actionsNow(open, 'a'))).toContain('defense');
  });

  it('one that reacted this round may not stand in defense (ruling 35); a reaction of an earlier round does not count', () => {
    const s = state([c('r', 12, 1, 2), c('e', 9, 1, 1)], null);
    const reacted = rounds.actionsNow(s, 'r');
    expect(keys(reacted)).not.toContain('defense');
    expect(reacted.withheld).toBe('No Stand in defense: you reacted this round.');
    expect(keys(rounds.actionsNow(s, 'e'))).toContain('defense');
  });

  it('a reaction refused to a stranger names it unknown', () => {
    expect(rounds.reactionRefused(state([], null), 'x')).toEqual({ code: 'unknown-combatant' });
  });
});
