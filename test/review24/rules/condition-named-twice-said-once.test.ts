// Review 24 (rules: a condition applied twice). `condition --add prone,Prone --counts 3` names one condition twice (a
// list typed by hand, or pasted together from two macros). The goblin is prone once, with one timer (docs/rules.md
// §11: a condition from several sources counts once; §12), but the card told the table twice: "Goblin is now prone,
// until count 4." on two lines, as if two things had happened.
import { expect, it } from 'vitest';
import { fightNow } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

for (const rules of ['rondel', 'seconds', 'rounds'] as const) {
  it(`${rules}: a condition named twice in one command is added once, and said once`, () => {
    const a = fightWithDue(rules, 'aldric', ['goblin']);
    const unit = rules === 'rondel' ? '--counts 3' : '--rounds 1';
    const card = ask(a, 'gm', `!rondel condition --add prone,Prone ${unit}`, ['goblin']).replies.join('\n');
    expect(card.match(/Goblin is now prone/g) ?? []).toHaveLength(1);
    const f = fightNow(a)!;
    expect(f.state.combatants.find((c) => c.id === a.ids.goblin)!.conditions.filter((k) => k === 'prone')).toHaveLength(1);
    expect(((f.state as { effects?: { bearer: string }[] }).effects ?? []).filter((e) => e.bearer === a.ids.goblin)).toHaveLength(1);
    // with no duration too
    const untimed = ask(a, 'gm', '!rondel condition --add stunned,stunned', ['goblin']).replies.join('\n');
    expect(untimed.match(/Goblin is now stunned/g) ?? []).toHaveLength(1);
  });
}
