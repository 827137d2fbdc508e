// What a repair keeps of unreadable stored data: where its numbering of attacks had got to (src/roll20/repair.ts
// carriedRolls; docs/rules.md ruling 95), so an Apply button from before the repair never names a new attack.
import { describe, expect, it } from 'vitest';
import { carriedRolls } from '../../src/roll20/repair';

describe('the attack numbering a repair goes on from', () => {
  it('is the old data’s next number when it can be read', () => {
    expect(carriedRolls({ schemaVersion: 99, rolls: { next: 8, pending: 'broken' } })).toEqual({ next: 8 });
    expect(carriedRolls({ rolls: { next: 2 } })).toEqual({ next: 2 });
  });

  it('is none when there is nothing past the first number, or it cannot be read', () => {
    for (const old of [undefined, null, 'text', {}, { rolls: null }, { rolls: { next: 1 } }, { rolls: { next: 0 } }, { rolls: { next: -4 } }, { rolls: { next: 2.5 } }, { rolls: { next: '8' } }, { rolls: { next: Number.POSITIVE_INFINITY } }, { rolls: { next: 2 ** 60 } }]) {
      expect(carriedRolls(old), JSON.stringify(old)).toBeNull();
    }
  });
});
