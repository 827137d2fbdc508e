import { describe, expect, it } from 'vitest';
import { CONDITION_KEYS } from '../../../src/rules/core/conditions';
import { effectsOf } from '../../../src/rules/core/effects';
import { aContext, after, aRondelFight, aToken, aWorld, buttons, combatantOf, presentOf, refusalOf, said, say } from '../fakes';

const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'z' })] });
const fight = aRondelFight([
  { id: 'a', name: 'Ana', nextAt: 1, conditions: ['prone'] },
  { id: 'b', name: 'Bo', nextAt: 4 },
]);
const ctx = () => aContext({ world: world(), fight });

describe('condition: the GM adds and removes conditions', () => {
  it('adds and removes on every selected combatant, in one step', () => {
    const outcome = say(ctx(), '!rondel condition --add grappled,Stunned --remove prone', { selected: ['a', 'b'] });
    expect(combatantOf(outcome, 'a').conditions).toEqual(['grappled', 'stunned']);
    expect(combatantOf(outcome, 'b').conditions).toEqual(['grappled', 'stunned']);
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
    const text = said(outcome.messages)[0]?.text ?? '';
    expect(text).toContain('Ana is now grappled and stunned; is no longer prone.');
    // the due combatant can no longer act: its turn is announced again
    expect(text).toContain('Count 1: Ana is stunned and cannot act (next passes the turn).');
  });

  it('a condition both added and removed with a duration is removed, and no timer starts for it', () => {
    const outcome = say(ctx(), '!rondel condition --add prone,stunned --remove prone --counts 3', { selected: ['a', 'b'] });
    expect(combatantOf(outcome, 'a').conditions).toEqual(['stunned']);
    expect(combatantOf(outcome, 'b').conditions).toEqual(['stunned']);
    const effects = effectsOf(presentOf(outcome));
    expect(effects.map((e) => [e.bearer, e.condition])).toEqual([
      ['a', 'stunned'],
      ['b', 'stunned'],
    ]);
  });

  it('--remove all takes every condition off', () => {
    const outcome = say(ctx(), '!rondel condition --remove all --token a');
    expect(combatantOf(outcome, 'a').conditions).toEqual([]);
  });

  it('--add all puts every condition on', () => {
    const outcome = say(ctx(), '!rondel condition --add all --token b');
    expect(combatantOf(outcome, 'b').conditions).toEqual([...CONDITION_KEYS]);
  });

  it('an unknown condition is refused with the list', () => {
    expect(refusalOf(say(ctx(), '!rondel condition --add sleepy,prone --remove hungry', { selected: ['a'] }))).toContain(
      `Unknown condition sleepy, hungry. Conditions: ${CONDITION_KEYS.join(', ')}.`,
    );
  });

  it('says what is missing', () => {
    expect(refusalOf(say(ctx(), '!rondel condition --add prone', { selected: ['z'] }))).toMatch(/ is not in the fight: nothing was done\.$/);
    expect(refusalOf(say(ctx(), '!rondel condition --add prone'))).toContain('Select the combatants first.');
    expect(refusalOf(say(ctx(), '!rondel condition --add prone --token nope'))).toContain('No token called “nope”');
    expect(refusalOf(say(ctx(), '!rondel condition --counts 3', { selected: ['a'] }))).toContain('Say which conditions to add or remove.');
    expect(refusalOf(say(aContext(), '!rondel condition --add prone'))).toContain('No fight is running.');
  });
});

describe('condition with nothing named: the picker', () => {
  it('whispers the GM a button for each condition of the one combatant pointed at: ✓ takes one it has off, the others add', () => {
    const outcome = say(ctx(), '!rondel condition', { selected: ['a'] });
    expect(outcome.stored).toBeUndefined();
    expect(outcome.messages).toHaveLength(1);
    expect(outcome.messages[0]?.to).toEqual({ player: 'gm' });
    const list = buttons(outcome.messages[0]!.html);
    expect(list).toEqual(CONDITION_KEYS.map((k) => (k === 'prone' ? '!rondel condition --remove prone --token a' : `!rondel condition --add ${k} --token a`)));
    expect(said(outcome.messages)[0]?.text).toContain('Conditions of Ana: press one to add it, a ✓ one to take it off.');
    expect(said(outcome.messages)[0]?.text).toContain('[✓ prone]');
    // pressed, each does what it says
    const pressed = say(ctx(), list[CONDITION_KEYS.indexOf('stunned')] as string);
    expect(combatantOf(pressed, 'a').conditions).toEqual(['prone', 'stunned']);
    expect(combatantOf(say(ctx(), list[CONDITION_KEYS.indexOf('prone')] as string), 'a').conditions).toEqual([]);
  });

  it('for several, ✓ only where every one has it, and the buttons act on the selection of the moment', () => {
    const outcome = say(ctx(), '!rondel condition', { selected: ['a', 'b'] });
    const list = buttons(outcome.messages[0]!.html);
    expect(list).toEqual(CONDITION_KEYS.map((k) => `!rondel condition --add ${k}`));
    expect(said(outcome.messages)[0]?.text).toContain('Conditions of the 2 selected combatants');
    expect(said(outcome.messages)[0]?.text).toContain('The buttons act on the tokens selected when one is pressed.');
  });
});

