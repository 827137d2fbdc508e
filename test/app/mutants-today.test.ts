// Guarantees of the damage ledger, `apply` and the housekeeping of gone tokens that the mutation run found untested
// (docs/rules.md §10, §13–15, rulings 89, 95, 98, 99, 100, 103). Each test names the rule a GM or the stored data relies on.
import { describe, expect, it } from 'vitest';
import { offerDamage } from '../../src/app/commands/apply';
import { sealOutsideUndo, validDamage, withDamage, type AppliedDamage, type RollLedger } from '../../src/app/damage';
import { characterDeleted, departGone, orphanedWords, tokensRenamed } from '../../src/app/housekeeping';
import type { Fight } from '../../src/app/model';
import type { Outcome } from '../../src/app/outcome';
import type { BodyReading } from '../../src/app/ports';
import type { ConditionKey } from '../../src/rules/core/conditions';
import type { FightStateBase } from '../../src/rules/core/rule-set';
import { aCombat } from '../support/builders';
import { aContext, aFight, aToken, aWorld, buttons, presentOf, refusalOf, said, say } from './fakes';

// ---------------------------------------------------------------------------------------------------------------
// damage.ts

describe('sealOutsideUndo: a fight that starts puts the damage applied before it out of undo’s reach (ruling 99)', () => {
  const a: AppliedDamage = { roll: '1', target: 'o', amount: 2, attribute: null, bar: { bar: 'bar1', before: 9, after: 7 } };
  const b: AppliedDamage = { ...a, roll: '2', bar: { bar: 'bar1', before: 7, after: 5 } };
  const ledger = (applied: AppliedDamage[]): RollLedger => ({ next: 3, pending: [], applied });

  it('every application made outside a fight is sealed, and kept to answer a second click of its Apply button', () => {
    const stored = { config: 'kept', rolls: ledger([{ ...a, sealed: true }, b]) };
    const sealed = sealOutsideUndo(stored);
    expect(sealed).toEqual({ config: 'kept', rolls: { next: 3, pending: [], applied: [{ ...a, sealed: true }, { ...b, sealed: true }] } });
    // the stored data the start read from is not changed under it
    expect(stored.rolls.applied[1]?.sealed).toBeUndefined();
  });

  it('with nothing applied since the last start (none at all, or all sealed already), the stored data is as it was', () => {
    const none = { rolls: ledger([]) };
    expect(sealOutsideUndo(none)).toBe(none);
    const noLedger = {};
    expect(sealOutsideUndo(noLedger)).toBe(noLedger);
    const done = { rolls: ledger([{ ...a, sealed: true }, { ...b, sealed: true }]) };
    expect(sealOutsideUndo(done)).toEqual(done);
  });
});

