// Review (CHANGELOG vs script, --char rolls of a character whose tokens are all on the GM layer). CHANGELOG.md,
// Unreleased, second entry: "A roll from the sheet of a character whose every token is on the GM layer ... is the GM's
// alone ... A player is told the character has no token on the table (from a dice audit)." The first entry (the later
// fix, efd3ac5) replaced that refusal: the controlling player's roll is now made and posted as for a character with no
// token ("Dragon · Logic check / 20 d20 + 2 = 22", to everyone), and no reply says "no token on the table". The
// script is right by docs/rules.md §10 and README Integrity ("to players its id, its character and its name answer
// exactly as a token that is not there"); the changelog's sentence is stale and tells a GM a player is refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

it('the changelog says what a controlling player’s --char roll of a hidden-only character does', () => {
  const t = aTable();
  const dragon = t.sb.addCharacter({ name: 'Dragon', controlledby: t.pat.id, attributes: { logic_mod: 2 } } as never);
  const token = t.sb.addToken({ pageid: t.page.id, name: 'Dragon', represents: dragon.id });
  t.sb.driver.setProps(token, { layer: 'gmlayer' });
  const reply = t.say(t.pat, `!rondel check --attr logic --char ${dragon.id}`);
  t.sb.assertNoCrash();
  const text = reply.map((m) => plain(m.content)).join('\n');
  // what the script does: the roll is made, for everyone, as for a character with no token
  expect(text).toMatch(/Dragon · Logic check/);
  expect(text).not.toMatch(/no token on the table/);
  const unreleased = readFileSync(join(__dirname, '..', '..', '..', 'CHANGELOG.md'), 'utf8').split('- From a secrecy review of 20- and 10-second rounds')[0] as string;
  expect(unreleased.replace(/\s+/g, ' ')).not.toMatch(/A player is told the character has no token on the table/);
});
