// Review 20i (injection): the action menu's Magic button offers the sheet's chosen spell as the default answer of its
// `?{Spell|…}` query. `queryAnswer` (src/render/menu.ts) drops what would end the query or start a roll, and
// `commandAttribute` (src/render/html.ts) escapes only `&`, `"` and newlines, so a spell name's `<` and `>` reach the
// chat HTML raw, inside the href: `<a href="!rondel act magic … --note ?{Spell|<img src=x onerror=…>}">`. Every other
// piece of sheet or player text the script sends is escaped; this one is a player's markup (their own sheet's spell
// row) inside the script's message, to the player, to the GM (a player who cannot be whispered by name) or to
// everyone (a token everyone controls). Whether it stays inert depends on how every reader of the message tokenizes
// an attribute: a tag-soup reading ends the `<a …>` tag at the first `>` and then meets an `<img onerror=…>` tag; the
// project's own reader (test/support/plain.ts) already shows the button's markup as text. Safe: no `<` or `>` inside
// any href the script makes (dropped by queryAnswer, or written `&lt;` `&gt;` by commandAttribute).
import { expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const SPELL = 'Fire<img src=x onerror=alert(document.cookie)>ball';

function menuOfAldricWithSpell(spell: string) {
  const t = aTable();
  t.sb.addAttribute(t.characters.aldric, 'repeating_spells_-row1_name', spell);
  t.sb.addAttribute(t.characters.aldric, 'repeating_spells_-row1_chosen', '1');
  t.sb.addAttribute(t.characters.aldric, 'repeating_spells_-row1_tradition', 'divine');
  // Aldric (Pat's) is due first
  t.sb.dice.queue(1, 12, 12, 12, 12, 12);
  const out = t.say(t.gm, '!rondel start', Object.values(t.tokens));
  const menu = out.find((m) => m.type === 'whisper' && plain(m.content).startsWith('Aldric: your action'));
  return { t, menu };
}

it('a sheet spell name with markup never puts a raw < or > inside a menu button’s href', () => {
  const { t, menu } = menuOfAldricWithSpell(SPELL);
  expect(menu, 'Aldric’s menu was whispered').toBeDefined();
  const hrefs = [...menu!.content.matchAll(/href="([^"]*)"/g)].map((m) => m[1] as string);
  const magic = hrefs.find((h) => h.includes(' act magic '));
  expect(magic, 'the Magic button').toBeDefined();
  // the spell is still offered, but as text: no tag can be read out of the attribute
  expect(hrefs.filter((h) => /[<>]/.test(h))).toEqual([]);
  t.sb.assertNoCrash();
});

it('the menu still reads as its buttons when the spell name holds markup (a tag-soup reading of the HTML)', () => {
  const { menu } = menuOfAldricWithSpell(SPELL);
  // the same labels, in the same order, as for a spell without markup
  const { menu: clean } = menuOfAldricWithSpell('Fireball');
  expect(plain(menu!.content)).toBe(plain(clean!.content));
});
