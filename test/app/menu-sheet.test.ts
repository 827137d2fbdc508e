// The menu's read of a sheet (issue 16, round 3) reads three attributes, not twelve: it must answer what the whole
// read answers for them, whatever the sheet holds.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { menuSheetOf, NO_SHEET, readMenuSheet, readSheet, READ_ATTRIBUTES, type AttributeName } from '../../src/app/sheet';

const value = fc.oneof(fc.integer({ min: -300, max: 300 }), fc.double({ noNaN: false }), fc.constantFrom('', ' ', ' 4 ', '+3', '−2', '1.5', 'fast', 'green_horse', null, undefined, true));

describe('readMenuSheet', () => {
  it('answers what readSheet answers for speed, Agility and casting time, with or without the knowledge of which exist', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...READ_ATTRIBUTES), value), fc.subarray([...READ_ATTRIBUTES]), fc.boolean(), (attrs, present, told) => {
        const read = (name: AttributeName): unknown => attrs[name];
        const exists = told ? (name: AttributeName): boolean => present.includes(name) : undefined;
        const whole = readSheet(read, exists);
        expect(readMenuSheet(read, exists)).toEqual({ speed: whole.speed, agility: whole.agility, cast: whole.cast });
      }),
      { numRuns: 2000 },
    );
  });

  it('reads no attribute but the three', () => {
    const asked: string[] = [];
    readMenuSheet((name) => {
      asked.push(name);
      return '1';
    });
    expect(asked.sort()).toEqual(['agility_mod', 'casting_time', 'weapon_speed']);
  });

  it('a sheet read whole gives the menu its values', () => {
    expect(menuSheetOf({ ...NO_SHEET, speed: 3, agility: -1, cast: 7, tradition: 'axiom' })).toEqual({ speed: 3, agility: -1, cast: 7, tradition: 'axiom' });
    expect(menuSheetOf(NO_SHEET)).toEqual({ speed: 0, agility: 0, cast: 0, tradition: undefined });
  });
});
