import { describe, expect, it } from 'vitest';
import { isTurnMarker, reconcile } from '../../src/app/reconcile';
import type { Outcome } from '../../src/app/outcome';
import { project, type Entry } from '../../src/app/tracker';
import { rondel } from '../../src/rules/rondel';
import { seconds } from '../../src/rules/seconds';
import { aCombatant as aSecondsCombatant, aFight as aSecondsFight } from '../rules/seconds/fixtures';
import type { CombatState } from '../../src/rules/rondel/state';
import { aCombat } from '../support/builders';
import { aContext, aFight, aToken, aWorld, buttons, combatantOf, PAGE, presentOf, said } from './fakes';

const world = () =>
  aWorld({
    tokens: [
      aToken({ id: 'a', name: 'Ana' }),
      aToken({ id: 'b', name: 'Bo' }),
      aToken({ id: 'n', name: 'Newt' }),
      aToken({ id: 'x', name: 'Xan', pageId: 'page-2' }),
      aToken({ id: 'r', name: 'Round 3' }),
    ],
  });
/** Ana due at count 2, Bo at 7. */
const state: CombatState = aCombat([{ id: 'a', name: 'Ana', nextAt: 2 }, { id: 'b', name: 'Bo', nextAt: 7 }], { counter: 2 });
const torch: Entry = { id: '-1', pr: 'soon', custom: 'Torch', _pageid: PAGE };
const before = project(rondel, state, PAGE, [torch]);
const json = (entries: readonly Entry[]) => JSON.stringify(entries);
const ctx = (config = {}, dice: readonly (number | readonly [number, number])[] = []) => aContext({ world: world(), fight: aFight(state), config, dice });
const edit = (entries: Entry[], source: 'tracker' | 'foreign' = 'tracker', config = {}, dice: readonly (number | readonly [number, number])[] = []): Outcome =>
  reconcile(ctx(config, dice), json(before), json(entries), source) as Outcome;
const gmNotes = (outcome: Outcome) => said(outcome.messages).filter((m) => m.to === 'gm').map((m) => m.text);

