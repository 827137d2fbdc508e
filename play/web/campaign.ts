// The browser table's campaign: the terminal table's demo campaign, laid out on a hex map, with the real sheet's
// defaults installed (as a game with the sheet has them), the heroes' sheets completed with what their workers
// derive the script's attributes from, and one token hidden on the GM layer, so a player's view can be seen to
// leave it out.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { attributeDefaults } from '../../test/sheet/html';
import type { DoubleObject } from 'roll20-double';
import { buildCampaign, type Campaign } from '../campaign';
import { hexCentre } from './hex';

export const SHEET_HTML = fileURLToPath(new URL('../../character-sheet/enchanted-realms.html', import.meta.url));
export const SHEET_CSS = fileURLToPath(new URL('../../character-sheet/enchanted-realms.css', import.meta.url));
export const SHEET_TRANSLATIONS = fileURLToPath(new URL('../../character-sheet/translation.json', import.meta.url));

/** The GM-layer token: an ambusher the players must not see. */
export const HIDDEN_TOKEN = 'Ambusher';

/** Where each demo token stands: heroes west of the ford, foes east of it (hex column, row). */
const LAYOUT: Readonly<Record<string, readonly [number, number]>> = {
  Lira: [1, 3],
  Aldric: [3, 4],
  Borin: [2, 6],
  Kess: [4, 7],
  'Goblin 1': [8, 2],
  'Goblin 2': [10, 3],
  'Goblin 3': [8, 5],
  Zombie: [8, 8],
  Ooze: [10, 9],
  Rider: [11, 6],
  Horse: [12, 6],
  [HIDDEN_TOKEN]: [13, 2],
};

/**
 * What the sheet's workers derive the demo's attributes from: the adjustment typed by hand, the active weapon (and
 * its reach, where it is not the sheet's default, melee), the chosen spell. Without them, opening a sheet would rightly recompute Kess's +1 and −2 to 0.
 */
const SHEET_SOURCES: Readonly<Record<string, { weapon: string; reach?: 'ranged'; spell?: { name: string; tradition: string } }>> = {
  Aldric: { weapon: 'Greatsword' },
  // the archer's bow shoots: its row says so (the sheet's default reach is melee)
  Lira: { weapon: 'Longbow', reach: 'ranged' },
  Borin: { weapon: 'Warhammer', spell: { name: 'Bless', tradition: 'divine' } },
  Kess: { weapon: 'Twin daggers' },
};

/** A repeating row id as Roll20 makes them: a dash and 19 letters or digits. */
const rowId = (kind: string, name: string) => `-${kind}${name}`.replace(/[^A-Za-z0-9-]/g, '').padEnd(20, '0').slice(0, 20);

function completeSheet(campaign: Campaign, character: DoubleObject): void {
  const { sb } = campaign;
  const name = String(character.get('name'));
  const sources = SHEET_SOURCES[name];
  if (!sources) return;
  const attribute = (attr: string) => sb.findObjs({ type: 'attribute', characterid: character.id, name: attr })[0];
  const value = (attr: string) => String(attribute(attr)?.get('current') ?? '0');
  // the sheet's species list is lower case
  const species = attribute('species');
  if (species) sb.setProps(species, { current: String(species.get('current')).toLowerCase() });
  const player = campaign.players.find((p) => String(character.get('controlledby')).split(',').includes(p.id));
  if (player) sb.addAttribute(character, 'player_name', String(player.get('_displayname')));
  sb.addAttribute(character, 'initiative_manual', value('initiative_adjustment'));
  const weapon = `repeating_weapons_${rowId('weapon', name)}`;
  sb.addAttribute(character, `${weapon}_name`, sources.weapon);
  sb.addAttribute(character, `${weapon}_speed`, value('weapon_speed'));
  sb.addAttribute(character, `${weapon}_active`, '1');
  if (sources.reach) sb.addAttribute(character, `${weapon}_reach`, sources.reach);
  if (sources.spell) {
    const spell = `repeating_spells_${rowId('spell', name)}`;
    sb.addAttribute(character, `${spell}_name`, sources.spell.name);
    sb.addAttribute(character, `${spell}_tradition`, sources.spell.tradition);
    sb.addAttribute(character, `${spell}_cast_time`, value('casting_time'));
    sb.addAttribute(character, `${spell}_chosen`, '1');
  }
}

/** The map is 15 × 11 grid units. */
export const PAGE_SIZE = { width: 15, height: 11 } as const;

export interface WebCampaignOptions {
  readonly seed?: number;
  /** Other Mod scripts loaded after ours, as Roll20 would (files). */
  readonly with?: readonly string[];
  /** Other Mod scripts as source text (tests). */
  readonly scripts?: readonly string[];
}

export function buildWebCampaign(options: WebCampaignOptions = {}): Campaign {
  const campaign = buildCampaign(options.seed === undefined ? {} : { seed: options.seed });
  const { sb, page } = campaign;
  sb.setProps(page, PAGE_SIZE);
  sb.setSheetDefaults(attributeDefaults(readFileSync(SHEET_HTML, 'utf8')).globals);
  for (const character of campaign.characters) completeSheet(campaign, character);
  // the player characters' bar 1 (their body points) is shown to every player, as a GM shows the party's health; the
  // foes' bars stay the GM's to see (the ambusher has one too, for a view that must not carry it)
  for (const token of campaign.tokens) {
    const character = sb.getObj('character', String(token.get('represents') ?? ''));
    if (character && String(character.get('controlledby') ?? '') !== '') sb.setProps(token, { showplayers_bar1: true });
  }
  const hidden = sb.addToken({ pageid: page.id, name: HIDDEN_TOKEN, layer: 'gmlayer', bar1_value: 9, bar1_max: 9 });
  for (const token of [...campaign.tokens, hidden]) {
    const at = LAYOUT[String(token.get('name'))];
    if (at) sb.setProps(token, hexCentre(at[0], at[1]));
  }
  for (const file of options.with ?? []) sb.loadFile(file);
  options.scripts?.forEach((code, i) => sb.loadScript(code, `extra-${i + 1}.js`));
  return { ...campaign, tokens: [...campaign.tokens, hidden] };
}
