// Review 23 (stored state fuzz, seed 3 run 240 of the rondel): a field another rule set keeps, left in a fight by hand
// (`speech`, which only 20-second rounds hold; `spells`, which 10-second rounds do not), is not checked by the rule
// set's own validation (src/rules/rondel/validate.ts, src/rules/rounds/validate.ts check only their own fields), yet
// the undo card reads it from any state (src/app/travel-lines.ts speechOf / spellsOf: `?? []` takes anything but
// null and undefined as a list): `undo` then fails with a caught bug ("speechOf(...).map is not a function").
import { describe, expect, it } from 'vitest';
import { bugLogs, STATE_KEY } from '../../hardening/arena';
import type { RuleSetId } from '../../../src/rules/core/rule-set';
import { fightArena, pausedWith } from './kit';

type Json = Record<string, unknown>;

const CASES: readonly (readonly [RuleSetId, string, unknown])[] = [
  ['rondel', 'speech', { id: 1 }],
  ['rondel', 'speech', 'x'],
  ['rounds', 'speech', 7],
  ['rounds', 'spells', 'x'],
];

describe('a field of another rule set left in the stored fight', () => {
  it.each(CASES)('%s with %s = %j: pauses naming it, or undo and redo answer without a bug', (rules, field, value) => {
    const a = fightArena(rules);
    a.send('gm', '!rondel next');
    a.send('gm', '!rondel next');
    const s = JSON.parse(JSON.stringify(a.sb.state[STATE_KEY])) as { fight: { timeline: { present: Json } } };
    s.fight.timeline.present[field] = value;
    a.sb.state[STATE_KEY] = s;
    const mark = a.sb.recorder.mark();
    a.sb.restart();
    a.sb.flush();
    a.send('gm', '!rondel undo');
    a.send('gm', '!rondel redo');
    a.send('gm', '!rondel status');
    a.sb.assertNoCrash();
    const paused = pausedWith(a, mark);
    if (paused !== null) expect(paused).toMatch(new RegExp(field));
    expect(bugLogs(a.sb.recorder.since(mark).logs)).toEqual([]);
  });
});
