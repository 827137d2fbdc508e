// Chat-driven scenarios against the built bundle in the Roll20 double (issue 4).
import { beforeEach, describe, expect, it } from 'vitest';
import { aTable, plain, texts, type Table } from './table';

const STATE_KEY = 'EnchantedRealmsCombat';

interface StoredCombatant {
  id: string;
  name: string;
  nextAt: number;
  markers: { kind: string; until?: number }[];
  conditions: string[];
  lastAction: string | null;
}
interface StoredFight {
  counter: number;
  combatants: StoredCombatant[];
}

function fight(t: Table): StoredFight {
  const stored = t.sb.state[STATE_KEY] as { fight: { timeline: { present: StoredFight } } | null };
  if (!stored.fight) throw new Error('no fight stored');
  return stored.fight.timeline.present;
}

/** Opening rolls: d12 per token in selection order, then d20 tie-breaks (see the comments). */
function startSix(t: Table): void {
  const { aldric, lira, borin, kess, goblin, zombie } = t.tokens;
  // d12: Aldric 5−2=3, Lira 6−3=3, Borin 9−1=8, Kess 12−4=8, Goblin 4, Zombie 11.
  // Ties: count 3 Aldric 12 / Lira 7; count 8 Borin 4 / Kess 4, re-rolled Borin 15 / Kess 2.
  t.sb.dice.queue(5, 6, 9, 12, 4, 11, 12, 7, 4, 4, 15, 2);
  t.say(t.gm, '!combat start', [aldric, lira, borin, kess, goblin, zombie]);
  t.sb.dice.expectConsumed();
}

describe('starting a fight', () => {
  let t: Table;
  beforeEach(() => {
    t = aTable();
  });

  it('rolls initiative from the sheets, breaks ties, opens the tracker at count 1', () => {
    startSix(t);
    expect(t.tracker()).toEqual([
      ['Count', 1],
      ['Lira', 3],
      ['Aldric', 3],
      ['Goblin', 4],
      ['Kess', 8],
      ['Borin', 8],
      ['Zombie', 11],
    ]);
    expect(t.sb.campaign.get('initiativepage')).toBe(t.page.id);
    const card = texts(t.sb.recorder.publicChat());
    expect(card).toContain('Aldric: d12 (5) − 2 Perception → count 3');
    expect(card).toContain('Tie at count 8, d20 lowest first: Kess 4/2, Borin 4/15');
    expect(t.sb.turnOrder().every((e) => e._pageid === t.page.id)).toBe(true);
    t.sb.assertNoCrash();
  });

  it('with nothing selected, explains and changes nothing', () => {
    const replies = t.say(t.gm, '!combat start');
    expect(replies).toHaveLength(1);
    expect(replies[0]?.targets).toEqual([t.gm.id]);
    expect(plain(replies[0]?.content ?? '')).toContain('Select the tokens in the fight first');
    expect(t.sb.state[STATE_KEY]).toMatchObject({ fight: null });
    expect(t.sb.campaign.get('turnorder')).toBe('');
  });

  it('a second start asks for confirmation instead of wiping the fight', () => {
    startSix(t);
    const before = JSON.stringify(t.sb.state[STATE_KEY]);
    const replies = t.say(t.gm, '!rondel start', [t.tokens.goblin]);
    expect(plain(replies[0]?.content ?? '')).toContain('A fight is still running');
    expect(replies[0]?.content).toContain('href="!rondel start --confirm --asked"');
    // nothing changes but the mark that the fight was asked about (its button works until the fight moves on)
    expect(JSON.parse(JSON.stringify(t.sb.state[STATE_KEY]))).toEqual({ ...JSON.parse(before), fight: { ...JSON.parse(before).fight, startAsked: true } });
    t.sb.dice.queue(6);
    t.say(t.gm, '!rondel start --confirm', [t.tokens.goblin]);
    expect(t.tracker()).toEqual([['Count', 1], ['Goblin', 6]]);
    // the old combatants' markers and entries are gone
    expect(t.sb.turnOrder()).toHaveLength(2);
  });

  it('keeps other people’s tracker entries as they were', () => {
    t.sb.setTurnOrder([{ id: '-1', pr: 'Round 3', custom: 'Torch burns', _pageid: t.page.id }]);
    startSix(t);
    expect(t.tracker().at(-1)).toEqual(['Torch burns', 'Round 3']);
    t.say(t.gm, '!rondel end --confirm');
    expect(t.tracker()).toEqual([['Torch burns', 'Round 3']]);
  });
});

