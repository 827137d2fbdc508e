// Review 10 / looks: every word of every card, measured in Chromium from its computed colours (opacity included),
// against what it is drawn on, on Roll20's light chat and on its dark mode (chat-page.ts says what dark mode does).
//
// What a GM sees today: the cards carry their own paper and ink, so on the dark chat they read as on the light one,
// but the dice chips of a roll card do not. A die set aside ("13 dropped" of a roll at advantage, a natural 1
// "re-rolled (chance)") is white on grey #9e9e9e at 55 % opacity, struck through: about 1.7 : 1, a pale smudge the
// GM cannot read at arm's length; a natural 20 is white on dark goldenrod #b8860b, 3.25 : 1. Both are text at
// 0.9 em, normal weight: WCAG AA asks 4.5 : 1. What they should see: every chip's words at 4.5 : 1 or more (a set-aside
// die can stay dim and struck through, with a darker ink or a lighter chip whose text still reads).
// Screenshots: /tmp/looks-contrast-light.png, /tmp/looks-contrast-dark.png.
//
// The tier's small square (■) is not measured: it is a graphic beside the tier's name, never the only sign of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { checkCard } from '../../../src/render/roll-card';
import type { CheckResult, RolledDie } from '../../../src/rules/core/rolls';
import { cardsOfAFight, RULE_SETS } from '../../support/card-scenes';
import { available, chatPage, launch, slug, type Mode, type Shown } from './chat-page';

const die = (value: number, status: RolledDie['status'], natural: RolledDie['natural'] = null, byChance = false): RolledDie => ({ sides: 20, value, natural, status, byChance });

/** A save at advantage: a natural 1 re-rolled by chance, a die dropped, a natural 20 kept. */
function chipsCard(): string {
  const r: CheckResult = {
    ok: true,
    kind: 'save',
    dice: [die(1, 'rerolled', 'natural-1'), die(20, 'kept', 'natural-20', true), die(13, 'dropped')],
    die: 20,
    score: 2,
    modifier: 0,
    total: 22,
    target: 12,
    success: true,
    because: 'natural-20',
    advantage: { edge: 'advantage', cancelled: false, automaticFailure: false, sources: [{ source: 'hand', who: 'self', effect: 'adv', label: null }] },
  };
  return checkCard('Lira', 'will', r, true);
}

function cards(): Shown[] {
  const shown: Shown[] = [{ id: 'chips', label: 'a save with every kind of die chip', html: chipsCard() }];
  const seen = new Set<string>();
  for (const rules of RULE_SETS) {
    for (const c of cardsOfAFight(rules, 10)) {
      if (seen.has(c.html)) continue;
      seen.add(c.html);
      shown.push({ id: slug(`${rules}-${c.kind}-${c.reader}-${shown.length}`), label: `${rules}: ${c.kind} (${c.reader})`, html: c.html });
    }
  }
  return shown;
}

/**
 * Runs in the page: each element's own words, their colour blended over what lies under them (each ancestor's
 * background, and the faded element's opacity over what is under it), and the contrast ratio WCAG defines.
 */
const MEASURE = `(() => {
  const parse = (c) => { const m = /rgba?\\(([^)]+)\\)/.exec(c); if (!m) return null; const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number); return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 }; };
  const over = (top, under) => ({ r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a), a: 1 });
  const lum = (c) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }; return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
  const out = [];
  for (const message of document.querySelectorAll('#textchat .message')) {
    for (const el of [message, ...message.querySelectorAll('*')]) {
      const words = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim()).map((n) => n.textContent.trim()).join(' ');
      if (!words || /^[■▪]+$/.test(words)) continue;
      const chain = [];
      for (let e = el; e; e = e.parentElement) chain.unshift(e);
      // from the root down: the backgrounds painted under the text; an element with opacity is a group, blended over
      // what was painted before it once its content (backgrounds and text) is painted
      let back = { r: 255, g: 255, b: 255, a: 1 };
      const groups = [];
      for (const e of chain) {
        const cs = getComputedStyle(e);
        const o = Number(cs.opacity);
        if (o < 1) groups.push({ before: back, o });
        const bg = parse(cs.backgroundColor);
        if (bg && bg.a > 0) back = over(bg, back);
      }
      const cs = getComputedStyle(el);
      let ink = over(parse(cs.color), back);
      for (let i = groups.length - 1; i >= 0; i -= 1) {
        const g = groups[i];
        ink = over({ ...ink, a: g.o }, g.before);
        back = over({ ...back, a: g.o }, g.before);
      }
      const a = lum(ink), b = lum(back);
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const size = parseFloat(cs.fontSize);
      const bold = Number(cs.fontWeight) >= 700;
      const need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
      if (ratio < need) out.push(message.dataset.label + ': “' + words.slice(0, 40) + '” ' + ratio.toFixed(2) + ' : 1 (' + cs.color + (groups.length ? ', faded' : '') + ')');
    }
  }
  return [...new Set(out)];
})()`;

describe.skipIf(!available)('every word of every card reads at WCAG AA (4.5 : 1), light or dark chat', () => {
  let browser: Browser;
  const shown = cards();

  beforeAll(async () => {
    browser = await launch();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it.each(['light', 'dark'] as Mode[])('on Roll20’s %s chat', async (mode) => {
    const page = await chatPage(browser, shown, mode);
    await page.locator('#chips').screenshot({ path: `/tmp/looks-contrast-${mode}.png` });
    const faint = (await page.evaluate(MEASURE)) as string[];
    await page.close();
    expect(faint).toEqual([]);
  });
});
