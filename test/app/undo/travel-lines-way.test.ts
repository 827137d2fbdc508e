// What undo and redo say (src/app/travel-lines.ts, docs/rules.md §15), at the level of the lines: spells being cast,
// held words (their text the GM's alone, ruling 27), and the turns' actions of the states an undo or redo of several
// steps passes through (10-second rounds).
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../src/app/context';
import { travelLines } from '../../../src/app/travel-lines';
import type { FightStateBase } from '../../../src/rules/core/rule-set';
import type { RoundsState } from '../../../src/rules/rounds/state';
import { aCombat } from '../../support/builders';
import { aRoundsFight } from '../../support/rounds';
import { aCombatant as aSecondsCombatant, aFight as aSecondsFight } from '../../rules/seconds/fixtures';

const nobody = (): boolean => false;
const hagHidden = (id: string): boolean => id === 'h';

describe('spells being cast', () => {
  const rondel = rulesOf('rondel');
  const base = aCombat([{ id: 'a', name: 'Ana', nextAt: 6 }, { id: 'h', name: 'Hag', nextAt: 8 }], { counter: 4 });
  const casting = { ...base, spells: [{ casterId: 'a', casterName: 'Ana', castAt: 4, resolvesAt: 9, note: 'Fireball' }] };

  it('taken back, and cast again with when it takes effect', () => {
    expect(travelLines(rondel, casting, base, nobody)).toEqual({ seen: ['Ana’s spell “Fireball” is no longer being cast.'], hidden: [], public: true });
    expect(travelLines(rondel, base, casting, nobody).seen).toEqual(['Ana’s spell “Fireball” is being cast again: it takes effect at count 9.']);
  });

  it('a spell with no note is named by its caster; a caster gone from both states by the name it was cast under', () => {
    const plain = { ...base, spells: [{ casterId: 'a', casterName: 'Ana', castAt: 4, resolvesAt: 9, note: '' }] };
    expect(travelLines(rondel, plain, base, nobody).seen).toEqual(['Ana’s spell is no longer being cast.']);
    const ghost = { ...base, spells: [{ casterId: 'z', casterName: 'Zed', castAt: 4, resolvesAt: 9, note: '' }] };
    expect(travelLines(rondel, ghost, base, nobody).seen).toEqual(['Zed’s spell is no longer being cast.']);
  });

  it('a spell in both states is no change; a caster renamed since is named as it is now', () => {
    expect(travelLines(rondel, casting, casting, nobody)).toEqual({ seen: [], hidden: [], public: false });
    const renamed = { ...base, combatants: base.combatants.map((c) => (c.id === 'a' ? { ...c, name: 'Anabel' } : c)) };
    expect(travelLines(rondel, casting, renamed, nobody).seen).toContain('Anabel’s spell “Fireball” is no longer being cast.');
  });

  it('a redo past the count it takes effect at says it takes effect again; a redo before it, or an undo, that it is no longer cast', () => {
    const redo = { passed: [], undo: false };
    const undo = { passed: [], undo: true };
    const resolved = { ...base, counter: 9 };
    expect(travelLines(rondel, casting, resolved, nobody, redo).seen).toEqual(['Ana’s spell “Fireball” takes effect again at count 9.']);
    // its caster gone before the count: the casting ended, it took no effect
    const before = { ...base, counter: 8 };
    expect(travelLines(rondel, casting, before, nobody, redo).seen).toEqual(['Ana’s spell “Fireball” is no longer being cast.']);
    expect(travelLines(rondel, casting, resolved, nobody, undo).seen).toEqual(['Ana’s spell “Fireball” is no longer being cast.']);
  });

  it('a hidden caster’s spell is the GM’s line, and tells the players nothing', () => {
    const hag = { ...base, spells: [{ casterId: 'h', casterName: 'Hag', castAt: 4, resolvesAt: 9, note: 'Curse' }] };
    expect(travelLines(rondel, hag, base, hagHidden)).toEqual({ seen: [], hidden: ['Hag’s spell “Curse” is no longer being cast.'], public: false });
  });
});

