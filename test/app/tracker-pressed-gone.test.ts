// A press of the tracker's next-turn button on a combatant the sweep of gone tokens just took out (src/app/tracker.ts
// pressedGone): the press was meant for the turn of a token that is gone, and is read as that, not as a new edit.
import { describe, expect, it } from 'vitest';
import { pressedGone } from '../../src/app/tracker';
import { aCombat } from '../support/builders';

const before = aCombat([{ id: 'a', nextAt: 3 }, { id: 'b', nextAt: 5 }], { counter: 3 });
const after = aCombat([{ id: 'b', nextAt: 5 }], { counter: 3 });
const text = (...ids: string[]): string => JSON.stringify(ids.map((id) => ({ id, pr: 1, custom: '' })));

describe('a press on a combatant the sweep took out', () => {
  it('is the tracker’s top entry, gone from the fight, moved to the end', () => {
    expect(pressedGone(text('a', 'b', '-1'), text('b', '-1', 'a'), before, after)).toBe(true);
  });

  it('is not a press that moved another entry to the end, nor one on a combatant still in the fight or never in it', () => {
    expect(pressedGone(text('a', 'b', '-1'), text('a', 'b', '-1'), before, after)).toBe(false);
    expect(pressedGone(text('b', 'a', '-1'), text('a', '-1', 'b'), before, after)).toBe(false);
    expect(pressedGone(text('x', 'b', '-1'), text('b', '-1', 'x'), before, after)).toBe(false);
    expect(pressedGone(text('a', 'b'), text('b', 'a'), before, before)).toBe(false);
  });

  it('is none when the tracker seen was empty or unreadable, or the pressed one is', () => {
    expect(pressedGone('', text('b', 'a'), before, after)).toBe(false);
    expect(pressedGone('[]', text('b', 'a'), before, after)).toBe(false);
    expect(pressedGone(text('a', 'b'), '', before, after)).toBe(false);
  });
});
