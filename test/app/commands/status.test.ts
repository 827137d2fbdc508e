import { describe, expect, it } from 'vitest';
import type { Combatant } from '../../../src/rules/rondel/state';
import { aContext, aPlayer, aRondelFight, aToken, aWorld, onlyMessage, refusalOf, say } from '../fakes';

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
        '3 Ana · ■ Green Horse · flex until 9 · guard until 13 · prone',
        '4 Hag · ■ Red Fox · casting until 7',
        '5 Bo · ■ Red Fox · holding · dashing · casting “Sleep” until 6',
      ].join('\n'),
    );
  });

  it('a player sees neither the hidden combatant nor its spell', () => {
    const status = onlyMessage(say(aContext({ world: world(), fight }), '!rondel status', { as: sam }));
    expect(status.to).toEqual({ player: 'sam' });
    expect(status.text).not.toContain('Hag');
    expect(status.text).toContain('5 Bo · ■ Red Fox · holding · dashing · casting “Sleep” until 6');
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
