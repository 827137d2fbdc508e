// Integrity under pressure: each case is a defect a GM met at a live table, through the built bundle.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';
import type { DoubleObject, RecordedChat } from 'roll20-double';

const KEY = 'EnchantedRealmsCombat';

interface Present {
  counter: number;
  combatants: { id: string; name: string; nextAt: number; conditions: string[] }[];
}

function present(t: Table): Present {
  return (t.sb.state[KEY] as { fight: { timeline: { present: Present } } }).fight.timeline.present;
}

const texts = (messages: readonly RecordedChat[]): string => messages.map((m) => plain(m.content)).join('\n');

/** The same opening as the fight scenarios: count 3 has Lira (Sam's) then Aldric (Pat's), Goblin at 4, Kess and Borin at 8. */
function startSix(t: Table): void {
  const { aldric, lira, borin, kess, goblin, zombie } = t.tokens;
  t.sb.dice.queue(5, 6, 9, 12, 4, 11, 12, 7, 4, 4, 15, 2);
  t.say(t.gm, '!rondel start', [aldric, lira, borin, kess, goblin, zombie]);
  t.sb.dice.expectConsumed();
}

describe('action menus reach only combatants that can act', () => {
  it('undo back to a stunned combatant’s turn sends its player no menu', () => {
    const t = aTable();
    startSix(t);
    t.say(t.gm, '!rondel next'); // count 3: Lira is due
    t.say(t.gm, '!rondel condition --add stunned', [t.tokens.lira]);
    t.say(t.gm, '!rondel next'); // Lira loses the turn (Reset)
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel undo');
    expect(present(t).combatants.find((c) => c.name === 'Lira')?.conditions).toEqual(['stunned']);
    const toSam = t.sb.recorder.since(mark).chat.filter((m) => m.targets.includes(t.sam.id) && m.type === 'whisper');
    expect(texts(toSam)).not.toContain('your action');
  });

  it('redo onto a stunned combatant’s turn sends no menu either', () => {
    const t = aTable();
    startSix(t);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel condition --add stunned', [t.tokens.lira]);
    t.say(t.gm, '!rondel undo');
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel redo');
    expect(texts(t.sb.recorder.since(mark).chat.filter((m) => m.targets.includes(t.sam.id)))).not.toContain('your action');
  });

  it('menu for a stunned due combatant is refused, not sent', () => {
    const t = aTable();
    startSix(t);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel condition --add stunned', [t.tokens.lira]);
    const replies = t.say(t.sam, '!rondel menu');
    expect(texts(replies)).toContain('Lira is stunned and cannot act');
    expect(texts(replies)).not.toContain('your action');
  });
});

describe('every private message reaches exactly its player, or the GM with a line saying for whom', () => {
  /** Lira's token is given to `owner`; Lira is due at count 3 after one next. */
  function liraDueFor(t: Table, owner: DoubleObject | string): void {
    t.sb.setProps(t.characters.lira, { controlledby: typeof owner === 'string' ? owner : owner.id });
    startSix(t);
    t.say(t.gm, '!rondel next');
  }

  const menuTo = (t: Table, player: DoubleObject): RecordedChat[] => t.sb.recorder.whispersTo(player).filter((m) => plain(m.content).includes('Lira: your action'));

  it('a player whose name holds quotes, while another’s name shares its first word: the GM gets it, saying for whom', () => {
    const t = aTable();
    const ace = t.sb.addPlayer({ name: 'Al "Ace" Moreno' });
    const al = t.sb.addPlayer({ name: 'Al Jones' });
    liraDueFor(t, ace);
    expect(menuTo(t, al)).toEqual([]);
    const toGm = menuTo(t, t.gm);
    expect(toGm).toHaveLength(1);
    expect(plain(toGm[0]?.content ?? '')).toContain('For Al "Ace" Moreno');
    t.sb.assertNoCrash();
  });

  it('a player whose name holds quotes and whose first word is theirs alone is whispered by that word', () => {
    const t = aTable();
    const ace = t.sb.addPlayer({ name: 'Zed "Ace" Moreno' });
    liraDueFor(t, ace);
    expect(menuTo(t, ace)).toHaveLength(1);
    expect(menuTo(t, t.gm)).toEqual([]);
  });

  it('two players with the same display name: neither gets the other’s message', () => {
    const t = aTable();
    const twin = t.sb.addPlayer({ name: 'Sam' });
    liraDueFor(t, twin);
    expect(menuTo(t, t.sam)).toEqual([]);
    expect(menuTo(t, twin)).toEqual([]);
    expect(plain(menuTo(t, t.gm)[0]?.content ?? '')).toContain('For Sam');
  });

  it('a controller who left the game: the GM gets it, saying so', () => {
    const t = aTable();
    liraDueFor(t, '-Mplayerwholeft00000');
    expect(plain(menuTo(t, t.gm)[0]?.content ?? '')).toContain('a player who has left the game');
    expect(t.sb.recorder.warnings.filter((w) => w.startsWith('/w '))).toEqual([]);
  });

  it('a GM whose name holds quotes gets the answers to their own commands', () => {
    const t = aTable();
    const boss = t.sb.addPlayer({ name: 'The "Boss"', gm: true });
    const replies = t.say(boss, '!rondel help');
    expect(replies).toHaveLength(1);
    expect(replies[0]?.targets).toContain(boss.id);
    // a GM is reached as the GM, never by a name Roll20 may not match
    expect(replies[0]?.target).toBe('gm');
    expect(t.sb.recorder.warnings.filter((w) => w.startsWith('/w '))).toEqual([]);
  });
});