describe('held words (20-second rounds)', () => {
  const seconds = rulesOf('seconds');
  const quiet = aSecondsFight([aSecondsCombatant('a', { name: 'Ana' }), aSecondsCombatant('h', { name: 'Hag' })]) as FightStateBase;
  const words = (id: string, name: string, text: string): FightStateBase => ({ ...quiet, speech: [{ id, name, text, count: 3 }] }) as FightStateBase;

  it('the table hears that they were taken back or held again; the GM alone what they were', () => {
    expect(travelLines(seconds, words('a', 'Ana', 'Flank left'), quiet, nobody)).toEqual({ seen: ['Ana’s words are taken back.'], hidden: ['Ana’s words “Flank left” are taken back.'], public: true });
    expect(travelLines(seconds, quiet, words('a', 'Ana', 'Flank left'), nobody)).toEqual({ seen: ['Ana’s words are held again.'], hidden: ['Ana’s words “Flank left” are held again.'], public: true });
  });

  it('a redo past the round’s end says them again; an undo takes them back', () => {
    expect(travelLines(seconds, words('a', 'Ana', 'Flank left'), quiet, nobody, { passed: [], undo: false })).toEqual({
      seen: ['Ana’s words are said again at the round’s end.'],
      hidden: ['Ana’s words “Flank left” are said again at the round’s end.'],
      public: true,
    });
    expect(travelLines(seconds, words('a', 'Ana', 'Flank left'), quiet, nobody, { passed: [], undo: true }).seen).toEqual(['Ana’s words are taken back.']);
  });

  it('back across a round’s end: who had acted and who now acts at a second, and the terrain, are said', () => {
    const round2 = aSecondsFight([aSecondsCombatant('a', { name: 'Ana', second: null }), aSecondsCombatant('b', { name: 'Bo', second: 13 })], { round: 2, second: 17, terrain: 'forest' }) as FightStateBase;
    const round1 = aSecondsFight([aSecondsCombatant('a', { name: 'Ana', second: 9 }), aSecondsCombatant('b', { name: 'Bo', second: null })], { round: 1, second: 5, terrain: 'road' }) as FightStateBase;
    expect(travelLines(seconds, round2, round1, nobody).seen).toEqual(['Ana: second 9 (had acted).', 'Bo: has acted (was second 13).', 'Terrain: road (was forest).']);
    // within a round, as before
    const later = aSecondsFight([aSecondsCombatant('a', { name: 'Ana', second: null }), aSecondsCombatant('b', { name: 'Bo', second: null })], { round: 1, second: 12, terrain: 'road' }) as FightStateBase;
    expect(travelLines(seconds, later, round1, nobody).seen).toEqual(['Ana: second 9 (was done this round).']);
    // a hidden combatant's line is the GM's; the terrain is everyone's
    const hag = travelLines(seconds, round2, round1, (id) => id === 'b');
    expect(hag.hidden).toEqual(['Bo: has acted (was second 13).']);
    expect(hag.seen).toContain('Terrain: road (was forest).');
  });

  it('words held at both ends are no change', () => {
    expect(travelLines(seconds, words('a', 'Ana', 'Flank left'), words('a', 'Ana', 'Flank left'), nobody)).toEqual({ seen: [], hidden: [], public: false });
  });

  it('a hidden speaker’s words are the GM’s alone, and no news for the table', () => {
    expect(travelLines(seconds, words('h', 'Hag', 'Boo'), quiet, hagHidden)).toEqual({ seen: [], hidden: ['Hag’s words “Boo” are taken back.'], public: false });
  });
});

