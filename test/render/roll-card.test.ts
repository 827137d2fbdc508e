// The roll cards' words (docs/rules.md §10): every die with what became of it, what the attack was rolled against,
// why the edge, the damage's parts, the critical award, the outcome of checks, saves and competitions, and a roll's
// refusals; a name hidden from the card's readers never shown. The mutation run of src/render found these read only
// through the built bundle; here each is built from a result of the rules' own types.
import { describe, expect, it } from 'vitest';
import { byHand, resolveAdvantage, type AdvantageSource } from '../../src/rules/core/advantage';
import type { AttackDie, AttackResult } from '../../src/rules/core/attack-roll';
import type { AttackDamage } from '../../src/rules/core/damage';
import type { CheckResult, CompetitionResult, CompetitorResult } from '../../src/rules/core/rolls';
import type { RolledDie } from '../../src/rules/core/rolled-dice';
import { attackCard, checkCard, competitionCard, competitionSideCard, damageText, rollRefusalText, sourceLines } from '../../src/render/roll-card';
import { plain } from '../support/plain';
import { byteSize, card, text } from '../../src/render/html';
import { PUBLIC_CARD_BYTES } from '../../src/render/fit';

const none = resolveAdvantage([]);

function die(value: number, over: Partial<AttackDie> = {}): AttackDie {
  const natural = value === 20 ? 'natural-20' : value === 1 ? 'natural-1' : null;
  return { sides: 20, value, natural, status: 'kept', byChance: false, total: value, hit: value >= 12, because: natural ?? 'total', ...over };
}

function damage(over: Partial<AttackDamage> = {}): AttackDamage {
  return { perHit: 3, category: null, factor: 'normal', hitDamage: 3, hits: 2, fromHits: 6, crit: null, blocked: null, sum: 6, total: 6, ...over };
}

function attack(over: Partial<AttackResult> = {}): AttackResult {
  return {
    ok: true,
    kind: 'attack',
    reach: 'melee',
    pool: { skills: 1, fromSkills: 2, edge: 'none', fromEdge: 0, sneak: 0, award: 0, count: 2, worseOfTwo: false },
    dice: [die(14), die(9)],
    modifier: 0,
    penalty: null,
    defense: 12,
    cover: 'none',
    coverBonus: 0,
    target: 12,
    advantage: none,
    hits: 1,
    outcome: 'hit',
    because: 'hit',
    damage: damage({ hits: 1, fromHits: 3, sum: 3, total: 3 }),
    critical: null,
    ...over,
  };
}

