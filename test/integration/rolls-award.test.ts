// The rest of the rulebook's dice through the built bundle (issue 14, docs/rules.md §9.3 and §10): the critical award
// earned in 10-second rounds and used by the next attack, forfeited or claimed by hand; `--weapon NAME` picking the
// sheet's row; `--type none`; a competition without `--vs`.
import { beforeEach, describe, expect, it } from 'vitest';
import { aTable, texts, type Table } from './table';

const STATE_KEY = 'EnchantedRealmsCombat';

function awards(t: Table): unknown {
  const rolls = (t.sb.state[STATE_KEY] as { rolls?: { awards?: unknown } }).rolls;
  return rolls?.awards ?? [];
}

/** Aldric's weapon rows: a Longsword (active: 1 die, +2, 2 edged) and a Dagger (1 die, +1, 1 piercing). */
function arm(t: Table): void {
  const c = t.characters.aldric;
  const row = (id: string, fields: Record<string, string | number>): void => {
    for (const [field, value] of Object.entries(fields)) t.sb.addAttribute(c, `repeating_weapons_${id}_${field}`, value);
  };
  row('-Rsword000000000001', { name: 'Longsword', attack_dice: '1', attack_mod: 2, damage: 2, damage_type: 'edged', reach: 'melee', active: 1 });
  row('-Rdagger00000000002', { name: 'Dagger', attack_dice: '1', attack_mod: 1, damage: 1, damage_type: 'piercing', reach: 'melee', active: 0 });
  for (const [name, value] of Object.entries({ weapon_active_name: 'Longsword', weapon_attack_dice: 1, weapon_attack_mod: 2, weapon_damage: 2, weapon_damage_type: 'edged', weapon_reach: 'melee', attack_skills: 0 })) {
    t.sb.addAttribute(c, name, value);
  }
}

/** A fight in 10-second rounds: Aldric (d10 9 + Perception 2 = 11) acts before the Goblin (d10 1). */
function roundsDuel(t: Table): void {
  t.sb.dice.script(9, 1);
  t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.goblin]);
  t.sb.dice.expectConsumed();
}

