// Review 20r (rules: timed conditions, every rule set). A condition's timer made by the GM's `effect --add Prone` is let
// go only when its name matches the condition's key letter for letter: `stand` and `condition --remove prone` leave the
// "Prone" timer running with nothing to hold, and when it runs out its card says "Goblin: Prone ends." about a goblin
// who is (again) prone and stays prone.
// docs/rules.md §12: "So is one the GM times again with `effect --add` under the effect's own name (`effect --add Prone
// --counts 5` on a combatant prone for 3 more counts): the new effect holds the condition, which ends with it." Ruling
// 85: "a condition removed lets go of its timer"; ruling 90: "Standing lifts prone and lets go of any timed prone"
// (src/rules/core/stand.ts: "an effect named for it ends"). Effect names are otherwise compared in any case
// (`effect --remove bless` ends "Bless"; `addEffects` replaces "prone" with "Prone"), but the let-go compares
// `e.name === e.condition` ("Prone" ≠ "prone"), so the retimed effect survives with `condition: null`.
// The card then contradicts the state: "Prone ends" while the combatant stays prone (the project's own regression
// test/hardening/review/effect-named-like-timed-condition.test.ts treats exactly that card as the defect).
import { expect, it } from 'vitest';
import { rondelPresent } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

for (const how of ['stand', 'condition --remove prone'] as const) {
  it(`rondel: after \`${how}\`, the GM's "Prone" timer ends with the condition, and no later card says "Prone ends" of a goblin knocked down again`, () => {
    const a = fightWithDue('rondel', 'aldric', ['lira', 'goblin']);
    const start = rondelPresent(a).counter;
    ask(a, 'gm', '!rondel condition --add prone --counts 20', ['goblin']);
    // the GM times the prone again under the effect's own name (docs/rules.md §12)
    ask(a, 'gm', '!rondel effect --add Prone --counts 10', ['goblin']);
    // on to the first movement window, where the goblin gets up (or the GM lifts prone)
    for (let i = 0; i < 5 && rondelPresent(a).counter % 3 !== 0; i += 1) ask(a, 'gm', '!rondel next');
    if (how === 'stand') expect(ask(a, 'gm', `!rondel stand --token ${a.ids.goblin}`).replies.join('\n')).toMatch(/Goblin stands up/);
    else ask(a, 'gm', '!rondel condition --remove prone', ['goblin']);
    // the timer that held prone is gone with it (ruling 85, ruling 90)
    const timers = (rondelPresent(a) as unknown as { effects?: { bearer: string; name: string }[] }).effects ?? [];
    expect(timers.filter((e) => e.bearer === a.ids.goblin && e.name.toLowerCase() === 'prone')).toEqual([]);
    // knocked down again, for good
    ask(a, 'gm', '!rondel condition --add prone', ['goblin']);
    const seen: string[] = [];
    for (let i = 0; i < 10 && rondelPresent(a).counter < start + 12; i += 1) seen.push(...ask(a, 'gm', '!rondel next').replies);
    const prone = rondelPresent(a).combatants.find((c) => c.id === a.ids.goblin)!.conditions.includes('prone');
    expect(prone).toBe(true);
    // a card that says prone ends must not come while the goblin stays prone
    expect(seen.join('\n')).not.toMatch(/Goblin: Prone ends/i);
  });
}
