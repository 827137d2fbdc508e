// What undo and redo say of a timed effect that lasts in both states (src/app/travel-lines.ts, docs/rules.md §12, §15):
// nothing when it ends alike, and its end when it has another (a renewal taken back or made again, the action-turns it
// counted); an effect renamed under other capitals is the same effect.
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../src/app/context';
import { travelLines } from '../../../src/app/travel-lines';
import { withEffects, type TimedEffect } from '../../../src/rules/core/effects';
import type { EffectEnd } from '../../../src/rules/core/effect-end';
import type { FightStateBase } from '../../../src/rules/core/rule-set';
import { aCombat } from '../../support/builders';
import { aCombatant as aSecondsCombatant, aFight as aSecondsFight } from '../../rules/seconds/fixtures';

const nobody = (): boolean => false;
const bless = (ends: EffectEnd, name = 'Bless'): TimedEffect => ({ bearer: 'a', name, marker: null, condition: null, from: 2, ends });

describe('rondel', () => {
  const rondel = rulesOf('rondel');
  const base = aCombat([{ id: 'a', name: 'Ana', nextAt: 6 }, { id: 'b', name: 'Bo', nextAt: 8 }], { counter: 4 });
  const lines = (from: TimedEffect, to: TimedEffect) => travelLines(rondel, withEffects(base, [from]), withEffects(base, [to]), nobody).seen;

  it('the same end: nothing to say', () => {
    expect(lines(bless({ kind: 'clock', at: 8 }), bless({ kind: 'clock', at: 8 }))).toEqual([]);
    expect(lines(bless({ kind: 'actions', left: 2 }), bless({ kind: 'actions', left: 2 }))).toEqual([]);
  });

  it('another count: its end again', () => {
    expect(lines(bless({ kind: 'clock', at: 8 }), bless({ kind: 'clock', at: 10 }))).toEqual(['Ana: Bless lasts until count 10 again.']);
  });

  it('as many action-turns left, or other', () => {
    expect(lines(bless({ kind: 'actions', left: 2 }), bless({ kind: 'actions', left: 1 }))).toEqual(['Ana: Bless lasts for 1 more action again.']);
    expect(lines(bless({ kind: 'actions', left: 2 }), bless({ kind: 'clock', at: 2 }))).toEqual(['Ana: Bless lasts until count 2 again.']);
    expect(lines(bless({ kind: 'clock', at: 2 }), bless({ kind: 'actions', left: 2 }))).toEqual(['Ana: Bless lasts for 2 more actions again.']);
  });

  it('renamed under other capitals: one effect, named as it is now', () => {
    expect(lines(bless({ kind: 'clock', at: 8 }), bless({ kind: 'clock', at: 8 }, 'BLESS'))).toEqual([]);
    expect(lines(bless({ kind: 'clock', at: 8 }), bless({ kind: 'clock', at: 10 }, 'bless'))).toEqual(['Ana: bless lasts until count 10 again.']);
  });
});

describe('20-second rounds: an end in seconds and one in rounds are other ends, whatever their numbers', () => {
  const seconds = rulesOf('seconds');
  const base = aSecondsFight([aSecondsCombatant('a'), aSecondsCombatant('b')], { round: 2, second: 5 }) as FightStateBase;
  it('a round that begins at a number the clock also shows', () => {
    const seen = travelLines(seconds, withEffects(base, [bless({ kind: 'clock', at: 3 })]), withEffects(base, [bless({ kind: 'round', at: 3 })]), nobody).seen;
    expect(seen).toHaveLength(1);
    expect(seen).toEqual(['A: Bless lasts until round 3 begins again.']);
  });
});
