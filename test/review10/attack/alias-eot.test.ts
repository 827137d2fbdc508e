// Review 10 (attack, odd option values): `alias=eot` takes `!eot` from the other turn scripts. ROLL20.md "Scripts
// living together": "`!eot` is handled by several turn scripts; do not claim it", and README: `!eot` ends one's own
// turn only when the GM turns it on (`eot=on`, off by default). `!rondel config --set alias=eot` is accepted ("one
// short word of letters"), and from then on every `!eot` a player types for CombatMaster (or any turn script) is also
// read as `!rondel` with no verb, and answered with our help card (or, `!eot foo`, "Unknown command “foo”"), while
// eot stays off. `combat` and `rondel` are refused as aliases; `eot` should be too (or `!eot` left alone while eot=off).
import { describe, expect, it } from 'vitest';
import { aTable } from '../../integration/table';

describe('the alias eot', () => {
  it('does not make the script answer another turn script’s !eot', () => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set alias=eot');
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
    // Pat ends his turn for CombatMaster, as its players do
    const answered = t.say(t.pat, '!eot');
    expect(answered.filter((m) => m.type !== 'api').map((m) => m.content)).toEqual([]);
  });
});
