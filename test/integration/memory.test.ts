// A long session: the Roll20 sandbox runs for hours, so a fight's earlier states must be let go once the undo history
// has let go of them. A state the caches kept (a closure's scope, an entry of one cache naming the state before)
// would keep every state of the fight alive: 50 KB a `next` at 500 combatants.
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createSandbox, type DoubleObject } from 'roll20-double';
import { BUNDLE } from './table';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const KEY = 'EnchantedRealmsCombat';

/** The fight's present state as the script keeps it in Roll20's `state` (the same object the script works on). */
function present(sb: ReturnType<typeof createSandbox>): object {
  return (sb.state[KEY] as { fight: { timeline: { present: object } } }).fight.timeline.present;
}

function longFight(bundle: string, n: number, rules: string): { sb: ReturnType<typeof createSandbox>; gm: DoubleObject; next: () => void; say: (text: string) => void } {
  const sb = createSandbox({ seed: 11 });
  const gm = sb.addPlayer({ name: 'Gina', gm: true });
  const page = sb.addPage({ name: 'Battle' });
  const tokens = Array.from({ length: n }, (_, i) => sb.addToken({ pageid: page.id, name: `Goblin ${i}`, left: 70 * (i % 20), top: 70 * Math.floor(i / 20) }));
  sb.loadScript(bundle, 'enchanted-realms-combat.js');
  sb.boot();
  sb.driver.chat(gm, `!rondel start --rules ${rules}`, { selected: tokens });
  return {
    sb,
    gm,
    next: () => {
      sb.recorder.forget();
      sb.driver.chat(gm, '!rondel next');
    },
    say: (text: string) => {
      sb.recorder.forget();
      sb.driver.chat(gm, text);
    },
  };
}

describe.each(['rondel', 'seconds', 'rounds'])('memory over a long fight under %s', (rules) => {
  it('a state the undo history let go of is let go of by the script too', async () => {
    const { sb, next } = longFight(readFileSync(BUNDLE, 'utf8'), 60, rules);
    for (let i = 0; i < 5; i += 1) next();
    const early = new WeakRef(present(sb));
    // the history keeps 30 steps: 60 more take this one out of it
    for (let i = 0; i < 60; i += 1) next();
    sb.assertNoCrash();
    expect(present(sb)).not.toBe(early.deref());
    // a WeakRef made in this job holds its target until the job ends
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(early.deref()).toBeUndefined();
  });

  it('so is a state of a fight played with actions, undo and redo', async () => {
    const { sb, next, say } = longFight(readFileSync(BUNDLE, 'utf8'), 30, rules);
    for (let i = 0; i < 5; i += 1) next();
    const early = new WeakRef(present(sb));
    for (let i = 0; i < 40; i += 1) {
      say('!rondel act combat');
      next();
      if (i % 7 === 3) say('!rondel undo 2');
      if (i % 7 === 4) say('!rondel redo');
    }
    sb.assertNoCrash();
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(early.deref()).toBeUndefined();
  });
});
