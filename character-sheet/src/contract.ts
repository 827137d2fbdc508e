// The attributes the Mod script reads from a character. Their names are a contract between the sheet and the script:
// renaming one needs a sheet migration (character-sheet/src/upgrade.ts) and a change to the script's reader.
// Tier attributes store the tier key (`red_fox`); the script parses them with parseTier (src/rules/core/numbers.ts).

export const SHEET_CONTRACT = [
  'perception',
  'perception_mod',
  'agility_mod',
  'logic_mod',
  'faith_mod',
  'initiative_adjustment',
  'movement_tier',
  'movement_tier_current',
  'weapon_speed',
  'casting_time',
  'casting_mod',
  // docs/rules.md §9.2 and §9.3: hexes per round, encumbrance included (20- and 10-second rounds)
  'hexes_per_round',
] as const;

export type SheetContractAttribute = (typeof SHEET_CONTRACT)[number];