describe('the turns’ actions an undo or redo of several steps passes through (10-second rounds)', () => {
  const rounds = rulesOf('rounds');
  const aldricActs = (action: 'combat' | 'defense' | null): RoundsState => aRoundsFight([{ id: 'a', name: 'Aldric', initiative: 11 }, { id: 'l', name: 'Lira', initiative: 4 }], { turn: { id: 'a', action } });
  const liraDue: RoundsState = aRoundsFight([{ id: 'a', name: 'Aldric', initiative: 11, doneRound: 1 }, { id: 'l', name: 'Lira', initiative: 4 }], { turn: { id: 'l', action: null } });

  it('undo 2 over an action and the end of its turn: the action is taken back', () => {
    const lines = travelLines(rounds, liraDue, aldricActs(null), nobody, { passed: [aldricActs('combat')], undo: true });
    expect(lines.seen).toContain('Aldric: Combat, this turn’s action, is taken back.');
    // without the states passed, nothing names it
    expect(travelLines(rounds, liraDue, aldricActs(null), nobody).seen).not.toContain('Aldric: Combat, this turn’s action, is taken back.');
  });

  it('an undo over turns of earlier rounds names each by its round, as a redo does; this turn is the one it lands in', () => {
    const inRound = (round: number, action: 'combat' | null): RoundsState =>
      aRoundsFight([{ id: 'a', name: 'Aldric', initiative: 11 }, { id: 'l', name: 'Lira', initiative: 4 }], { round, turn: { id: 'a', action } });
    // from Lira due in round 2, back over Aldric's Combat of round 2, to Aldric's turn of round 1 with its Combat taken
    const from = aRoundsFight([{ id: 'a', name: 'Aldric', initiative: 11, doneRound: 2 }, { id: 'l', name: 'Lira', initiative: 4 }], { round: 2, turn: { id: 'l', action: null } });
    const lines = travelLines(rounds, from, inRound(1, 'combat'), nobody, { passed: [inRound(2, 'combat'), inRound(2, null)], undo: true });
    expect(lines.seen).toContain('Aldric: Combat is taken back (its turn in round 2).');
    expect(lines.seen).toContain('Aldric: Combat is this turn’s action again.');
    expect(lines.seen).not.toContain('Aldric: Combat, this turn’s action, is taken back.');
    // from Aldric's own turn of round 2, his action taken, back into his turn of round 1: that one is this turn, the
    // round-2 one is named by its round
    const own = travelLines(rounds, inRound(2, 'combat'), inRound(1, 'combat'), nobody, { passed: [], undo: true });
    expect(own.seen).toContain('Aldric: Combat is taken back (its turn in round 2).');
    expect(own.seen).not.toContain('Aldric: Combat, this turn’s action, is taken back.');
  });

  it('redo 2 over them: the action is taken again', () => {
    const lines = travelLines(rounds, aldricActs(null), liraDue, nobody, { passed: [aldricActs('defense')], undo: false });
    // its turn is over again (Lira is due): the line says which turn it was taken in
    expect(lines.seen).toContain('Aldric: Stand in defense is taken again (its turn in round 1).');
    expect(lines.seen).not.toContain('Aldric: Stand in defense, this turn’s action, is taken back.');
  });

  it('one step within a turn, either way', () => {
    expect(travelLines(rounds, aldricActs('combat'), aldricActs(null), nobody).seen).toEqual(['Aldric: Combat, this turn’s action, is taken back.']);
    expect(travelLines(rounds, aldricActs(null), aldricActs('combat'), nobody).seen).toEqual(['Aldric: Combat is this turn’s action again.']);
    // the same action at both ends is no change
    expect(travelLines(rounds, aldricActs('combat'), aldricActs('combat'), nobody).seen).toEqual([]);
  });

  it('a hidden combatant’s action is the GM’s line', () => {
    const hidden = (id: string): boolean => id === 'a';
    const lines = travelLines(rounds, aldricActs('combat'), aldricActs(null), hidden);
    expect(lines.seen).toEqual([]);
    expect(lines.hidden).toEqual(['Aldric: Combat, this turn’s action, is taken back.']);
  });
});

describe('the statuses a token shows, back or gone', () => {
  const rounds = rulesOf('rounds');
  const rondel = rulesOf('rondel');
  // round 2: Lira is due; Aldric stood in defense on his turn of round 1 (until his next turn), or no longer does
  const inDefense = (status: boolean): RoundsState =>
    aRoundsFight(
      [
        { id: 'a', name: 'Aldric', initiative: 3, doneRound: 1, defenseRound: 1, status: status ? { kind: 'defense', since: 1 } : null },
        { id: 'l', name: 'Lira', initiative: 4 },
      ],
      { round: 2, turn: { id: 'l', action: null } },
    );

  it('an undo that brings a stand in defense back says so, and a redo that ends it again', () => {
    expect(travelLines(rounds, inDefense(false), inDefense(true), nobody).seen).toEqual(['Aldric stands in defense again, until its next turn.']);
    expect(travelLines(rounds, inDefense(true), inDefense(false), nobody, { passed: [], undo: false }).seen).toEqual(['Aldric no longer stands in defense.']);
  });

  it('a hidden combatant’s status is the GM’s line alone', () => {
    const lines = travelLines(rounds, inDefense(false), inDefense(true), (id) => id === 'a');
    expect(lines.seen).toEqual([]);
    expect(lines.hidden).toEqual(['Aldric stands in defense again, until its next turn.']);
  });

  it('a turn’s action taken back says it alone: its status is part of it', () => {
    const acts = (action: 'defense' | null): RoundsState =>
      aRoundsFight([{ id: 'a', name: 'Aldric', initiative: 11, status: action ? { kind: 'defense', since: 1 } : null, defenseRound: action ? 1 : 0 }, { id: 'l', name: 'Lira', initiative: 4 }], { turn: { id: 'a', action } });
    expect(travelLines(rounds, acts('defense'), acts(null), nobody).seen).toEqual(['Aldric: Stand in defense, this turn’s action, is taken back.']);
  });

  it('in the rondel: the flex marker and Full Guard, back and gone', () => {
    const plain = aCombat([{ id: 'a', name: 'Ana', nextAt: 9 }], { counter: 4 });
    const marked = aCombat([{ id: 'a', name: 'Ana', nextAt: 9, markers: [{ kind: 'flex', from: 3, until: 11 }, { kind: 'guard', from: 2, until: 14 }] }], { counter: 4 });
    expect(travelLines(rondel, plain, marked, nobody).seen).toEqual(['Ana has the flex marker again: no reaction until it goes.', 'Ana is on Full Guard again.']);
    expect(travelLines(rondel, marked, plain, nobody).seen).toEqual(['Ana can react again: the flex marker is off.', 'Ana is no longer on Full Guard.']);
    // a countdown that moved on is no status back or gone
    const later = aCombat([{ id: 'a', name: 'Ana', nextAt: 9, markers: [{ kind: 'flex', from: 3, until: 11 }, { kind: 'guard', from: 2, until: 14 }] }], { counter: 5 });
    expect(travelLines(rondel, later, marked, nobody).seen).toEqual([]);
  });
});

