// How a use case answers (src/app/replies.ts) and what it runs in (src/app/context.ts): who hears a refusal, its title,
// its words and its usage line; the rule set's options and its cards' view.
import { describe, expect, it } from 'vitest';
import { cardView, ruleOptions, rulesOf, ruleSetTitle } from '../../src/app/context';
import { DEFAULT_CONFIG } from '../../src/app/model';
import { announceTo, fail, noFight, refusal, rejectionOf, titleOf, toSender } from '../../src/app/replies';
import { parseCommandLine, type ParsedCommand } from '../../src/commands/parse';
import type { RuleSetId } from '../../src/rules/core/rule-set';
import type { Html } from '../../src/render/html';
import { aRoundsFight } from '../support/rounds';
import { aContext, aFight, aPlayer, API, aRondelFight, aToken, aWorld, GM, onlyMessage } from '../app/fakes';
import type { CombatState } from '../../src/rules/rondel/state';

function parsed(text: string): ParsedCommand {
  const r = parseCommandLine(text);
  if (!r?.ok) throw new Error(`${text} does not parse`);
  return r.command;
}

const X = 'x' as Html;

describe('toSender', () => {
  it('a player is whispered, the API’s messages go to the GM; unarchived unless told', () => {
    expect(toSender(aPlayer('sam'), X)).toEqual({ to: { player: 'sam' }, html: 'x', noarchive: true });
    expect(toSender(API, X)).toEqual({ to: 'gm', html: 'x', noarchive: true });
    expect(toSender(GM, X, false)).toEqual({ to: { player: 'gm' }, html: 'x', noarchive: false });
  });
});

describe('a refusal’s title: the rule set in play', () => {
  it('the fight’s rule set, over the configured one; without a fight, the configured one; without anything, Rondel', () => {
    const roundsFight = aFight(aRoundsFight([{ id: 'a' }]) as unknown as CombatState, { rules: 'rounds' });
    expect(titleOf(aContext({ fight: roundsFight, config: { rules: 'seconds' } }))).toBe('10-second rounds');
    expect(titleOf(aContext({ config: { rules: 'seconds' } }))).toBe('20-second rounds');
    expect(titleOf(aContext({ fight: aRondelFight([{ id: 'a' }]), config: { rules: 'rounds' } }))).toBe('Rondel');
    expect(titleOf(null)).toBe('Rondel');
  });

  it('fail whispers the message under that title, with the command’s usage when one is given', () => {
    const ctx = aContext({ config: { rules: 'seconds' } });
    expect(onlyMessage(fail(ctx, aPlayer('sam'), 'No.'))).toEqual({ to: { player: 'sam' }, text: '20-second rounds\nNo.', noarchive: true });
    const withUsage = onlyMessage(fail(ctx, aPlayer('sam'), 'No.', parsed('!rondel stand')));
    expect(withUsage.text).toContain('No.');
    expect(withUsage.text).toContain('!rondel stand [--react]');
    // what to type says !rondel, whatever word was typed (!combat is also 5E BattleMaster's)
    expect(onlyMessage(fail(ctx, aPlayer('sam'), 'No.', parsed('!combat undo'))).text).toContain('Usage: !rondel undo [N]');
  });
});