describe('validDamage accepts every bar a body can be linked to (stored data is checked when read)', () => {
  // a fight whose damage went to bar2 or bar3 must load, or its undo of that damage would be lost as unreadable
  const d = { roll: '3', target: 't1', amount: 4, attribute: { characterId: 'c', before: 10, after: 6 }, bar: { bar: 'bar1', before: 10, after: 6 } };
  it.each(['bar1', 'bar2', 'bar3'])('%s', (bar) => {
    expect(validDamage([{ ...d, bar: { ...d.bar, bar } }])).toBe(true);
  });

  it('an attribute with no character id is not the script’s: undo could not write it back', () => {
    expect(validDamage([{ ...d, attribute: { characterId: 7, before: 10, after: 6 } }])).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// commands/apply.ts

const LINKED: BodyReading = { characterId: 'cg', linkedBar: 'bar1', attribute: 20, bar: 20 };
const UNLINKED: BodyReading = { characterId: null, linkedBar: null, attribute: null, bar: 9 };
const EMPTY: BodyReading = { characterId: null, linkedBar: null, attribute: null, bar: null };

const world = () =>
  aWorld({
    tokens: [aToken({ id: 'g', name: 'Goblin', represents: 'cg' }), aToken({ id: 'o', name: 'Orc' }), aToken({ id: 'x', name: 'Bystander' }), aToken({ id: 'e', name: 'Empty' })],
    bodies: { g: LINKED, o: UNLINKED, x: UNLINKED, e: EMPTY },
  });

const LEDGER: RollLedger = {
  next: 6,
  pending: [
    { id: '2', target: 'g', amount: 25, applied: false },
    { id: '3', target: 'o', amount: 9, applied: false },
    { id: '4', target: 'o', amount: 8, applied: false },
    { id: '5', target: 'x', amount: 9, applied: false },
  ],
  applied: [],
};

const SERIAL = 7;
const fightOf = (conditions: ConditionKey[] = []): Fight => ({
  ...aFight(aCombat([{ id: 'g', name: 'Goblin', nextAt: 4, conditions }, { id: 'o', name: 'Orc', nextAt: 6 }])),
  serial: SERIAL,
});
const ctxWith = (extra: Parameters<typeof aContext>[0] = {}) => aContext({ world: world(), ...extra, stored: { rolls: LEDGER, ...extra.stored } });
const gmCard = (o: Outcome) => o.messages[0]!;

describe('damage that leaves a combatant at 0 body or below offers Unconscious and Out of the fight (ruling 103)', () => {
  it('exactly 0 on an unlinked token’s bar1: both buttons, carrying the fight and the attack (ruling 98)', () => {
    const outcome = say(ctxWith({ fight: fightOf() }), '!rondel apply --roll 3');
    expect(said([gmCard(outcome)])[0]?.text).toBe('Damage applied\nOrc takes 9 damage. Body 9 → 0 (bar1).\nOrc is down to 0 body: [Unconscious][Out of the fight]\n[Undo]');
    expect(buttons(gmCard(outcome).html)).toEqual([
      `!rondel condition --add unconscious --token o --roll 3 --fight ${SERIAL}`,
      `!rondel remove --token o --roll 3 --fight ${SERIAL}`,
      `!rondel undo --roll 3 --fight ${SERIAL}`,
    ]);
  });

  it('below 0 on a linked body: the buttons too; one already unconscious is offered only Out of the fight', () => {
    const awake = say(ctxWith({ fight: fightOf() }), '!rondel apply --roll 2');
    expect(buttons(gmCard(awake).html)).toEqual([
      `!rondel condition --add unconscious --token g --roll 2 --fight ${SERIAL}`,
      `!rondel remove --token g --roll 2 --fight ${SERIAL}`,
      `!rondel undo --roll 2 --fight ${SERIAL}`,
    ]);
    expect(said([gmCard(awake)])[0]?.text).toContain('Goblin is down to -5 body: ');
    const out = say(ctxWith({ fight: fightOf(['unconscious']) }), '!rondel apply --roll 2');
    expect(buttons(gmCard(out).html)).toEqual([`!rondel remove --token g --roll 2 --fight ${SERIAL}`, `!rondel undo --roll 2 --fight ${SERIAL}`]);
    expect(said([gmCard(out)])[0]?.text).toBe('Damage applied\nGoblin takes 25 damage. Body 20 → -5 (body_points and its bar).\nGoblin is down to -5 body: [Out of the fight]\n[Undo]');
  });

  it('none while the body stays above 0, outside a fight, or for a token that is not in the fight', () => {
    const above = say(ctxWith({ fight: fightOf() }), '!rondel apply --roll 4');
    expect(buttons(gmCard(above).html)).toEqual([`!rondel undo --roll 4 --fight ${SERIAL}`]);
    const noFight = say(ctxWith(), '!rondel apply --roll 3');
    expect(buttons(gmCard(noFight).html)).toEqual(['!rondel undo --roll 3 --fight 0']);
    const bystander = say(ctxWith({ fight: fightOf() }), '!rondel apply --roll 5');
    expect(buttons(gmCard(bystander).html)).toEqual([`!rondel undo --roll 5 --fight ${SERIAL}`]);
    expect(said([gmCard(bystander)])[0]?.text).toBe('Damage applied\nBystander takes 9 damage. Body 9 → 0 (bar1).\n[Undo]');
  });

  it('the buttons of an applied attack act while another attack is still open (only their own attack’s undo refuses them)', () => {
    const ctx = ctxWith({ fight: fightOf(), stored: { rolls: { ...LEDGER, pending: [{ id: '3', target: 'o', amount: 9, applied: true }, { id: '5', target: 'x', amount: 9, applied: false }] } } });
    const removed = say(ctx, `!rondel remove --token o --roll 3 --fight ${SERIAL}`);
    expect(presentOf(removed).combatants.map((c) => c.id)).toEqual(['g']);
  });
});

describe('a second click is refused even after the attack’s record gave way to newer ones (ruling 95)', () => {
  const p1: AppliedDamage = { roll: '1', target: 'o', amount: 2, attribute: null, bar: { bar: 'bar1', before: 9, after: 7 } };
  const p2: AppliedDamage = { ...p1, roll: '2' };
  const base = aCombat([{ id: 'o', name: 'Orc', nextAt: 6 }]);
  const ledger: RollLedger = { next: 6, pending: [{ id: '5', target: 'o', amount: 1, applied: false }], applied: [] };
  const withTimeline = (present: FightStateBase, past: FightStateBase[]): Fight => ({ ...aFight(base), timeline: { present, past, future: [] } });

  it('in a fight, an application made in a step before the present one (the present carrying a later one)', () => {
    const fight = withTimeline(withDamage(base, [p2]), [base, withDamage(base, [p1])]);
    expect(refusalOf(say(ctxWith({ fight, stored: { rolls: ledger } }), '!rondel apply --roll 1'))).toBe('Rondel\nThat damage is applied already.');
  });

  it('an attack never applied is too old, not applied, whatever else the fight or the ledger applied', () => {
    // attack 2 applied at the first step and carried on since; attack 1 never applied
    const fight = withTimeline(withDamage(base, [p2]), [base, withDamage(base, [p2])]);
    expect(refusalOf(say(ctxWith({ fight, stored: { rolls: ledger } }), '!rondel apply --roll 1'))).toContain('That attack is too old to apply here');
    const outside = ctxWith({ stored: { rolls: { ...ledger, applied: [p2] } } });
    expect(refusalOf(say(outside, '!rondel apply --roll 1'))).toContain('That attack is too old to apply here');
    expect(refusalOf(say(outside, '!rondel apply --roll 9'))).toBe('Rondel\nThere is no attack 9 to apply: nothing was applied.');
  });
});

describe('an id that is no attack’s never applies another attack’s damage, and the refusal says which it was (ruling 95)', () => {
  it.each(['03e0', '01x3', '003x'])('%s is no attack: nothing applied', (id) => {
    // ids are written as JavaScript writes a whole number; only leading zeros are the same attack
    const outcome = say(ctxWith(), `!rondel apply --roll ${id}`);
    expect(refusalOf(outcome)).toBe(`Rondel\nThere is no attack ${id} to apply: nothing was applied.`);
  });

  it.each(['+1', '1e0', '1.0'])('%s is not an old attack’s number: there never was such an attack', (id) => {
    expect(refusalOf(say(ctxWith(), `!rondel apply --roll ${id}`))).toBe(`Rondel\nThere is no attack ${id} to apply: nothing was applied.`);
  });

  it('an old attack with a number of several digits is too old, not unknown', () => {
    const ctx = ctxWith({ stored: { rolls: { ...LEDGER, next: 40 } } });
    expect(refusalOf(say(ctx, '!rondel apply --roll 10'))).toContain('That attack is too old to apply here');
  });

  it('a long id is quoted to its first 20 characters only (the GM’s chat is not flooded)', () => {
    const id = 'abcdefghijklmnopqrstuvwxyz0123';
    expect(refusalOf(say(ctxWith(), `!rondel apply --roll ${id}`))).toBe('Rondel\nThere is no attack abcdefghijklmnopqrst to apply: nothing was applied.');
  });
});

describe('automatic damage a body cannot take is told to the GM only, unarchived, and stays open (§10)', () => {
  it('the GM reads why; the attack stays pending for its command once the number is there', () => {
    const ctx = ctxWith({ config: { autoDamage: true } });
    const offered = offerDamage(ctx, ctx.stored, 'e', 'Empty', 4);
    expect(said(offered.outcome.messages)).toEqual([
      { to: 'gm', text: 'Damage not applied\nEmpty: its bar1 holds no number (link bar1 to body_points, or type its body points into bar1). Nothing was applied.' },
    ]);
    expect(offered.outcome.messages?.[0]?.noarchive).toBe(true);
    expect(offered.outcome.effects ?? []).toEqual([]);
    expect(offered.stored.rolls?.pending.at(-1)).toEqual({ id: '6', target: 'e', amount: 4, applied: false });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// housekeeping.ts

const past = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'old', name: 'Old', nextAt: 5 }, { id: 'b', name: 'Bo', nextAt: 6 }]);
const present = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'b', name: 'Bo', nextAt: 6 }, { id: 'c', name: 'Cy', nextAt: 8 }], { counter: 2 });
const future = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'fut', name: 'Fut', nextAt: 6 }], { counter: 3 });
const fight: Fight = { ...aFight(present), timeline: { present, past: [past], future: [future] } };
const ALL = ['a', 'b', 'c', 'old', 'fut'];
/** The table: these tokens, those in `orphans` with their character deleted (no event told the script). */
const table = (ids: string[], orphans: string[] = []) => {
  const w = aWorld({ tokens: ids.map((id) => aToken({ id, represents: id === 'old' ? 'char-old' : `char-${id}` })) });
  return { ...w, orphaned: (id: string) => orphans.includes(id) };
};
const ids = (s: FightStateBase | undefined) => s?.combatants.map((c) => c.id);
const gone = (names: string[]) => `Gone: ${names.join(', ')}.`;

