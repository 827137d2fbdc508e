// Review 10 (attack): a player's typed values in a roll go unseen by the GM. README "Integrity": "A player acts,
// reacts and rolls only for their own visible tokens; a value they type that is not their sheet's (`--mod 9`)
// counts, and you are told what differs" (docs/rules.md §3: "so a typed --mod 9 never goes unseen"). `act` whispers
// the GM "Aldric (Pat Smith) typed --mod 9 (the sheet: 1)"; the rolls do not. Pat types
// `!rondel check --attr agility --mod 9`: the card everyone reads says "Aldric · Agility check 16 d20 + 10 = 26",
// the typed 9 folded into the sheet's +1, and the GM hears nothing. `!rondel attack --target Goblin --dice 5 --mod 9
// --damage 20 --award` rolls six dice at +9 for 20 a hit (the sheet: one die, +0, 1 a hit, no award) and the GM's
// only word is the Apply 120 damage button (with autodamage=on the damage is dealt at once). The GM should be
// whispered what the player typed that is not the sheet's, as for act (src/app/commands/roll.ts, beside sheetNotes).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

function toGM(t: ReturnType<typeof aTable>, out: ReturnType<ReturnType<typeof aTable>['say']>): string {
  return out
    .filter((m) => m.type === 'whisper' && m.targets.includes(t.gm.id))
    .map((m) => plain(m.content))
    .join('\n');
}

describe('a player’s typed values in a roll', () => {
  it('a check’s typed --mod is told to the GM', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const out = t.say(t.pat, '!rondel check --attr agility --mod 9', [t.tokens.aldric]);
    const card = plain(out.map((m) => m.content).join('\n'));
    expect(card).toMatch(/Agility check/);
    // either the GM is whispered it, or the card shows the typed part apart from the sheet's ("+ 9 typed")
    const told = /typed[^\n]*--mod 9/.test(toGM(t, out)) || /\+ ?9 (typed|--mod)/.test(card);
    expect(told, `the card: ${card}`).toBe(true);
  });

  it('an attack’s typed dice, modifier and damage are told to the GM', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const out = t.say(t.pat, '!rondel attack --target Goblin --dice 5 --mod 9 --damage 20', [t.tokens.aldric]);
    expect(plain(out.map((m) => m.content).join('\n'))).toMatch(/Aldric attacks Goblin/);
    const told = toGM(t, out);
    expect(told).toMatch(/typed[^\n]*--dice 5/);
    expect(told).toMatch(/typed[^\n]*--mod 9/);
    expect(told).toMatch(/typed[^\n]*--damage 20/);
  });
});
