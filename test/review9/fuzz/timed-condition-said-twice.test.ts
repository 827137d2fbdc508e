// Review 9, a new GM's first evening: a condition given a duration (README, Commands: `!rondel condition --add list
// [--counts N …]`) is said twice everywhere, as if it were two things:
// - the card that adds it: "Zombie is now prone." and then "Zombie: prone, until count 6." (with eleven tokens
//   selected, 22 lines);
// - the card where it runs out: "Zombie: prone ends." and then "Zombie is no longer prone.";
// - status: "5 Zombie · Red Fox · prone until count 6 · prone", which reads as two conditions (with two timed
//   conditions: "poisoned until count 9 · frightened until count 9 · poisoned, frightened").
// A GM reads each card at a glance (README, "Cards at the table"); one line per fact.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';

function fightWithProneZombie(): { t: Table; added: string } {
  const t = aTable();
  t.say(t.gm, '!rondel start', Object.values(t.tokens));
  const added = t
    .say(t.gm, '!rondel condition --add prone --counts 5', [t.tokens.zombie])
    .filter((m) => m.type !== 'whisper' || m.targets.includes(t.gm.id))
    .map((m) => plain(m.content))
    .join('\n');
  return { t, added };
}

const linesNaming = (text: string, name: string): string[] => text.split('\n').filter((l) => l.includes(name));

describe('a timed condition is said once', () => {
  it('the card that adds a timed condition has one line for it', () => {
    const { added } = fightWithProneZombie();
    expect(added).toMatch(/prone/);
    expect(linesNaming(added, 'Zombie')).toHaveLength(1);
  });

  it('status lists a timed condition once, with its end', () => {
    const { t } = fightWithProneZombie();
    const status = plain(t.say(t.gm, '!rondel status').at(-1)?.content ?? '');
    const row = linesNaming(status, 'Zombie')[0] ?? '';
    expect(row).toMatch(/prone until count 6/);
    expect(row.match(/prone/g)).toHaveLength(1);
  });

  it('the card where it runs out says so once', () => {
    const { t } = fightWithProneZombie();
    let ended = '';
    for (let i = 0; i < 6 && !ended.includes('prone'); i++) {
      ended = t
        .say(t.gm, '!rondel next')
        .map((m) => plain(m.content))
        .join('\n');
    }
    expect(ended).toMatch(/prone/);
    expect(linesNaming(ended, 'Zombie').filter((l) => l.includes('prone'))).toHaveLength(1);
  });
});