describe('a turn', () => {
  let t: Table;
  let lastNext: { type: string; content: string; options?: { noarchive?: boolean } }[];
  beforeEach(() => {
    t = aTable({ badges: true });
    startSix(t);
    lastNext = t.say(t.gm, '!rondel next'); // to count 3: a window, and Lira then Aldric are due
  });

  it('next stops at the window and the due combatant gets a menu; one public card per command', () => {
    const replies = lastNext;
    const publicCards = replies.filter((m) => m.type !== 'whisper');
    expect(publicCards).toHaveLength(1);
    expect(plain(publicCards[0]?.content ?? '')).toContain('Movement window at count 3');
    expect(plain(publicCards[0]?.content ?? '')).toMatch(/Orange Lion 3 hexes: (Lira, Kess|Kess, Lira)\n/);
    const menu = t.sb.recorder.whispersTo(t.sam).at(-1);
    expect(plain(menu?.content ?? '')).toContain('Lira: your action');
    expect(menu?.options?.noarchive).toBe(true);
    expect(t.tracker()[0]).toEqual(['Lira', 3]);
    expect(t.markers(t.tokens.lira)).toBe('tread@3');
    expect(t.markers(t.tokens.aldric)).toBe('tread@2');
  });

  it('the due player declares; the cool-down is rolled with its dice and the combatant moves down', () => {
    t.sb.dice.queue(3, 10, 3);
    const replies = t.say(t.sam, '!rondel act hide');
    const card = texts(replies.filter((m) => m.type !== 'whisper'));
    // hide: d4 (3) + 8 − 3 (Agility) = 8 → 11, which Zombie holds: tie-break Lira 10, Zombie 3
    expect(card).toContain('Lira: Hide');
    expect(card).toContain('d4 (3) + 8 − 3 modifier = 8 → next at count 11');
    expect(t.tracker().slice(0, 2)).toEqual([['Aldric', 3], ['Count · move', 3]]);
    expect(t.tracker().slice(-2)).toEqual([['Zombie', 11], ['Lira', 11]]);
    // Aldric's controller gets the menu next
    expect(plain(t.sb.recorder.whispersTo(t.pat).at(-1)?.content ?? '')).toContain('Aldric: your action');
  });

  it('another player acting now is refused with whose turn it is; nothing changes', () => {
    const before = JSON.stringify(t.sb.state[STATE_KEY]);
    const replies = t.say(t.pat, '!rondel act dash');
    expect(replies).toHaveLength(1);
    expect(replies[0]?.targets).toEqual([t.pat.id]);
    expect(plain(replies[0]?.content ?? '')).toContain('It is Lira’s turn at count 3, not yours');
    expect(JSON.stringify(t.sb.state[STATE_KEY])).toBe(before);
  });

  it('a tied combatant that is second must wait for the first', () => {
    const replies = t.say(t.pat, '!rondel act dash', [t.tokens.aldric]);
    expect(plain(replies[0]?.content ?? '')).toContain('Lira acts first at count 3');
  });

  it('a combatant not due is refused with the count it is due at', () => {
    const replies = t.say(t.gm, '!rondel act dash', [t.tokens.zombie]);
    expect(plain(replies[0]?.content ?? '')).toContain('Zombie is not due yet: next action at count 11');
  });

  it('values come from the sheet unless given: Aldric’s weapon speed +2', () => {
    t.say(t.sam, '!rondel act dash'); // 3 + 10 = 13, no dice
    t.sb.dice.queue(2);
    const card = texts(t.say(t.pat, '!rondel act combat'));
    expect(card).toContain('d4 (2) + 8 + 2 weapon speed = 12 → next at count 15');
  });

  it('hold, then the refused second hold, then reset without a change cost', () => {
    t.say(t.sam, '!rondel act dash'); // Lira dashes to 13: no dice
    t.sb.dice.queue(1, 2);
    t.say(t.pat, '!rondel act hold');
    expect(t.markers(t.tokens.aldric)).toContain('stopwatch');
    expect(fight(t).combatants.find((c) => c.name === 'Aldric')?.nextAt).toBe(6);
    t.say(t.gm, '!rondel next'); // 4: Goblin due, passed over next time
    t.say(t.gm, '!rondel next'); // Goblin did not declare: Full Guard; counter to 6 (window; Aldric due)
    expect(t.markers(t.tokens.goblin)).toContain('bolt-shield');
    expect(t.markers(t.tokens.aldric)).not.toContain('stopwatch');
    const refused = t.say(t.pat, '!rondel act hold');
    expect(plain(refused[0]?.content ?? '')).toContain('cannot hold twice in a row');
    t.sb.dice.queue(4);
    const card = texts(t.say(t.pat, '!rondel act reset --change'));
    expect(card).toContain('Aldric: Reset');
    expect(card).toContain('(no change cost after a hold)');
    expect(card).toContain('→ next at count 18');
  });

  it('a reaction shows the flex marker for 8 counts and a second one is refused', () => {
    const card = texts(t.say(t.sam, '!rondel react --note attack of opportunity', [t.tokens.kess]));
    expect(card).toContain('Kess reacts: attack of opportunity. Flex until count 11.');
    // Kess (Orange Lion) also shows its 3 hexes of this window
    expect(t.markers(t.tokens.kess)).toBe('lightning-helix@8,tread@3');
    const refused = t.say(t.sam, '!rondel react', [t.tokens.kess]);
    expect(plain(refused[0]?.content ?? '')).toContain('flex marker shows until count 11');
    const other = t.say(t.pat, '!rondel react', [t.tokens.kess]);
    expect(plain(other[0]?.content ?? '')).toContain('You do not control Kess');
  });

  it('a campaign custom marker named Flex is preferred', () => {
    t.sb.setCustomMarkers([{ name: 'Flex', id: 77 }]);
    t.say(t.sam, '!rondel react', [t.tokens.kess]);
    expect(t.markers(t.tokens.kess)).toBe('Flex::77@8,tread@3');
  });

  it('markers that others put on a token are never touched', () => {
    t.sb.driver.toggleMarker(t.tokens.kess, 'red', 3);
    t.sb.driver.toggleMarker(t.tokens.kess, 'dead', true);
    t.say(t.sam, '!rondel react', [t.tokens.kess]);
    expect(t.markers(t.tokens.kess)).toBe('red@3,dead,lightning-helix@8,tread@3');
    t.say(t.gm, '!rondel end --confirm');
    expect(t.markers(t.tokens.kess)).toBe('red@3,dead');
  });

  it('windows give grappled combatants 0 and prone ones a crawl', () => {
    t.say(t.gm, '!rondel condition --add grappled', [t.tokens.goblin]);
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.zombie]);
    t.say(t.sam, '!rondel act dash');
    t.sb.dice.queue(2, 2); // Aldric holds until 7
    t.say(t.pat, '!rondel act hold');
    t.say(t.gm, '!rondel next'); // 4: Goblin due
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel next');
    const card = texts(t.sb.recorder.since(mark).chat.filter((m) => m.type !== 'whisper'));
    expect(card).toContain('Movement window at count 6');
    expect(card).toContain('Goblin (grappled: no move)');
    expect(card).toContain('Zombie (stand up, no crawl)');
    expect(t.markers(t.tokens.goblin)).toContain('tread@0');
  });
});

