// Review 24 (undo and redo): damage applied to a token whose bar1 is linked to its character's body_points, then the
// token re-linked by the GM to another character (its bar1 now that character's body_points), then `undo`. The undo
// gives the first character its body back (docs/rules.md §10: "undo restores the attribute and the bar to exactly
// what they were"), but it also added the damage to the token's bar1, which is now the other sheet's: that sheet's
// body shows 5 more than it has (in Roll20 a linked bar writes through to its attribute), and a redo takes them off
// again. What the script does not own (a sheet the damage never touched) is never disturbed by undo or redo.
import { describe, expect, it } from 'vitest';
import { aTable, texts } from '../../integration/table';

describe('undo and redo of damage after the token was re-linked to another character', () => {
  it('give the first sheet its body back and leave the new sheet’s bar alone', () => {
    const t = aTable({ badges: true });
    const aldricBody = t.sb.addAttribute(t.characters.aldric, 'body_points', { current: 30, max: 30 });
    const borinBody = t.sb.addAttribute(t.characters.borin, 'body_points', { current: 20, max: 20 });
    t.sb.setProps(t.tokens.aldric, { bar1_link: aldricBody.id, bar1_value: 30, bar1_max: 30 });
    t.sb.dice.queue(12, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    t.sb.dice.queue(15, 15);
    const attack = t.say(t.gm, `!rondel attack --target ${t.tokens.aldric.id} --dice 2 --mod 5 --damage 5`, [t.tokens.goblin]);
    const apply = attack.flatMap((m) => /href="(!rondel apply[^"]*)"/.exec(m.content)?.[1] ?? [])[0];
    expect(apply, texts(attack)).toBeDefined();
    t.say(t.gm, String(apply).replace(/&amp;/g, '&'));
    expect([aldricBody.get('current'), t.tokens.aldric.get('bar1_value')]).toEqual([20, 20]);

    // the GM links the token to Borin's sheet: its bar1 shows Borin's body now
    t.sb.driver.setProps(t.tokens.aldric, { represents: t.characters.borin.id, bar1_link: borinBody.id, bar1_value: 20, bar1_max: 20 });
    t.sb.flush();

    t.say(t.gm, '!rondel undo');
    expect(aldricBody.get('current'), 'Aldric’s body, the damage taken back').toBe(30);
    expect(t.tokens.aldric.get('bar1_value'), 'the bar now linked to Borin’s body is not Aldric’s').toBe(20);
    expect(borinBody.get('current')).toBe(20);

    t.say(t.gm, '!rondel redo');
    expect(aldricBody.get('current'), 'Aldric’s body, the damage applied again').toBe(20);
    expect(t.tokens.aldric.get('bar1_value')).toBe(20);
    expect(borinBody.get('current')).toBe(20);
  });
});

describe('undo of damage to a token with no sheet, then linked to a character', () => {
  it('leaves the bar now linked to that sheet alone, and the GM’s card does not say it moved', () => {
    const t = aTable({ badges: true });
    const borinBody = t.sb.addAttribute(t.characters.borin, 'body_points', { current: 20, max: 20 });
    t.sb.setProps(t.tokens.goblin, { bar1_value: 12 });
    t.sb.dice.queue(12, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    t.sb.dice.queue(15, 15);
    const attack = t.say(t.gm, `!rondel attack --target ${t.tokens.goblin.id} --dice 2 --mod 5 --damage 3`, [t.tokens.aldric]);
    const apply = attack.flatMap((m) => /href="(!rondel apply[^"]*)"/.exec(m.content)?.[1] ?? [])[0];
    t.say(t.gm, String(apply).replace(/&amp;/g, '&'));
    expect(t.tokens.goblin.get('bar1_value')).toBe(6);
    t.sb.driver.setProps(t.tokens.goblin, { represents: t.characters.borin.id, bar1_link: borinBody.id, bar1_value: 20, bar1_max: 20 });
    t.sb.flush();

    const said = texts(t.say(t.gm, '!rondel undo'));
    expect(t.tokens.goblin.get('bar1_value')).toBe(20);
    expect(borinBody.get('current')).toBe(20);
    expect(said).toContain('Goblin: 6 damage taken back. Its bar1 is another sheet’s body now: left as it is.');
  });
});
