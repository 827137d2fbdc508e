// An undo or redo of several steps, told by what happened along the way (src/app/commands/travel.ts `travel`,
// `seenSteps`; docs/rules.md §10, §15): a turn's action taken in a state passed through is named (taken back by an
// undo, taken again by a redo), damage applied in each step moved over is taken back or applied again, and the
// players are counted each step that showed them something, a step of damage to a token they see included.
import { describe, expect, it } from 'vitest';
import { damageOf, withDamage, type AppliedDamage, type RollLedger } from '../../src/app/damage';
import type { Fight } from '../../src/app/model';
import type { BodyReading } from '../../src/app/ports';
import type { CombatState } from '../../src/rules/rondel/state';
import type { FightStateBase } from '../../src/rules/core/rule-set';
import { aCombat } from '../support/builders';
import { aRoundsFight } from '../support/rounds';
import { aContext, aFight, aToken, aWorld, presentOf, said, say } from '../app/fakes';

describe('a turn’s action in a state passed through (10-second rounds, docs/rules.md §9.3, §10)', () => {
  const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo', controllers: ['pat'] })] });
  const people = [
    { id: 'a', name: 'Ana', initiative: 9 },
    { id: 'b', name: 'Bo', initiative: 5 },
  ];
  // Ana's turn; Ana declares Combat (her turn goes on); her turn ends and Bo's begins
  const s0 = aRoundsFight(people, { turn: { id: 'a', action: null } });
  const s1 = aRoundsFight(people, { turn: { id: 'a', action: 'combat' } });
  const s2 = aRoundsFight([{ ...people[0], doneRound: 1 }, people[1]] as typeof people, { turn: { id: 'b', action: null } });
  const fight = (present: FightStateBase, past: FightStateBase[], future: FightStateBase[]): Fight => ({
    ...aFight(present as unknown as CombatState, { rules: 'rounds' }),
    timeline: { present, past, future },
  });

  it('an undo of the action and the turn’s end in one go takes the action back: it was in the state passed through', () => {
    const out = say(aContext({ world, fight: fight(s2, [s0, s1], []) }), '!rondel undo 2');
    expect(presentOf(out)).toBe(s0);
    const card = said(out.messages)[0]!;
    expect(card.to).toBe('all');
    expect(card.text).toContain('The GM undid 2 steps');
    expect(card.text).toContain('Now: Ana’s turn.');
    // her turn is the one the undo lands in: "this turn’s action"; taken back, not "taken again"
    expect(card.text).toContain('Ana: Combat, this turn’s action, is taken back.');
    expect(card.text).not.toContain('taken again');
  });

  it('a redo of both takes it again, in its turn now over; nothing is taken back', () => {
    const out = say(aContext({ world, fight: fight(s0, [], [s2, s1]) }), '!rondel redo 2');
    expect(presentOf(out)).toBe(s2);
    const card = said(out.messages)[0]!.text;
    expect(card).toContain('The GM redid 2 steps');
    expect(card).toContain('Now: Bo’s turn.');
    expect(card).toContain('Ana: Combat is taken again (its turn in round 1).');
    expect(card).not.toContain('taken back');
  });
});

describe('damage along the steps moved over, and the steps the players are counted (docs/rules.md §10, §15)', () => {
  const LINKED: BodyReading = { characterId: 'cg', linkedBar: 'bar1', attribute: 12, bar: 12 };
  const world = aWorld({ tokens: [aToken({ id: 'g', name: 'Goblin', represents: 'cg' }), aToken({ id: 'o', name: 'Orc', layer: 'gmlayer' })], bodies: { g: LINKED } });
  const first: AppliedDamage = { roll: '1', target: 'g', amount: 5, attribute: { characterId: 'cg', before: 20, after: 15 }, bar: { bar: 'bar1', before: 20, after: 15 } };
  const second: AppliedDamage = { roll: '2', target: 'g', amount: 3, attribute: { characterId: 'cg', before: 15, after: 12 }, bar: { bar: 'bar1', before: 15, after: 12 } };
  const ledger: RollLedger = {
    next: 3,
    pending: [
      { id: '1', target: 'g', amount: 5, applied: true },
      { id: '2', target: 'g', amount: 3, applied: true },
    ],
    applied: [],
  };
  const state = (orcBlind: boolean): CombatState =>
    aCombat(
      [
        { id: 'g', name: 'Goblin', nextAt: 4 },
        { id: 'o', name: 'Orc', nextAt: 6, conditions: orcBlind ? ['blind'] : [] },
      ],
      { counter: 1 },
    );
  // three steps: damage to the Goblin (seen), more damage to it (seen: a step's own list), then the hidden Orc made
  // blind (unseen; the state carries the last list on)
  const p = state(false);
  const d1 = withDamage(p, [first]);
  const d2 = withDamage(p, [second]);
  // the same list, not a copy: a step that applied nothing carries the last one's on
  const h = withDamage(state(true), damageOf(d2));

  it('an undo of all three takes back both damages, newest first, and counts the two damage steps for the players', () => {
    const f: Fight = { ...aFight(h), timeline: { present: h, past: [p, d1, d2], future: [] } };
    const out = say(aContext({ world, fight: f, stored: { rolls: ledger } }), '!rondel undo 3');
    expect(presentOf(out)).toBe(p);
    const [table, gm, damage] = said(out.messages);
    expect(table).toEqual({ to: 'all', text: 'Rondel\nThe GM undid 2 steps: back to count 1.\nGoblin’s 3 damage is taken back.\nGoblin’s 5 damage is taken back.' });
    expect(gm?.to).toBe('gm');
    expect(gm?.text.split('\n')[1]).toBe('Undid 3 steps in all: the players were told of 2; the other touched only tokens they do not see.');
    expect(damage?.to).toBe('gm');
    // the body moves from its value now (12), each application in turn: +3, then +5
    expect(out.effects).toContainEqual({ kind: 'bar', tokenId: 'g', bar: 'bar1', value: 20 });
    expect(out.stored?.rolls?.pending.map((x) => x.applied)).toEqual([false, false]);
  });

  it('a redo of all three applies both again, oldest first, and counts the two damage steps for the players', () => {
    const f: Fight = { ...aFight(p), timeline: { present: p, past: [], future: [h, d2, d1] } };
    const undone: RollLedger = { ...ledger, pending: ledger.pending.map((x) => ({ ...x, applied: false })) };
    const out = say(aContext({ world: aWorld({ tokens: [aToken({ id: 'g', name: 'Goblin', represents: 'cg' }), aToken({ id: 'o', name: 'Orc', layer: 'gmlayer' })], bodies: { g: { ...LINKED, attribute: 20, bar: 20 } } }), fight: f, stored: { rolls: undone } }), '!rondel redo 3');
    expect(presentOf(out)).toBe(h);
    const [table, gm] = said(out.messages);
    expect(table).toEqual({ to: 'all', text: 'Rondel\nThe GM redid 2 steps: count 1.\nGoblin takes 5 damage again.\nGoblin takes 3 damage again.' });
    expect(gm?.text.split('\n')[1]).toBe('Redid 3 steps in all: the players were told of 2; the other touched only tokens they do not see.');
    expect(out.effects).toContainEqual({ kind: 'bar', tokenId: 'g', bar: 'bar1', value: 12 });
    expect(out.stored?.rolls?.pending.map((x) => x.applied)).toEqual([true, true]);
  });
});
