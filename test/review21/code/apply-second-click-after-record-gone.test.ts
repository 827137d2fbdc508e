// Review: damage applied in a fight is now stored per step (src/app/damage.ts, apply.ts `withDamage(state, [plan])`):
// the present state carries only the last application. `goneAttack` (apply.ts) still answers a second click of an
// Apply button whose pending record gave way (ruling 95: "The record of an applied attack only answers a second click
// (which the fight's damage ... still answers)") by looking in `damageOf(present(fight))` -- which no longer holds it.
// A second click of an applied attack's button then tells the GM it is "too old to apply here ... Change the target's
// bar by hand", inviting the GM to apply by hand damage the script already applied.
import { expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

function attack(t: ReturnType<typeof aTable>): string {
  for (;;) {
    const out = t.say(t.gm, `!rondel attack --target ${t.tokens.goblin.id} --dice 1 --mod 30 --damage 1`, [t.tokens.aldric]);
    const roll = /!rondel apply --roll (\d+)/.exec(out.map((c) => c.content).join('\n'))?.[1];
    if (roll !== undefined) return roll;
  }
}

it('a second click of an applied attack whose record gave way is answered "applied already", as before the change', () => {
  const t = aTable();
  t.tokens.goblin.set({ bar1_value: 1000 });
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
  const first = attack(t);
  t.say(t.gm, `!rondel apply --roll ${first}`);
  expect(Number(t.tokens.goblin.get('bar1_value'))).toBe(999);
  // 30 more attacks: the applied attack's record gives way first (ruling 95)
  const later: string[] = [];
  for (let i = 0; i < 30; i += 1) later.push(attack(t));
  // another application in the fight: the present state now carries only that one
  t.say(t.gm, `!rondel apply --roll ${later[0]}`);
  const again = t.say(t.gm, `!rondel apply --roll ${first}`).map((c) => plain(c.content)).join('\n');
  t.sb.assertNoCrash();
  expect(Number(t.tokens.goblin.get('bar1_value'))).toBe(998);
  expect(again).toContain('That damage is applied already.');
  expect(again).not.toContain('Change the target');
});
