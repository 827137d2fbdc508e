// A press of the tracker's next-turn button that other scripts turned further from their own handlers before the
// rondel read it (src/app/press-amid-others.ts `pressAmidOthers`, `pressThenSkip`: docs/rules.md §13, rulings 105 and 108),
// against the fakes: TurnMarker1's skip of hidden tokens, CombatMaster's skip of custom entries, their round marker
// turned past or put in, and the whole turn round back to the order the tracker had. A sort or a drag is no press.
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../src/app/reconcile';
import type { Outcome } from '../../src/app/outcome';
import { project, type Entry } from '../../src/app/tracker';
import { rondel } from '../../src/rules/rondel';
import type { CombatState } from '../../src/rules/rondel/state';
import { aCombat } from '../support/builders';
import { aContext, aFight, aToken, aWorld, buttons, combatantOf, PAGE, presentOf, said } from './fakes';

const world = () =>
  aWorld({
    tokens: [
      aToken({ id: 'a', name: 'Ana' }),
      aToken({ id: 'b', name: 'Bo' }),
      aToken({ id: 'c', name: 'Cy' }),
      aToken({ id: 'h', name: 'Hid', layer: 'gmlayer' }),
      aToken({ id: 'n', name: 'Newt' }),
      // TurnMarker1's round marker, on the token layer where an earlier fight left it
      aToken({ id: 'r', name: 'Round 3' }),
    ],
  });

const json = (entries: readonly Entry[]) => JSON.stringify(entries);
const turned = (entries: readonly Entry[], k: number): Entry[] => [...entries.slice(k), ...entries.slice(0, k)];
/** The GM's notes about the tracker (not the step's own cards). */
const gmNotes = (outcome: Outcome) => said(outcome.messages).filter((m) => m.to === 'gm' && m.text.startsWith('Rondel: turn tracker')).map((m) => m.text);
const entry = (id: string, pr: number | string = 9): Entry => ({ id, pr, custom: '', _pageid: PAGE });
const custom = (title: string, pr: number | string = 0): Entry => ({ id: '-1', pr, custom: title, _pageid: PAGE });

function read(state: CombatState, before: readonly Entry[], after: readonly Entry[], source: 'tracker' | 'foreign' = 'tracker'): Outcome {
  const ctx = aContext({ world: world(), fight: aFight(state, { lastTurnOrder: json(before) }) });
  return reconcile(ctx, json(before), json(after), source) as Outcome;
}

/** Ana due at count 2; the Hid (GM layer) at 5, Bo at 7: the tracker [Ana, Count, Hid, Bo]. */
const withHidden = aCombat([{ id: 'a', name: 'Ana', nextAt: 2 }, { id: 'h', name: 'Hid', nextAt: 5 }, { id: 'b', name: 'Bo', nextAt: 7 }], { counter: 2 });
/** Ana due at count 2; Bo at 5, Cy at 7: the tracker [Ana, Count, Bo, Cy]. */
const allSeen = aCombat([{ id: 'a', name: 'Ana', nextAt: 2 }, { id: 'b', name: 'Bo', nextAt: 5 }, { id: 'c', name: 'Cy', nextAt: 7 }], { counter: 2 });
/** Ana alone, due at count 2: the tracker [Ana, Count]. */
const alone = aCombat([{ id: 'a', name: 'Ana', nextAt: 2 }], { counter: 2 });

const ended = (outcome: Outcome) => combatantOf(outcome, 'a').lastAction;

describe('a press turned further by other scripts is the press', () => {
  it('turned past the clock entry and a hidden token to the next token players see', () => {
    const before = project(rondel, withHidden, PAGE, []);
    expect(before.map((e) => e.id)).toEqual(['a', '-1', 'h', 'b']);
    const outcome = read(withHidden, before, turned(before, 3));
    expect(ended(outcome)).toBe('guard');
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
    expect(gmNotes(outcome)).toEqual([]);
  });

  it('turned past the clock entry alone (CombatMaster): by two', () => {
    const before = project(rondel, withHidden, PAGE, []);
    const outcome = read(withHidden, before, turned(before, 2));
    expect(ended(outcome)).toBe('guard');
  });

  it('turned past another script’s round marker on the token layer (ruling 108)', () => {
    const before = [...project(rondel, allSeen, PAGE, []).slice(0, 1), entry('r', 0), ...project(rondel, allSeen, PAGE, []).slice(1)];
    expect(before.map((e) => e.id)).toEqual(['a', 'r', '-1', 'b', 'c']);
    const outcome = read(allSeen, before, turned(before, 3));
    expect(ended(outcome)).toBe('guard');
    expect(gmNotes(outcome)).toEqual([]);
  });

  it('turned all the way round, back to the order it had (ruling 108): a fight of one', () => {
    const before = project(rondel, alone, PAGE, []);
    expect(before.map((e) => e.id)).toEqual(['a', '-1']);
    const outcome = read(alone, before, before);
    expect(ended(outcome)).toBe('guard');
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
    expect(gmNotes(outcome)).toEqual([]);
  });

  it('turned all the way round past a hidden token and the clock entry', () => {
    const state = aCombat([{ id: 'a', name: 'Ana', nextAt: 2 }, { id: 'h', name: 'Hid', nextAt: 5 }], { counter: 2 });
    const before = project(rondel, state, PAGE, []);
    const outcome = read(state, before, before);
    expect(ended(outcome)).toBe('guard');
  });

  it('with a token put in at the press: the press, and the token offered to join', () => {
    const before = project(rondel, withHidden, PAGE, []);
    const outcome = read(withHidden, before, [...turned(before, 3), entry('n', 4)]);
    expect(ended(outcome)).toBe('guard');
    expect(outcome.messages.flatMap((m) => buttons(m.html))).toEqual(['!rondel add --token n --count 4 --asked']);
  });

  it('with a custom entry of another script put in at a plain press: the press, nothing offered', () => {
    const before = project(rondel, allSeen, PAGE, []);
    const outcome = read(allSeen, before, [...turned(before, 1), custom('Round 1')]);
    expect(ended(outcome)).toBe('guard');
    expect(outcome.messages.flatMap((m) => buttons(m.html))).toEqual([]);
  });
});

