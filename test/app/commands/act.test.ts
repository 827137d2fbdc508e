import { describe, expect, it } from 'vitest';
import { act } from '../../../src/app/commands/act';
import { readCommand } from '../../../src/app/dispatch';
import type { SheetValues } from '../../../src/app/sheet';
import { pendingEffectsOf } from '../../../src/rules/core/effects';
import type { CombatState } from '../../../src/rules/rondel/state';
import { aRoundsFight } from '../../support/rounds';
import { aContext, aFight, aPlayer, aRondelFight, aToken, aWorld, combatantOf, GM, presentOf, refusalOf, said, say } from '../fakes';

const sam = aPlayer('sam', 'Sam');
const kim = aPlayer('kim', 'Kim');
const SHEET: Partial<SheetValues> = { speed: 2, agility: 1, logic: 2, faith: 3, cast: 0, castingMod: null };

function table(sheet: Partial<SheetValues> = SHEET) {
  return aWorld({
    tokens: [
      aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }),
      aToken({ id: 'b', name: 'Bo', controllers: ['kim'] }),
      aToken({ id: 'h', name: 'Hidden Hag', layer: 'gmlayer', controllers: ['sam'] }),
      aToken({ id: 'z', name: 'Zed' }),
    ],
    sheets: { a: sheet },
  });
}

/** Ana due at count 1, Bo at 30, the hidden Hag at 5. */
const fight = aRondelFight([
  { id: 'a', name: 'Ana', nextAt: 1 },
  { id: 'b', name: 'Bo', nextAt: 30 },
  { id: 'h', name: 'Hidden Hag', nextAt: 5 },
]);
const ctx = (dice: readonly (number | readonly [number, number])[] = [], sheet?: Partial<SheetValues>) => aContext({ world: table(sheet), fight, dice });

describe('act: a player’s typed values that are not the sheet’s', () => {
  const gmNotes = (o: ReturnType<typeof say>) => said(o.messages).filter((m) => m.to === 'gm').map((m) => m.text);

  it('are the player’s to type, and the GM is told what differs from the sheet', () => {
    const outcome = say(ctx([[4, 4]]), '!rondel act skill --mod 9 --speed 2', { as: sam });
    expect(combatantOf(outcome, 'a').lastAction).toBe('skill');
    expect(gmNotes(outcome)).toEqual(['Rondel: typed, not the sheet’s\nAna (Sam) typed --mod 9 (the sheet: 1).']);
  });

  it('say nothing when they are the sheet’s, when the GM types them, or when there is no sheet', () => {
    expect(gmNotes(say(ctx([[4, 4]]), '!rondel act skill --mod 1 --speed 2', { as: sam }))).toEqual([]);
    expect(gmNotes(say(ctx([[4, 4]]), '!rondel act skill --mod 9'))).toEqual([]);
    const bare = aContext({ world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] })] }), fight, dice: [[4, 4]] });
    expect(gmNotes(say(bare, '!rondel act skill --mod 9', { as: sam }))).toEqual([]);
  });

  it('say nothing when they are another row’s, which that row’s own Act or Cast button sends', () => {
    const rows = { ...SHEET, rows: { speeds: [2, -1], casts: [0, 4] } };
    expect(gmNotes(say(ctx([[4, 4]], rows), '!rondel act combat --speed -1', { as: sam }))).toEqual([]);
    expect(gmNotes(say(ctx([[4, 4]], rows), '!rondel act magic --cast 4 --mod 2', { as: sam }))).toEqual([]);
    // a number no row has is still the player's own
    expect(gmNotes(say(ctx([[4, 4]], rows), '!rondel act combat --speed 5', { as: sam }))).toEqual(['Rondel: typed, not the sheet’s\nAna (Sam) typed --speed 5 (the sheet: 2).']);
    expect(gmNotes(say(ctx([[4, 4]], rows), '!rondel act magic --cast 3 --mod 7', { as: sam }))[0]).toContain('typed --mod 7 (the sheet: 1), --cast 3 (the sheet: 0)');
  });

  it('say nothing when a Use skill is answered with a skill row’s Mod or its total, or a Hide with a skill’s sub-attribute (docs/rules.md §4)', () => {
    // Climb: Mod 3, adds a sub-attribute of +2; Stealth: Mod 1, adds +4
    const rows = { ...SHEET, rows: { speeds: [], casts: [], skills: [{ mod: 3, sub: 2 }, { mod: 1, sub: 4 }] } };
    for (const mod of [3, 5, 1]) expect(gmNotes(say(ctx([[4, 4]], rows), `!rondel act skill --mod ${mod}`, { as: sam }))).toEqual([]);
    expect(gmNotes(say(ctx([[4, 4]], rows), '!rondel act hide --mod 4', { as: sam }))).toEqual([]);
    // a number no skill row gives is still the player's own: a Hide takes the sub-attribute, not the skill's Mod
    expect(gmNotes(say(ctx([[4, 4]], rows), '!rondel act skill --mod 4', { as: sam }))[0]).toContain('typed --mod 4');
    expect(gmNotes(say(ctx([[4, 4]], rows), '!rondel act hide --mod 3', { as: sam }))[0]).toContain('typed --mod 3');
    expect(gmNotes(say(ctx([[4, 4]], rows), '!rondel act hide --mod 5', { as: sam }))[0]).toContain('typed --mod 5');
    // a skill row's Mod is not a weapon's speed
    expect(gmNotes(say(ctx([[4, 4]], rows), '!rondel act combat --speed 3', { as: sam }))[0]).toContain('typed --speed 3');
  });
});

