import { describe, expect, it } from 'vitest';
import { newCombatant, sheetProblems } from '../../../src/app/commands/combatants';
import { NO_SHEET, type AttributeName } from '../../../src/app/sheet';
import { aToken, aWorld, said } from '../fakes';

describe('a combatant as it joins', () => {
  const token = aToken({ id: 't', name: 'Tamsin' });

  it('takes its name from the token and its values from the sheet, hexes per round included when the sheet has them', () => {
    const world = aWorld({ tokens: [token], sheets: { t: { tier: 'green_horse', perceptionMod: 3, initiativeAdjustment: -1, speed: 2, hexesPerRound: 7 } } });
    expect(newCombatant(world, token).nc).toEqual({ id: 't', name: 'Tamsin', tier: 'green_horse', perceptionMod: 3, initiativeAdjustment: -1, speed: 2, hexesPerRound: 7 });
    expect(world.sheetsRead).toEqual(['t']);
  });

  it('without hexes per round on the sheet, the rule set counts the tier’s', () => {
    const nc = newCombatant(aWorld({ tokens: [token] }), token).nc;
    expect('hexesPerRound' in nc).toBe(false);
    expect(nc.tier).toBe(NO_SHEET.tier);
  });

  it('the GM hears, in one unarchived card, of every sheet value that could not be read', () => {
    const sheet = (problems: AttributeName[]) => ({ ...NO_SHEET, problems });
    expect(sheetProblems([{ name: 'Ana', sheet: sheet([]) }], 'Rondel')).toEqual([]);
    const out = sheetProblems([{ name: 'Ana', sheet: sheet(['movement_tier', 'weapon_speed']) }, { name: 'Bo', sheet: sheet([]) }, { name: 'Cy', sheet: sheet(['perception_mod']) }], 'Rondel');
    expect(said(out)).toEqual([{ to: 'gm', text: 'Rondel: sheet values\nAna: movement_tier, weapon_speed could not be read; the default was used.\nCy: perception_mod could not be read; the default was used.' }]);
    expect(out[0]?.noarchive).toBe(true);
  });
});
