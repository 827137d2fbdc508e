// Review (undo algebra), card words: in 10-second rounds an undo over several rounds takes back one action per turn it
// passes. The redo card names each one's turn ("Lira: Combat is taken again (its turn in round 1)."); the undo card
// says "this turn’s action" of every one of them, so the same line comes twice for Lira's two turns, and Aldric's
// round-2 action is "this turn’s action, taken back" beside "Combat is this turn’s action again" (his round-1 turn,
// where the undo lands). The words must say what was undone: one line per turn, each naming its turn.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

function cardLines(out: readonly { content: string }[]): string[] {
  return out
    .flatMap((m) => plain(m.content).split('\n'))
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

describe('10-second rounds: an undo over several turns names each action it takes back', () => {
  it('says each taken-back action once, with its own turn, never "this turn" for another round', () => {
    const t = aTable({ seed: 3 });
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira]);
    // Aldric (initiative 10) then Lira (4), two rounds of Combat each
    for (let round = 0; round < 2; round += 1) {
      for (let turn = 0; turn < 2; turn += 1) {
        expect(plain(t.say(t.gm, '!rondel act combat').map((m) => m.content).join('\n'))).toMatch(/: Combat/);
        t.say(t.gm, '!rondel next');
      }
    }
    expect(t.tracker().find(([n]) => typeof n === 'string' && n.startsWith('Round'))?.[0]).toMatch(/Round 3/);

    const undone = cardLines(t.say(t.gm, '!rondel undo 7').filter((m) => !/your (action|turn)/.test(m.content)));
    const redone = cardLines(t.say(t.gm, '!rondel redo 7').filter((m) => !/your (action|turn)/.test(m.content)));
    t.sb.assertNoCrash();

    // the redo names each turn
    expect(redone).toContain('Lira: Combat is taken again (its turn in round 1).');
    expect(redone).toContain('Lira: Combat is taken again (its turn in round 2).');
    expect(redone).toContain('Aldric: Combat is taken again (its turn in round 2).');

    // the undo: no line twice (Lira's two Combat actions were two turns)
    const actionLines = undone.filter((l) => /Combat/.test(l));
    expect(new Set(actionLines).size, `undo card:\n${undone.join('\n')}`).toBe(actionLines.length);
    // and never Aldric's Combat both "taken back" as this turn's action and "this turn’s action again"
    const contradiction = undone.includes('Aldric: Combat, this turn’s action, is taken back.') && undone.includes('Aldric: Combat is this turn’s action again.');
    expect(contradiction, `undo card:\n${undone.join('\n')}`).toBe(false);
  });
});
