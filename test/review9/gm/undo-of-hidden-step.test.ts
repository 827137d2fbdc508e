// Review 9, a new GM's first evening, with a token on the GM layer: the GM knocks the hidden Zombie prone (the card
// goes to the GM alone, as it should), thinks better of it and presses Undo. Every player then reads "The GM undid 1
// step(s): back to count 1." about a step they never saw, and the due player gets their action menu whispered again
// (Redo does the same). Players learn that something hidden happened at this count (README, Integrity: "Hidden stays
// hidden"), and the due player is shown a second, identical menu for no visible reason. An undo or redo whose steps
// concern only tokens hidden from the players should be told to the GM alone.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('undo and redo of a step only the GM saw', () => {
  it('players hear nothing of it', () => {
    const t = aTable();
    t.sb.setProps(t.tokens.zombie, { layer: 'gmlayer' });
    t.say(t.gm, '!rondel start', Object.values(t.tokens));
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.zombie]);
    t.say(t.gm, '!rondel undo');
    t.say(t.gm, '!rondel redo');
    const heard = (player: typeof t.pat) =>
      t.sb.recorder
        .since(mark)
        .chat.filter((m) => m.type !== 'whisper' || m.targets.includes(player.id))
        .map((m) => plain(m.content));
    // the GM was told each step ...
    expect(t.sb.recorder.since(mark).chat.filter((m) => m.targets.includes(t.gm.id)).length).toBeGreaterThan(0);
    // ... and the players were told nothing: the step, its undo and its redo were all about the hidden Zombie
    expect(heard(t.sam)).toEqual([]);
    expect(heard(t.pat)).toEqual([]);
  });
});
