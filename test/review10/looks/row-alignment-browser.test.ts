// Review 10 / looks: the rows of a card begin at one left edge.
//
// A card's rows hang (html.ts `cardBody`: `padding-left:14px; text-indent:-8px`, so a row's first line starts at 6 px
// and its wrapped lines at 14 px), but a row that holds a button or a chip is set `text-indent:0` and so starts at
// 14 px, 8 px right of the rows around it. What a GM sees in the chat column:
// - the short help (`!rondel help`): "Rolls:" and "Setup:" are section headings like "The fight", "Turns" and "Fixes",
//   but sit indented under "Turns" and "Fixes" as if they were items of those sections;
// - a roll card: the row of dice chips starts 8 px right of the lines above and below it ("Given by hand:
//   advantage", "Success against DC 12"), as if it were a wrapped line of the row above;
// - the options card (`!rondel config`): every option row starts at 14 px, then "pattern.TIER:" and the tiers' rows
//   jump back to 6 px.
// What they should see: every row's first line at the same left edge (a row of buttons or chips keeps its own
// indent at 0, but starts where the others do, e.g. with `margin-left:-8px` on its `div`, or the body without the
// hanging indent around such rows).
// Screenshots: /tmp/looks-align-help.png, /tmp/looks-align-save.png, /tmp/looks-align-config.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { helpCard } from '../../../src/render/help';
import { checkCard } from '../../../src/render/roll-card';
import { VERBS } from '../../../src/commands/verbs';
import type { CheckResult } from '../../../src/rules/core/rolls';
import { configCard } from '../../../src/app/commands/config';
import { DEFAULT_CONFIG } from '../../../src/app/model';
import { available, chatPage, launch, type Shown } from './chat-page';

function saveCard(): string {
  const r: CheckResult = {
    ok: true,
    kind: 'save',
    dice: [
      { sides: 20, value: 18, natural: null, status: 'kept', byChance: false },
      { sides: 20, value: 13, natural: null, status: 'dropped', byChance: false },
    ],
    die: 18,
    score: 2,
    modifier: 0,
    total: 20,
    target: 12,
    success: true,
    because: 'total',
    advantage: { edge: 'advantage', cancelled: false, automaticFailure: false, sources: [{ source: 'hand', who: 'self', effect: 'adv', label: null }] },
  };
  return checkCard('Lira', 'will', r, true);
}


/** Runs in the page: where the first line of each row of a card's body begins, from the card's left edge. */
const ROW_STARTS = `(id) => {
  const message = document.getElementById(id);
  const card = message.firstElementChild;
  const body = card.children[1];
  const left = card.getBoundingClientRect().left;
  return [...body.children].map((row) => {
    const range = document.createRange();
    range.selectNodeContents(row);
    const first = range.getClientRects()[0];
    return { text: row.textContent.replace(/\\s+/g, ' ').trim().slice(0, 30), left: Math.round(first.left - left) };
  });
}`;

/** A button's or chip's own 1 px margin, and rounding: what may differ between rows that begin together. */
const SLACK = 2;

const spread = (rows: readonly RowStart[]): number => Math.max(...rows.map((r) => r.left)) - Math.min(...rows.map((r) => r.left));

interface RowStart {
  readonly text: string;
  readonly left: number;
}

describe.skipIf(!available)('the rows of a card begin at one left edge', () => {
  let browser: Browser;
  let page: Page;
  const shown: Shown[] = [
    { id: 'help', label: 'short help (GM)', html: helpCard('rondel', VERBS, true) },
    { id: 'save', label: 'a save at advantage', html: saveCard() },
    { id: 'config', label: 'options (GM)', html: configCard(DEFAULT_CONFIG, 'rondel', []) },
  ];

  beforeAll(async () => {
    browser = await launch();
    page = await chatPage(browser, shown);
    for (const s of shown) await page.locator(`#${s.id}`).screenshot({ path: `/tmp/looks-align-${s.id}.png` });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const starts = async (id: string): Promise<RowStart[]> => (await page.evaluate(`(${ROW_STARTS})(${JSON.stringify(id)})`)) as RowStart[];

  it('the short help: the headings “Rolls:” and “Setup:” begin where “The fight”, “Turns” and “Fixes” do', async () => {
    const rows = await starts('help');
    const heading = (t: string): number => rows.find((r) => r.text.startsWith(t))?.left ?? NaN;
    expect(Math.abs(heading('Rolls:') - heading('Turns')), `Rolls: at ${heading('Rolls:')} px, Turns at ${heading('Turns')} px`).toBeLessThanOrEqual(SLACK);
    expect(Math.abs(heading('Setup:') - heading('Fixes')), `Setup: at ${heading('Setup:')} px, Fixes at ${heading('Fixes')} px`).toBeLessThanOrEqual(SLACK);
  });

  it('a roll card: the row of dice chips begins where the lines above and below it do', async () => {
    const rows = await starts('save');
    expect(spread(rows), JSON.stringify(rows)).toBeLessThanOrEqual(SLACK);
  });

  it('the options card: every row begins at one left edge', async () => {
    const rows = await starts('config');
    expect(spread(rows), JSON.stringify(rows.filter((r) => r.left !== rows[0]?.left).slice(0, 3))).toBeLessThanOrEqual(SLACK);
  });
});
