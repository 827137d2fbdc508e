// docs/rules.md §10, "Who rolls and when (ruling)": "A roll with a token on the GM layer on either side is the GM's
// alone, and its card goes to the GM only: to a player such a token does not exist." README "Rolls and damage": "A
// roll that involves a token on the GM layer is the GM's alone".
//
// The sheet's buttons send `--char @{character_id}` (character-sheet/src/fragments.ts rollCommand, ATTACK_COMMAND).
// When the character's token is on the GM layer and is neither selected nor in a fight, src/app/roller.ts
// `rollerOf` makes the roller the bare character with `hidden: false`, so the card of the GM's click on that
// lurking NPC's sheet goes to every player, naming it ("Borin attacks Aldric").
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('a sheet roll for a character whose token is on the GM layer', () => {
  it('an attack from the sheet of an NPC lurking on the GM layer is whispered to the GM, not posted', () => {
    const t = aTable();
    t.tokens.borin.set({ layer: 'gmlayer' });
    t.sb.dice.queue(12);
    const out = t.say(t.gm, `!rondel attack --char ${t.characters.borin.id} --target ${t.tokens.aldric.id}`);
    t.sb.dice.expectConsumed();
    const card = out.find((m) => plain(m.content).includes('Borin attacks Aldric'));
    expect(card).toBeDefined();
    // now: type 'direct' (to everyone)
    expect(card?.type).toBe('whisper');
  });

  it('a check from that sheet is the GM’s alone too', () => {
    const t = aTable();
    t.tokens.borin.set({ layer: 'gmlayer' });
    t.sb.dice.queue(12);
    const out = t.say(t.gm, `!rondel check --char ${t.characters.borin.id} --attr perception`);
    t.sb.dice.expectConsumed();
    const card = out.find((m) => plain(m.content).includes('Borin · Perception check'));
    expect(card).toBeDefined();
    expect(card?.type).toBe('whisper');
  });
});
