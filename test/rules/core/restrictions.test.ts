import { describe, expect, it } from 'vitest';
import { byHand, type AdvantageSource, type Edge } from '../../../src/rules/core/advantage';
import { attackSituation, ownRollSituation, rollFightAttack, type Fighter } from '../../../src/rules/core/fight-advantage';
import { CONDITION_KEYS, type ConditionKey } from '../../../src/rules/core/conditions';
import {
  immuneBy,
  actingLimit,
  dodgeBlockedBy,
  isRestrictionKey,
  movingLimit,
  RESTRICTION_KEYS,
  RESTRICTIONS,
  ROLL_TAGS,
  speechBlockedBy,
  unawareBy,
  type Reach,
  type RestrictionKey,
  type RollTag,
} from '../../../src/rules/core/restrictions';
import { rollCheck, rollCompetition, rollSave } from '../../../src/rules/core/rolls';
import { aFighter } from '../../support/rolls';
import { scriptedDice, type Scripted } from '../../support/dice';

/**
 * An attack of 2 dice (1 skill) at 5 per hit against Defense 10, with dice that all hit: the pool shows the edge.
 * The d3 of an edge is rolled unless the damage is blocked (a petrified target).
 */
function scriptFor(edge: Edge, crit: boolean): Scripted[] {
  const hit: Scripted = [20, 15];
  const d3: Scripted[] = crit ? [[3, 1]] : [];
  if (edge === 'advantage') return [hit, hit, hit, ...d3];
  if (edge === 'disadvantage') return [hit, ...d3];
  return [hit, hit];
}
const POOL: Record<Edge, number> = { advantage: 3, none: 2, disadvantage: 1 };

