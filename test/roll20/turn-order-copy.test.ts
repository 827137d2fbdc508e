// The copy of the tracker kept to notice others' writes (src/roll20/store/turn-order.ts): stored as the others'
// entries alone when the rest is the fight's own projection, as text otherwise, and the text made again on load.
import { describe, expect, it } from 'vitest';
import type { FightStateBase, RuleSet } from '../../src/rules/core/rule-set';
import { ruleSets } from '../../src/rules/registry';
import { projectText, type Entry } from '../../src/app/tracker';
import { timeline } from '../../src/rules/core/history';
import type { Fight } from '../../src/app/model';
import { noteProjection, othersOf, packTurnOrder, unpackTurnOrder } from '../../src/roll20/store';
import { randomPlay } from '../support/random-play';

const others: Entry[] = [
  { id: 'someone-else', pr: 5, custom: '', _pageid: 'page1' },
  { id: '-1', pr: 0, custom: 'Round 2', _pageid: 'page1', formula: '+1' },
];

function aFight(rules: string, seed: number): { fight: (text: string) => Fight; present: FightStateBase; rs: RuleSet<FightStateBase> } {
  const rs = ruleSets().find((r) => r.id === rules) as RuleSet<FightStateBase>;
  const play = randomPlay(rs, seed, 6);
  play.step();
  const present = play.step().after;
  return { present, rs, fight: (text) => ({ rules: rules as Fight['rules'], pageId: 'page1', timeline: timeline(present), lastTurnOrder: text }) };
}

describe.each(ruleSets().map((rs) => rs.id))('%s: the tracker copy in the stored data', (rules) => {
  it('is the others’ entries alone when the copy is the fight’s projection with them after it', () => {
    const { fight, present, rs } = aFight(rules, 3);
    const text = projectText(rs, present, 'page1', others);
    const packed = packTurnOrder(fight(text));
    expect(packed).toEqual({ others });
    // a second save of the same fight reads nothing again: the same value
    expect(packTurnOrder(fight(text))).toBe(packed);
    // and on load the same text again
    expect(unpackTurnOrder(JSON.parse(JSON.stringify(packed)), rules, present, 'page1')).toBe(text);
  });

  it('is the text itself when it is not the projection: another script’s write, an empty tracker, an entry of ours changed', () => {
    const { fight, present, rs } = aFight(rules, 4);
    const text = projectText(rs, present, 'page1', []);
    const changed = text.replace(/"pr":("?)[^,"]*\1/, '"pr":"99x"');
    expect(changed).not.toBe(text);
    for (const t of ['', '[{"id":1,"pr":"x"}]', 'not json', changed]) {
      expect(packTurnOrder(fight(t))).toBe(t);
      expect(unpackTurnOrder(t, rules, present, 'page1')).toBe(t);
    }
  });

  it('takes what the commit noted of the tracker it wrote, without reading the text again', () => {
    const { fight, present } = aFight(rules, 5);
    const text = '[{"id":"written","pr":1}]';
    const noted: Entry[] = [{ id: 'noted', pr: 2 }];
    noteProjection(present, text, noted);
    expect(packTurnOrder(fight(text))).toEqual({ others: noted });
    expect(othersOf(present, text)).toBe(noted);
    // another text for that present is not what was noted
    expect(othersOf(present, '[]')).toBeNull();
    expect(packTurnOrder(fight('[]'))).toBe('[]');
    // nor is another present
    expect(othersOf({ ...present }, text)).toBeNull();
  });

  it('knows no others’ entries for a copy kept as text', () => {
    const { fight, present } = aFight(rules, 6);
    const odd = '[{"id":1,"pr":"x"}]';
    packTurnOrder(fight(odd));
    expect(othersOf(present, odd)).toBeNull();
  });

  it('remembers the entries it made the text from on load, for the save and the command that follow', () => {
    const { present, rs, fight } = aFight(rules, 7);
    const stored = { others: JSON.parse(JSON.stringify(others)) as Entry[] };
    const text = unpackTurnOrder(stored, rules, present, 'page1') as string;
    expect(text).toBe(projectText(rs, present, 'page1', others));
    expect(othersOf(present, text)).toBe(stored.others);
    expect(packTurnOrder(fight(text))).toBe(stored);
  });

  it.each([
    ['a number', 5],
    ['null', null],
    ['a list', [others]],
    ['others that are not a list', { others: 'x' }],
    ['an entry that is not an object', { others: ['x'] }],
    ['an entry without a text id', { others: [{ id: 5, pr: 1 }] }],
  ])('cannot be made again from %s', (_, value) => {
    const { present } = aFight(rules, 8);
    expect(unpackTurnOrder(value, rules, present, 'page1')).toBeNull();
  });
});

it('a copy under a rule set this script does not know stays text, and stored entries cannot be projected for it', () => {
  const rs = ruleSets()[0] as RuleSet<FightStateBase>;
  const present = randomPlay(rs, 9, 4).step().after;
  const text = projectText(rs, present, 'page1', []);
  expect(packTurnOrder({ rules: 'chess' as Fight['rules'], pageId: 'page1', timeline: timeline(present), lastTurnOrder: text })).toBe(text);
  expect(unpackTurnOrder({ others: [] }, 'chess', present, 'page1')).toBeNull();
});