describe('the turn tracker edited by hand', () => {
  it('with no fight there is nothing to reconcile', () => {
    expect(reconcile(aContext(), '[]', '[]', 'tracker')).toBeNull();
  });

  it('the next-turn button ends the turn', () => {
    const rotated = [...before.slice(1), before[0] as Entry];
    const outcome = edit(rotated);
    expect(combatantOf(outcome, 'a').lastAction).toBe('guard');
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
    expect(gmNotes(outcome)).toEqual([]);
  });

  it('a next-turn press on an order another script changed moves on only when the top entry was the fight’s own', () => {
    // another script (silently) put Bo on top: Roll20 then lets Bo's player press next
    const reordered = [before[1], before[0], ...before.slice(2)] as Entry[];
    const ours = aContext({ world: world(), fight: aFight(state, { lastTurnOrder: json(before) }) });
    const pressed = reconcile(ours, json(reordered), json([...reordered.slice(1), reordered[0] as Entry]), 'tracker') as Outcome;
    expect(presentOf(pressed)).toBe(state);
    expect(gmNotes(pressed)).toEqual([
      'Rondel: turn tracker\nThe tracker’s next-turn button was pressed on an order another script had changed: the order was put back and the fight did not move on. To move on: !rondel next.',
    ]);
    // the other script changed an entry further down: Ana, due, was still on top, and her press ends her turn
    const torchMoved = before.map((e) => (e.custom === 'Torch' ? { ...e, pr: 'later' } : e));
    const again = aContext({ world: world(), fight: aFight(state, { lastTurnOrder: json(before) }) });
    const ended = reconcile(again, json(torchMoved), json([...torchMoved.slice(1), torchMoved[0] as Entry]), 'tracker') as Outcome;
    expect(combatantOf(ended, 'a').lastAction).toBe('guard');
  });

  it('a next-turn press on the turn of a hidden combatant a player controls waits for the GM’s click', () => {
    const hiddenWorld = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', layer: 'gmlayer', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo' })] });
    const c = aContext({ world: hiddenWorld, fight: aFight(state, { lastTurnOrder: json(before) }) });
    const pressed = reconcile(c, json(before), json([...before.slice(1), before[0] as Entry]), 'tracker') as Outcome;
    expect(presentOf(pressed)).toBe(state);
    const card = pressed.messages.find((m) => m.to === 'gm');
    expect(said([card!])[0]?.text).toContain('pressed on Ana’s turn. Ana is on the GM layer and a player controls it');
    expect(buttons(card!.html)).toEqual(['!rondel next --turn 2 --due a']);
    // the same press on a hidden combatant no player controls (the GM's alone) ends its turn
    const npcWorld = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', layer: 'gmlayer' }), aToken({ id: 'b', name: 'Bo' })] });
    const npc = reconcile(aContext({ world: npcWorld, fight: aFight(state, { lastTurnOrder: json(before) }) }), json(before), json([...before.slice(1), before[0] as Entry]), 'tracker') as Outcome;
    expect(combatantOf(npc, 'a').lastAction).toBe('guard');
  });

  it('another script’s rotation does not move the fight on', () => {
    const rotated = [...before.slice(1), before[0] as Entry];
    const outcome = edit(rotated, 'foreign');
    expect(presentOf(outcome)).toBe(state);
    expect(gmNotes(outcome)).toEqual([
      'Rondel: turn tracker\nThe turn tracker was changed outside the rondel (by another script, or while the script was down).\nAnother script moved the tracker on. Only the GM (or the tracker’s next-turn button) moves the fight on: the order was put back.',
    ]);
  });

  it('an unreadable tracker is rebuilt from the fight, which does not change', () => {
    const c = ctx();
    const outcome = reconcile(c, json(before), 'not json', 'foreign') as Outcome;
    expect(outcome.stored).toBe(c.stored);
    expect(gmNotes(outcome)[0]).toContain('The turn tracker held something that is not a turn order');
    expect(outcome.messages[0]?.noarchive).toBe(true);
  });

  describe('asked (the default): put back, the GM adopts with one click', () => {
    it('a value edit is offered as set --count', () => {
      const outcome = edit(before.map((e) => (e.id === 'b' ? { ...e, pr: '9' } : e)));
      expect(presentOf(outcome)).toBe(state);
      const card = outcome.messages.find((m) => m.to === 'gm');
      expect(said([card!])[0]?.text.split('\n')).toEqual([
        'Rondel: turn tracker edits',
        'Bo: next action 7 → 9 in the tracker. [Adopt]',
        'Put back: no tracker edit changes the fight without the GM. To adopt edits directly: !rondel config --set trackeredits=adopt',
      ]);
      expect(buttons(card!.html)).toEqual(['!rondel set --token b --count 9 --asked']);
    });

    it('a value that is not a count has nothing to adopt', () => {
      const outcome = edit(before.map((e) => (e.id === 'b' ? { ...e, pr: 'later' } : e)));
      expect(gmNotes(outcome)[0]?.split('\n')[1]).toBe('Bo: the tracker value is not a count.');
      expect(buttons(outcome.messages.at(-1)!.html)).toEqual([]);
    });

    it('a removal is offered as remove', () => {
      const outcome = edit(before.filter((e) => e.id !== 'b'));
      expect(gmNotes(outcome)[0]?.split('\n')[1]).toBe('Bo was taken out of the tracker. [Adopt]');
      expect(buttons(outcome.messages.at(-1)!.html)).toEqual(['!rondel remove --token b --asked']);
    });

    it('a token put in is offered as add, and its entry dropped', () => {
      const newt: Entry = { id: 'n', pr: '5', custom: '', _pageid: PAGE };
      const outcome = edit([...before, newt]);
      expect(gmNotes(outcome)[0]?.split('\n')[1]).toBe('Newt was put into the tracker at 5. [Adopt]');
      expect(buttons(outcome.messages.at(-1)!.html)).toEqual(['!rondel add --token n --count 5 --asked']);
      expect(outcome.drop).toEqual([newt]);
    });

    it('a token put in with no value is offered without a count', () => {
      const outcome = edit([...before, { id: 'n', pr: '' }]);
      expect(gmNotes(outcome)[0]?.split('\n')[1]).toBe('Newt was put into the tracker. [Adopt]');
      expect(buttons(outcome.messages.at(-1)!.html)).toEqual(['!rondel add --token n --asked']);
    });

    it('a value the rules refuse is not offered: the card says why, with no button (adopting it would only be refused)', () => {
      const outcome = edit(before.map((e) => (e.id === 'b' ? { ...e, pr: 1 } : e)));
      expect(presentOf(outcome)).toBe(state);
      expect(gmNotes(outcome)[0]?.split('\n')[1]).toBe('Bo: next action 7 → 1 in the tracker. Count 1 has passed: the counter is at 2.');
      expect(buttons(outcome.messages.at(-1)!.html)).toEqual([]);
    });

    it('a token put in at a value the rules refuse is offered at its roll, as adopting edits directly would bring it in', () => {
      const outcome = edit([...before, { id: 'n', pr: 1 }]);
      expect(gmNotes(outcome)[0]?.split('\n')[1]).toBe('Newt was put into the tracker at 1 (adopted, it joins at its roll). Count 1 has passed: the counter is at 2. [Adopt]');
      expect(buttons(outcome.messages.at(-1)!.html)).toEqual(['!rondel add --token n --asked']);
    });

    it('a token put in at 0 (Roll20’s Add Turn) is offered at its roll, with no refusal to read', () => {
      const outcome = edit([...before, { id: 'n', pr: 0 }]);
      expect(gmNotes(outcome)[0]?.split('\n')[1]).toBe('Newt was put into the tracker at 0 (adopted, it joins at its roll). [Adopt]');
      expect(buttons(outcome.messages.at(-1)!.html)).toEqual(['!rondel add --token n --asked']);
    });

    it('in 20-second rounds a value that ties is tried with dice that break the tie, and offered', () => {
      const secondsState = aSecondsFight([aSecondsCombatant('a', { name: 'Ana', second: 5 }), aSecondsCombatant('b', { name: 'Bo', second: 9 })]);
      const was = project(seconds, secondsState, PAGE, []);
      const moved = was.map((e) => (e.id === 'b' ? { ...e, pr: 5 } : e));
      const outcome = reconcile(aContext({ world: world(), fight: aFight(secondsState as unknown as CombatState, { rules: 'seconds' }) }), json(was), json(moved), 'tracker') as Outcome;
      expect(gmNotes(outcome)[0]?.split('\n')[1]).toBe('Bo: second 9 → 5 in the tracker. [Adopt]');
      expect(buttons(outcome.messages.at(-1)!.html)).toEqual(['!rondel set --token b --count 5 --asked']);
    });

    it('tokens of another page, other scripts’ turn markers and deleted tokens are not the fight’s', () => {
      const outcome = edit([...before, { id: 'x', pr: 1 }, { id: 'r', pr: 1 }, { id: 'gone', pr: 1 }]);
      expect(outcome.messages).toEqual([]);
      expect(outcome.drop).toEqual([]);
    });
  });

  describe('adopted directly', () => {
    const adopt = { trackerEdits: 'adopt' };

    it('a value edit places the combatant', () => {
      const outcome = edit(before.map((e) => (e.id === 'b' ? { ...e, pr: 9 } : e)), 'tracker', adopt);
      expect(combatantOf(outcome, 'b').nextAt).toBe(9);
      expect(gmNotes(outcome)).toEqual([]);
    });

    it('a value that is not a count is put back, and the GM told', () => {
      const outcome = edit(before.map((e) => (e.id === 'b' ? { ...e, pr: 'x' } : e)), 'tracker', adopt);
      expect(presentOf(outcome)).toBe(state);
      expect(gmNotes(outcome)).toEqual(['Rondel: turn tracker\nBo: the tracker value is not a count; put back.']);
    });

    it('a value the rules refuse is put back with the reason', () => {
      const outcome = edit(before.map((e) => (e.id === 'b' ? { ...e, pr: 1 } : e)), 'tracker', adopt);
      expect(presentOf(outcome)).toBe(state);
      expect(gmNotes(outcome)).toEqual(['Rondel: turn tracker\nCount 1 has passed: the counter is at 2.']);
    });

    it('a removal takes the combatant out', () => {
      const outcome = edit(before.filter((e) => e.id !== 'b'), 'tracker', adopt);
      expect(presentOf(outcome).combatants.map((c) => c.id)).toEqual(['a']);
    });

    it('a token put in joins, at its value when it has one', () => {
      const placed = edit([...before, { id: 'n', pr: '12' }], 'tracker', adopt, [[12, 4]]);
      expect(combatantOf(placed, 'n').nextAt).toBe(12);
      const rolled = edit([...before, { id: 'n', pr: '' }], 'tracker', adopt, [[12, 4]]);
      expect(combatantOf(rolled, 'n').nextAt).toBe(6);
    });

    it('a token put in at a count that has passed joins at its roll', () => {
      const outcome = edit([...before, { id: 'n', pr: 1 }], 'tracker', adopt, [[12, 3]]);
      expect(combatantOf(outcome, 'n').nextAt).toBe(5);
    });

    it('another script’s edits are adopted too, and the GM told which', () => {
      const outcome = edit(before.filter((e) => e.id !== 'b'), 'foreign', adopt);
      expect(presentOf(outcome).combatants.map((c) => c.id)).toEqual(['a']);
      expect(gmNotes(outcome)).toEqual(['Rondel: turn tracker\nThe turn tracker was changed outside the rondel (by another script, or while the script was down).\nAdopted: removed.']);
    });
  });

  describe('the Count entry', () => {
    it('edited: the counter only moves with next', () => {
      const outcome = edit(before.map((e) => (e.id === '-1' && e.custom === 'Count' ? { ...e, pr: 9 } : e)));
      expect(presentOf(outcome).counter).toBe(2);
      expect(gmNotes(outcome)).toEqual(['Rondel: turn tracker\nThe counter only moves with next; it stays at count 2.']);
    });

    it('renamed: its name is put back, and the renamed entry dropped', () => {
      const renamed = before.map((e) => (e.id === '-1' && e.custom === 'Count' ? { ...e, custom: 'Round 1' } : e));
      const outcome = edit(renamed);
      expect(outcome.drop).toEqual([renamed.find((e) => e.custom === 'Round 1')]);
      expect(gmNotes(outcome)).toEqual(['Rondel: turn tracker\nThe Count entry is the fight’s own: its name was put back.']);
    });
  });

  it('other people’s entries change nothing and say nothing; sorting and dragging change nothing and are explained once per turn', () => {
    expect(edit([...before, { id: '-1', pr: 3, custom: 'Torch 2' }]).messages).toEqual([]);
    const outcome = edit([...before].reverse());
    expect(presentOf(outcome)).toBe(state);
    // a press another script sorted back before the script read it looks like a sort: the GM hears how to move on
    expect(said(outcome.messages).map((m) => m.text)).toEqual([
      'Rondel: turn tracker\nThe tracker’s order was changed (a drag, a sort, or another script that sorts it): the fight’s order was put back. To end the turn: !rondel next.',
    ]);
    expect(edit([...before.slice(1), before[0] as Entry].reverse()).messages, 'once per turn').toEqual([]);
  });

  it('another script’s write that changed nothing of the fight says nothing', () => {
    expect(edit([...before, { id: '-1', pr: 3, custom: 'Torch 2' }], 'foreign').messages).toEqual([]);
  });
});

