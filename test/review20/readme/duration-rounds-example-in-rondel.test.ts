// README, At the table → Spells, said "`--duration 4 counts` (or `3 rounds`, `2 actions`)" in the rondel's section, and
// `!rondel help act` in a rondel fight gave "(3 rounds)" as the flag's only example. The rondel refuses a duration in
// rounds ("The rondel has no rounds"): a GM following either example was refused. The README now names each rule
// set's units, and the help gives the fight's own: every example given is one the fight takes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

function fightWithLiraDue(rules: string) {
  const t = aTable({ seed: 11 });
  t.say(t.gm, `!rondel start --rules ${rules}`, Object.values(t.tokens));
  // on to Lira's turn
  let due = false;
  for (let i = 0; i < 20 && !due; i += 1) due = t.say(t.gm, '!rondel next').some((m) => /Lira acts|Lira’s turn/.test(plain(m.content)));
  expect(due).toBe(true);
  return t;
}

describe('the --duration examples of the help, in each rule set', () => {
  it.each(['rondel', 'seconds', 'rounds'])('%s: every example `help act` gives is taken', (rules) => {
    const help = plain(fightWithLiraDue(rules).say(fightWithLiraDue(rules).gm, '!rondel help act').map((m) => m.content).join('\n'));
    const line = help.split('\n').find((l) => l.startsWith('--duration')) ?? '';
    const examples = (/\(([^)]*)\)/.exec(line)?.[1] ?? '').split(/,\s*(?:or\s+)?|\s+or\s+/).filter((x) => /^\d/.test(x));
    expect(examples.length).toBeGreaterThan(1);
    for (const example of examples) {
      const t = fightWithLiraDue(rules);
      const said = t.say(t.sam, `!rondel act magic --note Shield --duration ${example}`, [t.tokens.lira]).map((m) => plain(m.content)).join('\n');
      t.sb.assertNoCrash();
      expect(said, `${rules}: --duration ${example}`).toContain('Shield');
      expect(said, `${rules}: --duration ${example}`).not.toMatch(/has no rounds|count in|Only 20-second rounds/);
    }
  });

  it('the README no longer offers rounds for the rondel’s example', () => {
    const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');
    const line = readme.split('\n').find((l) => l.includes('--duration 4 counts')) ?? '';
    expect(line).not.toMatch(/\(or `3 rounds`/);
  });
});
