// Review 10b (wrong words): the CHANGELOG says "the GM's whispers about the fight (... typed values) are titled with
// the rule set in play, like its public cards" (titleOf). In 10-second rounds the GM still reads whispers titled
// "Rondel": "Rondel: typed, not the sheet’s" when Pat rolls a check with a typed --mod (src/app/commands/roll.ts
// typedNotes; act's own note is titled right, act.ts), and "Rondel: a spell’s effect" when Pat's spell of the name
// of the GM's effect starts none (ruling 91; src/app/durations.ts refusedSpellNotes). The same for roll.ts sheetNotes
// ("Rondel: rolls") and combatants.ts ("Rondel: sheet values"). A GM running an older edition should read
// "10-second rounds: typed, not the sheet’s" and "10-second rounds: a spell’s effect".
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

const lastToGm = (t: ReturnType<typeof aTable>, pattern: RegExp): string =>
  t.sb.recorder
    .whispersTo(t.gm)
    .map((m) => plain(m.content))
    .filter((s) => pattern.test(s))
    .at(-1) ?? '';

describe('the GM’s whispers in 10-second rounds', () => {
  it('a roll’s typed values are titled with the rule set in play', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira]);
    t.say(t.pat, '!rondel check --attr will --mod 3', [t.tokens.aldric]);
    const note = lastToGm(t, /typed --mod 3/);
    expect(note).toMatch(/^10-second rounds: typed/);
  });

  it('a spell’s effect not started is titled with the rule set in play', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira]);
    t.say(t.gm, '!rondel effect --add Hex --rounds 5', [t.tokens.aldric]);
    t.say(t.gm, '!rondel next'); // Lira passes: Aldric's turn
    t.say(t.pat, '!rondel act magic --note Hex --duration 1 rounds', [t.tokens.aldric]);
    const note = lastToGm(t, /starts no timed effect/);
    expect(note).toMatch(/^10-second rounds: a spell/);
  });
});
