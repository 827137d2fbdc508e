// 10-second rounds: a spell cast with `--duration 1 actions` (docs/rules.md §12: "it lasts until the bearer has had N
// action-turns"; durations.ts withSpellEffect: the effect waits "until the step is settled, so the casting is not
// counted as one of its actions"). The session moved 10-second action-turns to the turn's end (`turn-ended`): the
// casting turn, whose action started the effect, now ends it. Its card says "Shield, for 1 more action." and the
// very `next` that ends the casting turn says "Shield ends.": the bearer never has an action with it. In the rondel
// (and before this session in 10-second rounds) the same spell lasts through the caster's next action-turn.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const texts = (chat: { content: string }[]): string => chat.map((m) => plain(m.content)).join('\n');

function dueAfter(chat: string): string {
  const m = /: (\w+) acts\./.exec(chat);
  if (!m) throw new Error(`nobody due in: ${chat}`);
  return m[1] as string;
}

describe('a spell lasting 1 action outlives the turn it was cast in', () => {
  it.each(['rondel', 'rounds'])('%s', (rules) => {
    const t = aTable({ seed: 1 });
    const started = texts(t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]));
    const due = /: (\w+) acts\./.test(started) ? dueAfter(started) : dueAfter(texts(t.say(t.gm, '!rondel next')));
    const tok = Object.values(t.tokens).find((x) => x.get('name') === due);
    if (!tok) throw new Error(due);
    const cast = texts(t.say(t.gm, `!rondel act magic --note Shield --duration 1 actions --token ${tok.id}`));
    expect(cast).toContain(`${due}: Shield, for 1 more action.`);
    // the turn of the casting ends (10-second rounds: `next`; the rondel: the clock moves on to the next one due)
    const ended = texts(t.say(t.gm, '!rondel next'));
    t.sb.assertNoCrash();
    expect(ended).not.toContain(`${due}: Shield ends.`);
    expect(texts(t.say(t.gm, '!rondel status'))).toContain('Shield');
  });
});
