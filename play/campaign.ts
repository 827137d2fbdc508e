// The play table's built-in campaign: one battle page, four player characters with full sheets, and foes.
//
// Foes: goblins and the rider have no character at all, so the script gives them the default tier (Red Fox, right
// for both). The zombie, the ooze and the horse get a bare character holding only `movement_tier` (and
// `movement_tier_current`), controlled by nobody (so their menus go to the GM): the script reads their tier from it
// and takes the defaults for everything else, as it would for any hand-made NPC.
import { fileURLToPath } from 'node:url';
import { createSandbox, type DoubleObject, type Sandbox } from 'roll20-double';
import { modifierForScore, type TierKey } from '../src/rules/core/numbers';

export const BUNDLE = fileURLToPath(new URL('../build/enchanted-realms-combat.js', import.meta.url));

/** The seed of the demo and of `--script` runs unless `--seed` says otherwise. */
export const DEFAULT_SEED = 11;

export interface Campaign {
  readonly sb: Sandbox;
  readonly gm: DoubleObject;
  readonly players: readonly DoubleObject[];
  readonly page: DoubleObject;
  readonly characters: readonly DoubleObject[];
  readonly tokens: readonly DoubleObject[];
}

interface Hero {
  readonly name: string;
  readonly player: string;
  readonly species: string;
  readonly role: string;
  readonly tier: TierKey;
  readonly scores: { strength: number; agility: number; logic: number; will: number; faith: number; perception: number };
  readonly weaponSpeed: number;
  readonly castingTime: number;
  readonly initiativeAdjustment?: number;
  /** The active weapon's reach where it is not the sheet's default, melee: the archer's bow. */
  readonly reach?: 'ranged';
}

const HEROES: readonly Hero[] = [
  { name: 'Aldric', player: 'Pat', species: 'Human', role: 'fighter', tier: 'red_fox', scores: { strength: 9, agility: 5, logic: 3, will: 6, faith: 2, perception: 6 }, weaponSpeed: 2, castingTime: 0 },
  { name: 'Lira', player: 'Sam', species: 'Elf', role: 'archer', tier: 'orange_lion', scores: { strength: 4, agility: 9, logic: 5, will: 4, faith: 3, perception: 8 }, weaponSpeed: 0, castingTime: 0, reach: 'ranged' },
  { name: 'Borin', player: 'Alex', species: 'Dwarf', role: 'priest', tier: 'brown_cow', scores: { strength: 7, agility: 3, logic: 4, will: 7, faith: 8, perception: 4 }, weaponSpeed: 1, castingTime: 2 },
  { name: 'Kess', player: 'Sam', species: 'Gryf', role: 'rogue', tier: 'orange_lion', scores: { strength: 3, agility: 10, logic: 6, will: 4, faith: 2, perception: 10 }, weaponSpeed: -2, castingTime: 0, initiativeAdjustment: 1 },
];

/** Foes with a bare character (only the movement tier); the others have none. */
const FOES: readonly { name: string; tier?: TierKey }[] = [
  { name: 'Goblin 1' },
  { name: 'Goblin 2' },
  { name: 'Goblin 3' },
  { name: 'Zombie', tier: 'gray_yak' },
  { name: 'Ooze', tier: 'black_tower' },
  { name: 'Rider' },
  { name: 'Horse', tier: 'green_horse' },
];

/** The sheet attributes of a hero: the contract the script reads, plus the scores they come from. */
export function heroSheet(h: Hero): Record<string, string | number> {
  const s = h.scores;
  return {
    species: h.species,
    role: h.role,
    strength: s.strength,
    agility: s.agility,
    logic: s.logic,
    will: s.will,
    faith: s.faith,
    perception: s.perception,
    perception_mod: modifierForScore(s.perception),
    agility_mod: modifierForScore(s.agility),
    logic_mod: modifierForScore(s.logic),
    faith_mod: modifierForScore(s.faith),
    initiative_adjustment: h.initiativeAdjustment ?? 0,
    movement_tier: h.tier,
    movement_tier_current: h.tier,
    weapon_speed: h.weaponSpeed,
    casting_time: h.castingTime,
    ...(h.reach ? { weapon_reach: h.reach } : {}),
    body_points: HERO_BODY,
    body_points_max: HERO_BODY,
  };
}

/** Body points: a hero's, on its sheet with bar1 linked to it (as a GM links it); a foe's, typed into its bar1. */
const HERO_BODY = 14;
const FOE_BODY = 7;

/** Builds the campaign in a fresh sandbox and loads the bundle; `boot()` is left to the caller. */
export function buildCampaign(options: { seed?: number; bundle?: string } = {}): Campaign {
  const sb = createSandbox({ seed: options.seed ?? DEFAULT_SEED });
  const gm = sb.addPlayer({ name: 'Gwen', gm: true });
  const playerNames = [...new Set(HEROES.map((h) => h.player))];
  const players = playerNames.map((name) => sb.addPlayer({ name }));
  const page = sb.addPage({ name: 'Battle at the Ford' });
  const characters: DoubleObject[] = [];
  const tokens: DoubleObject[] = [];
  let x = 0;
  for (const h of HEROES) {
    const player = players[playerNames.indexOf(h.player)] as DoubleObject;
    const ch = sb.addCharacter({ name: h.name, controlledby: player.id, attributes: heroSheet(h) });
    characters.push(ch);
    // bar1 linked to the sheet's body points, so an attack's Apply lowers them (docs/rules.md §10)
    const body = sb.findObjs({ type: 'attribute', characterid: ch.id, name: 'body_points' })[0];
    const bar = body ? { bar1_link: body.id, bar1_value: HERO_BODY, bar1_max: HERO_BODY } : {};
    tokens.push(sb.addToken({ pageid: page.id, name: h.name, represents: ch.id, left: 70 * ++x, top: 70, ...bar }));
  }
  x = 0;
  for (const f of FOES) {
    let represents = '';
    if (f.tier) {
      const ch = sb.addCharacter({ name: f.name, attributes: { movement_tier: f.tier, movement_tier_current: f.tier } });
      characters.push(ch);
      represents = ch.id;
    }
    tokens.push(sb.addToken({ pageid: page.id, name: f.name, represents, left: 70 * ++x, top: 490, bar1_value: FOE_BODY, bar1_max: FOE_BODY }));
  }
  // the play table shows every marker the script can show: movement badges, the flex countdown and the status markers
  // are on, as a GM would set them in the one-click options (all three are off by default, docs/rules.md §14)
  sb.loadScript("var globalconfig = { enchantedrealmscombat: { movementBadges: 'true', flexCountdown: 'true', statusMarkers: 'true' } };", 'roll20-options.js');
  sb.loadFile(options.bundle ?? BUNDLE);
  return { sb, gm, players, page, characters, tokens };
}
