// The Adopt buttons of tracker edits (src/app/adopt.ts, docs/rules.md ruling 94): each acts while the fight offers its
// adoption, the others of the same moment stay open once one is taken, and any step withdraws them all.
import { describe, expect, it } from 'vitest';
import { ADOPTIONS_OFFERED, adoptionKey, keepOffers, newOffers, offering } from '../../src/app/adopt';
import { fightWithTimeline } from '../../src/app/fight-with';
import { reconcile } from '../../src/app/reconcile';
import { project, type Entry } from '../../src/app/tracker';
import type { Outcome } from '../../src/app/outcome';
import { rondel } from '../../src/rules/rondel';
import type { CombatState } from '../../src/rules/rondel/state';
import { aCombat } from '../support/builders';
import { after, aContext, aFight, aToken, aWorld, buttons, combatantOf, PAGE, refusalOf, say } from './fakes';

const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'n', name: 'Newt' })] });
/** Ana due at count 2, Bo at 7. */
const state: CombatState = aCombat([{ id: 'a', name: 'Ana', nextAt: 2 }, { id: 'b', name: 'Bo', nextAt: 7 }], { counter: 2 });
const before = project(rondel, state, PAGE, []);
const json = (entries: readonly Entry[]) => JSON.stringify(entries);

/** The context after the tracker was edited to `entries` and put back, and the Adopt buttons of its card. */
function edited(entries: Entry[], ctx = aContext({ world: world(), fight: aFight(state) })) {
  const outcome = reconcile(ctx, json(before), json(entries), 'tracker') as Outcome;
  return { ctx: after(ctx, outcome), buttons: outcome.messages.flatMap((m) => buttons(m.html)) };
}

describe('an adoption', () => {
  it('is known by its verb, its token and its value', () => {
    expect(adoptionKey('set', 'b', 9)).toBe('set b 9');
    expect(adoptionKey('add', 'n', null)).toBe('add n');
    expect(adoptionKey('add', 'n', 5)).toBe('add n 5');
    expect(adoptionKey('remove', 'b', 3)).toBe('remove b');
  });

  it('offered again is offered once, the newest last; at most ADOPTIONS_OFFERED are kept, the oldest going first', () => {
    const fight = offering(aFight(state), ['set a 3', 'set b 9', 'set a 3']);
    expect(fight.adoptAsked).toEqual(['set a 3', 'set b 9']);
    expect(offering(fight, ['set a 3']).adoptAsked).toEqual(['set b 9', 'set a 3']);
    expect(offering(fight, [])).toBe(fight);
    const many = Array.from({ length: ADOPTIONS_OFFERED + 3 }, (_, i) => `set a ${i}`);
    const full = offering(fight, many).adoptAsked ?? [];
    expect(full).toHaveLength(ADOPTIONS_OFFERED);
    expect(full[0]).toBe('set a 3');
    expect(full.at(-1)).toBe(`set a ${ADOPTIONS_OFFERED + 2}`);
  });

  it('made by a look at the tracker are those it adds; they outlive the step of the command that looked', () => {
    const was = offering(aFight(state), ['set a 3']);
    const now = offering(was, ['remove b']);
    expect(newOffers(was, now)).toEqual(['remove b']);
    expect(newOffers(null, now)).toEqual(['set a 3', 'remove b']);
    expect(newOffers(now, null)).toEqual([]);
    const stepped = { messages: [], stored: { ...aContext().stored, fight: aFight(state) } };
    expect(keepOffers(stepped, ['remove b'])?.stored?.fight?.adoptAsked).toEqual(['remove b']);
    expect(keepOffers(stepped, [])).toBe(stepped);
    expect(keepOffers(null, ['remove b'])).toBeNull();
    const ended = { messages: [], stored: { ...aContext().stored, fight: null } };
    expect(keepOffers(ended, ['remove b'])).toBe(ended);
    const answered = { messages: [] };
    expect(keepOffers(answered, ['remove b'])).toBe(answered);
  });

  it('is withdrawn by any step of the fight, with the questions of end and start', () => {
    const fight = { ...offering(aFight(state), ['set b 9']), endAsked: true as const };
    const stepped = fightWithTimeline(fight, { ...fight.timeline, past: [state] });
    expect(stepped.adoptAsked).toBeUndefined();
    expect(stepped.endAsked).toBeUndefined();
  });
});

describe('the Adopt buttons of a tracker edit', () => {
  it('the card’s button carries --asked, and the fight offers its adoption', () => {
    const { ctx, buttons: adopt } = edited(before.map((e) => (e.id === 'b' ? { ...e, pr: '9' } : e)));
    expect(adopt).toEqual(['!rondel set --token b --count 9 --asked']);
    expect(ctx.stored.fight?.adoptAsked).toEqual(['set b 9']);
  });

  it('a second edit adds its offer to the first’s; each button adopts its own, once', () => {
    const first = edited(before.map((e) => (e.id === 'b' ? { ...e, pr: '9' } : e)));
    const second = edited(before.filter((e) => e.id !== 'a'), first.ctx);
    expect(second.ctx.stored.fight?.adoptAsked).toEqual(['set b 9', 'remove a']);
    const set = say(second.ctx, first.buttons[0] as string);
    expect(combatantOf(set, 'b').nextAt).toBe(9);
    expect(set.stored?.fight?.adoptAsked).toEqual(['remove a']);
    expect(refusalOf(say(after(second.ctx, set), first.buttons[0] as string))).toMatch(/That Adopt button .* adopted already: nothing was done/);
    const removed = say(after(second.ctx, set), second.buttons[0] as string);
    expect(removed.stored?.fight?.timeline.present.combatants.map((c) => c.id)).toEqual(['b']);
    expect(removed.stored?.fight && 'adoptAsked' in removed.stored.fight).toBe(false);
  });

  it('after a step of the fight, a button is refused and changes nothing', () => {
    const { ctx, buttons: adopt } = edited(before.map((e) => (e.id === 'b' ? { ...e, pr: '9' } : e)));
    const moved = after(ctx, say(ctx, '!rondel set --token a --count 4'));
    expect(moved.stored.fight?.adoptAsked).toBeUndefined();
    const pressed = say(moved, adopt[0] as string);
    expect(pressed.stored).toBeUndefined();
    expect(refusalOf(pressed)).toMatch(/moved on/);
  });

  it('an adoption the rule set refuses keeps its offer; a typed command without --asked always acts', () => {
    const { ctx } = edited(before.map((e) => (e.id === 'b' ? { ...e, pr: '1' } : e)));
    // count 1 has passed (the counter is at 2): refused, the offer stands
    const refused = say(ctx, '!rondel set --token b --count 1 --asked');
    expect(refused.stored).toBeUndefined();
    const typed = say(aContext({ world: world(), fight: aFight(state) }), '!rondel set --token b --count 11');
    expect(combatantOf(typed, 'b').nextAt).toBe(11);
    // a button for an adoption never offered (or naming no token) is refused
    expect(refusalOf(say(ctx, '!rondel set --count 11 --asked', { selected: ['b'] }))).toMatch(/nothing was done/);
  });
});
