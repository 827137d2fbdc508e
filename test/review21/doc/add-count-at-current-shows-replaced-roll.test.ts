// Review (docs vs cards): `add --count N` (and a tracker row adopted at N) with N the count / second the clock is on.
// README (commands): "`--count` puts one token at that value instead of its roll (no roll is made; at the count or
// second now, it rolls only to come after those already due there, ruling 102)". CHANGELOG: "the card showed a roll
// the value then replaced". docs/rules.md §2 / ruling 102: put at the current count "it comes after them, whatever it
// would roll ... Alone at the count, it simply has the turn"; §9.2: "A combatant the GM puts at the current second
// while others are due at it comes after them".
// What the table reads instead (everyone's card):
//   rondel, count 7, Aldric due:  "Borin joins: count 7 + d12 (3) − 1 Perception → count 9" / "Borin next action count: 9 → 7."
//   20-second rounds, second 10:  "Borin joins: 2d10 (1+6) → second 7, which has come: it acts from the next round" /
//                                 "Borin second: – → 10."
// i.e. an initiative roll whose result the value replaces, and in 20-second rounds a false statement: Borin acts this
// round at second 10 (after the one due), not "from the next round".
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

function toSecondDue(rules: 'rondel' | 'seconds') {
  const t = aTable({ seed: 5 });
  const T = t.tokens;
  t.say(t.gm, `!rondel start --rules ${rules}`, [T.aldric, T.goblin]);
  for (let i = 0; i < 6; i++) {
    if (t.say(t.gm, '!rondel next').some((m) => /acts\./.test(plain(m.content)))) break;
  }
  const clock = t.tracker().find((e) => /Count|second/.test(String(e[0])))!;
  const now = rules === 'rondel' ? Number(clock[1]) : Number(/second (\d+)/.exec(String(clock[0]))![1]);
  return { t, now };
}

const publicText = (out: { type: string; content: string }[]) =>
  out.filter((m) => m.type !== 'whisper').map((m) => plain(m.content)).join('\n');

describe('add --count at the count or second the clock is on', () => {
  it('rondel: the card shows no initiative roll that the GM’s value then replaces', () => {
    const { t, now } = toSecondDue('rondel');
    const card = publicText(t.say(t.gm, `!rondel add --count ${now}`, [t.tokens.borin]));
    t.sb.assertNoCrash();
    expect(card).toMatch(/Borin/);
    // README: "no roll is made; at the count ... now, it rolls only to come after those already due there"
    expect(card, card).not.toMatch(/d12 \(/);
    expect(card, card).not.toMatch(/next action count: \d+ → \d+/);
  });

  it('20-second rounds: the card does not tell the table the newcomer acts from the next round when it acts this one', () => {
    const { t, now } = toSecondDue('seconds');
    const card = publicText(t.say(t.gm, `!rondel add --count ${now}`, [t.tokens.borin]));
    const status = t.say(t.gm, '!rondel status').map((m) => plain(m.content)).join('\n');
    t.sb.assertNoCrash();
    // it is placed at the current second this round (after the one due), as ruling 102 says
    expect(status).toMatch(new RegExp(`\\n${now} Borin`));
    expect(card, card).not.toMatch(/acts from the next round/);
    expect(card, card).not.toMatch(/2d10 \(/);
  });

  it('the same for a tracker row adopted directly at the current second (trackeredits=adopt)', () => {
    const t = aTable({ seed: 5 });
    const T = t.tokens;
    t.say(t.gm, '!rondel config --set trackeredits=adopt');
    t.say(t.gm, '!rondel start --rules seconds', [T.aldric, T.goblin]);
    for (let i = 0; i < 6; i++) if (t.say(t.gm, '!rondel next').some((m) => /acts\./.test(plain(m.content)))) break;
    const now = Number(/second (\d+)/.exec(String(t.tracker().find((e) => /second/.test(String(e[0])))![0]))![1]);
    const mark = t.sb.recorder.mark();
    t.sb.driver.tracker.add({ id: T.borin.id, pr: now } as never);
    t.sb.flush();
    const card = publicText(t.sb.recorder.since(mark).chat);
    t.sb.assertNoCrash();
    expect(card, card).not.toMatch(/acts from the next round/);
  });
});
