// A GM's session in 20-second rounds: the GM selects Goblin and Kess (a PC not yet in the fight) and blinds both with
// `!rondel condition --add blind`. Goblin is blinded; Kess is skipped without a word, so the GM believes Kess is
// blind too (and will roll Kess's attacks without the disadvantage). Selected alone, Kess is answered "Kess is not in
// the fight: nothing was done." — with another token beside it, the same fact is dropped. The same holds for
// `effect --add` and `set`. README (Commands): a user error "is a whispered card"; a GM must learn that part of the
// command did nothing.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const gmText = (t: ReturnType<typeof aTable>, chat: { type: string; targets: string[]; content: string }[]): string =>
  chat.filter((m) => m.type !== 'whisper' || m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n');

describe('a selection with a token not in the fight: the GM is told which was left out', () => {
  it.each([
    ['condition --add blind', 'Goblin is now blind.'],
    ['effect --add Hex --rounds 2', 'Goblin: Hex, until round 3 begins.'],
  ])('20-second rounds: %s on Goblin and Kess names Kess as not in the fight', (command, done) => {
    const t = aTable({ seed: 3 });
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    // alone, Kess is answered
    expect(gmText(t, t.say(t.gm, `!rondel ${command}`, [t.tokens.kess]))).toContain('Kess is not in the fight');
    const chat = gmText(t, t.say(t.gm, `!rondel ${command}`, [t.tokens.goblin, t.tokens.kess]));
    t.sb.assertNoCrash();
    expect(chat).toContain(done);
    expect(chat).toMatch(/Kess is not in the fight|Kess .*(left out|skipped|not in)/);
  });
});

describe('set and remove tell it too, to the GM alone', () => {
  it.each(['set --count 15', 'remove'])('%s on Goblin and Kess: "Kess is not in the fight: left out."', (command) => {
    const t = aTable({ seed: 3 });
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const chat = t.say(t.gm, `!rondel ${command}`, [t.tokens.goblin, t.tokens.kess]);
    t.sb.assertNoCrash();
    const toGm = chat.filter((m) => m.type === 'whisper' && m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(toGm).toContain('Kess is not in the fight: left out.');
    const toPlayers = chat.filter((m) => m.type !== 'whisper' || !m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(toPlayers).not.toContain('left out');
  });

  it('a selection all in the fight says nothing of it', () => {
    const t = aTable({ seed: 3 });
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    expect(t.say(t.gm, '!rondel condition --add blind', [t.tokens.goblin, t.tokens.lira]).map((m) => plain(m.content)).join('\n')).not.toContain('left out');
  });
});
