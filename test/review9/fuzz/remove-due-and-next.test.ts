// Review 9, a new GM's first evening: the GM selects the two combatants who are due now and next (the goblins fled)
// and runs `!rondel remove`. The card says both leave the fight, and then announces the turn of the second one, who
// has just left: "Lira leaves the fight. / Aldric leaves the fight. / ▶ Count 1: Aldric acts." (every rule set; in
// 10-second rounds it announces two turns, the departed one's and the real one's). A card that says something wrong;
// The same happens when the GM moves both on with `!rondel set --count 30`: "Lira next action count: 1 → 30. / Aldric
// next action count: 1 → 30. / … / ▶ Count 1: Aldric acts." (a step of the command announced a turn that the next step
// of the same command took away).
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';

/** The names of the first two combatants in the acting order (the clock's entry left aside). */
function dueAndNext(t: Table): string[] {
  return t
    .tracker()
    .map(([name]) => String(name))
    .filter((n) => !n.startsWith('Count') && !n.startsWith('Round'))
    .slice(0, 2);
}

describe('removing the due combatant together with the next one', () => {
  it.each(['rondel', 'seconds', 'rounds'])('%s: no turn is announced for a combatant who left', (rules) => {
    const t = aTable();
    t.say(t.gm, `!rondel start --rules ${rules}`, Object.values(t.tokens));
    // in 20-second rounds nobody is due at second 1 (seed 7): bring Kess to Aldric's second 4, and go there
    if (rules === 'seconds') {
      t.say(t.gm, '!rondel set --count 4', [t.tokens.kess]);
      t.say(t.gm, '!rondel next');
    }
    const [due, next] = dueAndNext(t);
    const tokens = [due, next].map((n) => Object.values(t.tokens).find((x) => x.get('name') === n));
    if (!tokens[0] || !tokens[1]) throw new Error('two combatants are due now and next');
    const card = t
      .say(t.gm, '!rondel remove', tokens as NonNullable<(typeof tokens)[number]>[])
      .map((m) => plain(m.content))
      .join('\n');
    expect(card).toContain(`${due} leaves the fight.`);
    expect(card).toContain(`${next} leaves the fight.`);
    expect(t.tracker().map(([n]) => n)).not.toContain(next);
    expect(card).not.toMatch(new RegExp(`[^\\n]*: ${next} acts`));
  });

  it('rondel: set --count on the due combatant and the next one does not announce the next one at the current count', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', Object.values(t.tokens));
    const [due, next] = dueAndNext(t);
    const tokens = [due, next].map((n) => Object.values(t.tokens).find((x) => x.get('name') === n));
    if (!tokens[0] || !tokens[1]) throw new Error('two combatants are due now and next');
    const card = t
      .say(t.gm, '!rondel set --count 30', tokens as NonNullable<(typeof tokens)[number]>[])
      .map((m) => plain(m.content))
      .join('\n');
    expect(card).toContain(`${next} next action count: 1 → 30.`);
    expect(t.tracker().find(([n]) => n === next)?.[1]).toBe(30);
    expect(card).not.toMatch(new RegExp(`Count 1: ${next} acts`));
  });
});
