import { describe, expect, it } from 'vitest';
import { withEffects } from '../../../src/rules/core/effects';
import type { Combatant, CombatState } from '../../../src/rules/rondel/state';
import { aCombatant, aFight as aSecondsFight } from '../../rules/seconds/fixtures';
import { aRoundsFight } from '../../support/rounds';
import { aContext, aFight, aPlayer, aRondelFight, aToken, aWorld, buttons, onlyMessage, plain, refusalOf, say } from '../fakes';

const sam = aPlayer('sam', 'Sam');
const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' })] });
const fight = aRondelFight(
  [
    { id: 'a', name: 'Ana', nextAt: 3, tier: 'green_horse', markers: [{ kind: 'flex', from: 1, until: 9 }, { kind: 'guard', from: 1, until: 13 }], conditions: ['prone'] },
    { id: 'b', name: 'Bo', nextAt: 5, markers: [{ kind: 'holding', from: 2 }, { kind: 'dashing', from: 2 }] },
    { id: 'h', name: 'Hag', nextAt: 4 },
  ],
  { counter: 3, spells: [
    { casterId: 'b', casterName: 'Bo', castAt: 2, resolvesAt: 6, note: 'Sleep' },
    { casterId: 'h', casterName: 'Hag', castAt: 2, resolvesAt: 7, note: '' },
  ] },
);

describe('status: where the fight is, as the sender may see it', () => {
  it('the GM sees everyone, their markers, conditions and spells', () => {
    const status = onlyMessage(say(aContext({ world: world(), fight }), '!rondel status'));
    expect(status.to).toEqual({ player: 'gm' });
    expect(status.text).toBe(
      [
        'Rondel status',
        'Count 3 · movement window',
        'Due now: Ana',
        'Next action count · combatant · movement tier',
        '3 Ana · Green Horse · flex until 9 · Full Guard until 13 · prone',
        '4 Hag · Red Fox · casting until 7',
        '5 Bo · Red Fox · holding · dashing · casting “Sleep” until 6',
      ].join('\n'),
    );
  });

  it('a player sees neither the hidden combatant nor its spell', () => {
    const status = onlyMessage(say(aContext({ world: world(), fight }), '!rondel status', { as: sam }));
    expect(status.to).toEqual({ player: 'sam' });
    expect(status.text).not.toContain('Hag');
    expect(status.text).toContain('5 Bo · Red Fox · holding · dashing · casting “Sleep” until 6');
    expect(status.text).not.toContain('until 7');
  });

  it('away from a window it is just the count; with nobody due the GM and a player read it differently', () => {
    const quiet = aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 5 }], { counter: 4 }) });
    expect(onlyMessage(say(quiet, '!rondel status')).text.split('\n').slice(1, 3)).toEqual(['Count 4', 'Nobody is due at count 4.']);
    expect(onlyMessage(say(quiet, '!rondel status', { as: sam })).text.split('\n').slice(1, 3)).toEqual(['Count 4', 'Waiting for the next turn.']);
  });

  it('a player reads the same when the hidden combatant is due as when nobody is', () => {
    const hiddenDue = aContext({ world: world(), fight: aRondelFight([{ id: 'h', name: 'Hag', nextAt: 4 }, { id: 'a', name: 'Ana', nextAt: 5 }], { counter: 4 }) });
    expect(onlyMessage(say(hiddenDue, '!rondel status', { as: sam })).text.split('\n')[2]).toBe('Waiting for the next turn.');
    expect(onlyMessage(say(hiddenDue, '!rondel status')).text.split('\n')[2]).toBe('Due now: Hag');
  });

  it('lists twelve combatants, then how many more there are', () => {
    const many: Partial<Combatant>[] = Array.from({ length: 14 }, (_, i) => ({ id: `m${i}`, name: `M${i}`, nextAt: 10 + i }));
    const text = onlyMessage(say(aContext({ fight: aRondelFight(many) }), '!rondel status')).text.split('\n');
    expect(text.filter((l) => /^\d+ M\d+/.test(l))).toHaveLength(12);
    expect(text.at(-1)).toBe('… and 2 more [More]');
  });

  it('exactly twelve need no “more” line', () => {
    const twelve: Partial<Combatant>[] = Array.from({ length: 12 }, (_, i) => ({ id: `m${i}`, name: `M${i}`, nextAt: 10 + i }));
    expect(onlyMessage(say(aContext({ fight: aRondelFight(twelve) }), '!rondel status')).text).not.toContain('more');
  });

  it('anyone may ask; with no fight, there is none', () => {
    expect(refusalOf(say(aContext(), '!rondel status', { as: sam }))).toBe('Rondel\nNo fight is running.');
  });
});