describe('act: the due combatant declares its action', () => {
  it('with no fight running, a player is told so, the GM also how to start one', () => {
    expect(refusalOf(say(aContext(), '!rondel act combat', { as: sam }))).toBe('Rondel\nNo fight is running.');
    expect(refusalOf(say(aContext(), '!rondel act combat'))).toBe('Rondel\nNo fight is running. Select the tokens in the fight and run !rondel start.');
  });

  it('rolls the cool-down with the sheet’s weapon speed and moves the combatant down the rondel', () => {
    const outcome = say(ctx([[4, 3]]), '!rondel act combat', { as: sam });
    // d4 3 + 8 + weapon speed 2 = 13
    expect(combatantOf(outcome, 'a')).toMatchObject({ nextAt: 14, lastAction: 'combat' });
    expect(outcome.stored?.fight?.timeline.past).toEqual([fight.timeline.present]);
    expect(said(outcome.messages)[0]?.text).toContain('Ana: Combat d4 (3) + 8 + 2 weapon speed = 13 → next at count 14');
    expect(outcome.events?.some((e) => e.type === 'action-declared')).toBe(true);
  });

  it('typed values beat the sheet’s; --change adds the d4; the note is kept', () => {
    const outcome = say(ctx([[4, 1], [4, 2]]), '!rondel act combat --speed -1 --change --note cleave', { as: sam });
    // max(8, 1 + 8 − 1) = 8, + change 2
    expect(combatantOf(outcome, 'a').nextAt).toBe(11);
    expect(said(outcome.messages)[0]?.text).toContain('“cleave”');
  });

  it.each([
    ['hide', '', 11],
    ['skill', '--mod 4', 8],
    ['magic', '--tradition Divine', 7],
    ['magic', '--tradition div', 7],
    ['magic', '--tradition faith', 7],
    ['magic', '--tradition axiom', 8],
    ['magic', '--tradition AX', 8],
    ['magic', '--tradition logic', 8],
    ['magic', '--tradition other', 9],
    ['magic', '', 9],
    ['magic', '--mod 0', 10],
  ])('%s %s: the modifier shortens the cool-down to %i (sheet: Agility 1, Logic 2, Faith 3)', (action, flags, coolDown) => {
    // hide and skill: d4 4 + 8 − mod; magic: d4 4 + 6 − mod
    const outcome = say(ctx([[4, 4]]), `!rondel act ${action} ${flags}`, { as: sam });
    expect(combatantOf(outcome, 'a').nextAt).toBe(1 + coolDown);
  });

  it('magic with no tradition uses the spell’s own modifier from the sheet when it has one', () => {
    const outcome = say(ctx([[4, 4]], { ...SHEET, castingMod: 4 }), '!rondel act magic', { as: sam });
    expect(combatantOf(outcome, 'a').nextAt).toBe(1 + 6);
  });

  it('the casting time comes from the sheet unless typed; the spell takes effect when it is over', () => {
    const fromSheet = say(ctx([[4, 1]], { ...SHEET, cast: 3 }), '!rondel act magic --note Fireball', { as: sam });
    // casting 3 + max(6, 1 + 6 − 1) = 9
    expect(combatantOf(fromSheet, 'a').nextAt).toBe(10);
    expect(presentOf(fromSheet).spells).toEqual([{ casterId: 'a', casterName: 'Ana', castAt: 1, resolvesAt: 4, note: 'Fireball' }]);
    const typed = say(ctx([[4, 1]], { ...SHEET, cast: 3 }), '!rondel act magic --cast 0', { as: sam });
    expect(combatantOf(typed, 'a').nextAt).toBe(7);
  });

  it('a stray selection (no combatant in it) is about whoever is due', () => {
    const outcome = say(ctx([[4, 3]]), '!rondel act combat', { as: sam, selected: ['z'] });
    expect(combatantOf(outcome, 'a').nextAt).toBe(14);
  });

  it('of several selected combatants, the one that is due acts', () => {
    const outcome = say(ctx([[4, 3]]), '!rondel act combat', { selected: ['b', 'a'] });
    expect(combatantOf(outcome, 'a').nextAt).toBe(14);
  });

  it('a token named that is not in the fight is refused', () => {
    expect(refusalOf(say(ctx(), '!rondel act combat --token z'))).toContain('That token is not in the fight.');
  });

  it('a token named that does not exist is refused, with the usage', () => {
    const text = refusalOf(say(ctx(), '!rondel act combat --token gone'));
    expect(text).toContain('No token called “gone”');
    expect(text).toContain('Usage: !rondel act');
  });

  it('the engine’s refusal names the combatant and says why', () => {
    expect(refusalOf(say(ctx(), '!rondel act combat --token b'))).toBe('Rondel\nBo is not due yet: next action at count 30 (the counter is at 1).');
  });

  it('a value out of range is the engine’s refusal', () => {
    expect(refusalOf(say(ctx(), '!rondel act combat --speed 50', { as: sam }))).toContain('Weapon speed must be a whole number from -20 to 20.');
  });

  describe('whose turn', () => {
    it('a player whose combatant is not due is told whose turn it is', () => {
      expect(refusalOf(say(ctx(), '!rondel act combat', { as: kim }))).toBe('Rondel\nIt is Ana’s turn at count 1, not yours.');
    });

    it('nobody due: the GM is told to move on, a player that none of theirs is due', () => {
      const later = aContext({ world: table(), fight: aRondelFight([{ id: 'a', nextAt: 3 }], { counter: 2 }) });
      expect(refusalOf(say(later, '!rondel act combat'))).toBe('Rondel\nNobody is due at count 2. Move on with !rondel next.');
      expect(refusalOf(say(later, '!rondel act combat', { as: sam }))).toBe('Rondel\nNone of your combatants is due at count 2.');
    });

    it('a player learns nothing of a hidden combatant that is due, even one they control', () => {
      const hidden = aContext({ world: table(), fight: aRondelFight([{ id: 'h', name: 'Hidden Hag', nextAt: 1 }, { id: 'a', nextAt: 4 }]) });
      expect(refusalOf(say(hidden, '!rondel act combat', { as: sam }))).toBe('Rondel\nNone of your combatants is due at count 1.');
      expect(refusalOf(say(hidden, '!rondel act combat', { as: kim }))).toBe('Rondel\nNone of your combatants is due at count 1.');
    });

    it('the GM acts for the hidden combatant that is due', () => {
      const hidden = aContext({ world: table(), fight: aRondelFight([{ id: 'h', name: 'Hidden Hag', nextAt: 1 }, { id: 'a', nextAt: 4 }]), dice: [[4, 1]] });
      const outcome = say(hidden, '!rondel act combat');
      expect(combatantOf(outcome, 'h').nextAt).toBe(10);
      // the hidden combatant's step is on the GM's card only
      expect(said(outcome.messages).filter((m) => m.text.includes('Hidden Hag')).map((m) => m.to)).toEqual(['gm']);
    });

    it('a player naming a combatant they do not control is refused by name, a hidden one as a token that is not there', () => {
      expect(refusalOf(say(ctx(), '!rondel act combat --token a', { as: kim }))).toBe('Rondel\nYou do not control Ana.');
      const fight = aRondelFight([{ id: 'h', name: 'Hidden Hag', nextAt: 1 }]);
      const hidden = aContext({ world: table(), fight });
      const gone = aContext({ world: aWorld({ tokens: [] }), fight });
      // Sam controls the Hag, Kim does not: to both she is the GM's to play, and no token of theirs to name
      for (const as of [kim, sam]) {
        const outcome = say(hidden, '!rondel act combat --token h', { as });
        expect(outcome.stored).toBeUndefined();
        expect(refusalOf(outcome)).toBe(refusalOf(say(gone, '!rondel act combat --token h', { as })));
        expect(refusalOf(outcome)).not.toContain('Hag');
      }
    });

    it('a token everyone controls can be played by any player', () => {
      const w = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['all'] })] });
      const outcome = say(aContext({ world: w, fight: aRondelFight([{ id: 'a', name: 'Ana' }]), dice: [[4, 1]] }), '!rondel act dash', { as: kim });
      expect(combatantOf(outcome, 'a').lastAction).toBe('dash');
    });
  });

  describe('called directly (what the parser never lets through)', () => {
    const parsedAct = () => {
      const r = readCommand('!rondel act combat', undefined, ['rondel'], GM);
      if (r.kind !== 'command') throw new Error('no');
      return r.parsed;
    };

    it('no action: the rule set’s actions are listed', () => {
      const outcome = act(ctx(), { parsed: { ...parsedAct(), arg: null }, sender: GM, selected: [] });
      expect(refusalOf(outcome)).toContain('Name the action: combat, dash, guard, hide, magic, skill, hold, reset.');
    });

    it('an action the rule set does not have is refused', () => {
      const outcome = act(ctx(), { parsed: { ...parsedAct(), arg: 'fly' }, sender: GM, selected: [] });
      // the refusal names the rule set's actions: no usage line after it (a sheet's button refused showed one)
      expect(refusalOf(outcome)).toBe('Rondel\nThere is no fly in the Cool-Down Rondel: the actions are combat, dash, guard, hide, magic, skill, hold and reset. A sheet’s Act buttons follow its Rule set box.');
    });
  });
});

