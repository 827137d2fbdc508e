// The GM puts a GM-layer token at the current count (rondel `add`/`set --count`, a second in 20-second rounds) while
// a visible combatant's turn there is announced and its menu is out. Ruling 102: a combatant put at the current count
// comes after those already due there, whatever its d20, so the announced turn stays the visible combatant's. The
// players' view must be the one a token that does not exist leaves: the status, the menu, the menu's button, the ring.
import { describe, expect, it } from 'vitest';
import { type Arena, anArena, fightNow } from '../arena';
import { ask, fightWithDue, NO_SUCH_ID } from './helpers';

function clockNow(a: Arena, rules: 'rondel' | 'seconds'): number {
  const row = a.tracker().find((e) => /^(Count|Round)/.test(String(e[0])))!;
  return rules === 'rondel' ? Number(row[1]) : Number(String(row[0]).replace(/.*second /, ''));
}

/** Aldric's d20 at the count he is due at, when the fight rolled him one there (a tie at the start). */
function aldricRolls(a: Arena): readonly number[] {
  const f = fightNow(a)!;
  const c = f.state.combatants.find((x) => x.id === a.ids.aldric) as unknown as { tie: { count: number; rolls: number[] } | null };
  // a tie counts at the clock it was rolled for only: the count he is due at, or this second's clock
  return c.tie !== null && c.tie.count === f.rs.clock(f.state) ? c.tie.rolls : [];
}

/**
 * The GM's placement with the d20s forced so that by the dice alone the newcomer would act first: d20s go in arrival
 * order, Aldric's (unless he has one kept for the count) before the newcomer's; `add` rolls its initiative first. The
 * ruling rolls none of them: the test checks they are all left, then drops them.
 */
function place(a: Arena, verb: 'add' | 'set', id: string, rules: 'rondel' | 'seconds', at: number): void {
  if (verb === 'add') a.sb.dice.queue(...(rules === 'rondel' ? [1] : [1, 1]));
  const kept = aldricRolls(a);
  // Aldric keeps his roll: the newcomer's 1 beats it (a kept 1 ties, and the re-roll gives Aldric 20, the newcomer 1)
  const d20s = kept.length === 0 ? [20, 1] : kept[0] === 1 ? [1, 20, 1] : [1];
  a.sb.dice.queue(...d20s);
  a.send('gm', `!rondel ${verb} --token ${id} --count ${at}`);
  // no d20 was rolled: whatever the placement rolled besides, the d20s are all left
  expect(a.sb.dice.remaining()).toBeGreaterThanOrEqual(d20s.length);
  try {
    a.sb.dice.expectConsumed();
  } catch {
    // the d20s the ruling did not roll, dropped so that the fight's next rolls are its own
  }
}

function playerView(a: Arena, verb: 'add' | 'set', id: string, rules: 'rondel' | 'seconds') {
  const at = clockNow(a, rules);
  place(a, verb, id, rules, at);
  const ring = (): unknown => {
    const t = (a.stored() as { table: { indicator: { id: string; type: string } | null } }).table;
    return t.indicator ? a.sb.getObj(t.indicator.type, t.indicator.id)?.get('layer') : undefined;
  };
  const seen = { ring: ring(), status: ask(a, 'pat', '!rondel status').replies.join(' | '), menu: ask(a, 'pat', '!rondel menu').replies.join(' | ') };
  // Pat presses the Combat button of the menu he was whispered when his turn was announced; its cool-down d4 is the
  // same in both fights (the hidden token's own joining rolled a die the other fight did not)
  if (rules === 'rondel') a.sb.dice.queue(1);
  return {
    ...seen,
    button: ask(a, 'pat', `!rondel act combat --token ${a.ids.aldric} --turn ${at} --fight 1`).replies.join(' | '),
  };
}

describe.each([
  ['rondel', 'add'],
  ['rondel', 'set'],
  ['seconds', 'add'],
  ['seconds', 'set'],
] as const)('%s: %s --count of a hidden token at the current count', (rules, verb) => {
  it('keeps the announced turn: the players see what a token that does not exist leaves', () => {
    const hidden = fightWithDue(rules, 'aldric', ['lira', 'goblin'], anArena());
    const none = fightWithDue(rules, 'aldric', ['lira', 'goblin'], anArena());
    if (verb === 'set') {
      hidden.send('gm', `!rondel add --token ${hidden.ids.shade} --count ${rules === 'rondel' ? clockNow(hidden, rules) + 15 : 20}`);
      none.send('gm', `!rondel add --token ${NO_SUCH_ID} --count ${rules === 'rondel' ? clockNow(none, rules) + 15 : 20}`);
    }
    const h = playerView(hidden, verb, hidden.ids.shade, rules);
    const n = playerView(none, verb, NO_SUCH_ID, rules);
    expect(h.button).toMatch(/Aldric: Combat/);
    expect(h).toEqual(n);
  });

  it('gives the hidden token its turn after the announced one, to the GM alone', () => {
    const a = fightWithDue(rules, 'aldric', ['lira', 'goblin'], anArena());
    if (verb === 'set') a.send('gm', `!rondel add --token ${a.ids.shade} --count ${rules === 'rondel' ? clockNow(a, rules) + 15 : 20}`);
    const at = clockNow(a, rules);
    place(a, verb, a.ids.shade, rules, at);
    expect(ask(a, 'pat', `!rondel act combat --token ${a.ids.aldric}`).replies.join(' | ')).toMatch(/Aldric: Combat/);
    const gm = ask(a, 'gm', '!rondel status').replies.join(' | ');
    expect(gm).toMatch(/Due now: Shade/);
    const pat = ask(a, 'pat', '!rondel status').replies.join(' | ');
    expect(pat).not.toMatch(/Shade/);
  });
});

describe.each(['rondel', 'seconds'] as const)('%s: the due combatant selected with the newcomer', (rules) => {
  it('set --count on both: the announced turn stays the due one’s', () => {
    const a = fightWithDue(rules, 'aldric', ['lira', 'goblin'], anArena());
    const now = clockNow(a, rules);
    a.send('gm', `!rondel add --token ${a.ids.shade} --count ${rules === 'rondel' ? now + 15 : 20}`);
    const kept = aldricRolls(a);
    a.sb.dice.queue(...(kept.length === 0 ? [20, 1] : kept[0] === 1 ? [1, 20, 1] : [1]));
    a.send('gm', `!rondel set --count ${now}`, ['aldric', 'shade']);
    try {
      a.sb.dice.expectConsumed();
    } catch {
      // the d20s the ruling did not roll
    }
    const f = fightNow(a)!;
    expect(f.rs.current(f.state)?.id).toBe(a.ids.aldric);
  });
});
