// Review 22 fuzz (new-features-fuzz.test.ts, FUZZ_SEED=10 FUZZ_RULES=seconds, run 20): `undo k` then `redo k` is
// promised to give back state, tracker, markers, bars and sheets exactly. After the GM applied damage and then typed the
// token's bar by hand (healing it, or correcting it), an undo over the damage step put the value before the damage over
// it, and the redo the value after: the GM's edit was silently lost by a round trip that should change nothing. The
// damage is now added back to the value the GM typed, and taken off it again (docs/rules.md §10, damage.ts bodyMover).
import { expect, it } from 'vitest';
import { aTable, buttons } from '../secret/helpers';

for (const rules of ['rondel', 'seconds', 'rounds'] as const) {
  it(`${rules}: undo 1 then redo 1 after a hand-typed bar gives the bar back as the GM typed it`, () => {
    const t = aTable({ seed: 9 });
    const body = t.sb.addAttribute(t.characters.aldric, 'body_points', { current: 24, max: 24 });
    t.sb.setProps(t.tokens.aldric, { bar1_link: body.id, bar1_value: 24, bar1_max: 24 });
    t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const card = t.say(t.gm, `!rondel attack --target ${t.tokens.aldric.id} --dice 1 --mod 30 --damage 1 --type none`, [t.tokens.goblin]);
    const apply = buttons(card).find((b) => b.startsWith('!rondel apply'));
    expect(apply).toBeDefined();
    t.say(t.gm, apply!);
    expect(Number(t.tokens.aldric.get('bar1_value'))).toBe(23);
    // the GM types the bar by hand (a potion, a correction): Roll20 fires change:graphic:bar1_value
    t.sb.driver.setProps(t.tokens.aldric, { bar1_value: '12' });
    t.sb.flush();
    t.say(t.gm, '!rondel undo 1');
    // the damage comes back on top of the GM's 12
    expect(String(t.tokens.aldric.get('bar1_value'))).toBe('13');
    t.say(t.gm, '!rondel redo 1');
    t.sb.assertNoCrash();
    // undo 1 then redo 1 changes nothing: the bar is as the GM left it (it was 23: the GM's 12 was gone)
    expect(String(t.tokens.aldric.get('bar1_value'))).toBe('12');
  });
}
