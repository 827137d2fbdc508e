// Review 9 (the sheet and the dice): a character last opened under sheet version 2 (before the attack pool, issue 14)
// has its weapon rows but none of the attack attributes version 3's workers derive (weapon_attack_dice and the rest):
// those appear only once someone opens the sheet. An NPC the GM never opened after installing the new sheet attacks
// with one d20 whatever its active weapon says, while `--weapon NAME` of that very weapon reads its row and rolls
// its dice: the same attack gives two different pools, and the card names the weapon it did not roll.
import { describe, expect, it } from 'vitest';
import { aTable, texts } from './helpers';

describe('a character the sheet’s version-3 workers never saw', () => {
  it('attacks with its active weapon row’s dice, as `--weapon` of that weapon does', () => {
    const t = aTable();
    const aldric = t.characters.aldric;
    // what sheet version 2 stored: the row as typed (attack dice as text), and the globals its workers derived
    for (const [name, value] of Object.entries({
      sheet_version: '2',
      'repeating_weapons_-Mgreat0000000000001_name': 'Greatsword',
      'repeating_weapons_-Mgreat0000000000001_speed': '2',
      'repeating_weapons_-Mgreat0000000000001_attack_dice': '2d20',
      'repeating_weapons_-Mgreat0000000000001_active': '1',
      weapon_active_name: 'Greatsword',
    })) {
      const existing = t.sb.findObjs({ _type: 'attribute', _characterid: aldric.id, name })[0];
      if (existing) existing.set('current', value);
      else t.sb.addAttribute(aldric, name, value);
    }
    t.sb.dice.queue(12, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    t.sb.dice.queue(3, 4);
    const named = texts(t.say(t.gm, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --weapon Greatsword`));
    expect(named).toContain('Melee, 2d20');
    t.sb.dice.queue(3, 4);
    const active = texts(t.say(t.gm, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id}`));
    expect(active).toContain('Aldric attacks Goblin Greatsword');
    expect(active).toContain('Melee, 2d20');
    t.sb.assertNoCrash();
  });
});
