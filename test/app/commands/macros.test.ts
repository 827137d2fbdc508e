import { describe, expect, it } from 'vitest';
import { aContext, aToken, aWorld, API, onlyMessage, say } from '../fakes';

const world = (gms: string[] = ['gm']) =>
  aWorld({
    gms,
    tokens: [
      aToken({ id: 'a', name: 'Ana', represents: 'char-ana' }),
      aToken({ id: 'a2', name: 'Ana too', represents: 'char-ana' }),
      aToken({ id: 'g', name: 'Goblin', represents: 'char-gone' }),
      aToken({ id: 'm', name: 'Marker' }),
    ],
    characters: { 'char-ana': 'Ana the Bold' },
  });

const GM_MACROS = ['Rondel-Start', 'Rondel-Next', 'Rondel-Status', 'Rondel-End', 'Rondel-Undo', 'Rondel-Config'];

describe('macros: the GM’s macros and the characters’ token actions', () => {
  it('makes the GM macros for the sender, and token actions once per selected character', () => {
    const outcome = say(aContext({ world: world() }), '!rondel macros', { selected: ['a', 'a2', 'g', 'm'] });
    expect(outcome.effects?.filter((e) => e.kind === 'macro')).toEqual([
      { kind: 'macro', playerId: 'gm', name: 'Rondel-Start', action: '!rondel start' },
      { kind: 'macro', playerId: 'gm', name: 'Rondel-Next', action: '!rondel next' },
      { kind: 'macro', playerId: 'gm', name: 'Rondel-Status', action: '!rondel status' },
      { kind: 'macro', playerId: 'gm', name: 'Rondel-End', action: '!rondel end' },
      { kind: 'macro', playerId: 'gm', name: 'Rondel-Undo', action: '!rondel undo' },
      { kind: 'macro', playerId: 'gm', name: 'Rondel-Config', action: '!rondel config' },
    ]);
    expect(outcome.effects?.filter((e) => e.kind === 'ability')).toEqual([
      { kind: 'ability', characterId: 'char-ana', name: 'Act', action: '!rondel menu --char @{character_id}' },
      { kind: 'ability', characterId: 'char-ana', name: 'React', action: '!rondel react --char @{character_id} --note ?{Trigger|attack of opportunity}' },
      { kind: 'ability', characterId: 'char-ana', name: 'Hold', action: '!rondel act hold --char @{character_id}' },
    ]);
    expect(onlyMessage(outcome)).toEqual({
      to: { player: 'gm' },
      text: `Rondel: macros\nGM macros ready: ${GM_MACROS.join(', ')}.\nAna the Bold: token actions Act, React and Hold.`,
      noarchive: true,
    });
    expect(outcome.stored).toBeUndefined();
  });

  it('token actions follow the rule set: no Hold where there is none, Trigger where a readied action fires', () => {
    const abilities = (rules: 'seconds' | 'rounds') =>
      say(aContext({ world: world(), config: { rules } }), '!rondel macros', { selected: ['a'] }).effects?.flatMap((e) => (e.kind === 'ability' ? [e.name] : []));
    expect(abilities('seconds')).toEqual(['Act', 'React']);
    expect(abilities('rounds')).toEqual(['Act', 'React', 'Trigger']);
    const rounds = say(aContext({ world: world(), config: { rules: 'rounds' } }), '!rondel macros', { selected: ['a'] });
    expect(rounds.effects?.find((e) => e.kind === 'ability' && e.name === 'Trigger')).toEqual({
      kind: 'ability',
      characterId: 'char-ana',
      name: 'Trigger',
      action: '!rondel trigger --char @{character_id} --note ?{What happened? (empty: the readied trigger)}',
    });
    expect(onlyMessage(rounds).text).toContain('Ana the Bold: token actions Act, React and Trigger.');
  });

  it('with no character selected, it says how to get token actions', () => {
    const outcome = say(aContext({ world: world() }), '!rondel macros', { selected: ['m'] });
    expect(outcome.effects?.every((e) => e.kind === 'macro')).toBe(true);
    expect(onlyMessage(outcome).text.split('\n').at(-1)).toBe('Select tokens that represent characters to give them token actions too.');
  });

  it('for another script, the macros are the first GM’s; with no GM, there are none', () => {
    const forScript = say(aContext({ world: world(['gm2', 'gm3']) }), '!rondel macros', { as: API });
    expect(new Set(forScript.effects?.map((e) => e.kind === 'macro' && e.playerId))).toEqual(new Set(['gm2']));
    const noGM = say(aContext({ world: world([]) }), '!rondel macros', { as: API });
    expect(noGM.effects).toEqual([]);
    expect(onlyMessage(noGM).text).toBe('Rondel: macros\nSelect tokens that represent characters to give them token actions too.');
  });
});
