// Review 9 (players who edit the tracker): a player presses the tracker's next-turn button on the turn of a hidden
// combatant they control; the GM gets an "End the turn" button "(or !rondel next)". docs/rules.md §13: the button is
// "for that moment of the fight, which does nothing once the fight has moved on". It carries only the clock (the count,
// the second, in 10-second rounds the round), so after the GM ended the hidden turn with !rondel next (as the card
// offers), a later click of the old button ends the turn of whoever is due next at the same count, second or round: a
// visible combatant (here a player's) loses its turn without acting. In 10-second rounds the button stays live for the
// whole round.
import { describe, expect, it } from 'vitest';
import { anArena, fightNow, type Arena } from '../../hardening/arena';
import type { RuleSetId } from '../../../src/rules/core/rule-set';
import { gmButtons } from '../buttons';

const due = (a: Arena): string | undefined => {
  const f = fightNow(a)!;
  return f.rs.current(f.state)?.id;
};

/** The Lurker (GM layer, controlled by Pat) due, with visible combatants due after it at the same clock. */
function lurkerDueWithOthersAfter(rules: RuleSetId): Arena {
  const a = anArena();
  a.send('gm', `!rondel start --rules ${rules}`, ['lurker', 'aldric', 'lira', 'borin']);
  if (rules === 'rounds') {
    a.send('gm', `!rondel set --count 30 --token ${a.ids.lurker}`);
    a.send('gm', `!rondel set --count 20 --token ${a.ids.aldric}`);
    a.send('gm', `!rondel set --count 15 --token ${a.ids.borin}`);
    a.send('gm', `!rondel set --count 10 --token ${a.ids.lira}`);
    for (let i = 0; i < 10 && !(fightNow(a)!.rs.round(fightNow(a)!.state) === 2 && due(a) === a.ids.lurker); i += 1) a.send('gm', '!rondel next');
  } else {
    const f = fightNow(a)!;
    const at = rules === 'seconds' ? 8 : f.rs.clock(f.state) + 4;
    for (const k of ['lurker', 'aldric', 'lira', 'borin'] as const) a.send('gm', `!rondel set --count ${at} --token ${a.ids[k]}`);
    for (let i = 0; i < 10 && due(a) !== a.ids.lurker; i += 1) a.send('gm', '!rondel next');
  }
  expect(due(a)).toBe(a.ids.lurker);
  return a;
}

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: the GM’s End the turn button after the hidden turn already ended', (rules) => {
  it('an old End the turn click does nothing to the turn of the combatant due after the hidden one', () => {
    const a = lurkerDueWithOthersAfter(rules);
    const mark = a.sb.recorder.mark();
    // Pat presses the tracker's next-turn button on his hidden Lurker's turn: the turn waits for the GM
    expect(a.sb.driver.tracker.next(a.pat)).toBe(true);
    expect(due(a)).toBe(a.ids.lurker);
    const endTheTurn = gmButtons(a, mark).find((b) => b.startsWith('!rondel next'));
    expect(endTheTurn).toBeDefined();
    // the GM ends the Lurker's turn with !rondel next, as the card offers
    a.send('gm', '!rondel next');
    const nowDue = due(a);
    expect(nowDue).toBeDefined();
    expect(nowDue).not.toBe(a.ids.lurker);
    const before = JSON.stringify(fightNow(a)!.state);
    // later, the old button is clicked: the Lurker's turn is long over
    a.send('gm', endTheTurn!);
    a.sb.assertNoCrash();
    expect(due(a), 'the old End the turn button ended the next combatant’s turn').toBe(nowDue);
    expect(JSON.stringify(fightNow(a)!.state)).toBe(before);
  });
});
