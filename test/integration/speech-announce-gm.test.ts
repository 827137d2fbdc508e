// announce=gm and held speech (docs/rules.md §15): a seen speaker's words are posted for everyone at the round's end,
// a hidden speaker's stay the GM's.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from './table';

describe('held speech under announce=gm', () => {
  it('a token on the GM layer speaks to the GM alone', () => {
    const t = aTable();
    t.sb.setProps(t.tokens.zombie, { layer: 'gmlayer' });
    t.say(t.gm, '!rondel config --set announce=gm');
    t.say(t.gm, '!rondel start --rules seconds', Object.values(t.tokens));
    t.say(t.gm, '!rondel say Braaains', [t.tokens.zombie]);
    const mark = t.sb.recorder.mark();
    let posted = false;
    for (let i = 0; i < 20 && !posted; i++) posted = t.say(t.gm, '!rondel next').some((m) => plain(m.content).includes('Braaains'));
    expect(posted, 'the GM heard it at the round’s end').toBe(true);
    const players = t.sb.recorder
      .since(mark)
      .chat.filter((m) => m.type !== 'whisper' || m.targets.includes(t.pat.id) || m.targets.includes(t.sam.id))
      .map((m) => plain(m.content))
      .join('\n');
    expect(players).not.toContain('Braaains');
    expect(players).not.toContain('Zombie');
  });
});
