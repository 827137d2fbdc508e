// `attack`, `check`, `save`, `competition` (docs/rules.md §10) as use cases, against the fakes of the ports: the
// card and who reads it, the dice the engine took, the advantage sources, the refusals, the roll ledger.
import { describe, expect, it } from 'vitest';
import type { ConditionKey as Condition } from '../../../src/rules/core/conditions';
import type { RollSheet, WeaponValues } from '../../../src/app/roll-sheet';
import type { Dice } from '../../../src/rules/core/dice';
import { aContext, aFight, aPlayer, aRondelFight, aToken, aWorld, buttons, GM, refusalOf, said, say, type ContextSpec } from '../fakes';
import { run } from '../../../src/app/dispatch';
import { parseCommandLine } from '../../../src/commands/parse';
import type { CombatState } from '../../../src/rules/rondel/state';
import type { RoundsCombatant } from '../../../src/rules/rounds/state';
import { aRoundsFight } from '../../support/rounds';
import { scriptedDice, type Scripted } from '../../support/dice';

/** An id shaped as Roll20 makes them, of no token. */
const GONE = '-Mgone0000000000000x';

const sam = aPlayer('sam', 'Sam');
const kim = aPlayer('kim', 'Kim');
const ZERO = { strength: 0, agility: 0, perception: 0, logic: 0, will: 0, faith: 0 };

const ANA: Partial<RollSheet> = {
  weapon: { name: 'Longsword', dice: 2, mod: 3, damage: 4, type: 'edged', reach: 'melee' },
  mods: { ...ZERO, strength: 2, will: 1 },
  scores: { ...ZERO, strength: 7, will: 5 },
};
const GOBLIN: Partial<RollSheet> = { defense: 12, mods: { ...ZERO, strength: 1 } };

function table(sheets: { ca?: Partial<RollSheet>; cg?: Partial<RollSheet> } = {}) {
  return aWorld({
    tokens: [
      aToken({ id: 'a', name: 'Ana', represents: 'ca', controllers: ['sam'] }),
      aToken({ id: 'g', name: 'Goblin', represents: 'cg' }),
      aToken({ id: 'h', name: 'Hag', layer: 'gmlayer', controllers: ['sam'] }),
      aToken({ id: 'far', name: 'Far Orc', pageId: 'page-2' }),
      aToken({ id: 'card', name: 'Card', isCard: true }),
      aToken({ id: 'n', name: 'Nobody' }),
    ],
    characters: { ca: 'Ana', cg: 'Goblin', lone: 'Lone Wolf' },
    rollSheets: { ca: sheets.ca ?? ANA, cg: sheets.cg ?? GOBLIN },
    bodies: { g: { characterId: 'cg', linkedBar: 'bar1', attribute: 20, bar: 20 } },
  });
}

/** A context with scripted dice that are all used up by the end of the test (see `used`). */
function table20(dice: readonly Scripted[], spec: Omit<ContextSpec, 'dice'> = {}) {
  const d = scriptedDice(...dice);
  return { ctx: aContext({ world: table(), ...spec, dice: d }), dice: d };
}

const asAna = { as: sam, selected: ['a'] } as const;

