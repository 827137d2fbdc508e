// Review 20 (players): a player who mistypes the action (`!rondel act fight`, or `!rondel act` with none) is told the
// actions to choose from, and the list is that of all three rule sets together: in a 20-second-rounds fight it offers
// guard, hold, dash, defense and ready, each of which the fight then refuses ("20-second rounds have no Full Guard …").
// The refusal of an action of another rule set already names the fight's own actions, and `!rondel help act` names them
// too (README, Commands: "Actions, by rule set"): the mistyped action's reply should list only the fight's actions.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const OWN: Record<string, string[]> = {
  rondel: ['combat', 'dash', 'guard', 'hide', 'magic', 'skill', 'hold', 'reset'],
  seconds: ['combat', 'magic', 'skill', 'move'],
  rounds: ['combat', 'magic', 'skill', 'move', 'defense', 'ready'],
};
const ALL = ['combat', 'dash', 'guard', 'hide', 'magic', 'skill', 'hold', 'reset', 'move', 'defense', 'ready'];

/** The action words a reply names (its usage line left out). */
function listed(reply: string): string[] {
  const words = reply.split('Usage:')[0] as string;
  return ALL.filter((w) => new RegExp(`\\b${w}\\b`).test(words));
}

describe('a mistyped action is answered with the fight’s own actions', () => {
  it.each(['rondel', 'seconds', 'rounds'])('%s: `act fight` and a bare `act` list only the actions this fight takes', (rules) => {
    const t = aTable();
    t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    for (const typed of ['!rondel act fight', '!rondel act']) {
      const reply = t.say(t.pat, typed, [t.tokens.aldric]).map((m) => plain(m.content)).join('\n');
      const words = listed(reply);
      expect(words.length, `the reply to “${typed}” lists actions: ${reply}`).toBeGreaterThan(0);
      // every action it offers is one the fight would take, and no action of another rule set is offered
      expect(words.filter((w) => !OWN[rules]!.includes(w)), `“${typed}” in ${rules}: ${reply}`).toEqual([]);
      expect(ALL.filter((w) => !OWN[rules]!.includes(w)).filter((w) => words.includes(w))).toEqual([]);
    }
  });

  it('seconds: an action the reply offered is then refused as not of this rule set (the contradiction a player meets)', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const offered = listed(t.say(t.pat, '!rondel act fight', [t.tokens.aldric]).map((m) => plain(m.content)).join('\n'));
    // the player picks “guard” from the list they were given
    expect(offered).not.toContain('guard');
    const guard = t.say(t.pat, '!rondel act guard', [t.tokens.aldric]).map((m) => plain(m.content)).join('\n');
    expect(guard).toContain('20-second rounds have no Full Guard');
  });
});
