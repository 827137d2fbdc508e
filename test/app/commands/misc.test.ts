// What the use cases' own tests leave: details of set, start, add, config and status, the stored model's defaults.
import { describe, expect, it } from 'vitest';
import { start } from '../../../src/app/commands/start';
import { readCommand } from '../../../src/app/dispatch';
import { freshStore, DEFAULT_CONFIG, SCHEMA_VERSION } from '../../../src/app/model';
import { NOTHING } from '../../../src/app/outcome';
import { aContext, aRondelFight, aToken, aWorld, combatantOf, GM, onlyMessage, said, say } from '../fakes';

describe('details of the use cases', () => {
  it('set --count leaves the tier and Perception alone', () => {
    const outcome = say(aContext({ world: aWorld({ tokens: [aToken({ id: 'a' })] }), fight: aRondelFight([{ id: 'a', nextAt: 2, tier: 'gray_yak', perceptionMod: 3 }]) }), '!rondel set --count 5 --token a');
    expect(combatantOf(outcome, 'a')).toMatchObject({ nextAt: 5, tier: 'gray_yak', perceptionMod: 3 });
    expect(outcome.events).toEqual([{ type: 'overridden', id: 'a', field: 'nextAt', from: 2, to: 5 }]);
  });

  it('start cuts a long unknown rule set’s name', () => {
    const reading = readCommand('!rondel start', undefined, ['rondel'], GM);
    if (reading.kind !== 'command') throw new Error('no');
    const outcome = start(aContext(), { parsed: { ...reading.parsed, flags: { rules: 'r'.repeat(40) } }, sender: GM, selected: [aToken({ id: 'a' })] });
    expect(onlyMessage(outcome).text).toContain(`There is no rule set “${'r'.repeat(30)}”.`);
  });

  it('a plain add says nothing but its card; one at a later count, or the count now, joins there unrolled', () => {
    const ctx = () => aContext({ world: aWorld({ tokens: [aToken({ id: 'a' }), aToken({ id: 'n', name: 'Newt' })] }), fight: aRondelFight([{ id: 'a', nextAt: 6 }], { counter: 4 }), dice: [[12, 3]] });
    const plain = say(ctx(), '!rondel add', { selected: ['n'] });
    expect(said(plain.messages).map((m) => m.to)).toEqual(['all']);
    const placed = say(ctx(), '!rondel add --count 9', { selected: ['n'] });
    expect(placed.events?.map((e) => e.type)).toEqual(['initiative-rolled']);
    expect(placed.events?.[0]).toMatchObject({ dice: [], value: 9, placed: true, joining: true });
    expect(said(placed.messages)[0]?.text).toContain('Newt joins at count 9 (set by the GM).');
    // at the count now, after those due there (ruling 102), unrolled too
    const now = say(ctx(), '!rondel add --count 4', { selected: ['n'] });
    expect(now.events?.[0]).toMatchObject({ type: 'initiative-rolled', dice: [], value: 4, placed: true });
    expect(now.events?.some((e) => e.type === 'overridden')).toBe(false);
  });

  it('the options show the game’s rule set by its id and its name', () => {
    expect(onlyMessage(say(aContext({ config: { rules: 'seconds' } }), '!rondel config')).text.split('\n')[1]).toBe('rules: seconds (a new fight’s rule set: 20-second rounds) [change]');
  });

  it('status lists a combatant’s conditions together', () => {
    const outcome = say(aContext({ fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 2, conditions: ['prone', 'grappled'] }]) }), '!rondel status');
    expect(onlyMessage(outcome).text).toContain('2 Ana · Red Fox · prone, grappled');
  });

  it('a sheet problem’s notice is in the warning colour', () => {
    const w = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' })], sheets: { a: { problems: ['weapon_speed'] } } });
    const outcome = say(aContext({ world: w, dice: [[12, 5]] }), '!rondel start', { selected: ['a'] });
    expect(outcome.messages.find((m) => m.to === 'gm')?.html).toContain('background:#8d6e00');
  });

  it('a parse error is the script’s card', () => {
    expect(onlyMessage(say(aContext(), '!rondel next --step maybe')).text.split('\n')[0]).toBe('Rondel');
  });
});

describe('the stored model', () => {
  it('starts fresh with the defaults and no fight', () => {
    expect(freshStore()).toEqual({ schemaVersion: SCHEMA_VERSION, config: DEFAULT_CONFIG, fight: null, helpVersion: '', optionsSaved: 0, cleanup: null });
  });

  it('nothing to do is an outcome with no message', () => {
    expect(NOTHING).toEqual({ messages: [] });
  });
});
