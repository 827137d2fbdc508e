// Undo and redo at the edges the mutation run found untested (docs/rules.md §10, rulings 98, 99): what the table hears
// of damage applied again, a body typed by hand outside a fight, undo after a fight has ended, a damage card's Undo, and
// the undo history's limit.
import { describe, expect, it } from 'vitest';
import { withDamage, type AppliedDamage, type RollLedger } from '../../../src/app/damage';
import type { Fight } from '../../../src/app/model';
import type { BodyReading } from '../../../src/app/ports';
import { HISTORY_LIMIT } from '../../../src/rules/core/history';
import { aCombat } from '../../support/builders';
import { aContext, aFight, aToken, aWorld, presentOf, refusalOf, said, say } from '../fakes';

const LINKED: BodyReading = { characterId: 'cg', linkedBar: 'bar1', attribute: 12, bar: 12 };
const UNLINKED: BodyReading = { characterId: null, linkedBar: null, attribute: null, bar: 5 };
const world = (bodies: Record<string, BodyReading> = { g: LINKED, o: UNLINKED }, hiddenOrc = false) =>
  aWorld({
    tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' }), aToken({ id: 'o', name: 'Orc', ...(hiddenOrc ? { layer: 'gmlayer' } : {}) })],
    bodies,
  });
const s1 = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'b', name: 'Bo', nextAt: 6 }], { counter: 1 });
const s2 = { ...s1, counter: 3 };
const s3 = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'b', name: 'Bo', nextAt: 6 }], { counter: 4 });
const goblin: AppliedDamage = { roll: '2', target: 'g', amount: 8, attribute: { characterId: 'cg', before: 20, after: 12 }, bar: { bar: 'bar1', before: 20, after: 12 } };
const orc: AppliedDamage = { roll: '3', target: 'o', amount: 4, attribute: null, bar: { bar: 'bar1', before: 9, after: 5 } };
const ledger = (applied: boolean, kept: readonly AppliedDamage[] = []): RollLedger => ({
  next: 4,
  pending: [
    { id: '2', target: 'g', amount: 8, applied },
    { id: '3', target: 'o', amount: 4, applied },
  ],
  applied: kept,
});

describe('redo of damage the table was told of', () => {
  it('the table hears the damage applied again, not taken back; a hidden target’s stays the GM’s', () => {
    const hurt = withDamage(s3, [orc]);
    const f: Fight = { ...aFight(s2), timeline: { present: s2, past: [s1], future: [hurt] } };
    const seen = say(aContext({ world: world({ g: LINKED, o: { ...UNLINKED, bar: 9 } }), fight: f, stored: { rolls: ledger(false) } }), '!rondel redo');
    expect(said(seen.messages)[0]).toEqual({ to: 'all', text: 'Rondel\nThe GM redid 1 step: count 4.\nNow: Ana’s turn.\nOrc takes 4 damage again.' });
    const hidden = say(aContext({ world: world({ g: LINKED, o: { ...UNLINKED, bar: 9 } }, true), fight: f, stored: { rolls: ledger(false) } }), '!rondel redo');
    expect(said(hidden.messages)).toEqual([
      { to: 'all', text: 'Rondel\nThe GM redid 1 step: count 4.\nNow: Ana’s turn.' },
      { to: 'gm', text: 'Rondel: damage\nOrc: 4 damage applied again. Body 9 → 5 (bar1).' },
    ]);
  });

  it('an undo of two steps, the older with damage to a hidden token, counts for the players only the step they saw', () => {
    // the damage's step changed nothing else: only the hidden orc's body
    const hurt = withDamage(s1, [orc]);
    const later = { ...hurt, counter: 4 };
    const f: Fight = { ...aFight(later), timeline: { present: later, past: [s1, hurt], future: [] } };
    const outcome = say(aContext({ world: world({ g: LINKED, o: UNLINKED }, true), fight: f, stored: { rolls: ledger(true) } }), '!rondel undo 2');
    expect(presentOf(outcome)).toBe(s1);
    // the step to count 4 was seen; the damage to the hidden orc was not
    expect(said(outcome.messages).map((m) => m.to)).toEqual(['all', 'gm', 'gm']);
    expect(said(outcome.messages)[2]?.text).toBe('Rondel: damage\nOrc: 4 damage taken back. Body 5 → 9 (bar1).');
    expect(said(outcome.messages)[0]?.text).toBe('Rondel\nThe GM undid 1 step: back to count 1.');
    expect(said(outcome.messages)[1]?.text).toBe('Rondel: for the GM\nUndid 2 steps in all: the players were told of 1; the other touched only tokens they do not see.');
  });
});

