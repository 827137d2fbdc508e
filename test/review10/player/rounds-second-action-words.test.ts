// Review 10, a new player's evening in 10-second rounds: on his turn Pat presses Combat, then (he still wants to
// move, as a turn is "a move and an action, in either order", docs/rules.md §9.3) presses Move only. The refusal says
// "Aldric has had its turn: it acts again in round 2." But the turn is still his: the tracker has Aldric on top and
// `!rondel status` says "Due now: Aldric". Pat is told his turn is over when it is not, and not what to do. He should
// read that one action per turn is already declared (ruling "one action per turn", §9.3), that he may still move,
// and how to end the turn (`!rondel done`, or the tracker's next-turn button).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('10-second rounds: a second action in the same turn is refused in words that fit', () => {
  it('says one action per turn and how to end the turn, not that the turn is over', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    for (let i = 0; i < 3; i++) t.say(t.gm, '!rondel next'); // Goblin, Zombie, Lira pass: Aldric's turn
    expect(plain(t.sb.recorder.whispersTo(t.pat).at(-1)?.content ?? '')).toContain('Aldric: your action');
    t.say(t.pat, '!rondel act combat --token Aldric --turn 1 --note swing at the goblin');
    const refusal = t.say(t.pat, '!rondel act move --token Aldric --turn 1').map((m) => plain(m.content)).join('\n');
    const status = t.say(t.pat, '!rondel status').map((m) => plain(m.content)).join('\n');
    expect(status).toContain('Due now: Aldric');
    expect(refusal).not.toMatch(/has had its turn/);
    expect(refusal).toMatch(/one action/i);
    expect(refusal).toMatch(/!rondel done|next-turn/);
  });
});
