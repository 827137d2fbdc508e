// What a player sees in chat after pressing the sheet's roll buttons, in real Chromium inside Roll20's 270 px chat
// column. Every roll button of the sheet sends a `!rondel` command (review 13b), so the cards are the script's:
// a character built by the sheet's own workers is copied into our Roll20 double with the built bundle loaded, its
// skill row's Roll, a sub-attribute's name (Save, at advantage) and its weapon row's Attack are pressed as Roll20
// resolves them, and the chat that comes back (with what the GM alone is whispered beside it) is rendered with
// Roll20's chat styles. The picture goes to test/.artifacts/sheet-chat/chat-rolls.png; `npm run sheet:screenshots`
// copies it to character-sheet/images/sheet-rolls.png for the README.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSheet, aTable, copySheet, press, plain, SK, W, type SheetHarness, type Table } from '../review9/sheet/helpers';
import { ROOT } from './built';
import { faintText } from './contrast';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// a folder of its own: test/sheet/browser.test.ts empties test/.artifacts/sheet/ when it starts, perhaps after this file ran
const ARTIFACTS = join(ROOT, 'test/.artifacts/sheet-chat');
const available = existsSync(CHROMIUM);
/** Roll20's chat column, less the message's own padding. */
const COLUMN = 270;

/** Roll20's chat as far as it bears on these cards: its font, its API buttons (as test/integration/cards-browser.test.ts). */
const CHAT_CSS = `
body { margin: 0; padding: 8px; background: #fff; font-family: "Helvetica Neue", Helvetica, Arial, sans-serif; font-size: 13px; line-height: 18px; color: #404040; }
#textchat { width: ${COLUMN}px; }
#textchat .message { position: relative; width: ${COLUMN}px; margin: 0 0 10px; padding: 0; }
#textchat .message .by { font-weight: bold; color: #404040; }
#textchat .note { width: ${COLUMN}px; margin: 0 0 3px; font-size: 11px; line-height: 14px; color: #595959; font-style: italic; }
a { color: #08c; }
#textchat .message a[href^="!"] { display: inline-block; padding: 5px; border: 1px solid #fff; background-color: #ce0f69; color: #fff; }
`;

/** The sample character of the sheet's pictures (test/sheet/browser.test.ts), as far as its rolls go. */
async function brannoc(): Promise<{ sheet: SheetHarness; drill: string; hammer: string }> {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.edit('character_name', 'Brannoc Ashvale').edit('player_name', 'Sam').edit('species', 'dwarf').settle();
  for (const [name, score] of Object.entries({ strength: '9', agility: '5', perception: '7', logic: '4', will: '8', faith: '11' })) sheet.edit(name, score);
  sheet.edit('body_points', '14').edit('body_points_max', '18').edit('armour', '3').edit('trait_chance', '1').settle();
  const hammer = sheet.addRow(W, { name: 'Warhammer', speed: '1', attack_dice: '1', attack_mod: '2', damage: '2', damage_type: 'blunt', active: '1' });
  const drill = sheet.addRow(SK, { name: 'Hammer drill', mod: '2', attack_die: '1' });
  sheet.settle();
  return { sheet, drill, hammer };
}

interface Said {
  /** What was pressed, and who sees the message: the picture's caption above it. */
  readonly note: string;
  readonly html: string;
  readonly whisper: boolean;
}

/** One press of a button, its query answered as `pick` chooses; what the chat shows for it, each message once. */
async function pressAndSay(t: Table, sheet: SheetHarness, button: string, ids: Record<string, string>, row: string | undefined, pick: (command: string) => boolean, answer: (command: string) => string = (c) => c): Promise<{ command: string; said: { html: string; toGm: boolean }[] }> {
  const found = (await press(sheet, button, ids, row)).find(pick);
  if (!found) throw new Error(`${button}: no command matches`);
  const command = answer(found);
  const said = t.say(t.sam, command).map((m) => ({ html: m.content, toGm: (m as { target?: string }).target === 'gm' }));
  return { command, said };
}

/** Plays the sheet's buttons at the table and returns the chat, captioned. */
async function playTheButtons(): Promise<{ chat: Said[]; commands: string[] }> {
  const { sheet, drill, hammer } = await brannoc();
  const t = aTable({ seed: 13 });
  const character = t.sb.addCharacter({ name: 'Brannoc Ashvale', controlledby: t.sam.id, attributes: {} });
  copySheet(t, character, sheet);
  t.sb.addToken({ pageid: t.page.id, name: 'Brannoc Ashvale', represents: character.id });
  const ids = { character_id: character.id, 'target|token_id': t.tokens.goblin.id };
  const chat: Said[] = [];
  const commands: string[] = [];
  const add = (note: string, gmNote: string, r: { command: string; said: { html: string; toGm: boolean }[] }): void => {
    commands.push(r.command);
    r.said.forEach((m, i) => chat.push({ note: m.toGm ? (i === 0 || !r.said[i - 1]?.toGm ? gmNote : '') : note, html: m.html, whisper: m.toGm }));
  };
  // the skill row's Roll, Advantage: None, DC 14 (typed over the query's 10); d20 13
  t.sb.dice.queue(13);
  add('Sam presses Hammer drill’s Roll, DC 14:', 'Only the GM sees:', await pressAndSay(t, sheet, 'roll_skill', ids, drill, (c) => !/--adv|--dis/.test(c), (c) => c.replace('--dc 10', '--dc 14')));
  // Will's name: a save, at advantage; d20s 6 and 15
  t.sb.dice.queue(6, 15);
  add('Sam presses Will, then Save and Advantage:', 'Only the GM sees:', await pressAndSay(t, sheet, 'roll_will', ids, undefined, (c) => /^!rondel save /.test(c) && /--adv/.test(c)));
  // the Warhammer's Attack at the Goblin, Advantage: None; the hammer's die 11 and the drill's 4
  t.sb.dice.queue(11, 4);
  add('Sam presses Attack on the Warhammer row:', 'Beside it, only the GM sees:', await pressAndSay(t, sheet, 'roll_attack', ids, hammer, (c) => !/--adv|--dis/.test(c)));
  t.sb.assertNoCrash();
  return { chat, commands };
}

