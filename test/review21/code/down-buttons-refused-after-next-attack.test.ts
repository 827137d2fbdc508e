// Review: a damage card's Unconscious / Out of the fight now carry `--roll N` and are refused unless the ledger's
// pending record of N is there and applied (src/app/commands/apply.ts `undoneDamage`). But the ledger keeps 30 attacks
// and "those already applied give way first" (damage.ts `withinLimit`, ruling 95). A GM who keeps Apply buttons open
// for later -- what ruling 95 is made for -- has 30 unapplied attacks in the ledger: the one attack applied is then
// the first to go at the very next attack. Its card's down buttons are refused ("damage that has been taken back
// since") one attack later, though the damage stands and nothing was undone. Ruling 103: they are refused "once its
// damage is taken back (undo)".
import { expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

function buttons(ms: readonly { content: string }[]): string[] {
  return ms.flatMap((m) => (m.content.match(/href="(![^"]*)"/g) ?? []).map((b) => b.slice(6, -1).replace(/&amp;/g, '&')));
}

function attack(t: ReturnType<typeof aTable>, target: string, damage: number): string {
  for (;;) {
    const out = t.say(t.gm, `!rondel attack --target ${target} --dice 1 --mod 30 --damage ${damage}`, [t.tokens.aldric]);
    const roll = /!rondel apply --roll (\d+)/.exec(out.map((c) => c.content).join('\n'))?.[1];
    if (roll !== undefined) return roll;
  }
}

it("a damage card's Out of the fight still works one attack later, its damage standing", () => {
  const t = aTable();
  const { aldric, lira, goblin, zombie } = t.tokens;
  goblin.set({ bar1_value: 5 });
  zombie.set({ bar1_value: 1000 });
  t.say(t.gm, '!rondel start', [aldric, lira, goblin, zombie]);
  // 30 attacks on the zombie whose Apply buttons the GM keeps for later (ruling 95)
  for (let i = 0; i < 30; i += 1) attack(t, zombie.id, 1);
  // the goblin is hit and brought to 0: the card offers Out of the fight
  const roll = attack(t, goblin.id, 5);
  const card = t.say(t.gm, `!rondel apply --roll ${roll}`);
  expect(Number(goblin.get('bar1_value'))).toBe(0);
  const out = buttons(card).find((b) => b.startsWith('!rondel remove')) as string;
  expect(out).toContain(`--roll ${roll}`);
  // the next attack of the fight (on the zombie, nothing undone)
  attack(t, zombie.id, 1);
  const answer = plain(t.say(t.gm, out).map((m) => m.content).join('\n'));
  t.sb.assertNoCrash();
  expect(Number(goblin.get('bar1_value'))).toBe(0);
  expect(answer).not.toContain('taken back since');
  expect(t.tracker().map(([name]) => name)).not.toContain('Goblin');
});
