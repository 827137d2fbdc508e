import { describe, expect, it } from 'vitest';
import type { CombatState } from '../../../src/rules/rondel/state';
import { aCombatant, aFight as aSecondsState } from '../../rules/seconds/fixtures';
import { aContext, aFight, aRondelFight, aToken, API, aWorld, refusalOf, said, say } from '../fakes';

const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' })] });
const fight = aRondelFight(
  [
    { id: 'b', name: 'Bo', nextAt: 9, tier: 'green_horse' },
    { id: 'a', name: 'Ana', nextAt: 7 },
    { id: 'h', name: 'Hag', nextAt: 8 },
  ],
  { counter: 5 },
);

describe('end: the fight is over', () => {
  it('forgets the fight and sums it up for everyone, the hidden combatants for the GM alone', () => {
    const outcome = say(aContext({ world: world(), fight }), '!rondel end --confirm');
    expect(outcome.stored?.fight).toBeNull();
    expect(said(outcome.messages)).toEqual([
      {
        to: 'all',
        text: 'Rondel: the fight is over\nThe fight ends at count 5. Its tracker entries and markers are cleared.\nIn the fight at the end (2): Ana, Bo',
      },
      { to: 'gm', text: 'Rondel: the fight is over, for the GM\nHidden from the players (1): Hag' },
    ]);
    expect(outcome.messages[1]?.noarchive).toBe(true);
  });

  it('names the conditions still on, which end with the fight; a hidden combatant’s for the GM alone (ruling 86)', () => {
    const held = aRondelFight(
      [
        { id: 'a', name: 'Ana', nextAt: 7, conditions: ['unconscious', 'prone', 'poisoned'] },
        { id: 'b', name: 'Bo', nextAt: 9 },
        { id: 'h', name: 'Hag', nextAt: 8, conditions: ['stunned'] },
      ],
      { counter: 5 },
    );
    const [pub, gm, ...rest] = said(say(aContext({ world: world(), fight: held }), '!rondel end --confirm').messages);
    expect(rest).toEqual([]);
    expect(pub?.to).toBe('all');
    expect(pub?.text.split('\n').slice(-2)).toEqual(['Conditions still on at the end, cleared with the fight (markers and sheets too):', 'Ana: unconscious, prone, poisoned']);
    expect(pub?.text).not.toContain('Hag');
    expect(gm?.text.split('\n').slice(-2)).toEqual(['Conditions still on at the end, cleared with the fight (markers and sheets too):', 'Hag: stunned']);
  });

  it('a combatant whose token is gone is summed up for the GM alone', () => {
    const w = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' })] });
    const outcome = say(aContext({ world: w, fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 7 }, { id: 'b', name: 'Bo', nextAt: 9 }]) }), '!rondel end --confirm');
    expect(said(outcome.messages).map((m) => [m.to, m.text.split('\n').at(-1)])).toEqual([
      ['all', 'In the fight at the end (1): Ana'],
      ['gm', 'Hidden from the players (1): Bo'],
    ]);
  });

  it('with no hidden combatant there is no second card', () => {
    const outcome = say(aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 7 }]) }), '!rondel end --confirm');
    expect(outcome.messages).toHaveLength(1);
  });

  it('with the announcements for the GM only, the GM gets one card with everyone', () => {
    const outcome = say(aContext({ world: world(), fight, config: { announce: 'gm' } }), '!rondel end --confirm');
    const cards = said(outcome.messages);
    expect(cards.map((m) => m.to)).toEqual(['gm']);
    expect(cards[0]?.text.split('\n').at(-1)).toBe('In the fight at the end (3): Ana, Hag, Bo');
  });

  it('a fight of another rule set is summed up under that rule set’s name and clock', () => {
    const seconds = aFight(aSecondsState([aCombatant('a', { name: 'Ana' }), aCombatant('b', { name: 'Bo' })], { second: 4 }) as unknown as CombatState, { rules: 'seconds' });
    const [card] = said(say(aContext({ world: world(), fight: seconds }), '!rondel end --confirm').messages);
    expect(card?.to).toBe('all');
    expect(card?.text).toBe('20-second rounds: the fight is over\nThe fight ends at round 1, second 4. Its tracker entries and markers are cleared.\nIn the fight at the end (2): Ana, Bo');
  });

  it('asks first: without --confirm nothing changes, and the GM gets an End the fight button', () => {
    const outcome = say(aContext({ world: world(), fight }), '!rondel end');
    // the fight itself is untouched: only the ask is remembered, for its button
    expect(outcome.stored?.fight).toEqual({ ...fight, endAsked: true });
    const cards = said(outcome.messages);
    expect(cards.map((m) => m.to)).toEqual([{ player: 'gm' }]);
    expect(cards[0]?.text).toContain('End the fight?\nIt is at count 5 with 3 combatants.');
    expect(outcome.messages[0]?.html).toContain('!rondel end --confirm --asked');
    // the button ends the fight it asked about; once the fight has moved on (no ask remembered), it does nothing
    expect(say(aContext({ world: world(), fight: { ...fight, endAsked: true } }), '!rondel end --confirm --asked').stored?.fight).toBeNull();
    const stale = say(aContext({ world: world(), fight }), '!rondel end --confirm --asked');
    expect(stale.stored).toBeUndefined();
    expect(refusalOf(stale)).toContain('That button was for a fight that has moved on or ended: nothing was done.');
    // typed --confirm needs no ask
    expect(say(aContext({ world: world(), fight }), '!rondel end --confirm').stored?.fight).toBeNull();
  });

  it('a script (a hook, another Mod) cannot press a button: its end ends the fight at once', () => {
    expect(say(aContext({ world: world(), fight }), '!rondel end', { as: API }).stored?.fight).toBeNull();
  });

  it('needs a fight', () => {
    expect(refusalOf(say(aContext(), '!rondel end'))).toContain('No fight is running.');
  });
});
