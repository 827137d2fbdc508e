// A new round's initiative is rolled with the sheet as it is now (docs/rules.md §9.2, §9.3): the weapon in hand (its
// speed) and the encumbrance (the initiative adjustment) may have changed since the combatant joined. 20-second rounds
// roll every round; 10-second rounds only when the GM chose to roll again, and the Perception modifier stays the
// fight's (the GM may set it).
import { describe, expect, it } from 'vitest';
import type { FightEvent } from '../../../src/rules/core/events';
import type { SecondsState } from '../../../src/rules/seconds/state';
import type { RoundsState } from '../../../src/rules/rounds/state';
import type { SheetValues } from '../../../src/app/sheet';
import { after, aContext, aToken, aWorld, say, type WorldSpec } from '../fakes';
import { scriptedDice } from '../../support/dice';

type Sheets = Record<string, Partial<SheetValues>>;

/** Moves the fight on until a new round's initiative is rolled for `id`; that roll's event, and the state after. */
function toNextRoll(ctx: ReturnType<typeof aContext>, id: string, round: number): { rolled: Extract<FightEvent, { type: 'initiative-rolled' }>; ctx: ReturnType<typeof aContext> } {
  for (let i = 0; i < 40; i += 1) {
    const o = say(ctx, '!rondel next');
    ctx = after(ctx, o);
    const rolled = (o.events ?? []).find((e): e is Extract<FightEvent, { type: 'initiative-rolled' }> => e.type === 'initiative-rolled' && e.id === id && e.count >= round);
    if (rolled) return { rolled, ctx };
  }
  throw new Error(`no roll for ${id}`);
}

describe('20-second rounds: each round rolls with the sheet of now', () => {
  const world = (sheets: Sheets) => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'c', name: 'Cy' })], sheets } as WorldSpec);

  it('a weapon changed and a pack dropped count from the next round: the roll adds them, and the fight keeps them', () => {
    const sheets: Sheets = { a: { speed: 2, initiativeAdjustment: 1, hexesPerRound: 8 }, b: { speed: 0, hexesPerRound: 8 } };
    // round 1: Ana 5 + 5 + 2 + 1 = 13, Bo 3 + 3 = 6, Cy (no sheet) 4 + 4 = 8; round 2 the same dice, Cy 4 + 3
    let ctx = aContext({ world: world(sheets), dice: scriptedDice([10, 5], [10, 5], [10, 3], [10, 3], [10, 4], [10, 4], [10, 5], [10, 5], [10, 3], [10, 3], [10, 4], [10, 3]) });
    ctx = after(ctx, say(ctx, '!rondel start --rules seconds', { selected: ['a', 'b', 'c'] }));
    const fight = () => ctx.stored.fight?.timeline.present as SecondsState;
    expect(fight().combatants.find((c) => c.id === 'a')?.second).toBe(13);
    // she drops the great axe for her fists, and her pack
    sheets.a = { speed: -2, initiativeAdjustment: 0, hexesPerRound: 8 };
    const next = toNextRoll(ctx, 'a', 2);
    ctx = next.ctx;
    expect(next.rolled.value).toBe(8);
    expect(next.rolled.terms).toEqual([{ label: 'weapon speed', value: -2 }]);
    const ana = fight().combatants.find((c) => c.id === 'a');
    expect([ana?.speed, ana?.initiativeAdjustment, ana?.second]).toEqual([-2, 0, 8]);
    // Bo's sheet did not change, and Cy has none: as they joined
    expect(fight().combatants.find((c) => c.id === 'b')?.speed).toBe(0);
    expect(fight().combatants.find((c) => c.id === 'b')?.second).toBe(6);
    expect(fight().combatants.find((c) => c.id === 'c')?.second).toBe(7);
  });

  it('a sheet that can no longer give a number keeps the fight’s, and one out of bounds is held to them', () => {
    const sheets: Sheets = { a: { speed: 2, hexesPerRound: 8 }, b: { speed: 1, hexesPerRound: 8 } };
    let ctx = aContext({ world: world(sheets), dice: scriptedDice([10, 5], [10, 5], [10, 3], [10, 3], [10, 4], [10, 4], [10, 5], [10, 5], [10, 3], [10, 3], [10, 4], [10, 4]) });
    ctx = after(ctx, say(ctx, '!rondel start --rules seconds', { selected: ['a', 'b', 'c'] }));
    sheets.a = { speed: 0, hexesPerRound: 8, problems: ['weapon_speed'] };
    sheets.b = { speed: 90, hexesPerRound: 8 };
    const next = toNextRoll(ctx, 'a', 2);
    const state = next.ctx.stored.fight?.timeline.present as SecondsState;
    expect(state.combatants.find((c) => c.id === 'a')?.speed).toBe(2);
    expect(state.combatants.find((c) => c.id === 'b')?.speed).toBe(20);
  });

  it('reads each sheet once as a round begins', () => {
    const sheets: Sheets = { a: { speed: 2, hexesPerRound: 8 }, b: { speed: 0, hexesPerRound: 8 } };
    const w = world(sheets);
    let ctx = aContext({ world: w, dice: scriptedDice([10, 5], [10, 5], [10, 3], [10, 3], [10, 4], [10, 4], [10, 5], [10, 5], [10, 3], [10, 3], [10, 4], [10, 3]) });
    ctx = after(ctx, say(ctx, '!rondel start --rules seconds', { selected: ['a', 'b', 'c'] }));
    // to the round's last turn: the next one begins the round
    for (let i = 0; i < 40 && (ctx.stored.fight?.timeline.present as SecondsState).combatants.some((c) => c.second !== null && c.second > (ctx.stored.fight?.timeline.present as SecondsState).second); i += 1) ctx = after(ctx, say(ctx, '!rondel next'));
    for (let i = 0; i < 40 && (ctx.stored.fight?.timeline.present as SecondsState).round === 1; i += 1) {
      w.sheetsRead.length = 0;
      ctx = after(ctx, say(ctx, '!rondel next'));
    }
    expect((ctx.stored.fight?.timeline.present as SecondsState).round).toBe(2);
    // each combatant's once for its roll (a menu reads the due one's again, as on every turn)
    const count = (id: string): number => w.sheetsRead.filter((x) => x === id).length;
    const due = (ctx.stored.fight?.timeline.present as SecondsState).combatants.filter((c) => c.second === (ctx.stored.fight?.timeline.present as SecondsState).second).map((c) => c.id);
    for (const id of ['a', 'b', 'c']) expect(count(id), id).toBe(due.includes(id) ? 2 : 1);
  });

  it('a sheet changed in the middle of a round changes nothing until the next round', () => {
    const sheets: Sheets = { a: { speed: 2, hexesPerRound: 8 }, b: { speed: 0, hexesPerRound: 8 } };
    let ctx = aContext({ world: world(sheets), dice: scriptedDice([10, 5], [10, 5], [10, 3], [10, 3], [10, 4], [10, 4]) });
    ctx = after(ctx, say(ctx, '!rondel start --rules seconds', { selected: ['a', 'b', 'c'] }));
    sheets.a = { speed: -2, hexesPerRound: 8 };
    for (let i = 0; i < 3; i += 1) ctx = after(ctx, say(ctx, '!rondel next'));
    const state = ctx.stored.fight?.timeline.present as SecondsState;
    expect(state.round).toBe(1);
    expect(state.combatants.find((c) => c.id === 'a')?.speed).toBe(2);
  });
});

