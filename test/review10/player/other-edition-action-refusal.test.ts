// Review 10, a new player's evening: the sheet's Act buttons follow the sheet's own Rule set box (README, Install:
// rondel unless changed), not the fight's `--rules`. So Pat, in a 10-second-rounds fight with a sheet left on the
// rondel, presses the sheet's Full Guard (`!rondel act guard --char …`) and reads only "guard is not an action of
// this rule set.": lower-case, the rule set unnamed, no word of what he may do instead. In a rondel fight a sheet set
// to 10-second rounds gives "ready is not an action of this rule set." the same way. 20-second rounds already answer
// well ("20-second rounds have no Full Guard: … the actions are combat, magic, skill and move (rulebook page 001)").
// Every rule set should name itself and list its actions (and may point at the sheet's Rule set box).
// (src/render/refusals.ts, 'not-in-rule-set')
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('an action of another edition is refused with the fight’s rule set and its actions', () => {
  it('10-second rounds: the sheet’s Full Guard', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    for (let i = 0; i < 3; i++) t.say(t.gm, '!rondel next'); // Aldric's turn
    const refusal = t.say(t.pat, `!rondel act guard --char ${t.characters.aldric.id}`, [t.tokens.aldric]).map((m) => plain(m.content)).join('\n');
    expect(refusal).toMatch(/10-second rounds/);
    for (const action of ['combat', 'magic', 'skill', 'move', 'defense', 'ready']) expect(refusal).toMatch(new RegExp(`\\b${action}\\b`, 'i'));
  });

  it('rondel: a sheet’s At the ready', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel next'); // Aldric's turn at count 1
    const refusal = t.say(t.pat, `!rondel act ready --char ${t.characters.aldric.id} --note if a goblin comes`, [t.tokens.aldric]).map((m) => plain(m.content)).join('\n');
    expect(refusal).toMatch(/Cool-Down Rondel/);
    expect(refusal).toMatch(/\bcombat\b.*\bdash\b.*\bguard\b/i);
  });
});
