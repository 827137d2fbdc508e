// A skill row of the sheet as the script reads it (docs/rules.md §10): its name, modifier and the sub-attribute it
// adds; and a skill's --mod counted as the sheet's only on a check of that sub-attribute, by the row of that name.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SKILL_ATTRIBUTE, skillNameKey, skillRows, type RollSheet } from '../../src/app/roll-sheet';
import { aContext, aPlayer, aToken, aWorld, said, say } from './fakes';

const row = (id: string, field: string, current: unknown) => ({ name: `repeating_skills_${id}_${field}`, current });

describe('skillRows', () => {
  it('reads each row’s name, modifier and sub-attribute, and nothing else of the sheet', () => {
    const rows = skillRows([
      row('-A1', 'name', 'Climb'),
      row('-A1', 'mod', '3'),
      row('-A1', 'sub_attribute', 'Strength'),
      row('-B2', 'name', '"Sneak"'),
      row('-B2', 'mod', ''),
      // the workers' own field and other rows' fields are not a row's modifier
      row('-B2', 'sub_mod', '7'),
      row('-C3', 'attack_die', '1'),
      { name: 'repeating_weapons_-W_mod', current: '9' },
      { name: 'agility_mod', current: '2' },
    ]);
    expect(rows).toEqual([
      { name: 'Climb', mod: 3, attribute: 'strength' },
      { name: 'Sneak', mod: 0, attribute: DEFAULT_SKILL_ATTRIBUTE },
    ]);
  });

  it('a blank name is no name, a name is cut as the sheet’s names are, an unknown sub-attribute is the default', () => {
    const long = 'x'.repeat(80);
    const rows = skillRows([row('-A', 'name', '  '), row('-A', 'mod', 'abc'), row('-B', 'name', long), row('-B', 'sub_attribute', 'charm')]);
    expect(rows).toEqual([
      { name: null, mod: 0, attribute: DEFAULT_SKILL_ATTRIBUTE },
      { name: 'x'.repeat(60), mod: 0, attribute: DEFAULT_SKILL_ATTRIBUTE },
    ]);
    expect(DEFAULT_SKILL_ATTRIBUTE).toBe('agility');
  });
});

describe('skillNameKey', () => {
  it('compares names by their words: spaces and hyphen runs as one, trimmed, cut to 60, any case', () => {
    expect(skillNameKey('  Hammer   DRILL ')).toBe('hammer drill');
    expect(skillNameKey('Lock--picking')).toBe('lock-picking');
    expect(skillNameKey('a'.repeat(70))).toBe('a'.repeat(60));
    expect(skillNameKey(null)).toBe('');
    expect(skillNameKey('')).toBe('');
  });
});

describe('a skill’s --mod and the GM', () => {
  const sam = aPlayer('sam', 'Sam');
  const ZERO = { strength: 0, agility: 0, perception: 0, logic: 0, will: 0, faith: 0 };
  const SHEET: Partial<RollSheet> = {
    mods: { ...ZERO, agility: 2 },
    scores: { ...ZERO, agility: 6 },
    skills: [
      { name: 'Climb', mod: 3, attribute: 'agility' },
      { name: null, mod: 4, attribute: 'agility' },
      { name: 'Lore', mod: 5, attribute: 'logic' },
    ],
  };
  const ctx = () =>
    aContext({
      world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca', controllers: ['sam'] })], characters: { ca: 'Ana' }, rollSheets: { ca: SHEET } }),
      dice: [10],
    });
  /** Whether the GM is told the --mod was typed; the roll itself is made either way (its card to everyone). */
  const toGM = (line: string): boolean => {
    const out = said(say(ctx(), line, { as: sam, selected: ['a'] }).messages);
    expect(out.some((m) => m.to === 'all' && /Ana ·/.test(m.text))).toBe(true);
    return out.some((m) => m.to === 'gm' && /typed/.test(m.text));
  };

  it('is the sheet’s on a check of the sub-attribute the row of that name adds', () => {
    expect(toGM('!rondel check --attr agility --mod 3 --skill Climb')).toBe(false);
    expect(toGM('!rondel check --attr agility --mod 3 --skill  climb ')).toBe(false);
    expect(toGM('!rondel check --attr logic --mod 5 --skill Lore')).toBe(false);
  });

  it('is typed otherwise: another modifier, another sub-attribute, a save, a competition, a name no row has', () => {
    expect(toGM('!rondel check --attr agility --mod 4 --skill Climb')).toBe(true);
    expect(toGM('!rondel check --attr logic --mod 3 --skill Climb')).toBe(true);
    expect(toGM('!rondel save --attr agility --mod 3 --skill Climb')).toBe(true);
    expect(toGM('!rondel competition --attr agility --mod 3 --skill Climb')).toBe(true);
    expect(toGM('!rondel check --attr agility --mod 3 --skill Swim')).toBe(true);
  });

  it('a blank --skill matches only the row with no name', () => {
    expect(toGM('!rondel check --attr agility --mod 4 --skill')).toBe(false);
    expect(toGM('!rondel check --attr agility --mod 3 --skill')).toBe(true);
  });
});
