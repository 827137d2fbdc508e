// Review 20r (rules: conditions and the rondel's stand as a reaction). A prone goblin stands up as a reaction at count 1
// (page 002: "standing back up can be performed as a reaction to occur at the end of the following initiative count");
// the script keeps it prone under a timed "Standing up" until count 3. At count 1 it is PARALYZED. At count 3 the card
// says "Goblin: Standing up ends. Goblin is no longer prone.": a paralyzed goblin gets to its feet.
// Rulebook page 000, Paralyzed: "Cannot take any actions or reactions • Cannot move, speak or gesture"; RULES.md §5:
// "Restrained, Grappled and Paralyzed (and Petrified, Unconscious) combatants get 0 at every window"; docs/rules.md
// ruling 90: "A combatant held fast (grappled, restrained, paralyzed, petrified, unconscious: 0 at every window) cannot
// get up, and is told why." `stand` refuses a paralyzed combatant, yet a stand already under way completes by itself.
// (Unconscious is spared only because it brings Prone for good and lets the timer go, ruling 85; paralyzed, petrified,
// grappled and restrained bring nothing, so the timer still lifts prone.)
import { expect, it } from 'vitest';
import { rondelPresent } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

for (const held of ['paralyzed', 'petrified'] as const) {
  it(`rondel: a stand by reaction does not complete once the goblin is ${held} (it stays prone)`, () => {
    const a = fightWithDue('rondel', 'aldric', ['lira', 'goblin']);
    const start = rondelPresent(a).counter;
    ask(a, 'gm', '!rondel condition --add prone', ['goblin']);
    expect(ask(a, 'gm', `!rondel stand --react --token ${a.ids.goblin}`).replies.join('\n')).toMatch(/Goblin reacts: stands up/);
    ask(a, 'gm', `!rondel condition --add ${held}`, ['goblin']);
    // the held goblin could not stand by itself now
    expect(ask(a, 'gm', `!rondel stand --token ${a.ids.goblin}`).replies.join('\n')).toMatch(new RegExp(held));
    const seen: string[] = [];
    for (let i = 0; i < 5 && rondelPresent(a).counter < start + 3; i += 1) seen.push(...ask(a, 'gm', '!rondel next').replies);
    expect(rondelPresent(a).counter).toBeGreaterThanOrEqual(start + 2);
    const goblin = rondelPresent(a).combatants.find((c) => c.id === a.ids.goblin)!;
    expect(goblin.conditions).toContain(held);
    expect(seen.join('\n')).not.toMatch(/Goblin is no longer prone/);
    expect(goblin.conditions).toContain('prone');
    // the card says why the stand came to nothing
    expect(seen.join('\n')).toContain(`Goblin cannot get up (${held}): it stays prone.`);
    expect(seen.join('\n')).not.toMatch(/Standing up ends/);
  });
}
