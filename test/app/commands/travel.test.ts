import { describe, expect, it } from 'vitest';
import type { Fight } from '../../../src/app/model';
import { aCombat } from '../../support/builders';
import { aContext, aFight, aToken, aWorld, onlyMessage, presentOf, refusalOf, said, say } from '../fakes';

const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo' })] });
const s1 = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'b', nextAt: 6 }], { counter: 1 });
const s2 = { ...s1, counter: 3 };
const s3 = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'b', nextAt: 6 }], { counter: 4 });
/** Three states: count 1, count 3, and now count 4, where Ana is due. */
const fight: Fight = { ...aFight(s3), timeline: { present: s3, past: [s1, s2], future: [] } };

describe('undo and redo: the fight’s timeline moves', () => {
  it('undo goes back one step and everyone is told where the fight is', () => {
    const outcome = say(aContext({ world: world(), fight }), '!rondel undo');
    expect(presentOf(outcome)).toBe(s2);
    expect(outcome.stored?.fight?.timeline.future).toEqual([s3]);
    expect(onlyMessage(outcome)).toEqual({ to: 'all', text: 'Rondel\nThe GM undid 1 step(s): back to count 3.', noarchive: false });
    expect(outcome.menus).toEqual([]);
  });

  it('undo N goes back N steps, as far as there are', () => {
    const outcome = say(aContext({ world: world(), fight }), '!rondel undo 5');
    expect(presentOf(outcome)).toBe(s1);
    expect(onlyMessage(outcome).text).toContain('The GM undid 2 step(s): back to count 1.');
  });

  it('redo comes forward again, and the due combatant gets its menu', () => {
    const undone: Fight = { ...fight, timeline: { present: s2, past: [s1], future: [s3] } };
    const outcome = say(aContext({ world: world(), fight: undone }), '!rondel redo');
    expect(presentOf(outcome)).toBe(s3);
    expect(onlyMessage(outcome).text).toContain('The GM redid 1 step(s): count 4.');
    expect(said(outcome.menus)).toHaveLength(1);
    expect(outcome.menus?.[0]?.to).toEqual({ player: 'sam' });
  });

  it('with the announcements for the GM only, only the GM is told', () => {
    expect(onlyMessage(say(aContext({ world: world(), fight, config: { announce: 'gm' } }), '!rondel undo')).to).toBe('gm');
  });

  it('nothing to undo or redo is said so', () => {
    expect(refusalOf(say(aContext({ world: world(), fight }), '!rondel redo'))).toBe('Rondel\nThere is nothing to redo.');
    expect(refusalOf(say(aContext({ world: world(), fight: aFight(s1) }), '!rondel undo'))).toBe('Rondel\nThere is nothing to undo.');
  });

  it('needs a fight', () => {
    expect(refusalOf(say(aContext(), '!rondel undo'))).toContain('No fight is running.');
  });
});
