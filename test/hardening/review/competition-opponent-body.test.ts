// roll.ts competition, now that body saves and --tag reach competitions (docs/rules.md §10, §11): a side that fails
// automatically loses without rolling. (1) The --vs side resists with its body too: no shipped test holds that, so
// dropping the opponent's tags passes every test. (2) The card then says the side that did NOT fail "fails without a
// roll" (roll-card.ts competitionCard prints that for any side with no total; rolls.ts leaves both sides unrolled).
import { describe, expect, it } from 'vitest';
import type { RollSheet } from '../../../src/app/roll-sheet';
import type { ConditionKey } from '../../../src/rules/core/conditions';
import { aContext, aPlayer, aRondelFight, aToken, aWorld, say } from '../../app/fakes';
import { scriptedDice } from '../../support/dice';

const sam = aPlayer('sam', 'Sam');
const ZERO = { strength: 0, agility: 0, perception: 0, logic: 0, will: 0, faith: 0 };
const SHEET: Partial<RollSheet> = { mods: { ...ZERO, strength: 2 }, scores: { ...ZERO, strength: 7 } };

function contest(ana: ConditionKey[], bo: ConditionKey[], line = '!rondel competition --attr strength --vs b') {
  const world = aWorld({
    tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo', represents: 'cb' })],
    characters: { ca: 'Ana', cb: 'Bo' },
    rollSheets: { ca: SHEET, cb: SHEET },
  });
  const fight = aRondelFight([{ id: 'a', name: 'Ana', conditions: ana }, { id: 'b', name: 'Bo', conditions: bo }]);
  const out = say(aContext({ world, fight, dice: scriptedDice(1, 12, 12, 12) }), line, { as: sam, selected: ['a'] });
  return out.messages.map((m) => String(m.html).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')).join('\n');
}

describe('a competition one side fails automatically', () => {
  it('a stunned --vs opponent fails its side of a Strength competition (its body save)', () => {
    expect(contest([], ['stunned'])).toMatch(/Bo: fails without a roll/);
  });
  it('the card does not say the winner failed (opponent stunned)', () => {
    const card = contest([], ['stunned']);
    expect(card).toMatch(/Ana wins/);
    expect(card).not.toMatch(/Ana: fails without a roll/);
  });
  it('the card does not say the winner failed (roller blind, --tag sight)', () => {
    const card = contest(['blind'], [], '!rondel competition --attr perception --vs b --tag sight');
    expect(card).toMatch(/Bo wins/);
    expect(card).not.toMatch(/Bo: fails without a roll/);
  });
});