describe('smaller things a GM noticed', () => {
  it('a Dash declared at a movement window on its own count doubles from the next window: this one came before the action, and card and badge agree', () => {
    const t = aTable({ badges: true });
    startSix(t);
    t.say(t.gm, '!rondel next'); // count 3 is a window: Lira (Orange Lion) may move 3
    expect(t.markers(t.tokens.lira)).toBe('tread@3');
    const card = texts(t.say(t.sam, '!rondel act dash').filter((m) => m.type !== 'whisper'));
    // docs/rules.md §5: a window on the combatant's own count comes before its action
    expect(t.markers(t.tokens.lira)).toMatch(/(^|,)tread@3(,|$)/);
    expect(card).not.toContain('at this movement window');
    expect(card).toContain('Lira dashes: double movement at every window until count 13.');
    for (let i = 0; i < 6 && !plain(t.say(t.gm, '!rondel status')[0]?.content ?? '').includes('Count 6'); i += 1) t.say(t.gm, '!rondel next');
    expect(t.markers(t.tokens.lira)).toMatch(/(^|,)tread@6(,|$)/);
  });

  it('the cool-down explanation is never cut mid-sentence', () => {
    const t = aTable();
    startSix(t);
    t.say(t.gm, '!rondel next'); // count 3: Lira
    t.say(t.sam, '!rondel act hold');
    t.say(t.gm, `!rondel set --token ${t.tokens.lira.id} --count 3`);
    for (let i = 0; i < 5 && !plain(t.say(t.gm, '!rondel status')[0]?.content ?? '').includes('Due now: Lira'); i += 1) t.say(t.gm, '!rondel next');
    t.sb.dice.queue(1);
    const card = texts(t.say(t.sam, '!rondel act magic --cast 12 --mod 5 --change --note Bless').filter((m) => m.type !== 'whisper'));
    expect(card).toContain('casting 12 + (d4 (1) + 6 − 5 modifier, minimum 6 = 6) (no change cost after a hold)');
    expect(card).not.toContain('…');
  });

  it('undo gives a token back exactly the markers string it had', () => {
    const t = aTable({ badges: true });
    startSix(t);
    t.sb.driver.toggleMarker(t.tokens.kess, 'red', true);
    t.say(t.gm, '!rondel next'); // count 3
    t.say(t.sam, '!rondel react', [t.tokens.kess]); // flex until 11
    t.say(t.gm, '!rondel set --count 3', [t.tokens.kess]);
    while (present(t).combatants.find((c) => c.name === 'Kess')?.nextAt === 3 && !t.markers(t.tokens.kess).includes('bolt-shield')) {
      const due = plain(t.say(t.gm, '!rondel status')[0]?.content ?? '');
      if (due.includes('Due now: Kess')) t.say(t.sam, '!rondel act guard', [t.tokens.kess]);
      else t.say(t.gm, '!rondel next');
    }
    expect(t.markers(t.tokens.kess)).toMatch(/^red,lightning-helix@\d,bolt-shield/);
    let guard = 0;
    while (t.markers(t.tokens.kess).includes('lightning-helix') && guard++ < 30) {
      const before = t.markers(t.tokens.kess);
      t.say(t.gm, '!rondel next');
      if (!t.markers(t.tokens.kess).includes('lightning-helix')) {
        t.say(t.gm, '!rondel undo');
        expect(t.markers(t.tokens.kess)).toBe(before);
        return;
      }
    }
    throw new Error('the flex marker never ran out');
  });

  it('add with a token of another page says it was left out', () => {
    const t = aTable();
    startSix(t);
    const wolf = t.sb.addToken({ pageid: t.otherPage.id, name: 'Wolf' });
    const replies = t.say(t.gm, '!rondel add', [wolf]);
    expect(texts(replies)).toContain('another page');
    expect(present(t).combatants.map((c) => c.name)).not.toContain('Wolf');
  });

  it('after repair the old fight’s tracker entries and markers are gone', () => {
    const t = aTable();
    startSix(t);
    t.say(t.gm, '!rondel next');
    t.say(t.sam, '!rondel react', [t.tokens.kess]);
    const other = { id: '-1', pr: 0, custom: 'Torch', _pageid: t.page.id };
    t.sb.campaign.set('turnorder', JSON.stringify([...t.sb.turnOrder(), other]));
    (t.sb.state[KEY] as { fight: { timeline: { present: { counter: unknown } } } }).fight.timeline.present.counter = 'broken';
    t.sb.restart();
    t.sb.flush();
    expect(texts(t.say(t.gm, '!rondel status'))).toContain('paused');
    t.say(t.gm, '!rondel repair --confirm');
    expect(t.sb.turnOrder()).toEqual([other]);
    expect(t.markers(t.tokens.kess)).toBe('');
    t.sb.assertNoCrash();
  });
});

