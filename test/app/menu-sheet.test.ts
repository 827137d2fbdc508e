// The menu's read of a sheet (issue 16, round 3) reads its three attributes (and the Agility score, for a sheet with
// no agility_mod), not every one: it must answer what the whole read answers for them, whatever the sheet holds.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { menuSheetOf, menuValues, NO_MENU_SHEET, NO_SHEET, readMenuSheet, readSheet, READ_ATTRIBUTES, type AttributeName } from '../../src/app/sheet';

const value = fc.oneof(fc.integer({ min: -300, max: 300 }), fc.double({ noNaN: false }), fc.constantFrom('', ' ', ' 4 ', '+3', '−2', '1.5', 'fast', 'green_horse', null, undefined, true));

/** Values at the ends of the ranges the menu's three attributes are read in. */
const edge = fc.constantFrom(-21, -20, -1, 0, 20, 21, 199, 200, 201, '200', ' -20 ');

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

  it('reads no attribute but the three, and the Agility score when agility_mod is blank', () => {
    const asked: string[] = [];
    readMenuSheet((name) => {
      asked.push(name);
      return '1';
    });
    expect(asked.sort()).toEqual(['agility_mod', 'casting_time', 'weapon_speed']);
    const blankMod: string[] = [];
    const sheet = readMenuSheet((name) => {
      blankMod.push(name);
      return name === 'agility' ? '8' : name === 'agility_mod' ? '' : '1';
    });
    expect(blankMod.sort()).toEqual(['agility', 'agility_mod', 'casting_time', 'weapon_speed']);
    // docs/rules.md §3: a score of 8 gives +3
    expect(sheet.agility).toBe(3);
  });

  it('a sheet read whole gives the menu its values', () => {
    expect(menuSheetOf({ ...NO_SHEET, speed: 3, agility: -1, cast: 7, tradition: 'axiom' })).toEqual({ speed: 3, agility: -1, cast: 7, tradition: 'axiom' });
    expect(menuSheetOf(NO_SHEET)).toEqual({ speed: 0, agility: 0, cast: 0, tradition: undefined });
  });

  it('the world\'s read of the three values alone (menuValues) answers what readSheet answers, present or missing', () => {
    // src/roll20/world.ts reads the three attributes it found, and passes undefined for one it did not
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...READ_ATTRIBUTES), fc.oneof(value, edge)), fc.subarray([...READ_ATTRIBUTES]), fc.constantFrom(null, 'axiom'), (attrs, present, tradition) => {
        const whole = readSheet((name) => attrs[name], (name) => present.includes(name));
        const one = (name: AttributeName): unknown => (present.includes(name) ? attrs[name] : undefined);
        expect(menuValues(one('weapon_speed'), one('agility_mod'), one('casting_time'), tradition, one('agility'))).toEqual({ speed: whole.speed, agility: whole.agility, cast: whole.cast, tradition });
      }),
      { numRuns: 2000 },
    );
    expect(NO_MENU_SHEET).toEqual(menuSheetOf(NO_SHEET));
  });
});
