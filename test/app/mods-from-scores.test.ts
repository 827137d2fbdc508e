// docs/rules.md §3: a sub-attribute score gives its modifier. A character whose sheet holds a score but no `<attr>_mod`
// object (made by another script or imported; the sheet workers never ran) checks, saves and shortens its cool-downs
// with the modifier its score gives, as initiative does with Perception.
import { describe, expect, it } from 'vitest';
import { readRollSheet } from '../../src/app/roll-sheet';
import { readSheet } from '../../src/app/sheet';

const attrs: Record<string, unknown> = { strength: '8', perception: '8', agility: '8', logic: '12', faith: '5', will_mod: '-1', will: '12' };
const read = (name: string): unknown => attrs[name] ?? '0';
const exists = (name: string): boolean => name in attrs;

describe('the modifier of a score with no _mod attribute', () => {
  it('initiative reads Perception 8 as +3 (control: readSheet)', () => {
    expect(readSheet(read as never, exists as never).perceptionMod).toBe(3);
  });
  it('a check reads Strength 8 as +3', () => {
    expect(readRollSheet(read, exists).mods.strength).toBe(3);
  });
  it('a Hide or Use Skill cool-down reads Agility 8 as +3 (docs/rules.md §4: Agility by default)', () => {
    expect(readSheet(read as never, exists as never).agility).toBe(3);
  });
  it('a spell’s cool-down reads Logic 12 as +5 and Faith 5 as +1', () => {
    expect(readSheet(read as never, exists as never)).toMatchObject({ logic: 5, faith: 1 });
  });
  it('a `_mod` that is there wins over the score; no score and no `_mod` is no modifier', () => {
    const sheet = readRollSheet(read, exists);
    expect(sheet.mods.will).toBe(-1);
    expect(sheet.mods.logic).toBe(5);
    expect(sheet.mods.perception).toBe(3);
    const bare = readRollSheet(() => '0', () => false);
    expect(bare.mods.strength).toBeNull();
  });
});
