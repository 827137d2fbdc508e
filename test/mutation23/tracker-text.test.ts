// The tracker's text (src/app/tracker.ts `projectText`, docs/rules.md §13): it is the projection as JSON writes it,
// whatever was written before. The fight's own entry is remembered by its value, title and page: in 20-second rounds
// the same second comes back each round under a new title ("Round 2 · second 5"), and the tracker must show the round
// it is. And an entry another script put in the tracker keeps its words and numbers, never a nested object, whether or
// not the entry also holds a null.
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../src/app/context';
import { project, projectText, readTurnOrder } from '../../src/app/tracker';
import type { FightStateBase } from '../../src/rules/core/rule-set';
import { aCombatant, aFight } from '../rules/seconds/fixtures';

describe('the fight’s own entry in the tracker’s text (docs/rules.md §13)', () => {
  const seconds = rulesOf('seconds');

  it('the same second in the next round shows the new round: the title is read, not only the value', () => {
    const wolf = aCombatant('w', { second: 9 });
    const round1 = aFight([wolf], { round: 1, second: 5 }) as unknown as FightStateBase;
    const round2 = aFight([wolf], { round: 2, second: 5 }) as unknown as FightStateBase;
    const first = projectText(seconds, round1, 'p', []);
    expect(first).toContain('"custom":"Round 1 · second 5"');
    const next = projectText(seconds, round2, 'p', []);
    expect(next).toBe(JSON.stringify(project(seconds, round2, 'p', [])));
    expect(next).toContain('"custom":"Round 2 · second 5"');
    // and back: each text is its own state's
    expect(projectText(seconds, round1, 'p', [])).toBe(first);
  });
});

describe('another script’s entry, read (docs/rules.md §13)', () => {
  it('a nested object is dropped from an entry that holds no null', () => {
    expect(readTurnOrder('[{"id":"a","pr":1,"custom":"","note":{"a":1},"list":[1,2]}]')).toEqual([{ id: 'a', pr: 1, custom: '' }]);
  });
});
