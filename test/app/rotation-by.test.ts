// `rotationBy` (src/app/tracker.ts): how far a tracker is turned on, as the next-turn button turns it by one and another
// script's skip turns it further (docs/rules.md §13, ruling 105); 0 for anything that is no such turn.
import { describe, expect, it } from 'vitest';
import { rotationBy, type Entry } from '../../src/app/tracker';
import { PAGE } from './fakes';

const e = (id: string, custom = ''): Entry => ({ id, pr: 1, custom, _pageid: PAGE });
const turned = (entries: readonly Entry[], k: number): Entry[] => [...entries.slice(k), ...entries.slice(0, k)];
const four = [e('a'), e('-1', 'Count'), e('h'), e('b')];

describe('rotationBy', () => {
  it.each([1, 2, 3])('a tracker of four turned by %i', (k) => {
    expect(rotationBy(four, turned(four, k))).toBe(k);
  });

  it('a tracker of two turned by one', () => {
    expect(rotationBy([e('a'), e('b')], [e('b'), e('a')])).toBe(1);
  });

  it('the same order is no turn (all the way round is not read here)', () => {
    expect(rotationBy(four, four)).toBe(0);
  });

  it('one entry, or none, cannot be turned', () => {
    expect(rotationBy([e('a')], [e('a')])).toBe(0);
    expect(rotationBy([], [])).toBe(0);
  });

  it('a turn with an entry more, or one fewer, is no turn', () => {
    expect(rotationBy([e('a'), e('b'), e('c')], [e('b'), e('c'), e('a'), e('d')])).toBe(0);
    expect(rotationBy([e('a'), e('b'), e('c')], [e('b'), e('c')])).toBe(0);
  });

  it('a swap that is no turn', () => {
    expect(rotationBy(four, [four[0], four[2], four[1], four[3]] as Entry[])).toBe(0);
    expect(rotationBy([e('a'), e('b'), e('c')], [e('c'), e('b'), e('a')])).toBe(0);
  });

  it('custom entries told apart by their titles', () => {
    const withTwo = [e('a'), e('-1', 'Count'), e('-1', 'Torch')];
    expect(rotationBy(withTwo, [e('-1', 'Torch'), e('a'), e('-1', 'Count')])).toBe(2);
    expect(rotationBy(withTwo, [e('-1', 'Count'), e('a'), e('-1', 'Torch')])).toBe(0);
  });
});
