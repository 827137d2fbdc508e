// At the table (docs/rules.md §15): menu buttons that carry their turn, --token by name, and magic from the sheet
// (§4, §12), through the built bundle in the double.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';
import type { RecordedChat } from 'roll20-double';

const texts = (m: readonly RecordedChat[]): string => m.map((x) => plain(x.content)).join('\n');

/** Aldric and Lira tie at count 3 (Aldric first), the Goblin acts at 9, the Zombie at 12. */
function start(t: Table): void {
  t.sb.dice.queue(5, 6, 9, 12, 4, 11, 12, 7, 4, 4, 15, 2);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
}

/** The commands of a menu's buttons, as Roll20 would send them with every query at its default. */
function buttons(message: RecordedChat | undefined): string[] {
  const hrefs = [...(message?.content ?? '').matchAll(/href="([^"]*)"/g)].map((m) => (m[1] as string).replace(/&quot;/g, '"'));
  // a query's first choice: its value after the comma when it has one, else the default typed
  return hrefs.map((h) => h.replace(/\?\{[^|}]*\|([^|}]*)[^}]*\}/g, (_, first: string) => (first.includes(',') ? first.slice(first.indexOf(',') + 1) : first)));
}

function menuOf(said: readonly RecordedChat[], name: string): RecordedChat | undefined {
  return said.find((m) => plain(m.content).startsWith(`${name}: your action`));
}

describe('a menu button carries the turn it was made for', () => {
  it('pressed in its turn it acts; pressed after that turn ended it is refused and acts for nobody', () => {
    const t = aTable();
    start(t);
    const aldricMenu = menuOf(t.say(t.gm, '!rondel next'), 'Aldric');
    const guard = buttons(aldricMenu).find((b) => b.includes(' act guard '));
    expect(guard).toMatch(/--turn 3\b/);
    const acted = t.say(t.pat, guard as string);
    expect(texts(acted)).toContain('Aldric');
    const lira = rowOf(t, 'Lira');
    // the same button again: Lira is due now at the same count, and the press is not taken for her or Aldric
    const again = texts(t.say(t.pat, guard as string));
    expect(again).toContain('That menu was for count 3, and Aldric’s turn there has ended: nothing was done.');
    expect(rowOf(t, 'Lira')).toEqual(lira);
    expect(t.tracker()[0]?.[0]).toBe('Lira');
    t.sb.assertNoCrash();
  });

  it('a menu from an earlier count is refused by the GM too, with the count it was for', () => {
    const t = aTable();
    start(t);
    const menu = menuOf(t.say(t.gm, '!rondel next'), 'Aldric');
    const combat = buttons(menu).find((b) => b.includes(' act combat ')) as string;
    t.say(t.gm, '!rondel act guard', []);
    t.say(t.gm, '!rondel act guard', []);
    t.say(t.gm, '!rondel next');
    const before = t.tracker();
    const said = texts(t.say(t.gm, combat));
    expect(said).toMatch(/That menu was for count 3, and it is count \d+ now/);
    expect(t.tracker()).toEqual(before);
  });

  it('a menu button without --turn (typed by hand) acts as before', () => {
    const t = aTable();
    start(t);
    t.say(t.gm, '!rondel next');
    expect(texts(t.say(t.pat, '!rondel act guard --token Aldric'))).toContain('Aldric');
    expect(t.tracker()[0]?.[0]).toBe('Lira');
  });
});

function rowOf(t: Table, name: string): [string, string | number] | undefined {
  return t.tracker().find((r) => r[0] === name);
}

describe('the turn’s menu shows the token', () => {
  it('with its image beside its name; an address that could leave the attribute is not shown', () => {
    const t = aTable();
    const url = 'https://s3.amazonaws.com/files.d20.io/images/42/aldric/thumb.png?1700000000';
    t.sb.setProps(t.tokens.aldric, { imgsrc: url });
    t.sb.setProps(t.tokens.lira, { imgsrc: 'https://x.test/a.png" onerror="alert(1)' });
    start(t);
    const aldric = menuOf(t.say(t.gm, '!rondel next'), 'Aldric');
    expect(aldric?.content).toContain(`<img src="${url}"`);
    const lira = menuOf(t.say(t.pat, '!rondel act guard'), 'Lira');
    expect(lira?.content).toBeDefined();
    expect(lira?.content).not.toContain('<img');
  });
});

