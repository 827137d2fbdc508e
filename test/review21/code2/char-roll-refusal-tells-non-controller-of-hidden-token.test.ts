// Review (secrecy, src/app/roller.ts rollerOf): a `--char` roll refused because the character's tokens are all on the
// GM layer is refused BEFORE the control check, and by a refusal of its own that names the character. A player who
// does not control the character (a journal NPC, whose id they can read from its sheet) gets
//   no token of it anywhere: "You do not control that token."
//   a token of it on the map: "You do not control that token."
//   a token of it on the GM layer only: "Dragon has no token on the table: nothing was rolled."
// so one command tells the player that the GM has the dragon waiting hidden on the GM layer. Expected: a player who
// may not roll for the character gets the same answer whatever the layer of its tokens (README: "Nothing about a
// token on the GM layer reaches a player"; docs/rules.md §15: to a player a hidden token's character answers exactly
// as a token that is not there). Cause: `world.onlyHiddenTokens(charId)` is asked, and answered with the name, before
// `mayRollFor`.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('a --char roll of a character a player does not control', () => {
  it('answers the same whether its token is on the GM layer, on the map, or nowhere', () => {
    const t = aTable();
    // an NPC the players may read in their journal, controlled by nobody
    const dragon = t.sb.addCharacter({ name: 'Dragon', controlledby: '', inplayerjournals: 'all', attributes: { logic_mod: 2 } } as never);
    const ask = (): string =>
      plain(
        t
          .say(t.sam, `!rondel check --attr logic --char ${dragon.id}`)
          .map((m) => m.content)
          .join('\n'),
      );
    const none = ask();
    const token = t.sb.addToken({ pageid: t.page.id, name: 'Dragon', represents: dragon.id });
    const shown = ask();
    t.sb.driver.setProps(token, { layer: 'gmlayer' });
    const hidden = ask();
    t.sb.assertNoCrash();
    expect(none).toMatch(/You do not control that token/);
    expect(shown).toMatch(/You do not control that token/);
    // the hidden token must not be told apart
    expect(hidden).not.toMatch(/Dragon/);
    expect(hidden).toBe(none);
  });
});