describe('permissions', () => {
  let t: Table;
  beforeEach(() => {
    t = aTable();
    startSix(t);
  });

  it.each(['next', 'end', 'add', 'remove', 'undo', 'set --count 9', 'condition --add prone', 'config', 'macros', 'start'])(
    'a player may not use %s; the refusal is whispered to them only',
    (verb) => {
      const before = JSON.stringify(t.sb.state[STATE_KEY]);
      const replies = t.say(t.pat, `!rondel ${verb}`, [t.tokens.aldric]);
      expect(replies).toHaveLength(1);
      expect(replies[0]?.targets).toEqual([t.pat.id]);
      expect(plain(replies[0]?.content ?? '')).toContain('Only the GM can use');
      expect(JSON.stringify(t.sb.state[STATE_KEY])).toBe(before);
    },
  );

  it('help and status are open to players, and whispered', () => {
    expect(t.say(t.pat, '!rondel status')[0]?.targets).toEqual([t.pat.id]);
    const help = t.say(t.sam, '!combat help');
    expect(help).toHaveLength(1);
    expect(plain(help[0]?.content ?? '')).not.toContain('!combat next');
  });

  it('another script (playerid API) is trusted like the GM', () => {
    t.sb.dice.queue();
    t.sb.driver.chat(t.gm, '!rondel next');
    t.sb.flush();
    expect(fight(t).counter).toBe(3);
  });
});

