// 20-second rounds, joining (RULES.md §9.2: "a joiner rolls at once and acts this round when its second is still to
// come; otherwise it waits for the next round's roll"; docs/rules.md §9.2 and ruling 18: a newcomer on the current
// second or one already past waits and rolls with everyone at the start of the next round).
// The state follows that rule (the joiner gets no second, the tracker shows it blank, `act` is refused until round 2),
// but the join card says only "Borin joins: 2d10 (6+6) → second 12" at round 1, second 12, while Aldric is due: the
// table reads that Borin acts now, at second 12 (or at second 5 when it rolled 5), which the state contradicts.
// A carried-over roll is told apart on the same line ("carried over: second 4 of the next round"); this one is not.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const texts = (chat: { content: string }[]): string => chat.map((m) => plain(m.content)).join('\n');

function atSecond12() {
  const t = aTable({ seed: 5 });
  t.sb.dice.queue(5, 5, 9, 9);
  t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.goblin]);
  for (let i = 0; i < 3; i += 1) t.say(t.gm, '!rondel next');
  expect(texts(t.say(t.gm, '!rondel status'))).toContain('Due now: Aldric');
  return t;
}

describe('20-second rounds: the join card of a newcomer that waits for the next round says so', () => {
  it('rolling the current second (12 at second 12): the card does not say it acts at second 12', () => {
    const t = atSecond12();
    t.sb.dice.queue(6, 6);
    const line = texts(t.say(t.gm, '!rondel add', [t.tokens.borin])).split('\n').find((l) => l.includes('Borin joins')) ?? '';
    // the state: no second this round, its action refused until the next round's roll
    expect(t.tracker()).toContainEqual(['Borin', '']);
    expect(texts(t.say(t.pat, '!rondel act combat', [t.tokens.borin]))).toContain('no sooner than round 2, second 1');
    // the card must agree with it
    expect(line).toMatch(/next round/);
  });

  it('rolling a second already past (5 at second 12): the card does not say it acts at second 5', () => {
    const t = atSecond12();
    t.sb.dice.queue(2, 3);
    const line = texts(t.say(t.gm, '!rondel add', [t.tokens.lira])).split('\n').find((l) => l.includes('Lira joins')) ?? '';
    expect(t.tracker()).toContainEqual(['Lira', '']);
    expect(line).toMatch(/next round/);
  });
});
