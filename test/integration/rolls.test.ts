// The rulebook's dice through the built bundle (issue 14, docs/rules.md §10): attacks against the fight's guard and
// conditions, checks, saves and competitions, the GM's Apply button and undo, bad input, the public event.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DoubleObject } from 'roll20-double';
import { aTable, duel, texts, type Table } from './table';

const STATE_KEY = 'EnchantedRealmsCombat';

function stored(t: Table): Record<string, unknown> {
  return t.sb.state[STATE_KEY] as Record<string, unknown>;
}

function applyButton(chat: { content: string }[]): string | undefined {
  for (const m of chat) {
    const found = /href="(!rondel apply --roll \d+)"/.exec(m.content);
    if (found) return found[1];
  }
  return undefined;
}

describe('attacks take their edge from the fight', () => {
  let t: Table;
  beforeEach(() => {
    t = aTable();
    duel(t);
  });

  it('attacking a target on Full Guard rolls at disadvantage: one d20 fewer, and the card says why', () => {
    t.say(t.gm, `!rondel act guard --token ${t.tokens.goblin.id}`);
    t.sb.dice.queue(15); // 2 dice − 1 for disadvantage: one die, 15 + 2 ≥ 10 hits; damage 2 − d3
    t.sb.dice.queue(1);
    const out = t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --dice 2 --mod 2 --damage 2`);
    t.sb.dice.expectConsumed();
    const card = texts(out.filter((m) => m.type !== 'whisper'));
    expect(card).toContain('Aldric attacks Goblin');
    expect(card).toContain('at disadvantage');
    expect(card).toContain('Goblin is on Full Guard: disadvantage');
    expect(card).toContain('1d20');
    expect(card).toContain('15 hit');
    expect(card).toContain('Damage 1 hit × 2 − disadvantage’s d3 (1) = 1');
    t.sb.assertNoCrash();
  });

  it('a blind attacker against a paralyzed target: they cancel, and the hit is critical', () => {
    t.say(t.gm, `!rondel condition --add blind --token ${t.tokens.aldric.id}`);
    t.say(t.gm, `!rondel condition --add paralyzed --token ${t.tokens.goblin.id}`);
    t.sb.dice.queue(9); // one die, no edge: 9 + 1 ≥ 10
    const out = t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --mod 1`);
    t.sb.dice.expectConsumed();
    const card = texts(out.filter((m) => m.type !== 'whisper'));
    expect(card).toContain('Aldric is blind: disadvantage');
    expect(card).toContain('Goblin is paralyzed: advantage');
    expect(card).toContain('they cancel');
    expect(card).not.toContain('at advantage');
    expect(card).not.toContain('at disadvantage');
    expect(card).toContain('Critical hit (paralyzed)');
  });

  it('a prone target: melee at advantage (one more die), ranged at disadvantage', () => {
    t.say(t.gm, `!rondel condition --add prone --token ${t.tokens.goblin.id}`);
    t.sb.dice.queue(3, 4); // 2 dice, both miss; no damage, no d3
    const melee = texts(t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id}`));
    t.sb.dice.expectConsumed();
    expect(melee).toContain('Goblin is prone: advantage');
    expect(melee).toContain('Melee, 2d20');
    expect(melee).toContain('Miss');
    t.sb.dice.queue(5, 6); // no die left: 2 rolled, the worse counts
    const ranged = texts(t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --ranged`));
    t.sb.dice.expectConsumed();
    expect(ranged).toContain('Goblin is prone: disadvantage');
    expect(ranged).toContain('Ranged, 2d20, the worse counts');
  });

  it('rolling never changes the fight', () => {
    const before = JSON.stringify((stored(t).fight as Record<string, unknown>).timeline);
    t.sb.dice.queue(2);
    t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id}`);
    t.sb.dice.queue(10);
    t.say(t.pat, `!rondel check --attr agility --token ${t.tokens.aldric.id}`);
    expect(JSON.stringify((stored(t).fight as Record<string, unknown>).timeline)).toBe(before);
  });
});

describe('the GM applies the damage', () => {
  let t: Table;
  let body: DoubleObject;
  beforeEach(() => {
    t = aTable();
    // Aldric's token bar1 is linked to his body_points; the Goblin's bar1 holds its own
    body = t.sb.addAttribute(t.characters.aldric, 'body_points', { current: 20, max: 20 });
    t.tokens.aldric.set({ bar1_link: body.id, bar1_value: 20, bar1_max: 20 });
    t.tokens.goblin.set({ bar1_value: 9 });
    duel(t);
  });

  it('the Apply button lowers the bar of an unlinked token; a second click applies nothing; undo restores it', () => {
    t.sb.dice.queue(18, 17); // 2 hits × 3 = 6
    const out = t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --dice 2 --damage 3`);
    const toPat = texts(out.filter((m) => m.type === 'whisper' && m.targets?.includes(t.pat.id)));
    expect(toPat).not.toContain('Apply');
    const apply = applyButton(out.filter((m) => m.type === 'whisper'));
    expect(apply).toBeDefined();
    expect(t.tokens.goblin.get('bar1_value')).toBe(9); // nothing before the click
    const refused = texts(t.say(t.pat, apply as string));
    expect(refused).toContain('Only the GM');
    expect(t.tokens.goblin.get('bar1_value')).toBe(9);
    t.say(t.gm, apply as string);
    expect(t.tokens.goblin.get('bar1_value')).toBe(3);
    expect(texts(t.say(t.gm, apply as string))).toContain('applied already');
    expect(t.tokens.goblin.get('bar1_value')).toBe(3);
    t.say(t.gm, '!rondel undo');
    expect(t.tokens.goblin.get('bar1_value')).toBe(9);
    t.say(t.gm, '!rondel redo');
    expect(t.tokens.goblin.get('bar1_value')).toBe(3);
    t.sb.assertNoCrash();
  });

  it('a linked token: body_points and its bar go down together, and undo restores both exactly', () => {
    t.say(t.gm, `!rondel next`); // the Goblin's turn passes; nothing else changes
    t.sb.dice.queue(20, 2); // a natural 20 hits, 2 misses; 1 hit × 4
    const out = t.say(t.gm, `!rondel attack --token ${t.tokens.goblin.id} --target ${t.tokens.aldric.id} --dice 2 --damage 4`);
    t.say(t.gm, applyButton(out) as string);
    expect(body.get('current')).toBe(16);
    expect(t.tokens.aldric.get('bar1_value')).toBe(16);
    t.say(t.gm, '!rondel undo');
    expect(body.get('current')).toBe(20);
    expect(t.tokens.aldric.get('bar1_value')).toBe(20);
  });

  it('an undo of a later step leaves the damage; the undo of the Apply takes it back', () => {
    t.sb.dice.queue(18);
    const out = t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --damage 5`);
    t.say(t.gm, applyButton(out) as string);
    expect(t.tokens.goblin.get('bar1_value')).toBe(4);
    t.say(t.gm, `!rondel condition --add prone --token ${t.tokens.goblin.id}`);
    t.say(t.gm, '!rondel undo');
    expect(t.tokens.goblin.get('bar1_value')).toBe(4);
    t.say(t.gm, '!rondel undo');
    expect(t.tokens.goblin.get('bar1_value')).toBe(9);
  });

  it('with automatic damage on, the attack lowers the body at once', () => {
    t.say(t.gm, '!rondel config --set autodamage=on');
    t.sb.dice.queue(18);
    t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --damage 2`);
    expect(t.tokens.goblin.get('bar1_value')).toBe(7);
  });

  it('outside a fight: the attack rolls without the fight, Apply works, and undo takes it back', () => {
    t.say(t.gm, '!rondel end --confirm');
    t.sb.dice.queue(18);
    const out = t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --damage 2`);
    t.say(t.gm, applyButton(out) as string);
    expect(t.tokens.goblin.get('bar1_value')).toBe(7);
    t.say(t.gm, '!rondel undo');
    expect(t.tokens.goblin.get('bar1_value')).toBe(9);
  });
});

describe('bad input is answered, never crashes, never half-applies', () => {
  let t: Table;
  beforeEach(() => {
    t = aTable();
    duel(t);
  });

  it.each([
    ['--dice 0', /--dice takes 1 to 5/],
    ['--dice 99', /--dice takes 1 to 5/],
    ['--mod abc', /--mod needs a whole number/],
    ['--mod 500', /modifier \(--mod\) must be from -99 to 99/],
    ['--type glitter', /no damage type/],
    ['--cover behind', /--cover takes half, three-quarters or full/],
  ])('%s is answered in a whisper', (flag, answer) => {
    const before = JSON.stringify(t.sb.state);
    const out = t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} ${flag}`);
    expect(out.map((m) => m.type)).toEqual(['whisper']);
    expect(texts(out)).toMatch(answer);
    expect(JSON.stringify(t.sb.state)).toBe(before);
    t.sb.assertNoCrash();
  });

  it('a target on another page, or deleted, is refused', () => {
    const far = t.sb.addToken({ pageid: t.otherPage.id, name: 'Far Orc' });
    expect(texts(t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${far.id}`))).toContain('Far Orc is on another page');
    const gone = t.tokens.zombie.id;
    t.tokens.zombie.remove();
    expect(texts(t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${gone}`))).toContain('The target no longer exists');
    t.sb.assertNoCrash();
  });

  it('a target without a sheet is rolled against Defense 10, and the GM is told', () => {
    t.sb.dice.queue(9, 1); // 9 misses Defense 10; the d3 is not rolled
    const out = t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.zombie.id}`);
    expect(texts(out.filter((m) => m.type !== 'whisper'))).toContain('Defense 10 (default)');
    expect(texts(t.sb.recorder.whispersTo(t.gm))).toContain('Zombie has no Defense on a sheet: 10 was used');
  });

  it('a player may roll for a token they control, not for another’s', () => {
    t.sb.dice.queue(10);
    expect(texts(t.say(t.sam, `!rondel check --attr agility --token ${t.tokens.aldric.id}`))).toContain('You do not control that token');
    expect(texts(t.say(t.pat, `!rondel check --attr agility --token ${t.tokens.aldric.id} --dc 12`))).toContain('Aldric · Agility check');
  });

  it('an Apply of a roll that never was is refused, and nothing changes', () => {
    const before = JSON.stringify(t.sb.state);
    expect(texts(t.say(t.gm, '!rondel apply --roll 77'))).toContain('There is no attack 77 to apply');
    expect(JSON.stringify(t.sb.state)).toBe(before);
  });

  it('a Goblin on the GM layer is never told of to the players: to them it does not exist, and the GM’s roll is the GM’s alone', () => {
    t.tokens.goblin.set({ layer: 'gmlayer' });
    const before = JSON.stringify(t.sb.state);
    const refused = t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id}`);
    expect(texts(refused)).toContain('The target no longer exists');
    expect(texts(refused)).not.toContain('Goblin');
    expect(JSON.stringify(t.sb.state)).toBe(before);
    t.sb.dice.queue(18, 1);
    const out = t.say(t.gm, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id}`);
    expect(out.length).toBeGreaterThan(0);
    for (const m of out) expect({ type: m.type, targets: m.targets }).toEqual({ type: 'whisper', targets: [t.gm.id] });
    expect(texts(out)).toContain('Aldric attacks Goblin');
  });
});

describe('checks, saves and competitions', () => {
  it('a save adds the score, a check the modifier; the sheet’s values are read; the public event is told', () => {
    const t = aTable({ boot: false });
    t.sb.loadScript("var rolls = []; on('ready', function () { EnchantedRealmsCombat.observeEvents(function (e) { if (e.type === 'roll') rolls.push(e); }); });", 'observer.js');
    t.sb.boot();
    t.sb.addAttribute(t.characters.aldric, 'will', 7);
    t.sb.addAttribute(t.characters.aldric, 'strength_mod', 3);
    t.sb.dice.queue(6);
    const save = texts(t.say(t.pat, `!rondel save --attr will --dc 13 --char ${t.characters.aldric.id}`));
    expect(save).toContain('Aldric · Will save');
    expect(save).toContain('+ 7 score');
    expect(save).toContain('= 13');
    expect(save).toContain('Success against DC 13');
    t.sb.dice.queue(4, 11);
    const contest = texts(t.say(t.pat, `!rondel competition --attr strength --vs ${t.tokens.goblin.id} --char ${t.characters.aldric.id}`, [t.tokens.aldric]));
    expect(contest).toContain('Aldric: 4 d12 + 3 = 7');
    expect(contest).toContain('Goblin wins');
    const rolls = JSON.parse(JSON.stringify((t.sb.context as Record<string, unknown>).rolls)) as unknown[];
    expect(rolls[0]).toEqual({ type: 'roll', kind: 'save', id: t.characters.aldric.id, dice: [6], modifier: 7, against: 13, advantage: null, success: true });
    expect(rolls[1]).toMatchObject({ type: 'roll', kind: 'competition', target: t.tokens.goblin.id, dice: [4], modifier: 3, against: 11, success: false });
    t.sb.assertNoCrash();
  });

  it('a sheet’s conditions attribute follows the fight', () => {
    const t = aTable();
    duel(t);
    t.say(t.gm, `!rondel condition --add prone,blind --token ${t.tokens.aldric.id}`);
    const attr = () => t.sb.findObjs({ _type: 'attribute', _characterid: t.characters.aldric.id, name: 'conditions' })[0];
    expect(attr()?.get('current')).toBe('Blind, Prone');
    t.say(t.gm, '!rondel end --confirm');
    expect(attr()?.get('current')).toBe('');
  });
});