describe('the turn tracker is the rondel', () => {
  let t: Table;
  beforeEach(() => {
    t = aTable();
    startSix(t);
  });

  it('the GM’s next-turn button means next', () => {
    expect(t.sb.driver.tracker.next(t.gm)).toBe(true);
    t.sb.flush();
    expect(fight(t).counter).toBe(3);
    expect(t.tracker()[0]).toEqual(['Lira', 3]);
  });

  it('a player may press next only when the due token is theirs; it ends their turn in Full Guard', () => {
    t.say(t.gm, '!rondel next');
    expect(t.sb.driver.tracker.next(t.pat)).toBe(false); // Lira (Sam's) is on top
    expect(t.sb.driver.tracker.next(t.sam)).toBe(true);
    t.sb.flush();
    const lira = fight(t).combatants.find((c) => c.name === 'Lira');
    expect(lira?.lastAction).toBe('guard');
    expect(t.tracker()[0]).toEqual(['Aldric', 3]);
  });

  /** The commands of the buttons in a message. */
  function buttons(content: string | undefined): string[] {
    return [...(content ?? '').matchAll(/href="([^"]*)"/g)].map((m) => (m[1] as string).replace(/&quot;/g, '"'));
  }

  function lastAdoptCard(): string {
    const card = t.sb.recorder.whispersTo(t.gm).filter((m) => plain(m.content).startsWith('Rondel: turn tracker edits')).at(-1);
    expect(card, 'the GM got an adopt card').toBeDefined();
    return card?.content ?? '';
  }

  it('editing a value changes nothing without the GM: it is put back and the GM can adopt it with one click', () => {
    const index = t.sb.turnOrder().findIndex((e) => e.id === t.tokens.zombie.id);
    t.sb.driver.tracker.edit(index, '5');
    t.sb.flush();
    expect(fight(t).combatants.find((c) => c.name === 'Zombie')?.nextAt).toBe(11);
    expect(t.tracker()).toContainEqual(['Zombie', 11]);
    const card = lastAdoptCard();
    expect(plain(card)).toContain('Zombie: next action 11 → 5 in the tracker');
    // the button acts while the fight is as the card found it (docs/rules.md ruling 93)
    expect(buttons(card)).toContain(`!rondel set --token ${t.tokens.zombie.id} --count 5 --asked`);
    // no player ever sees it
    expect(texts(t.sb.recorder.whispersTo(t.pat))).not.toContain('turn tracker edits');
    t.say(t.gm, `!rondel set --token ${t.tokens.zombie.id} --count 5 --asked`);
    expect(fight(t).combatants.find((c) => c.name === 'Zombie')?.nextAt).toBe(5);
    expect(t.tracker()).toContainEqual(['Zombie', 5]);
  });

  it('a player cannot act sooner by typing a lower count on their own entry', () => {
    const index = t.sb.turnOrder().findIndex((e) => e.id === t.tokens.borin.id);
    const before = fight(t).combatants.find((c) => c.name === 'Borin')?.nextAt;
    t.sb.driver.tracker.edit(index, '1');
    t.sb.flush();
    expect(fight(t).combatants.find((c) => c.name === 'Borin')?.nextAt).toBe(before);
    expect(t.tracker()).toContainEqual(['Borin', before]);
  });

  it('an adopted edit into the past is refused and the GM told why', () => {
    t.say(t.gm, '!rondel config --set trackeredits=adopt');
    t.say(t.gm, '!rondel next');
    const index = t.sb.turnOrder().findIndex((e) => e.id === t.tokens.zombie.id);
    t.sb.driver.tracker.edit(index, '1');
    t.sb.flush();
    expect(t.tracker()).toContainEqual(['Zombie', 11]);
    expect(plain(t.sb.recorder.whispersTo(t.gm).at(-1)?.content ?? '')).toContain('Count 1 has passed');
  });

  it('with trackeredits=adopt a value edit sets the next count at once', () => {
    t.say(t.gm, '!rondel config --set trackeredits=adopt');
    const index = t.sb.turnOrder().findIndex((e) => e.id === t.tokens.zombie.id);
    t.sb.driver.tracker.edit(index, '5');
    t.sb.flush();
    expect(fight(t).combatants.find((c) => c.name === 'Zombie')?.nextAt).toBe(5);
    expect(t.tracker()).toContainEqual(['Zombie', 5]);
  });

  it('removing an entry is put back; the GM’s Adopt removes the combatant', () => {
    const index = t.sb.turnOrder().findIndex((e) => e.id === t.tokens.goblin.id);
    t.sb.driver.tracker.remove(index);
    t.sb.flush();
    expect(fight(t).combatants.map((c) => c.name)).toContain('Goblin');
    expect(t.tracker().map((e) => e[0])).toContain('Goblin');
    const command = buttons(lastAdoptCard()).find((b) => b.includes('remove'));
    expect(command).toBe(`!rondel remove --token ${t.tokens.goblin.id} --asked`);
    t.say(t.gm, command as string);
    expect(fight(t).combatants.map((c) => c.name)).not.toContain('Goblin');
    expect(t.tracker().map((e) => e[0])).not.toContain('Goblin');
  });

  it('with trackeredits=adopt removing an entry removes the combatant', () => {
    t.say(t.gm, '!rondel config --set trackeredits=adopt');
    const index = t.sb.turnOrder().findIndex((e) => e.id === t.tokens.goblin.id);
    t.sb.driver.tracker.remove(index);
    t.sb.flush();
    expect(fight(t).combatants.map((c) => c.name)).not.toContain('Goblin');
  });

  it('a token put into the tracker (a player’s &{tracker} roll) does not join; the GM’s Adopt joins it at that value', () => {
    const ogre = t.sb.addToken({ pageid: t.page.id, name: 'Ogre' });
    t.sb.driver.tracker.add({ id: ogre.id, pr: '6', _pageid: t.page.id });
    t.sb.flush();
    expect(fight(t).combatants.map((c) => c.name)).not.toContain('Ogre');
    expect(t.sb.turnOrder().map((e) => e.id)).not.toContain(ogre.id);
    const command = buttons(lastAdoptCard()).find((b) => b.includes(' add '));
    expect(command).toBe(`!rondel add --token ${ogre.id} --count 6 --asked`);
    t.sb.dice.queue(7);
    t.say(t.gm, command as string);
    expect(fight(t).combatants.find((c) => c.name === 'Ogre')?.nextAt).toBe(6);
  });

  it('with trackeredits=adopt a token entry joins at that value', () => {
    t.say(t.gm, '!rondel config --set trackeredits=adopt');
    const ogre = t.sb.addToken({ pageid: t.page.id, name: 'Ogre' });
    t.sb.dice.queue(7);
    t.sb.driver.tracker.add({ id: ogre.id, pr: '6', _pageid: t.page.id });
    t.sb.flush();
    expect(fight(t).combatants.find((c) => c.name === 'Ogre')?.nextAt).toBe(6);
  });

  it('another script’s turn marker ("Round 1", representing nobody) in the tracker never joins', () => {
    t.say(t.gm, '!rondel config --set trackeredits=adopt');
    const marker = t.sb.addToken({ pageid: t.page.id, name: 'Round 1', layer: 'gmlayer' });
    t.sb.driver.tracker.add({ id: marker.id, pr: '0', _pageid: t.page.id });
    t.sb.flush();
    expect(fight(t).combatants.map((c) => c.name)).not.toContain('Round 1');
    expect(t.sb.turnOrder().map((e) => e.id)).toContain(marker.id);
  });

  it('the Count entry renamed by hand gets its name back and does not outlive the fight', () => {
    const index = t.sb.turnOrder().findIndex((e) => e.custom === 'Count');
    const entries = t.sb.turnOrder().map((e, i) => (i === index ? { ...e, custom: 'Round 0' } : e));
    t.sb.driver.tracker.set(entries);
    t.sb.flush();
    expect(t.sb.turnOrder().filter((e) => e.id === '-1').map((e) => e.custom)).toEqual(['Count']);
    t.say(t.gm, '!rondel end --confirm');
    expect(t.sb.turnOrder()).toEqual([]);
  });

  it('sorting or dragging is re-projected to the rondel’s order', () => {
    const before = t.tracker();
    t.sb.driver.tracker.sort('desc');
    t.sb.flush();
    expect(t.tracker()).toEqual(before);
    t.sb.driver.tracker.drag(0, 4);
    t.sb.flush();
    expect(t.tracker()).toEqual(before);
  });

  it('a write by another script is noticed at the next command, put back, and reported to the GM', () => {
    const order = t.sb.turnOrder().filter((e) => e.id !== t.tokens.zombie.id);
    t.sb.campaign.set('turnorder', JSON.stringify(order));
    t.say(t.gm, '!rondel status');
    expect(fight(t).combatants.map((c) => c.name)).toContain('Zombie');
    expect(t.tracker().map((e) => e[0])).toContain('Zombie');
    expect(texts(t.sb.recorder.whispersTo(t.gm).slice(-3))).toContain('changed outside the rondel');
  });

  it('another script moving the tracker on never advances the fight', () => {
    const order = t.sb.turnOrder();
    t.sb.campaign.set('turnorder', JSON.stringify([...order.slice(1), order[0]]));
    const before = fight(t).counter;
    t.say(t.gm, '!rondel status');
    expect(fight(t).counter).toBe(before);
    expect(t.sb.turnOrder()).toEqual(order);
  });

  it.each([
    ['an empty string', ''],
    ['truncated JSON', '[{"id":"-1","pr":1,"cus'],
    ['an object', '{"id":"-1"}'],
  ])('an unreadable tracker (%s) is rebuilt from the fight, nobody leaves, and the GM is told', (_what, raw) => {
    const order = t.sb.turnOrder();
    const names = fight(t).combatants.map((c) => c.name);
    t.sb.campaign.set('turnorder', raw);
    const replies = t.say(t.gm, '!rondel status');
    expect(fight(t).combatants.map((c) => c.name)).toEqual(names);
    expect(t.sb.turnOrder()).toEqual(order);
    expect(texts(t.sb.recorder.whispersTo(t.gm))).toContain('not a turn order');
    // nothing was announced to the table
    expect(replies.filter((m) => m.type !== 'whisper')).toEqual([]);
  });
});

