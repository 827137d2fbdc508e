// Review 10b (wrong words): ruling 90: outside a window (a moment) `!rondel stand` "is refused, naming the next window,
// moment or turn and, where there is one, the reaction". Pat's Aldric has already reacted (the flex marker shows
// until count 9) or is stunned (no reactions, RULES.md §11), and is prone at count 1. Pat types `!rondel stand` and
// is told "... or now as a reaction (flex for 8 counts, up at the end of the next count): !rondel stand --react." He
// does so and is refused: "Aldric reacted recently" / "Aldric is stunned and cannot react". The same in 20-second
// rounds once its reaction of the round is spent. The refusal offers a way that does not exist, as the React button
// did before review 10 (menus now ask RuleSet.reactionRefused). The stand-later refusal should name only the next
// window (moment) when the combatant cannot react now (src/rules/rondel/engine.ts and seconds/engine.ts stand:
// `react: true` only when reactionRefused(state, id) is null).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

const answer = (t: ReturnType<typeof aTable>, text: string): string =>
  t
    .say(t.pat, text, [t.tokens.aldric])
    .map((m) => plain(m.content))
    .join('\n');

describe('stand refused between windows does not offer a reaction the combatant does not have', () => {
  it('rondel: after a reaction (flex showing)', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
    expect(answer(t, '!rondel react --note parry')).toMatch(/Flex until/);
    const refused = answer(t, '!rondel stand');
    expect(refused).toMatch(/movement window/);
    expect(refused).not.toMatch(/--react|as a reaction/);
  });

  it('rondel: stunned', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
    t.say(t.gm, '!rondel condition --add stunned', [t.tokens.aldric]);
    const refused = answer(t, '!rondel stand');
    expect(refused).toMatch(/movement window/);
    expect(refused).not.toMatch(/--react|as a reaction/);
  });

  it('20-second rounds: its reaction of the round spent', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    t.say(t.gm, '!rondel next'); // second 1 → the first turn, between moments
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
    expect(answer(t, '!rondel react --note parry')).toMatch(/reaction for the round is used/);
    const refused = answer(t, '!rondel stand');
    expect(refused).toMatch(/movement moment/);
    expect(refused).not.toMatch(/--react|as its reaction/);
  });
});
