// `apply` (docs/rules.md §10): the GM's button under an attack lowers the target's body once; in a fight the
// application is a step of the fight's history, outside one the roll ledger keeps it for `undo`.
import { describe, expect, it } from 'vitest';
import { damageMoved, offerDamage } from '../../../src/app/commands/apply';
import { APPLIED_LIMIT, damageOf, type AppliedDamage, type RollLedger } from '../../../src/app/damage';
import type { BodyReading } from '../../../src/app/ports';
import { after, aContext, aPlayer, aRondelFight, aToken, aWorld, buttons, presentOf, refusalOf, said, say } from '../fakes';

const sam = aPlayer('sam', 'Sam');
const LINKED: BodyReading = { characterId: 'cg', linkedBar: 'bar1', attribute: 20, bar: 20 };
const UNLINKED: BodyReading = { characterId: null, linkedBar: null, attribute: null, bar: 9 };

function world(bodies: Record<string, BodyReading> = { g: LINKED, o: UNLINKED, h: UNLINKED, e: { characterId: null, linkedBar: null, attribute: null, bar: null } }) {
  return aWorld({
    tokens: [aToken({ id: 'g', name: 'Goblin', represents: 'cg' }), aToken({ id: 'o', name: 'Orc' }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' }), aToken({ id: 'e', name: 'Empty' })],
    bodies,
  });
}

const LEDGER: RollLedger = {
  next: 5,
  pending: [
    { id: '2', target: 'g', amount: 8, applied: false },
    { id: '3', target: 'o', amount: 4, applied: false },
    { id: '4', target: 'h', amount: 3, applied: false },
  ],
  applied: [],
};

const ctxWith = (extra: Parameters<typeof aContext>[0] = {}) => aContext({ world: world(), ...extra, stored: { rolls: LEDGER, ...extra.stored } });

describe('the damage offered under an attack', () => {
  it('a body that can take it gets the Apply button; one with no number gets the reason and the command, and the attack stays pending', () => {
    const ctx = ctxWith({ stored: { rolls: { next: 5, pending: [], applied: [] } } });
    const ok = offerDamage(ctx, ctx.stored, 'o', 'Orc', 4);
    expect(said(ok.outcome.messages ?? [])).toEqual([{ to: 'gm', text: 'Damage\n[Apply 4 damage] to Orc' }]);
    expect(buttons((ok.outcome.messages ?? [])[0]!.html)).toEqual(['!rondel apply --roll 5']);
    const empty = offerDamage(ctx, ctx.stored, 'e', 'Empty', 4);
    expect(said(empty.outcome.messages ?? [])).toEqual([
      { to: 'gm', text: 'Damage\n4 damage to Empty not offered: its bar1 holds no number (link bar1 to body_points, or type its body points into bar1). Then: !rondel apply --roll 5' },
    ]);
    expect(buttons((empty.outcome.messages ?? [])[0]!.html)).toEqual([]);
    expect(empty.stored.rolls?.pending).toEqual([{ id: '5', target: 'e', amount: 4, applied: false }]);
    // once the number is there, the command applies it
    const filled = aContext({ world: world({ e: UNLINKED }), stored: empty.stored });
    expect(say(filled, '!rondel apply --roll 5').effects).toEqual([{ kind: 'bar', tokenId: 'e', bar: 'bar1', value: 5 }]);
    const gone = offerDamage(ctx, ctx.stored, 'x', 'Ghost', 2);
    expect(said(gone.outcome.messages ?? [])[0]?.text).toBe('Damage\n2 damage to Ghost not offered: it is no longer on the table. Then: !rondel apply --roll 5');
  });
});

describe('apply', () => {
  it('lowers a linked token’s body_points and its bar, marks the attack applied and keeps the application for undo', () => {
    const ctx = ctxWith();
    const outcome = say(ctx, '!rondel apply --roll 2');
    const plan: AppliedDamage = { roll: '2', target: 'g', amount: 8, attribute: { characterId: 'cg', before: 20, after: 12 }, bar: { bar: 'bar1', before: 20, after: 12 } };
    expect(outcome.effects).toEqual([
      { kind: 'attribute', characterId: 'cg', name: 'body_points', current: 12 },
      { kind: 'bar', tokenId: 'g', bar: 'bar1', value: 12 },
    ]);
    expect(outcome.stored?.rolls).toEqual({ ...LEDGER, pending: [{ ...LEDGER.pending[0], applied: true }, LEDGER.pending[1], LEDGER.pending[2]], applied: [plan] });
    expect(said(outcome.messages)).toEqual([
      { to: 'gm', text: 'Damage applied\nGoblin takes 8 damage. Body 20 → 12 (body_points and its bar).\n[Undo]' },
      { to: 'all', text: 'Rondel\nGoblin takes 8 damage.' },
    ]);
    // made while no fight ran: it undoes nothing of a fight started since (docs/rules.md rulings 98, 99)
    expect(buttons(outcome.messages[0]!.html)).toEqual(['!rondel undo --roll 2 --fight 0']);
    expect(outcome.messages[0]?.noarchive).toBe(true);
  });

  it('an attack’s number typed with leading zeros is the same attack', () => {
    const outcome = say(ctxWith(), '!rondel apply --roll 003');
    expect(outcome.effects).toEqual([{ kind: 'bar', tokenId: 'o', bar: 'bar1', value: 5 }]);
  });

  it('an unlinked token loses only bar1', () => {
    const outcome = say(ctxWith(), '!rondel apply --roll 3');
    expect(outcome.effects).toEqual([{ kind: 'bar', tokenId: 'o', bar: 'bar1', value: 5 }]);
    expect(said(outcome.messages)[0]?.text).toBe('Damage applied\nOrc takes 4 damage. Body 9 → 5 (bar1).\n[Undo]');
  });

  it('is applied once: the second click of the same button changes nothing', () => {
    const ctx = ctxWith();
    const first = say(ctx, '!rondel apply --roll 2');
    const second = say(after(ctx, first), '!rondel apply --roll 2');
    expect(second.effects ?? []).toEqual([]);
    expect(second.messages[0]?.to).toEqual({ player: 'gm' });
    expect(refusalOf(second)).toContain('That damage is applied already.');
  });

  it('is the GM’s alone', () => {
    const outcome = say(ctxWith(), '!rondel apply --roll 2', { as: sam });
    expect(outcome.stored).toBeUndefined();
    expect(outcome.effects ?? []).toEqual([]);
    expect(outcome.messages.map((m) => m.to)).toEqual([{ player: 'sam' }]);
  });

  it.each([
    ['!rondel apply', 'Say which attack: --roll N (the Apply button sends it).'],
    ['!rondel apply --roll', 'Say which attack: --roll N (the Apply button sends it).'],
    ['!rondel apply --roll 99', 'There is no attack 99 to apply: nothing was applied.'],
    ['!rondel apply --roll 5', 'There is no attack 5 to apply'],
    ['!rondel apply --roll 0', 'There is no attack 0 to apply'],
    ['!rondel apply --roll x1', 'There is no attack x1 to apply'],
    ['!rondel apply --roll 1', 'That attack is too old to apply here: the script keeps the damage of its last 30 attacks for their Apply buttons. If its damage was not applied, change the target’s bar by hand'],
  ])('%s is refused', (text, why) => {
    expect(refusalOf(say(ctxWith(), text))).toContain(why);
  });

  it('an attack whose record was let go after its damage was applied says so, in a fight or out of one', () => {
    const plan: AppliedDamage = { roll: '1', target: 'o', amount: 2, attribute: null, bar: { bar: 'bar1', before: 9, after: 7 } };
    expect(refusalOf(say(ctxWith({ stored: { rolls: { ...LEDGER, applied: [plan] } } }), '!rondel apply --roll 1'))).toBe('Rondel\nThat damage is applied already.');
    const fight = aRondelFight([{ id: 'o', name: 'Orc' }]);
    const damaged = { ...fight, timeline: { ...fight.timeline, present: { ...fight.timeline.present, damage: [plan] } } };
    expect(refusalOf(say(ctxWith({ fight: damaged }), '!rondel apply --roll 1'))).toBe('Rondel\nThat damage is applied already.');
    expect(refusalOf(say(ctxWith({ fight }), '!rondel apply --roll 1'))).toContain('too old to apply here');
  });

  it('a target that is gone, or whose body is no number, is refused and nothing is applied', () => {
    const w = world();
    w.remove('g');
    expect(refusalOf(say(aContext({ world: w, stored: { rolls: LEDGER } }), '!rondel apply --roll 2'))).toContain('The target no longer exists: nothing was applied.');
    const ledger: RollLedger = { ...LEDGER, pending: [{ id: '2', target: 'e', amount: 8, applied: false }] };
    expect(refusalOf(say(aContext({ world: world(), stored: { rolls: ledger } }), '!rondel apply --roll 2'))).toContain('Empty: its bar1 holds no number');
  });

  it('a hidden target, or cards for the GM only, tell the table nothing', () => {
    expect(said(say(ctxWith(), '!rondel apply --roll 4').messages).map((m) => m.to)).toEqual(['gm']);
    expect(said(say(ctxWith({ config: { announce: 'gm' } }), '!rondel apply --roll 2').messages).map((m) => m.to)).toEqual(['gm']);
  });

  it('in a fight, the application is a step of the fight’s history, not of the ledger', () => {
    const ctx = ctxWith({ fight: aRondelFight([{ id: 'g', name: 'Goblin' }]) });
    const outcome = say(ctx, '!rondel apply --roll 2');
    expect(damageOf(presentOf(outcome))).toEqual([{ roll: '2', target: 'g', amount: 8, attribute: { characterId: 'cg', before: 20, after: 12 }, bar: { bar: 'bar1', before: 20, after: 12 } }]);
    expect(damageOf(presentOf(ctx))).toEqual([]);
    expect(outcome.stored?.fight?.timeline.past.length).toBe((ctx.stored.fight?.timeline.past.length ?? 0) + 1);
    expect(outcome.stored?.rolls?.applied).toEqual([]);
    expect(outcome.stored?.rolls?.pending[0]?.applied).toBe(true);
  });

  it('outside a fight the ledger keeps only the last applications', () => {
    const old: AppliedDamage[] = Array.from({ length: APPLIED_LIMIT }, (_, i) => ({ roll: `x${i}`, target: 'o', amount: 1, attribute: null, bar: { bar: 'bar1', before: 2, after: 1 } }));
    const outcome = say(ctxWith({ stored: { rolls: { ...LEDGER, applied: old } } }), '!rondel apply --roll 3');
    const applied = outcome.stored?.rolls?.applied ?? [];
    expect(applied).toHaveLength(APPLIED_LIMIT);
    expect(applied[0]?.roll).toBe('x1');
    expect(applied[APPLIED_LIMIT - 1]?.roll).toBe('3');
  });

  it('an attack then its Apply button, end to end', () => {
    const w = aWorld({
      tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' })],
      rollSheets: { ca: { weapon: { name: 'Axe', dice: 1, mod: 0, damage: 5, type: null, reach: 'melee' } }, cg: { defense: 10 } },
      bodies: { g: LINKED },
    });
    const ctx = aContext({ world: w, dice: [12] });
    const attacked = say(ctx, '!rondel attack --target g', { selected: ['a'] });
    const [cmd] = buttons(attacked.messages[1]!.html);
    expect(cmd).toBe('!rondel apply --roll 1');
    expect(attacked.messages[1]?.noarchive).toBe(true);
    const applied = say(after(ctx, attacked), cmd!);
    expect(applied.effects).toEqual([
      { kind: 'attribute', characterId: 'cg', name: 'body_points', current: 15 },
      { kind: 'bar', tokenId: 'g', bar: 'bar1', value: 15 },
    ]);
  });
});

describe('damageMoved: what the GM reads when undo or redo moves an application', () => {
  const d: AppliedDamage = { roll: '2', target: 'o', amount: 4, attribute: null, bar: { bar: 'bar1', before: 9, after: 5 } };
  it('names the token and the body’s way', () => {
    const ctx = aContext({ world: world() });
    expect(damageMoved(ctx, d, 'restore')).toBe('Orc: 4 damage taken back. Body 5 → 9 (bar1).');
    expect(damageMoved(ctx, d, 'apply')).toBe('Orc: 4 damage applied again. Body 9 → 5 (bar1).');
    expect(damageMoved(ctx, { ...d, target: 'gone', bar: null }, 'apply')).toBe('A token that is gone: 4 damage applied again.');
  });
});

describe('a damage card’s Unconscious and Out of the fight answer their damage', () => {
  // docs/rules.md ruling 103: they are offered for damage that left a combatant at 0 body or below; once that damage is
  // taken back (undo clears the attack's applied mark), or nothing kept shows it standing, they are refused, where they
  // would knock out a whole combatant
  const fight = aRondelFight([{ id: 'g', name: 'Goblin' }, { id: 'o', name: 'Orc' }]);
  const withLedger = (applied: boolean) => ctxWith({ fight, stored: { rolls: { ...LEDGER, pending: [{ id: '2', target: 'g', amount: 30, applied }] } } });

  it.each([
    ['condition --add unconscious', 'condition'],
    ['remove', 'remove'],
  ])('%s --roll N goes on while the damage stands (its record kept, or given way to newer ones), and is refused once it is taken back', (command, verb) => {
    const standing = say(withLedger(true), `!rondel ${command} --token g --roll 2`);
    // it acted: a new step of the fight
    expect(standing.stored?.fight?.timeline.past.length).toBe((fight.timeline.past.length ?? 0) + 1);
    const refusedText = `That button was for damage that has been taken back since: nothing was done. To do it anyway: !rondel ${verb}${verb === 'condition' ? ' --add unconscious' : ''} with the token selected.`;
    const undone = say(withLedger(false), `!rondel ${command} --token g --roll 2`);
    expect(refusalOf(undone)).toBe(`Rondel\n${refusedText}`);
    // an applied attack's record gives way first to newer attacks (ruling 95): while the history holds the step that
    // applied it (the present, or one before), its damage stands and the button acts
    const applied: AppliedDamage = { roll: '2', target: 'g', amount: 30, attribute: null, bar: { bar: 'bar1', before: 20, after: -10 } };
    for (const held of [
      { ...fight, timeline: { ...fight.timeline, present: { ...fight.timeline.present, damage: [applied] } } },
      { ...fight, timeline: { ...fight.timeline, past: [...fight.timeline.past, { ...fight.timeline.present, damage: [applied] }] } },
    ]) {
      const givenWay = say(ctxWith({ fight: held, stored: { rolls: { ...LEDGER, pending: [] } } }), `!rondel ${command} --token g --roll 2`);
      expect(givenWay.stored?.fight?.timeline.past.length).toBe(held.timeline.past.length + 1);
    }
    // its record gone and nothing showing it applied (its step older than the history, or undone and let go): refused,
    // as nothing tells that the body is not whole again
    const unknown = say(ctxWith({ fight, stored: { rolls: { ...LEDGER, pending: [] } } }), `!rondel ${command} --token g --roll 2`);
    expect(refusalOf(unknown)).toBe(
      `Rondel\nThat button is for damage the script no longer keeps, so it cannot tell whether it still stands: nothing was done. To do it anyway: !rondel ${verb}${verb === 'condition' ? ' --add unconscious' : ''} with the token selected.`,
    );
    // its record gone, but its step undone (waiting to be redone): refused as taken back
    const undoneStep = { ...fight, timeline: { ...fight.timeline, future: [{ ...fight.timeline.present, damage: [applied] }] } };
    const gone = say(ctxWith({ fight: undoneStep, stored: { rolls: { ...LEDGER, pending: [] } } }), `!rondel ${command} --token g --roll 2`);
    expect(refusalOf(gone)).toBe(`Rondel\n${refusedText}`);
    // typed without the button's roll, it is the GM's own command
    expect(say(withLedger(false), `!rondel ${command} --token g`).stored?.fight?.timeline.past.length).toBe(fight.timeline.past.length + 1);
  });

  it('an undone step is read for this damage alone: another attack’s undone application tells nothing of it', () => {
    const mine: AppliedDamage = { roll: '2', target: 'g', amount: 30, attribute: null, bar: { bar: 'bar1', before: 20, after: -10 } };
    const other: AppliedDamage = { ...mine, roll: '9', target: 'o' };
    const undoneWith = (damage: AppliedDamage[]) => ({ ...fight, timeline: { ...fight.timeline, future: [{ ...fight.timeline.present, damage }] } });
    const ctxOf = (damage: AppliedDamage[]) => ctxWith({ fight: undoneWith(damage), stored: { rolls: { ...LEDGER, pending: [] } } });
    // its step undone along with another attack's: taken back
    expect(refusalOf(say(ctxOf([other, mine]), '!rondel remove --token g --roll 2'))).toContain('That button was for damage that has been taken back since');
    // only another attack's step undone: this damage is simply not known any more
    expect(refusalOf(say(ctxOf([other]), '!rondel remove --token g --roll 2'))).toContain('That button is for damage the script no longer keeps');
  });
});
