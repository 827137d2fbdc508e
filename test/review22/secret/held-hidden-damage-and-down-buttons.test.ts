// Review 22, checked and held: damage applied per step to a combatant on the GM layer, its down buttons (Unconscious,
// Out of the fight), undo and redo of those steps: nothing reaches a player; the buttons are refused to players with the
// same words whatever token they name; undo/redo restore the bar exactly.
import { expect, it } from 'vitest';
import { aTable, buttons, text, seenBy } from './helpers';

function attack(t: ReturnType<typeof aTable>, attacker: any, target: string, damage: number): { roll: string; out: any[] } {
  for (let i = 0; i < 60; i += 1) {
    const out = t.say(t.gm, `!rondel attack --target ${target} --dice 1 --mod 30 --damage ${damage}`, [attacker]);
    const roll = /!rondel apply --roll (\d+)/.exec(out.map((c) => c.content).join('\n'))?.[1];
    if (roll !== undefined) return { roll, out };
  }
  throw new Error('no hit');
}

for (const announce of ['all', 'gm'])
  it(`a hidden target's damage, down buttons, undo and redo tell no player (announce=${announce})`, () => {
    const t = aTable({ seed: 3 });
    const { aldric, lira, goblin, zombie } = t.tokens;
    t.sb.setProps(zombie, { layer: 'gmlayer', bar1_value: 4 });
    t.say(t.gm, `!rondel config --set announce=${announce}`);
    t.say(t.gm, '!rondel start', [aldric, lira, goblin, zombie]);
    const mark = t.sb.recorder.mark();
    const { roll } = attack(t, goblin, zombie.id, 5);
    const applied = t.say(t.gm, `!rondel apply --roll ${roll}`);
    expect(text(applied)).toMatch(/Zombie is down to -1 body/);
    const b = buttons(applied);
    const unc = b.find((x) => x.includes('unconscious')) as string;
    const rem = b.find((x) => x.startsWith('!rondel remove')) as string;
    // players pressing them (or the same with another id) read the same refusal
    const refusals = [t.pat, t.sam].flatMap((p) => [text(t.say(p, unc)), text(t.say(p, unc.replace(zombie.id, '-Mnonexistent0000000'))), text(t.say(p, rem)), text(t.say(p, rem.replace(zombie.id, lira.id)))]);
    expect(new Set(refusals.map((r) => r.replace(/remove|condition/g, 'X'))).size).toBe(1);
    t.say(t.gm, unc);
    t.say(t.gm, rem);
    t.say(t.gm, '!rondel undo 3');
    expect(Number(zombie.get('bar1_value'))).toBe(4);
    t.say(t.gm, '!rondel redo 3');
    expect(Number(zombie.get('bar1_value'))).toBe(-1);
    const all = t.sb.recorder.since(mark).chat;
    for (const p of [t.pat, t.sam]) expect(seenBy(all, p)).not.toMatch(/Zombie|damage|unconscious|-1 body/i);
    t.sb.assertNoCrash();
  });