describe('attacks in the fight: each condition of docs/rules.md §11 that touches an attack', () => {
  it.each<{ title: string; attacker?: Partial<Fighter>; target?: Partial<Fighter>; reach?: Reach; edge: Edge; sources: AdvantageSource[] }>([
    {
      title: 'a blind attacker attacks at disadvantage',
      attacker: { conditions: ['blind'] },
      edge: 'disadvantage',
      sources: [{ source: 'condition', who: 'attacker', condition: 'blind', effect: 'dis' }],
    },
    {
      title: 'attacks against a blind target are at advantage',
      target: { conditions: ['blind'] },
      edge: 'advantage',
      sources: [{ source: 'condition', who: 'target', condition: 'blind', effect: 'adv' }],
    },
    {
      title: 'a frightened attacker attacks at disadvantage while the source is in sight',
      attacker: { conditions: ['frightened'], fearInSight: true },
      edge: 'disadvantage',
      sources: [{ source: 'condition', who: 'attacker', condition: 'frightened', effect: 'dis' }],
    },
    {
      title: 'a frightened attacker whose source is out of sight attacks normally',
      attacker: { conditions: ['frightened'], fearInSight: false },
      edge: 'none',
      sources: [],
    },
    {
      title: 'attacks against an invisible target are at disadvantage',
      target: { conditions: ['invisible'] },
      edge: 'disadvantage',
      sources: [{ source: 'condition', who: 'target', condition: 'invisible', effect: 'dis' }],
    },
    {
      title: 'attacks against a paralyzed target are at advantage',
      target: { conditions: ['paralyzed'] },
      edge: 'advantage',
      sources: [{ source: 'condition', who: 'target', condition: 'paralyzed', effect: 'adv' }],
    },
    {
      title: 'attacks against a petrified target are at advantage',
      target: { conditions: ['petrified'] },
      edge: 'advantage',
      sources: [{ source: 'condition', who: 'target', condition: 'petrified', effect: 'adv' }],
    },
    {
      title: 'a poisoned attacker attacks at disadvantage',
      attacker: { conditions: ['poisoned'] },
      edge: 'disadvantage',
      sources: [{ source: 'condition', who: 'attacker', condition: 'poisoned', effect: 'dis' }],
    },
    {
      title: 'a prone attacker attacks at disadvantage',
      attacker: { conditions: ['prone'] },
      edge: 'disadvantage',
      sources: [{ source: 'condition', who: 'attacker', condition: 'prone', effect: 'dis' }],
    },
    {
      title: 'melee against a prone target is at advantage',
      target: { conditions: ['prone'] },
      reach: 'melee',
      edge: 'advantage',
      sources: [{ source: 'condition', who: 'target', condition: 'prone', effect: 'adv' }],
    },
    {
      title: 'a ranged attack against a prone target is at disadvantage',
      target: { conditions: ['prone'] },
      reach: 'ranged',
      edge: 'disadvantage',
      sources: [{ source: 'condition', who: 'target', condition: 'prone', effect: 'dis' }],
    },
    {
      title: 'a restrained attacker attacks at disadvantage',
      attacker: { conditions: ['restrained'] },
      edge: 'disadvantage',
      sources: [{ source: 'condition', who: 'attacker', condition: 'restrained', effect: 'dis' }],
    },
    {
      title: 'attacks against a restrained target are at advantage',
      target: { conditions: ['restrained'] },
      edge: 'advantage',
      sources: [{ source: 'condition', who: 'target', condition: 'restrained', effect: 'adv' }],
    },
    {
      title: 'attacks against a stunned target are at advantage',
      target: { conditions: ['stunned'] },
      edge: 'advantage',
      sources: [{ source: 'condition', who: 'target', condition: 'stunned', effect: 'adv' }],
    },
    {
      title: 'melee against an unconscious target is at advantage',
      target: { conditions: ['unconscious'] },
      reach: 'melee',
      edge: 'advantage',
      sources: [{ source: 'condition', who: 'target', condition: 'unconscious', effect: 'adv' }],
    },
    {
      title: 'a ranged attack against an unconscious target is at disadvantage',
      target: { conditions: ['unconscious'] },
      reach: 'ranged',
      edge: 'disadvantage',
      sources: [{ source: 'condition', who: 'target', condition: 'unconscious', effect: 'dis' }],
    },
    {
      title: 'attacks against a combatant on Full Guard are at disadvantage',
      target: { fullGuard: true },
      edge: 'disadvantage',
      sources: [{ source: 'full-guard', who: 'target', effect: 'dis' }],
    },
    {
      title: 'attacks against a combatant standing in defense are at disadvantage',
      target: { inDefense: true },
      edge: 'disadvantage',
      sources: [{ source: 'in-defense', who: 'target', effect: 'dis' }],
    },
    {
      title: 'standing in defense does nothing when the target is blind and cannot see the attack (ruling)',
      target: { inDefense: true, conditions: ['blind'] },
      edge: 'advantage',
      sources: [{ source: 'condition', who: 'target', condition: 'blind', effect: 'adv' }],
    },
    {
      title: 'standing in defense does nothing when the target is unconscious, unaware of its surroundings (page 000)',
      target: { inDefense: true, conditions: ['unconscious'] },
      reach: 'melee',
      edge: 'advantage',
      sources: [{ source: 'condition', who: 'target', condition: 'unconscious', effect: 'adv' }],
    },
    {
      title: 'standing in defense does nothing when the target is petrified, unaware of its surroundings (page 000)',
      target: { inDefense: true, conditions: ['petrified'] },
      edge: 'advantage',
      sources: [{ source: 'condition', who: 'target', condition: 'petrified', effect: 'adv' }],
    },
    {
      title: 'a paralyzed target standing in defense still sees the attack coming: its defense holds (page 000 lists no unawareness)',
      target: { inDefense: true, conditions: ['paralyzed'] },
      edge: 'none',
      sources: [
        { source: 'condition', who: 'target', condition: 'paralyzed', effect: 'adv' },
        { source: 'in-defense', who: 'target', effect: 'dis' },
      ],
    },
    {
      title: 'Full Guard holds for an unconscious target: the page sets no proviso',
      target: { fullGuard: true, conditions: ['unconscious'] },
      reach: 'melee',
      edge: 'none',
      sources: [
        { source: 'condition', who: 'target', condition: 'unconscious', effect: 'adv' },
        { source: 'full-guard', who: 'target', effect: 'dis' },
      ],
    },
    {
      title: 'standing in defense does nothing against an invisible attacker (ruling)',
      attacker: { conditions: ['invisible'] },
      target: { inDefense: true },
      edge: 'none',
      sources: [],
    },
    {
      title: 'Full Guard holds against an invisible attacker: the page sets no proviso',
      attacker: { conditions: ['invisible'] },
      target: { fullGuard: true },
      edge: 'disadvantage',
      sources: [{ source: 'full-guard', who: 'target', effect: 'dis' }],
    },
    {
      title: 'advantage and disadvantage from the fight cancel: a prone attacker against a prone target in melee',
      attacker: { conditions: ['prone'] },
      target: { conditions: ['prone'] },
      edge: 'none',
      sources: [
        { source: 'condition', who: 'attacker', condition: 'prone', effect: 'dis' },
        { source: 'condition', who: 'target', condition: 'prone', effect: 'adv' },
      ],
    },
    {
      title: 'several disadvantages do not stack: blind, poisoned and prone is one die less',
      attacker: { conditions: ['blind', 'poisoned', 'prone'] },
      edge: 'disadvantage',
      sources: [
        { source: 'condition', who: 'attacker', condition: 'blind', effect: 'dis' },
        { source: 'condition', who: 'attacker', condition: 'poisoned', effect: 'dis' },
        { source: 'condition', who: 'attacker', condition: 'prone', effect: 'dis' },
      ],
    },
    {
      title: 'a condition from several sources counts once',
      target: { conditions: ['stunned', 'stunned'] },
      edge: 'advantage',
      sources: [{ source: 'condition', who: 'target', condition: 'stunned', effect: 'adv' }],
    },
  ])('$title', ({ attacker, target, reach, edge, sources }) => {
    const circumstances = { attacker: aFighter(attacker), target: aFighter(target), reach: reach ?? 'melee' };
    const situation = attackSituation(circumstances);
    expect(situation).toMatchObject({ ok: true, advantage: { edge, sources, cancelled: edge === 'none' && sources.length > 0 } });
    const dice = scriptedDice(...scriptFor(edge, !circumstances.target.conditions.includes('petrified')));
    const result = rollFightAttack({ defense: 10, skills: 1, perHit: 5 }, circumstances, dice);
    expect(result).toMatchObject({ ok: true, pool: { count: POOL[edge] }, advantage: { edge } });
    dice.expectConsumed();
  });

  it('an invisible target takes −3 on each die that remains after the disadvantage', () => {
    const dice = scriptedDice([20, 13], [20, 12], [3, 1]);
    const result = rollFightAttack(
      { defense: 10, skills: 2, perHit: 5 },
      { attacker: aFighter(), target: aFighter({ conditions: ['invisible'] }), reach: 'ranged' },
      dice,
    );
    expect(result).toMatchObject({
      ok: true,
      pool: { count: 2 },
      penalty: { source: 'condition', who: 'target', condition: 'invisible', value: -3 },
      dice: [{ value: 13, total: 10, hit: true }, { value: 12, total: 9, hit: false }],
      hits: 1,
    });
    dice.expectConsumed();
  });

  it('the −3 of an invisible target stays when its disadvantage is cancelled (ruling)', () => {
    const dice = scriptedDice([20, 12], [20, 13]);
    const result = rollFightAttack(
      { defense: 10, skills: 1 },
      { attacker: aFighter(), target: aFighter({ conditions: ['invisible', 'prone'] }), reach: 'melee' },
      dice,
    );
    expect(result).toMatchObject({ ok: true, advantage: { edge: 'none', cancelled: true }, hits: 1, dice: [{ total: 9 }, { total: 10 }] });
  });

  it('a hit on a paralyzed target is critical and earns the award', () => {
    const result = rollFightAttack(
      { defense: 10, skills: 0 },
      { attacker: aFighter(), target: aFighter({ conditions: ['paralyzed'] }), reach: 'melee' },
      scriptedDice([20, 12], [20, 3], [3, 2]),
    );
    expect(result).toMatchObject({ ok: true, outcome: 'hit', critical: { because: 'paralyzed' }, damage: { total: 3 } });
  });

  it('a petrified target takes damage only from critical hits', () => {
    const circumstances = { attacker: aFighter(), target: aFighter({ conditions: ['petrified'] as RestrictionKey[] }), reach: 'melee' as const };
    const plain = scriptedDice([20, 12], [20, 12]);
    expect(rollFightAttack({ defense: 10, skills: 0, perHit: 4 }, circumstances, plain)).toMatchObject({
      outcome: 'hit',
      hits: 2,
      damage: { blocked: 'only-critical', crit: null, total: 0 },
    });
    plain.expectConsumed();
    const critical = scriptedDice([20, 12], [20, 3], [3, 1]);
    expect(rollFightAttack({ defense: 10, skills: 0, perHit: 4, critical: true }, circumstances, critical)).toMatchObject({
      outcome: 'hit',
      hits: 1,
      damage: { blocked: null, total: 5 },
    });
    critical.expectConsumed();
  });

  it('a petrified target is immune to poison (page 000): a critical poison hit does nothing, another category does', () => {
    const circumstances = { attacker: aFighter(), target: aFighter({ conditions: ['petrified'] as RestrictionKey[] }), reach: 'melee' as const };
    const poison = scriptedDice([20, 12], [20, 3]);
    expect(rollFightAttack({ defense: 10, skills: 0, perHit: 4, critical: true, category: 'poison' }, circumstances, poison)).toMatchObject({
      outcome: 'hit',
      damage: { blocked: 'immune', crit: null, total: 0, category: 'poison' },
    });
    poison.expectConsumed();
    const fire = scriptedDice([20, 12], [20, 3], [3, 1]);
    expect(rollFightAttack({ defense: 10, skills: 0, perHit: 4, critical: true, category: 'fire' }, circumstances, fire)).toMatchObject({ damage: { blocked: null, total: 5 } });
    // poison on a target that is not petrified does its damage
    const awake = scriptedDice([20, 12]);
    expect(rollFightAttack({ defense: 10, skills: 0, perHit: 4, category: 'poison' }, { ...circumstances, target: aFighter() }, awake)).toMatchObject({ damage: { blocked: null, total: 4 } });
    expect(immuneBy(['prone', 'petrified'], 'poison')).toBe('petrified');
    expect(immuneBy(['petrified'], null)).toBeNull();
    expect(immuneBy(['poisoned'], 'poison')).toBeNull();
  });

  it('hand-given circumstances join the fight’s sources, after them', () => {
    const hand = [byHand('adv', 'attacker', 'high ground')];
    const situation = attackSituation({ attacker: aFighter(), target: aFighter({ fullGuard: true }), reach: 'ranged', hand });
    expect(situation).toEqual({
      ok: true,
      advantage: {
        edge: 'none',
        cancelled: true,
        automaticFailure: false,
        sources: [{ source: 'full-guard', who: 'target', effect: 'dis' }, { source: 'hand', who: 'attacker', effect: 'adv', label: 'high ground' }],
      },
      penalties: [],
      criticalOnHit: null,
      onlyCriticalDamages: null,
    });
  });

  it.each<RestrictionKey>(['incapacitated', 'paralyzed', 'petrified', 'stunned', 'unconscious'])(
    'a %s attacker cannot attack: no actions, no reactions',
    (condition) => {
      const attacker = aFighter({ id: 'a', conditions: [condition, 'prone'] });
      expect(rollFightAttack({ defense: 10, skills: 0 }, { attacker, target: aFighter(), reach: 'melee' }, scriptedDice())).toEqual({
        ok: false,
        code: 'cannot-act',
        params: { id: 'a', conditions: [condition] },
      });
    },
  );

  it('a charmed attacker cannot attack its charmer', () => {
    const attacker = aFighter({ id: 'a', conditions: ['charmed'], charmedBy: ['c'] });
    expect(rollFightAttack({ defense: 10, skills: 0 }, { attacker, target: aFighter({ id: 'c' }), reach: 'ranged' }, scriptedDice())).toEqual({
      ok: false,
      code: 'charmed-by-target',
      params: { attacker: 'a', target: 'c' },
    });
  });

  it('a charmed attacker may attack someone else', () => {
    const attacker = aFighter({ conditions: ['charmed'], charmedBy: ['c'] });
    const dice = scriptedDice([20, 15]);
    const result = rollFightAttack({ defense: 10, skills: 0 }, { attacker, target: aFighter({ id: 'd' }), reach: 'melee' }, dice);
    expect(result).toMatchObject({ ok: true, hits: 1 });
    dice.expectConsumed();
  });
});

