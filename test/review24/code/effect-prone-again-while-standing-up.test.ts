// Review 24 (code: a condition timed again, the `effect` path). docs/rules.md §12: a condition the combatant has for a
// time is timed again from now, "so is one the GM times again with `effect --add` under the effect's own name (`effect
// --add Prone --counts 5` on a combatant prone for 3 more counts): the new effect holds the condition, which ends with
// it" (ruling 85). A stand by reaction under way holds prone for a time (ruling 90). `condition --add prone --counts 10`
// over it keeps one end, the new one; `effect --add Prone --counts 10` added a Prone that held nothing beside the
// stand's timer: at count 4 the card said "Aldric: Standing up ends. Aldric is no longer prone." while the GM had just
// timed prone to count 12, and at count 12 "Aldric: Prone ends." of a combatant long up.
import { expect, it } from 'vitest';
import { fightNow } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

type Effect = { bearer: string; name: string; condition: string | null };

it('rondel: `effect --add Prone` for a time while a stand by reaction is under way holds prone in the stand’s stead', () => {
  const a = fightWithDue('rondel', 'goblin', ['aldric']);
  ask(a, 'gm', `!rondel set --count 2 --token ${a.ids.goblin}`);
  ask(a, 'gm', '!rondel next');
  ask(a, 'gm', '!rondel condition --add prone', ['aldric']);
  expect(ask(a, 'pat', `!rondel stand --react --token ${a.ids.aldric}`).replies.join('\n')).toMatch(/Standing up, until count 4/);
  ask(a, 'gm', '!rondel effect --add Prone --counts 10', ['aldric']);
  const effects = ((fightNow(a)!.state as { effects?: Effect[] }).effects ?? []).filter((e) => e.bearer === a.ids.aldric);
  expect(effects.map((e) => [e.name, e.condition])).toEqual([['Prone', 'prone']]);
  const aldric = () => fightNow(a)!.state.combatants.find((c) => c.id === a.ids.aldric)!;
  let seen = '';
  for (let i = 0; i < 8 && (fightNow(a)!.rs.clock(fightNow(a)!.state) < 12); i += 1) {
    const card = ask(a, 'gm', '!rondel next').replies.join('\n');
    seen += `${card}\n`;
    if (fightNow(a)!.rs.clock(fightNow(a)!.state) < 12) expect(aldric().conditions).toContain('prone');
  }
  expect(seen).not.toMatch(/Standing up ends/);
  expect(seen).toMatch(/Aldric: Prone ends/);
  expect(aldric().conditions).not.toContain('prone');
});