describe('--token takes a token’s name', () => {
  it('a unique name on the fight’s page, in any case, names the token', () => {
    const t = aTable();
    start(t);
    t.say(t.gm, '!rondel next');
    expect(texts(t.say(t.gm, '!rondel set --token ZOMBIE --count 20'))).not.toMatch(/No token|called/);
    expect(rowOf(t, 'Zombie')?.[1]).toBe(20);
  });

  it('an unknown name is a clear error; two tokens of one name are refused', () => {
    const t = aTable();
    start(t);
    expect(texts(t.say(t.gm, '!rondel set --token Nobody Here --count 20'))).toContain('No token called “Nobody Here”');
    t.sb.addToken({ pageid: t.page.id, name: 'Wolf' });
    t.sb.addToken({ pageid: t.page.id, name: 'wolf' });
    expect(texts(t.say(t.gm, '!rondel add --token Wolf'))).toContain('2 tokens are called “Wolf”');
  });

  it('a player is never told of a GM-layer token of that name', () => {
    const t = aTable();
    start(t);
    t.sb.addToken({ pageid: t.page.id, name: 'Aldric', layer: 'gmlayer' });
    t.say(t.gm, '!rondel next');
    // the player sees one Aldric: it is theirs, and the hidden twin is not counted
    const said = texts(t.say(t.pat, '!rondel act guard --token aldric'));
    expect(said).not.toMatch(/tokens are called/);
    expect(t.tracker()[0]?.[0]).toBe('Lira');
    // a name only a GM-layer token has is unknown to a player, as any unknown name
    t.sb.addToken({ pageid: t.page.id, name: 'Lurker', layer: 'gmlayer' });
    const lurker = texts(t.say(t.pat, '!rondel react --token Lurker'));
    expect(lurker).toContain('No token called “Lurker”');
  });
});

describe('magic from the sheet', () => {
  function withSpell(t: Table, tradition: string): void {
    const c = t.characters.borin;
    t.sb.addAttribute(c, 'repeating_spells_-Mrow1_name', 'Bless');
    t.sb.addAttribute(c, 'repeating_spells_-Mrow1_tradition', tradition);
    t.sb.addAttribute(c, 'repeating_spells_-Mrow1_chosen', '1');
  }

  function borinDue(t: Table): RecordedChat[] {
    // Borin (d12 1) is due at count 1, the Goblin (9) later
    t.sb.dice.queue(1, 9);
    return t.say(t.gm, '!rondel start', [t.tokens.borin, t.tokens.goblin]);
  }

  it('the menu’s Magic query offers the sheet’s tradition first', () => {
    const t = aTable();
    withSpell(t, 'axiom');
    const menu = menuOf(borinDue(t), 'Borin');
    const magic = buttons(menu).find((b) => b.includes(' act magic '));
    expect(magic).toContain('--tradition axiom');
  });

  it('with no --tradition the chosen spell’s tradition gives the modifier; an unknown one is refused with the list', () => {
    const t = aTable();
    withSpell(t, 'divine');
    borinDue(t);
    expect(texts(t.say(t.gm, '!rondel act magic --tradition necromancy --note Bless'))).toContain('Traditions: divine (faith), axiom (logic), other (agility)');
    t.sb.dice.queue(1);
    const said = texts(t.say(t.gm, '!rondel act magic --note Bless --cast 0'));
    // Borin's Faith modifier is 2: d4 (1) + 6 − 2 = 5
    expect(said).toMatch(/Borin.*Magic/s);
    expect(said).toMatch(/− 2/);
  });

  it('a spell cast with --duration starts its effect when it resolves, and it then ends by itself', () => {
    const t = aTable();
    borinDue(t);
    t.sb.dice.queue(2);
    const cast = texts(t.say(t.gm, '!rondel act magic --note Shield --cast 3 --duration 4 counts'));
    expect(cast).not.toContain('Borin: Shield, until');
    let said = '';
    for (let i = 0; i < 6 && !said.includes('Shield, until'); i += 1) said = texts(t.say(t.gm, '!rondel next'));
    // cast at count 1 with 3 counts of casting: it resolves at count 4 and lasts to count 8
    expect(said).toContain('Borin: Shield, until count 8.');
    for (let i = 0; i < 8 && !said.includes('Shield ends'); i += 1) said = texts(t.say(t.gm, '!rondel next'));
    expect(said).toMatch(/^Rondel count 8/);
    t.sb.assertNoCrash();
  });

  it('a spell that takes effect at once starts its effect then, and the casting is not one of its actions', () => {
    const t = aTable();
    borinDue(t);
    t.sb.dice.queue(2);
    const cast = texts(t.say(t.gm, '!rondel act magic --note Shield --cast 0 --duration 2 actions'));
    expect(cast).toContain('Borin: Shield, for 2 more actions.');
    const present = (t.sb.state as { EnchantedRealmsCombat: { fight: { timeline: { present: { effects?: { name: string; ends: unknown }[]; pendingEffects?: unknown[] } } } } }).EnchantedRealmsCombat.fight.timeline.present;
    expect(present.effects?.map((e) => [e.name, e.ends])).toEqual([['Shield', { kind: 'actions', left: 2 }]]);
    expect(present.pendingEffects ?? []).toEqual([]);
  });

  it('a duration that does not fit the rule set is refused before anything is cast', () => {
    const t = aTable();
    borinDue(t);
    const before = t.tracker();
    expect(texts(t.say(t.gm, '!rondel act magic --note Shield --duration 2 rounds'))).toContain('The rondel has no rounds');
    expect(t.tracker()).toEqual(before);
    expect(texts(t.say(t.gm, '!rondel act guard --duration 2'))).toContain('--duration is for a spell');
  });
});