describe('a rule’s refusal in words', () => {
  const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' })] });
  const fight = aRondelFight([{ id: 'a', name: 'Ana' }, { id: 'h', name: 'Hag' }], { counter: 4 });

  it('names the combatant to the GM, and to a player unless it is hidden from the players', () => {
    const ctx = aContext({ world, fight });
    expect(onlyMessage(refusal(ctx, GM, { code: 'not-prone', id: 'h' })).text).toBe('Rondel\nHag is not prone: there is nothing to stand up from.');
    expect(onlyMessage(refusal(ctx, aPlayer('sam'), { code: 'not-prone', id: 'h' })).text).toBe('Rondel\nThat combatant is not prone: there is nothing to stand up from.');
    expect(onlyMessage(refusal(ctx, aPlayer('sam'), { code: 'not-prone', id: 'a' })).text).toBe('Rondel\nAna is not prone: there is nothing to stand up from.');
  });

  it('reads the clock of the fight’s rule set; without a fight, the rondel’s', () => {
    const rounds = aFight(aRoundsFight([{ id: 'a', name: 'Ana' }]) as unknown as CombatState, { rules: 'rounds' });
    const later = { code: 'stand-later', id: 'a', next: 3, react: false } as const;
    expect(onlyMessage(refusal(aContext({ world, fight: rounds }), GM, later)).text).toBe('10-second rounds\nNot now: Ana stands up on its own turn (in round 3), for half its movement.');
    expect(onlyMessage(refusal(aContext({ world, config: { rules: 'seconds' } }), GM, later)).text).toBe('20-second rounds\nNot now: Someone stands up at a movement window (the next: count 3).');
  });

  it('with the command, its usage', () => {
    expect(onlyMessage(refusal(aContext({ world, fight }), GM, { code: 'not-prone', id: 'a' }, parsed('!rondel stand'))).text).toContain('!rondel stand [--react]');
  });

  it('rejectionOf finds the step’s refusal, and nothing in a step that was not refused', () => {
    const r = { type: 'rejected', code: 'not-prone', id: 'a' } as const;
    expect(rejectionOf({ state: null, events: [{ type: 'stood-up', id: 'b', count: 3 }, r] })).toEqual(r);
    expect(rejectionOf({ state: null, events: [{ type: 'stood-up', id: 'b', count: 3 }] })).toBeNull();
  });
});

describe('no fight, and who hears the cards', () => {
  it('the GM is told how to start one; a player only that none runs', () => {
    expect(onlyMessage(noFight(aContext(), GM)).text).toBe('Rondel\nNo fight is running. Select the tokens in the fight and run !rondel start.');
    expect(onlyMessage(noFight(aContext(), aPlayer('sam'))).text).toBe('Rondel\nNo fight is running.');
  });

  it('the cards go to everyone unless the GM keeps them', () => {
    expect(announceTo(DEFAULT_CONFIG)).toBe('all');
    expect(announceTo({ ...DEFAULT_CONFIG, announce: 'gm' })).toBe('gm');
  });
});

describe('the rule set and its options', () => {
  it('an unknown rule set is an error, a known one is found', () => {
    expect(() => rulesOf('chess' as RuleSetId)).toThrow('no rule set chess');
    expect(rulesOf('seconds').id).toBe('seconds');
  });

  it('the options follow the configuration asked about, not the one asked before', () => {
    const a = { ...DEFAULT_CONFIG, passedOver: 'guard' as const, rerollEachRound: false };
    const b = { ...DEFAULT_CONFIG, passedOver: 'reset' as const, rerollEachRound: true };
    expect(ruleOptions(a)).toEqual({ pattern: a.pattern, passedOver: 'guard', rerollEachRound: false });
    expect(ruleOptions(b)).toEqual({ pattern: b.pattern, passedOver: 'reset', rerollEachRound: true });
    expect(ruleOptions(a).passedOver).toBe('guard');
  });

  it('a card’s title: Rondel for the rondel, the rule set’s name otherwise', () => {
    expect(ruleSetTitle('rondel')).toBe('Rondel');
    expect(ruleSetTitle('seconds')).toBe('20-second rounds');
    expect(ruleSetTitle('rounds')).toBe('10-second rounds');
  });

  it('a card’s view: the title, the clock, and each action’s label', () => {
    const rounds = cardView(rulesOf('rounds'));
    expect(rounds.title).toBe('10-second rounds');
    expect(rounds.clock.at(3)).toBe('round 3');
    expect(rounds.actionLabel('defense')).toBe('Stand in defense');
    // a rondel action the rule set has not (from a fight stored before), a pass, and anything else as it is
    expect(rounds.actionLabel('dash')).toBe('Dash');
    expect(rounds.actionLabel('pass')).toBe('no action');
    expect(rounds.actionLabel('juggle')).toBe('juggle');
    const rondel = cardView(rulesOf('rondel'));
    expect(rondel.title).toBe('Rondel');
    expect(rondel.clock.at(3)).toBe('count 3');
    expect(rondel.actionLabel('hold')).toBe('Hold');
    expect(cardView(rulesOf('rondel'))).toBe(rondel);
    expect(cardView(rulesOf('seconds')).clock.at(25)).toBe('round 2, second 5');
  });
});
