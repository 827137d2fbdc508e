// Review 10b (cheating): review 10 folded runs of hyphens in the names a sheet pastes into commands: weapon rows'
// names (their Attack button ends `--weapon @{name}`), spell_chosen_name and the menu's Magic answer. But each spell
// row has a Cast button of its own, `!rondel act magic --cast @{cast_time} --mod @{tradition_mod} --char
// @{character_id} --note @{name}` (character-sheet/src/sheet.html), and a spell row's name is left as typed
// (character-sheet/src/derive.ts folds only weapon rows). Robin, who may edit the Mirage's sheet (controlled by "all"),
// names a spell row "Veil --duration 999 counts"; the GM, playing the hidden Mirage, clicks that row's Cast: the command
// carries `--duration 999 counts`, typed by nobody, and the GM is told of no typed value (act tells only of a
// player's). A 999-count "Veil" effect starts once it resolves. The row's name should be folded like a weapon row's
// ("Veil -duration 999 counts"), so no spell row puts an option into its Cast button.
import { describe, expect, it } from 'vitest';
import { aSheet } from '../sheet/built';

const S = 'repeating_spells';

describe('a spell row’s own Cast button', () => {
  it('gets no option from the row’s name: a run of hyphens in it is one, as in a weapon row', async () => {
    const sheet = await aSheet();
    const veil = sheet.addRow(S, { name: 'Veil --duration 999 counts', tradition: 'other', cast_time: '2' });
    sheet.settle();
    expect(sheet.get(`${S}_${veil}_name`)).not.toMatch(/--/);
  });
});
