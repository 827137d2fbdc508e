// Review 25 (new GM): `!rondel condition --add prone --counts 3` in 20- or 10-second rounds was refused with
// "20-second rounds count in seconds or rounds, not counts." (10-second rounds: "in rounds"), and `--seconds` outside
// 20-second rounds with "use --rounds" or "the rondel counts in counts": every rule set also counts a duration in the
// bearer's actions (docs/rules.md §12), which the rondel's own refusal ("give the duration in counts or actions") says
// and these did not. Each refusal now names every unit its rule set takes.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';

function refusal(t: Table, text: string): string {
  return t
    .say(t.gm, text, [t.tokens.goblin])
    .filter((m) => m.type === 'whisper')
    .map((m) => plain(m.content))
    .join('\n');
}

function fight(rules: string): Table {
  const t = aTable();
  t.say(t.gm, `!rondel start${rules === 'rondel' ? '' : ` --rules ${rules}`}`, [t.tokens.aldric, t.tokens.goblin]);
  return t;
}

describe('a duration in units the rule set does not count names every unit it does', () => {
  it('20-second rounds: counts are refused naming seconds, rounds and actions', () => {
    const t = fight('seconds');
    expect(refusal(t, '!rondel condition --add prone --counts 3')).toContain('20-second rounds count in seconds, rounds or actions, not counts.');
    expect(t.markers(t.tokens.goblin)).toBe('');
    // the unit it names is taken
    refusal(t, '!rondel condition --add prone --actions 1');
    expect(t.markers(t.tokens.goblin)).not.toBe('');
  });

  it('10-second rounds: counts and seconds are refused naming rounds and actions', () => {
    const t = fight('rounds');
    expect(refusal(t, '!rondel effect --add Bless --counts 3')).toContain('10-second rounds count in rounds or actions, not counts.');
    expect(refusal(t, '!rondel effect --add Bless --seconds 3')).toContain('Only 20-second rounds count in seconds; use --rounds or --actions.');
  });

  it('the rondel: seconds are refused naming counts and actions', () => {
    const t = fight('rondel');
    expect(refusal(t, '!rondel condition --add prone --seconds 3')).toContain('Only 20-second rounds count in seconds; the rondel counts in counts or actions.');
  });
});
