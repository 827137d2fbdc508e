// The undo card's limit note ("undo reaches back N steps at most") beside steps that touched only tokens hidden from
// the players (src/app/commands/travel.ts `travel`; docs/rules.md §10 undo, §15 what concerns only hidden tokens is the
// GM's alone; review 13h). The players are counted the steps they saw; the note says how far undo went, so beside a
// smaller count it would give away the hidden steps: it is then the GM's, in the count of every step. A card only the
// GM reads (the table set to announce to the GM) counts every step and keeps the note.
import { describe, expect, it } from 'vitest';
import type { Fight } from '../../src/app/model';
import { HISTORY_LIMIT } from '../../src/rules/core/history';
import type { CombatState } from '../../src/rules/rondel/state';
import { aCombat } from '../support/builders';
import { aContext, aFight, aToken, aWorld, presentOf, said, say } from '../app/fakes';

const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'o', name: 'Orc', layer: 'gmlayer' })] });

/** Ana (seen) and the Orc (on the GM layer) at count 1; the Orc blind or not, Ana prone or not. */
const at = (orcBlind: boolean, anaProne = false): CombatState =>
  aCombat(
    [
      { id: 'a', name: 'Ana', nextAt: 4, conditions: anaProne ? ['prone'] : [] },
      { id: 'o', name: 'Orc', nextAt: 6, conditions: orcBlind ? ['blind'] : [] },
    ],
    { counter: 1 },
  );

/**
 * A full history (HISTORY_LIMIT steps back): the GM toggled the hidden Orc's Blind step after step (steps the players
 * never see), then knocked Ana prone (the one step they saw), as in review 13h.
 */
function fullOfHiddenSteps(): { fight: Fight; oldest: CombatState } {
  const past = Array.from({ length: HISTORY_LIMIT }, (_, i) => at(i % 2 === 1));
  const present = at(true, true);
  const oldest = past[0] as CombatState;
  return { fight: { ...aFight(present), timeline: { present, past, future: [] } }, oldest };
}

const NOTE = `undo reaches back ${HISTORY_LIMIT} steps at most`;

describe('the undo limit note beside hidden steps (docs/rules.md §10, §15)', () => {
  it('the players are told of the one step they saw, with no note; the GM hears every step and the note apart', () => {
    const { fight, oldest } = fullOfHiddenSteps();
    const out = say(aContext({ world, fight }), `!rondel undo ${HISTORY_LIMIT + 10}`);
    // the whole history was undone: it asked for more than undo reaches
    expect(presentOf(out)).toBe(oldest);
    const [table, gm, ...rest] = said(out.messages);
    expect(rest).toEqual([]);
    expect(table?.to).toBe('all');
    // one step seen (Ana prone): its count, and no word of how far the undo went
    expect(table?.text).toBe('Rondel\nThe GM undid 1 step: back to count 1.\nAna is no longer prone.');
    expect(gm?.to).toBe('gm');
    // kept out of the chat's archive, as every note for the GM alone (replies.ts withGmNote)
    expect(out.messages[1]?.noarchive).toBe(true);
    // the GM's notice: every step, the note, and how many the players were not told of (29: a number, not "the other")
    expect(gm?.text.split('\n')[1]).toBe(`Undid ${HISTORY_LIMIT} steps in all (${NOTE}): the players were told of 1; the other ${HISTORY_LIMIT - 1} touched only tokens they do not see.`);
  });

  it('a card only the GM reads (announce to the GM) counts every step, and keeps the note on its line', () => {
    const { fight } = fullOfHiddenSteps();
    const out = say(aContext({ world, fight, config: { announce: 'gm' } }), `!rondel undo ${HISTORY_LIMIT + 10}`);
    const messages = said(out.messages);
    // one card, the GM's: nothing said apart, since nothing on it is kept from its reader
    expect(messages.map((m) => m.to)).toEqual(['gm']);
    expect(messages[0]?.text.split('\n')[1]).toBe(`The GM undid ${HISTORY_LIMIT} steps: back to count 1 (${NOTE}).`);
  });

  it('every step undone seen by the players: the note is theirs too (nothing hidden to give away)', () => {
    const past = Array.from({ length: HISTORY_LIMIT }, (_, i) => ({ ...at(false), counter: i + 1 }));
    const present = { ...at(false), counter: HISTORY_LIMIT + 1 };
    const out = say(aContext({ world, fight: { ...aFight(present), timeline: { present, past, future: [] } } }), `!rondel undo ${HISTORY_LIMIT + 1}`);
    expect(said(out.messages)).toEqual([{ to: 'all', text: `Rondel\nThe GM undid ${HISTORY_LIMIT} steps: back to count 1 (${NOTE}).` }]);
  });
});

describe('a redo over hidden steps (docs/rules.md §10, §15)', () => {
  it('counts for the players the step they saw; the GM hears it was a redo of every step, one of them hidden', () => {
    // redo: the Orc's Blind (hidden), then Ana knocked prone (seen); future's end is the next step
    const present = at(false);
    const future = [at(true, true), at(true)];
    // a full history, and more asked than there is to redo: the limit is how far undo reaches, not said of a redo
    const past = Array.from({ length: HISTORY_LIMIT - future.length }, () => at(false));
    const out = say(aContext({ world, fight: { ...aFight(present), timeline: { present, past, future } } }), '!rondel redo 5');
    expect(presentOf(out)).toBe(future[0]);
    const messages = said(out.messages);
    expect(messages.map((m) => m.to)).toEqual(['all', 'gm']);
    expect(messages[0]?.text).toBe('Rondel\nThe GM redid 1 step: count 1.\nAna is prone again.');
    // "Redid", not "Undid"; one hidden step is "the other", with no number
    expect(messages[1]?.text.split('\n')[1]).toBe('Redid 2 steps in all: the players were told of 1; the other touched only tokens they do not see.');
  });
});