describe('act: which combatant, and which modifier', () => {
  it('a selected combatant that is not due is refused, not swapped for the due one; the GM is told how to act for the one due', () => {
    expect(refusalOf(say(ctx(), '!rondel act combat', { selected: ['b'] }))).toBe(
      'Rondel\nBo is not due yet: next action at count 30 (the counter is at 1). It was the selected token: select none (or Ana, who is due) to act for whoever is due.',
    );
    // named with --token, it was no stray selection: no such hint
    expect(refusalOf(say(ctx(), '!rondel act combat --token b'))).toBe('Rondel\nBo is not due yet: next action at count 30 (the counter is at 1).');
    // a player is told nothing of who else is due
    expect(refusalOf(say(ctx(), '!rondel act combat', { as: kim, selected: ['b'] }))).toBe('Rondel\nBo is not due yet: next action at count 30 (the counter is at 1).');
  });

  it('a named token that is not in the fight is refused with the usage', () => {
    expect(refusalOf(say(ctx(), '!rondel act combat --token z'))).toMatch(/^Rondel\nThat token is not in the fight.\nUsage: !rondel act /);
  });

  it('with nobody due, a named combatant is refused as not due', () => {
    const later = aContext({ world: table(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 3 }], { counter: 2 }) });
    expect(refusalOf(say(later, '!rondel act combat --token a'))).toBe('Rondel\nAna is not due yet: next action at count 3 (the counter is at 2).');
  });

  it('the spell’s own modifier is for magic with no tradition only', () => {
    const withSpell = { ...SHEET, castingMod: 4 };
    expect(combatantOf(say(ctx([[4, 4]], withSpell), '!rondel act magic --tradition other', { as: sam }), 'a').nextAt).toBe(1 + 9);
    expect(combatantOf(say(ctx([[4, 4]], withSpell), '!rondel act hide', { as: sam }), 'a').nextAt).toBe(1 + 11);
  });
});

