// Rulebook page 000 (000_4435787167949092.txt), line 193, Petrified: "A petrified creature is immune to poison,
// disease, and does not age". Line 79: poison is one of the damage categories, and "different effects can provide
// resistance, immunity or vulnerability against a specific category of damage". docs/rules.md §11 has petrified take
// damage "only from critical hits"; a critical hit is how a petrified creature takes damage at all, but a critical
// hit of poison damage still meets its immunity. The script deals the poison damage in full (and offers the GM an
// Apply button for it).
import { describe, expect, it } from 'vitest';
import { aTable, duel, texts } from '../../integration/table';

describe('a petrified target is immune to poison (page 000)', () => {
  it('a critical hit of poison damage on a petrified goblin does no damage', () => {
    const t = aTable();
    t.tokens.goblin.set({ bar1_value: 9 });
    duel(t);
    t.say(t.gm, `!rondel condition --add petrified --token ${t.tokens.goblin.id}`);
    // petrified gives advantage; --dis cancels it, so no ±d3 is rolled and the question is only the poison damage
    // (whatever the project rules for the advantage d3 against an immune target). 2 dice, both hit Defense 10.
    t.sb.dice.queue(15, 14);
    const out = t.say(t.gm, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --dice 2 --dis --damage 2 --type poison --critical`);
    t.sb.dice.expectConsumed();
    const card = texts(out.filter((m) => m.type !== 'whisper'));
    expect(card).toContain('Aldric attacks Goblin');
    expect(card).toContain('2 hits');
    // what the card says now: "Damage 2 hits × 2 poison = 4", and the GM gets "Apply 4 damage"
    expect(card).not.toMatch(/= [1-9]\d*\s*$/m);
    expect(texts(out)).not.toContain('Apply');
  });
});
