import { describe, expect, it } from 'vitest';
import { characterDeleted, departGone, forget, idsInHistory, SWEEP, tokenDeleted } from '../../src/app/housekeeping';
import type { Fight } from '../../src/app/model';
import type { Outcome } from '../../src/app/outcome';
import { aCombat } from '../support/builders';
import { aContext, aFight, aToken, aWorld, presentOf, said } from './fakes';

const past = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'old', name: 'Old', nextAt: 5 }, { id: 'b', name: 'Bo', nextAt: 6 }]);
const present = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'b', name: 'Bo', nextAt: 6 }, { id: 'c', name: 'Cy', nextAt: 8 }], { counter: 2 });
const future = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'fut', name: 'Fut', nextAt: 6 }], { counter: 3 });
const fight: Fight = { ...aFight(present), timeline: { present, past: [past], future: [future] } };
const world = (ids: string[]) => aWorld({ tokens: ids.map((id) => aToken({ id, represents: id === 'b' || id === 'c' ? 'char-bc' : null })) });

describe('tokens deleted without the script hearing of it', () => {
  it('the ids of the whole history', () => {
    expect([...idsInHistory(fight)].sort()).toEqual(['a', 'b', 'c', 'fut', 'old']);
  });

  it('only the present is read for a command: the gone leave it, the GM is told their names', () => {
    const outcome = departGone(aContext({ world: world(['a', 'b', 'fut']), fight }), false, (names) => `Gone: ${names.join(', ')}.`) as Outcome;
    expect(presentOf(outcome).combatants.map((c) => c.id)).toEqual(['a', 'b']);
    // the one that left is forgotten in every step; its leaving is no step of the GM's: no step is added for undo to
    // spend, and what was undone is still there to redo, without it
    expect(outcome.stored?.fight?.timeline.past.map((s) => s.combatants.map((c) => c.id))).toEqual([['a', 'old', 'b']]);
    expect(outcome.stored?.fight?.timeline.future.map((s) => s.combatants.map((c) => c.id))).toEqual(fight.timeline.future.map((s) => s.combatants.map((c) => c.id).filter((id) => id !== 'c')));
    expect(outcome.stored?.fight?.timeline.future.length).toBe(fight.timeline.future.length);
    // the GM reads of it twice: the step's card (a gone token is hidden from the players) and the notice
    expect(said(outcome.messages)).toEqual([
      { to: 'gm', text: 'Rondel count 2\nCy leaves the fight.' },
      { to: 'gm', text: 'Rondel\nGone: Cy.' },
    ]);
  });

  it('the whole history is read for undo and at start-up: the gone are forgotten in every step', () => {
    const outcome = departGone(aContext({ world: world(['a', 'b', 'c']), fight }), true, (names) => `Gone: ${names.join(', ')}.`) as Outcome;
    const t = outcome.stored?.fight?.timeline;
    expect(t?.past.map((s) => s.combatants.map((c) => c.id))).toEqual([['a', 'b']]);
    expect(t?.future.map((s) => s.combatants.map((c) => c.id))).toEqual([['a']]);
    // nobody left the present: nothing to tell
    expect(said(outcome.messages).filter((m) => m.to === 'gm')).toEqual([]);
  });

  it('with nobody gone, or no fight, there is nothing to do', () => {
    expect(departGone(aContext({ world: world(['a', 'b', 'c']), fight }), false, () => '')).toBeNull();
    expect(departGone(aContext({ world: world(['a', 'b', 'c', 'old', 'fut']), fight }), true, () => '')).toBeNull();
    expect(departGone(aContext(), true, () => '')).toBeNull();
  });
});

describe('a big fight is looked at a few tokens per command', () => {
  /** A fight of n in which nobody is due yet, the world without `gone`, and a count of the tokens each command looks at. */
  const big = (n: number, gone: string, due = false) => {
    const ids = Array.from({ length: n }, (_, i) => `k${i}`);
    const state = aCombat(ids.map((id, i) => ({ id, name: id.toUpperCase(), nextAt: due && id === gone ? 1 : 10 + i })), { counter: 1 });
    const w = world(ids.filter((id) => id !== gone));
    const looked: string[] = [];
    const counting = { ...w, exists: (id: string) => (looked.push(id), w.exists(id)) };
    return { fight: aFight(state), ctx: (f: Fight) => aContext({ world: counting, fight: f }), looked };
  };
  const leaves = (o: Outcome | null): string[] => (o ? said(o.messages).filter((m) => m.text.startsWith('Rondel\n')).map((m) => m.text) : []);

  it(`up to ${SWEEP + 1} combatants, every token is looked at by every command`, () => {
    const b = big(SWEEP + 1, `k${SWEEP}`);
    expect(leaves(departGone(b.ctx(b.fight), false, (names) => `Gone: ${names.join(', ')}.`))).toEqual([`Rondel\nGone: K${SWEEP}.`]);
    expect(b.looked).toHaveLength(SWEEP + 1);
  });

  it(`beyond that, ${SWEEP} tokens a command in turn: a token gone unseen leaves within a few commands, and every token is looked at`, () => {
    const n = 3 * SWEEP + 3;
    const b = big(n, 'k5');
    const perCommand: number[] = [];
    let found: string[] = [];
    let commands = 0;
    while (found.length === 0 && commands < 10) {
      const before = b.looked.length;
      found = leaves(departGone(b.ctx(b.fight), false, (names) => `Gone: ${names.join(', ')}.`));
      perCommand.push(b.looked.length - before);
      commands += 1;
    }
    expect(found).toEqual(['Rondel\nGone: K5.']);
    expect(commands).toBeLessThanOrEqual(Math.ceil(n / SWEEP) + 1);
    expect(perCommand.every((k) => k === SWEEP)).toBe(true);
    // the sweep goes on round the fight: in as many commands as it takes, every token is looked at
    for (let i = 0; i < Math.ceil(n / SWEEP); i += 1) departGone(b.ctx(b.fight), false, () => '');
    expect(new Set(b.looked).size).toBe(n);
  });

  it('whoever is due is looked at by every command, besides the sweep, and named once when its token is gone', () => {
    const b = big(3 * SWEEP, 'k20', true);
    // three commands go once round the fight, so one of them sweeps past the due token as well
    for (let i = 0; i < 3; i += 1) {
      const before = b.looked.length;
      const outcome = departGone(b.ctx(b.fight), false, (names) => `Gone: ${names.join(', ')}.`);
      const looked = b.looked.slice(before);
      expect(looked[0]).toBe('k20');
      expect(new Set(looked).size).toBe(looked.length);
      expect(looked.length).toBeGreaterThanOrEqual(SWEEP);
      expect(looked.length).toBeLessThanOrEqual(SWEEP + 1);
      expect(leaves(outcome)).toEqual(['Rondel\nGone: K20.']);
    }
  });
});