if (!available && !process.env.CI) {
  console.warn(`sheet chat browser test skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
}

describe.skipIf(!available && !process.env.CI)('the sheet’s rolls in Roll20’s 270 px chat column, in Chromium', () => {
  let browser: Browser | undefined;
  let tab: Page;
  let chat: Said[];
  let commands: string[];

  beforeAll(async () => {
    if (!available) throw new Error(`Chromium is required in CI and was not found at ${CHROMIUM}`);
    mkdirSync(ARTIFACTS, { recursive: true });
    ({ chat, commands } = await playTheButtons());
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    tab = await browser.newPage({ viewport: { width: COLUMN + 16, height: 600 }, deviceScaleFactor: 2 });
    const body = chat
      .map((m) => `${m.note ? `<div class="note">${m.note}</div>` : ''}<div class="message${m.whisper ? ' whisper' : ''}">${m.html}</div>`)
      .join('\n');
    await tab.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>${CHAT_CSS}</style></head><body><div id="textchat">${body}</div></body></html>`, { waitUntil: 'load' });
    await tab.locator('#textchat').screenshot({ path: join(ARTIFACTS, 'chat-rolls.png') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('every button sent the script’s own command, and the script answered with its cards', () => {
    expect(commands.map((c) => c.split(' ').slice(0, 2).join(' '))).toEqual(['!rondel check', '!rondel save', '!rondel attack']);
    expect(chat.map((m) => `${m.whisper ? 'GM: ' : ''}${plain(m.html).split('\n')[0]}`)).toEqual([
      'Brannoc Ashvale · Hammer drill (Agility check)',
      'Brannoc Ashvale · Will save at advantage',
      'Brannoc Ashvale attacks Goblin Warhammer',
      'GM: Rondel: rolls',
      'GM: Damage',
    ]);
  });

  it('nothing reaches past the column or scrolls sideways', async () => {
    const over = await tab.evaluate((column) => {
      const out: string[] = [];
      for (const message of Array.from(document.querySelectorAll('#textchat .message'))) {
        const left = message.getBoundingClientRect().left;
        for (const el of [message, ...Array.from(message.querySelectorAll('*'))]) {
          const box = el.getBoundingClientRect();
          if (el.scrollWidth > el.clientWidth + 0.5 && el.clientWidth > 0) out.push(`${el.textContent ?? ''} scrolls`);
          if (box.width > 0 && box.right - left > column + 0.5) out.push(`${el.textContent ?? ''} ends at ${Math.round(box.right - left)} px`);
        }
      }
      return out;
    }, COLUMN);
    expect(over).toEqual([]);
  });

  // Looks (found making this picture): at 270 px the skill check's title "Brannoc Ashvale · Hammer drill (Agility
  // check)" broke inside its brackets, "(Agility" ending one line and "check)" alone on the next. What was rolled
  // should move to the next line whole: "Brannoc Ashvale · Hammer drill" / "(Agility check)".
  it('a title keeps what was rolled, “(Agility check)”, on one line', async () => {
    const lines = await tab.evaluate(() => {
      const out: Record<string, number> = {};
      for (const title of Array.from(document.querySelectorAll('#textchat .message > div > div:first-child'))) {
        const all = title.textContent ?? '';
        const match = /\((\w+\s(?:check|save|competition))\)|·\s(\w+\s(?:check|save|competition))/.exec(all);
        if (!match) continue;
        const phrase = match[1] ?? match[2] ?? '';
        // the lines the phrase is drawn on: one range over its characters, wherever the markup splits them
        const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
        const nodes: Text[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
        const start = all.indexOf(phrase);
        const end = start + phrase.length;
        const range = document.createRange();
        let at = 0;
        for (const node of nodes) {
          const length = node.data.length;
          if (start >= at && start <= at + length) range.setStart(node, start - at);
          if (end >= at && end <= at + length) {
            range.setEnd(node, end - at);
            break;
          }
          at += length;
        }
        out[phrase.replace(/\s/g, ' ')] = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      }
      return out;
    });
    expect(lines).toEqual({ 'Agility check': 1, 'Will save': 1 });
  });

  it('every text is readable against what it is drawn on', async () => {
    expect(await tab.evaluate(faintText)).toEqual([]);
  });
});
