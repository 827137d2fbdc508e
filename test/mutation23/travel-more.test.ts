// Undo and redo at edges the mutation run found untested (src/app/commands/travel.ts; docs/rules.md §10, §15,
// ruling 73): the due player's menu whispered again only for a turn the travel changed, a damage card's Undo with
// nothing to take back, a redo at a full history, and damage lines when the cards are the GM's alone.
import { describe, expect, it } from 'vitest';
import { withDamage, type AppliedDamage, type RollLedger } from '../../src/app/damage';
import type { Fight } from '../../src/app/model';
import type { BodyReading } from '../../src/app/ports';
import { HISTORY_LIMIT } from '../../src/rules/core/history';
import type { CombatState } from '../../src/rules/rondel/state';
import { aCombat } from '../support/builders';
import { aContext, aFight, aToken, aWorld, presentOf, refusalOf, said, say } from '../app/fakes';

const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo', controllers: ['pat'] })] });
/** Ana due at count 4; Bo later. */
const anaDue = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'b', name: 'Bo', nextAt: 6 }], { counter: 4 });
const withBo = (state: CombatState, conditions: CombatState['combatants'][number]['conditions']): CombatState => ({ ...state, combatants: state.combatants.map((c) => (c.id === 'b' ? { ...c, conditions } : c)) });
const history = (present: CombatState, past: CombatState[], future: CombatState[] = []): Fight => ({ ...aFight(present), timeline: { present, past, future } });

describe('the due player’s menu after an undo or redo (ruling 73: the menu in the chat still serves the same turn)', () => {
  it('an undo that leaves the turn as it was (same combatant, same count, Ana untouched) whispers no menu again', () => {
    const boProne = withBo(anaDue, ['prone']);
    const out = say(aContext({ world, fight: history(boProne, [anaDue]) }), '!rondel undo');
    // the players saw a change (Bo stands again), and still no second menu for Ana's turn
    expect(said(out.messages)).toEqual([{ to: 'all', text: 'Rondel\nThe GM undid 1 step: back to count 4.\nBo is no longer prone.' }]);
    expect(out.menus).toEqual([]);
  });

  it('an undo that gives the turn to another combatant whispers that one’s menu to its player', () => {
    const boDue = aCombat([{ id: 'a', name: 'Ana', nextAt: 9 }, { id: 'b', name: 'Bo', nextAt: 4 }], { counter: 4 });
    const out = say(aContext({ world, fight: history(anaDue, [boDue]) }), '!rondel undo');
    expect(out.menus?.map((m) => m.to)).toEqual([{ player: 'pat' }]);
    expect(said(out.menus)[0]?.text.split('\n')[0]).toBe('Bo: your action count 4');
  });

  it('the same combatant due at another count is another turn: its menu comes again', () => {
    const earlier = aCombat([{ id: 'a', name: 'Ana', nextAt: 3 }, { id: 'b', name: 'Bo', nextAt: 6 }], { counter: 3 });
    const out = say(aContext({ world, fight: history(anaDue, [earlier]) }), '!rondel undo');
    expect(said(out.menus).map((m) => [m.to, m.text.split('\n')[0]])).toEqual([[{ player: 'sam' }, 'Ana: your action count 3']]);
  });
});

describe('a damage card’s Undo with nothing applied, and a number typed beside it (docs/rules.md §10)', () => {
  const STALE = 'Rondel\nThat Undo was for damage the fight has moved on from (another step came after it): nothing was done. Undo the steps since with !rondel undo N, or change the bar by hand.';

  it('no fight and no damage applied: the button is refused as for damage moved on from, nothing changes', () => {
    expect(refusalOf(say(aContext({ world }), '!rondel undo --roll 3'))).toBe(STALE);
  });

  it('the Undo takes back its one step, whatever number is typed with it', () => {
    const orc: AppliedDamage = { roll: '3', target: 'b', amount: 4, attribute: null, bar: { bar: 'bar1', before: 9, after: 5 } };
    const hurt = withDamage({ ...anaDue, counter: 5 }, [orc]);
    const rolls: RollLedger = { next: 4, pending: [{ id: '3', target: 'b', amount: 4, applied: true }], applied: [] };
    const w = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' })], bodies: { b: { characterId: null, linkedBar: null, attribute: null, bar: 5 } as BodyReading } });
    const before = { ...anaDue, counter: 3 };
    const out = say(aContext({ world: w, fight: history(hurt, [before, anaDue]), stored: { rolls } }), '!rondel undo 2 --roll 3');
    expect(presentOf(out)).toBe(anaDue);
  });
});

describe('redo at a full history (docs/rules.md §10: the limit is how far undo reaches)', () => {
  /** A full history: HISTORY_LIMIT steps kept, all of them behind the present. */
  const full = (): Fight => {
    const past = Array.from({ length: HISTORY_LIMIT }, (_, i) => ({ ...anaDue, counter: i + 1 }));
    return history({ ...anaDue, counter: HISTORY_LIMIT + 1 }, past);
  };

  it('nothing to redo is said as such, not as undo’s limit', () => {
    expect(refusalOf(say(aContext({ world, fight: full() }), '!rondel redo'))).toBe('Rondel\nThere is nothing to redo.');
  });
});

describe('damage taken back when the cards are the GM’s alone (announce gm; docs/rules.md §10, §15)', () => {
  it('the GM’s card has no table line for the damage: the GM’s damage notice says it, with the body', () => {
    const orc: AppliedDamage = { roll: '3', target: 'b', amount: 4, attribute: null, bar: { bar: 'bar1', before: 9, after: 5 } };
    const hurt = withDamage({ ...anaDue, counter: 5 }, [orc]);
    const rolls: RollLedger = { next: 4, pending: [{ id: '3', target: 'b', amount: 4, applied: true }], applied: [] };
    const w = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' })], bodies: { b: { characterId: null, linkedBar: null, attribute: null, bar: 5 } } });
    const out = say(aContext({ world: w, fight: history(hurt, [anaDue]), stored: { rolls }, config: { announce: 'gm' } }), '!rondel undo');
    expect(said(out.messages)).toEqual([
      { to: 'gm', text: 'Rondel\nThe GM undid 1 step: back to count 4.' },
      { to: 'gm', text: 'Rondel: damage\nBo: 4 damage taken back. Body 5 → 9 (bar1).' },
    ]);
  });
});
