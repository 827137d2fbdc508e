// Review 13b (the sheet and the dice, from a player's chair), looks: two rows of the sheet that a player cannot read.
//
// At the table:
// - On a phone, or in a Roll20 sheet window narrower than 640 px, each spell row shows its tradition, then two bare
//   numbers ("Divine 2 4"): the column heads (Cast, Mod) are hidden at that width, and unlike a weapon row (whose
//   cells say SPEED, DICE, MOD …) the spell row's cells carry no label. The player cannot tell the casting time from
//   the modifier, and cannot tell which one to edit.
// - At desktop width (1280 px) and in the pop-out (800 px), a weapon row's Speed and Mod cells hold two characters
//   beside the number field's spinner: a speed of -12 shows as "-1", an attack modifier of -15 as "-1". The script
//   takes both (speed within ±20, modifiers within ±99), so the row shows the player another number than the one its
//   Act and Attack buttons send.
// What they should see: every field labelled at every width (as the weapon rows do with .er-cell-label), and a
// number's every character.
// Suggested fix: character-sheet/src/sheet.html, the spell row's cast_time and tradition_mod wrapped in
// `<label class="er-cell"><span class="er-cell-label">…` as in the weapon row; enchanted-realms.css, .er-weapon-row's
// columns for speed, dice, mod and damage at least 3 characters plus the spinner wide (take it from the name column, which has room to spare).
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSheet } from '../sheet/built';
import { CHROMIUM, HAVE_CHROMIUM, paintScript, sheetPage } from '../sheet/paint';

/** A character with one weapon and two spells, made by the sheet's own workers. */
async function sampleCharacter() {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.edit('character_name', 'Brannoc').edit('faith', '11').edit('logic', '4').settle();
  sheet.addRow('repeating_weapons', { name: 'Warhammer', speed: '1', attack_mod: '2', damage: '2', damage_type: 'blunt', active: '1' });
  sheet.addRow('repeating_spells', { name: 'Mending prayer', tradition: 'divine', cast_time: '2', chosen: '1' });
  sheet.addRow('repeating_spells', { name: 'Arc of sparks', tradition: 'axiom', cast_time: '4' });
  return sheet.settle();
}


/** The spell row's number fields that say nowhere what they are: no column head shown, no label of their own. */
const UNLABELLED = `(() => {
  const head = document.querySelector('.er-rows-head.er-spell-row');
  const headShown = head !== null && head.getClientRects().length > 0;
  const row = document.querySelector('[data-groupname="repeating_spells"] .repitem');
  return ['attr_cast_time', 'attr_tradition_mod'].filter((name) => {
    const field = row && row.querySelector('[name="' + name + '"]');
    const owner = field && field.closest('label');
    const label = owner && owner.querySelector('.er-cell-label');
    const labelShown = !!label && label.getClientRects().length > 0 && (label.textContent || '').trim() !== '';
    return !headShown && !labelShown;
  });
})()`;

/** The last weapon row's number fields whose text (with the field's own spinner) is wider than the box: cut off. */
const CLIPPED = `(() => {
  const rows = Array.from(document.querySelectorAll('[data-groupname="repeating_weapons"] .repitem'));
  const row = rows[rows.length - 1];
  return ['attr_speed', 'attr_attack_mod', 'attr_damage'].flatMap((name) => {
    const field = row && row.querySelector('[name="' + name + '"]');
    if (!field) return [name + ': missing'];
    return field.scrollWidth > field.clientWidth ? [name + ' "' + field.value + '": ' + field.scrollWidth + ' px in ' + field.clientWidth + ' px'] : [];
  });
})()`;

describe.skipIf(!HAVE_CHROMIUM)('rows a player cannot read', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });
  afterAll(async () => browser?.close());

  async function pageAt(width: number, edit?: (s: Awaited<ReturnType<typeof sampleCharacter>>) => void) {
    const sheet = await sampleCharacter();
    edit?.(sheet);
    sheet.settle();
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.setContent(await sheetPage());
    await page.evaluate(paintScript(sheet));
    return page;
  }

  it('on a phone (390 px) a spell row’s casting time and modifier each say what they are', async () => {
    const page = await pageAt(390);
    const unlabelled = (await page.evaluate(UNLABELLED)) as string[];
    await page.close();
    expect(unlabelled).toEqual([]);
  });

  it.each([1280, 800])('at %i px a weapon row shows a speed of -12, a modifier of -15 and damage 99 whole', async (width) => {
    const page = await pageAt(width, (s) => {
      s.addRow('repeating_weapons', { name: 'Siege bow', speed: '-12', attack_mod: '-15', damage: '99', reach: 'ranged' });
    });
    const clipped = (await page.evaluate(CLIPPED)) as string[];
    await page.close();
    expect(clipped).toEqual([]);
  });
});
