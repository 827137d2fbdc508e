// Review 12 (README against the script): `!rondel help` in an older edition's fight said the rondel's words. `help
// next` said "Full Guard if nothing was declared" and "--step: move the counter by exactly one count" (a turn with
// nothing declared is lost there, docs/rules.md §9); `help set` and `help add` gave --count as a count (it is the second
// in 20-second rounds, the initiative score in 10-second rounds); the short help listed `terrain`, refused outside
// 20-second rounds; `help macros` named Hold in every rule set; `start` and `remove` left out options they take.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../integration/table';

const help = (t: Table, words: string): string => t.say(t.gm, `!rondel help${words}`).map((m) => plain(m.content)).join('\n');

function inFight(rules: 'rondel' | 'seconds' | 'rounds'): Table {
  const t = aTable();
  t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric, t.tokens.goblin]);
  return t;
}

describe('help speaks the running fight’s rule set', () => {
  it('next: what a turn with nothing declared comes to, and what --step moves', () => {
    const rondel = help(inFight('rondel'), ' next');
    expect(rondel).toContain('Full Guard if nothing was declared');
    expect(rondel).toContain('by exactly one count');
    const seconds = help(inFight('seconds'), ' next');
    expect(seconds).toContain('it is lost if nothing was declared');
    expect(seconds).toContain('--step: move by exactly one second');
    expect(seconds).not.toMatch(/Full Guard|count/);
    const rounds = help(inFight('rounds'), ' next');
    expect(rounds).toContain('the next in the order is due');
    expect(rounds).toContain('--step: the same as next');
    expect(rounds).not.toMatch(/Full Guard|count\b/);
  });

  it('set and add: --count is a second in 20-second rounds and the initiative score in 10-second rounds', () => {
    expect(help(inFight('seconds'), ' set')).toContain('--count: the second it acts at this round');
    expect(help(inFight('rounds'), ' set')).toContain('--count: the initiative score');
    expect(help(inFight('rounds'), ' add')).toContain('--count: its initiative score, instead of its roll');
    expect(help(inFight('rondel'), ' set')).toContain('--count: the next action count');
  });

  it('terrain is listed only where it is taken: 20-second rounds', () => {
    expect(help(inFight('seconds'), '')).toMatch(/^terrain /m);
    expect(help(inFight('rondel'), '')).not.toMatch(/^terrain /m);
    expect(help(inFight('rounds'), '')).not.toMatch(/^terrain /m);
  });

  it('macros names each rule set’s token actions; start and remove show the options they take', () => {
    const t = aTable();
    expect(help(t, ' macros')).toContain('Hold in the rondel, Trigger in 10-second rounds');
    expect(help(t, ' start')).toContain('[--confirm]');
    expect(help(t, ' remove')).toContain('[--token ID]');
  });
});
