// Review 9b (default Defense from defense_base + armour, src/app/roll-sheet.ts sheetDefense): docs/rules.md §10 says
// "Defense is the sheet's base (10 when blank) plus its armour", and the sheet's workers work it out so (a cleared
// Base reads 10). When that comes to 10 the workers write no `defense`, and the script now stands in base + armour
// for it; but a cleared (blank) Base makes the script give up (`blank(read('defense_base'))` → null), so the target
// is again "Defense 10 (default)" and the GM is told it "has no Defense on a sheet", though the sheet shows Defense 10.
// Polish (rank 4). Suggested fix: in sheetDefense, a blank defense_base is DEFAULT_DEFENSE, as the workers read it
// (only a sheet that declares neither attribute gives null).
import { expect, it } from 'vitest';
import { aSheet, aTable, copySheet, texts } from '../../review9/sheet/helpers';

it('a target whose Defense Base was cleared (the sheet shows Defense 10) is not reported as having no Defense', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.edit('strength', '8').edit('defense_base', '').settle(); // the player clears Base, never having changed it
  expect(sheet.get('defense')).toBe('10');
  const t = aTable();
  copySheet(t, t.characters.lira, sheet);
  expect(t.sb.findObjs({ _type: 'attribute', _characterid: t.characters.lira.id, name: 'defense' })).toHaveLength(0);
  t.sb.dice.queue(12, 1);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
  t.sb.dice.queue(9);
  const out = texts(t.say(t.gm, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.lira.id} --dice 1 --mod 0`));
  expect(out).toContain('vs Defense 10');
  expect(out).not.toContain('(default)');
  expect(out).not.toContain('has no Defense on a sheet');
  t.sb.assertNoCrash();
});
