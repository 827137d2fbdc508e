// The real character sheet's defaults, for the Roll20 double. In Roll20, getAttrByName answers an attribute that has
// no object with the sheet's HTML default, so a table without them runs code paths Roll20 never runs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attributeDefaults } from '../sheet/html';

export const SHEET_HTML = join(__dirname, '..', '..', 'character-sheet', 'enchanted-realms.html');

let cached: Readonly<Record<string, string>> | undefined;

/**
 * Every global `attr_…` field of a sheet and its default as Roll20 takes it: an input's `value` (empty when it has
 * none), a ticked checkbox's or checked radio's value (an unticked checkbox reads 0), a select's selected option
 * (else its first), a textarea's text. Repeating sections and roll templates are left out; the first field of a
 * name decides. Names are lower case.
 */
export function sheetDefaults(html: string): Record<string, string> {
  return { ...attributeDefaults(html).globals };
}

/** The defaults of the committed sheet (character-sheet/enchanted-realms.html), read once. */
export function realSheetDefaults(): Readonly<Record<string, string>> {
  cached ??= Object.freeze(sheetDefaults(readFileSync(SHEET_HTML, 'utf8')));
  return cached;
}