describe('attack', () => {
  it('rolls the active weapon’s pool against the target’s Defense, shows everyone the card and leaves the GM an Apply button', () => {
    const { ctx, dice } = table20([[20, 15], [20, 9]]);
    const outcome = say(ctx, '!rondel attack --target g', asAna);
    dice.expectConsumed();
    expect(said(outcome.messages)).toEqual([
      { to: 'all', text: 'Ana attacks Goblin Longsword\nMelee, 2d20, each die + 3 vs Defense 12\n15 hit9 hit\n2 hits\nDamage 2 hits × 4 edged = 8' },
      { to: 'gm', text: 'Damage\n[Apply 8 damage] to Goblin' },
    ]);
    expect(buttons(outcome.messages[1]!.html)).toEqual(['!rondel apply --roll 1']);
    expect(outcome.stored?.rolls).toEqual({ next: 2, pending: [{ id: '1', target: 'g', amount: 8, applied: false }], applied: [] });
    expect(outcome.effects).toEqual([]);
    expect(outcome.told).toEqual([{ type: 'roll', kind: 'attack', id: 'a', target: 'g', dice: [15, 9], modifier: 3, against: 12, advantage: null, hits: 2, damage: 8 }]);
    // rolling never changes the fight
    expect(outcome.stored?.fight).toBe(ctx.stored.fight);
  });

  it('a die that misses does not count; a miss leaves no Apply button and stores nothing', () => {
    const hitOne = table20([15, 8]);
    const one = say(hitOne.ctx, '!rondel attack --target g', asAna);
    expect(said(one.messages)[0]?.text).toContain('1 hit');
    expect(one.stored?.rolls?.pending).toEqual([{ id: '1', target: 'g', amount: 4, applied: false }]);

    const { ctx, dice } = table20([2, 8]);
    const outcome = say(ctx, '!rondel attack --target g', asAna);
    dice.expectConsumed();
    expect(outcome.messages).toHaveLength(1);
    expect(outcome.stored).toBeUndefined();
    expect(outcome.told?.[0]).toMatchObject({ hits: 0, damage: 0 });
  });

  it('the typed flags win over the weapon: --dice, --mod, --damage, --type, --ranged', () => {
    const { ctx, dice } = table20([14, 14, 14]);
    const outcome = say(ctx, '!rondel attack --target g --dice 3 --mod 1 --damage 2 --type fire --ranged', asAna);
    dice.expectConsumed();
    const card = said(outcome.messages)[0]!.text;
    expect(card).toContain('Ranged, 3d20, each die + 1 vs Defense 12');
    expect(card).toContain('3 hits × 2 fire = 6');
    expect(outcome.stored?.rolls?.pending[0]?.amount).toBe(6);
  });

  it('--type none: the damage has no type', () => {
    const { ctx } = table20([15, 9]);
    const card = said(say(ctx, '!rondel attack --target g --type none', asAna).messages)[0]!.text;
    expect(card).toContain('2 hits × 4 = 8');
    expect(card).not.toContain('edged');
  });

  it('cover raises the Defense the dice must reach', () => {
    const plain = table20([13, 13]);
    expect(said(say(plain.ctx, '!rondel attack --target g', asAna).messages)[0]!.text).toContain('2 hits');
    const { ctx, dice } = table20([13, 13]);
    const outcome = say(ctx, '!rondel attack --target g --cover 3/4', asAna);
    dice.expectConsumed();
    expect(said(outcome.messages)[0]!.text).not.toMatch(/\d hits?\b.*×/);
    expect(outcome.told?.[0]).toMatchObject({ hits: 0 });
    expect((outcome.told?.[0] as { against: number }).against).toBeGreaterThan(12);
  });

  it('a target with no Defense on a sheet is attacked at Defense 10, and the GM is told', () => {
    const { ctx } = table20([7, 6]);
    const outcome = say(ctx, '!rondel attack --target n', asAna);
    const out = said(outcome.messages);
    expect(out[0]!.text).toContain('vs Defense 10');
    expect(out).toContainEqual({ to: 'gm', text: 'Rondel: rolls\nNobody has no Defense on a sheet: 10 was used.' });
    expect(outcome.told?.[0]).toMatchObject({ hits: 1, against: 10 });
  });

  it('a sheet that could not be read is the GM’s to hear', () => {
    const ctx = aContext({ world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' })], rollSheets: { ca: { ...ANA, problems: ['weapon_damage'] }, cg: GOBLIN } }), dice: [1, 1] });
    const out = said(say(ctx, '!rondel attack --target g', { selected: ['a'] }).messages);
    expect(out).toContainEqual({ to: 'gm', text: 'Rondel: rolls\nAna’s sheet: weapon_damage could not be read; the defaults were used.' });
  });

  it('--weapon NAME picks the sheet’s row; an unknown name is refused with the names there are', () => {
    const rows = [
      { name: 'Bow', dice: 1, mod: 5, damage: 3, type: 'piercing' as const, reach: 'ranged' as const },
      { name: 'Dagger', dice: 1, mod: 0, damage: 1, type: null, reach: 'melee' as const },
    ];
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' })], rollSheets: { ca: { ...ANA, weapons: rows }, cg: GOBLIN } });
    const bow = say(aContext({ world, dice: [7] }), '!rondel attack --target g --weapon bow', { selected: ['a'] });
    expect(said(bow.messages)[0]!.text).toContain('Ana attacks Goblin Bow\nRanged, 1d20, each die + 5 vs Defense 12');
    expect(bow.stored?.rolls?.pending[0]?.amount).toBe(3);
    // the active weapon by its name, in any case
    const active = say(aContext({ world, dice: [15, 9] }), '!rondel attack --target g --weapon LONGSWORD', { selected: ['a'] });
    expect(said(active.messages)[0]!.text).toContain('Longsword\nMelee, 2d20, each die + 3');
    expect(refusalOf(say(aContext({ world }), '!rondel attack --target g --weapon Axe', { selected: ['a'] }))).toContain('“Axe” is none of Ana’s weapons: Bow, Dagger.');
  });

  it('without weapon rows --weapon only labels the card', () => {
    const { ctx } = table20([15, 9]);
    expect(said(say(ctx, '!rondel attack --target g --weapon Club', asAna).messages)[0]!.text).toContain('Ana attacks Goblin Club\nMelee, 2d20, each die + 3');
  });

  it.each([
    ['!rondel attack', 'Name the target: --target followed by its token'],
    [`!rondel attack --target ${GONE}`, 'The target no longer exists.'],
    ['!rondel attack --target Zorro', 'No token called “Zorro” on the fight’s page'],
    ['!rondel attack --target far', 'Far Orc is on another page.'],
    ['!rondel attack --target card', 'A card cannot be the target.'],
    ['!rondel attack --target g --dice 6', '--dice takes 1 to 5 d20s (the pool stops at 5), not 6.'],
    ['!rondel attack --target g --dice 0', '--dice takes 1 to 5 d20s (the pool stops at 5), not 0.'],
    ['!rondel attack --target g --type lava', '“lava” is no damage type:'],
    ['!rondel attack --target g --cover lots', '--cover takes half, three-quarters or full, not “lots”.'],
  ])('%s is refused, rolling nothing', (text, why) => {
    const outcome = say(aContext({ world: table() }), text, asAna);
    expect(outcome.messages[0]?.to).toEqual({ player: 'sam' });
    expect(refusalOf(outcome)).toContain(why);
  });

  it('the roller and the target may be named, as --token names a token anywhere (docs/rules.md §15)', () => {
    const { ctx } = table20([15, 9]);
    const byName = say(ctx, '!rondel attack --target goblin --token ANA', { as: sam });
    expect(said(byName.messages)[0]?.text).toContain('Ana attacks Goblin');
    const check = say(aContext({ world: table(), dice: [12] }), '!rondel check --attr will --token Ana', { as: sam });
    expect(said(check.messages)[0]?.text).toContain('Ana · Will check');
  });

  it('full cover is refused by the rules engine, naming the target', () => {
    expect(refusalOf(say(aContext({ world: table() }), '!rondel attack --target g --cover full', asAna))).toContain('Goblin');
  });

  it('a player never learns of a token on the GM layer, as roller or target; the GM’s roll there goes to the GM alone', () => {
    expect(refusalOf(say(aContext({ world: table() }), '!rondel attack --target h', asAna))).toContain('No token called “h” on the fight’s page');
    expect(refusalOf(say(aContext({ world: table() }), '!rondel attack --target g --token h', { as: sam }))).toContain('No token called “h” on the fight’s page');
    const outcome = say(aContext({ world: table(), dice: [1, 1] }), '!rondel attack --target h', { selected: ['a'] });
    expect(outcome.messages.map((m) => m.to)).toEqual(['gm', 'gm']);
    expect(said(outcome.messages)[0]!.text).toContain('Ana attacks Hag');
  });

  it('in a fight, the conditions of both sides and --adv are listed as sources, and cancelling leaves two dice', () => {
    const fight = aRondelFight([
      { id: 'a', name: 'Ana', conditions: ['poisoned'] as Condition[] },
      { id: 'g', name: 'Goblin', conditions: ['prone'] as Condition[] },
    ]);
    const { ctx, dice } = table20([15, 9], { fight });
    const outcome = say(ctx, '!rondel attack --target g --adv', asAna);
    dice.expectConsumed();
    expect(said(outcome.messages)[0]!.text).toContain('Ana is poisoned: disadvantage\nGoblin is prone: advantage\nAsked for: advantage\nAdvantage and disadvantage: they cancel\n15 hit9 hit');
    expect(outcome.told?.[0]).toMatchObject({ advantage: null });
  });

  it('with advantage alone the pool rolls an extra d20, and the card and the event say so', () => {
    const sides: number[] = [];
    const dice: Dice = { roll: (n) => (sides.push(n), n === 20 ? 15 : 1) };
    const outcome = say(aContext({ world: table(), dice }), '!rondel attack --target g --adv', asAna);
    expect(sides.slice(0, 3)).toEqual([20, 20, 20]);
    expect(sides.filter((n) => n === 20)).toHaveLength(3);
    const card = said(outcome.messages)[0]!.text;
    expect(card).toContain('Ana attacks Goblin Longsword, at advantage\nMelee, 3d20');
    expect(card).toContain('Asked for: advantage');
    expect(outcome.told?.[0]).toMatchObject({ advantage: 'adv', dice: [15, 15, 15], hits: 3 });
    const dis = say(aContext({ world: table(), dice: { roll: (n) => (n === 20 ? 15 : 1) } }), '!rondel attack --target g --dis', asAna);
    expect(said(dis.messages)[0]!.text).toContain('Asked for: disadvantage');
    expect(dis.told?.[0]).toMatchObject({ advantage: 'dis' });
  });

  it('the target’s Full Guard in a fight puts the attack at disadvantage, named on the card', () => {
    const fight = aRondelFight([{ id: 'g', name: 'Goblin', markers: [{ kind: 'guard', from: 0, until: 100 }] }]);
    const { ctx, dice } = table20([[20, 15], [3, 1]], { fight });
    const outcome = say(ctx, '!rondel attack --target g', asAna);
    dice.expectConsumed();
    // disadvantage takes a die off the pool and a d3 off the damage
    expect(said(outcome.messages)[0]!.text).toBe('Ana attacks Goblin Longsword, at disadvantage\nMelee, 1d20, each die + 3 vs Defense 12\nGoblin is on Full Guard: disadvantage\n15 hit\n1 hit\nDamage 1 hit × 4 edged − disadvantage’s d3 (1) = 3');
    expect(outcome.told?.[0]).toMatchObject({ advantage: 'dis', hits: 1, damage: 3 });
  });

  it('a Full Guard that has run out gives no edge', () => {
    const fight = aRondelFight([{ id: 'g', name: 'Goblin', markers: [{ kind: 'guard', from: 0, until: 0 }] }]);
    const { ctx, dice } = table20([15, 9], { fight });
    const outcome = say(ctx, '!rondel attack --target g', asAna);
    dice.expectConsumed();
    expect(said(outcome.messages)[0]!.text).not.toContain('Full Guard');
  });

  it('--award claims the award die by hand: one more d20', () => {
    const { ctx, dice } = table20([[20, 15], [20, 9], [20, 14]]);
    const outcome = say(ctx, '!rondel attack --target g --award', asAna);
    dice.expectConsumed();
    expect(said(outcome.messages)[0]!.text).toContain('Melee, 3d20 (award die), each die + 3 vs Defense 12\nAward die: claimed by hand');
    expect(outcome.stored?.rolls?.pending).toEqual([{ id: '1', target: 'g', amount: 12, applied: false }]);
  });

  it('a waiting award is used up by the next attack, even a miss, and outside a fight it is forfeited', () => {
    const rolls = { next: 4, pending: [], applied: [], awards: [{ holder: 'a', weapon: 'Longsword', round: 1 }, { holder: 'g', weapon: 'Claw', round: 1 }] };
    const { ctx, dice } = table20([[20, 2], [20, 3]], { stored: { rolls } });
    const outcome = say(ctx, '!rondel attack --target g', asAna);
    dice.expectConsumed();
    expect(said(outcome.messages).map((m) => m.text)).toEqual([expect.stringContaining('The critical award is forfeited: not in the fight')]);
    expect(outcome.stored?.rolls).toEqual({ ...rolls, awards: [{ holder: 'g', weapon: 'Claw', round: 1 }] });
    const declined = say(aContext({ world: table(), dice: [2, 3], stored: { rolls } }), '!rondel attack --target g --award no', asAna);
    expect(said(declined.messages)[0]!.text).toContain('forfeited');
    expect(declined.stored?.rolls?.awards).toEqual([{ holder: 'g', weapon: 'Claw', round: 1 }]);
  });

  it('cover and damage type words are read in any case; --dice takes up to 5', () => {
    const half = say(aContext({ world: table(), dice: [15, 9] }), '!rondel attack --target g --cover HALF --type FIRE', asAna);
    const threeQuarter = say(aContext({ world: table(), dice: [15, 9] }), '!rondel attack --target g --cover three-quarter --type None', asAna);
    const none = say(aContext({ world: table(), dice: [15, 9] }), '!rondel attack --target g', asAna);
    const against = (o: typeof none) => (o.told?.[0] as { against: number }).against;
    expect(against(half)).toBeGreaterThan(against(none));
    expect(against(threeQuarter)).toBeGreaterThan(against(half));
    expect(said(half.messages)[0]!.text).toContain('fire');
    expect(said(threeQuarter.messages)[0]!.text).not.toContain('edged');
    const five = scriptedDice(1, 1, 1, 1, 1);
    say(aContext({ world: table(), dice: five }), '!rondel attack --target g --dice 5', asAna);
    five.expectConsumed();
  });

  it('the Apply button and the sheet notes are not archived', () => {
    const outcome = say(aContext({ world: table(), dice: [15, 9] }), '!rondel attack --target n', asAna);
    expect(outcome.messages.slice(1).map((m) => m.noarchive)).toEqual([true, true]);
  });

  it('a weapon list of more than eight names is cut', () => {
    const rows = 'ABCDEFGHI'.split('').map((n) => ({ name: n, dice: 1, mod: 0, damage: 1, type: null, reach: 'melee' as const }));
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin' })], rollSheets: { ca: { ...ANA, weapons: rows } } });
    expect(refusalOf(say(aContext({ world }), '!rondel attack --target g --weapon Z', { selected: ['a'] }))).toContain('“Z” is none of Ana’s weapons: A, B, C, D, E, F, G, H, ….');
    const eight = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin' })], rollSheets: { ca: { ...ANA, weapons: rows.slice(0, 8) } } });
    expect(refusalOf(say(aContext({ world: eight }), '!rondel attack --target g --weapon Z', { selected: ['a'] }))).toContain('weapons: A, B, C, D, E, F, G, H.');
  });

  it('when the cards go to the GM, a player who attacks still sees the card', () => {
    const outcome = say(aContext({ world: table(), dice: [15, 9], config: { announce: 'gm' } }), '!rondel attack --target g', asAna);
    expect(outcome.messages.map((m) => m.to)).toEqual(['gm', 'gm', { player: 'sam' }]);
    expect(outcome.messages[2]).toMatchObject({ noarchive: true, html: outcome.messages[0]!.html });
    const byGm = say(aContext({ world: table(), dice: [15, 9], config: { announce: 'gm' } }), '!rondel attack --target g', { selected: ['a'] });
    expect(byGm.messages.map((m) => m.to)).toEqual(['gm', 'gm']);
  });

  it('with automatic damage the attack lowers the body at once', () => {
    const outcome = say(aContext({ world: table(), dice: [15, 9], config: { autoDamage: true } }), '!rondel attack --target g', asAna);
    expect(outcome.effects).toEqual([
      { kind: 'attribute', characterId: 'cg', name: 'body_points', current: 12 },
      { kind: 'bar', tokenId: 'g', bar: 'bar1', value: 12 },
    ]);
    expect(outcome.stored?.rolls?.pending).toEqual([{ id: '1', target: 'g', amount: 8, applied: true }]);
    expect(said(outcome.messages).map((m) => m.text)).toContain('Damage applied\nGoblin takes 8 damage. Body 20 → 12 (body_points and its bar).\n[Undo]');
  });

  it('with automatic damage on a target without body points, the GM is told nothing was applied', () => {
    const outcome = say(aContext({ world: table(), dice: [7, 6], config: { autoDamage: true } }), '!rondel attack --target n', asAna);
    expect(outcome.effects).toEqual([]);
    expect(outcome.stored?.rolls?.pending).toEqual([{ id: '1', target: 'n', amount: 4, applied: false }]);
    expect(said(outcome.messages)).toContainEqual({ to: 'gm', text: 'Damage not applied\nThe target no longer exists: nothing was applied.' });
  });
});

describe('who rolls', () => {
  it.each([
    [{ as: sam }, '!rondel check --attr will', 'Select your token first'],
    [{ as: sam, selected: ['a', 'g'] }, '!rondel check --attr will', 'Select one token: a roll is one combatant’s.'],
    [{ as: kim, selected: ['a'] }, '!rondel check --attr will', 'You do not control that token.'],
    [{ as: sam }, `!rondel check --attr will --token ${GONE}`, 'That token no longer exists.'],
    [{ as: sam }, '!rondel check --attr will --char nope', 'That character no longer exists.'],
    [{ as: sam }, '!rondel check --attr will --char cg', 'You do not control that token.'],
  ])('%o %s is refused', (options, text, why) => {
    expect(refusalOf(say(aContext({ world: table() }), text, options))).toContain(why);
  });

  it('--char of a character whose every token is on the GM layer is the GM’s roll alone; a player is answered as for any other', () => {
    // docs/rules.md §10, §15: to a player a GM-layer token does not exist; a roll from its sheet would show it
    const w = aWorld({
      tokens: [aToken({ id: 'b', name: 'Borin', represents: 'cb', layer: 'gmlayer' }), aToken({ id: 'a', name: 'Ana', represents: 'ca' })],
      characters: { cb: 'Borin', ca: 'Ana', lone: 'Lone Wolf' },
    });
    const gm = say(aContext({ world: w, dice: [10] }), '!rondel check --attr will --char cb');
    expect(said(gm.messages).map((m) => m.to)).toEqual(['gm']);
    // a player who does not control it hears what a visible one would answer: nothing of the hidden token
    expect(refusalOf(say(aContext({ world: w }), '!rondel check --attr will --char cb', { as: sam }))).toBe(refusalOf(say(aContext({ world: w }), '!rondel check --attr will --char ca', { as: sam })));
    // one visible token, or none at all (a sheet rolled with no token), is everyone's
    expect(said(say(aContext({ world: w, dice: [10] }), '!rondel check --attr will --char ca').messages).map((m) => m.to)).toEqual(['all']);
    expect(said(say(aContext({ world: w, dice: [10] }), '!rondel check --attr will --char lone').messages).map((m) => m.to)).toEqual(['all']);
  });

  it('--char prefers the character’s selected token (in the fight first), then its token in the fight (docs/rules.md §10)', () => {
    const w = aWorld({
      tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'a2', name: 'Ana 2', represents: 'ca' }), aToken({ id: 'a3', name: 'Ana 3', represents: 'ca' })],
      characters: { ca: 'Ana' },
    });
    const both = aRondelFight([{ id: 'a', name: 'Ana' }, { id: 'a2', name: 'Ana 2' }]);
    const id = (fight: ReturnType<typeof aRondelFight> | null, selected: string[]) => say(aContext({ world: w, dice: [10], fight }), '!rondel check --attr will --char ca', { selected }).told?.[0];
    expect(id(both, ['a2'])).toMatchObject({ id: 'a2' });
    // a token of the character that is not in the fight, selected: the GM means that one (an ambusher's save)
    expect(id(both, ['a3'])).toMatchObject({ id: 'a3' });
    expect(id(both, [])).toMatchObject({ id: 'a' });
    expect(id(null, ['a3'])).toMatchObject({ id: 'a3' });
  });

  it('--char of a shared sheet with several tokens in the fight and none selected rolls for the due one, else asks which (docs/rules.md §10)', () => {
    const w = aWorld({
      tokens: [aToken({ id: 'g1', name: 'Goblin', represents: 'cg' }), aToken({ id: 'g2', name: 'Goblin', represents: 'cg' }), aToken({ id: 'a', name: 'Ana', represents: 'ca' })],
      characters: { cg: 'Goblin' },
    });
    const roll = (fight: ReturnType<typeof aRondelFight>) => say(aContext({ world: w, dice: [10], fight }), '!rondel check --attr will --char cg');
    const secondDue = aRondelFight([{ id: 'g1', name: 'Goblin', nextAt: 5 }, { id: 'g2', name: 'Goblin', nextAt: 1 }, { id: 'a', name: 'Ana', nextAt: 3 }]);
    expect(roll(secondDue).told?.[0]).toMatchObject({ id: 'g2' });
    const anaDue = aRondelFight([{ id: 'g1', name: 'Goblin', nextAt: 5 }, { id: 'g2', name: 'Goblin', nextAt: 4 }, { id: 'a', name: 'Ana', nextAt: 1 }]);
    expect(refusalOf(roll(anaDue))).toContain('2 tokens of Goblin are in the fight: select the one you mean.');
    expect(say(aContext({ world: w, dice: [10], fight: anaDue }), '!rondel check --attr will --char cg', { selected: ['g2'] }).told?.[0]).toMatchObject({ id: 'g2' });
  });

  it('a token everyone controls may be rolled by any player', () => {
    const w = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['all'] })] });
    expect(say(aContext({ world: w, dice: [10] }), '!rondel check --attr will', { as: kim, selected: ['a'] }).told?.[0]).toMatchObject({ id: 'a' });
  });

  it('a character without a token fights on the fight’s page', () => {
    const fight = aRondelFight([{ id: 'g', name: 'Goblin' }]);
    expect(refusalOf(say(aContext({ world: table(), fight }), '!rondel attack --target far --char lone'))).toContain('Far Orc is on another page.');
  });

  it('--token names the roller; the GM may roll for any token', () => {
    const { ctx, dice } = table20([[20, 10]]);
    const outcome = say(ctx, '!rondel check --attr strength --token g');
    dice.expectConsumed();
    expect(said(outcome.messages)[0]!.text).toContain('Goblin · Strength check\n10 d20 + 1 = 11');
  });

  it('--char rolls with the character’s token, or the character alone when it has none on the table', () => {
    const selected = say(aContext({ world: table(), dice: [10] }), '!rondel check --attr will --char ca', { as: sam, selected: ['a'] });
    expect(selected.told?.[0]).toMatchObject({ id: 'a' });
    const inFight = say(aContext({ world: table(), dice: [10], fight: aRondelFight([{ id: 'a', name: 'Ana' }]) }), '!rondel check --attr will --char ca');
    expect(inFight.told?.[0]).toMatchObject({ id: 'a' });
    // no token on the table for it, and the character's controllers do not include the player
    expect(refusalOf(say(aContext({ world: table() }), '!rondel check --attr will --char ca', { as: sam }))).toContain('You do not control that token.');
    const gmChar = say(aContext({ world: table(), dice: [10] }), '!rondel check --attr will --char ca');
    expect(gmChar.told?.[0]).toMatchObject({ id: 'ca' });
    const lone = say(aContext({ world: table(), dice: [10] }), '!rondel check --attr will --char lone', { as: GM });
    expect(lone.told?.[0]).toMatchObject({ id: 'lone' });
    expect(said(lone.messages)[0]!.text).toContain('Lone Wolf · Will check\n10 d20 + 0 = 10');
  });
});