describe('the critical award in 10-second rounds (docs/rules.md §9.3)', () => {
  let t: Table;
  let attack: (extra?: string) => string;
  beforeEach(() => {
    t = aTable();
    arm(t);
    roundsDuel(t);
    attack = (extra = '') => texts(t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} ${extra}`.trim()));
    // round 1: a hit on the paralyzed Goblin (melee at advantage: 2 dice, + d3) is critical
    t.say(t.gm, `!rondel condition --add paralyzed --token ${t.tokens.goblin.id}`);
    t.sb.dice.script(15, 3, 2);
    const card = attack();
    t.sb.dice.expectConsumed();
    expect(card).toContain('Critical hit (paralyzed): the next attack earns +1d20, next round with the same weapon');
    expect(awards(t)).toEqual([{ holder: t.tokens.aldric.id, weapon: 'longsword', round: 1 }]);
    t.say(t.gm, `!rondel condition --remove paralyzed --token ${t.tokens.goblin.id}`);
  });

  it('earned in round 1, used by the next attack in round 2 with the same weapon: one d20 more, past nothing else', () => {
    t.say(t.gm, '!rondel next'); // the Goblin's turn
    t.say(t.gm, '!rondel next'); // round 2: Aldric's turn
    t.sb.dice.script(4, 12); // 1 die + the award die; 12 + 2 hits Defense 10
    const card = attack();
    t.sb.dice.expectConsumed();
    expect(card).toContain('Award die: critical hit last round');
    expect(card).toContain('Melee, 2d20 (award die), each die + 2');
    expect(card).toContain('Damage 1 hit × 2 edged = 2');
    expect(awards(t)).toEqual([]);
    // used up: the attack after it rolls the weapon's one die
    t.sb.dice.script(12);
    const again = attack();
    t.sb.dice.expectConsumed();
    expect(again).toContain('Melee, 1d20');
    expect(again).not.toContain('Award die');
    t.sb.assertNoCrash();
  });

  it('an undo of the fight never brings back an award an attack used (ruling 80)', () => {
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    t.sb.dice.script(4, 12);
    attack();
    t.sb.dice.expectConsumed();
    t.say(t.gm, '!rondel undo'); // back to the Goblin's turn of round 1
    t.say(t.gm, '!rondel next'); // round 2 again
    t.sb.dice.script(12);
    const card = attack();
    t.sb.dice.expectConsumed();
    expect(card).toContain('Melee, 1d20');
    expect(card).not.toContain('Award die');
  });

  it('another weapon forfeits it, and --weapon NAME attacks with that row’s numbers', () => {
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    t.sb.dice.script(9); // the dagger's one die, + 1: 10 hits Defense 10
    const card = attack('--weapon dagger');
    t.sb.dice.expectConsumed();
    expect(card).toContain('Aldric attacks Goblin');
    expect(card).toContain('Dagger');
    expect(card).toContain('The critical award is forfeited: another weapon');
    expect(card).toContain('Melee, 1d20, each die + 1');
    expect(card).toContain('Damage 1 hit × 1 piercing = 1');
    expect(awards(t)).toEqual([]);
  });

  it('another action this turn forfeits it', () => {
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    t.say(t.pat, `!rondel act magic --token ${t.tokens.aldric.id}`);
    t.sb.dice.script(12);
    const card = attack();
    t.sb.dice.expectConsumed();
    expect(card).toContain('The critical award is forfeited: another action this round');
    expect(card).toContain('Melee, 1d20');
  });

  it('an attack in the round of the hit is the next attack, and forfeits it', () => {
    t.sb.dice.script(12);
    const card = attack();
    t.sb.dice.expectConsumed();
    expect(card).toContain('The critical award is forfeited: this attack is not in the round after the hit');
    expect(awards(t)).toEqual([]);
  });

  it('an ended fight leaves no award', () => {
    t.say(t.gm, '!rondel end --confirm');
    expect(awards(t)).toEqual([]);
  });
});

describe('the award claimed by hand, and the weapon by name', () => {
  it('--award adds the die in any rule set, past the 5-die cap', () => {
    const t = aTable();
    t.sb.dice.queue(12, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]); // the rondel
    t.sb.dice.expectConsumed();
    t.sb.dice.script(2, 3, 4, 5, 6, 19);
    const card = texts(t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --dice 5 --damage 1 --award`));
    t.sb.dice.expectConsumed();
    expect(card).toContain('Award die: claimed by hand');
    expect(card).toContain('6d20 (award die)');
    expect(card).toContain('1 hit');
    t.sb.assertNoCrash();
  });

  it('a critical hit outside rounds says the award is claimed by hand, and leaves none', () => {
    const t = aTable();
    t.sb.dice.queue(12, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    t.say(t.gm, `!rondel condition --add paralyzed --token ${t.tokens.goblin.id}`);
    t.sb.dice.script(15, 3, 1);
    const card = texts(t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --damage 1`));
    t.sb.dice.expectConsumed();
    expect(card).toContain('Critical hit (paralyzed): the next attack earns +1d20 (claim it with --award)');
    expect(awards(t)).toEqual([]);
  });

  it('--weapon NAME that is none of the sheet’s weapons is refused with their names; typed flags win over the row', () => {
    const t = aTable();
    arm(t);
    const refused = texts(t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --weapon Halberd`));
    expect(refused).toContain('“Halberd” is none of Aldric’s weapons: Longsword, Dagger.');
    t.sb.dice.script(8);
    const card = texts(t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --weapon DAGGER --mod 3 --damage 4`));
    t.sb.dice.expectConsumed();
    expect(card).toContain('Dagger');
    expect(card).toContain('each die + 3');
    expect(card).toContain('Damage 1 hit × 4 piercing = 4');
    t.sb.assertNoCrash();
  });

  it('--type none: the weapon’s type does not stand in, so a resistance to it does not halve the hit', () => {
    const t = aTable();
    arm(t);
    t.sb.addAttribute(t.characters.lira, 'resistances', 'edged');
    const target = t.tokens.lira.id;
    t.sb.dice.script(15);
    const typed = texts(t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${target} --damage 4`));
    t.sb.dice.expectConsumed();
    expect(typed).toContain('resisted: 4 → 2');
    t.sb.dice.script(15);
    const none = texts(t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${target} --damage 4 --type none`));
    t.sb.dice.expectConsumed();
    expect(none).toContain('Damage 1 hit × 4 = 4');
    expect(none).not.toContain('resisted');
    const bad = texts(t.say(t.pat, `!rondel attack --token ${t.tokens.aldric.id} --target ${target} --type sonic`));
    expect(bad).toContain('“sonic” is no damage type');
  });
});

describe('a competition without --vs (docs/rules.md §10)', () => {
  it('rolls only the roller’s side and shows its total for the GM to compare; with --vs both sides roll', () => {
    const t = aTable();
    t.sb.addAttribute(t.characters.aldric, 'strength_mod', 3);
    t.sb.dice.script(7); // one d12, and no hidden die for the other side
    const solo = texts(t.say(t.pat, `!rondel competition --attr strength --char ${t.characters.aldric.id}`, [t.tokens.aldric]));
    t.sb.dice.expectConsumed();
    expect(solo).toContain('Aldric · Strength competition');
    expect(solo).toContain('7 d12 + 3 = 10');
    expect(solo).toContain('Total 10: the GM compares it with the other side’s d12 + modifier');
    expect(solo).not.toContain('Aldric wins');
    expect(solo).not.toContain('the other side wins');
    t.sb.dice.script(7, 9);
    const both = texts(t.say(t.pat, `!rondel competition --attr strength --vs ${t.tokens.goblin.id} --char ${t.characters.aldric.id}`, [t.tokens.aldric]));
    t.sb.dice.expectConsumed();
    expect(both).toContain('Aldric wins');
    t.sb.assertNoCrash();
  });
});
