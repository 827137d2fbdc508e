// Review 13f (today's words against the table): README's command table (today) says "with no fight running, `undo`
// takes back the last damage applied while no fight ran, since the last `start`" (ruling 99). `!rondel help undo`
// and the help handout still say "(without a fight: the last damage applied)": a GM who ended a fight and reads the
// help expects `undo` to take back the trap's damage from before the fight; the script answers "nothing was undone".
// What they should see: the help names the limit as the README does ("… since the last start").
// Suggested fix: src/commands/verbs.ts, the undo verb's summary.
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

it('help undo says the damage it takes back without a fight is only what was applied since the last start', () => {
  const t = aTable();
  const text = plain(t.say(t.gm, '!rondel help undo').map((m) => m.content).join('\n'));
  expect(text).toMatch(/last 30/);
  expect(text).toMatch(/since the last (`)?start/);
});
