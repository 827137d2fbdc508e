// An unknown verb is answered with the nearest one; !combat's unknown verbs stay 5E BattleMaster's.
import { describe, expect, it } from 'vitest';
import { help } from '../../src/app/commands/help';
import { readCommand } from '../../src/app/dispatch';
import { editDistance, nearestVerb, parseCommandLine } from '../../src/commands/parse';
import { plain } from '../support/plain';
import { aContext } from '../app/fakes';

const gm = { playerId: 'p1', name: 'Gina', isGM: true, isApi: false };

describe('the nearest verb', () => {
  it.each([
    ['stauts', 'status'],
    ['strat', 'start'],
    ['nxt', 'next'],
    ['conditon', 'condition'],
    ['confg', 'config'],
    ['reacts', 'react'],
    ['undo2', 'undo'],
    ['stat', 'status'],
    ['cond', 'condition'],
    ['ACTS', 'act'],
    ['atack', 'attack'],
    ['chek', 'check'],
  ])('%s → %s', (typed, verb) => {
    expect(nearestVerb(typed)?.name).toBe(verb);
  });

  it.each(['xyzzy', 'q', 'begin', 'parley'])('%s is near no verb', (typed) => {
    expect(nearestVerb(typed)).toBeNull();
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('stauts', 'status')).toBe(1);
    expect(editDistance('', 'act')).toBe(3);
  });

  it('an unknown !rondel verb is answered with the nearest, under whichever word was used', () => {
    const r = parseCommandLine('!rondel stauts');
    expect(r && !r.ok && r.errors).toEqual(['Unknown command “stauts”. Did you mean !rondel status?']);
    const reading = readCommand('!rondel stauts', undefined, ['rondel', 'combat'], gm);
    expect(reading.kind === 'answer' && plain(reading.outcome.messages[0]!.html)).toContain('Did you mean !rondel status?');
  });

  it('help for an unknown command names the nearest', () => {
    const r = parseCommandLine('!rondel help stauts');
    if (!r || !r.ok) throw new Error('did not parse');
    const out = help(aContext(), { parsed: r.command, sender: gm, selected: [] });
    expect(plain(out.messages[0]!.html)).toContain('There is no command “stauts”. Did you mean !rondel help status?');
  });

  it('an unknown !combat verb is left to 5E BattleMaster', () => {
    expect(readCommand('!combat stauts', undefined, ['rondel', 'combat'], gm).kind).toBe('not-ours');
  });
});