describe('10-second rounds: a roll again each round uses the adjustment of now, not a new Perception', () => {
  const world = (sheets: Sheets) => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' })], sheets } as WorldSpec);

  it('with re-rolling on, the adjustment of now; the Perception modifier the GM set stays', () => {
    const sheets: Sheets = { a: { perceptionMod: 1, initiativeAdjustment: 3 }, b: { perceptionMod: 0 } };
    let ctx = aContext({ world: world(sheets), dice: scriptedDice(8, 5, 8, 5) });
    ctx = after(ctx, say(ctx, '!rondel config --set reroll=on'));
    ctx = after(ctx, say(ctx, '!rondel start --rules rounds', { selected: ['a', 'b'] }));
    ctx = after(ctx, say(ctx, '!rondel set --perception 2', { selected: ['a'] }));
    sheets.a = { perceptionMod: 4, initiativeAdjustment: 1 };
    const next = toNextRoll(ctx, 'a', 2);
    // d10 8 + Perception 2 (the GM's) − adjustment 1 (the sheet's now)
    expect(next.rolled.value).toBe(9);
    const ana = (next.ctx.stored.fight?.timeline.present as RoundsState).combatants.find((c) => c.id === 'a');
    expect([ana?.perceptionMod, ana?.initiativeAdjustment]).toEqual([2, 1]);
  });

  it('with initiative kept (the default), a new round rolls nothing and keeps what the fight holds', () => {
    const sheets: Sheets = { a: { initiativeAdjustment: 3 }, b: {} };
    let ctx = aContext({ world: world(sheets), dice: scriptedDice(8, 2) });
    ctx = after(ctx, say(ctx, '!rondel start --rules rounds', { selected: ['a', 'b'] }));
    const before = (ctx.stored.fight?.timeline.present as RoundsState).combatants.find((c) => c.id === 'a');
    sheets.a = { initiativeAdjustment: 0 };
    for (let i = 0; i < 3; i += 1) ctx = after(ctx, say(ctx, '!rondel next'));
    const state = ctx.stored.fight?.timeline.present as RoundsState;
    expect(state.round).toBe(2);
    const ana = state.combatants.find((c) => c.id === 'a');
    expect([ana?.initiative, ana?.initiativeAdjustment]).toEqual([before?.initiative, 3]);
  });
});