describe('undo without a fight', () => {
  it('takes the damage back from a body typed by hand since, keeping what was typed', () => {
    const outcome = say(aContext({ world: world({ g: LINKED, o: { ...UNLINKED, bar: 7 } }), stored: { rolls: ledger(true, [orc]) } }), '!rondel undo');
    expect(outcome.effects).toEqual([{ kind: 'bar', tokenId: 'o', bar: 'bar1', value: 11 }]);
    expect(said(outcome.messages)).toEqual([{ to: 'gm', text: 'Rondel\nOrc: 4 damage taken back. Body 7 → 11 (bar1).' }]);
  });

  it('after a fight has ended, with nothing applied since, says the fight cannot be brought back (ruling 99)', () => {
    const none = say(aContext({ world: world(), stored: { fights: 1, rolls: ledger(false) } }), '!rondel undo');
    expect(refusalOf(none)).toBe('Rondel\nNo fight is running, and no damage was applied since the last fight started: nothing was undone. A fight that has ended cannot be brought back.');
    expect(none.effects).toBeUndefined();
    const sealed = say(aContext({ world: world(), stored: { fights: 1, rolls: ledger(true, [{ ...orc, sealed: true }]) } }), '!rondel undo');
    expect(refusalOf(sealed)).toBe(
      'Rondel\nNo fight is running, and no damage was applied since the last fight started: nothing was undone. A fight that has ended cannot be brought back, and damage applied before it is yours to change on the bar.',
    );
    expect(sealed.effects).toBeUndefined();
  });
});

describe('a damage card’s Undo takes back that damage only', () => {
  const STALE = 'Rondel\nThat Undo was for damage the fight has moved on from (another step came after it): nothing was done. Undo the steps since with !rondel undo N, or change the bar by hand.';

  it('in a fight: its step is the last one, it undoes that one step; another step came after it, refused', () => {
    const hurt = withDamage(s3, [goblin, orc]);
    const f: Fight = { ...aFight(hurt), timeline: { present: hurt, past: [s1, s2], future: [] } };
    const ok = say(aContext({ world: world(), fight: f, stored: { rolls: ledger(true) } }), '!rondel undo --roll 3');
    expect(presentOf(ok)).toBe(s2);
    expect(ok.stored?.rolls?.pending.map((p) => p.applied)).toEqual([false, false]);
    // a roll the last step did not apply
    const other = say(aContext({ world: world(), fight: f, stored: { rolls: ledger(true) } }), '!rondel undo --roll 1');
    expect(refusalOf(other)).toBe(STALE);
    expect(other.stored).toBeUndefined();
    // a turn after the damage: the button would undo the turn, not the damage
    const later = { ...hurt, counter: 5 };
    const moved: Fight = { ...aFight(later), timeline: { present: later, past: [s1, s2, hurt], future: [] } };
    expect(refusalOf(say(aContext({ world: world(), fight: moved, stored: { rolls: ledger(true) } }), '!rondel undo --roll 3'))).toBe(STALE);
    // a fight with no step before its present has no damage step to undo
    expect(refusalOf(say(aContext({ world: world(), fight: aFight(hurt), stored: { rolls: ledger(true) } }), '!rondel undo --roll 3'))).toBe(STALE);
  });

  it('without a fight: only the last damage applied outside one', () => {
    const stored = { rolls: ledger(true, [goblin, orc]) };
    expect(refusalOf(say(aContext({ world: world(), stored }), '!rondel undo --roll 2'))).toBe(STALE);
    expect(say(aContext({ world: world(), stored }), '!rondel undo --roll 3').effects).toEqual([{ kind: 'bar', tokenId: 'o', bar: 'bar1', value: 9 }]);
  });
});

