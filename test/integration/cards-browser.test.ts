// Every kind of card in real Chromium, inside a 270 px column styled like Roll20's chat: nothing may stick out of the
// column or scroll sideways, and the short help fits one screen. The cards come from fights of 10 and 200 combatants
// in each rule set, played through the built bundle (test/support/card-scenes.ts). Screenshots of every card go to
// test/.artifacts/cards/ (ignored by git). Roll20 adds its own styles to chat, which this page imitates from what its
// chat is known to apply (a narrow column, Helvetica 13 px, `code` kept on one line, pink API buttons).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pausedAnswer } from '../../src/roll20/repair';
import { meantFor, notice } from '../../src/render/cards';
import { verbHelpCard } from '../../src/render/help';
import { VERBS } from '../../src/commands/verbs';
import { COLOURS, join as joinHtml, muted, text } from '../../src/render/html';
import { cardsOfAFight, RULE_SETS, type CardSample } from '../support/card-scenes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT = join(__dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'test/.artifacts/cards');
const available = existsSync(CHROMIUM);
/** Roll20's chat column, less the message's own padding. */
const COLUMN = 270;
/** One screen of the chat column on a laptop: what the short help must fit in. */
const SCREEN = 640;

if (!available && !process.env.CI) {
  console.warn(`card browser test skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
}

/** Roll20's chat as far as it bears on width: its font, its `code` (Bootstrap 2: one line), its API buttons. */
const CHAT_CSS = `
body { margin: 0; padding: 8px; background: #fff; font-family: "Helvetica Neue", Helvetica, Arial, sans-serif; font-size: 13px; line-height: 18px; color: #404040; }
#textchat { width: ${COLUMN}px; }
#textchat .message { position: relative; width: ${COLUMN}px; margin: 0 0 12px; padding: 0; }
#textchat .message .label { font: 10px monospace; color: #999; }
code { padding: 2px 4px; font-family: Monaco, Menlo, Consolas, "Courier New", monospace; font-size: 12px; color: #d14; background-color: #f7f7f9; border: 1px solid #e1e1e8; border-radius: 3px; white-space: nowrap; }
a { color: #08c; }
#textchat .message a[href^="!"] { display: inline-block; padding: 5px; border: 1px solid #fff; background-color: #ce0f69; color: #fff; }
`;

/** A token's picture for the screenshots: a round face on a square, as token art often is. */
const TOKEN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="70" height="70"><rect width="70" height="70" fill="#6d4c41"/><circle cx="35" cy="35" r="26" fill="#ffcc80"/><circle cx="26" cy="30" r="4"/><circle cx="44" cy="30" r="4"/></svg>';

/** What the checks read of the page's elements (this file is typed for Node: the DOM's types are not loaded). */
interface PageElement {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  readonly dataset: Readonly<Record<string, string | undefined>>;
  getBoundingClientRect(): { readonly left: number; readonly right: number; readonly width: number; readonly height: number };
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}

/** The page's document as the checks read it (inside page.evaluate, where only the function itself is sent). */
type PageDocument = { querySelectorAll(selector: string): ArrayLike<PageElement> };

interface Shown {
  readonly id: string;
  readonly label: string;
  readonly html: string;
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Of each kind of card a fight sent to each reader, the largest: the one most likely to stick out. */
function largest(cards: readonly CardSample[]): CardSample[] {
  const by = new Map<string, CardSample>();
  for (const c of cards) {
    const key = `${c.kind}|${c.reader}`;
    const had = by.get(key);
    if (!had || had.html.length < c.html.length) by.set(key, c);
  }
  return [...by.values()];
}

/** Cards no fight sends in passing: the paused script's answer, a refused write, a whisper meant for another. */
function otherCards(): Shown[] {
  const paused = pausedAnswer('the stored data is from a newer version of the script (schema 9).', null, { playerId: 'g', name: 'Gina', isGM: true, isApi: false });
  const refused = notice('Rondel: Roll20 refused a write', ['Not written: the turn tracker, the markers of Sir Bartholomew. The fight itself is saved; the next command writes the tracker and markers again.'], COLOURS.bad);
  const forOther = joinHtml([meantFor('Quinn "The Hat" O’Neil'), notice('Rondel', ['Held: it is said after second 20 of this round, for everyone to hear.'])]);
  return [
    { id: 'other-paused', label: 'paused (GM)', html: paused?.messages[0]?.html ?? '' },
    { id: 'other-refused-write', label: 'refused write (GM)', html: refused },
    { id: 'other-whisper-for-another', label: 'whisper meant for another player (GM)', html: forOther },
    // every command's usage line: the longest lists of alternatives wrap inside the column
    ...VERBS.map((v) => ({ id: `other-help-${v.name}`, label: `help ${v.name}`, html: verbHelpCard('rondel', v) })),
  ];
}

describe.skipIf(!available && !process.env.CI)('every card in a 270 px chat column, in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const shown: Shown[] = [];

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    if (!available) throw new Error(`Chromium is required in CI and was not found at ${CHROMIUM}`);
    for (const rules of RULE_SETS) {
      for (const n of [10, 200]) {
        for (const c of largest(cardsOfAFight(rules, n))) {
          const label = `${rules}, ${n} combatants: ${c.kind} (${c.reader}${c.noarchive ? ', not archived' : ''})`;
          shown.push({ id: slug(`${rules}-${n}-${c.kind}-${c.reader}`), label, html: c.html });
        }
      }
    }
    shown.push(...otherCards());
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    page = await browser.newPage({ viewport: { width: COLUMN + 16, height: 900 }, deviceScaleFactor: 2 });
    // the tokens' images (Roll20's library addresses) answered here, so the screenshots show them without the network
    await page.route('https://s3.amazonaws.com/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: TOKEN_SVG }));
    const control = `<div class="message control" data-label="control"><div><code>!rondel act &lt;action&gt; [--speed N] [--mod N] [--cast N] [--tradition divine|axiom]</code></div></div>`;
    const body = shown.map((s) => `<div class="message" id="${s.id}" data-label="${s.label.replace(/"/g, '&quot;')}">${s.html}</div>`).join('\n') + control;
    await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>${CHAT_CSS}</style></head><body><div id="textchat">${body}</div></body></html>`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('renders every kind of card of every rule set', () => {
    const ids = shown.map((s) => s.id);
    for (const rules of RULE_SETS) {
      for (const kind of ['start', 'turn', 'status', 'end', 'help', 'config', 'error', 'adopt', 'tie', 'verb-help', 'start-menu']) {
        expect(ids.some((id) => id.startsWith(`${rules}-10-${kind}`)), `${rules} ${kind}`).toBe(true);
      }
      if (rules !== 'rounds') expect(ids).toContain(`${rules}-200-window-everyone`);
    }
  });

  /** What sticks out of the column, or scrolls sideways, in each message matching `selector`. */
  const overflows = (selector: string): Promise<string[]> =>
    page.evaluate(
      ({ selector, column }) => {
        const out: string[] = [];
        const doc = (globalThis as unknown as { document: PageDocument }).document;
        for (const message of Array.from(doc.querySelectorAll(selector))) {
          const left = message.getBoundingClientRect().left;
          const describe = (el: PageElement): string => `${message.dataset.label}: <${el.tagName.toLowerCase()}> “${(el.textContent ?? '').replace(/\s+/g, ' ').slice(0, 60)}”`;
          for (const el of [message, ...Array.from(message.querySelectorAll('*'))]) {
            const box = el.getBoundingClientRect();
            if (el.scrollWidth > el.clientWidth + 0.5 && el.clientWidth > 0) out.push(`${describe(el)} scrolls: ${el.scrollWidth} > ${el.clientWidth}`);
            if (box.width > 0 && box.right - left > column + 0.5) out.push(`${describe(el)} ends at ${Math.round(box.right - left)} px`);
          }
        }
        return out;
      },
      { selector, column: COLUMN },
    );

  it('no card sticks out of the column or scrolls sideways', async () => {
    expect(await overflows('#textchat .message:not(.control)')).toEqual([]);
  });

  it('the check sees a card that would: a usage line in Roll20’s one-line code', async () => {
    expect((await overflows('#textchat .message.control')).length).toBeGreaterThan(0);
  });

  it('the short help fits one screen of the chat column', async () => {
    const heights = await page.evaluate(() =>
      Array.from((globalThis as unknown as { document: PageDocument }).document.querySelectorAll('#textchat .message'))
        .filter((m) => /: help \(/.test(m.dataset.label ?? ''))
        .map((m) => ({ label: m.dataset.label, height: m.getBoundingClientRect().height })),
    );
    expect(heights.length).toBeGreaterThan(0);
    for (const h of heights) expect(h.height, h.label).toBeLessThanOrEqual(SCREEN);
  });

  it('keeps a screenshot of every card (not of the GM’s whispers of what was cut: plain lines)', async () => {
    // a card that reads the same in another fight (help, options, errors) is shot once
    const shot = new Set<string>();
    for (const s of shown.filter((x) => !x.id.endsWith('-rest-gm'))) {
      if (shot.has(s.html)) continue;
      shot.add(s.html);
      await page.locator(`#${s.id}`).screenshot({ path: join(ARTIFACTS, `${s.id}.png`) });
    }
    expect(existsSync(join(ARTIFACTS, 'rondel-200-window-everyone.png'))).toBe(true);
  }, 180_000);
});
