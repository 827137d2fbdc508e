// The Stand up button whispered at a movement window or moment (src/app/menus.ts standOffers; docs/rules.md §14
// ruling 90): who gets it, in which words, and who does not.
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../src/app/context';
import { standOffers } from '../../src/app/menus';
import type { Allowance, FightEvent } from '../../src/rules/core/events';
import type { RuleSetId } from '../../src/rules/core/rule-set';
import { aContext, aRondelFight, aToken, aWorld, buttons, said } from '../app/fakes';

const CRAWL: Allowance = { kind: 'crawl', hexes: 1, full: 2 };
const MOVE: Allowance = { kind: 'move', hexes: 2 };

const world = aWorld({
  tokens: [
    aToken({ id: 'a', name: 'Ana', controllers: ['sam', 'gm'] }),
    aToken({ id: 'b', name: 'Bo', controllers: ['all'] }),
    aToken({ id: 'h', name: 'Hag', layer: 'gmlayer', controllers: ['sam'] }),
    aToken({ id: 'g', name: 'Goblin', controllers: ['gm'] }),
    aToken({ id: 't', name: 'Twins', controllers: ['sam', 'pat'] }),
  ],
});
const fight = aRondelFight(
  ['a', 'b', 'h', 'g', 't'].map((id, i) => ({ id, name: ['Ana', 'Bo', 'Hag', 'Goblin', 'Twins'][i], nextAt: 5, conditions: ['prone' as const] })),
  { counter: 3 },
);
const state = fight.timeline.present;
const ctx = aContext({ world, fight });

function windowOf(...who: [string, Allowance][]): FightEvent {
  return { type: 'movement-window', count: 3, index: 0, tiers: [], combatants: who.map(([id, allowance]) => ({ id, tier: 'red_fox', allowance })) };
}

function offers(events: readonly FightEvent[], rules: RuleSetId = 'rondel') {
  return standOffers(ctx, rulesOf(rules), events, state, state);
}

describe('who is offered a Stand up button', () => {
  it('a prone combatant at the window: its players, not the GM who also controls it, unarchived, with the button for it', () => {
    const out = offers([windowOf(['a', CRAWL])]);
    expect(said(out)).toEqual([{ to: { player: 'sam' }, text: 'Rondel\nAna is prone: it may stand up at this movement window, with no hexes there. [Stand up]' }]);
    expect(out[0]?.noarchive).toBe(true);
    expect(buttons(out[0]!.html)).toEqual(['!rondel stand --token a']);
  });

  it('one everyone controls is offered to everyone; one two players control, to each', () => {
    const everyone = offers([windowOf(['b', CRAWL])]);
    expect(said(everyone).map((m) => m.to)).toEqual(['all']);
    // a button for a moment, kept out of the chat's archive like every menu
    expect(everyone[0]?.noarchive).toBe(true);
    expect(said(offers([windowOf(['t', CRAWL])])).map((m) => m.to)).toEqual([{ player: 'sam' }, { player: 'pat' }]);
  });

  it('nobody is offered one for a hidden combatant (the GM types it), or one only the GM plays', () => {
    expect(offers([windowOf(['h', CRAWL]), windowOf(['g', CRAWL])])).toEqual([]);
  });

  it('one who is not crawling (standing, or held) is offered nothing; a window with several offers each prone one', () => {
    expect(offers([windowOf(['a', MOVE], ['b', { kind: 'held', reason: 'grappled' }])])).toEqual([]);
    expect(said(offers([windowOf(['a', MOVE], ['b', CRAWL], ['t', CRAWL])])).map((m) => m.text.split('\n')[1]?.split(' ')[0])).toEqual(['Bo', 'Twins', 'Twins']);
  });

  it('one knocked prone while a window is open (its allowance now a crawl) is offered it; a new allowance to move is not', () => {
    const knocked: FightEvent = { type: 'allowance-changed', id: 'b', count: 3, allowance: CRAWL };
    expect(said(offers([knocked])).map((m) => m.to)).toEqual(['all']);
    expect(offers([{ type: 'allowance-changed', id: 'b', count: 3, allowance: MOVE }])).toEqual([]);
  });

  it('one offered it already in this step is not offered it again', () => {
    const knocked: FightEvent = { type: 'allowance-changed', id: 'b', count: 3, allowance: CRAWL };
    expect(offers([windowOf(['b', CRAWL]), knocked])).toHaveLength(1);
    expect(offers([windowOf(['a', CRAWL], ['b', CRAWL]), knocked])).toHaveLength(2);
  });

  it('one whose turn comes with this step has the button in its menu, not a second one; a blocked turn brings no menu, so it is offered', () => {
    expect(offers([windowOf(['b', CRAWL]), { type: 'turn-due', id: 'b', count: 3, blockedBy: null }])).toEqual([]);
    expect(offers([windowOf(['b', CRAWL]), { type: 'turn-due', id: 'a', count: 3, blockedBy: null }])).toHaveLength(1);
    expect(offers([windowOf(['b', CRAWL]), { type: 'turn-due', id: 'b', count: 3, blockedBy: 'stunned' }])).toHaveLength(1);
  });

  it('a step with no window and nobody knocked prone offers nothing', () => {
    expect(offers([])).toEqual([]);
    expect(offers([{ type: 'counter-advanced', from: 2, to: 3 }])).toEqual([]);
  });
});

describe('the words of each rule set', () => {
  const line = (rules: RuleSetId): string | undefined => said(offers([windowOf(['b', CRAWL])], rules))[0]?.text.split('\n')[1];

  it('a window in the rondel, a moment in 20-second rounds, its turn in 10-second rounds', () => {
    expect(line('rondel')).toBe('Bo is prone: it may stand up at this movement window, with no hexes there. [Stand up]');
    expect(line('seconds')).toBe('Bo is prone: it may stand up at this movement moment, with no hexes there. [Stand up]');
    expect(line('rounds')).toBe('Bo is prone: it may stand up on its turn, for half its movement. [Stand up]');
  });

  it('one who left in this step is still named, from the fight before it', () => {
    const after = { ...state, combatants: state.combatants.filter((c) => c.id !== 'b') };
    const out = standOffers(ctx, rulesOf('rondel'), [windowOf(['b', CRAWL])], after, state);
    expect(said(out)[0]?.text).toContain('Bo is prone');
  });
});
