// Review 13c (for other scripts): in 10-second rounds, getOrder / getSnapshot().order / getNextCount do not say who
// is done this round. README (For other scripts): "getOrder(); // [{id, name, nextAt, tier}] in acting order (nextAt:
// count, second or initiative; null when done this round)"; 20-second rounds do so (a combatant that acted has
// nextAt null and is listed last). In 10-second rounds, after Lira (initiative 13) has acted in round 1 and Aldric is
// due, the order still starts "Lira 13, Aldric 3, Goblin 1" and getNextCount(Lira) is 13. At the table: a turn-display
// script built on getOrder shows Lira as next up while Aldric is acting. What it should see: Aldric first (due), Lira
// with nextAt null, last (src/app/observers.ts snapshotOf, through the rounds rule set's order/valueOf).
import { describe, expect, it } from 'vitest';
import { runInSandbox } from 'roll20-double/test-helpers';
import { aTable } from '../integration/table';

describe('10-second rounds: the public order after a turn', () => {
  it('the combatant done this round has nextAt null and is not listed before the due one', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.goblin, t.tokens.lira]);
    expect(t.tracker()[0]).toEqual(['Lira', 13]);
    t.say(t.gm, '!rondel next'); // Lira's turn ends; Aldric is due
    t.sb.assertNoCrash();
    const snap = JSON.parse(runInSandbox(t.sb, 'JSON.stringify(EnchantedRealmsCombat.getSnapshot())') as string) as {
      due: string;
      order: { id: string; name: string; nextAt: number | null }[];
    };
    expect(snap.due).toBe(t.tokens.aldric.id);
    expect(snap.order.map((c) => [c.name, c.nextAt])).toEqual([
      ['Aldric', 3],
      ['Goblin', 1],
      ['Lira', null],
    ]);
    expect(runInSandbox(t.sb, `EnchantedRealmsCombat.getNextCount('${t.tokens.lira.id}')`)).toBeNull();
  });
});
