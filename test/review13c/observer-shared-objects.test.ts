// Review 13c (for other scripts): every snapshot observer is handed the same snapshot object, and every event
// observer the same event object (observers.ts notify / tell: one `snapshotOf`, one JSON copy per event, for all).
// An observer that sorts `order` in place, or tidies an event (deletes a field, changes `type`), changes what every
// later observer of another script sees. At the table: a turn-announcer script registered after a sorting script
// announces the wrong combatant as due / misses the `turn` events. The stored fight itself is safe (getSnapshot
// afterwards is right). README (For other scripts): the events are "plain JSON"; each script should get its own
// copy. Suggested: hand each observer its own copy (JSON copy per observer, or frozen objects).
import { describe, expect, it } from 'vitest';
import { runInSandbox } from 'roll20-double/test-helpers';
import { aTable } from '../integration/table';

const OBSERVERS = `var seen = []; var heard = []; on('ready', function () {
  EnchantedRealmsCombat.observe(function (s) { if (s) { s.order.reverse(); s.due = 'nobody'; } });
  EnchantedRealmsCombat.observe(function (s) { if (s) seen.push(JSON.stringify(s)); });
  EnchantedRealmsCombat.observeEvents(function (e) { e.type = 'tidied'; });
  EnchantedRealmsCombat.observeEvents(function (e) { heard.push(e.type); });
});`;

describe('two scripts observing the fight', () => {
  it('one that changes what it is handed does not change what the next one sees', () => {
    const t = aTable({ boot: false });
    t.sb.loadScript(OBSERVERS, 'observers.js');
    t.sb.boot();
    t.sb.dice.queue(5, 6);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    t.sb.assertNoCrash();
    const seen = JSON.parse(runInSandbox(t.sb, 'JSON.stringify(seen)') as string) as string[];
    const heard = JSON.parse(runInSandbox(t.sb, 'JSON.stringify(heard)') as string) as string[];
    const truth = runInSandbox(t.sb, 'JSON.stringify(EnchantedRealmsCombat.getSnapshot())') as string;
    expect(seen.at(-1)).toBe(truth);
    expect(heard).toContain('fight-started');
    expect(heard).not.toContain('tidied');
  });
});
