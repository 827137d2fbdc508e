// Every value the sheet computes, as one pure function of the attributes: the workers read everything in one
// getAttrs, call deriveSheet, and write what changed in one silent setAttrs. Nothing here touches a global.
import {
  DEFAULT_TIER,
  dropTier,
  encumbranceSteps,
  hexesAfterEncumbrance,
  INITIATIVE_ADJUSTMENT_LIMIT,
  MAX_SHEET_HEXES_PER_ROUND,
  modifierForScore,
  parseTier,
  speciesTier,
  tierDropForSteps,
  tierInfo,
  WEAPON_SPEED_LIMIT,
  withinLimit,
  type TierKey,
} from '../../src/rules/core/numbers';
import { DEFAULT_DAMAGE_PER_HIT } from '../../src/rules/core/damage';
import { DEFAULT_PATTERN } from '../../src/rules/rondel/windows';
import { LIMITS } from '../../src/rules/rondel/limits';
import { ROLL_LIMITS } from '../../src/rules/core/roll-refusals';
import { splitMoments, TIER_HEXES_PER_ROUND } from '../../src/rules/seconds/moments';
import {
  DAMAGE_TYPES,
  DEFAULT_ATTACK_DICE,
  DEFAULT_DEFENSE_BASE,
  DEFAULT_TRADITION,
  DERIVED,
  INPUTS,
  isTicked,
  isTradition,
  MAX_ATTACK_DICE,
  rowAttribute,
  DEFAULT_SKILL_ATTRIBUTE,
  SKILL_DERIVED,
  SKILL_FIELDS,
  SKILLS,
  SPELL_FIELDS,
  SPELLS,
  SUB_ATTRIBUTES,
  TRADITIONS,
  WEAPON_DERIVED,
  WEAPON_FIELDS,
  WEAPONS,
  MOVES_SHOWN,
  sheetRuleSetOf,
} from './fields';

export type Values = Readonly<Record<string, string | undefined>>;
export type Updates = Record<string, string>;

export interface Rows {
  readonly weapons: readonly string[];
  readonly spells: readonly string[];
  readonly skills: readonly string[];
}

/** What caused the recalculation: the sheet being opened, or a change (names lower-cased, as Roll20 sends them). */
export type Trigger =
  | { readonly kind: 'opened' }
  | { readonly kind: 'change'; readonly source: string; readonly newValue?: string | undefined }
  | { readonly kind: 'removed'; readonly source: string };

/** The translated name of a tier, for the chat card; falls back to the English name. */
export type TierName = (tier: TierKey) => string;
export const englishTierName: TierName = (tier) => tierInfo(tier).name;

/** Every attribute deriveSheet reads, for the one getAttrs. */
export function attributeNames(rows: Rows): string[] {
  return [
    ...INPUTS,
    ...DERIVED,
    ...rows.weapons.flatMap((id) => [...WEAPON_FIELDS, ...WEAPON_DERIVED].map((field) => rowAttribute(WEAPONS, id, field))),
    ...rows.spells.flatMap((id) => SPELL_FIELDS.map((field) => rowAttribute(SPELLS, id, field))),
    ...rows.skills.flatMap((id) => [...SKILL_FIELDS, ...SKILL_DERIVED].map((field) => rowAttribute(SKILLS, id, field))),
  ];
}

