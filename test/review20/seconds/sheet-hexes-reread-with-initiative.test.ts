// 20-second rounds (rulebook page 001, encumbrance; RULES.md §9.2; docs/rules.md §9.2 "Initiative, every round"):
// each 10-pound step over the limit penalizes "initiative and movement (both hex and daily travel)" by one, and a
// creature that drops the pack is "mathematically back to normal" at once. The script re-reads the sheet's weapon
// speed and initiative adjustment at every round's roll ("a combatant who drops ... a pack, rolls with the change from
// the next round"), but reads the sheet's hexes per round only once, when the combatant joins. After the pack is
// dropped the next round's initiative is unencumbered while every movement moment, for the rest of the fight, still
// takes the dropped load's hexes off: the two halves of the same penalty disagree, and the cards contradict the sheet.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const texts = (chat: { content: string }[]): string => chat.map((m) => plain(m.content)).join('\n');

describe('20-second rounds: a dropped pack lifts the movement penalty together with the initiative penalty', () => {
  it('round 2 after the drop: initiative without the step, and 12 hexes per round (4 at second 1), not the loaded 10', () => {
    const t = aTable({ seed: 5 });
    // Aldric loaded: two encumbrance steps, so the sheet's workers give adjustment +2 and 12 − 2 = 10 hexes per round
    const hexes = t.sb.addAttribute(t.characters.aldric, 'hexes_per_round', '10');
    const ia = t.sb.findObjs({ type: 'attribute', characterid: t.characters.aldric.id, name: 'initiative_adjustment' })[0];
    if (!ia) throw new Error('no initiative_adjustment');
    t.sb.setProps(ia, { current: 2 });
    t.sb.dice.queue(3, 4, 9, 9);
    const start = texts(t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.goblin]));
    expect(start).toContain('Aldric: 2d10 (3+4) + 2 weapon speed + 2 adjustment → second 11');
    // 10 hexes: 3-3-2-2, so 3 at second 1
    expect(texts(t.say(t.gm, '!rondel status'))).toMatch(/Aldric · Red Fox · 3 hexes/);

    // Aldric drops the pack: the sheet now says adjustment 0 and 12 hexes per round
    t.sb.setProps(ia, { current: 0 });
    t.sb.setProps(hexes, { current: '12' });

    t.sb.dice.queue(3, 4, 9, 9);
    let round2 = '';
    for (let i = 0; i < 8 && !round2.includes('Round 2 begins'); i += 1) round2 = texts(t.say(t.gm, '!rondel next'));
    // the initiative half of the penalty is gone, as the script documents
    expect(round2).toContain('Aldric: 2d10 (3+4) + 2 weapon speed → second 9');
    // the movement half must be gone too: 12 hexes split 4-3-3-2 gives 4 at second 1
    const row = texts(t.say(t.gm, '!rondel status')).split('\n').find((l) => l.includes('Aldric ·')) ?? '';
    expect(row).toContain('4 hexes');
  });
});