describe('rolls a combatant makes: each condition of docs/rules.md §11 that touches a check, save or competition', () => {
  type Verdict = 'fail' | Edge;
  it.each<{ title: string; self: Partial<Fighter>; kind: 'check' | 'save' | 'competition'; tags: RollTag[]; verdict: Verdict; sources: AdvantageSource[] }>([
    {
      title: 'a blind creature fails saves involving sight',
      self: { conditions: ['blind'] },
      kind: 'save',
      tags: ['sight'],
      verdict: 'fail',
      sources: [{ source: 'condition', who: 'self', condition: 'blind', effect: 'fail' }],
    },
    { title: 'a blind creature’s other saves are normal', self: { conditions: ['blind'] }, kind: 'save', tags: ['hearing'], verdict: 'none', sources: [] },
    {
      title: 'a deaf creature fails saves involving hearing',
      self: { conditions: ['deaf'] },
      kind: 'save',
      tags: ['hearing', 'preservation'],
      verdict: 'fail',
      sources: [{ source: 'condition', who: 'self', condition: 'deaf', effect: 'fail' }],
    },
    {
      title: 'a frightened creature saves at disadvantage while the source is in sight',
      self: { conditions: ['frightened'], fearInSight: true },
      kind: 'save',
      tags: [],
      verdict: 'disadvantage',
      sources: [{ source: 'condition', who: 'self', condition: 'frightened', effect: 'dis' }],
    },
    {
      title: 'a frightened creature checks at disadvantage while the source is in sight',
      self: { conditions: ['frightened'], fearInSight: true },
      kind: 'check',
      tags: [],
      verdict: 'disadvantage',
      sources: [{ source: 'condition', who: 'self', condition: 'frightened', effect: 'dis' }],
    },
    {
      title: 'a frightened creature competes at disadvantage while the source is in sight',
      self: { conditions: ['frightened'], fearInSight: true },
      kind: 'competition',
      tags: ['body'],
      verdict: 'disadvantage',
      sources: [{ source: 'condition', who: 'self', condition: 'frightened', effect: 'dis' }],
    },
    { title: 'a frightened creature rolls normally when the source is out of sight', self: { conditions: ['frightened'] }, kind: 'save', tags: [], verdict: 'none', sources: [] },
    {
      title: 'a paralyzed creature fails body saves',
      self: { conditions: ['paralyzed'] },
      kind: 'save',
      tags: ['body'],
      verdict: 'fail',
      sources: [{ source: 'condition', who: 'self', condition: 'paralyzed', effect: 'fail' }],
    },
    {
      title: 'a paralyzed creature loses body competitions: a competition is a save (ruling)',
      self: { conditions: ['paralyzed'] },
      kind: 'competition',
      tags: ['body'],
      verdict: 'fail',
      sources: [{ source: 'condition', who: 'self', condition: 'paralyzed', effect: 'fail' }],
    },
    { title: 'a paralyzed creature’s checks are not saves', self: { conditions: ['paralyzed'] }, kind: 'check', tags: ['body'], verdict: 'none', sources: [] },
    {
      title: 'a petrified creature fails body saves',
      self: { conditions: ['petrified'] },
      kind: 'save',
      tags: ['body'],
      verdict: 'fail',
      sources: [{ source: 'condition', who: 'self', condition: 'petrified', effect: 'fail' }],
    },
    {
      title: 'a stunned creature fails body saves',
      self: { conditions: ['stunned'] },
      kind: 'save',
      tags: ['body'],
      verdict: 'fail',
      sources: [{ source: 'condition', who: 'self', condition: 'stunned', effect: 'fail' }],
    },
    {
      title: 'a poisoned creature makes preservation saves at disadvantage',
      self: { conditions: ['poisoned'] },
      kind: 'save',
      tags: ['preservation'],
      verdict: 'disadvantage',
      sources: [{ source: 'condition', who: 'self', condition: 'poisoned', effect: 'dis' }],
    },
    {
      title: 'a poisoned creature attempts feats at disadvantage',
      self: { conditions: ['poisoned'] },
      kind: 'check',
      tags: ['feat'],
      verdict: 'disadvantage',
      sources: [{ source: 'condition', who: 'self', condition: 'poisoned', effect: 'dis' }],
    },
    {
      title: 'a poisoned creature’s save that is both preservation and feat is one source, one disadvantage',
      self: { conditions: ['poisoned'] },
      kind: 'save',
      tags: ['preservation', 'feat'],
      verdict: 'disadvantage',
      sources: [{ source: 'condition', who: 'self', condition: 'poisoned', effect: 'dis' }],
    },
    { title: 'a poisoned creature’s other checks are normal', self: { conditions: ['poisoned'] }, kind: 'check', tags: ['sight'], verdict: 'none', sources: [] },
    {
      title: 'a restrained creature makes body saves at disadvantage',
      self: { conditions: ['restrained'] },
      kind: 'save',
      tags: ['body'],
      verdict: 'disadvantage',
      sources: [{ source: 'condition', who: 'self', condition: 'restrained', effect: 'dis' }],
    },
    {
      title: 'standing in defense: saves at advantage',
      self: { inDefense: true },
      kind: 'save',
      tags: [],
      verdict: 'advantage',
      sources: [{ source: 'in-defense', who: 'self', effect: 'adv' }],
    },
    { title: 'standing in defense does not help checks', self: { inDefense: true }, kind: 'check', tags: [], verdict: 'none', sources: [] },
    {
      title: 'restrictions do not add up, the strongest applies: paralyzed and restrained fail a body save',
      self: { conditions: ['paralyzed', 'restrained'] },
      kind: 'save',
      tags: ['body'],
      verdict: 'fail',
      sources: [
        { source: 'condition', who: 'self', condition: 'paralyzed', effect: 'fail' },
        { source: 'condition', who: 'self', condition: 'restrained', effect: 'dis' },
      ],
    },
    {
      title: 'an automatic failure outranks standing in defense',
      self: { conditions: ['stunned'], inDefense: true },
      kind: 'save',
      tags: ['body'],
      verdict: 'fail',
      sources: [
        { source: 'condition', who: 'self', condition: 'stunned', effect: 'fail' },
        { source: 'in-defense', who: 'self', effect: 'adv' },
      ],
    },
  ])('$title', ({ self, kind, tags, verdict, sources }) => {
    const advantage = ownRollSituation(aFighter(self), { kind, tags });
    expect(advantage.sources).toEqual(sources);
    expect(advantage.automaticFailure).toBe(verdict === 'fail');
    if (verdict !== 'fail') expect(advantage.edge).toBe(verdict);
    // And the roll itself: nothing rolled on a failure, 2 dice at an edge, 1 otherwise.
    const count = verdict === 'fail' ? 0 : verdict === 'none' ? 1 : 2;
    if (kind === 'competition') {
      const dice = scriptedDice(...Array.from({ length: count + 1 }, (): Scripted => [12, 6]));
      const result = rollCompetition({ challenger: { advantage: advantage.sources }, defender: {} }, verdict === 'fail' ? scriptedDice() : dice);
      expect(result).toMatchObject({ ok: true, challenger: { dice: { length: count } } });
      if (verdict === 'fail') expect(result).toMatchObject({ outcome: 'defender' });
      else dice.expectConsumed();
    } else {
      const dice = scriptedDice(...Array.from({ length: count }, (): Scripted => [20, 15]));
      const input = { modifier: 0, dc: 10, advantage: advantage.sources };
      const result = kind === 'check' ? rollCheck(input, dice) : rollSave({ ...input, score: 0 }, dice);
      expect(result).toMatchObject({ ok: true, success: verdict !== 'fail', dice: { length: count } });
      dice.expectConsumed();
    }
  });

  it('hand-given sources come last', () => {
    const advantage = ownRollSituation(aFighter({ inDefense: true }), { kind: 'save', hand: [byHand('dis', 'self', 'fatigue')] });
    expect(advantage).toEqual({
      edge: 'none',
      cancelled: true,
      automaticFailure: false,
      sources: [{ source: 'in-defense', who: 'self', effect: 'adv' }, { source: 'hand', who: 'self', effect: 'dis', label: 'fatigue' }],
    });
  });
});

