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
  // docs/rules.md §10, the dice (issue 14): body points (bar1; the max is the attribute's max), Defense, the chance
  // trait, resistances and vulnerabilities, the scores a save adds and the modifiers a check or competition adds
  'body_points',
  'defense',
  // a Defense the workers never wrote (it is the sheet's default) is its base plus the armour (docs/rules.md §10)
  'defense_base',
  'armour',
  'trait_chance',
  'resistances',
  'vulnerabilities',
  'strength',
  'strength_mod',
  'agility',
  'logic',
  'will',
  'will_mod',
  'faith',
  // the active weapon's attack: the pool (its dice + attack_skills, at most 5), modifier, damage, type, reach
  'weapon_active_name',
  'weapon_attack_dice',
  'weapon_attack_mod',
  'weapon_damage',
  'weapon_damage_type',
  'weapon_reach',
  'attack_skills',
  // written by the script (the combatant's conditions, as text), shown read-only
  'conditions',
] as const;

export type SheetContractAttribute = (typeof SHEET_CONTRACT)[number];
