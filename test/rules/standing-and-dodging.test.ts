// Standing up from prone and the restrained dodge, against the rule sets directly (docs/rules.md §5, §6, §9.3, §11;
// rulings 90, 96, 97): when each is refused, what the refusal names, and what standing as a reaction costs.
import { describe, expect, it } from 'vitest';
import { dodgeRefused } from '../../src/rules/core/refused';
import type { FightEvent } from '../../src/rules/core/events';
import { stand } from '../../src/rules/rondel/standing';
import { DEFAULT_PATTERN, everMoves, type MovementPattern } from '../../src/rules/rondel/windows';
import { rounds } from '../../src/rules/rounds';
import type { RuleOptions } from '../../src/rules/core/rule-set';
import { aCombat } from '../support/builders';
import { aRoundsFight } from '../support/rounds';

const OPTIONS: RuleOptions = { pattern: DEFAULT_PATTERN, passedOver: 'guard', rerollEachRound: false };
const refusal = (events: readonly FightEvent[]) => events.find((e) => e.type === 'rejected');
const prone = (tier: 'black_tower' | 'red_fox', counter: number, extra: object = {}) => aCombat([{ id: 'x', tier, nextAt: 40, conditions: ['prone'], ...extra }], { counter });

describe('the rondel: standing up at a window of its own tier (ruling 96)', () => {
  it.each([
    ['red_fox', 4, 6],
    ['red_fox', 7, 9],
    ['black_tower', 4, 9],
    ['black_tower', 6, 9],
    ['black_tower', 7, 9],
    ['black_tower', 10, 15],
  ] as const)('%s at count %s is told its next opportunity: count %s', (tier, counter, next) => {
    expect(refusal(stand(prone(tier, counter), 'x', false).events)).toMatchObject({ code: 'stand-later', id: 'x', next, react: true });
  });

  it('stands up at a window that gives its tier hexes', () => {
    const step = stand(prone('black_tower', 9), 'x', false);
    expect(refusal(step.events)).toBeUndefined();
    expect(step.state.combatants[0]?.conditions).toEqual([]);
  });

  it('a tier the pattern never moves stands up at any window, and is told the very next one', () => {
    const still: MovementPattern = { ...DEFAULT_PATTERN, black_tower: [0, 0, 0, 0] };
    expect(everMoves('black_tower', still)).toBe(false);
    expect(everMoves('black_tower', DEFAULT_PATTERN)).toBe(true);
    expect(refusal(stand(prone('black_tower', 6), 'x', false, still).events)).toBeUndefined();
    expect(refusal(stand(prone('black_tower', 4), 'x', false, still).events)).toMatchObject({ next: 6 });
  });

  it('the refusal offers the reaction only while one may be taken', () => {
    const flexed = prone('red_fox', 4, { markers: [{ kind: 'flex', from: 1, until: 9 }] });
    expect(refusal(stand(flexed, 'x', false).events)).toMatchObject({ code: 'stand-later', react: false });
  });

  it('as a reaction: the flex marker, and prone held until the end of the next count; refused with a flex showing', () => {
    const step = stand(prone('red_fox', 4), 'x', true);
    expect(step.events).toContainEqual(expect.objectContaining({ type: 'reacted', id: 'x', note: 'stands up' }));
    expect(step.events).toContainEqual(expect.objectContaining({ type: 'effect-started', id: 'x', ends: { kind: 'clock', at: 6 } }));
    const flexed = prone('red_fox', 4, { markers: [{ kind: 'flex', from: 1, until: 9 }] });
    expect(refusal(stand(flexed, 'x', true).events)).toMatchObject({ code: 'flex-active' });
  });
});

describe('10-second rounds: on its own turn, or as the round’s reaction (ruling 90)', () => {
  // Goblin's turn (initiative 9); Aldric (4) still to act, or done this round
  const fight = (aldric: object = {}, turn: string = 'goblin') =>
    aRoundsFight(
      [
        { id: 'goblin', initiative: 9 },
        { id: 'aldric', initiative: 4, hexesPerRound: 8, conditions: ['prone'], ...aldric },
      ],
      { turn: { id: turn, action: null } },
    );

  it('told when: this round while its turn is to come, next round once it has had it; the reaction while free', () => {
    expect(refusal(rounds.stand(fight(), 'aldric', false, OPTIONS).events)).toMatchObject({ code: 'stand-later', next: 1, react: true });
    expect(refusal(rounds.stand(fight({ doneRound: 1 }), 'aldric', false, OPTIONS).events)).toMatchObject({ code: 'stand-later', next: 2 });
    expect(refusal(rounds.stand(fight({ reactedRound: 1 }), 'aldric', false, OPTIONS).events)).toMatchObject({ react: false });
  });

  it('as a reaction before its turn: the reaction spent, prone lifted, and its turn has half its movement left', () => {
    const step = rounds.stand(fight(), 'aldric', true, OPTIONS);
    expect(step.events).toContainEqual(expect.objectContaining({ type: 'reacted', id: 'aldric', note: 'stands up' }));
    expect(step.events).toContainEqual(expect.objectContaining({ type: 'stood-up', id: 'aldric', count: 1 }));
    const aldric = step.state.combatants.find((c) => c.id === 'aldric');
    expect(aldric).toMatchObject({ conditions: [], reactedRound: 1 });
    const onItsTurn = { ...step.state, turn: { id: 'aldric', action: null } };
    expect(rounds.allowance(onItsTurn, 'aldric', OPTIONS)).toEqual({ kind: 'move', hexes: 4 });
  });

  it('on its own turn --react is refused: it stands as part of the turn, with its reaction kept', () => {
    expect(refusal(rounds.stand(fight({}, 'aldric'), 'aldric', true, OPTIONS).events)).toEqual({ type: 'rejected', code: 'stand-no-reaction', id: 'aldric', next: 1, now: true });
  });
});

describe('a restrained combatant’s dodge (ruling 97)', () => {
  const restrained = { id: 'x', conditions: ['restrained'] as const };
  it.each(['dodge', 'Dodges the axe', 'a DEFLECTION', 'deflects it'])('“%s” is refused, naming the condition', (note) => {
    expect(dodgeRefused('s', restrained, note)).toEqual({ state: 's', events: [{ type: 'rejected', code: 'cannot-dodge', id: 'x', condition: 'restrained' }] });
  });
  it('any other reaction, or a dodge by one not restrained, is the rule set’s to judge', () => {
    expect(dodgeRefused('s', restrained, 'attack of opportunity')).toBeNull();
    expect(dodgeRefused('s', restrained, '')).toBeNull();
    expect(dodgeRefused('s', { id: 'x', conditions: ['prone'] }, 'dodge')).toBeNull();
    expect(dodgeRefused('s', undefined, 'dodge')).toBeNull();
  });
});
