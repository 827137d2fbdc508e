// Review 23 (code review of the ownership check, src/roll20/indicator.ts isOwn): after a restart, the ring and the
// counter text the script made in an earlier run are known as its own only by their colour. A GM who recoloured them
// (a yellow counter is hard to read on a light map; a ring to match the map) gets them orphaned at the next restart:
// the stored ids are dropped, a second ring and a second counter are made, and the old ones stay on the map for good,
// `end` leaving them there (the old counter frozen at the clock of the restart). Before this change they were reused.
import { describe, expect, it } from 'vitest';
import { STATE_KEY } from '../../hardening/arena';
import { fightArena } from '../state/kit';
import { ruleSetOf } from '../../../src/rules/registry';
import type { FightStateBase } from '../../../src/rules/core/rule-set';

type Json = Record<string, unknown>;

function tableOf(a: ReturnType<typeof fightArena>): { indicator: { id: string; type: string } | null; counter: string | null } {
  return ((a.sb.state[STATE_KEY] as Json).table ?? { indicator: null, counter: null }) as never;
}

describe('the script’s own table objects, recoloured by the GM, across a restart', () => {
  it('a ring the GM recoloured is still the script’s after a restart: moved, then taken away by end', () => {
    const a = fightArena('rondel');
    const ringId = tableOf(a).indicator?.id as string;
    expect(a.sb.getObj('path', ringId), 'the ring').toBeDefined();
    a.sb.driver.setProps(a.sb.getObj('path', ringId) as never, { stroke: '#ff0000' });
    a.sb.restart();
    a.sb.flush();
    a.send('gm', '!rondel next');
    a.sb.assertNoCrash();
    expect(tableOf(a).indicator?.id, 'the same ring is still the indicator').toBe(ringId);
    a.send('gm', '!rondel end --confirm');
    a.sb.assertNoCrash();
    expect(a.sb.getObj('path', ringId), 'the old ring left on the map after end').toBeUndefined();
    expect(a.sb.allObjs('path').length, 'no ring at all after end').toBe(0);
  });

  it('a ring whose colour Roll20 gives back in capitals (#F2B705) is still the script’s after a restart', () => {
    const a = fightArena('seconds');
    const ringId = tableOf(a).indicator?.id as string;
    a.sb.setProps(a.sb.getObj('path', ringId) as never, { stroke: '#F2B705' });
    a.sb.restart();
    a.sb.flush();
    a.send('gm', '!rondel next');
    a.sb.assertNoCrash();
    expect(tableOf(a).indicator?.id, 'the same ring is still the indicator').toBe(ringId);
    expect(a.sb.allObjs('path').length, 'one ring on the map').toBe(1);
  });

  it('a counter text the GM recoloured is still the script’s after a restart: no second counter, none left after end', () => {
    const a = fightArena('rounds');
    a.send('gm', '!rondel config --set countertext=on');
    const counterId = tableOf(a).counter as string;
    expect(a.sb.getObj('text', counterId), 'the counter').toBeDefined();
    a.sb.driver.setProps(a.sb.getObj('text', counterId) as never, { color: 'rgb(0, 0, 0)' });
    a.sb.restart();
    a.sb.flush();
    a.send('gm', '!rondel next');
    a.sb.assertNoCrash();
    expect(a.sb.allObjs('text').length, 'one counter on the map').toBe(1);
    a.send('gm', '!rondel end --confirm');
    a.sb.assertNoCrash();
    expect(a.sb.allObjs('text').length, 'no counter left after end').toBe(0);
  });
});

describe('an orphaned ring and the players', () => {
  it('after a restart, a due token the GM hides leaves no ring on the map layer around where it stands', () => {
    const a = fightArena('rondel');
    const ringId = tableOf(a).indicator?.id as string;
    a.sb.driver.setProps(a.sb.getObj('path', ringId) as never, { stroke: '#ff0000' });
    a.sb.restart();
    a.sb.flush();
    a.sb.assertNoCrash();
    const present = a.fight()?.timeline.present as unknown as FightStateBase;
    const due = ruleSetOf(a.fight()?.rules)?.current(present as never)?.id as string;
    const token = a.sb.getObj('graphic', due);
    expect(token?.get('layer'), 'the due token is on the map to begin with').not.toBe('gmlayer');
    // the GM hides the due token where it stands (an invisible creature)
    a.sb.driver.setProps(token as never, { layer: 'gmlayer' });
    a.sb.flush();
    a.sb.assertNoCrash();
    const seen = a.sb.allObjs('path').filter((p) => p.get('layer') !== 'gmlayer' && p.get('left') === token?.get('left') && p.get('top') === token?.get('top'));
    expect(seen.map((p) => p.id), 'a ring players see around the hidden token').toEqual([]);
  });
});
