// Review 9, the character sheet and the rulebook's dice: a character built by the sheet's real workers (the harness
// of test/sheet), its attributes copied into the Roll20 double, and its buttons pressed as Roll20 resolves them.
import type { DoubleObject } from 'roll20-double';
import { aTable, plain, type Table } from '../../integration/table';
import { aSheet, builtHtml } from '../../sheet/built';
import { collectButtons, expandQueries } from '../../sheet/html';
import type { SheetHarness } from '../../sheet/harness';

export { aTable, aSheet, builtHtml, plain, type Table, type SheetHarness };

export const W = 'repeating_weapons';
export const SK = 'repeating_skills';
export const SP = 'repeating_spells';

/** Chat as the reader sees it. */
export function texts(messages: readonly { content: string }[]): string {
  return messages.map((m) => plain(m.content)).join('\n');
}

/** What the harness holds for the character: every attribute a player or a worker wrote (no defaults). */
function storedAttributes(sheet: SheetHarness): Map<string, string> {
  return (sheet as unknown as { store: Map<string, string> }).store;
}

/** Gives the double's character every attribute the sheet's workers and the player wrote, as Roll20 stores them. */
export function copySheet(t: Table, character: DoubleObject, sheet: SheetHarness): void {
  for (const [name, value] of storedAttributes(sheet)) {
    const existing = t.sb.findObjs({ _type: 'attribute', _characterid: character.id, name })[0];
    if (existing) existing.set('current', value);
    else t.sb.addAttribute(character, name, value);
  }
}

/**
 * The commands a sheet button sends when pressed, every query answer expanded: `@{x}` resolves to the button's own
 * row's field x when its section has one, else to the character's attribute (its default when nobody set it), as
 * Roll20 resolves it; `ids` answers `character_id` and `target|token_id`.
 */
export async function press(sheet: SheetHarness, name: string, ids: Readonly<Record<string, string>>, row?: string): Promise<string[]> {
  const html = await builtHtml();
  const button = collectButtons(html).find((b) => b.name === name);
  if (!button) throw new Error(`no button ${name}`);
  const section = button.section;
  const fields = section === undefined ? {} : (sheet.defaults.sections[section] ?? {});
  const text = button.value.replace(/@\{([a-z0-9_|]+)\}/gi, (_all, ref: string) => {
    const key = ref.toLowerCase();
    const given = ids[key];
    if (given !== undefined) return given;
    if (section !== undefined && row !== undefined && key in fields) return sheet.get(`${section}_${row}_${key}`) ?? '';
    return sheet.get(key) ?? '';
  });
  return expandQueries(text);
}
