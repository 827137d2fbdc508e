// Review 11c, wrong words (small). 20-second rounds, at a movement moment (round 1, second 1) the GM knocks the Zombie
// out (`!rondel condition --add unconscious`). The table's card reads
//   Zombie is now unconscious, prone.
//   Zombie: now 0 (unconscious) at this moment.
// "now 0" is no phrase: the window card of the same moment says "Zombie (unconscious: no move)", the status card
// "no move". What they should see: "Zombie: no move at this moment (unconscious)." (or "now no move (unconscious) at
// this moment"), in the words of the window and the status. src/render/movement.ts `allowanceText`, case 'held',
// returns `0 (${reason})` (used by the allowance line in src/render/cards.ts rowsFrom).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

describe('20-second rounds: a combatant held fast at this moment', () => {
  it('is said to have no move, not "now 0"', () => {
    const t = aTable({ seed: 7 });
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.borin, t.tokens.kess, t.tokens.goblin, t.tokens.zombie]);
    const card = plain(t.say(t.gm, '!rondel condition --add unconscious', [t.tokens.zombie]).filter((m) => m.targets.length === 0).map((m) => m.content).join('\n'));
    expect(card).toMatch(/Zombie is now unconscious/);
    expect(card).toMatch(/Zombie: .*no move/);
    expect(card).not.toMatch(/now 0\b/);
  });
});
