// Review 20r (rules: timed conditions). `effect --add Prone --counts 3` on a combatant prone with no end: the card says
// "Goblin: Prone, until count 4.", then "Goblin: Prone ends." at count 4, while the goblin stays prone; the GM is not told
// that the condition keeps no end.
// docs/rules.md §12 and ruling 85: "A condition the combatant already has with no end keeps it: a duration given to it
// again is not attached, and the GM is told; one it has for a time is timed again from now. So is one the GM times
// again with `effect --add` under the effect's own name … the new effect holds the condition, which ends with it."
// `condition --add prone --counts 3` on the same goblin answers "Goblin is already prone, with no end: it stays so".
// The `effect --add` of the condition's own name attaches nothing either, but says nothing, and its end card then
// contradicts the state (the project's regression effect-named-like-timed-condition.test.ts treats that card as the
// defect when the prone was timed).
import { expect, it } from 'vitest';
import { rondelPresent } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

it('rondel: a Prone effect over an untimed prone never announces the end of a prone that stays (the GM is told, as for `condition`)', () => {
  const a = fightWithDue('rondel', 'aldric', ['lira', 'goblin']);
  ask(a, 'gm', '!rondel condition --add prone', ['goblin']);
  const start = rondelPresent(a).counter;
  const added = ask(a, 'gm', '!rondel effect --add Prone --counts 3', ['goblin']).replies.join('\n');
  const seen: string[] = [];
  for (let i = 0; i < 6 && rondelPresent(a).counter < start + 3; i += 1) seen.push(...ask(a, 'gm', '!rondel next').replies);
  expect(rondelPresent(a).counter).toBeGreaterThanOrEqual(start + 3);
  const prone = rondelPresent(a).combatants.find((c) => c.id === a.ids.goblin)!.conditions.includes('prone');
  const saysEnds = /Goblin: Prone ends/i.test(seen.join('\n'));
  // either the effect holds the prone and it ends with it, or it holds nothing and the GM was told: never a card that
  // says prone ends while the goblin stays prone
  expect(saysEnds && prone).toBe(false);
  if (prone) expect(added).toMatch(/already prone|no end|stays/i);
});