describe('act: a menu’s button acts only in the turn it was made for', () => {
  /** Count 3: Ana is due; Bo acted at count 3 already and is next at 12. */
  const atThree = (dice: readonly (readonly [number, number])[] = []) =>
    aContext({ world: table(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 3 }, { id: 'b', name: 'Bo', nextAt: 12 }], { counter: 3 }), dice });
  const stale = (text: string) => `Rondel\nThat menu was for ${text}: nothing was done. !rondel menu brings the menu of a turn that is yours.`;

  it('in its turn, the button acts', () => {
    expect(combatantOf(say(atThree([[4, 3]]), '!rondel act combat --turn 3', { as: sam }), 'a').nextAt).toBe(3 + 13);
  });

  it('a button of an earlier count does nothing, and says what count it is', () => {
    expect(refusalOf(say(atThree(), '!rondel act combat --turn 2', { as: sam }))).toBe(stale('count 2, and it is count 3 now'));
  });

  it('a button of a turn that ended at this same count does nothing', () => {
    expect(refusalOf(say(atThree(), '!rondel act combat --token b --turn 3', { as: kim }))).toBe(stale('count 3, and Bo’s turn there has ended'));
  });

  it('with nobody due, a button of this count does nothing', () => {
    const later = aContext({ world: table(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 4 }], { counter: 2 }) });
    expect(refusalOf(say(later, '!rondel act combat --token a --turn 2', { as: sam }))).toBe(stale('count 2, and Ana’s turn there has ended'));
  });
});