describe('other scripts’ turn markers', () => {
  it.each([
    ['Round', null, true],
    ['round 3', null, true],
    ['Round12', null, true],
    [' Round 2 ', null, true],
    ['Round 3', 'char-1', false],
    ['Roundabout', null, false],
    ['The Round 2', null, false],
    // this script's own turn indicator
    ['Rondel turn', null, true],
    [' Rondel turn ', null, true],
    ['Rondel turn', 'char-1', false],
    ['Rondel turns', null, false],
  ])('%j representing %j is one: %s', (name, represents, yes) => {
    expect(isTurnMarker(aToken({ id: 't', name, represents }))).toBe(yes);
  });
});

describe('tracker edits: what is said, and to whom', () => {
  // the tokens' names differ from the combatants': the fight's own names are the ones used
  const renamed = () =>
    aWorld({ tokens: [aToken({ id: 'a', name: 'Ana (token)' }), aToken({ id: 'b', name: 'Bo (token)' }), aToken({ id: 'n', name: 'Newt' })] });
  const run = (entries: Entry[], source: 'tracker' | 'foreign', config = {}, dice: readonly (number | readonly [number, number])[] = []) =>
    reconcile(aContext({ world: renamed(), fight: aFight(state), config, dice }), json(before), json(entries), source) as Outcome;

  it('a combatant is named as the fight knows it', () => {
    const outcome = run(before.map((e) => (e.id === 'b' ? { ...e, pr: '9' } : e)), 'tracker');
    expect(gmNotes(outcome)[0]?.split('\n')[1]).toBe('Bo: next action 7 → 9 in the tracker. [Adopt]');
    expect(outcome.drop).toEqual([]);
    expect(outcome.messages.at(-1)?.noarchive).toBe(true);
    expect(outcome.messages.at(-1)?.html).toContain('background:#8d6e00');
  });

  it('the GM’s notes are in the warning colour, unarchived', () => {
    const outcome = run(before.map((e) => (e.id === 'b' ? { ...e, pr: 'x' } : e)), 'tracker', { trackerEdits: 'adopt' });
    expect(outcome.messages.at(-1)).toMatchObject({ to: 'gm', noarchive: true });
    expect(outcome.messages.at(-1)?.html).toContain('background:#8d6e00');
  });

  it('an adopted step is announced as any step is, with its events', () => {
    const outcome = run(before.filter((e) => e.id !== 'b'), 'tracker', { trackerEdits: 'adopt' });
    expect(said(outcome.messages)).toEqual([{ to: 'all', text: 'Rondel count 2\nBo leaves the fight.' }]);
    expect(outcome.events?.map((e) => e.type)).toEqual(['left']);
  });

  it('a token put in at a count joins there with no roll, as its Adopt button would (ruling 37)', () => {
    const outcome = run([...before, { id: 'n', pr: '12' }], 'tracker', { trackerEdits: 'adopt' });
    expect(outcome.events?.map((e) => e.type)).toEqual(['initiative-rolled']);
    const card = said(outcome.messages)[0]?.text ?? '';
    expect(card).toContain('Newt joins at count 12 (set by the GM).');
    expect(card).not.toContain('d12');
  });

  it('the next-turn button’s step is the outcome’s events', () => {
    const outcome = run([...before.slice(1), before[0] as Entry], 'tracker');
    expect(outcome.events?.map((e) => e.type)).toEqual(['action-declared', 'marker-applied', 'counter-advanced', 'movement-window']);
  });

  it('another script’s rotation, with edits adopted directly, adopts nothing', () => {
    const outcome = run([...before.slice(1), before[0] as Entry], 'foreign', { trackerEdits: 'adopt' });
    expect(gmNotes(outcome)).toEqual([
      'Rondel: turn tracker\nThe turn tracker was changed outside the rondel (by another script, or while the script was down).\nAnother script moved the tracker on. Only the GM (or the tracker’s next-turn button) moves the fight on: the order was put back.',
    ]);
  });

  it('another script’s edits adopted directly are listed by kind; a Count edit is not adopted', () => {
    const entries = before.filter((e) => e.id !== 'b').map((e) => (e.id === 'a' ? { ...e, pr: 5 } : e.custom === 'Count' ? { ...e, pr: 9 } : e));
    const outcome = run(entries, 'foreign', { trackerEdits: 'adopt' });
    expect(gmNotes(outcome).at(-1)?.split('\n').slice(1)).toEqual([
      'The turn tracker was changed outside the rondel (by another script, or while the script was down).',
      'Adopted: edited, removed.',
      'The counter only moves with next; it stays at count 2.',
    ]);
  });
});