describe('the undo history’s limit', () => {
  /** A fight whose history is full: HISTORY_LIMIT steps back, the count going up one a step. */
  const full = (): Fight => {
    // everyone's next count past the last step's counter, as in a fight (§2)
    const later = aCombat([{ id: 'a', name: 'Ana', nextAt: HISTORY_LIMIT + 4 }, { id: 'b', name: 'Bo', nextAt: HISTORY_LIMIT + 6 }], { counter: 1 });
    const past = Array.from({ length: HISTORY_LIMIT }, (_, i) => ({ ...later, counter: i + 1 }));
    const present = { ...later, counter: HISTORY_LIMIT + 1 };
    return { ...aFight(present), timeline: { present, past, future: [] } };
  };

  it('an undo past a full history says how far undo reaches', () => {
    const outcome = say(aContext({ world: world(), fight: full() }), `!rondel undo ${HISTORY_LIMIT + 5}`);
    expect(said(outcome.messages)[0]?.text).toBe(`Rondel\nThe GM undid ${HISTORY_LIMIT} steps: back to count 1 (undo reaches back ${HISTORY_LIMIT} steps at most).`);
    const atStart = after0(outcome);
    expect(refusalOf(say(aContext({ world: world(), fight: atStart }), '!rondel undo'))).toBe(`Rondel\nThere is nothing more to undo (undo reaches back ${HISTORY_LIMIT} steps at most).`);
  });

  it('an undo within reach, or of a history that is not full, says nothing of the limit', () => {
    expect(said(say(aContext({ world: world(), fight: full() }), '!rondel undo 2').messages)[0]?.text).toBe('Rondel\nThe GM undid 2 steps: back to count 29.');
    const short: Fight = { ...aFight(s2), timeline: { present: s2, past: [s1], future: [] } };
    expect(said(say(aContext({ world: world(), fight: short }), '!rondel undo 5').messages)[0]?.text).toBe('Rondel\nThe GM undid 1 step: back to count 1.');
    expect(refusalOf(say(aContext({ world: world(), fight: aFight(s1) }), '!rondel undo'))).toBe('Rondel\nThere is nothing to undo.');
  });
});

function after0(outcome: { stored?: { fight: Fight | null } | undefined }): Fight {
  const f = outcome.stored?.fight;
  if (!f) throw new Error('no fight');
  return f;
}

describe('a step of a history edited by hand that does not read as a fight (review 23)', () => {
  it.each(['undo', 'redo'] as const)('%s to it is refused, naming the problem, and the fight stays as it is', (direction) => {
    // the step: Bo's next count behind the counter, which no rondel fight has (§2)
    const broken = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'b', name: 'Bo', nextAt: 2 }], { counter: 3 });
    const f: Fight = { ...aFight(s2), timeline: direction === 'undo' ? { present: s3, past: [broken], future: [] } : { present: s2, past: [], future: [broken] } };
    const ctx = aContext({ world: world(), fight: f });
    const outcome = say(ctx, `!rondel ${direction}`);
    expect(refusalOf(outcome)).toMatch(new RegExp(`^Rondel\\nThat step of the fight’s history cannot be read \\(combatants\\[1\\]\\.nextAt .*\\), so nothing was ${direction}ne: the fight goes on from here\\.`));
    expect(outcome.stored).toBeUndefined();
  });

  it('a step that reads whole is reached as before', () => {
    const f: Fight = { ...aFight(s2), timeline: { present: s3, past: [s2], future: [] } };
    expect(presentOf(say(aContext({ world: world(), fight: f }), '!rondel undo'))).toEqual(s2);
  });
});
