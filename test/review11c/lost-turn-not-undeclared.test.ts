// Review 11c, wrong words (small). 20-second rounds: the Zombie is unconscious when its second (5) comes. The card says
// "Round 1, second 5: Zombie is unconscious and cannot act (next passes the turn)." After `next`, the following card
// reads
//   Zombie did not declare: no action
// as if the Zombie could have acted and its player forgot. The rondel says the same moment right: "Zombie
// (unconscious: the turn is lost): Reset …". What the table should see in 20-second rounds: "Zombie (unconscious: the
// turn is lost): no action" (or no line at all). The passed-over line is drawn by src/render/cards.ts
// (`passedOverHead`, " did not declare: …") for every pass; the seconds engine's pass of a combatant that cannot act
// (src/rules/seconds/engine.ts) should carry why, as the rondel's reset does.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

describe('20-second rounds: the turn of a combatant that cannot act', () => {
  it('is not said to be undeclared', () => {
    const t = aTable({ seed: 7 });
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.borin, t.tokens.kess, t.tokens.goblin, t.tokens.zombie]);
    // seed 7: Aldric at second 4, the Zombie at 5
    t.say(t.gm, '!rondel condition --add unconscious', [t.tokens.zombie]);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel act combat');
    const due = plain(t.say(t.gm, '!rondel next').map((m) => m.content).join('\n'));
    expect(due).toMatch(/Zombie is unconscious and cannot act/);
    const card = plain(t.say(t.gm, '!rondel next').filter((m) => m.targets.length === 0).map((m) => m.content).join('\n'));
    expect(card).toMatch(/Zombie/);
    expect(card).not.toMatch(/Zombie did not declare/);
  });
});
