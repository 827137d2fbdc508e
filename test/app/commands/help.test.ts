import { describe, expect, it } from 'vitest';
import { aContext, aPlayer, onlyMessage, refusalOf, say } from '../fakes';

describe('help: the commands, or one command’s options', () => {
  it('a player sees the commands anyone may use; the GM also the GM’s', () => {
    const player = onlyMessage(say(aContext(), '!rondel help', { as: aPlayer('sam') }));
    expect(player.to).toEqual({ player: 'sam' });
    expect(player.text).toContain('[act] the due combatant’s action');
    expect(player.text).not.toContain('[start]');
    expect(player.text).not.toContain('[undo]');
    const gm = onlyMessage(say(aContext(), '!rondel help')).text;
    expect(gm).toContain('[start] a new fight: selected tokens');
    expect(gm).toContain('[act] the due combatant’s action');
  });

  it('help VERB shows that verb’s options, under !rondel whatever word was typed (README: our buttons say !rondel)', () => {
    const text = onlyMessage(say(aContext(), '!combat help react')).text;
    expect(text.split('\n')[0]).toBe('!rondel react');
    expect(text).toContain('--note: the trigger, e.g. attack of opportunity');
  });

  it('an unknown verb is said so', () => {
    expect(refusalOf(say(aContext(), '!rondel help dance'))).toBe('Rondel\nThere is no command “dance”. Did you mean !rondel help done?');
  });
});
