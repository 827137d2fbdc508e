// Review 13f (today's words against the table): `!rondel help save` and `!rondel help competition` (and the help
// handout, made from the same src/commands/roll-verbs.ts) describe --skill as "the skill rolled, named on the card;
// --mod is then that skill’s modifier (the sheet’s, not typed, when the sheet’s skill of that name has it)".
// On a save or a competition that is untrue: README's command table (today) says "on a save or a competition a
// `--mod` is always typed", docs/rules.md §10 "a save, a competition or a check of another sub-attribute is no roll
// the row sends: its `--mod` is typed", and the script does report it (test/review13d/skill-flag-outside-skill-roll).
// A player reading the help believes `save --attr will --mod 7 --skill Climb` passes as the sheet's; the GM reading
// it believes such a roll was not typed. `help check` also leaves out that it holds only on a check of the
// sub-attribute the row adds.
// What they should see: on save and competition, --skill only names the skill on the card (its --mod is typed, as
// any); on check, the sheet's only when the row of that name adds this sub-attribute.
// Suggested fix: src/commands/roll-verbs.ts rollSkill: one FlagSpec for check ("… the sheet’s, not typed, on a check
// of the sub-attribute the sheet’s skill row of that name adds") and another for save and competition.
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

const help = (t: ReturnType<typeof aTable>, verb: string): string =>
  plain(t.say(t.gm, `!rondel help ${verb}`).map((m) => m.content).join('\n'));
const skillLine = (text: string): string => text.split('\n').find((l) => l.startsWith('--skill')) ?? '';

it.each(['save', 'competition'])('help %s does not say a --skill’s --mod passes as the sheet’s', (verb) => {
  const t = aTable();
  const line = skillLine(help(t, verb));
  expect(line).toMatch(/^--skill/);
  expect(line).not.toMatch(/the sheet’s, not typed/);
  t.sb.assertNoCrash();
});

it('help check says the --mod is the sheet’s only on a check of the sub-attribute the skill’s row adds', () => {
  const t = aTable();
  const line = skillLine(help(t, 'check'));
  expect(line).toMatch(/the sheet’s, not typed/);
  expect(line).toMatch(/sub-attribute|adds/);
});
