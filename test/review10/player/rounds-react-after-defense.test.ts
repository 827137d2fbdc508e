// Review 10, a new player's evening in 10-second rounds: Pat has Aldric stand in defense in round 1. Its price is
// every reaction "for the whole round it was taken in and the whole next round" (docs/rules.md §9.3, ruling 35). In
// round 2 Pat's menu offers a live React button, and pressing it answers "Aldric stood in defense: no reactions in
// that round or the next." The menu already greys React out with its reason when a reaction is spent ("React:
// already reacted this round") and in round 1 ("standing in defense"); in round 2 it should too, instead of a button
// that can only be refused.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';
import { buttons } from './pov';

describe('10-second rounds: the menu offers React only when a reaction is allowed', () => {
  it('the round after standing in defense, the menu has no React button and says why', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    for (let i = 0; i < 3; i++) t.say(t.gm, '!rondel next'); // Aldric's turn, round 1
    t.say(t.pat, '!rondel act defense --token Aldric --turn 1');
    t.say(t.pat, '!rondel done', [t.tokens.aldric]);
    for (let i = 0; i < 3; i++) t.say(t.gm, '!rondel next'); // Aldric's turn, round 2
    const menu = t.sb.recorder.whispersTo(t.pat).at(-1);
    expect(plain(menu?.content ?? '')).toContain('Aldric: your action round 2');
    // pressing React now is refused ...
    expect(t.say(t.pat, '!rondel react --token Aldric --note parry').map((m) => plain(m.content)).join('\n')).toMatch(/stood in defense/);
    // ... so the menu must not offer it
    expect(buttons(menu ? [menu] : []).filter(([, c]) => c.startsWith('!rondel react'))).toEqual([]);
    expect(plain(menu?.content ?? '')).toMatch(/React: [^\n]*defen[cs]e/);
  });
});
