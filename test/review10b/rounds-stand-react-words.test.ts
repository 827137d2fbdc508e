// Review 10b (wrong words): docs/rules.md ruling 90: in 10-second rounds a prone combatant stands up "on its own
// turn, for half its movement ..., never as a reaction". On Aldric's own turn Pat types `!rondel stand --react`
// (the help lists --react, and in the other editions it is how one stands at once). He is told "Aldric stands up on
// its own turn (in round 1), for half its movement." It *is* Aldric's turn, round 1: the answer reads as if standing
// had worked, or as nonsense, and Aldric stays prone. The refusal (rounds' stand-later, src/rules/rounds/engine.ts
// standRounds, words in src/render/refusals.ts) should say that standing is no reaction in 10-second rounds and
// name the command that works now: `!rondel stand` (without --react).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

describe('10-second rounds: stand --react on one’s own turn', () => {
  it('says it is not a reaction here and to stand without --react', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
    for (let i = 0; i < 3; i++) t.say(t.gm, '!rondel next'); // Goblin, Zombie, Lira pass: Aldric's turn
    expect(plain(t.sb.recorder.whispersTo(t.pat).at(-1)?.content ?? '')).toContain('Aldric: your action');
    const answer = t
      .say(t.pat, '!rondel stand --react', [t.tokens.aldric])
      .map((m) => plain(m.content))
      .join('\n');
    // its own turn: standing is part of the turn, and the reaction is kept (ruling 90; on another's turn it may react)
    expect(answer).toMatch(/own turn: it stands up as part of it/i);
    expect(answer).toMatch(/!rondel stand(?! --react)/);
  });
});
