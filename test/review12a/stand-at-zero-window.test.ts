// Review 12a (rules): a prone Black Tower stands up at a movement window where its tier moves 0 hexes.
//
// At the table: an ooze (Black Tower: 1/0/1/0 hexes) is knocked prone. At count 6 (window 2, where Black Tower is
// given 0 hexes) its player types `!rondel stand` (or clicks the Stand up button whispered to it there), and it is on
// its feet at once, ready to move its 1 hex at count 9. What they should see: "not yet", naming count 9, Black Tower's
// next movement opportunity (or the reaction); at count 9 it stands, with no hexes there.
//
// Page 002 (Reactions, Standing up): "Otherwise, one's stance is recovered at the next movement opportunity with no hex
// advancement." Page 002 (Movement): "All battlefield creatures with matching colors for that opportunity are able to
// move ... Not every color will appear on every opportunity, specifically, the slower tiers will be mathematically
// unavailable at times." A window where a tier gets 0 hexes is no movement opportunity for that tier, so getting up
// there costs nothing: the stand that should cost the window's hexes is free. RULES.md §5: "standing up uses their
// next window with no hex advance". docs/rules.md §5 and ruling 90 say standing "takes the whole window" and do not
// rule on a window that gives the tier nothing.
// Suggested fix: src/rules/rondel/standing.ts `stand` refuses (stand-later) at a window where the combatant's tier
// gets 0 hexes (tierHexes(c.tier, count, config.pattern) === 0), naming the next window where it gets some; the
// window's Stand up button is not offered to it there.
import { describe, expect, it } from 'vitest';
import { stand } from '../../src/rules/rondel/engine';
import { tierHexes } from '../../src/rules/rondel/windows';
import { aCombat } from '../support/builders';

describe('standing up takes a movement opportunity of the combatant’s own tier (page 002)', () => {
  it('a prone Black Tower at count 6 (0 hexes for it) cannot get up there; count 9 is its next opportunity', () => {
    expect(tierHexes('black_tower', 6)).toBe(0);
    expect(tierHexes('black_tower', 9)).toBe(1);
    const state = aCombat([{ id: 'ooze', tier: 'black_tower', nextAt: 10, conditions: ['prone'] }], { counter: 6 });
    const step = stand(state, 'ooze', false);
    // still prone: the stand is refused, naming count 9
    expect(step.state.combatants.find((c) => c.id === 'ooze')?.conditions).toContain('prone');
    expect(step.events.some((e) => e.type === 'rejected')).toBe(true);
  });

  it('a prone Gray Yak at count 12 (0 hexes for it) cannot get up there either', () => {
    expect(tierHexes('gray_yak', 12)).toBe(0);
    const state = aCombat([{ id: 'zombie', tier: 'gray_yak', nextAt: 20, conditions: ['prone'] }], { counter: 12 });
    const step = stand(state, 'zombie', false);
    expect(step.state.combatants.find((c) => c.id === 'zombie')?.conditions).toContain('prone');
  });
});
