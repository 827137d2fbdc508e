// Review 10 / looks: what a screen reader reads of the cards (Chromium's accessibility tree, as Playwright's aria
// snapshot gives it).
//
// What a blind or low-vision GM or player hears today:
// - every tier on the status card, the movement window and the options card is preceded by its colour swatch, the
//   character ■, which screen readers speak as "black square": "1 Wolf 003 · black square Red Fox", "black square
//   Yellow Bird 3 hexes: …". The square is there for the eye (html.ts `swatch`: "to stand beside the name of what it
//   marks"); spoken, it is noise before every tier and says "black" of a red, a yellow or a blue tier.
// - every turn line begins with ▶ ("black right-pointing triangle, Count 1: Lira acts"), on the card of every step.
// What they should hear: the tier's name and the turn's words alone ("1 Wolf 003 · Red Fox", "Count 1: Lira acts.").
// The swatch can be a small coloured box with no text in it (an empty inline-block span with a background colour),
// and the turn's arrow drawn the same way, or left out: the line is bold, coloured and begins with "Count N:".
// (Token pictures are fine: `alt=""`, with the name beside them, and no button's label is a symbol alone.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cardsOfAFight, type CardSample } from '../../support/card-scenes';
import { available, chatPage, launch, type Shown } from './chat-page';

describe.skipIf(!available)('a screen reader reads words, not the cards’ drawing symbols', () => {
  let browser: Browser;
  let page: Page;
  const samples = cardsOfAFight('rondel', 10);
  const first = (kind: string, reader: CardSample['reader']): CardSample => {
    const c = samples.find((s) => s.kind === kind && s.reader === reader);
    if (!c) throw new Error(`no ${kind} card for ${reader}`);
    return c;
  };
  const shown: Shown[] = [
    { id: 'status', label: 'status (player)', html: first('status (player)', 'player').html },
    { id: 'window', label: 'movement window', html: first('window', 'everyone').html },
    { id: 'turn', label: 'a turn', html: first('turn', 'everyone').html },
  ];

  beforeAll(async () => {
    browser = await launch();
    page = await chatPage(browser, shown);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const spoken = (id: string): Promise<string> => page.locator(`#${id}`).ariaSnapshot();

  it('the status card and the movement window name each tier without “black square” before it', async () => {
    const status = await spoken('status');
    const window = await spoken('window');
    expect(status).toMatch(/Red Fox/);
    expect(status).not.toContain('■');
    expect(window).not.toContain('■');
  });

  it('the turn line is read as “Count 1: … acts.”, without “black right-pointing triangle”', async () => {
    const turn = await spoken('turn');
    expect(turn).toMatch(/Count \d+: .+ acts\./);
    expect(turn).not.toContain('▶');
  });
});
