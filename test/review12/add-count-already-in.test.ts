// Review 12 (README against the script): `!rondel add --token Goblin --count 3` for a Goblin ALREADY in the fight.
// README, Commands: "`!rondel add [--token ID] [--count N]` … the selected tokens (or the one named) join the running
// fight … `--count` puts one token at that value instead of its roll"; `set --count` is the command that moves a
// combatant's next count. At the table the GM sees, in one breath, the public card "Goblin next action count: 7 → 3."
// AND the whisper "Goblin is already in the fight.": the refused join still moved the Goblin's count (the tracker
// changes), as if `set --count` had been typed. The GM should see only the refusal, and the Goblin stay at 7.
// (src/app/commands/add.ts: `rs.place` runs after `rs.join` even when the join was refused for that token.)
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../integration/table';

const said = (out: ReturnType<Table['say']>): string => out.map((m) => plain(m.content)).join('\n');

describe('add --count for a token already in the fight', () => {
  it('rondel: is refused and does not move its count', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', Object.values(t.tokens));
    // seed 7: the Goblin rolled count 7
    expect(t.tracker().find(([n]) => n === 'Goblin')).toEqual(['Goblin', 7]);
    const out = said(t.say(t.gm, '!rondel add --token Goblin --count 3'));
    expect(out).toMatch(/Goblin is already in the fight/);
    expect(out).not.toMatch(/7 → 3/);
    expect(t.tracker().find(([n]) => n === 'Goblin')).toEqual(['Goblin', 7]);
  });

  it('10-second rounds: is refused and does not change its initiative', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', Object.values(t.tokens));
    expect(t.tracker().find(([n]) => n === 'Goblin')).toEqual(['Goblin', 6]);
    const out = said(t.say(t.gm, '!rondel add --token Goblin --count 2'));
    expect(out).toMatch(/Goblin is already in the fight/);
    expect(t.tracker().find(([n]) => n === 'Goblin')).toEqual(['Goblin', 6]);
  });
});
