// Review (10-second rounds undo lines, src/app/travel-lines.ts): an undo that starts in a combatant's turn of round 2
// (its action taken) and lands in the same combatant's turn of round 1 (its action taken there too) says of the
// round-2 action "Aldric: Combat, this turn’s action, is taken back." and of the round-1 one "Aldric: Combat is this
// turn’s action again." — both "this turn", one taken back and one again: the contradiction the earlier review's test
// (test/review21/undo/rounds-undo-names-each-turn.test.ts) forbids. The round-2 action is not the action of the turn
// the table is in after the undo: it should be named by its round, "(its turn in round 2)". Cause: `current` treats the
// turn due before the undo (t.id === dueBefore && t.round === round(from)) as "this turn" even when the undo leaves it
// for another turn of the same combatant.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

function cardLines(out: readonly { content: string }[]): string[] {
  return out
    .flatMap((m) => plain(m.content).split('\n'))
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

describe('10-second rounds: an undo from a combatant’s round-2 turn into its round-1 turn', () => {
  it('names the round-2 action by its round, not as "this turn’s" beside the round-1 one', () => {
    const t = aTable({ seed: 3 });
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira]);
    // round 1: Aldric (initiative 10) then Lira (4), Combat each; round 2: Aldric's Combat
    t.say(t.gm, '!rondel act combat');
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel act combat');
    t.say(t.gm, '!rondel next');
    expect(plain(t.say(t.gm, '!rondel act combat').map((m) => m.content).join('\n'))).toMatch(/Aldric: Combat/);

    // back to Aldric's round-1 turn, after his action there
    const undone = cardLines(t.say(t.gm, '!rondel undo 4').filter((m) => !/your (action|turn)/.test(m.content)));
    t.sb.assertNoCrash();
    const card = undone.join('\n');
    expect(card).toMatch(/back to round 1/);
    expect(undone).toContain('Lira: Combat is taken back (its turn in round 1).');
    // the round-2 action is named by its turn
    expect(undone, card).toContain('Aldric: Combat is taken back (its turn in round 2).');
    const contradiction = undone.includes('Aldric: Combat, this turn’s action, is taken back.') && undone.includes('Aldric: Combat is this turn’s action again.');
    expect(contradiction, card).toBe(false);
  });

  it('says each taken-back action once when the undo lands before the round-1 action', () => {
    const t = aTable({ seed: 3 });
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira]);
    t.say(t.gm, '!rondel act combat');
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel act combat');
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel act combat');
    // back to the fight's start: Aldric due in round 1, nothing declared
    const undone = cardLines(t.say(t.gm, '!rondel undo 5').filter((m) => !/your (action|turn)/.test(m.content)));
    t.sb.assertNoCrash();
    const card = undone.join('\n');
    const actionLines = undone.filter((l) => /Combat/.test(l));
    // three actions taken back, three different lines (Aldric's two were two turns)
    expect(actionLines, card).toHaveLength(3);
    expect(new Set(actionLines).size, card).toBe(3);
    expect(undone, card).toContain('Aldric: Combat is taken back (its turn in round 2).');
  });
});
