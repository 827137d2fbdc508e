// 20-second rounds (rulebook page 001): an action delayed into the next round — "the first round action is just lost,
// and this becomes the only action for that character to take in the next round"; for weapon delays, "Similar to
// spell-casting, if those delays roll over into the next combat round, then the attack is the only action taken for
// both rounds." docs/rules.md §12 counts a casting that runs into the next round as "an action-turn of each of the two
// rounds" (page 001), and a turn passed over also counts as an action-turn.
// A carried-over attack is the same thing on page 001 ("similar to spell-casting"), but the script counts it once: an
// effect lasting N actions on a carried-over combatant outlives the two rounds that action took, while the same
// effect on a caster whose casting spans the same two rounds ends with them.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const texts = (chat: { content: string }[]): string => chat.map((m) => plain(m.content)).join('\n');

describe('20-second rounds: an attack carried into the next round is the action of both rounds', () => {
  it('an effect of 2 actions ends with the carried attack, as it does with a casting over the same two rounds', () => {
    const t = aTable({ seed: 5 });
    const ws = t.sb.findObjs({ type: 'attribute', characterid: t.characters.aldric.id, name: 'weapon_speed' })[0];
    if (!ws) throw new Error('no weapon_speed');
    t.sb.setProps(ws, { current: 6 });
    // Aldric: 9+9+6 = 24, carried over to second 4 of round 2. Borin: 3+4 = 7.
    t.sb.dice.queue(9, 9, 3, 4);
    const start = texts(t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.borin]));
    expect(start).toContain('carried over: second 4 of the next round');
    t.say(t.gm, '!rondel effect --add Blessed --actions 2', [t.tokens.aldric]);
    t.say(t.gm, '!rondel effect --add Warded --actions 2', [t.tokens.borin]);
    // Borin casts at second 7 for 20 seconds: the spell lands at round 2, second 7 — an action of both rounds
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    t.say(t.pat, '!rondel act magic --cast 20 --note Long', [t.tokens.borin]);
    let cards = '';
    for (let i = 0; i < 4 && !cards.includes('Aldric: your action round 2, second 4'); i += 1) cards += texts(t.say(t.gm, '!rondel next')) + '\n';
    // the casting over rounds 1 and 2 used Borin's 2 actions
    expect(cards).toContain('Borin: Warded ends.');
    // Aldric's attack, delayed from round 1 into round 2, is likewise his action of both rounds
    const act = texts(t.say(t.pat, '!rondel act combat --note swing', [t.tokens.aldric]));
    expect(act).toContain('Aldric: Combat');
    expect(act).toContain('Aldric: Blessed ends.');
  });
});
