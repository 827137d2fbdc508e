// Review (undo algebra), property 4 (handled cleanly): damage that leaves a combatant at 0 body or below offers the GM
// Unconscious and Out of the fight on the damage card (ruling 103), beside the card's Undo. Once that damage is undone
// (`!rondel undo`), the body is back above 0 and the card's own Undo is refused ("That Undo was for damage the fight
// has moved on from"), but its Unconscious and Out of the fight buttons still act: a press knocks out, or takes out of
// the fight, a combatant whose body is whole again. Expected: refused with a whisper, as the card's Undo and the
// other buttons of a moment the fight has left (End the fight, Start a new fight, Adopt) are. Cause: the buttons carry
// only `--fight N` (src/app/commands/apply.ts, downButtons), nothing tying them to the damage they answer.
import { describe, expect, it } from 'vitest';
import { plain } from '../../integration/table';
import { buttons, undoTable, type Rules } from './harness';

describe.each(['rondel', 'seconds', 'rounds'] as Rules[])('a damage card’s down buttons after its damage is undone (%s)', (rules) => {
  it('are refused, and the combatant stays as it is', () => {
    const t = undoTable(3, { hidden: null });
    const T = t.tokens;
    t.say(t.gm, `!rondel start --rules ${rules}`, [T.aldric, T.lira, T.goblin]);
    const attack = t.say(t.gm, `!rondel attack --target ${T.goblin.id} --dice 3 --mod 20 --damage 9`, [T.aldric]);
    const card = t.say(t.gm, buttons(attack).find((b) => b.startsWith('!rondel apply')) as string);
    expect(Number(T.goblin.get('bar1_value'))).toBeLessThanOrEqual(0);
    const down = buttons(card).filter((b) => b.includes('condition --add unconscious') || b.startsWith('!rondel remove'));
    expect(down).toHaveLength(2);
    const undoButton = buttons(card).find((b) => b.startsWith('!rondel undo')) as string;

    const undone = plain(t.say(t.gm, '!rondel undo').map((m) => m.content).join('\n'));
    expect(undone).toMatch(/Goblin’s 27 damage is taken back/);
    expect(T.goblin.get('bar1_value')).toBe(25);
    // the card's own Undo is refused now
    expect(plain(t.say(t.gm, undoButton).map((m) => m.content).join('\n'))).toMatch(/moved on from/);

    const unconscious = plain(t.say(t.gm, down[0] as string).map((m) => m.content).join('\n'));
    const out = plain(t.say(t.gm, down[1] as string).map((m) => m.content).join('\n'));
    t.sb.assertNoCrash();
    // Goblin, at 25 of 25 body again, is neither knocked out nor taken out of the fight by a stale button
    expect(unconscious, unconscious).not.toMatch(/Goblin is now unconscious/);
    expect(out, out).not.toMatch(/Goblin leaves the fight/);
    expect(t.tracker().map(([n]) => n)).toContain('Goblin');
  });
});
