// Review 24 (the sheet's buttons against the script): a weapon row not named yet, its Attack button pressed.
//
// At the table: Wren's player adds a sling row and fills in its numbers (+5, 3 blunt, ranged) but not its name yet,
// and presses the row's Attack. The button sends the row's own numbers with `--weapon ` empty (docs/rules.md §10: "a
// row not named yet, whose Attack button sends its own numbers"). The attack was rolled with them, but the GM was
// whispered "Wren (Pat Smith) typed --mod 5 (the sheet: +0), --damage 3 (the sheet: 1), --type blunt (the sheet: none),
// --ranged (the sheet: melee)": the script compared them with no weapon at all, and a player who typed nothing was
// reported for typing values that are not the sheet's. The same with an unnamed active row beside it.
import { describe, expect, it } from 'vitest';
import { freshSheet, plain, pressOn, seat, W } from '../../review20/sheet/helpers';

describe('an unnamed weapon row’s own Attack button', () => {
  it('beside a named active weapon: the row’s numbers are the sheet’s, and the GM is told of no typing', async () => {
    const sheet = await freshSheet();
    sheet.addRow(W, { name: 'Longsword', speed: '1', attack_mod: '2', damage: '2', damage_type: 'edged', active: '1' });
    const sling = sheet.addRow(W, { speed: '0', attack_mod: '5', damage: '3', damage_type: 'blunt', reach: 'ranged' });
    sheet.settle();
    const { t, wren } = seat(sheet, undefined);
    const p = await pressOn(t, wren, sheet, 'roll_attack', sling, [0]);
    expect(p.all, p.cmd).toMatch(/Wren attacks Goblin/);
    expect(p.all).toMatch(/Ranged, 1d20, each die \+ 5/);
    expect(p.gm, p.cmd).not.toMatch(/typed/);
    t.sb.assertNoCrash();
  });

  it('beside an unnamed active weapon: its own numbers, not the active one’s, and no typing told', async () => {
    const sheet = await freshSheet();
    sheet.addRow(W, { speed: '1', attack_mod: '0', active: '1' });
    const other = sheet.addRow(W, { speed: '2', attack_mod: '3', damage: '2' });
    sheet.settle();
    const { t, wren } = seat(sheet, undefined);
    const p = await pressOn(t, wren, sheet, 'roll_attack', other, [0]);
    expect(p.all, p.cmd).toMatch(/each die \+ 3/);
    expect(p.gm, p.cmd).not.toMatch(/typed/);
  });

  it('a typed attack with numbers that are no row’s is still told to the GM', async () => {
    const sheet = await freshSheet();
    sheet.addRow(W, { name: 'Longsword', active: '1' });
    sheet.addRow(W, { attack_mod: '5', damage: '3' });
    sheet.settle();
    const { t, wren } = seat(sheet, undefined);
    const out = t.say(t.pat, `!rondel attack --char ${wren.character.id} --target ${t.tokens.goblin.id} --dice 1 --mod 9 --damage 3 --type none --ranged no --weapon`);
    const gm = out.filter((m) => m.type === 'whisper' && m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(gm).toMatch(/typed --mod 9/);
  });
});
