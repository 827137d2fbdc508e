// Review 20s (the sheet from a player's chair), looks: a skill's Mod on a phone.
//
// At the table: on a phone (390 px; Roll20's app and a narrow sheet pop-out alike) each skill row's Mod box is 44 px
// wide, spinner and padding included. A Mod of -12 shows as "-1", -99 as "-9": the last digit is cut off, and the
// player reads another number than the one the row's Roll button sends (`--mod @{mod}`; the script takes -99 to 99,
// the workers keep the row within that). A weapon row's Mod on the same phone shows -99 whole.
//
// Expected: at phone width every skill row shows its whole Mod for any value the script takes (three characters).
// Screenshot: test/.artifacts/sheet-review20/skill-mod-phone.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../sheet/built';
import { CHROMIUM, HAVE_CHROMIUM, paintScript, sheetPage } from './browser-helpers';
import { freshSheet, K } from './helpers';

const SHOTS = join(ROOT, 'test/.artifacts/sheet-review20');

/** Each skill row's Mod whose text (with the box's own spinner) is wider than the box. */
const CUT = `(() => Array.from(document.querySelectorAll('[data-groupname="repeating_skills"] .repitem [name="attr_mod"]'))
  .filter((f) => f.scrollWidth > f.clientWidth)
  .map((f) => f.value + ': ' + f.scrollWidth + ' px in ' + f.clientWidth + ' px'))()`;

describe.skipIf(!HAVE_CHROMIUM)('a skill row’s Mod on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });
  afterAll(async () => browser?.close());

  it.each([390, 360])('at %i px a Mod of -12, -20 or -99 shows whole', async (width) => {
    const sheet = await freshSheet();
    sheet.edit('character_name', 'Wren').settle();
    sheet.addRow(K, { name: 'Swim', sub_attribute: 'strength', mod: '-12' });
    sheet.addRow(K, { name: 'Climb', sub_attribute: 'strength', mod: '-20' });
    sheet.addRow(K, { name: 'Cursed luck', sub_attribute: 'will', mod: '-99' });
    sheet.settle();
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.setContent(await sheetPage());
    await page.evaluate(paintScript(sheet));
    mkdirSync(SHOTS, { recursive: true });
    await page.locator('.er-skills').screenshot({ path: join(SHOTS, width === 390 ? 'skill-mod-phone.png' : `skill-mod-${width}.png`) });
    const cut = (await page.evaluate(CUT)) as string[];
    await page.close();
    expect(cut).toEqual([]);
  });
});