describe('a failure while loading stored data never loses the fight', () => {
  it('a corrupt step in an older schema’s history pauses the script, and no command overwrites the data', () => {
    const t = aTable({ boot: false });
    const old = {
      schemaVersion: 1,
      config: { flexMarker: '', guardMarker: 'bolt-shield', holdMarker: 'stopwatch', dashMarker: 'fluffy-wing', moveMarker: 'tread', movementBadges: true, announce: 'all', passedOver: 'guard', alias: '' },
      fight: { pageId: t.page.id, lastTurnOrder: '', timeline: { present: { counter: 4, combatants: [], spells: [], nextArrival: 0 }, past: [null, 7], future: [] } },
      helpVersion: '0.0.1',
    };
    Object.assign(t.sb.state, { [KEY]: JSON.parse(JSON.stringify(old)) });
    t.sb.boot();
    t.sb.flush();
    const text = texts(t.sb.recorder.whispersTo(t.gm));
    expect(text).toContain('paused');
    for (const command of ['!rondel config --set announce=gm', '!rondel start', '!rondel end', '!rondel next']) {
      expect(texts(t.say(t.gm, command, [t.tokens.aldric]))).toContain('paused');
    }
    expect(t.sb.state[KEY]).toEqual(old);
    t.say(t.gm, '!rondel repair --confirm');
    expect(t.sb.state[`${KEY}_backup`]).toEqual(old);
    t.sb.assertNoCrash();
  });
});

