// Review 20r (rules: timed effects, 10-second rounds). An effect counted in the bearer's actions ends in the middle of
// the action-turn it counts, as soon as the action is declared, not after the turn.
// RULES.md §12: "in the bearer's actions: it ends after the bearer has used N action-turns"; docs/rules.md §12: "it
// lasts until the bearer has had N action-turns" (page 002: the action "will count as a used action-turn"). In
// 10-second rounds a turn is "a move and an action, in either order, and the move may be split around the action"
// (docs/rules.md §9.3), and "a turn ends only with `next`" (ruling 32).
// At the table: the Goblin is grappled for 1 action (`condition --add grappled --actions 1`); on its turn it attacks.
// The card at once says "Goblin: grappled ends. Goblin: now 8 hexes this turn.", and its menu offers "Move up to 8
// hexes": a combatant held fast for its action-turn walks away in that same turn. The turn (and with it the action-turn)
// is used only when it ends; a turn passed with no action is already counted so (at `next`), so the two ways of using a
// turn disagree about when an effect in actions ends.
import { expect, it } from 'vitest';
import { fightNow } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

const conditionsOf = (a: ReturnType<typeof fightWithDue>, id: string): readonly string[] =>
  fightNow(a)!.state.combatants.find((c) => c.id === id)?.conditions ?? [];

it('rounds: grappled for 1 action stays grappled (0 hexes) for the rest of the turn in which it acts, and ends with that turn', () => {
  const a = fightWithDue('rounds', 'goblin', ['lira', 'aldric']);
  ask(a, 'gm', '!rondel condition --add grappled --actions 1', ['goblin']);
  const acted = ask(a, 'gm', `!rondel act combat --token ${a.ids.goblin}`).replies.join('\n');
  // still the Goblin's turn: the action-turn is not over yet
  expect(fightNow(a)!.rs.current(fightNow(a)!.state)?.id).toBe(a.ids.goblin);
  expect(acted).not.toMatch(/grappled ends/);
  expect(conditionsOf(a, a.ids.goblin)).toContain('grappled');
  expect(ask(a, 'gm', `!rondel menu --token ${a.ids.goblin}`).replies.join('\n')).not.toMatch(/Move up to 8 hexes/);
  // the turn ends: the action-turn is used, and the effect ends with it
  const ended = ask(a, 'gm', '!rondel next').replies.join('\n');
  expect(ended).toMatch(/Goblin: grappled ends/);
  expect(conditionsOf(a, a.ids.goblin)).not.toContain('grappled');
});