describe('what is no such press', () => {
  it('a turn past a token players see, the one after the top', () => {
    const before = project(rondel, allSeen, PAGE, []);
    const outcome = read(allSeen, before, turned(before, 3));
    expect(presentOf(outcome)).toBe(allSeen);
    expect(gmNotes(outcome).join('\n')).toMatch(/order was changed/);
  });

  it('a turn that leaves a custom entry on top', () => {
    const state = aCombat([{ id: 'a', name: 'Ana', nextAt: 2 }, { id: 'b', name: 'Bo', nextAt: 5 }], { counter: 2 });
    const before = [...project(rondel, state, PAGE, []), custom('Torch')];
    expect(before.map((e) => e.custom)).toEqual(['', 'Count', '', 'Torch']);
    // turned past the clock entry and Bo, the Torch on top: no script's skip ends on a custom entry
    const onTorch = [...project(rondel, state, PAGE, []).slice(0, 2), custom('Torch'), entry('b', 5)];
    const outcome = read(state, onTorch, turned(onTorch, 2));
    expect(presentOf(outcome)).toBe(state);
  });

  it('two custom entries swapped: told apart by their titles, no turn all the way round', () => {
    const before = [...project(rondel, alone, PAGE, []), custom('Torch')];
    const swapped = [before[0], before[2], before[1]] as Entry[];
    const outcome = read(alone, before, swapped);
    expect(presentOf(outcome)).toBe(alone);
  });

  it('a custom entry put in that has the title of one there already is no entry put in', () => {
    const before = [...project(rondel, alone, PAGE, []), custom('Torch')];
    // the same entries and a second Torch: no rotation of what was there, so nothing at all
    const outcome = read(alone, before, [...turned(before, 1), custom('Torch')]);
    expect(presentOf(outcome)).toBe(alone);
  });

  it('the last entry taken out, the rest in the order they had', () => {
    const before = [...project(rondel, allSeen, PAGE, []), custom('Torch')];
    const outcome = read(allSeen, before, before.slice(0, -1));
    expect(presentOf(outcome)).toBe(allSeen);
  });

  it('another script’s own turn past a hidden token (not the button) does not move the fight on', () => {
    const before = project(rondel, withHidden, PAGE, []);
    const outcome = read(withHidden, before, turned(before, 3), 'foreign');
    expect(presentOf(outcome)).toBe(withHidden);
    // read as any other script's reordering, not as a press of the button
    expect(gmNotes(outcome)).toEqual([
      'Rondel: turn tracker\nThe turn tracker was changed outside the rondel (by another script, or while the script was down).\nAnother script sorted the tracker: the fight’s own order was put back (the one due on top).',
    ]);
  });
});

describe('a row taken out with its token deleted', () => {
  const gone = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'c', name: 'Cy' })] });
  const removal = (source: 'tracker' | 'foreign', w = gone()) => {
    const before = project(rondel, allSeen, PAGE, []);
    const ctx = aContext({ world: w, fight: aFight(allSeen, { lastTurnOrder: json(before) }) });
    return reconcile(ctx, json(before), json(before.filter((e) => e.id !== 'b')), source) as Outcome;
  };
  const offered = (o: Outcome) => o.messages.flatMap((m) => buttons(m.html));

  it('by another script (TurnMarker1 does, on the deletion): no edit to adopt', () => {
    expect(offered(removal('foreign'))).toEqual([]);
  });

  it('by another script while the token is still there: offered', () => {
    expect(offered(removal('foreign', world()))).toEqual(['!rondel remove --token b --asked']);
  });

  it('by hand in the tracker: offered, deleted or not', () => {
    expect(offered(removal('tracker'))).toEqual(['!rondel remove --token b --asked']);
  });
});
