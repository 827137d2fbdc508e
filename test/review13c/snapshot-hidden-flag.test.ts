// Review 13c (for other scripts, secrecy): getSnapshot / observe name every combatant, a token on the GM layer
// included, as the README promises ("they are told everything, hidden combatants included"), but nothing in the
// snapshot says which ones are hidden. A player-facing script that follows the fight (a turn announcer, an initiative
// handout for players) repeats "Goblin" and its place in the order, although our own cards never name it to players
// (README, Integrity: "Hidden stays hidden"; ROLL20.md: Roll20's tracker hides GM-layer tokens from players). To
// honour that it must getObj every id and read its layer at every change. What they should see: each order entry
// says `hidden: true|false` (the layer as this script read it), and the README tells other scripts not to repeat a
// hidden one to players.
import { describe, expect, it } from 'vitest';
import { runInSandbox } from 'roll20-double/test-helpers';
import { aTable } from '../integration/table';

describe('getSnapshot with a combatant on the GM layer', () => {
  it('marks the hidden combatant, so a player-facing script can leave it out', () => {
    const t = aTable();
    t.tokens.goblin.set('layer', 'gmlayer');
    t.sb.dice.queue(5, 6);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const snap = JSON.parse(runInSandbox(t.sb, 'JSON.stringify(EnchantedRealmsCombat.getSnapshot())') as string) as { order: { name: string; hidden?: boolean }[] };
    expect(snap.order.map((c) => [c.name, c.hidden])).toEqual([
      ['Aldric', false],
      ['Goblin', true],
    ]);
  });
});
