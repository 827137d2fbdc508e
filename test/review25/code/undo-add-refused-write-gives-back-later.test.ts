// Review 25 (code): the undo of an `add` gives the newcomer's token back the tags its joining took off
// (`Fight.takenAtJoin`, src/roll20/joinings.ts; docs/rules.md §8). When Roll20 refused the undo's marker write, the fight
// forgot the tags at once; the GM was told the next command writes the markers again, and that command took the
// fight's tags off the token (the refused write's leftovers) without ever giving the GM's back.
import { describe, expect, it } from 'vitest';
import { marked, sorted } from './marked';
import { freshStore } from '../../../src/app/model';
import { persist, validateStored } from '../../../src/roll20/store';

describe('undo of an add gives back exactly what the joining took', () => {
  it('a refused write at the undo leaves the tags kept, and the next command gives them back', () => {
    const t = marked('back-pain,red');
    t.sb.dice.queue(1);
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    expect(sorted(t, t.tokens.zombie)).toEqual(['red']);
    const fault = t.sb.faults.inject({ call: 'set', target: t.tokens.zombie, key: 'statusmarkers', times: 1 });
    const said = t.say(t.gm, '!rondel undo');
    expect(fault.fired).toBe(1);
    expect(JSON.stringify(said)).toMatch(/refused a write/);
    expect(sorted(t, t.tokens.zombie)).toEqual(['red']);
    t.say(t.gm, '!rondel status');
    t.sb.assertNoCrash();
    expect(sorted(t, t.tokens.zombie)).toEqual(['back-pain', 'red']);
  });

  it('a redo after the refused undo brings the newcomer back, and the undo after it still gives the tags back', () => {
    const t = marked('back-pain,red');
    t.sb.dice.queue(1);
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.sb.faults.inject({ call: 'set', target: t.tokens.zombie, key: 'statusmarkers', times: 1 });
    t.say(t.gm, '!rondel undo');
    t.say(t.gm, '!rondel redo');
    expect(sorted(t, t.tokens.zombie)).toEqual(['red']);
    t.say(t.gm, '!rondel undo');
    t.sb.assertNoCrash();
    expect(sorted(t, t.tokens.zombie)).toEqual(['back-pain', 'red']);
  });

  it.each([
    ['a tag that is not text', { z: [1] }],
    ['one tag, not a list', { z: 'back-pain' }],
    ['a list, not tags by token', [['back-pain']]],
  ])('stored tags to give back that are %s are found by the check of the stored data', (_what, giveBack) => {
    const raw = JSON.parse(JSON.stringify(persist({ ...freshStore(), cleanup: { ids: ['z'], tags: ['back-pain'] } }))) as Record<string, any>;
    expect(validateStored(raw)).toEqual([]);
    raw.cleanup.giveBack = { z: ['back-pain'] };
    expect(validateStored(raw)).toEqual([]);
    raw.cleanup.giveBack = giveBack;
    expect(validateStored(raw)).toEqual(['cleanup.giveBack is not lists of tags by token']);
  });
});
