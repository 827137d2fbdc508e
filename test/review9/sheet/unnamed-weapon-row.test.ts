// Review 9 (the sheet and the dice): the Attack button of a weapon row with no name sends `--weapon ` with nothing
// after it, and the script takes that for "the active weapon": the card names the active weapon while the dice,
// modifier, damage and reach are the unnamed row's, and in 10-second rounds the active weapon's critical award is
// spent on an attack with another weapon (page 000: switching weapons forfeits it; docs/rules.md §9.3).
import { beforeEach, describe, expect, it } from 'vitest';
import { aSheet, aTable, copySheet, press, texts, W, type SheetHarness, type Table } from './helpers';

const STATE_KEY = 'EnchantedRealmsCombat';

describe('an unnamed weapon row’s Attack button', () => {
  let t: Table;
  let sheet: SheetHarness;
  let sword: string;
  let sling: string;
  let ids: Record<string, string>;

  beforeEach(async () => {
    sheet = await aSheet();
    sheet.open().settle();
    sword = sheet.addRow(W, { name: 'Longsword', speed: '1', attack_dice: '1', attack_mod: '2', damage: '2', damage_type: 'edged', active: '1' });
    // a row the player has not named yet: a sling, ranged, +5, 3 blunt
    sling = sheet.addRow(W, { speed: '0', attack_dice: '1', attack_mod: '5', damage: '3', damage_type: 'blunt', reach: 'ranged' });
    sheet.settle();
    t = aTable();
    copySheet(t, t.characters.aldric, sheet);
    ids = { character_id: t.characters.aldric.id, 'target|token_id': t.tokens.goblin.id };
  });

  it('does not name the active weapon on the card: the Longsword did not attack', async () => {
    const [command] = await press(sheet, 'roll_attack', ids, sling);
    t.sb.dice.queue(15);
    const card = texts(t.say(t.pat, command as string).filter((m) => m.type !== 'whisper'));
    expect(card).toContain('Ranged, 1d20, each die + 5');
    expect(card).not.toContain('Longsword');
    t.sb.assertNoCrash();
  });

  it('in 10-second rounds, does not spend the Longsword’s critical award: another weapon forfeits it', async () => {
    t.sb.dice.script(9, 1); // Aldric (d10 9 + Perception 2) acts before the Goblin (d10 1)
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.goblin]);
    t.sb.dice.expectConsumed();
    // round 1: the Longsword's own Attack button hits the paralyzed Goblin (melee at advantage: 2 dice + d3): critical
    t.say(t.gm, `!rondel condition --add paralyzed --token ${t.tokens.goblin.id}`);
    const [swordAttack] = await press(sheet, 'roll_attack', ids, sword);
    t.sb.dice.script(15, 3, 2);
    expect(texts(t.say(t.pat, swordAttack as string))).toContain('Critical hit (paralyzed)');
    t.sb.dice.expectConsumed();
    expect((t.sb.state[STATE_KEY] as { rolls?: { awards?: unknown[] } }).rolls?.awards).toHaveLength(1);
    t.say(t.gm, `!rondel condition --remove paralyzed --token ${t.tokens.goblin.id}`);
    t.say(t.gm, '!rondel next'); // the Goblin's turn
    t.say(t.gm, '!rondel next'); // round 2: Aldric's turn
    // round 2: the sling's Attack button. The award was earned with the Longsword: the sling rolls its one die
    const [slingAttack] = await press(sheet, 'roll_attack', ids, sling);
    t.sb.dice.queue(12, 12);
    const card = texts(t.say(t.pat, slingAttack as string).filter((m) => m.type !== 'whisper'));
    expect(card).toContain('Ranged, 1d20, each die + 5');
    expect(card).not.toContain('award die');
    t.sb.assertNoCrash();
  });
});
