// Review 25 (effects). docs/rules.md §12: an effect in actions "lasts until the bearer has had N action-turns"; in
// 10-second rounds the action-turn is used when the turn ends, and "a spell's effect cast in a turn does not count that
// turn". A condition the GM gives for 1 action to a combatant after its turn's action (a failed save against a riposte
// after it attacked: `condition --add stunned --actions 1`) ended with that very turn ("Aldric: stunned ends." at the
// next `next`): the action-turn it counted was the one used before the stun began, so the stun cost Aldric nothing.
// It now lasts through his next turn, which he loses to it (ruling 106).
import { expect, it } from 'vitest';
import { fightNow } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

const conditionsOf = (a: ReturnType<typeof fightWithDue>, id: string): readonly string[] => fightNow(a)!.state.combatants.find((c) => c.id === id)!.conditions;

it('rounds: a condition given for 1 action after the turn’s action outlasts that turn and takes the next', () => {
  const a = fightWithDue('rounds', 'aldric', ['goblin']);
  const id = a.ids.aldric;
  expect(ask(a, 'gm', `!rondel act combat --token ${id}`).replies.join('\n')).toMatch(/Aldric: Combat/);
  ask(a, 'gm', `!rondel condition --add stunned --actions 1 --token ${id}`);
  const ended = ask(a, 'gm', '!rondel next').replies.join('\n');
  expect(ended).not.toMatch(/stunned ends/);
  expect(conditionsOf(a, id)).toContain('stunned');
  // the goblin's turn, then round 2: Aldric's turn comes, and the stun takes it
  let card = '';
  for (let i = 0; i < 4 && fightNow(a)!.rs.current(fightNow(a)!.state)?.id !== id; i += 1) card = ask(a, 'gm', '!rondel next').replies.join('\n');
  expect(fightNow(a)!.rs.round(fightNow(a)!.state)).toBe(2);
  expect(card).toMatch(/Aldric is stunned and cannot act|Aldric \(stunned/);
  const lost = ask(a, 'gm', '!rondel next').replies.join('\n');
  expect(lost).toMatch(/Aldric \(stunned: the turn is lost\)/);
  expect(lost).toMatch(/Aldric: stunned ends\./);
  expect(conditionsOf(a, id)).not.toContain('stunned');
});

it('rounds: an effect given before the turn’s action still ends with that turn', () => {
  const a = fightWithDue('rounds', 'aldric', ['goblin']);
  const id = a.ids.aldric;
  ask(a, 'gm', `!rondel condition --add restrained --actions 1 --token ${id}`);
  ask(a, 'gm', `!rondel act combat --token ${id}`);
  expect(ask(a, 'gm', '!rondel next').replies.join('\n')).toMatch(/Aldric: restrained ends\./);
});
