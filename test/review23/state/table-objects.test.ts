// Review 23 (stored state fuzz): the turn indicator and the counter text are found again by the ids in the stored
// data's `table`, and nothing checks that the object an id names is still the script's own. An id edited by hand (a
// GM, another script, a swapped id) makes the script delete a token, or move and delete the GM's own drawing and text:
// the same check `clearOldTable` makes after a repair (the ring by its colour, the image by its name, the counter by
// its colour) is missing at start-up and after every commit (src/roll20/indicator.ts tableOf / followTurn).
import { describe, expect, it } from 'vitest';
import { STATE_KEY } from '../../hardening/arena';
import { fightArena, foreignObjectViolations, pausedWith } from './kit';

type Json = Record<string, unknown>;

function withTable(a: ReturnType<typeof fightArena>, table: Json): void {
  const s = JSON.parse(JSON.stringify(a.sb.state[STATE_KEY])) as Json;
  a.sb.state[STATE_KEY] = { ...s, table: { ...((s.table as Json | null) ?? {}), ...table } };
}

describe('stored table objects edited by hand', () => {
  it('a stored indicator id naming a combatant’s token does not make the restart delete that token', () => {
    const a = fightArena('rondel');
    withTable(a, { indicator: { id: a.ids.lira, type: 'graphic' } });
    const mark = a.sb.recorder.mark();
    a.sb.restart();
    a.sb.flush();
    a.sb.assertNoCrash();
    // either the script pauses naming the problem, or it goes on and leaves the token alone
    const paused = pausedWith(a, mark);
    if (paused !== null) expect(paused).toMatch(/table|indicator/);
    expect(foreignObjectViolations(a, mark)).toEqual([]);
    expect(a.sb.getObj('graphic', a.ids.lira), 'Lira’s token').toBeDefined();
    expect(a.fight()?.timeline.present.combatants.map((c) => c.id)).toContain(a.ids.lira);
  });

  it('a stored indicator id naming the GM’s own drawing does not make the script move it, nor delete it at the end', () => {
    const a = fightArena('seconds');
    const drawing = a.sb.addObject('path', { _pageid: a.page.id, _path: '[["M",0,0],["L",70,0]]', left: 500, top: 500, width: 70, height: 2, stroke: '#000000', layer: 'map' });
    withTable(a, { indicator: { id: drawing.id, type: 'path' } });
    const mark = a.sb.recorder.mark();
    a.sb.restart();
    a.sb.flush();
    a.send('gm', '!rondel next');
    a.send('gm', '!rondel end --confirm');
    a.sb.assertNoCrash();
    const paused = pausedWith(a, mark);
    if (paused !== null) expect(paused).toMatch(/table|indicator/);
    expect(foreignObjectViolations(a, mark)).toEqual([]);
    expect(a.sb.getObj('path', drawing.id), 'the GM’s drawing').toBeDefined();
    expect(a.sb.getObj('path', drawing.id)?.get('left')).toBe(500);
  });

  it('a stored counter id naming the GM’s own text does not make the script write the clock over it', () => {
    const a = fightArena('rounds');
    a.send('gm', '!rondel config --set countertext=on');
    const note = a.sb.addObject('text', { _pageid: a.page.id, text: 'Secret door here', left: 800, top: 800, color: '#000000', layer: 'gmlayer' });
    withTable(a, { counter: note.id });
    const mark = a.sb.recorder.mark();
    a.sb.restart();
    a.sb.flush();
    a.send('gm', '!rondel next');
    a.sb.assertNoCrash();
    const paused = pausedWith(a, mark);
    if (paused !== null) expect(paused).toMatch(/table|counter/);
    expect(foreignObjectViolations(a, mark)).toEqual([]);
    expect(a.sb.getObj('text', note.id)?.get('text'), 'the GM’s note').toBe('Secret door here');
    expect(a.sb.getObj('text', note.id)?.get('layer'), 'the GM’s note stays on the GM layer').toBe('gmlayer');
  });
});