describe('status in the other rule sets', () => {
  it('20-second rounds: seconds on the clock, the reaction spent, a spell by its second, a combatant done this round', () => {
    const state = withEffects(
      aSecondsFight(
        [
          aCombatant('a', { name: 'Ana', second: 3, reacted: true }),
          aCombatant('b', { name: 'Bo', second: 9 }),
          aCombatant('c', { name: 'Cy', second: null, carried: null }),
        ],
        { round: 1, second: 3, spells: [{ casterId: 'b', casterName: 'Bo', castAt: 2, resolvesAt: 12, note: 'Sleep' }] },
      ),
      [{ bearer: 'a', name: 'Bless', marker: null, condition: null, from: 1, ends: { kind: 'clock', at: 25 } }],
    );
    const outcome = say(aContext({ world: world(), fight: aFight(state as unknown as CombatState, { rules: 'seconds' }) }), '!rondel status');
    // no movement window in 20-second rounds, though second 3 would be one on the rondel; the casting shows once
    expect(onlyMessage(outcome).text).toBe(
      [
        '20-second rounds: status',
        'Round 1, second 3',
        'Due now: Ana',
        // each moves at the next movement moment (second 6) its share of 12 hexes a round, 4 : 3 : 3 : 2 (§9.2)
        'Second · combatant · tier · hexes at second 6',
        '3 Ana · Red Fox · 3 hexes · reacted this round · Bless until round 2, second 5',
        '9 Bo · Red Fox · 3 hexes · casting “Sleep” until round 1, second 12',
        '– Cy · Red Fox · 3 hexes',
      ].join('\n'),
    );
  });

  it('20-second rounds: each caster’s spell shows once, on its own row', () => {
    const state = aSecondsFight([aCombatant('a', { name: 'Ana', second: 3 }), aCombatant('b', { name: 'Bo', second: 9 })], {
      round: 1,
      second: 3,
      spells: [
        { casterId: 'b', casterName: 'Bo', castAt: 2, resolvesAt: 12, note: 'Sleep' },
        { casterId: 'a', casterName: 'Ana', castAt: 1, resolvesAt: 15, note: '' },
      ],
    });
    const text = onlyMessage(say(aContext({ world: world(), fight: aFight(state as unknown as CombatState, { rules: 'seconds' }) }), '!rondel status')).text;
    expect(text.split('\n').slice(4)).toEqual([
      '3 Ana · Red Fox · 3 hexes · casting until round 1, second 15',
      '9 Bo · Red Fox · 3 hexes · casting “Sleep” until round 1, second 12',
    ]);
  });

  it('10-second rounds: a stand in defense and a readied action last until the next turn', () => {
    const state = aRoundsFight([
      { id: 'a', name: 'Ana', initiative: 9, reactedRound: 2 },
      { id: 'b', name: 'Bo', initiative: 7, status: { kind: 'defense', since: 2 } },
      { id: 'c', name: 'Cy', initiative: 5, status: { kind: 'ready', since: 1, trigger: 'door opens' } },
    ], { round: 2 });
    const outcome = say(aContext({ world: world(), fight: aFight(state as unknown as CombatState, { rules: 'rounds' }) }), '!rondel status');
    expect(onlyMessage(outcome).text).toBe(
      [
        '10-second rounds: status',
        'Round 2',
        'Due now: Ana',
        // the one whose turn it is moves now, the others on their turn still to come this round (§9.3)
        'Initiative · combatant · tier · hexes',
        '9 Ana · Red Fox · 6 hexes now · reacted this round',
        '7 Bo · Red Fox · 6 hexes on its turn · in defense until its next turn',
        '5 Cy · Red Fox · 6 hexes on its turn · at the ready until its next turn',
      ].join('\n'),
    );
  });
});