describe('acting and moving (docs/rules.md §11)', () => {
  it.each<[RestrictionKey[], boolean, RestrictionKey[]]>([
    [[], true, []],
    [['incapacitated'], false, ['incapacitated']],
    [['paralyzed'], false, ['paralyzed']],
    [['petrified'], false, ['petrified']],
    [['stunned'], false, ['stunned']],
    [['unconscious', 'prone'], false, ['unconscious']],
    [['blind', 'charmed', 'deaf', 'frightened', 'grappled', 'invisible', 'poisoned', 'prone', 'restrained'], true, []],
  ])('with %j it can act: %s', (conditions, can, because) => {
    expect(actingLimit(conditions)).toEqual(can ? { can } : { can, because });
  });

  it.each<[RestrictionKey[], 'normal' | 'crawl' | 'none', RestrictionKey[], boolean]>([
    [[], 'normal', [], false],
    [['grappled'], 'none', ['grappled'], false],
    [['restrained'], 'none', ['restrained'], false],
    [['paralyzed'], 'none', ['paralyzed'], false],
    [['petrified'], 'none', ['petrified'], false],
    [['unconscious'], 'none', ['unconscious'], false],
    [['prone'], 'crawl', ['prone'], false],
    [['frightened'], 'normal', [], true],
    [['prone', 'grappled'], 'none', ['grappled'], false],
    [['prone', 'frightened'], 'crawl', ['prone'], true],
  ])('with %j it moves: %s', (conditions, speed, because, notCloserToFear) => {
    expect(movingLimit(conditions)).toEqual({ speed, because, notCloserToFear });
  });

  it('a restrained creature has no dodge or deflection reactions', () => {
    expect(dodgeBlockedBy(['prone', 'restrained'])).toBe('restrained');
    expect(dodgeBlockedBy(['prone', 'grappled'])).toBeNull();
  });

  it('paralyzed, petrified and unconscious creatures cannot speak; petrified and unconscious ones are unaware (page 000)', () => {
    expect(RESTRICTION_KEYS.filter((key) => !RESTRICTIONS[key].speaks)).toEqual(['paralyzed', 'petrified', 'unconscious']);
    expect(RESTRICTION_KEYS.filter((key) => !RESTRICTIONS[key].aware)).toEqual(['petrified', 'unconscious']);
    expect(speechBlockedBy(['prone', 'unconscious', 'paralyzed'])).toBe('paralyzed');
    expect(speechBlockedBy(['prone', 'blind'])).toBeNull();
    expect(unawareBy(['paralyzed', 'unconscious'])).toBe('unconscious');
    expect(unawareBy([])).toBeNull();
  });

  it('an unconscious creature falls prone', () => {
    expect(RESTRICTION_KEYS.filter((key) => RESTRICTIONS[key].fallsProne)).toEqual(['unconscious']);
  });

  it('the table has one row per condition, keyed by its own name', () => {
    expect(Object.keys(RESTRICTIONS).sort()).toEqual([...RESTRICTION_KEYS].sort());
    for (const key of RESTRICTION_KEYS) expect(RESTRICTIONS[key].key).toBe(key);
  });

  it('every condition the tracker knows is a restriction, so a combatant’s conditions feed the rolls as they are', () => {
    // Checked by the compiler: the tracker's condition list is assignable to the restrictions'.
    const known: readonly RestrictionKey[] = CONDITION_KEYS as readonly ConditionKey[];
    expect(known.filter((key) => !isRestrictionKey(key))).toEqual([]);
    expect(isRestrictionKey('sleepy')).toBe(false);
  });
});

describe('a creature with no condition and no status', () => {
  it.each(['check', 'save', 'competition'] as const)('rolls every %s normally, whatever it involves', (kind) => {
    for (const tag of ROLL_TAGS) {
      expect(ownRollSituation(aFighter({ fearInSight: true }), { kind, tags: [tag] })).toEqual({
        edge: 'none',
        cancelled: false,
        automaticFailure: false,
        sources: [],
      });
    }
  });
});
