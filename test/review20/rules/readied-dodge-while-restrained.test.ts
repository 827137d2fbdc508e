// Review 20r (rules: conditions and reactions, 10-second rounds). A RESTRAINED combatant fires a readied DODGE.
// Rulebook page 000, Restrictions in Combat, Restrained: "Dodge and deflection reactions are not permitted"; RULES.md §11
// (every rule set): "Restrained … no dodge reactions". docs/rules.md ruling 34: firing a readied action "is the round's
// reaction: refused when the reaction is spent, while in defense, or under a condition that stops acting"; ruling 97:
// "A reaction of a restrained combatant is refused when its words name a dodge or a deflection … the script knows what a
// reaction is only by the words given with it".
// At the table: Lira readies "if the goblin swings at me, I dodge"; a net then restrains her. `react --note dodge` is
// refused ("no dodge or deflection"), but `trigger` (the Trigger button) fires the readied dodge all the same, and
// spends her reaction: the one reaction path that names a dodge escapes the restrained check.
import { expect, it } from 'vitest';
import { fightNow } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

it('rounds: a restrained combatant’s readied dodge is refused when triggered, as a dodge reaction is', () => {
  const a = fightWithDue('rounds', 'lira', ['goblin', 'aldric']);
  ask(a, 'gm', `!rondel act ready --token ${a.ids.lira} --note if the goblin swings at me, I dodge`);
  ask(a, 'gm', '!rondel next');
  ask(a, 'gm', '!rondel condition --add restrained', ['lira']);
  // the plain reaction is refused (ruling 97)
  expect(ask(a, 'gm', `!rondel react --token ${a.ids.lira} --note dodge`).replies.join('\n')).toMatch(/no dodge or deflection/);
  // the readied dodge is a reaction too (ruling 34): it must be refused the same way, and keep the state unchanged
  const fired = ask(a, 'gm', `!rondel trigger --token ${a.ids.lira} --note the goblin swings: Lira dodges`);
  expect(fired.replies.join('\n')).not.toMatch(/Lira acts at the ready/);
  expect(fired.replies.join('\n')).toMatch(/restrained/);
  const f = fightNow(a)!;
  const lira = f.state.combatants.find((c) => c.id === a.ids.lira) as unknown as { reactedRound: number | null };
  expect(lira.reactedRound).not.toBe(f.rs.round(f.state));
});
