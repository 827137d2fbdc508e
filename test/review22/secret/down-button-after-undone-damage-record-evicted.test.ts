// Review 22 (replays of old buttons, src/app/commands/apply.ts `undoneDamage`). A damage card's Unconscious and Out of
// the fight carry `--roll N` and must be refused once that damage is taken back by undo (docs/rules.md ruling 103:
// "once its damage is taken back (undo), they are refused, as they would knock out a combatant whose body is whole
// again"). Once the fight moves on (the redo branch is dropped) and 30 newer attacks with damage come (the GM keeps
// their Apply buttons open, as ruling 95 is made for), the undone attack's record gives way: the old card's buttons
// acted again, knocking out or taking out of the fight a combatant whose body is whole. Nothing the script keeps then
// shows that damage standing, so the button is refused.
import { expect, it } from 'vitest';
import { aTable, attack, buttons, text } from './helpers';

for (const which of ['unconscious', 'remove'] as const) {
  it(`a damage card's ${which === 'remove' ? 'Out of the fight' : 'Unconscious'} is still refused after its damage was undone and 30 attacks came since`, () => {
    const t = aTable({ seed: 5 });
    const { aldric, lira, goblin, zombie } = t.tokens;
    goblin.set({ bar1_value: 5 });
    zombie.set({ bar1_value: 1000 });
    t.say(t.gm, '!rondel start', [aldric, lira, goblin, zombie]);
    const roll = attack(t, aldric, goblin.id, 5);
    const card = t.say(t.gm, `!rondel apply --roll ${roll}`);
    expect(Number(goblin.get('bar1_value'))).toBe(0);
    const button = buttons(card).find((b) => (which === 'remove' ? b.startsWith('!rondel remove') : b.includes('unconscious'))) as string;
    expect(button).toContain(`--roll ${roll}`);
    // the GM takes the damage back: the goblin is whole again
    t.say(t.gm, '!rondel undo');
    expect(Number(goblin.get('bar1_value'))).toBe(5);
    // the fight goes on, and 30 attacks on the zombie wait for their Apply buttons
    t.say(t.gm, '!rondel next');
    for (let i = 0; i < 30; i += 1) attack(t, aldric, zombie.id, 1);
    const answer = text(t.say(t.gm, button));
    t.sb.assertNoCrash();
    expect(answer).toMatch(/no longer keeps, so it cannot tell whether it still stands: nothing was done/);
    const status = text(t.say(t.gm, '!rondel status'));
    expect(status).toMatch(/Goblin/);
    expect(status).not.toMatch(/Goblin[^\n]*unconscious/i);
  });
}
