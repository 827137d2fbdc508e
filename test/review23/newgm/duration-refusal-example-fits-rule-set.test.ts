// Review 23 (a new GM, refusals that tell what to do): a mistyped `--duration` in the rondel is answered with an
// example the rondel itself refuses. `!rondel act magic --note Shield --duration four counts` is refused with "The
// duration is a number and a unit, such as --duration 3 rounds (counts, seconds, rounds or actions)"; typing the
// example as told (`--duration 3 rounds`) is then refused again: "The rondel has no rounds". README, Spells: "each rule
// set takes its own units" (counts or actions in the rondel); README, Commands: "Errors are whispered … with the right
// syntax". The example a refusal gives should be one the fight's rule set takes.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('a --duration refusal’s example is one the fight’s rule set takes', () => {
  it('in the rondel: the example given, typed as told, is accepted', () => {
    const t = aTable();
    t.sb.dice.queue(3, 12); // Aldric due at count 1
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const refusal = t.say(t.pat, '!rondel act magic --note Shield --duration four counts').map((m) => plain(m.content)).join('\n');
    const example = /--duration (\d+ [a-z]+)/.exec(refusal)?.[1];
    expect(example, refusal).toBeDefined();
    const reply = t.say(t.pat, `!rondel act magic --note Shield --duration ${example}`).map((m) => plain(m.content)).join('\n');
    expect(reply).not.toMatch(/has no rounds|count in|Usage/);
    expect(reply).toMatch(/Shield/);
    t.sb.assertNoCrash();
  });

  it('in 20-second rounds and 10-second rounds the example works too (checked beside the rondel’s)', () => {
    for (const rules of ['seconds', 'rounds'] as const) {
      const t = aTable();
      t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric]);
      if (rules === 'seconds') t.say(t.gm, '!rondel next');
      const refusal = t.say(t.pat, '!rondel act magic --note Shield --duration four').map((m) => plain(m.content)).join('\n');
      const example = /--duration (\d+ [a-z]+)/.exec(refusal)?.[1];
      expect(example, refusal).toBeDefined();
      const reply = t.say(t.pat, `!rondel act magic --note Shield --duration ${example}`).map((m) => plain(m.content)).join('\n');
      expect(reply, rules).not.toMatch(/no rounds|count in|Usage/);
      expect(reply, rules).toMatch(/Shield/);
    }
  });
});
