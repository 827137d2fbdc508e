// A GM's session in 10-second rounds: damage is applied with the attack card's Apply button (a step of the fight,
// README "Rolls and damage": undo restores attribute and bar exactly), then the turn moves on. `!rondel undo 2`
// takes back both steps, and the damage is announced to everyone as taken back, yet the public card says "The GM
// undid 1 step" and the GM is whispered that the other step "touched only tokens they do not see", although every
// token involved is on the token layer. docs/rules.md §15: "The steps the card counts are those the players saw
// something of: undoing two steps of which one touched only a hidden token says "1 step"" — a damage step on a
// visible token is one the players saw (its damage line is on the same card).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';
import type { RecordedChat } from 'roll20-double';

const hrefs = (chat: RecordedChat[]): string[] =>
  chat.flatMap((m) => [...String(m.content).matchAll(/href="([^"]*)"/g)].map((x) => (x[1] as string).replace(/&#(\d+);/g, (_, d) => String.fromCharCode(Number(d))).replace(/&amp;/g, '&')));
const publicText = (chat: RecordedChat[]): string => chat.filter((m) => m.type !== 'whisper').map((m) => plain(m.content)).join('\n');
const gmText = (t: ReturnType<typeof aTable>, chat: RecordedChat[]): string =>
  chat.filter((m) => m.type === 'whisper' && m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n');

describe('undo/redo over a damage step counts it as a step the players saw', () => {
  it('10-second rounds: apply, next, undo 2 says 2 steps, and never that a visible token was hidden', () => {
    const t = aTable({ seed: 9 });
    t.sb.setProps(t.tokens.goblin, { bar1_value: 6, bar1_max: 6 });
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const attack = t.say(t.gm, '!rondel attack --target Goblin --dice 5 --damage 1 --mod 10', [t.tokens.aldric]);
    const apply = hrefs(attack).find((h) => h.includes('apply'));
    expect(apply).toBeDefined();
    t.say(t.gm, apply as string);
    expect(t.tokens.goblin.get('bar1_value')).toBe(1);
    t.say(t.gm, '!rondel next');
    const undo = t.say(t.gm, '!rondel undo 2');
    t.sb.assertNoCrash();
    // the damage was taken back, and the table is told so on the same card
    expect(t.tokens.goblin.get('bar1_value')).toBe(6);
    expect(publicText(undo)).toContain('Goblin’s 5 damage is taken back.');
    // ... so the card counts both steps, and the GM is not told the damage step touched only hidden tokens
    expect(publicText(undo)).toContain('The GM undid 2 steps');
    expect(gmText(t, undo)).not.toMatch(/touched only tokens they do not see/);
  });

  it('20-second rounds: redo 2 over a next and an Apply says 2 steps', () => {
    const t = aTable({ seed: 9 });
    t.sb.setProps(t.tokens.goblin, { bar1_value: 6, bar1_max: 6 });
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    t.say(t.gm, '!rondel next');
    const attack = t.say(t.gm, '!rondel attack --target Goblin --dice 5 --damage 1 --mod 10', [t.tokens.aldric]);
    t.say(t.gm, hrefs(attack).find((h) => h.includes('apply')) as string);
    t.say(t.gm, '!rondel undo 2');
    const redo = t.say(t.gm, '!rondel redo 2');
    t.sb.assertNoCrash();
    expect(t.tokens.goblin.get('bar1_value')).toBe(1);
    expect(publicText(redo)).toContain('Goblin takes 5 damage again.');
    expect(publicText(redo)).toContain('The GM redid 2 steps');
    expect(gmText(t, redo)).not.toMatch(/touched only tokens they do not see/);
  });
});
