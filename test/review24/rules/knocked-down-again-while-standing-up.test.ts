// Review 24 (rules: a condition applied twice). docs/rules.md ruling 85: "A condition given again keeps one end: ... one
// held for a time is timed again from now". A prone combatant standing up by reaction in the rondel is held prone by
// a timed "Standing up" (ruling 90). The GM knocking it down again for 10 counts (`condition --add prone --counts
// 10`) gave prone a second timer beside the stand: `status` showed "Standing up until count 4 · prone until count 12",
// and at count 4 the table read "Aldric: Standing up ends." while Aldric stayed on the ground. Prone timed again from
// now has one end, the new one: the stand it interrupted is over.
import { expect, it } from 'vitest';
import { fightNow } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

it('rondel: prone given again for a time while a stand by reaction is under way replaces the stand’s timer', () => {
  const a = fightWithDue('rondel', 'goblin', ['aldric']);
  ask(a, 'gm', `!rondel set --count 2 --token ${a.ids.goblin}`);
  ask(a, 'gm', '!rondel next');
  ask(a, 'gm', '!rondel condition --add prone', ['aldric']);
  expect(ask(a, 'pat', `!rondel stand --react --token ${a.ids.aldric}`).replies.join('\n')).toMatch(/Standing up, until count 4/);
  ask(a, 'gm', '!rondel condition --add prone --counts 10', ['aldric']);
  const effects = ((fightNow(a)!.state as { effects?: { bearer: string; name: string; condition: string | null }[] }).effects ?? []).filter((e) => e.bearer === a.ids.aldric);
  expect(effects.map((e) => e.name)).toEqual(['prone']);
  expect(ask(a, 'gm', '!rondel status').replies.join('\n')).not.toMatch(/Standing up/);
  const seen = [ask(a, 'gm', '!rondel next'), ask(a, 'gm', '!rondel next')].flatMap((r) => r.replies).join('\n');
  expect(seen).not.toMatch(/Standing up ends/);
  expect(fightNow(a)!.state.combatants.find((c) => c.id === a.ids.aldric)!.conditions).toContain('prone');
});