/** The card's lines as read; chips side by side read with a space between them. */
const lines = (html: string): string[] => plain(html.replace(/(<span style="display:inline-block[^>]*>[^<]*<\/span>)/g, '$1 ')).split('\n');
const view = { attacker: 'Aldric', target: 'Goblin', weapon: 'Longsword', defaultDefense: false };

describe('damage in words', () => {
  it.each<[Partial<AttackDamage>, string]>([
    [{}, 'Damage 2 hits × 3 = 6'],
    [{ hits: 1, fromHits: 3, total: 3 }, 'Damage 1 hit × 3 = 3'],
    [{ factor: 'half', hitDamage: 1, category: 'fire', total: 2 }, 'Damage 2 hits × 1 (resisted: 3 → 1) fire = 2'],
    [{ factor: 'double', hitDamage: 6, total: 12 }, 'Damage 2 hits × 6 (vulnerable: 3 → 6) = 12'],
    [{ factor: 'cancelled', category: 'cold' }, 'Damage 2 hits × 3 (resisted and vulnerable: they cancel) cold = 6'],
    [{ crit: { effect: 'adv', die: 2, value: 2 }, total: 8 }, 'Damage 2 hits × 3 + advantage’s d3 (2) = 8'],
    [{ crit: { effect: 'dis', die: 3, value: -3 }, total: 3 }, 'Damage 2 hits × 3 − disadvantage’s d3 (3) = 3'],
    [{ blocked: 'only-critical', total: 0 }, 'Damage 0: only critical hits damage it (petrified)'],
  ])('%j reads %j', (over, words) => {
    expect(damageText(damage(over))).toBe(words);
  });
});

describe('why the edge', () => {
  it('one line per source, the hidden named as the roller or the target; cancelling said', () => {
    const sources: AdvantageSource[] = [
      { source: 'condition', who: 'self', condition: 'blind', effect: 'dis' },
      { source: 'full-guard', who: 'target', effect: 'dis' },
      { source: 'in-defense', who: 'target', effect: 'dis' },
      byHand('adv', 'self', 'High ground'),
      byHand('adv'),
      { source: 'condition', who: 'target', condition: 'paralyzed', effect: 'fail' },
    ];
    const a = resolveAdvantage(sources);
    expect(sourceLines(a, { self: 'Aldric', target: 'Goblin' })).toEqual([
      'Aldric is blind: disadvantage',
      'Goblin is on Full Guard: disadvantage',
      'Goblin stands in defense: disadvantage',
      'High ground: advantage',
      'Given by hand: advantage',
      'Goblin is paralyzed: fails without a roll',
      'Advantage and disadvantage: they cancel',
    ]);
    expect(sourceLines(a, { self: null, target: null }).slice(0, 2)).toEqual(['The roller is blind: disadvantage', 'The target is on Full Guard: disadvantage']);
    expect(sourceLines(resolveAdvantage([byHand('dis')]), { self: 'Aldric' })).toEqual(['Given by hand: disadvantage']);
  });
});

describe('an attack’s card', () => {
  it('says what was rolled against what, the dice and their fate, hits and damage', () => {
    const html = attackCard({ ...view, result: attack() });
    expect(lines(html)).toEqual(['Aldric attacks Goblin Longsword', 'Melee, 2d20 vs Defense 12', '14 hit 9 miss', '1 hit', 'Damage 1 hit × 3 = 3']);
  });

  it('names the edge, cover, penalty, modifier, a default Defense and the extra dice', () => {
    const result = attack({
      reach: 'ranged',
      pool: { skills: 1, fromSkills: 2, edge: 'advantage', fromEdge: 1, sneak: 1, award: 1, count: 5, worseOfTwo: false },
      modifier: -2,
      penalty: { source: 'hand', label: null, value: -1 },
      cover: 'half',
      coverBonus: 2,
      advantage: resolveAdvantage([byHand('adv', 'self', 'Aimed')]),
      dice: [die(20), die(1), die(15), die(3, { status: 'dropped' }), die(1, { status: 'rerolled' })],
      hits: 3,
      damage: damage({ hits: 3, fromHits: 9, sum: 9, total: 9 }),
    });
    const words = lines(attackCard({ ...view, defaultDefense: true, result }));
    expect(words[0]).toBe('Aldric attacks Goblin Longsword, at advantage');
    expect(words[1]).toBe('Ranged, 5d20 (sneak die, award die), each die − 2 vs Defense 12 (default) + 2 half cover, -1 per die');
    expect(words).toContain('Aimed: advantage');
    expect(words).toContain('nat 20 hit nat 1 miss 15 hit 3 dropped nat 1 re-rolled (chance)');
    expect(words).toContain('3 hits');
  });

  it('a positive modifier, and the worse of two when disadvantage left no die', () => {
    const result = attack({ modifier: 3, pool: { skills: 0, fromSkills: 1, edge: 'disadvantage', fromEdge: -1, sneak: 0, award: 0, count: 1, worseOfTwo: true }, advantage: resolveAdvantage([byHand('dis')]) });
    const words = lines(attackCard({ ...view, weapon: null, result }));
    expect(words[0]).toBe('Aldric attacks Goblin at disadvantage');
    expect(words[1]).toBe('Melee, 2d20, the worse counts, each die + 3 vs Defense 12');
  });

  it('a miss, and a failure without a roll', () => {
    expect(lines(attackCard({ ...view, result: attack({ dice: [die(4), die(9)], hits: 0, outcome: 'miss', because: 'no-die-hit', damage: null }) }))).toContain('Miss: no die hit.');
    const failed = lines(attackCard({ ...view, result: attack({ dice: [], hits: 0, outcome: 'miss', because: 'automatic-failure', damage: null }) }));
    expect(failed).toContain('Fails without a roll.');
    expect(failed).toContain('Miss: no die hit.');
  });

  it('hits that the −d3 undoes read as a miss', () => {
    const result = attack({ hits: 1, outcome: 'miss', because: 'negative-crit', damage: damage({ hits: 1, hitDamage: 1, fromHits: 1, crit: { effect: 'dis', die: 2, value: -2 }, sum: -1, total: 0 }) });
    const words = lines(attackCard({ ...view, result }));
    expect(words).toContain('1 hit, but disadvantage’s −d3 leaves no damage: a miss');
    expect(words).toContain('Damage 1 hit × 1 − disadvantage’s d3 (2) = −1, so 0');
    expect(lines(attackCard({ ...view, result: attack({ damage: damage({ hits: 1, hitDamage: 3, fromHits: 3, crit: { effect: 'dis', die: 3, value: -3 }, sum: 0, total: 0 }) }) }))).toContain('Damage 1 hit × 3 − disadvantage’s d3 (3) = 0');
    const two = attack({ hits: 2, outcome: 'miss', because: 'negative-crit', damage: damage({ hits: 2, hitDamage: 0, fromHits: 0, crit: { effect: 'dis', die: 1, value: -1 }, sum: -1, total: 0 }) });
    expect(lines(attackCard({ ...view, result: two }))).toContain('2 hits, but disadvantage’s −d3 leaves no damage: a miss');
  });

  it('the critical hit and its award: kept for the next round, or to be claimed', () => {
    expect(lines(attackCard({ ...view, result: attack({ critical: { because: 'hand' } }) }))).toContain('Critical hit (declared): the next attack earns +1d20 (claim it with --award)');
    expect(lines(attackCard({ ...view, awardKept: true, result: attack({ critical: { because: 'paralyzed' } }) }))).toContain(
      'Critical hit (paralyzed): the next attack earns +1d20, next round with the same weapon',
    );
  });

  it('the award die used or forfeited, in words', () => {
    expect(lines(attackCard({ ...view, award: { kind: 'used', by: 'earned' }, result: attack() }))).toContain('Award die: critical hit last round');
    expect(lines(attackCard({ ...view, award: { kind: 'used', by: 'hand' }, result: attack() }))).toContain('Award die: claimed by hand');
    for (const [because, words] of [
      ['not-next-round', 'this attack is not in the round after the hit'],
      ['other-weapon', 'another weapon'],
      ['other-action', 'another action this round'],
      ['not-in-fight', 'not in the fight'],
      ['declined', 'declined'],
    ] as const) {
      expect(lines(attackCard({ ...view, award: { kind: 'forfeit', because }, result: attack() }))).toContain(`The critical award is forfeited: ${words}`);
    }
  });

  it('names no hidden attacker or target', () => {
    expect(lines(attackCard({ ...view, attacker: null, target: null, result: attack() }))[0]).toBe('Someone attacks a hidden target Longsword');
  });

  it('more than six reasons: six, and how many more', () => {
    const sources = Array.from({ length: 8 }, (_, i) => byHand('adv', 'self', `Reason ${i + 1}`));
    const words = lines(attackCard({ ...view, result: attack({ advantage: resolveAdvantage(sources) }) }));
    expect(words.filter((l) => l.startsWith('Reason '))).toHaveLength(6);
    expect(words).toContain('… and 2 more');
  });

  it('a card over the public budget drops its reasons first, and says so', () => {
    const sources = Array.from({ length: 6 }, (_, i) => byHand('adv', 'self', `${'Very long circumstance given by hand '.repeat(3)}${i}`));
    const result = attack({ advantage: resolveAdvantage(sources), dice: Array.from({ length: 16 }, (_, i) => die(i + 3)) });
    expect(byteSize(card({ title: text('x'), body: sourceLines(result.advantage, { self: 'A' }).map((l) => text(l, 90)) }))).toBeGreaterThan(500);
    const words = lines(attackCard({ ...view, attacker: 'A'.repeat(40), target: 'B'.repeat(40), weapon: 'W'.repeat(60), result }));
    expect(words.some((l) => l.startsWith('Very long'))).toBe(false);
    expect(words).toContain('(the reasons for the edge are cut)');
    expect(words).toContain('1 hit');
    expect(byteSize(attackCard({ ...view, attacker: 'A'.repeat(40), target: 'B'.repeat(40), weapon: 'W'.repeat(60), result }))).toBeLessThanOrEqual(PUBLIC_CARD_BYTES);
  });
});

function d20(value: number, status: RolledDie['status'] = 'kept'): RolledDie {
  return { sides: 20, value, natural: value === 20 ? 'natural-20' : value === 1 ? 'natural-1' : null, status, byChance: false };
}

function check(over: Partial<CheckResult> = {}): CheckResult {
  return { ok: true, kind: 'check', dice: [d20(13)], die: 13, score: null, modifier: 2, total: 15, target: 12, success: true, because: 'total', advantage: none, ...over };
}

describe('a check’s or save’s card', () => {
  it('the die, the modifier with its sign, the total; success or failure against the DC', () => {
    expect(lines(checkCard('Aldric', 'agility', check(), true))).toEqual(['Aldric · Agility check', '13 d20 + 2 = 15', 'Success against DC 12']);
    expect(lines(checkCard('Aldric', 'agility', check({ modifier: -3, total: 10, success: false }), true))).toContain('Failure against DC 12');
    expect(lines(checkCard('Aldric', 'agility', check({ modifier: -3, total: 10 }), false))).toEqual(['Aldric · Agility check', '13 d20 − 3 = 10']);
    expect(lines(checkCard('Aldric', 'agility', check({ modifier: 0, total: 13 }), false))[1]).toBe('13 d20 + 0 = 13');
  });

  it('a natural 20 or 1 is said beside the outcome', () => {
    expect(lines(checkCard('Aldric', 'agility', check({ dice: [d20(20)], because: 'natural-20' }), true))).toContain('Success against DC 12 (natural 20)');
    expect(lines(checkCard('Aldric', 'agility', check({ dice: [d20(1)], success: false, because: 'natural-1' }), true))).toContain('Failure against DC 12 (natural 1)');
  });

  it('a save adds its score, and shows no modifier of 0', () => {
    expect(lines(checkCard('Aldric', 'constitution', check({ kind: 'save', score: 4, modifier: 0, total: 17 }), false))).toEqual(['Aldric · Constitution save', '13 d20 + 4 score = 17']);
    expect(lines(checkCard('Aldric', 'constitution', check({ kind: 'save', score: null, modifier: 1, total: 14 }), false))[1]).toBe('13 d20 + 0 score + 1 = 14');
  });

  it('at an edge: the dice set aside, the edge in the title; a failure without a roll', () => {
    const adv = resolveAdvantage([byHand('adv')]);
    expect(lines(checkCard('Aldric', 'agility', check({ advantage: adv, dice: [d20(4, 'dropped'), d20(13)] }), false))).toEqual([
      'Aldric · Agility check at advantage',
      'Given by hand: advantage',
      '4 dropped 13 d20 + 2 = 15',
    ]);
    expect(lines(checkCard(null, 'agility', check({ dice: [], die: null, total: null, success: false, because: 'automatic-failure' }), false))).toEqual([
      'Someone · Agility check',
      'Fails without a roll.',
    ]);
  });

  it('a skill is named before what was rolled; a long one is cut, never what was rolled', () => {
    expect(lines(checkCard('Aldric', 'agility', check(), false, 'Climb'))[0]).toBe('Aldric · Climb (Agility check)');
    expect(lines(checkCard('Aldric', 'agility', check(), false, '  '))[0]).toBe('Aldric · Agility check');
    const title = lines(checkCard('Aldric', 'agility', check(), false, 'S'.repeat(100)))[0] as string;
    expect(title).toBe(`Aldric · ${'S'.repeat(77 - 'Agility check'.length - 4)}… (Agility check)`);
    const fits = 'S'.repeat(77 - 'Agility check'.length - 3);
    expect(lines(checkCard('Aldric', 'agility', check(), false, fits))[0]).toBe(`Aldric · ${fits} (Agility check)`);
  });
});

function side(total: number | null, modifier = 1, over: Partial<CompetitorResult> = {}): CompetitorResult {
  return { dice: total === null ? [] : [{ sides: 12, value: total - modifier, natural: null, status: 'kept', byChance: false }], die: total === null ? null : total - modifier, modifier, total, advantage: none, ...over };
}

function competition(over: Partial<CompetitionResult> = {}): CompetitionResult {
  return { ok: true, kind: 'competition', challenger: side(9), defender: side(7, -2), outcome: 'challenger', because: 'total', ...over };
}

describe('a competition’s card', () => {
  it('both sides, each die and total, and who wins', () => {
    expect(lines(competitionCard('Aldric', 'Goblin', 'strength', competition()))).toEqual([
      'Aldric · Strength competition vs Goblin',
      'Aldric: 8 d12 + 1 = 9',
      'Goblin: 9 d12 − 2 = 7',
      'Aldric wins',
    ]);
    expect(lines(competitionCard('Aldric', 'Goblin', 'strength', competition({ outcome: 'defender' })))).toContain('Goblin wins');
    expect(lines(competitionCard('Aldric', 'Goblin', 'strength', competition({ outcome: 'status-quo', because: 'tie' })))).toContain('A tie: things stay as they were');
  });

  it('a side that failed without a roll, or was not rolled', () => {
    const failed = side(null, 0, { advantage: resolveAdvantage([{ source: 'condition', who: 'self', condition: 'paralyzed', effect: 'fail' }]) });
    const words = lines(competitionCard('Aldric', 'Goblin', 'strength', competition({ challenger: failed, defender: side(null, 0), outcome: 'defender', because: 'automatic-failure' })));
    expect(words).toContain('Aldric: fails without a roll');
    expect(words).toContain('Goblin: not rolled');
  });

  it('a hidden opponent is not named; with no opponent, the other side', () => {
    expect(lines(competitionCard('Aldric', null, 'strength', competition({ outcome: 'defender' })))).toEqual([
      'Aldric · Strength competition vs a hidden opponent',
      'Aldric: 8 d12 + 1 = 9',
      'a hidden opponent: 9 d12 − 2 = 7',
      'a hidden opponent wins',
    ]);
    expect(lines(competitionCard('Aldric', undefined, 'strength', competition()))).toEqual(['Aldric · Strength competition', 'Aldric: 8 d12 + 1 = 9']);
  });

  it('one side alone: its total for the GM to compare, or its failure without a roll', () => {
    expect(lines(competitionSideCard('Aldric', 'strength', side(6, -1), 'Wrestle'))).toEqual([
      'Aldric · Wrestle (Strength competition)',
      '7 d12 − 1 = 6',
      'Total 6: the GM compares it with the other side’s d12 + modifier (higher wins, a tie keeps things as they were).',
    ]);
    expect(lines(competitionSideCard(null, 'strength', side(null)))).toEqual(['Someone · Strength competition', 'Fails without a roll: the other side wins.']);
  });
});

describe('a roll refused, in words', () => {
  it.each([
    [{ ok: false, code: 'out-of-bounds', params: { field: 'skills', min: 0, max: 4, got: 9 } }, 'The number of skill dice must be from 0 to 4, not 9.'],
    [{ ok: false, code: 'out-of-bounds', params: { field: 'challenger.modifier', min: -20, max: 20, got: 30 } }, 'The modifier (--mod) must be from -20 to 20, not 30.'],
    [{ ok: false, code: 'not-a-whole-number', params: { field: 'perHit', got: '2.5' } }, 'The damage per hit (--damage) must be a whole number, not 2.5.'],
    [{ ok: false, code: 'not-a-whole-number', params: { field: 'dc', got: 'NaN' } }, 'The DC (--dc) must be a whole number, not NaN.'],
    [{ ok: false, code: 'not-one-of', params: { field: 'cover', allowed: ['none', 'half'], got: 'lots' } }, 'The cover must be one of none, half, not lots.'],
    [{ ok: false, code: 'sneak-at-disadvantage', params: {} }, 'A sneak attack cannot be made at disadvantage.'],
    [{ ok: false, code: 'cannot-act', params: { id: 'a', conditions: ['stunned', 'paralyzed'] } }, 'Aldric is stunned, paralyzed and cannot attack.'],
  ] as const)('%j', (refusal, words) => {
    expect(rollRefusalText(refusal as Parameters<typeof rollRefusalText>[0], { self: 'Aldric', target: 'Goblin' })).toBe(words);
  });

  it('names the target only when the reader may see it', () => {
    const cover = { ok: false, code: 'full-cover', params: { reach: 'ranged' } } as const;
    const charmed = { ok: false, code: 'charmed-by-target', params: { attacker: 'a', target: 'g' } } as const;
    expect(rollRefusalText(cover, { self: 'Aldric', target: 'Goblin' })).toBe('Goblin is in full cover: no attack can target it.');
    expect(rollRefusalText(cover, { self: 'Aldric' })).toBe('The target is in full cover: no attack can target it.');
    expect(rollRefusalText(charmed, { self: 'Aldric', target: 'Goblin' })).toBe('Aldric is charmed by Goblin and cannot attack it.');
    expect(rollRefusalText(charmed, { self: 'Aldric' })).toBe('Aldric is charmed by the target and cannot attack it.');
  });
});
