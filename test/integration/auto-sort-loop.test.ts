// A tool that sorts the turn tracker each time it changes (a browser extension's auto-sort answers every write, ours
// included) against the script, which puts every reorder back: without a limit the two would write the tracker back
// and forth for ever. docs/rules.md §13: after a few put-backs in one turn the sorted order is left until the turn
// ends, the GM is told why once, and the fight itself never changes.
import { describe, expect, it } from 'vitest';
import { anArena, fightNow } from '../hardening/arena';
import { plain } from './table';
import type { RuleSetId } from '../../src/rules/core/rule-set';

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: an auto-sort that answers every tracker write', (rules) => {
  it('stops being put back after a few tries in a turn, says so once, and the fight goes on as before', () => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'goblin', 'borin']);
    const fight = JSON.stringify(fightNow(a)!.state);
    const mark = a.sb.recorder.mark();
    // the extension's loop: whenever the tracker is not sorted by value, it sorts it (as a person's edit)
    // (its direction is the one the fight's own order is not: 10-second rounds list the highest initiative first)
    let rounds = 0;
    const by = (direction: 'asc' | 'desc') => (x: { pr: unknown }, y: { pr: unknown }) => (direction === 'desc' ? Number(y.pr) - Number(x.pr) : Number(x.pr) - Number(y.pr));
    const direction = JSON.stringify([...a.sb.turnOrder()].sort(by('desc'))) === JSON.stringify(a.sb.turnOrder()) ? 'asc' : 'desc';
    const sorted = (): string => JSON.stringify([...a.sb.turnOrder()].sort(by(direction)));
    expect(JSON.stringify(a.sb.turnOrder())).not.toBe(sorted());
    while (JSON.stringify(a.sb.turnOrder()) !== sorted() && rounds < 20) {
      a.sb.driver.tracker.sort(direction);
      a.sb.flush();
      rounds += 1;
    }
    a.sb.assertNoCrash();
    const since = a.sb.recorder.since(mark);
    const putBacks = since.writes.filter((w) => w.origin === 'script' && w.key === 'turnorder').length;
    expect(rounds, 'the sort and the put-back went on and on').toBeLessThan(20);
    expect(putBacks).toBeGreaterThan(0);
    expect(putBacks).toBeLessThanOrEqual(3);
    expect(JSON.stringify(fightNow(a)!.state)).toBe(fight);
    const told = since.chat.filter((m) => m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(told.match(/order was changed/g)?.length).toBe(1);
    expect(told.match(/sorted again each time/g)?.length).toBe(1);
    // the GM moves on: the fight's own order is written again, with the one due on top
    a.send('gm', '!rondel next');
    const f = fightNow(a)!;
    const due = f.rs.current(f.state);
    if (due) expect(a.sb.turnOrder()[0]?.id).toBe(due.id);
  });
});