describe('a token deleted', () => {
  it('leaves the fight and every step of its history; the GM is told', () => {
    const outcome = tokenDeleted(aContext({ world: world(['a', 'c']), fight }), 'b') as Outcome;
    expect(presentOf(outcome).combatants.map((c) => c.id)).toEqual(['a', 'c']);
    expect(outcome.stored?.fight?.timeline.past.map((s) => s.combatants.map((c) => c.id))).toEqual([['a', 'old']]);
    expect(said(outcome.messages)).toEqual([
      { to: 'gm', text: 'Rondel count 2\nBo leaves the fight.' },
      { to: 'gm', text: 'Rondel\nA token in the fight was deleted: Bo left the fight.' },
    ]);
  });

  it('one only in the history is forgotten there, quietly', () => {
    const outcome = tokenDeleted(aContext({ world: world(['a', 'b', 'c']), fight }), 'old') as Outcome;
    expect(outcome.messages).toEqual([]);
    expect(outcome.stored?.fight?.timeline.past.map((s) => s.combatants.map((c) => c.id))).toEqual([['a', 'b']]);
    expect(presentOf(outcome)).toBe(present);
  });

  it('one the fight never had, or with no fight, is none of its business', () => {
    expect(tokenDeleted(aContext({ fight }), 'zed')).toBeNull();
    expect(tokenDeleted(aContext(), 'a')).toBeNull();
  });
});

describe('a character deleted', () => {
  it('its tokens leave the fight, and the GM is told', () => {
    const outcome = characterDeleted(aContext({ world: world(['a', 'b', 'c']), fight }), 'char-bc') as Outcome;
    expect(presentOf(outcome).combatants.map((c) => c.id)).toEqual(['a']);
    expect(said(outcome.messages).map((m) => m.text).at(-1)).toBe('Rondel\nA character in the fight was deleted: its tokens left the fight.');
    expect(outcome.messages.at(-1)).toMatchObject({ to: 'gm', noarchive: true });
  });

  it('a character with no token in the fight, or no fight, changes nothing', () => {
    expect(characterDeleted(aContext({ world: world(['a', 'b', 'c']), fight }), 'char-x')).toBeNull();
    expect(characterDeleted(aContext(), 'char-bc')).toBeNull();
  });
});

describe('forgetting', () => {
  it('an outcome with no fight, or no ids, is left as it is', () => {
    const none: Outcome = { messages: [] };
    expect(forget(none, ['a'])).toBe(none);
    const ended: Outcome = { stored: { ...aContext().stored, fight: null }, messages: [] };
    expect(forget(ended, ['a'])).toBe(ended);
    const kept: Outcome = { stored: { ...aContext().stored, fight }, messages: [] };
    expect(forget(kept, [])).toBe(kept);
  });

  it('states without the ids stay shared', () => {
    const outcome = forget({ stored: { ...aContext().stored, fight }, messages: [] }, ['fut']);
    const t = outcome.stored?.fight?.timeline;
    expect(t?.present).toBe(present);
    expect(t?.past[0]).toBe(past);
    expect(t?.future[0]?.combatants.map((c) => c.id)).toEqual(['a']);
  });
});

describe('housekeeping notices', () => {
  it('are the GM’s, unarchived', () => {
    const gone = departGone(aContext({ world: world(['a', 'b']), fight }), false, () => 'Gone.') as Outcome;
    expect(gone.messages.at(-1)).toMatchObject({ to: 'gm', noarchive: true });
    const deleted = tokenDeleted(aContext({ world: world(['a', 'c']), fight }), 'b') as Outcome;
    expect(deleted.messages.at(-1)).toMatchObject({ to: 'gm', noarchive: true });
  });

  it('a deleted character’s tokens leave even when another combatant’s token is gone too', () => {
    const outcome = characterDeleted(aContext({ world: world(['a', 'b']), fight }), 'char-bc') as Outcome;
    expect(presentOf(outcome).combatants.map((c) => c.id)).toEqual(['a', 'c']);
  });
});