describe('condition: what is already there, and for how long', () => {
  it('a condition the combatant already has is answered, and nothing changes', () => {
    expect(refusalOf(say(ctx(), '!rondel condition --add prone --token a'))).toMatch(/^Rondel\nAna is already prone.\nUsage: !rondel condition /);
  });

  it('every combatant that already has it is named', () => {
    const both = aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1, conditions: ['prone'] }, { id: 'b', name: 'Bo', nextAt: 4, conditions: ['prone'] }]) });
    expect(refusalOf(say(both, '!rondel condition --add prone', { selected: ['b', 'a'] }))).toMatch(/^Rondel\nBo is already prone. Ana is already prone.\nUsage: /);
  });

  it('removing a condition that is not there is answered, and nothing changes', () => {
    expect(refusalOf(say(ctx(), '!rondel condition --remove stunned --token b'))).toMatch(/^Rondel\nNothing to change: those conditions are not there.\nUsage: !rondel condition /);
  });

  it('of several, those that change change; the GM is told which already had it', () => {
    const outcome = say(ctx(), '!rondel condition --add prone', { selected: ['a', 'b'] });
    expect(combatantOf(outcome, 'b').conditions).toEqual(['prone']);
    expect(said(outcome.messages).filter((m) => m.text === 'Rondel\nAna is already prone.').map((m) => m.to)).toEqual([{ player: 'gm' }]);
  });

  it('with a duration, each condition added is held by a timed effect that ends then', () => {
    const outcome = say(ctx(), '!rondel condition --add stunned,grappled --counts 3 --token b');
    expect(combatantOf(outcome, 'b').conditions).toEqual(['stunned', 'grappled']);
    expect(effectsOf(presentOf(outcome))).toEqual([
      { bearer: 'b', name: 'stunned', marker: null, condition: 'stunned', from: 1, ends: { kind: 'clock', at: 4 } },
      { bearer: 'b', name: 'grappled', marker: null, condition: 'grappled', from: 1, ends: { kind: 'clock', at: 4 } },
    ]);
    expect(outcome.events?.filter((e) => e.type === 'effect-started').map((e) => (e as { name: string }).name)).toEqual(['stunned', 'grappled']);
  });

  it('with a duration, a condition already there with no end keeps it: no effect, and the GM is told (ruling 85)', () => {
    const outcome = say(ctx(), '!rondel condition --add prone --counts 3 --token a');
    expect(combatantOf(outcome, 'a').conditions).toEqual(['prone']);
    expect(effectsOf(presentOf(outcome))).toEqual([]);
    expect(said(outcome.messages).some((m) => m.text === 'Rondel\nAna is already prone, with no end: it stays so (remove it first to give it a duration).')).toBe(true);
  });

  it('with a duration, a condition already held for a time is timed again from now, without an “already”', () => {
    const timed = say(ctx(), '!rondel condition --add stunned --counts 3 --token b');
    const again = say(after(ctx(), timed), '!rondel condition --add stunned --counts 8 --token b');
    expect(combatantOf(again, 'b').conditions).toEqual(['stunned']);
    expect(effectsOf(presentOf(again))).toEqual([{ bearer: 'b', name: 'stunned', marker: null, condition: 'stunned', from: 1, ends: { kind: 'clock', at: 9 } }]);
    expect(said(again.messages).some((m) => m.text.includes('already'))).toBe(false);
  });

  it('of several, a duration goes only to those that did not have the condition with no end', () => {
    const outcome = say(ctx(), '!rondel condition --add prone --counts 3', { selected: ['a', 'b'] });
    expect(effectsOf(presentOf(outcome)).map((e) => e.bearer)).toEqual(['b']);
  });

  it('a removal with a duration starts no effect', () => {
    const outcome = say(ctx(), '!rondel condition --remove prone --counts 3 --token a');
    expect(combatantOf(outcome, 'a').conditions).toEqual([]);
    expect(effectsOf(presentOf(outcome))).toEqual([]);
  });

  it('a duration the rule set does not count in is refused', () => {
    expect(refusalOf(say(ctx(), '!rondel condition --add stunned --seconds 3 --token b'))).toMatch(/^Rondel\nOnly 20-second rounds count in seconds; the rondel counts in counts or actions.\nUsage: /);
  });
});
