// The session made a condition's own timer be read in any case (effects.ts timesItsCondition: `effect --add Prone`
// times `prone`, docs/rules.md §12 "Its name is read in any case") in condition, stand and status, but not in the
// two places that say such a condition once: render/said-once.ts (`includes(x.name)`) and travel-lines.ts
// saidByCondition (`e.condition === e.name`). A timer named "Prone" running out says the same fact twice
// ("Goblin: Prone ends." and "Goblin is no longer prone."), which said-once.ts exists to prevent, and which a timer
// named "prone" does not do. Undo says "Goblin is prone again." and "Goblin: Prone lasts again." the same way.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const texts = (chat: { content: string }[]): string => chat.map((m) => plain(m.content)).join('\n');

function run(name: string) {
  const t = aTable({ seed: 5 });
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
  t.say(t.gm, '!rondel condition --add prone --counts 3', [t.tokens.goblin]);
  t.say(t.gm, `!rondel effect --add ${name} --counts 2`, [t.tokens.goblin]);
  const ends: string[] = [];
  for (let i = 0; i < 2; i += 1) ends.push(texts(t.say(t.gm, '!rondel next --step')));
  const undo = texts(t.say(t.gm, '!rondel undo 2'));
  t.sb.assertNoCrash();
  return { ends: ends.join('\n'), undo };
}

describe('a condition timed again by an effect of its name, in any case, is said once', () => {
  it.each(['prone', 'Prone'])('effect --add %s: its end and its undo name the condition once', (name) => {
    const { ends, undo } = run(name);
    expect(ends).toContain(`Goblin: ${name} ends.`);
    expect(ends).not.toContain('Goblin is no longer prone.');
    expect(undo).not.toMatch(/Goblin: prone lasts again|Goblin: Prone lasts again/);
  });
});
