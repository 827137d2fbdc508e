// Review 13c (for other scripts): after a Save Script (a sandbox restart) with a fight running, a script that follows
// the fight with `observe` hears nothing until the fight next changes, and one whose `ready` handler runs before ours
// (it is above ours on the Scripts page: Roll20 runs handlers in registration order, ROLL20.md Events) gets `null`
// from getSnapshot() although the fight runs (app.ts: `stored` is freshStore until our boot; boot's resync commit
// does not change the fight, so commit.ts never calls `ports.changed`). At the table: a turn-display script shows
// "no fight" after every Save Script until the GM presses next. README (For other scripts): observe is called "after
// every change: the snapshot, or null"; a restart continues the fight exactly (README, What is guaranteed). What
// they should see: observers told the running fight once our start-up has read it (and getSnapshot reading the
// stored fight even before our ready).
import { describe, expect, it } from 'vitest';
import { createSandbox } from 'roll20-double';
import { runInSandbox } from 'roll20-double/test-helpers';
import { BUNDLE } from '../integration/table';

const PEER = `var atReady = 'unset'; var heard = [];
on('ready', function () {
  atReady = JSON.stringify(EnchantedRealmsCombat.getSnapshot());
  EnchantedRealmsCombat.observe(function (s) { heard.push(s ? s.rules + ' ' + s.count : null); });
});`;

describe('a script above ours that observes the fight, after a restart', () => {
  it('hears the running fight once our start-up has read it', () => {
    const sb = createSandbox({ seed: 7 });
    const gm = sb.addPlayer({ name: 'Gina', gm: true });
    const page = sb.addPage({ name: 'Battle' });
    const orc = sb.addToken({ pageid: page.id, name: 'Orc' });
    const elf = sb.addToken({ pageid: page.id, name: 'Elf' });
    sb.loadScript(PEER, 'peer.js');
    sb.loadFile(BUNDLE);
    sb.boot();
    sb.driver.chat(gm, '!rondel start', { selected: [orc, elf] });
    sb.flush();
    sb.restart();
    sb.flush();
    sb.assertNoCrash();
    const heard = JSON.parse(runInSandbox(sb, 'JSON.stringify(heard)') as string) as (string | null)[];
    expect(heard[0]).toBe('rondel 1');
  });
});
