// Review 23 (a new GM, README vs the table): the buttons of a card that answers a line typed with `!combat` must say
// `!rondel`. README, Living with other scripts, 5E BattleMaster row: "also answers `!combat` … | our buttons and macros
// say `!rondel`; an unknown `!combat` verb is left to it". Today the script echoes the word typed into its buttons: a
// GM who typed `!combat end` gets an **End the fight** button that sends `!combat end --confirm --asked`, which
// BattleMaster (installed beside us) hears as its own `!combat end`; the same for `start`'s Start a new fight, the help
// card's buttons and the config card's buttons. (The action menus already say `!rondel`.)
import { describe, expect, it } from 'vitest';
import type { RecordedChat } from 'roll20-double';
import { aTable, type Table } from '../../integration/table';

/** A stand-in for 5E BattleMaster: it answers `!combat` (the README's row), and logs what it heard. */
const BATTLE_MASTER = "var BattleMaster = { version: '1.0' }; on('chat:message', function (m) { if (m.type === 'api' && /^!combat\\b/i.test(m.content)) log('BattleMaster heard: ' + m.content); });";

function withBattleMaster(): Table {
  const t = aTable({ boot: false });
  t.sb.loadScript(BATTLE_MASTER, 'BattleMaster.js');
  t.sb.boot();
  t.sb.flush();
  return t;
}

function hrefs(ms: readonly RecordedChat[]): string[] {
  return ms.flatMap((m) => [...m.content.matchAll(/href="([^"]*)"/g)].map((x) => (x[1] as string).replace(/&amp;/g, '&')));
}

describe('with 5E BattleMaster installed, the buttons answering a !combat line say !rondel (README, Living with other scripts)', () => {
  it('end’s End the fight button', () => {
    const t = withBattleMaster();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const buttons = hrefs(t.say(t.gm, '!combat end'));
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) expect(b).toMatch(/^!rondel /);
    t.sb.assertNoCrash();
  });

  it('start’s Start a new fight button', () => {
    const t = withBattleMaster();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const buttons = hrefs(t.say(t.gm, '!combat start', [t.tokens.aldric, t.tokens.goblin]));
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) expect(b).toMatch(/^!rondel /);
  });

  it('the help card’s and the config card’s buttons', () => {
    const t = withBattleMaster();
    const buttons = [...hrefs(t.say(t.gm, '!combat help')), ...hrefs(t.say(t.gm, '!combat config'))];
    expect(buttons.length).toBeGreaterThan(10);
    expect(buttons.filter((b) => !b.startsWith('!rondel '))).toEqual([]);
  });

  it('pressing End the fight is not heard by BattleMaster as its own !combat end', () => {
    const t = withBattleMaster();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const [button] = hrefs(t.say(t.gm, '!combat end'));
    const mark = t.sb.recorder.mark();
    t.say(t.gm, button as string);
    expect(t.sb.recorder.since(mark).logs.filter((l) => l.includes('BattleMaster heard'))).toEqual([]);
    // and the fight did end
    expect(t.sb.turnOrder()).toEqual([]);
  });
});
