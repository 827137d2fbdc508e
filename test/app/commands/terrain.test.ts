import { describe, expect, it } from 'vitest';
import { terrain } from '../../../src/app/commands/terrain';
import { readCommand } from '../../../src/app/dispatch';
import type { CombatState } from '../../../src/rules/rondel/state';
import type { SecondsState } from '../../../src/rules/seconds/state';
import { aCombatant, aFight as aSecondsFight } from '../../rules/seconds/fixtures';
import { aContext, aFight, aRondelFight, aToken, aWorld, GM, refusalOf, said, say } from '../fakes';

const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' })] });
const seconds = () =>
  aContext({ world: world(), fight: aFight(aSecondsFight([aCombatant('a', { name: 'Ana' }), aCombatant('b', { name: 'Bo' })]) as unknown as CombatState, { rules: 'seconds' }) });

describe('terrain: the GM sets the ground of 20-second rounds', () => {
  it('divides the hexes from then on, and says so', () => {
    const outcome = say(seconds(), '!rondel terrain mountains');
    expect((outcome.stored?.fight?.timeline.present as unknown as SecondsState).terrain).toBe('mountains');
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
    expect(said(outcome.messages).map((m) => m.text).join('\n')).toContain('Terrain: road → mountains');
  });

  it('is refused in the rondel, which has no terrain', () => {
    expect(refusalOf(say(aContext({ world: world(), fight: aRondelFight([{ id: 'a' }]) }), '!rondel terrain hills'))).toBe(
      'Rondel\nTerrain is set for 20-second rounds; in Cool-Down Rondel the GM rules difficult ground hex by hex.',
    );
  });

  it('needs a fight', () => {
    expect(refusalOf(say(aContext(), '!rondel terrain hills'))).toContain('No fight is running.');
  });

  it('called with no terrain (the parser never lets it through), the terrains are listed', () => {
    const reading = readCommand('!rondel terrain hills', undefined, ['rondel'], GM);
    if (reading.kind !== 'command') throw new Error('no');
    const outcome = terrain(seconds(), { parsed: { ...reading.parsed, arg: null }, sender: GM, selected: [] });
    expect(refusalOf(outcome)).toContain('Unknown terrain: road, floor, plains, tundra, desert, forest, hills, swamp, jungle or mountains.');
  });
});