describe('check and save', () => {
  it('a check adds the attribute’s modifier and --mod; the DC judges it', () => {
    const { ctx, dice } = table20([[20, 8]]);
    const outcome = say(ctx, '!rondel check --attr Will --dc 10 --mod 1', asAna);
    dice.expectConsumed();
    // a player's typed --mod counts, and the GM is told (docs/rules.md §3)
    expect(said(outcome.messages)).toEqual([
      { to: 'all', text: 'Ana · Will check\n8 d20 + 2 = 10\nSuccess against DC 10' },
      { to: 'gm', text: 'Rondel: typed, not the sheet’s\nAna (Sam) typed --mod 1 (added to the sheet’s +1).' },
    ]);
    expect(outcome.stored).toBeUndefined();
    expect(outcome.told).toEqual([{ type: 'roll', kind: 'check', id: 'a', dice: [8], modifier: 2, against: 10, success: true, advantage: null }]);
  });

  it('a save adds the score, not the modifier', () => {
    const { ctx, dice } = table20([[20, 3]]);
    const outcome = say(ctx, '!rondel save --attr will --dc 10', asAna);
    dice.expectConsumed();
    expect(said(outcome.messages)).toEqual([{ to: 'all', text: 'Ana · Will save\n3 d20 + 5 score = 8\nFailure against DC 10' }]);
    expect(outcome.told).toEqual([{ type: 'roll', kind: 'save', id: 'a', dice: [3], modifier: 5, against: 10, success: false, advantage: null }]);
  });

  it('a save of a token with no sheet rolls with a score of 0, and the GM is told; with --mod, or a check, not', () => {
    const saved = say(aContext({ world: table(), dice: [12] }), '!rondel save --attr faith --dc 10', { selected: ['n'] });
    expect(said(saved.messages)).toEqual([
      { to: 'all', text: 'Nobody · Faith save\n12 d20 + 0 score = 12\nSuccess against DC 10' },
      { to: 'gm', text: 'Rondel: rolls\nNobody has no faith score on a sheet: 0 was used. To give it one, add it with --mod N.' },
    ]);
    expect(said(say(aContext({ world: table(), dice: [12] }), '!rondel save --attr faith --mod 4', { selected: ['n'] }).messages).map((m) => m.to)).toEqual(['all']);
    expect(said(say(aContext({ world: table(), dice: [12] }), '!rondel check --attr faith', { selected: ['n'] }).messages).map((m) => m.to)).toEqual(['all']);
  });

  it('without --dc the card shows the total and the event judges nothing', () => {
    const outcome = say(aContext({ world: table(), dice: [12] }), '!rondel check --attr strength', asAna);
    expect(said(outcome.messages)[0]!.text).toBe('Ana · Strength check\n12 d20 + 2 = 14');
    expect(outcome.told?.[0]).not.toHaveProperty('against');
    expect(outcome.told?.[0]).not.toHaveProperty('success');
  });

  it('--adv rolls two d20s and keeps the better, listed as a source', () => {
    const { ctx, dice } = table20([[20, 4], [20, 17]]);
    const outcome = say(ctx, '!rondel check --attr will --adv', asAna);
    dice.expectConsumed();
    expect(said(outcome.messages)[0]!.text).toContain('Asked for: advantage');
    expect(outcome.told?.[0]).toMatchObject({ dice: [4, 17], advantage: 'adv' });
  });

  it('a condition in the fight gives the check its edge', () => {
    const fight = aRondelFight([{ id: 'a', name: 'Ana', conditions: ['frightened'] as Condition[] }]);
    const { ctx, dice } = table20([[20, 4], [20, 17]], { fight });
    const outcome = say(ctx, '!rondel check --attr will', asAna);
    dice.expectConsumed();
    expect(said(outcome.messages)[0]!.text).toContain('Ana · Will check at disadvantage\nAna is frightened: disadvantage\n417 dropped d20 + 1 = 5');
    expect(outcome.told?.[0]).toMatchObject({ dice: [4, 17], advantage: 'dis', modifier: 1 });
  });

  it.each([
    ['!rondel check', 'Say which attribute: --attr strength|agility|perception|logic|will|faith.'],
    ['!rondel save --attr luck', '“luck” is no attribute: strength, agility, perception, logic, will, faith.'],
  ])('%s is refused', (text, why) => {
    expect(refusalOf(say(aContext({ world: table() }), text, asAna))).toContain(why);
  });
});