describe('act: the spell’s tradition', () => {
  it('without --tradition, the sheet’s chosen spell’s tradition sets the modifier', () => {
    // d4 4 + 6 − Logic 2 = 8 (Agility 1 would make it 9)
    expect(combatantOf(say(ctx([[4, 4]], { ...SHEET, tradition: 'axiom' }), '!rondel act magic', { as: sam }), 'a').nextAt).toBe(1 + 8);
    // typed beats the sheet's: Faith 3
    expect(combatantOf(say(ctx([[4, 4]], { ...SHEET, tradition: 'axiom' }), '!rondel act magic --tradition divine', { as: sam }), 'a').nextAt).toBe(1 + 7);
  });

  it('an unknown tradition is refused with the list, the word cut short', () => {
    const text = refusalOf(say(ctx(), `!rondel act magic --tradition ${'f'.repeat(40)}`, { as: sam }));
    expect(text).toMatch(/^Rondel\nUnknown tradition “f{30}”. Traditions: divine \(faith\), axiom \(logic\), other \(agility\).\nUsage: !rondel act /);
  });
});

describe('act: a spell with a duration', () => {
  it('the spell’s effect waits for the spell to resolve, named after it, in the unit given', () => {
    const outcome = say(ctx([[4, 1]], { ...SHEET, cast: 3 }), '!rondel act magic --note Bless --duration 2 actions', { as: sam });
    expect(presentOf(outcome).spells).toHaveLength(1);
    expect(pendingEffectsOf(presentOf(outcome))).toEqual([{ caster: 'a', name: 'Bless', unit: 'actions', n: 2 }]);
  });

  it('without a unit, the duration is in the rule set’s own: counts in the rondel', () => {
    const outcome = say(ctx([[4, 1]], { ...SHEET, cast: 3 }), '!rondel act magic --duration 5', { as: sam });
    expect(pendingEffectsOf(presentOf(outcome))).toEqual([{ caster: 'a', name: 'Spell', unit: 'counts', n: 5 }]);
  });

  it('is for magic only', () => {
    expect(refusalOf(say(ctx(), '!rondel act combat --duration 3 rounds', { as: sam }))).toMatch(
      /^Rondel\n--duration is for a spell: act magic --note NAME --duration 3 rounds.\nUsage: !rondel act /,
    );
  });

  it('a duration that is not one is refused, and nothing is declared', () => {
    expect(refusalOf(say(ctx(), '!rondel act magic --duration 3 parsecs', { as: sam }))).toMatch(
      /^Rondel\nThe duration is a number and a unit, such as --duration 3 counts \(counts or actions\), not “3 parsecs”.\nUsage: !rondel act /,
    );
  });

  it('a duration the rule set does not count in is refused when the spell is cast, not when it resolves', () => {
    expect(refusalOf(say(ctx(), '!rondel act magic --duration 6 seconds', { as: sam }))).toMatch(
      /^Rondel\nOnly 20-second rounds count in seconds; the rondel counts in counts or actions.\nUsage: !rondel act /,
    );
  });
});

describe('act in 10-second rounds', () => {
  it('a plain action, with no note, is declared for the combatant whose turn it is', () => {
    const rounds = aContext({ world: table(), fight: aFight(aRoundsFight([{ id: 'a', name: 'Ana' }, { id: 'b', name: 'Bo' }]) as unknown as CombatState, { rules: 'rounds' }) });
    const outcome = say(rounds, '!rondel act combat', { as: sam });
    expect(outcome.events?.find((e) => e.type === 'action-declared')).toMatchObject({ id: 'a', action: 'combat', note: '' });
  });
});