describe('one-click options changed after the first install', () => {
  // The options script reads what the test keeps in `state`, so a restart sees the dialog's new values.
  const OPTIONS = 'var globalconfig = { enchantedrealmscombat: state.__dialog };';

  it('are applied when Roll20’s lastsaved is newer, and the GM is told what changed', () => {
    const t = aTable({ boot: false });
    t.sb.state.__dialog = { lastsaved: 100, announce: 'gm', trackerEdits: 'ask' };
    t.sb.loadScript(OPTIONS, 'roll20-config.js');
    t.sb.boot();
    const config = (): Record<string, unknown> => (t.sb.state[KEY] as { config: Record<string, unknown> }).config;
    expect(config().announce).toBe('gm');
    t.sb.state.__dialog = { lastsaved: 200, announce: 'all', trackerEdits: 'adopt' };
    t.sb.restart();
    t.sb.flush();
    expect(config()).toMatchObject({ announce: 'all', trackerEdits: 'adopt' });
    const notice = texts(t.sb.recorder.whispersTo(t.gm));
    expect(notice).toContain('one-click options were saved in the Mod settings');
    expect(notice).toContain('announce: everyone (was gm) put back gm');
    expect(notice).toContain('trackeredits: adopt (was ask) put back ask');
    // the card leads to the options card, which says what each option does
    expect(t.sb.recorder.whispersTo(t.gm).some((m) => m.content.includes('href="!rondel config"'))).toBe(true);
  });

  it('a value set from chat since, overwritten when the dialog is saved for another option, comes back with one click', () => {
    const t = aTable({ boot: false });
    t.sb.state.__dialog = { lastsaved: 100, trackerEdits: 'adopt', ping: 'true' };
    t.sb.loadScript(OPTIONS, 'roll20-config.js');
    t.sb.boot();
    const config = (): Record<string, unknown> => (t.sb.state[KEY] as { config: Record<string, unknown> }).config;
    t.say(t.gm, '!rondel config --set trackeredits=ask');
    expect(config().trackerEdits).toBe('ask');
    // the GM turns pings off in the dialog: the dialog also saves its old trackerEdits
    t.sb.state.__dialog = { lastsaved: 200, trackerEdits: 'adopt', ping: 'false' };
    const mark = t.sb.recorder.mark();
    t.sb.restart();
    t.sb.flush();
    expect(config()).toMatchObject({ trackerEdits: 'adopt', ping: false });
    const card = t.sb.recorder.since(mark).chat.find((m) => m.targets.includes(t.gm.id) && m.content.includes('Mod settings'));
    const putBack = /href="(!rondel config --set trackeredits=ask)"/.exec(card?.content ?? '')?.[1];
    expect(putBack).toBe('!rondel config --set trackeredits=ask');
    t.say(t.gm, putBack as string);
    expect(config()).toMatchObject({ trackerEdits: 'ask', ping: false });
  });

  it('the turn on the map set in the dialog during a fight: the ring gives way to a tint at the next command', () => {
    const t = aTable({ boot: false });
    t.sb.state.__dialog = { lastsaved: 100, indicator: 'ring', counterText: 'true' };
    t.sb.loadScript(OPTIONS, 'roll20-config.js');
    t.sb.boot();
    t.sb.dice.queue(5, 6, 9, 12);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel next');
    expect(t.sb.allObjs('path')).toHaveLength(1);
    expect(t.sb.allObjs('text')).toHaveLength(1);
    t.sb.state.__dialog = { lastsaved: 200, indicator: 'tint', counterText: 'false', turnTimer: '45' };
    t.sb.restart();
    t.sb.flush();
    t.say(t.gm, '!rondel next');
    const config = (t.sb.state[KEY] as { config: Record<string, unknown> }).config;
    expect(config).toMatchObject({ indicator: 'tint', counterText: false, turnTimer: 45 });
    expect(t.sb.allObjs('path')).toHaveLength(0);
    expect(t.sb.allObjs('text')).toHaveLength(0);
    const tinted = Object.values(t.tokens).filter((tok) => String(tok.get('tint_color') ?? 'transparent') !== 'transparent');
    expect(tinted).toHaveLength(1);
    t.sb.assertNoCrash();
  });

  it('are not re-applied over the GM’s own changes while lastsaved stays the same', () => {
    const t = aTable({ boot: false });
    t.sb.state.__dialog = { lastsaved: 100, announce: 'gm' };
    t.sb.loadScript(OPTIONS, 'roll20-config.js');
    t.sb.boot();
    t.say(t.gm, '!rondel config --set announce=everyone');
    t.sb.restart();
    t.sb.flush();
    expect((t.sb.state[KEY] as { config: { announce: string } }).config.announce).toBe('all');
  });
});
