// A finding of an independent rules audit, kept as a regression. docs/rules.md §10, "Out-of-range numbers": a number
// read off a sheet that a roll cannot hold is refused, naming it, never rolled against a default. The active weapon's
// were; a weapon row picked by `--weapon NAME` was clamped to ±99 (its damage to 99) and rolled.
import { describe, expect, it } from 'vitest';
import { anArena } from '../arena';
import { ask } from '../hidden/helpers';

function maul(a: ReturnType<typeof anArena>, fields: Record<string, string>): void {
  for (const [k, v] of Object.entries({ name: 'Maul', attack_dice: '1', attack_mod: '2', damage: '2', ...fields })) a.sb.addAttribute(a.characters.aldric, `repeating_weapons_-m1_${k}`, { current: v });
}

describe('a weapon row picked by --weapon with a number no sheet can hold', () => {
  it('its attack modifier is refused, naming it, and nothing is rolled', () => {
    const a = anArena();
    maul(a, { attack_mod: '150' });
    const r = ask(a, 'gm', `!rondel attack --token ${a.ids.aldric} --target ${a.ids.lira} --weapon Maul`);
    expect(r.replies.join('\n')).toMatch(/Aldric’s weapon “Maul” has attack modifier 150, which no sheet can hold \(-99 to 99\): nothing was rolled/);
    expect(r.replies.join('\n')).not.toMatch(/each die/);
  });

  it('its damage per hit too', () => {
    const a = anArena();
    maul(a, { damage: '500' });
    expect(ask(a, 'gm', `!rondel attack --token ${a.ids.aldric} --target ${a.ids.lira} --weapon Maul`).replies.join('\n')).toMatch(/damage per hit 500, which no sheet can hold \(0 to 99\)/);
  });

  it('a typed --mod or --damage wins over the row’s, as ever: the attack is rolled', () => {
    const a = anArena();
    maul(a, { attack_mod: '150', damage: '500' });
    a.sb.dice.queue(3);
    const text = ask(a, 'gm', `!rondel attack --token ${a.ids.aldric} --target ${a.ids.lira} --weapon Maul --mod 2 --damage 3`).replies.join('\n');
    expect(text).toMatch(/each die \+ 2/);
    expect(text).not.toMatch(/no sheet can hold/);
  });
});