describe('status, a card at a time', () => {
  const many: Partial<Combatant>[] = Array.from({ length: 14 }, (_, i) => ({ id: `m${i}`, name: `M${i}`, nextAt: 10 + i }));
  const rowsOf = (text: string) => text.split('\n').filter((l) => /^\d+ M\d+/.test(l)).map((l) => l.split(' ')[1]);
  const ask = (line: string) => say(aContext({ fight: aRondelFight(many) }), line).messages[0]?.html ?? '';

  it('More lists the next rows, from the place after the last one shown', () => {
    expect(buttons(ask('!rondel status'))).toEqual(['!rondel status --from 13']);
    const second = plain(ask('!rondel status --from 13'));
    expect(second.split('\n')[3]).toBe('From place 13 of 14:');
    expect(rowsOf(second)).toEqual(['M12', 'M13']);
    expect(second).not.toContain('more');
  });

  it('a card from a later place pages on from there', () => {
    const from2 = ask('!rondel status --from 2');
    expect(rowsOf(plain(from2))).toEqual(['M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8', 'M9', 'M10', 'M11', 'M12']);
    expect(buttons(from2)).toEqual(['!rondel status --from 14']);
  });

  it('a place past the end shows the last row; a place before the first, the first card', () => {
    const past = plain(ask('!rondel status --from 99'));
    expect(past.split('\n')[3]).toBe('From place 14 of 14:');
    expect(rowsOf(past)).toEqual(['M13']);
    expect(plain(ask('!rondel status --from 0'))).toBe(plain(ask('!rondel status')));
    expect(plain(ask('!rondel status --from -3'))).toBe(plain(ask('!rondel status')));
  });

  it('the More button says !rondel, whatever word the GM typed (README: our buttons say !rondel)', () => {
    expect(buttons(say(aContext({ fight: aRondelFight(many) }), '!rdl status', { words: ['rdl'] }).messages[0]?.html ?? '')).toEqual(['!rondel status --from 13']);
  });
});

describe('status: a combatant’s conditions come before its spells and other timed effects (§11, §12)', () => {
  it('a timed condition with its end, then the conditions held for good, then the spell, then the other effects', () => {
    const state = withEffects(
      aRondelFight([{ id: 'b', name: 'Bo', nextAt: 5, conditions: ['prone', 'blind', 'restrained'] }], {
        counter: 3,
        spells: [{ casterId: 'b', casterName: 'Bo', castAt: 2, resolvesAt: 6, note: 'Sleep' }],
      }).timeline.present,
      [
        { bearer: 'b', name: 'Bless', marker: null, condition: null, from: 1, ends: { kind: 'clock', at: 20 } },
        // a spell's effect that holds a condition under its own name: an effect, its condition listed with the others
        { bearer: 'b', name: 'Web', marker: null, condition: 'restrained', from: 1, ends: { kind: 'clock', at: 9 }, by: 'b' },
        { bearer: 'b', name: 'Prone', marker: null, condition: 'prone', from: 1, ends: { kind: 'clock', at: 8 } },
      ],
    );
    const text = onlyMessage(say(aContext({ world: world(), fight: aFight(state as CombatState) }), '!rondel status')).text;
    expect(text.split('\n').at(-1)).toBe('5 Bo · Red Fox · Prone until count 8 · blind, restrained · casting “Sleep” until 6 · Bless until count 20 · Web until count 9');
  });
});