describe('surviving the table', () => {
  it('a restart mid-fight continues exactly', () => {
    const t = aTable();
    startSix(t);
    t.say(t.gm, '!rondel next');
    t.sb.dice.queue(2);
    t.say(t.sam, '!rondel react', [t.tokens.kess]);
    const tracker = t.tracker();
    const stored = JSON.stringify(t.sb.state[STATE_KEY]);
    t.sb.restart();
    t.sb.flush();
    expect(t.tracker()).toEqual(tracker);
    expect(JSON.stringify(t.sb.state[STATE_KEY])).toBe(stored);
    const refused = t.say(t.sam, '!rondel react', [t.tokens.kess]);
    expect(plain(refused[0]?.content ?? '')).toContain('flex marker shows');
    t.sb.assertNoCrash();
  });

  it('a deleted token leaves the fight with a note to the GM', () => {
    const t = aTable();
    startSix(t);
    t.sb.driver.remove(t.tokens.goblin);
    t.sb.flush();
    expect(fight(t).combatants.map((c) => c.name)).not.toContain('Goblin');
    expect(texts(t.sb.recorder.whispersTo(t.gm))).toContain('Goblin left the fight');
  });

  it('undo reverses the last steps exactly: counter, tracker, markers', () => {
    const t = aTable();
    startSix(t);
    const tracker = t.tracker();
    const stored = JSON.stringify((t.sb.state[STATE_KEY] as { fight: { timeline: { present: unknown } } }).fight.timeline.present);
    t.say(t.gm, '!rondel next');
    t.say(t.sam, '!rondel react', [t.tokens.kess]);
    t.say(t.gm, '!rondel undo 2');
    expect(t.tracker()).toEqual(tracker);
    expect(t.markers(t.tokens.kess)).toBe('');
    expect(t.markers(t.tokens.lira)).toBe('');
    expect(JSON.stringify((t.sb.state[STATE_KEY] as { fight: { timeline: { present: unknown } } }).fight.timeline.present)).toBe(stored);
  });
});