describe('a token whose character was deleted unseen leaves the fight and its history, as at a deletion by hand', () => {
  it('one in the present: it leaves, the GM is told it is the character that went, and no step of the history keeps it', () => {
    const outcome = departGone(aContext({ world: table(ALL, ['c']), fight }), true, gone) as Outcome;
    expect(ids(presentOf(outcome))).toEqual(['a', 'b']);
    expect(outcome.stored?.fight?.timeline.past.map(ids)).toEqual([['a', 'old', 'b']]);
    // the token is still on the map, seen by the players: the leaving is the table's; the reason is the GM's
    expect(said(outcome.messages)).toEqual([
      { to: 'all', text: 'Rondel count 2\nCy leaves the fight.' },
      { to: 'gm', text: `Rondel\n${orphanedWords(['Cy'])}` },
    ]);
    expect(outcome.messages.at(-1)?.noarchive).toBe(true);
  });

  it('one gone and one orphaned at once: both leave, and the GM reads each line', () => {
    const outcome = departGone(aContext({ world: table(['a', 'c', 'old', 'fut'], ['c']), fight }), false, gone) as Outcome;
    expect(ids(presentOf(outcome))).toEqual(['a']);
    expect(said(outcome.messages).at(-1)).toEqual({ to: 'gm', text: `Rondel\nGone: Bo.\n${orphanedWords(['Cy'])}` });
  });

  it('one only in the history is forgotten there, quietly: nobody is told, the present is untouched', () => {
    const outcome = departGone(aContext({ world: table(ALL, ['old']), fight }), true, gone) as Outcome;
    expect(outcome.messages).toEqual([]);
    expect(presentOf(outcome)).toBe(present);
    expect(outcome.stored?.fight?.timeline.past.map(ids)).toEqual([['a', 'b']]);
  });

  it('the words: one token or several', () => {
    expect(orphanedWords(['Cy'])).toBe('Their character was deleted, so they left the fight (the token is still on the map): Cy. Link it to a sheet, or clear Represents, to add it again.');
    expect(orphanedWords(['Bo', 'Cy'])).toBe('Their character was deleted, so they left the fight (the tokens are still on the map): Bo, Cy. Link them to a sheet, or clear Represents, to add them again.');
  });
});

describe('a character deleted whose tokens are only in the undo history', () => {
  it('they are forgotten there, quietly: an undo must not bring back a combatant with no character (ruling 100)', () => {
    const outcome = characterDeleted(aContext({ world: table(ALL), fight }), 'char-old') as Outcome;
    expect(outcome.messages).toEqual([]);
    expect(presentOf(outcome)).toBe(present);
    expect(outcome.stored?.fight?.timeline.past.map(ids)).toEqual([['a', 'b']]);
  });
});

describe('tokens renamed at the table (§14, ruling 89)', () => {
  it('the new name goes into every step of the history, quietly', () => {
    const outcome = tokensRenamed(aContext({ fight }), (id) => (id === 'a' ? 'Anna' : undefined)) as Outcome;
    expect(outcome.messages).toEqual([]);
    const t = outcome.stored?.fight?.timeline;
    expect([t?.present, ...(t?.past ?? []), ...(t?.future ?? [])].map((s) => s?.combatants.find((c) => c.id === 'a')?.name)).toEqual(['Anna', 'Anna', 'Anna']);
  });

  it('with no fight there is nothing to rename', () => {
    expect(tokensRenamed(aContext(), () => 'Anna')).toBeNull();
  });
});
