// The GM puts a GM-layer token at the current count (rondel `add`/`set --count`, a second in 20-second rounds) while
// a visible combatant's turn there is announced and its menu is out. Ruling 102: a combatant put at the current count
// comes after those already due there, whatever its d20, so the announced turn stays the visible combatant's. The
// players' view must be the one a token that does not exist leaves: the status, the menu, the menu's button, the ring.
import { describe, expect, it } from 'vitest';
import { type Arena, anArena } from '../arena';
import { ask, fightWithDue, NO_SUCH_ID } from './helpers';

function clockNow(a: Arena, rules: 'rondel' | 'seconds'): number {
  const row = a.tracker().find((e) => /^(Count|Round)/.test(String(e[0])))!;
  return rules === 'rondel' ? Number(row[1]) : Number(String(row[0]).replace(/.*second /, ''));
}

/**
 * The GM's placement with the d20s forced in arrival order: Aldric's high, the newcomer's low, so without the ruling
 * the newcomer would act first (`add` rolls its initiative first). What the placement left unrolled is dropped.
 */
function place(a: Arena, verb: 'add' | 'set', id: string, rules: 'rondel' | 'seconds', at: number): void {
  if (verb === 'add') a.sb.dice.queue(...(rules === 'rondel' ? [1] : [1, 1]));
  a.sb.dice.queue(20, 1);
  a.send('gm', `!rondel ${verb} --token ${id} --count ${at}`);
  try {
    a.sb.dice.expectConsumed();
  } catch {
    // the ruling rolls no d20 here: the newcomer comes after Aldric whatever it would roll
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
