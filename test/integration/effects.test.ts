// Timed effects and conditions with a duration (docs/rules.md §12), through the built bundle, in every rule set.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';
import type { RecordedChat } from 'roll20-double';

const texts = (m: readonly RecordedChat[]): string => m.map((x) => plain(x.content)).join('\n');

function start(t: Table, rules: string): void {
  // the rondel's opening rolls as in the other scenarios; the other rule sets roll from the seeded dice
  if (rules === 'rondel') t.sb.dice.queue(5, 6, 9, 12, 4, 11, 12, 7, 4, 4, 15, 2);
  t.say(t.gm, `!rondel start${rules === 'rondel' ? '' : ` --rules ${rules}`}`, [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
}

describe('timed effects', () => {
  it('an effect in counts shows on the token and in status, ends by itself at its count, and the card of that count says so', () => {
    const t = aTable();
    start(t, 'rondel');
    const begun = texts(t.say(t.gm, '!rondel effect --add Bless --counts 4 --marker angel-outfit', [t.tokens.aldric]));
    expect(begun).toContain('Aldric: Bless, until count 5.');
    expect(t.markers(t.tokens.aldric)).toContain('angel-outfit');
    expect(texts(t.say(t.gm, '!rondel status'))).toContain('Bless until count 5');
    let said = '';
    for (let i = 0; i < 6 && !said.includes('Bless ends'); i += 1) said = texts(t.say(t.gm, '!rondel next'));
    expect(said).toMatch(/^Rondel count 5/);
    expect(said).toContain('Aldric: Bless ends.');
    expect(t.markers(t.tokens.aldric)).not.toContain('angel-outfit');
    t.sb.assertNoCrash();
  });

  it('undo brings an ended effect back exactly, marker included', () => {
    const t = aTable();
    start(t, 'rondel');
    t.say(t.gm, '!rondel effect --add Bless --counts 2 --marker angel-outfit', [t.tokens.aldric]);
    const markers = t.markers(t.tokens.aldric);
    for (let i = 0; i < 4 && t.markers(t.tokens.aldric).includes('angel-outfit'); i += 1) t.say(t.gm, '!rondel next');
    expect(t.markers(t.tokens.aldric)).not.toContain('angel-outfit');
    t.say(t.gm, '!rondel undo');
    expect(t.markers(t.tokens.aldric)).toBe(markers);
  });

  it('a condition given a duration is lifted when it runs out; one already there is answered so', () => {
    const t = aTable();
    start(t, 'rounds');
    const said = texts(t.say(t.gm, '!rondel condition --add prone --rounds 1', [t.tokens.goblin]));
    // one line for the condition and its duration (docs/rules.md §12)
    expect(said).toContain('Goblin is now prone, until round 2 begins.');
    expect(said).not.toContain('Goblin is now prone.');
    let card = '';
    for (let i = 0; i < 8 && !card.includes('Round 2 begins'); i += 1) card = texts(t.say(t.gm, '!rondel next'));
    expect(card).toContain('Goblin: prone ends.');
    expect(card).not.toContain('Goblin is no longer prone');
    expect(texts(t.say(t.gm, '!rondel status'))).not.toMatch(/Goblin[^\n]*prone/);
    expect(texts(t.say(t.gm, '!rondel condition --add prone', [t.tokens.goblin]))).toContain('Goblin is now prone.');
    expect(texts(t.say(t.gm, '!rondel condition --add prone', [t.tokens.goblin]))).toContain('Goblin is already prone');
  });

  it('an effect counted in the bearer’s actions ends after that many of them', () => {
    const t = aTable();
    start(t, 'seconds');
    t.say(t.gm, '!rondel effect --add Haste --actions 1', [t.tokens.lira]);
    let said = '';
    for (let i = 0; i < 12 && !said.includes('Haste ends'); i += 1) {
      const status = texts(t.say(t.gm, '!rondel status'));
      said += status.includes('Due now: Lira') ? texts(t.say(t.sam, '!rondel act combat')) : texts(t.say(t.gm, '!rondel next'));
    }
    expect(said).toContain('Lira: Haste ends.');
  });

  it.each([
    ['rondel', '--seconds 3', 'counts in counts'],
    ['rondel', '--rounds 2', 'no rounds'],
    ['rounds', '--counts 3', 'count in rounds'],
    ['rondel', '', 'Give the effect a duration'],
    ['rondel', '--counts 0', 'whole number from 1'],
  ])('in %s, an effect %j is refused: %s', (rules, duration, why) => {
    const t = aTable();
    start(t, rules);
    expect(texts(t.say(t.gm, `!rondel effect --add Bless ${duration}`, [t.tokens.aldric]))).toContain(why);
  });
});

describe('condition markers (docs/rules.md §11)', () => {
  it('a condition shows its marker on the token and takes it away when it ends; other markers stay', () => {
    const t = aTable();
    start(t, 'rondel');
    t.sb.driver.toggleMarker(t.tokens.goblin, 'red', true);
    t.say(t.gm, '!rondel condition --add prone,grappled', [t.tokens.goblin]);
    expect(t.markers(t.tokens.goblin).split(',')).toEqual(expect.arrayContaining(['red', 'back-pain', 'grab']));
    t.say(t.gm, '!rondel condition --remove prone', [t.tokens.goblin]);
    expect(t.markers(t.tokens.goblin).split(',')).toEqual(expect.arrayContaining(['red', 'grab']));
    expect(t.markers(t.tokens.goblin)).not.toContain('back-pain');
  });

  it('the GM chooses a condition’s marker, or none; a tag that is not one is refused', () => {
    const t = aTable();
    start(t, 'rondel');
    t.say(t.gm, '!rondel config --set condition.prone=none');
    t.say(t.gm, '!rondel config --set condition.stunned=skull');
    t.say(t.gm, '!rondel condition --add prone,stunned', [t.tokens.goblin]);
    expect(t.markers(t.tokens.goblin)).toBe('skull');
    expect(texts(t.say(t.gm, '!rondel config --set condition.stunned=<b>'))).toContain('A marker tag looks like');
    expect(texts(t.say(t.gm, '!rondel config --set condition.sleepy=red'))).toContain('Unknown condition');
  });
});
