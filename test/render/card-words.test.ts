// Words and markup the mutation run of src/render found untested: how an effect that lasts some actions ends, a
// signed zero, a cool-down of terms alone, a button's command of nothing but characters to escape, a refusal with no
// buttons, and the due token's picture on a card that sets lines aside.
import { describe, expect, it } from 'vitest';
import { announcementFit, coolDownText, endsText, errorCard, orderRow } from '../../src/render/cards';
import { signed } from '../../src/render/card-text';
import { clockFormat } from '../../src/render/clock';
import { button, byteSize, commandAttribute, text } from '../../src/render/html';
import type { CoolDown, FightEvent } from '../../src/rules/core/events';
import { plain } from '../support/plain';

describe('how a timed effect ends', () => {
  it.each([
    [{ kind: 'actions', left: 1 } as const, 'for 1 more action'],
    [{ kind: 'actions', left: 2 } as const, 'for 2 more actions'],
    [{ kind: 'actions', left: 0 } as const, 'for 0 more actions'],
    [{ kind: 'round', at: 3 } as const, 'until round 3 begins'],
    [{ kind: 'clock', at: 12 } as const, 'until count 12'],
  ])('%j reads %j', (ends, words) => {
    expect(endsText(ends, clockFormat('rondel'))).toBe(words);
  });

  it('on the clock, in the rule set’s own words', () => {
    expect(endsText({ kind: 'clock', at: 27 }, clockFormat('seconds'))).toBe('until round 2, second 7');
  });
});

describe('numbers on a card', () => {
  it('a term of nothing is added, not taken away', () => {
    expect(signed(0)).toBe('+ 0');
    expect(signed(2)).toBe('+ 2');
    expect(signed(-2)).toBe('− 2');
  });

  it('a cool-down of terms alone (no dice, no base) shows them', () => {
    const c: CoolDown = { action: 'combat', dice: [], base: 0, terms: [{ label: 'weapon speed', value: 3 }], minimum: null, clamped: false, changeRoll: null, value: 3, castTime: 0 };
    expect(coolDownText(c)).toBe('+ 3 weapon speed = 3');
    // with neither dice nor terms nor a change, the value alone
    expect(coolDownText({ ...c, terms: [], base: 10, value: 10 })).toBe('10');
  });
});

describe('a button’s command made only of characters to escape', () => {
  it.each([
    ['"', '&quot;'],
    ['<>', '&lt;&gt;'],
    ['&', '&amp;'],
    ['\n', ' '],
    ['!x <b>', '!x &lt;b&gt;'],
  ])('%j is put in the attribute as %j', (command, attribute) => {
    expect(commandAttribute(command)).toBe(attribute);
    expect(button(text('Go'), command)).toContain(`href="${attribute}"`);
  });
});

describe('a refusal', () => {
  it('with no buttons has no empty row for them', () => {
    const html = errorCard('No', ['Not now.'], '!rondel next');
    expect(html).not.toContain('<div></div>');
    expect(html).toMatch(/<div>Not now\.<\/div><div><span style="color:#7a6a58">Usage: <\/span><code style="white-space:normal">!rondel next<\/code><\/div><\/div><\/div>$/);
  });
});

describe('the due token’s picture on a card that sets lines aside', () => {
  const url = 'https://s3.amazonaws.com/files.d20.io/images/1/thumb.png?1700000001';
  const names = (id: string): string => (id === 'a' ? 'Aldric' : `Wolf ${id}`);
  const imageOf = (id: string): string | undefined => (id === 'a' ? url : undefined);

  it('is not shown on a whole card that sets names aside for the GM (a tier of more movers than a line shows)', () => {
    const window: FightEvent = {
      type: 'movement-window',
      count: 3,
      index: 0,
      tiers: [{ tier: 'red_fox', hexes: 2 }],
      combatants: Array.from({ length: 14 }, (_, i) => ({ id: `m${i}`, tier: 'red_fox' as const, allowance: { kind: 'move' as const, hexes: 2 } })),
    };
    const events: FightEvent[] = [window, { type: 'turn-due', id: 'a', count: 3, blockedBy: null }];
    const card = announcementFit(3, events, names, { budget: null, imageOf });
    expect(card?.rest).toHaveLength(1);
    expect(plain(card?.rest[0] ?? '')).toBe('Red Fox 2 hexes: Wolf m10, Wolf m11, Wolf m12, Wolf m13');
    expect(card?.html).not.toContain('<img');
    expect(plain(card?.html ?? '')).toContain('Count 3: Aldric acts.');
  });

  it('is not shown on a card cut in its lines as well as its order', () => {
    const order = orderRow(Array.from({ length: 30 }, (_, i) => ({ name: `Wolf ${i}`, nextAt: i })));
    const reactions = Array.from({ length: 10 }, (_, i): FightEvent => ({ type: 'reacted', id: `w${i}`, count: 3, until: 9, note: 'parry' }));
    const events: FightEvent[] = [...reactions, { type: 'turn-due', id: 'a', count: 3, blockedBy: null }];
    const whole = announcementFit(3, events, names, { extra: [order], budget: null });
    // a budget that cuts reactions as well as the order's names
    const budget = byteSize(whole?.html ?? '') - 400;
    const card = announcementFit(3, events, names, { extra: [order], budget, imageOf });
    expect(card?.rest.length).toBeGreaterThan(0);
    expect(plain(card?.html ?? '')).toMatch(/… and \d+ more reactions? \(the GM has (it|them)\)\./);
    expect(card?.html).not.toContain('<img');
    expect(byteSize(card?.html ?? '')).toBeLessThanOrEqual(budget);
  });
});