describe('reading sheets', () => {
  it('a garbled attribute falls back to its default and the GM gets one whisper naming the token and the attribute', () => {
    const t = aTable();
    t.sb.addAttribute(t.characters.lira, 'perception_mod', 'lots');
    const lira = t.sb.findObjs({ _type: 'attribute', _characterid: t.characters.lira.id, name: 'perception_mod' });
    lira[0]?.set('current', 'lots');
    t.sb.dice.queue(6);
    const replies = t.say(t.gm, '!rondel start', [t.tokens.lira]);
    const notices = replies.filter((r) => r.type === 'whisper' && plain(r.content).includes('could not be read'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.targets).toEqual([t.gm.id]);
    expect(plain(notices[0]?.content ?? '')).toContain('Lira: perception_mod could not be read; the default was used.');
    // the default: the Perception score 8 through the modifier table gives +3, so 6 − 3 = 3
    expect(fight(t).combatants[0]?.nextAt).toBe(3);
    t.sb.assertNoCrash();
  });

  it('a token without a character uses Perception +0 and Red Fox, and the GM can set its tier', () => {
    const t = aTable({ badges: true });
    t.sb.dice.queue(6);
    t.say(t.gm, '!rondel start', [t.tokens.goblin]);
    expect(fight(t).combatants[0]?.nextAt).toBe(6);
    t.say(t.gm, '!rondel set --tier green horse', [t.tokens.goblin]);
    t.say(t.gm, '!rondel next');
    expect(t.markers(t.tokens.goblin)).toBe('tread@4');
  });

  it('only the page of the fight is touched: tokens on another page are left out', () => {
    const t = aTable();
    const stray = t.sb.addToken({ pageid: t.otherPage.id, name: 'Stray' });
    t.sb.dice.queue(6);
    const replies = t.say(t.gm, '!rondel start', [t.tokens.goblin, stray]);
    expect(fight(t).combatants.map((c) => c.id)).toEqual([t.tokens.goblin.id]);
    expect(plain(replies.map((r) => r.content).join('\n'))).toContain('1 selected token(s) on another page were left out');
    expect(t.sb.campaign.get('initiativepage')).toBe(t.page.id);
  });
});

describe('tokens on the GM layer', () => {
  it('are announced to the GM only, never in the public card', () => {
    const t = aTable();
    t.sb.setProps(t.tokens.goblin, { layer: 'gmlayer' });
    t.sb.dice.queue(5, 4);
    const replies = t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const publicText = texts(replies.filter((r) => r.type !== 'whisper'));
    expect(publicText).toContain('Aldric');
    expect(publicText).not.toContain('Goblin');
    const gmText = texts(replies.filter((r) => r.type === 'whisper' && r.targets.includes(t.gm.id)));
    expect(gmText).toContain('Goblin: d12 (4) → count 4');
    const status = texts(t.say(t.pat, '!rondel status'));
    expect(status).not.toContain('Goblin');
  });
});