/** A number typed in a field; blank or nonsense counts as `fallback`. */
export function numberOf(value: string | undefined, fallback = 0): number {
  const parsed = Number.parseFloat((value ?? '').trim());
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** A field left empty (or holding only spaces): a number input the player cleared stores "". */
export function isBlank(value: string | undefined): boolean {
  return value !== undefined && value.trim() === '';
}

/** A signed whole number (weapon speed, casting time, adjustments): truncated toward zero. */
export function wholeOf(value: string | undefined): number {
  return Math.trunc(numberOf(value));
}

/**
 * The initiative a quickness skill takes off: one for each full 10 of its points (page 001: "a quickness skill of 10
 * will reduce a character's initiative score by 1"; docs/rules.md §9.2); none for a blank, negative or garbled value.
 */
export function quicknessSteps(value: string | undefined): number {
  return Math.floor(Math.max(0, numberOf(value)) / 10);
}

/**
 * A row's number its own button sends as it stands (a weapon's speed and modifier, a spell's casting time, a skill's
 * Mod): the script takes whole numbers within its bounds only, so a field that does not hold one (blank, 1.5,
 * nonsense, 25 for a speed) is written back as the whole number the sheet counts, held within them (`wholeOf`, then
 * the bounds: 0, 1, 0, 20); undefined when it already holds one.
 */
export function wholeFieldFix(value: string | undefined, low: number, high: number): string | undefined {
  if (value === undefined) return undefined;
  const held = Math.max(low, Math.min(high, wholeOf(value))) + 0;
  // a whole number within the bounds, as typed, stays as typed (no write)
  if (/^\s*-?\d{1,7}\s*$/.test(value) && Number(value) === held && value.trim() !== '-0') return undefined;
  return String(held);
}

/**
 * The hexes per round typed by the player (docs/rules.md §9.2): a whole number from 0 to 99 (a negative one is 0, a
 * larger one 99); blank or nonsense is undefined, and the base tier's hexes count instead.
 */
export function typedHexesOf(value: string | undefined): number | undefined {
  const parsed = Number.parseFloat((value ?? '').trim());
  if (!Number.isFinite(parsed)) return undefined;
  return Math.min(MAX_SHEET_HEXES_PER_ROUND, Math.max(0, Math.trunc(parsed)));
}

/**
 * A weapon's own attack dice (docs/rules.md §10): a whole number from 1 to 5. Blank or nonsense is one d20; the
 * old sheets' text ("1d20", "2d20", "d20") counts its dice, which the version-3 upgrade writes back as a number.
 */
export function attackDiceOf(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  const dice = /^(\d*)\s*d\s*20$/.exec(text);
  const parsed = dice ? (dice[1] === '' ? 1 : Number(dice[1])) : Number.parseFloat(text);
  if (!Number.isFinite(parsed)) return DEFAULT_ATTACK_DICE;
  return Math.min(MAX_ATTACK_DICE, Math.max(1, Math.trunc(parsed)));
}

/** A damage category key (src/rules/core/damage.ts), any case; anything else is '' (no category). */
export function damageTypeOf(value: string | undefined): string {
  const key = (value ?? '').trim().toLowerCase();
  return DAMAGE_TYPES.includes(key) ? key : '';
}

/** Damage per hit (docs/rules.md §10): blank is page 000's one point; never below 0, nor above what the script takes (99). */
export function damageOf(value: string | undefined): number {
  return Math.min(ROLL_LIMITS.perHit.max, Math.max(0, Math.trunc(numberOf(value, DEFAULT_DAMAGE_PER_HIT))));
}

/** A weapon's reach: ranged, else melee. */
export function reachOf(value: string | undefined): 'melee' | 'ranged' {
  return (value ?? '').trim().toLowerCase() === 'ranged' ? 'ranged' : 'melee';
}

/** A weapon row's attack modifier as the row shows it once written back: whole, within what the script takes. */
export function attackModOf(value: string | undefined): number {
  return Math.max(-ROLL_LIMITS.modifier.max, Math.min(ROLL_LIMITS.modifier.max, wholeOf(value))) + 0;
}

/**
 * The options a weapon row that is not the active one adds to its attack (docs/rules.md §10): its pool (its dice and
 * the attack skills, at most 5), modifier, damage per hit, damage type and reach. A row without a type sends
 * `--type none`, so the active weapon's category does not stand in for it.
 */
export function rowAttackFlags(values: Values, id: string, skills: number): string {
  const field = (name: string): string | undefined => values[rowAttribute(WEAPONS, id, name)];
  const dice = Math.min(MAX_ATTACK_DICE, attackDiceOf(field('attack_dice')) + skills);
  const type = damageTypeOf(field('damage_type'));
  const flags = [`--dice ${dice}`, `--mod ${attackModOf(field('attack_mod'))}`, `--damage ${damageOf(field('damage'))}`];
  flags.push(`--type ${type === '' ? 'none' : type}`);
  flags.push(reachOf(field('reach')) === 'ranged' ? '--ranged' : '--ranged no');
  return flags.join(' ');
}

/** The tier stored in an attribute: a key, a name or a rank (parseTier), else the default. */
export function tierOf(value: string | undefined): TierKey {
  return parseTier(value ?? '') ?? DEFAULT_TIER;
}

function sameRow(attribute: string, section: string, rowId: string, field: string): boolean {
  return attribute.toLowerCase() === rowAttribute(section, rowId, field).toLowerCase();
}

/**
 * The one row ticked in a section. A player ticking a row unticks every other (the trigger names the row);
 * otherwise the first ticked row wins and any other ticked row is unticked.
 */
function exclusiveRow(
  values: Values,
  section: string,
  ids: readonly string[],
  field: string,
  trigger: Trigger,
  out: Updates,
): string | undefined {
  let chosen: string | undefined;
  if (trigger.kind === 'change' && isTicked(trigger.newValue)) {
    chosen = ids.find((id) => sameRow(trigger.source, section, id, field));
  }
  if (chosen === undefined) chosen = ids.find((id) => isTicked(values[rowAttribute(section, id, field)]));
  for (const id of ids) {
    const name = rowAttribute(section, id, field);
    if (id !== chosen && isTicked(values[name])) out[name] = '0';
  }
  return chosen;
}

/** Computes every derived value and returns only those that differ from what the sheet holds. */
export function deriveSheet(values: Values, rows: Rows, trigger: Trigger, tierName: TierName = englishTierName): Updates {
  const next: Updates = {};

  // docs/rules.md §3: each sub-attribute's modifier. A score cleared by the player reads 0, and shows it again: the
  // sheet's own rolls put the score in their dice, where a blank would break the roll.
  const mods: Record<string, number> = {};
  for (const { name } of SUB_ATTRIBUTES) {
    mods[name] = modifierForScore(numberOf(values[name]));
    next[`${name}_mod`] = String(mods[name]);
    if (isBlank(values[name])) next[name] = '0';
  }

  // docs/rules.md §5: the base tier follows the species when the player picks one; the player may then override it.
  let base = tierOf(values.movement_tier);
  if (trigger.kind === 'change' && trigger.source === 'species') {
    base = speciesTier(trigger.newValue ?? values.species ?? '') ?? base;
  }
  next.movement_tier = base;

  // Page 001 and docs/rules.md §5: encumbrance steps, one tier dropped per two steps (rounding up), floor Black Tower.
  const steps = encumbranceSteps(numberOf(values.body_weight), numberOf(values.pack_weight));
  const drop = tierDropForSteps(steps);
  const current = dropTier(base, drop);
  next.encumbrance_steps = String(steps);
  next.movement_tier_drop = String(tierInfo(base).rank - tierInfo(current).rank);
  next.movement_tier_current = current;
  next.movement_tier_current_name = tierName(current);
  const hexes = DEFAULT_PATTERN[current];
  for (let move = 1; move <= MOVES_SHOWN; move += 1) {
    next[`movement_hexes_${move}`] = String(hexes[move - 1] ?? 0);
  }
  next.movement_hexes_cycle = String(hexes.reduce((sum, h) => sum + h, 0));

  // docs/rules.md §9.2 and §9.3: hexes per round are the player's (the species' rate) or the base tier's hexes per
  // 12 counts, less one per encumbrance step (page 001); the 20-second rounds split them 4:3:3:2 over seconds 1, 6,
  // 11 and 16 with the very function the Mod script uses.
  const perRound = hexesAfterEncumbrance(typedHexesOf(values.hexes_per_round_base) ?? TIER_HEXES_PER_ROUND[base], steps);
  next.hexes_per_round = String(perRound);
  splitMoments(perRound).forEach((share, index) => {
    next[`moment_hexes_${index + 1}`] = String(share);
  });
  next.rule_set_current = sheetRuleSetOf(values.rule_set);

  // docs/rules.md §2 and §9.2: each encumbrance step adds +1 to initiative, each 10 points of the quickness skill −1,
  // plus whatever the player adjusts by hand; held to what the script reads (a load past 50 steps counts as 50), never
  // one it would take for unreadable
  const quick = quicknessSteps(values.quickness);
  next.initiative_adjustment = String(withinLimit(steps - quick + wholeOf(values.initiative_manual), INITIATIVE_ADJUSTMENT_LIMIT));

  // The active weapon's speed (docs/rules.md §4, Combat); no active weapon means no speed adjustment.
  const weapon = exclusiveRow(values, WEAPONS, rows.weapons, 'active', trigger, next);
  next.weapon_speed = weapon === undefined ? '0' : String(withinLimit(wholeOf(values[rowAttribute(WEAPONS, weapon, 'speed')]), WEAPON_SPEED_LIMIT));
  // a weapon's name is sent last by its Attack button (`--weapon @{name}`): a run of hyphens in it is folded to one, in
  // the row itself, so ` --mod 20` in a name is never an option of the command
  for (const id of rows.weapons) {
    const name = values[rowAttribute(WEAPONS, id, 'name')];
    if (name !== undefined && /-{2,}/.test(name)) next[rowAttribute(WEAPONS, id, 'name')] = name.replace(/-{2,}/g, '-');
  }
  next.weapon_active_name = weapon === undefined ? '' : (next[rowAttribute(WEAPONS, weapon, 'name')] ?? values[rowAttribute(WEAPONS, weapon, 'name')] ?? '');

  // docs/rules.md §10, the attack pool: the weapon's dice (one without a weapon) plus one per skill that adds an
  // attack die, at most 5; the active weapon's modifier, damage per hit (blank: 1), damage type and reach.
  const skills = rows.skills.filter((id) => isTicked(values[rowAttribute(SKILLS, id, 'attack_die')])).length;
  next.attack_skills = String(skills);
  // docs/rules.md §10: a skill's check is d20 + the modifier of the sub-attribute its row names + the skill's own
  for (const id of rows.skills) {
    const named = (values[rowAttribute(SKILLS, id, 'sub_attribute')] ?? '').trim().toLowerCase();
    const attribute = SUB_ATTRIBUTES.some((a) => a.name === named) ? named : DEFAULT_SKILL_ATTRIBUTE;
    // the sub-attribute's part alone: the roll adds the row's own Mod itself, so a row the workers never saw still
    // rolls its Mod (a character not opened since this field came)
    next[rowAttribute(SKILLS, id, 'sub_mod')] = String(mods[attribute] ?? 0);
    // the row's Roll sends its Mod and its name to the script (`--mod @{mod} … --skill @{name}`): a Mod the player
    // clears reads 0 and shows it again, one with a fraction its whole part, and a run of hyphens in the name is one, so ` --dc 1` in a name is never an
    // option of the command
    const mod = wholeFieldFix(values[rowAttribute(SKILLS, id, 'mod')], -ROLL_LIMITS.modifier.max, ROLL_LIMITS.modifier.max);
    if (mod !== undefined) next[rowAttribute(SKILLS, id, 'mod')] = mod;
    const name = values[rowAttribute(SKILLS, id, 'name')];
    if (name !== undefined && /-{2,}/.test(name)) next[rowAttribute(SKILLS, id, 'name')] = name.replace(/-{2,}/g, '-');
  }
  const field = (name: string): string | undefined => (weapon === undefined ? undefined : values[rowAttribute(WEAPONS, weapon, name)]);
  const ownDice = weapon === undefined ? DEFAULT_ATTACK_DICE : attackDiceOf(field('attack_dice'));
  next.weapon_attack_dice = String(Math.min(MAX_ATTACK_DICE, ownDice + skills));
  // what the row shows once written back (a Mod of 150 is 99 there), never the value as typed
  next.weapon_attack_mod = String(attackModOf(field('attack_mod')));
  next.weapon_damage = String(damageOf(field('damage')));
  next.weapon_damage_type = damageTypeOf(field('damage_type'));
  next.weapon_reach = reachOf(field('reach'));
  // Each other row's Attack button sends the row's own values (the script's defaults are the active weapon's). A
  // speed the player clears reads 0 and shows it again (one with a fraction, its whole part): the row's Act button
  // sends it as it stands.
  for (const id of rows.weapons) {
    const speed = wholeFieldFix(values[rowAttribute(WEAPONS, id, 'speed')], -WEAPON_SPEED_LIMIT, WEAPON_SPEED_LIMIT);
    if (speed !== undefined) next[rowAttribute(WEAPONS, id, 'speed')] = speed;
    const attackMod = isBlank(values[rowAttribute(WEAPONS, id, 'attack_mod')]) ? undefined : wholeFieldFix(values[rowAttribute(WEAPONS, id, 'attack_mod')], -ROLL_LIMITS.modifier.max, ROLL_LIMITS.modifier.max);
    if (attackMod !== undefined) next[rowAttribute(WEAPONS, id, 'attack_mod')] = attackMod;
    // docs/rules.md §10: a damage per hit the script cannot take (150, a slip for 15) is written back as the row counts
    // it, held to 0 to 99, as the modifier is: the row's Attack button sends the row's damage, so the row shows what it
    // sends; a blank one stays blank (its placeholder says 1)
    const damage = values[rowAttribute(WEAPONS, id, 'damage')];
    if (damage !== undefined && !isBlank(damage) && String(damageOf(damage)) !== damage.trim()) next[rowAttribute(WEAPONS, id, 'damage')] = String(damageOf(damage));
    next[rowAttribute(WEAPONS, id, 'attack_flags')] = id === weapon ? '' : rowAttackFlags(values, id, skills);
  }

  // docs/rules.md §10: Defense is its base (10 when blank) plus the armour.
  next.defense = String(Math.trunc(numberOf(values.defense_base, DEFAULT_DEFENSE_BASE)) + wholeOf(values.armour));

  // docs/rules.md §4, Magic-Use: each spell row's modifier follows its tradition; the chosen spell fills the globals.
  for (const id of rows.spells) {
    // a casting time the player clears reads 0 and shows it again (one with a fraction, its whole part): the row's
    // Cast button sends it as it stands
    const cast = wholeFieldFix(values[rowAttribute(SPELLS, id, 'cast_time')], 0, LIMITS.cast);
    if (cast !== undefined) next[rowAttribute(SPELLS, id, 'cast_time')] = cast;
    // a spell row's name is sent last by its own Cast button (`--note @{name}`): a run of hyphens is one, as in a
    // weapon row, so ` --duration 999` in a name is never an option of the command
    const name = values[rowAttribute(SPELLS, id, 'name')];
    if (name !== undefined && /-{2,}/.test(name)) next[rowAttribute(SPELLS, id, 'name')] = name.replace(/-{2,}/g, '-');
    const tradition = (values[rowAttribute(SPELLS, id, 'tradition')] ?? '').toLowerCase();
    const attribute = TRADITIONS[isTradition(tradition) ? tradition : DEFAULT_TRADITION];
    next[rowAttribute(SPELLS, id, 'tradition_mod')] = String(mods[attribute] ?? 0);
  }
  const spell = exclusiveRow(values, SPELLS, rows.spells, 'chosen', trigger, next);
  const spellValue = (field: string): string | undefined =>
    spell === undefined ? undefined : (next[rowAttribute(SPELLS, spell, field)] ?? values[rowAttribute(SPELLS, spell, field)]);
  next.casting_time = String(Math.max(0, wholeOf(spellValue('cast_time'))));
  // no chosen spell: a device or scroll, which Agility shortens (docs/rules.md §4, "else Agility")
  next.casting_mod = spellValue('tradition_mod') ?? String(mods[TRADITIONS.other] ?? 0);
  // a run of hyphens is one: the Magic button pastes the name after --note, where ` --mod` would be an option
  next.spell_chosen_name = (spellValue('name') ?? '').replace(/-{2,}/g, '-');

  return changedOnly(values, next);
}

/** Keeps the writes that change something: every write costs a round trip and clutters the attribute list. */
export function changedOnly(values: Values, next: Updates): Updates {
  const out: Updates = {};
  for (const [name, value] of Object.entries(next)) {
    if ((values[name] ?? '') !== value) out[name] = value;
  }
  return out;
}
