// docs/rules.md §11: an unconscious combatant drops prone, and is still prone when it wakes (it crawls, or gets up).
// Every rule set, through the seam.
import { describe, expect, it } from 'vitest';
import { ruleSets } from '../../src/rules/registry';
import { withBrought } from '../../src/rules/core/conditions';
import { seededDice } from '../support/dice';
import { newcomer, OPTIONS } from '../support/random-play';

describe.each(ruleSets().map((rs) => [rs.id, rs] as const))('%s: knocked out', (_id, rs) => {
  const start = () => rs.start([newcomer(1), newcomer(2)], seededDice(5), OPTIONS).state;
  const id = () => start().combatants[1]?.id as string;
  const conditionsOf = (state: ReturnType<typeof start>, who: string) => state.combatants.find((c) => c.id === who)?.conditions;

  it('falls prone, and stays prone when it wakes', () => {
    const who = id();
    const out = rs.changeConditions(start(), who, ['unconscious'], []);
    expect(out.events[0]).toEqual({ type: 'conditions-changed', id: who, added: ['unconscious', 'prone'], removed: [] });
    const woken = rs.changeConditions(out.state, who, [], ['unconscious']).state;
    expect(conditionsOf(woken, who)).toEqual(['prone']);
  });

  it('already prone, it is not made prone twice; the GM may say it does not fall', () => {
    const who = id();
    const prone = rs.changeConditions(start(), who, ['prone'], []).state;
    expect(rs.changeConditions(prone, who, ['unconscious'], []).events[0]).toMatchObject({ added: ['unconscious'] });
    const propped = rs.changeConditions(start(), who, ['unconscious'], ['prone']);
    expect(conditionsOf(propped.state, who)).toEqual(['unconscious']);
  });
});

describe('withBrought', () => {
  it('brings prone with unconscious only', () => {
    expect(withBrought(['unconscious'], [])).toEqual(['unconscious', 'prone']);
    expect(withBrought(['stunned', 'blind'], [])).toEqual(['stunned', 'blind']);
    expect(withBrought(['unconscious', 'prone'], [])).toEqual(['unconscious', 'prone']);
    expect(withBrought(['unconscious'], ['prone'])).toEqual(['unconscious']);
  });
});
