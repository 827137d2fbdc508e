// Review 13c (other scripts at the table): the peers' announcements are subscribed to only at a start-up that read the
// stored data (app.ts boot → watchPeers, after the `pause` return). When the script starts paused (unreadable data)
// and the GM clicks Repair, the script plays on but never subscribes to GroupInitiative.ObserveTurnOrderChange or
// TokenMod.ObserveTokenChange until the next Save Script. At the table: after a repair, GroupInitiative's write
// stays in the tracker (the Count row and the Goblin gone, Aldric at 17) with no word to the GM, until some later
// command; a due token TokenMod hides keeps the ring. README (Living with other scripts): "we listen to its
// announcement and read its write at once ... put back, the GM told". What they should see: the same as without the
// repair: the tracker put back at once and the GM told.
import { describe, expect, it } from 'vitest';
import { runAsScript } from 'roll20-double/test-helpers';
import { aTable, plain } from '../integration/table';
import { GROUP_INITIATIVE } from '../support/group-initiative';

const KEY = 'EnchantedRealmsCombat';
describe('after a repair of unreadable data', () => {
  it('GroupInitiative’s announced write is still read at once: put back, the GM told', () => {
    const t = aTable({ boot: false });
    t.sb.loadScript(GROUP_INITIATIVE, 'GroupInitiative.js');
    (t.sb.state as Record<string, unknown>)[KEY] = 'garbage';
    t.sb.boot();
    t.say(t.gm, '!rondel repair --confirm');
    t.sb.dice.queue(5, 6);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const mine = t.sb.turnOrder();
    expect(mine.length).toBe(3);
    const mark = t.sb.recorder.mark();
    runAsScript(t.sb, `GroupInitiative.rollFor([{ id: '${t.tokens.aldric.id}', pr: 17, custom: '', _pageid: '${t.page.id}' }])`);
    t.sb.flush();
    t.sb.assertNoCrash();
    expect(t.sb.turnOrder()).toEqual(mine);
    const told = t.sb.recorder.since(mark).chat.filter((m) => m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(told).toContain('changed outside the rondel');
  });
});