describe('competition', () => {
  it('--vs rolls a d12 for each side, each with its modifier', () => {
    const { ctx, dice } = table20([[12, 7], [12, 5]]);
    const outcome = say(ctx, '!rondel competition --attr strength --vs g', asAna);
    dice.expectConsumed();
    expect(said(outcome.messages)).toEqual([{ to: 'all', text: 'Ana · Strength competition vs Goblin\nAna: 7 d12 + 2 = 9\nGoblin: 5 d12 + 1 = 6\nAna wins' }]);
    expect(outcome.told).toEqual([{ type: 'roll', kind: 'competition', id: 'a', target: 'g', against: 6, success: true, dice: [7], modifier: 2, advantage: null }]);
  });

  it('the defender who rolls higher keeps things as they were', () => {
    const outcome = say(aContext({ world: table(), dice: [2, 11] }), '!rondel competition --attr strength --vs g --mod 1', asAna);
    expect(said(outcome.messages)[0]!.text).toContain('Goblin: 11 d12 + 1 = 12');
    expect(outcome.told?.[0]).toMatchObject({ against: 12, success: false, modifier: 3 });
  });

  it('the defender’s own conditions give its side an edge; --mod and a bad sheet count on the solo side', () => {
    const fight = aRondelFight([{ id: 'a', name: 'Ana' }, { id: 'g', name: 'Goblin', conditions: ['frightened'] as Condition[] }]);
    const { ctx, dice } = table20([[12, 7], [12, 9], [12, 3]], { fight });
    const outcome = say(ctx, '!rondel competition --attr strength --vs g', asAna);
    dice.expectConsumed();
    expect(said(outcome.messages)[0]!.text).toContain('Goblin is frightened: disadvantage');
    expect(outcome.told?.[0]).toMatchObject({ against: 4, success: true });
    const w = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' })], rollSheets: { ca: { ...ANA, problems: ['strength_mod'] } } });
    const solo = say(aContext({ world: w, dice: [7, 8] }), '!rondel competition --attr strength --mod 2 --dis', { selected: ['a'] });
    expect(solo.told?.[0]).toMatchObject({ modifier: 4, dice: [7, 8], advantage: 'dis' });
    expect(said(solo.messages)).toContainEqual({ to: 'gm', text: 'Rondel: rolls\nAna’s sheet: strength_mod could not be read; the defaults were used.' });
    const check = say(aContext({ world: w, dice: [7, 8] }), '!rondel check --attr strength --dis', { selected: ['a'] });
    expect(said(check.messages).map((m) => m.to)).toEqual(['all', 'gm']);
    expect(said(check.messages)[0]!.text).toContain('Asked for: disadvantage');
  });

  it('sight is both sides’ (a blind Goblin fails unrolled); a feat is the roller’s, a preservation the other’s by --vstag (ruling 104)', () => {
    const blind = aRondelFight([{ id: 'a', name: 'Ana' }, { id: 'g', name: 'Goblin', conditions: ['blind'] as Condition[] }]);
    const seen = table20([], { fight: blind });
    const sight = said(say(seen.ctx, '!rondel competition --attr strength --vs g --tag sight', asAna).messages)[0]!.text;
    seen.dice.expectConsumed();
    expect(sight).toContain('Goblin is blind: fails without a roll');
    expect(sight).toContain('Ana wins');
    const poisoned = aRondelFight([{ id: 'a', name: 'Ana' }, { id: 'g', name: 'Goblin', conditions: ['poisoned'] as Condition[] }]);
    const feat = table20([[12, 7], [12, 9]], { fight: poisoned });
    expect(said(say(feat.ctx, '!rondel competition --attr strength --vs g --tag feat', asAna).messages)[0]!.text).not.toContain('Goblin is poisoned');
    feat.dice.expectConsumed();
    const resists = table20([[12, 7], [12, 9], [12, 3]], { fight: poisoned });
    expect(said(say(resists.ctx, '!rondel competition --attr strength --vs g --vstag preservation', asAna).messages)[0]!.text).toContain('Goblin is poisoned: disadvantage');
    resists.dice.expectConsumed();
    expect(refusalOf(say(table20([]).ctx, '!rondel competition --attr strength --vstag bogus --vs g', asAna))).toContain('“bogus” is no roll tag');
  });

  it('without --vs only the roller’s side is rolled', () => {
    const { ctx, dice } = table20([[12, 7]]);
    const outcome = say(ctx, '!rondel competition --attr strength', asAna);
    dice.expectConsumed();
    expect(said(outcome.messages)[0]!.text).toContain('Ana · Strength competition\n7 d12 + 2 = 9\nTotal 9');
    expect(outcome.told).toEqual([{ type: 'roll', kind: 'competition', id: 'a', dice: [7], modifier: 2, advantage: null }]);
  });

  it.each([
    ['!rondel competition --vs g', 'Say which attribute'],
    [`!rondel competition --attr strength --vs ${GONE}`, 'The opponent no longer exists.'],
    // a player sees no token on the GM layer: its id is looked for as a name, and none has it
    ['!rondel competition --attr strength --vs h', 'No token called “h” on the fight’s page'],
  ])('%s is refused', (text, why) => {
    expect(refusalOf(say(aContext({ world: table() }), text, asAna))).toContain(why);
  });

  it('against a hidden opponent, the GM’s card goes to the GM alone', () => {
    const outcome = say(aContext({ world: table(), dice: [7, 5] }), '!rondel competition --attr strength --vs h', { selected: ['a'] });
    expect(outcome.messages.map((m) => m.to)).toEqual(['gm']);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The edges: flags given bare, with spaces or too long; the fight's marks; who may roll; the engine's refusals.

/** A fight in 10-second rounds in which these combatants stand, Ana's turn first. */
function roundsFight(combatants: Partial<RoundsCombatant>[]) {
  return aFight(aRoundsFight(combatants) as unknown as CombatState, { rules: 'rounds' });
}

const card = (outcome: ReturnType<typeof say>) => said(outcome.messages)[0]!.text;

describe('attack: the words of its flags', () => {
  it('--type and --cover given with nothing keep the active weapon’s damage type and no cover', () => {
    const rows = [{ name: 'Bow', dice: 1, mod: 5, damage: 3, type: 'piercing' as const, reach: 'ranged' as const }];
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' })], rollSheets: { ca: { ...ANA, weapons: rows }, cg: GOBLIN } });
    const plain = say(aContext({ world, dice: [15, 9] }), '!rondel attack --target g', { selected: ['a'] });
    const bare = say(aContext({ world, dice: [15, 9] }), '!rondel attack --target g --type --cover', { selected: ['a'] });
    expect(card(bare)).toContain('Ana attacks Goblin Longsword\nMelee, 2d20, each die + 3 vs Defense 12\n15 hit9 hit\n2 hits\nDamage 2 hits × 4 edged = 8');
    expect(said(bare.messages)).toEqual(said(plain.messages));
    expect(bare.told).toEqual(plain.told);
  });

  it('--weapon given with nothing is a weapon without a name (a row not named yet), not the active one', () => {
    const rows = [{ name: 'Bow', dice: 1, mod: 5, damage: 3, type: 'piercing' as const, reach: 'ranged' as const }];
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' })], rollSheets: { ca: { ...ANA, weapons: rows }, cg: GOBLIN } });
    const bare = say(aContext({ world, dice: [15] }), '!rondel attack --target g --weapon', { selected: ['a'] });
    expect(card(bare)).toContain('Ana attacks Goblin\nMelee, 1d20 vs Defense 12\n15 hit');
    expect(card(bare)).not.toContain('Longsword');
    // the row's own numbers, as its Attack button sends them beside the empty name
    const row = say(aContext({ world, dice: [15] }), '!rondel attack --target g --dice 1 --mod 5 --damage 3 --type blunt --ranged --weapon', { selected: ['a'] });
    expect(card(row)).toContain('Ana attacks Goblin\nRanged, 1d20, each die + 5 vs Defense 12\n15 hit\n1 hit\nDamage 1 hit × 3 blunt = 3');
  });

  it('--weapon with a name longer than the sheet’s names are read (60) finds its row, and the active weapon, by the name cut', () => {
    const long = 'Moonsilver longsword of the northern wastes, forged at Kar Duum';
    const rows = [{ name: long.slice(0, 60), dice: 1, mod: 5, damage: 3, type: 'piercing' as const, reach: 'ranged' as const }];
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' })], rollSheets: { ca: { ...ANA, weapons: rows }, cg: GOBLIN } });
    expect(card(say(aContext({ world, dice: [7] }), `!rondel attack --target g --weapon ${long}`, { selected: ['a'] }))).toContain('Ranged, 1d20, each die + 5');
    const active = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' })], rollSheets: { ca: { ...ANA, weapon: { ...(ANA.weapon as WeaponValues), name: long.slice(0, 60) }, weapons: rows }, cg: GOBLIN } });
    expect(card(say(aContext({ world: active, dice: [7, 8] }), `!rondel attack --target g --weapon ${long.toUpperCase()}`, { selected: ['a'] }))).toContain('Melee, 2d20, each die + 3');
  });

  it('a sheet whose active weapon has no name still finds a row by --weapon', () => {
    const rows = [{ name: 'Bow', dice: 1, mod: 5, damage: 3, type: 'piercing' as const, reach: 'ranged' as const }];
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' })], rollSheets: { ca: { weapons: rows }, cg: GOBLIN } });
    const outcome = say(aContext({ world, dice: [7] }), '!rondel attack --target g --weapon Bow', { selected: ['a'] });
    expect(card(outcome)).toContain('Ana attacks Goblin Bow\nRanged, 1d20, each die + 5 vs Defense 12');
  });

  it('cover may be written with spaces: “three quarters” is three-quarters cover', () => {
    const against = (cover: string) => (say(aContext({ world: table(), dice: [15, 9] }), `!rondel attack --target g --cover ${cover}`, asAna).told?.[0] as { against: number }).against;
    const threeQuarters = against('3/4');
    expect(against('three quarters')).toBe(threeQuarters);
    expect(against('"Three   Quarters"')).toBe(threeQuarters);
    expect(against('three-quarters')).toBe(threeQuarters);
    expect(threeQuarters).toBeGreaterThan(against('half'));
  });

  it('a word that is no damage type, cover or weapon is quoted cut short, with the words there are', () => {
    const long = 'abcdefghij'.repeat(5);
    const type = refusalOf(say(aContext({ world: table() }), `!rondel attack --target g --type ${long}`, asAna));
    expect(type).toContain(`“${long.slice(0, 30)}” is no damage type: alchemical, blunt, cold, edged, fire, lightning, necrotic, piercing, poison, smite or none.`);
    expect(type).not.toContain(long.slice(0, 31));
    const cover = refusalOf(say(aContext({ world: table() }), `!rondel attack --target g --cover ${long}`, asAna));
    expect(cover).toContain(`--cover takes half, three-quarters or full, not “${long.slice(0, 30)}”.`);
    const rows = [{ name: 'Bow', dice: 1, mod: 5, damage: 3, type: null, reach: 'ranged' as const }];
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin' })], rollSheets: { ca: { ...ANA, weapons: rows } } });
    expect(refusalOf(say(aContext({ world }), `!rondel attack --target g --weapon ${long}`, { selected: ['a'] }))).toContain(`“${long.slice(0, 40)}” is none of Ana’s weapons: Bow.`);
  });

  it('--ranged no makes a ranged weapon’s attack a melee one; a weapon with no reach strikes in melee', () => {
    const bow = { ...ANA, weapon: { name: 'Bow', dice: 1, mod: 5, damage: 3, type: 'piercing' as const, reach: 'ranged' as const } };
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' })], rollSheets: { ca: bow, cg: GOBLIN } });
    expect(card(say(aContext({ world, dice: [7] }), '!rondel attack --target g', { selected: ['a'] }))).toContain('Ranged, 1d20');
    expect(card(say(aContext({ world, dice: [7] }), '!rondel attack --target g --ranged no', { selected: ['a'] }))).toContain('Bow\nMelee, 1d20');
    // Nobody has no sheet: no weapon, so no reach
    expect(card(say(aContext({ world: table(), dice: [15] }), '!rondel attack --target g --token n'))).toContain('Nobody attacks Goblin\nMelee, 1d20 vs Defense 12');
  });

  it('--sneak adds the sneak die to the pool, and a sneak attack at disadvantage is refused', () => {
    const { ctx, dice } = table20([[20, 15], [20, 9], [20, 14]]);
    const outcome = say(ctx, '!rondel attack --target g --sneak', asAna);
    dice.expectConsumed();
    expect(card(outcome)).toContain('Melee, 3d20 (sneak die), each die + 3 vs Defense 12');
    expect(outcome.told?.[0]).toMatchObject({ dice: [15, 9, 14], hits: 3 });
    expect(refusalOf(say(aContext({ world: table() }), '!rondel attack --target g --sneak --dis', asAna))).toContain('A sneak attack cannot be made at disadvantage.');
  });

  it('the GM’s attack on a token that is gone is refused as gone', () => {
    expect(refusalOf(say(aContext({ world: table() }), `!rondel attack --target ${GONE}`, { selected: ['a'] }))).toContain('The target no longer exists.');
  });

  it('outside a fight, a character without a token may attack a token on any page', () => {
    const outcome = say(aContext({ world: table(), dice: [15] }), '!rondel attack --target far --char lone');
    expect(card(outcome)).toContain('Lone Wolf attacks Far Orc\nMelee, 1d20');
  });

  // review 13b: a problem is told only where the roll uses that number (an attacker's unreadable Defense is not)
  it('every problem of a sheet that the roll uses is listed for the GM, and no other', () => {
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' })], rollSheets: { ca: { ...ANA, problems: ['weapon_damage', 'weapon_attack_mod', 'defense'] }, cg: GOBLIN } });
    const out = said(say(aContext({ world, dice: [1, 1] }), '!rondel attack --target g', { selected: ['a'] }).messages);
    expect(out).toContainEqual({ to: 'gm', text: 'Rondel: rolls\nAna’s sheet: weapon_damage, weapon_attack_mod could not be read; the defaults were used.' });
  });
});

describe('the fight’s marks as sources of advantage', () => {
  it('a target standing in defense puts the attack at disadvantage; it is no Full Guard', () => {
    const fight = roundsFight([{ id: 'a', name: 'Ana' }, { id: 'g', name: 'Goblin', status: { kind: 'defense', since: 1 } }]);
    const { ctx, dice } = table20([[20, 15], [3, 1]], { fight });
    const outcome = say(ctx, '!rondel attack --target g', asAna);
    dice.expectConsumed();
    expect(card(outcome)).toContain('Ana attacks Goblin Longsword, at disadvantage\nMelee, 1d20, each die + 3 vs Defense 12\nGoblin stands in defense: disadvantage\n15 hit\n1 hit\nDamage 1 hit × 4 edged − disadvantage’s d3 (1) = 3');
    expect(outcome.told?.[0]).toMatchObject({ advantage: 'dis' });
  });

  it('standing in defense, a save is at advantage and a check is not', () => {
    const fight = roundsFight([{ id: 'a', name: 'Ana', status: { kind: 'defense', since: 1 } }]);
    const saved = say(aContext({ world: table(), dice: [4, 17], fight }), '!rondel save --attr will', asAna);
    expect(card(saved)).toContain('Ana · Will save at advantage\nAna stands in defense: advantage');
    expect(saved.told?.[0]).toMatchObject({ advantage: 'adv', dice: [4, 17] });
    const checked = say(aContext({ world: table(), dice: [4], fight }), '!rondel check --attr will', asAna);
    expect(card(checked)).toContain('Ana · Will check\n4 d20 + 1 = 5');
  });

  it('a combatant who is not on Full Guard gives no Full Guard disadvantage, whatever else it is doing', () => {
    const fight = roundsFight([{ id: 'a', name: 'Ana' }, { id: 'g', name: 'Goblin', status: { kind: 'ready', since: 1, trigger: 'if Ana moves' } }]);
    const { ctx, dice } = table20([[20, 15], [20, 9]], { fight });
    const outcome = say(ctx, '!rondel attack --target g', asAna);
    dice.expectConsumed();
    expect(card(outcome)).toContain('Ana attacks Goblin Longsword\nMelee, 2d20, each die + 3 vs Defense 12\n15 hit9 hit\n2 hits\nDamage 2 hits × 4 edged = 8');
  });

  it('the roller’s own condition gives a competition rolled alone its edge', () => {
    const fight = aRondelFight([{ id: 'a', name: 'Ana', conditions: ['frightened'] as Condition[] }]);
    const outcome = say(aContext({ world: table(), dice: [7, 3], fight }), '!rondel competition --attr strength', asAna);
    expect(card(outcome)).toContain('Ana is frightened: disadvantage');
    expect(outcome.told?.[0]).toMatchObject({ advantage: 'dis', dice: [7, 3] });
  });
});

describe('who rolls, at the edges', () => {
  it('--char finds the character’s own token in the fight, passing over the others and one whose token is gone', () => {
    const w = aWorld({ tokens: [aToken({ id: 'g', name: 'Goblin', represents: 'cg' }), aToken({ id: 'a', name: 'Ana', represents: 'ca' })], characters: { ca: 'Ana', cg: 'Goblin' } });
    const fight = aRondelFight([{ id: 'gone', name: 'Ghost' }, { id: 'g', name: 'Goblin' }, { id: 'a', name: 'Ana' }]);
    const outcome = say(aContext({ world: w, dice: [10], fight }), '!rondel check --attr will --char ca');
    expect(outcome.told?.[0]).toMatchObject({ id: 'a' });
    expect(card(outcome)).toContain('Ana · Will check');
  });

  it('--char does not take a selected token of another character', () => {
    const outcome = say(aContext({ world: table(), dice: [10] }), '!rondel check --attr will --char lone', { selected: ['g'] });
    expect(outcome.told?.[0]).toMatchObject({ id: 'lone' });
    expect(card(outcome)).toContain('Lone Wolf · Will check');
  });

  it('a player who controls a character may roll for it without a token; another may not', () => {
    const base = aWorld({ characters: { lone: 'Lone Wolf' } });
    const world = { ...base, character: (id: string) => (id === 'lone' ? { name: 'Lone Wolf', controllers: ['sam'] } : undefined) };
    const outcome = say(aContext({ world, dice: [10] }), '!rondel check --attr will --char lone', { as: sam });
    expect(outcome.told?.[0]).toMatchObject({ id: 'lone' });
    expect(refusalOf(say(aContext({ world }), '!rondel check --attr will --char lone', { as: kim }))).toContain('You do not control that token.');
  });

  it('a selected token that is gone by the time the roll is made is refused as gone', () => {
    const reading = parseCommandLine('!rondel check --attr will');
    if (!reading?.ok) throw new Error('the line should parse');
    const outcome = run(aContext({ world: table() }), reading.command, sam, [aToken({ id: 'ghost', name: 'Ghost', controllers: ['sam'] })]);
    expect(refusalOf(outcome)).toContain('That token no longer exists.');
  });

  it('a competition with no token selected asks for one', () => {
    expect(refusalOf(say(aContext({ world: table() }), '!rondel competition --attr strength', { as: sam }))).toContain('Select your token first (or name it with --token, or the character with --char).');
  });
});

describe('the GM’s rolls for a token on the GM layer', () => {
  it('a check, a save and a competition rolled alone go to the GM only', () => {
    for (const text of ['!rondel check --attr will --token h', '!rondel save --attr will --token h', '!rondel competition --attr will --token h']) {
      const outcome = say(aContext({ world: table(), dice: [10] }), text);
      // the card, and for the save of a token with no sheet the GM's note of its score
      expect(outcome.messages.map((m) => m.to)).toEqual(text.includes('save') ? ['gm', 'gm'] : ['gm']);
      expect(card(outcome)).toContain('Hag · Will');
    }
  });
});

describe('the rolls engine’s refusals', () => {
  it('a modifier beyond 99 is refused, in check, save and competition, rolling nothing', () => {
    const refused = (text: string) => refusalOf(say(aContext({ world: table() }), text, asAna));
    // Ana's Will modifier is 1: --mod 99 makes 100, and the refusal names both (not a --mod of 100 nobody typed)
    const summed = 'Ana’s Will modifier (+1) and --mod 99 come to 100: a roll’s modifier is from -99 to 99.';
    expect(refused('!rondel check --attr will --mod 99')).toContain(summed);
    // a save adds the score, not the modifier: its --mod is the roll's modifier alone
    expect(refused('!rondel save --attr will --mod 100')).toContain('The modifier (--mod) must be from -99 to 99, not 100.');
    // the competition's modifier is the roller's side, worded as the check's
    expect(refused('!rondel competition --attr will --mod 99')).toContain(summed);
    expect(refused('!rondel competition --attr will --mod 99 --vs g')).toContain(summed);
  });

  it('--attr with nothing asks which; an unknown one is quoted cut short', () => {
    expect(refusalOf(say(aContext({ world: table() }), '!rondel check --attr', asAna))).toContain('Say which attribute: --attr strength|agility|perception|logic|will|faith.');
    const long = 'abcdefghij'.repeat(4);
    expect(refusalOf(say(aContext({ world: table() }), `!rondel save --attr ${long}`, asAna))).toContain(`“${long.slice(0, 30)}” is no attribute: strength, agility, perception, logic, will, faith.`);
  });
});

describe('competition against another token, its notes', () => {
  it('a sheet problem of the opponent is the GM’s to hear', () => {
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' })], rollSheets: { ca: ANA, cg: { ...GOBLIN, problems: ['strength_mod'] } } });
    const out = said(say(aContext({ world, dice: [7, 5] }), '!rondel competition --attr strength --vs g', { selected: ['a'] }).messages);
    expect(out).toContainEqual({ to: 'gm', text: 'Rondel: rolls\nGoblin’s sheet: strength_mod could not be read; the defaults were used.' });
  });
});