describe('statuses the clock gives, of a combatant that did not change', () => {
  const rondel = rulesOf('rondel');
  const rounds = rulesOf('rounds');

  it('Full Guard back after an undo across its end: the same combatant, an earlier count', () => {
    const past = aCombat([{ id: 'a', name: 'Ana', nextAt: 30, markers: [{ kind: 'guard', from: 2, until: 14 }] }, { id: 'b', name: 'Bo', nextAt: 15 }], { counter: 15 });
    const before = { ...past, counter: 13 };
    expect(travelLines(rondel, past, before, nobody).seen).toContain('Ana is on Full Guard again.');
  });

  it('a reaction used this round, back after an undo into that round (10-second rounds)', () => {
    const lira = { id: 'l', name: 'Lira', initiative: 4, reactedRound: 1 };
    const round2 = aRoundsFight([{ id: 'a', name: 'Aldric', initiative: 11 }, lira], { round: 2, turn: { id: 'a', action: null } });
    const round1 = { ...round2, round: 1 };
    expect(travelLines(rounds, round2, round1, nobody).seen).toContain('Lira’s reaction this round is used again.');
  });

  it('a turn’s action taken back says its own status only: another status of the same combatant is still said', () => {
    const acts = (action: 'defense' | null, reacted: number): RoundsState =>
      aRoundsFight([{ id: 'a', name: 'Aldric', initiative: 11, reactedRound: reacted, status: action ? { kind: 'defense', since: 1 } : null, defenseRound: action ? 1 : 0 }, { id: 'l', name: 'Lira', initiative: 4 }], { turn: { id: 'a', action } });
    const lines = travelLines(rounds, acts('defense', 0), acts(null, 1), nobody).seen;
    expect(lines).toContain('Aldric: Stand in defense, this turn’s action, is taken back.');
    expect(lines).toContain('Aldric’s reaction this round is used again.');
    expect(lines).not.toContain('Aldric no longer stands in defense.');
  });
});

describe('many statuses at once', () => {
  const rondel = rulesOf('rondel');
  const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo', 'Ned'];
  const flexed = (on: boolean) =>
    aCombat(
      names.map((n, i) => ({ id: `c${i}`, name: n, nextAt: 30, markers: on ? [{ kind: 'flex' as const, from: 4, until: 12 }] : [] })),
      { counter: 8, spells: [] },
    );

  it('of one kind are one line, and the other lines still come first', () => {
    const casting = { ...flexed(true), spells: [{ casterId: 'c0', casterName: 'Ana', castAt: 8, resolvesAt: 11, note: 'Fireball' }] };
    const lines = travelLines(rondel, flexed(false), casting, nobody).seen;
    expect(lines[0]).toBe('Ana’s spell “Fireball” is being cast again: it takes effect at count 11.');
    expect(lines).toContain('The flex marker again (no reaction until it goes): Ana, Bo, Cy, Di, Ed, Fay, Gus and 7 more.');
    expect(lines).toHaveLength(2);
  });

  it('two of a kind keep their own lines', () => {
    const two = aCombat([{ id: 'a', name: 'Ana', nextAt: 30 }, { id: 'b', name: 'Bo', nextAt: 30 }], { counter: 8 });
    const back = aCombat([{ id: 'a', name: 'Ana', nextAt: 30, markers: [{ kind: 'flex', from: 4, until: 12 }] }, { id: 'b', name: 'Bo', nextAt: 30, markers: [{ kind: 'flex', from: 4, until: 12 }] }], { counter: 8 });
    expect(travelLines(rondel, two, back, nobody).seen).toEqual(['Ana has the flex marker again: no reaction until it goes.', 'Bo has the flex marker again: no reaction until it goes.']);
  });

  it('a card holds 12 lines at most, the last counting the rest', () => {
    const many = aCombat(names.map((n, i) => ({ id: `c${i}`, name: n, nextAt: 30, conditions: [] })), { counter: 8 });
    const prone = aCombat(names.map((n, i) => ({ id: `c${i}`, name: n, nextAt: 30, conditions: ['prone' as const] })), { counter: 8 });
    const lines = travelLines(rondel, many, prone, nobody).seen;
    expect(lines).toHaveLength(12);
    expect(lines[11]).toBe('…and 3 more changes.');
  });
});
