// Review 13a, a long evening: Aldric (Pat's) is prone. The GM moves Aldric's token to the GM layer mid-fight (he
// slips out of sight) and the script, as README "Integrity" says, stops showing conditions on a sheet a player may
// open: Aldric's `conditions` text becomes "". While hidden he is also blinded. The GM brings the token back to the
// token layer: Pat's status card now lists "Aldric · … · prone, blind", but Aldric's sheet still shows no conditions,
// after the move, after the next turn, for as long as his conditions do not change again. README "Rolls and damage":
// the script writes each character's `conditions` "whenever its conditions change, for the sheet to show; for a token
// on the GM layer whose sheet a player may open, it shows none". Once the token is visible again the sheet should
// show its conditions again: the layer change (the same `change:graphic` that moves the turn ring) should rewrite it.
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

it('a token brought back from the GM layer shows its conditions on the sheet again', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  const conditions = () => t.sb.findObjs({ type: 'attribute', characterid: t.characters.aldric.id, name: 'conditions' })[0]?.get('current') ?? '';
  t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
  t.say(t.gm, '!rondel condition --add prone', [aldric]);
  expect(conditions()).toBe('Prone');

  t.sb.driver.setProps(aldric, { layer: 'gmlayer' });
  t.say(t.gm, '!rondel condition --add blind', [aldric]);
  expect(conditions()).toBe('');

  t.sb.driver.setProps(aldric, { layer: 'objects' });
  t.say(t.gm, '!rondel next');
  t.sb.assertNoCrash();
  expect(plain(t.say(t.pat, '!rondel status').map((m) => m.content).join('\n'))).toMatch(/Aldric .*prone, blind/);
  expect(conditions()).toBe('Blind, Prone');
});
