// Review 23 (stored state fuzz, seed 1 run 214 of 10-second rounds): an undo step whose stored order (`ids`) names a
// combatant twice passes the check at start-up, and the undo that reaches it stores a fight with the same combatant
// twice, which the next start-up refuses: the script wrote data it cannot read back. The check of a step looks only
// at the combatants its diff brought (src/roll20/store/validate.ts, the `quick` check over `broughtBy`), and
// applyDiff takes `ids` as it is (src/roll20/store/step-diff.ts): a combatant listed twice is the same object twice,
// which no quick check of the diff's own combatants sees.
import { describe, expect, it } from 'vitest';
import { load } from '../../../src/roll20/store';
import { RULE_SET_IDS } from '../../../src/rules/core/rule-set';
import { STATE_KEY } from '../../hardening/arena';
import { fightArena, pausedWith } from './kit';

type Json = Record<string, unknown>;

/**
 * The edited data `s` stored, the script restarted, then the GM's `command`: the script pauses naming a step, or the
 * data it stores is data the next start-up reads. Whether it went on.
 */
function storedThen(a: ReturnType<typeof fightArena>, s: unknown, command: string): boolean {
  a.sb.state[STATE_KEY] = s;
  const mark = a.sb.recorder.mark();
  a.sb.restart();
  a.sb.flush();
  a.send('gm', command);
  a.sb.assertNoCrash();
  const paused = pausedWith(a, mark);
  if (paused !== null) {
    expect(paused).toMatch(/step/);
    return false;
  }
  const next = load(a.sb.state[STATE_KEY]);
  expect(next.ok ? 'readable' : next.problem, `the data stored after ${command}`).toBe('readable');
  return true;
}

describe.each(RULE_SET_IDS)('an undo step that lists a combatant twice (%s)', (rules) => {
  it('pauses at start-up naming the step, or the undo that reaches it stores a fight the next start-up reads', () => {
    const a = fightArena(rules);
    a.send('gm', '!rondel next');
    a.send('gm', '!rondel next');
    const s = JSON.parse(JSON.stringify(a.sb.state[STATE_KEY])) as { fight: { timeline: { present: { combatants: Json[] }; past: Json[] } } };
    const past = s.fight.timeline.past;
    expect(past.length).toBeGreaterThan(0);
    const ids = s.fight.timeline.present.combatants.map((c) => c.id as string);
    // the newest step: its order as the present's, with the first combatant once more
    past[past.length - 1] = { ...past[past.length - 1], ids: [...ids, ids[0]] };
    if (storedThen(a, s, '!rondel undo')) {
      const present = a.fight()?.timeline.present.combatants.map((c) => c.id) ?? [];
      expect(new Set(present).size, 'combatants after the undo').toBe(present.length);
    }
  });
});

// Review 23 (stored state fuzz, the `step` edit "clock"): a rondel undo step whose counter was edited past its
// combatants' next counts passes the check at start-up: the quick check of a step looks only at the combatants its
// diff brought, and takes the others as found whole in the newer step, "whole at every earlier counter"
// (src/roll20/store/validate.ts, the `quick` check; src/rules/rondel/validate.ts, `goodUpTo`). A past step is
// normally earlier, but an edited one need not be: its shared combatants are then behind its counter, and the undo that
// reaches it stores a present the next start-up refuses.
describe('a rondel undo step whose counter was moved past its combatants', () => {
  it.each([41, 1000])('pauses at start-up naming the step, or the undo stores a fight the next start-up reads (counter %i)', (counter) => {
    const a = fightArena('rondel');
    for (let i = 0; i < 4; i += 1) a.send('gm', '!rondel next');
    const s = JSON.parse(JSON.stringify(a.sb.state[STATE_KEY])) as { fight: { timeline: { past: Json[] } } };
    const past = s.fight.timeline.past;
    const newest = past[past.length - 1] as Json;
    past[past.length - 1] = { ...newest, f: { ...((newest.f as Json | undefined) ?? {}), counter } };
    storedThen(a, s, '!rondel undo');
  });
});

// Review 23 (stored state fuzz, seed 3 run 194 of the rondel: ids swapped in the present, then `redo 99`): the same
// quick check takes a redo step's shared combatants as found whole in the present, but a redo step is LATER than the
// present: a combatant the present has at a count the redo step's counter has passed is whole now and not there. An
// edit of the present that is valid in itself (a combatant due now) thus passes, and the redo stores a fight the next
// start-up refuses (src/roll20/store/validate.ts, the `quick` check over `broughtBy`, for `future` steps).
describe('a rondel present edited by hand that its redo step no longer fits', () => {
  it('pauses at start-up naming the step, or the redo stores a fight the next start-up reads', () => {
    const a = fightArena('rondel');
    for (let i = 0; i < 4; i += 1) a.send('gm', '!rondel next');
    a.send('gm', '!rondel undo');
    const s = JSON.parse(JSON.stringify(a.sb.state[STATE_KEY])) as {
      fight: { timeline: { present: { counter: number; combatants: Json[] }; future: Json[] } };
    };
    const { present, future } = s.fight.timeline;
    const step = future[0] as { p?: Json[]; c?: Json[]; f?: Json };
    const counterThen = (step.f?.counter as number | undefined) ?? present.counter;
    expect(counterThen, 'the redo step is later than the present').toBeGreaterThan(present.counter);
    const named = new Set([...(step.p ?? []), ...(step.c ?? [])].map((c) => c.id));
    const c = present.combatants.find((x) => !named.has(x.id) && (x.nextAt as number) > present.counter) as Json;
    expect(c, 'a combatant the redo step does not name').toBeDefined();
    // due now: valid in the present (at or after its counter), behind the redo step's counter
    c.nextAt = present.counter;
    c.tie = null;
    storedThen(a, s, '!rondel redo');
  });
});
