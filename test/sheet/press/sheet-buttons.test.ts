// An independent review of the sheet against the script (kept as regressions): the sheet's own buttons, pressed as
// Roll20 would with the real built workers' values, sent to the built bundle in the double. Each case failed before.
import { describe, expect, it } from 'vitest';
import { aSheet } from '../built';
import type { SheetHarness } from '../harness';
import { aTable, buttonValue, characterFrom, plain, resolve } from './press';

const W = 'repeating_weapons';
const S = 'repeating_spells';
const K = 'repeating_skills';

/** A sheet set up, its character on a table in a fight with the Goblin, and a row's button pressed by Pat. */
async function press(setup: (sheet: SheetHarness) => { button: string; section: string; id: string; answers?: (number | string)[] }) {
  const sheet = await aSheet();
  sheet.open().settle();
  const b = setup(sheet);
  sheet.settle();
  const t = aTable();
  const wren = characterFrom(t, sheet, 'Wren', t.pat);
  t.say(t.gm, '!rondel start', [wren.token, t.tokens.goblin]);
  const cmd = resolve(await buttonValue(b.button, b.section), sheet, { character_id: wren.character.id, 'target|token_id': t.tokens.goblin.id }, { section: b.section, id: b.id }, b.answers ?? [0, '10']);
  const out = t.say(t.pat, cmd);
  return {
    sheet,
    cmd,
    text: plain(out.map((m) => m.content).join('\n')),
    gm: out.filter((m) => m.type === 'whisper' && m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n'),
  };
}

describe('a weapon row named in quotes', () => {
  it.each([
    ['"Widowmaker"', true],
    ["'Old Faithful'", false],
  ] as const)('%s (active: %s) attacks with its Attack button', async (name, active) => {
    const { cmd, text } = await press((s) => {
      const id = s.addRow(W, { name, speed: '1', attack_dice: '1', attack_mod: '2', damage: '3', ...(active ? { active: '1' } : {}) });
      s.addRow(W, { name: 'Dagger', speed: '-1', attack_mod: '0', damage: '1' });
      return { button: 'roll_attack', section: W, id, answers: [0] };
    });
    expect(text, cmd).toMatch(/Wren attacks Goblin/);
    expect(text).not.toMatch(/none of Wren/);
  });
});

describe('two weapon rows of one name', () => {
  it('the other row’s own Attack button attacks with that row, and the GM is told of no typing', async () => {
    const { cmd, text, gm } = await press((s) => {
      s.addRow(W, { name: 'Dagger', speed: '-1', attack_mod: '2', damage: '2', damage_type: 'piercing', active: '1' });
      const id = s.addRow(W, { name: 'Dagger', speed: '-1', attack_mod: '0', damage: '1', damage_type: 'piercing', reach: 'ranged' });
      return { button: 'roll_attack', section: W, id, answers: [0] };
    });
    expect(text, cmd).toMatch(/Wren attacks Goblin/);
    expect(text).toMatch(/Ranged/);
    expect(gm, cmd).not.toMatch(/typed/);
  });
});

describe('a row number typed with a fraction is written back whole, and its button is taken', () => {
  it('a weapon row’s speed 1.5', async () => {
    const { sheet, cmd, text } = await press((s) => ({ button: 'roll_act', section: W, id: s.addRow(W, { name: 'Axe', speed: '1.5', active: '1' }) }));
    expect(sheet.get('weapon_speed')).toBe('1');
    expect(text, cmd).not.toMatch(/needs a whole number/);
    expect(cmd).toMatch(/--speed 1 /);
  });

  it('a spell row’s casting time 2.5', async () => {
    const { sheet, cmd, text } = await press((s) => ({ button: 'roll_cast', section: S, id: s.addRow(S, { name: 'Bless', cast_time: '2.5', chosen: '1' }) }));
    expect(sheet.get('casting_time')).toBe('2');
    expect(text, cmd).not.toMatch(/needs a whole number/);
    expect(cmd).toMatch(/--cast 2 /);
  });

  it('a skill row’s Mod 1.5, and nonsense as 0', async () => {
    const half = await press((s) => ({ button: 'roll_skill', section: K, id: s.addRow(K, { name: 'Climb', mod: '1.5' }) }));
    expect(half.text, half.cmd).not.toMatch(/needs a whole number/);
    expect(half.cmd).toMatch(/--mod 1 /);
    const nonsense = await press((s) => ({ button: 'roll_skill', section: K, id: s.addRow(K, { name: 'Climb', mod: 'lots' }) }));
    expect(nonsense.cmd).toMatch(/--mod 0 /);
  });
});

describe('derived values are ones the script reads', () => {
  async function start(setup: (s: SheetHarness) => void) {
    const sheet = await aSheet();
    sheet.open().settle();
    setup(sheet);
    sheet.settle();
    const t = aTable();
    const wren = characterFrom(t, sheet, 'Wren', t.pat);
    return { sheet, text: plain(t.say(t.gm, '!rondel start', [wren.token, t.tokens.goblin]).map((m) => m.content).join('\n')) };
  }

  it('58 encumbrance steps count as the 50 the script reads, not as unreadable (0)', async () => {
    const { sheet, text } = await start((s) => s.edit('body_weight', '100').edit('pack_weight', '600'));
    expect(sheet.get('initiative_adjustment')).toBe('50');
    expect(text).not.toMatch(/could not be read/);
  });

  it('an active weapon’s speed 25 counts as 20', async () => {
    const { sheet, text } = await start((s) => void s.addRow(W, { name: 'Siege maul', speed: '25', active: '1' }));
    expect(sheet.get('weapon_speed')).toBe('20');
    expect(text).not.toMatch(/could not be read/);
  });
});

describe('a row number past what the script takes is written back within it', () => {
  it('a weapon row’s speed 25: the row shows 20, and its Act is taken', async () => {
    const { sheet, cmd, text } = await press((s) => ({ button: 'roll_act', section: W, id: s.addRow(W, { name: 'Siege maul', speed: '25', active: '1' }) }));
    expect(sheet.get('weapon_speed')).toBe('20');
    expect(cmd).toMatch(/--speed 20 /);
    expect(text, cmd).not.toMatch(/must be|needs/);
  });

  it('a weapon row’s modifier 1.5: written back 1, so the row the Attack sends is the row the script reads (no typing told)', async () => {
    const { cmd, text, gm } = await press((s) => {
      s.addRow(W, { name: 'Dagger', speed: '-1', attack_mod: '2', damage: '2', active: '1' });
      const id = s.addRow(W, { name: 'Dagger', speed: '-1', attack_mod: '1.5', damage: '1', reach: 'ranged' });
      return { button: 'roll_attack', section: W, id, answers: [0] };
    });
    expect(text, cmd).toMatch(/Wren attacks Goblin/);
    expect(gm, cmd).not.toMatch(/typed/);
  });

  it('a spell row’s casting time 500 is written back 200', async () => {
    const { cmd } = await press((s) => ({ button: 'roll_cast', section: S, id: s.addRow(S, { name: 'Long rite', cast_time: '500', chosen: '1' }) }));
    expect(cmd).toMatch(/--cast 200 /);
  });
});

