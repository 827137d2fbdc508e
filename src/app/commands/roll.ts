// `attack`, `check`, `save`, `competition` (docs/rules.md §10): the pure rolls engine, fed from the sheets and the
// fight. Rolling never changes the fight; an attack with damage leaves the GM an Apply button.
import { byHand, type AdvantageSource, type Who } from '../../rules/core/advantage';
import { DEFAULT_DAMAGE_PER_HIT, DAMAGE_CATEGORIES, type DamageCategory } from '../../rules/core/damage';
import { ownRollSituation, rollFightAttack } from '../../rules/core/fight-advantage';
import { COVERS, rollCheck, rollCompetition, rollCompetitionSide, rollSave, type Cover } from '../../rules/core/rolls';
import { ROLL_TAGS, type Reach, type RollTag } from '../../rules/core/restrictions';
import type { Html } from '../../render/html';
import { attackCard, checkCard, competitionCard, competitionSideCard, rollRefusalText } from '../../render/roll-card';
import { announceTo, fail, titleOf } from '../replies';
import type { Command, Context, Handler } from '../context';
import type { Outcome } from '../outcome';
import type { Outgoing } from '../ports';
import type { PublicEvent } from '../public-events';
import { ATTRIBUTES, DEFAULT_DEFENSE, parseAttribute, parseCategory, type Attribute } from '../roll-sheet';
import { opponentOf, rollerOf, type Roller } from '../roller';
import { offerDamage } from './apply';
import { pickWeapon } from './weapon-pick';
import { decideAward, earnedAward } from '../award';
import { ledgerOf } from '../damage';
import { heldOutOfRange, modFlag, outOfRange, sheetNotes, signed, skillOf, summedModRefused, typedMod, typedNotes, usedBy } from './roll-notes';

/** The hand-given edge of --adv and --dis. */
function handSources(cmd: Command, who: Who): AdvantageSource[] {
  const out: AdvantageSource[] = [];
  if (cmd.parsed.flags.adv === true) out.push(byHand('adv', who, 'Asked for'));
  if (cmd.parsed.flags.dis === true) out.push(byHand('dis', who, 'Asked for'));
  return out;
}


/** The card goes to everyone (or the GM only, as the GM chose); a roll with a hidden side to the GM alone. */
function cardTo(ctx: Context, hidden: boolean): 'all' | 'gm' {
  return hidden ? 'gm' : announceTo(ctx.stored.config);
}

function rolled(ctx: Context, cmd: Command, sides: readonly Roller[], html: Html, event: PublicEvent, notes: readonly Outgoing[], extra?: { stored: Outcome['stored']; outcome: Omit<Outcome, 'stored'> }): Outcome {
  // a roll that involves a token on the GM layer is the GM's alone (only the GM may make one: see roller.ts)
  const to = cardTo(ctx, sides.some((r) => r.hidden));
  const messages: Outgoing[] = [{ to, html }, ...notes, ...(extra?.outcome.messages ?? [])];
  // a player who rolls while the cards go to the GM still sees the result
  if (to === 'gm' && !cmd.sender.isGM) messages.push({ to: { player: cmd.sender.playerId }, html, noarchive: true });
  return { ...(extra?.stored ? { stored: extra.stored } : {}), messages, effects: extra?.outcome.effects ?? [], told: [event] };
}

/** The Body sub-attributes: a save (or competition) of one is a body save (docs/rules.md §11). */
const BODY: readonly Attribute[] = ['strength', 'agility'];
/** What a roll may say it depends on, besides the body its attribute tells (`--tag sight,feat`). */
export const TAG_WORDS: readonly RollTag[] = ROLL_TAGS.filter((t) => t !== 'body');

/**
 * What the conditions read of a roll (docs/rules.md §11): a save or competition of a Body sub-attribute is a body
 * save; `--tag` adds what it depends on (sight, hearing), or that it is a preservation save or a feat.
 */
function tagsOf(cmd: Command, kind: 'check' | 'save' | 'competition', attr: Attribute, from: 'tag' | 'vstag' = 'tag'): RollTag[] | string {
  const tags: RollTag[] = kind !== 'check' && BODY.includes(attr) ? ['body'] : [];
  const flag = cmd.parsed.flags[from];
  if (typeof flag !== 'string') return tags;
  for (const word of flag.toLowerCase().split(/[\s,]+/).filter(Boolean)) {
    const tag = TAG_WORDS.find((t) => t === word);
    if (!tag) return `“${word.slice(0, 30)}” is no roll tag: ${TAG_WORDS.join(', ')}.`;
    if (!tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

function attributeOf(cmd: Command): Attribute | string {
  const word = cmd.parsed.flags.attr;
  if (typeof word !== 'string' || word === '') return `Say which attribute: --attr ${ATTRIBUTES.join('|')}.`;
  return parseAttribute(word) ?? `“${word.slice(0, 30)}” is no attribute: ${ATTRIBUTES.join(', ')}.`;
}

function edgeOf(advantage: { edge: string }): 'adv' | 'dis' | null {
  return advantage.edge === 'advantage' ? 'adv' : advantage.edge === 'disadvantage' ? 'dis' : null;
}

// ---------------------------------------------------------------------------------------------------------------

export const attack: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const attacker = rollerOf(ctx, cmd);
  if (typeof attacker === 'string') return fail(ctx, sender, attacker, parsed);
  const targetId = parsed.flags.target;
  if (typeof targetId !== 'string') return fail(ctx, sender, 'Name the target: --target followed by its token (the sheet asks with @{target|token_id}).', parsed);
  const target = opponentOf(ctx, cmd, attacker, targetId, 'target');
  if (typeof target === 'string') return fail(ctx, sender, target, parsed);
  const flags = parsed.flags;
  // docs/rules.md §10: --weapon NAME picks that row of the sheet's weapons; the typed flags still win over its values
  const picked = pickWeapon(attacker, flags.weapon, flags);
  if (typeof picked === 'string') return fail(ctx, sender, picked, parsed);
  const { weapon, weaponName } = picked;
  // docs/rules.md §10: the pool is the weapon's attack dice and skills, 1 to 5 d20s
  const dice = typeof flags.dice === 'number' ? flags.dice : (weapon.dice ?? 1);
  if (dice < 1 || dice > 5) return fail(ctx, sender, `--dice takes 1 to 5 d20s (the pool stops at 5), not ${dice}.`, parsed);
  let category: DamageCategory | null = weapon.type;
  if (typeof flags.type === 'string' && flags.type !== '') {
    // `--type none`: a weapon with no damage type says so (ruling 81); `none` is no category, so it reads as null
    category = parseCategory(flags.type);
    if (category === null && flags.type.toLowerCase() !== 'none') return fail(ctx, sender, `“${flags.type.slice(0, 30)}” is no damage type: ${DAMAGE_CATEGORIES.join(', ')} or none.`, parsed);
  }
  let cover: Cover = 'none';
  if (typeof flags.cover === 'string' && flags.cover !== '') {
    const word = flags.cover.toLowerCase().replace(/\s+/g, '-').replace(/^3\/4$/, 'three-quarters').replace(/^three-quarter$/, 'three-quarters');
    if (!(COVERS as readonly string[]).includes(word)) return fail(ctx, sender, `--cover takes half, three-quarters or full, not “${flags.cover.slice(0, 30)}”.`, parsed);
    cover = word as Cover;
  }
  // docs/rules.md §9.3: the critical award of the last attack, or claimed by hand (--award); this attack uses it up
  const award = decideAward(ctx.stored, attacker.id, weaponName, typeof flags.award === 'boolean' ? flags.award : undefined);
  const reach: Reach = flags.ranged === true ? 'ranged' : flags.ranged === false ? 'melee' : (weapon.reach ?? 'melee');
  // what the attack reads of the two sheets: the active weapon's numbers not typed, the target's Defense
  const active = weapon === attacker.sheet.weapon;
  const attackerUses = [
    ...(active && typeof flags.dice !== 'number' ? ['weapon_attack_dice'] : []),
    ...(active && typeof flags.mod !== 'number' ? ['weapon_attack_mod'] : []),
    ...(active && typeof flags.damage !== 'number' ? ['weapon_damage'] : []),
    ...(active && typeof flags.type !== 'string' ? ['weapon_damage_type'] : []),
    ...(active && typeof flags.ranged !== 'boolean' ? ['weapon_reach'] : []),
    ...(!active ? ['attack_skills'] : []),
  ];
  const targetUses = ['defense', 'resistances', 'vulnerabilities'];
  const unheld = outOfRange([
    [attacker, attackerUses, attacker.name],
    [target, targetUses, sender.isGM || !target.hidden ? target.name : 'The target'],
  ]);
  if (unheld) return fail(ctx, sender, unheld);
  // a weapon row picked by --weapon: its own numbers, not typed, are refused past what a sheet holds, as the active
  // weapon's are (docs/rules.md §10), never clamped and rolled
  const rowUses = [...(typeof flags.mod !== 'number' ? ['weapon_attack_mod'] : []), ...(typeof flags.damage !== 'number' ? ['weapon_damage'] : [])];
  const rowHeld = active ? null : heldOutOfRange(weapon.outOfRange, rowUses, `${attacker.name}’s weapon “${weaponName}” has`);
  if (rowHeld) return fail(ctx, sender, rowHeld);
  const defaultDefense = target.sheet.defense === null;
  const defense = target.sheet.defense ?? DEFAULT_DEFENSE;
  const result = rollFightAttack(
    {
      skills: dice - 1,
      modifier: typeof flags.mod === 'number' ? flags.mod : (weapon.mod ?? 0),
      defense,
      cover,
      sneak: flags.sneak === true,
      award: award.die,
      // the roller's word: a skill, item or circumstance the table knows of (page 000); the GM is told (typed, below)
      critical: flags.critical === true,
      chance: attacker.sheet.chance,
      perHit: typeof flags.damage === 'number' ? flags.damage : (weapon.damage ?? DEFAULT_DAMAGE_PER_HIT),
      category,
      resistances: target.sheet.resistances,
      vulnerabilities: target.sheet.vulnerabilities,
    },
    { attacker: attacker.fighter, target: target.fighter, reach, hand: handSources(cmd, 'attacker') },
    ctx.ports.dice,
  );
  const targetShown = sender.isGM || !target.hidden ? target.name : undefined;
  if (!result.ok) return fail(ctx, sender, rollRefusalText(result, { self: attacker.name, ...(targetShown ? { target: targetShown } : {}) }), parsed);
  const earned = result.critical ? earnedAward(ctx.stored, award.rolls, attacker.id, weaponName) : { rolls: award.rolls, earned: false };
  const html = attackCard({ attacker: attacker.name, target: target.name, weapon: weaponName, result, defaultDefense, award: award.note, awardKept: earned.earned });
  // what the player typed that is not the weapon's (the sheet's row, as --weapon or the active one gives it)
  const sheetDice = weapon.dice ?? 1;
  const sheetMod = weapon.mod ?? 0;
  const sheetDamage = weapon.damage ?? DEFAULT_DAMAGE_PER_HIT;
  const sheetReach: Reach = weapon.reach ?? 'melee';
  const typed = [
    ...(typeof flags.dice === 'number' && flags.dice !== sheetDice ? [`--dice ${flags.dice} (the sheet: ${sheetDice})`] : []),
    ...(typeof flags.mod === 'number' && flags.mod !== sheetMod ? [`--mod ${flags.mod} (the sheet: ${signed(sheetMod)})`] : []),
    ...(typeof flags.damage === 'number' && flags.damage !== sheetDamage ? [`--damage ${flags.damage} (the sheet: ${sheetDamage})`] : []),
    ...(category !== weapon.type ? [`--type ${category ?? 'none'} (the sheet: ${weapon.type ?? 'none'})`] : []),
    ...(reach !== sheetReach ? [`--ranged${reach === 'ranged' ? '' : ' no'} (the sheet: ${sheetReach})`] : []),
    ...(flags.critical === true ? ['--critical (the hits are critical)'] : []),
    ...(flags.award === true && !decideAward(ctx.stored, attacker.id, weaponName, undefined).die ? ['--award (no award earned)'] : []),
  ];
  const notes = [
    // a Defense there but unreadable has its own line (sheetNotes): "no Defense on a sheet" is for none at all
    ...sheetNotes(titleOf(ctx), [[attacker, attackerUses], [target, targetUses]], defaultDefense && !target.sheet.problems.includes('defense') ? [`${target.name} has no Defense on a sheet: ${DEFAULT_DEFENSE} was used.`] : []),
    ...typedNotes(titleOf(ctx), cmd, attacker, typed),
  ];
  const amount = result.outcome === 'hit' ? (result.damage?.total ?? 0) : 0;
  const ledgerChanged = earned.rolls !== ledgerOf(ctx.stored);
  const storedNow = ledgerChanged ? { ...ctx.stored, rolls: earned.rolls } : ctx.stored;
  const offer = amount > 0 ? offerDamage(ctx, storedNow, target.id, target.name, amount) : ledgerChanged ? { stored: storedNow, outcome: { messages: [] } } : undefined;
  const event: PublicEvent = {
    type: 'roll',
    kind: 'attack',
    id: attacker.id,
    target: target.id,
    dice: result.dice.map((d) => d.value),
    modifier: result.modifier,
    against: result.target,
    advantage: edgeOf(result.advantage),
    hits: result.hits,
    damage: amount,
  };
  return rolled(ctx, cmd, [attacker, target], html, event, notes, offer);
};

function checkOrSave(kind: 'check' | 'save'): Handler {
  return (ctx, cmd) => {
    const { parsed, sender } = cmd;
    const roller = rollerOf(ctx, cmd);
    if (typeof roller === 'string') return fail(ctx, sender, roller, parsed);
    const attribute = attributeOf(cmd);
    if (!ATTRIBUTES.includes(attribute as Attribute)) return fail(ctx, sender, attribute, parsed);
    const attr = attribute as Attribute;
    const tags = tagsOf(cmd, kind, attr);
    if (typeof tags === 'string') return fail(ctx, sender, tags, parsed);
    const uses = usedBy(kind, roller, attr);
    const unheld = outOfRange([[roller, uses, roller.name]]);
    if (unheld) return fail(ctx, sender, unheld);
    const advantage = ownRollSituation(roller.fighter, { kind, tags, hand: handSources(cmd, 'self') });
    const dcGiven = typeof parsed.flags.dc === 'number';
    const dc = dcGiven ? (parsed.flags.dc as number) : 0;
    const base = { dc, advantage: advantage.sources, chance: roller.sheet.chance };
    const summed = kind === 'check' ? summedModRefused(cmd, roller, attr) : null;
    if (summed) return fail(ctx, sender, summed, parsed);
    // docs/rules.md §10: a check adds the modifier, a save the score
    const result =
      kind === 'check'
        ? rollCheck({ ...base, modifier: (roller.sheet.mods[attr] ?? 0) + modFlag(cmd) }, ctx.ports.dice)
        : rollSave({ ...base, score: roller.sheet.scores[attr] ?? 0, modifier: modFlag(cmd) }, ctx.ports.dice);
    if (!result.ok) return fail(ctx, sender, rollRefusalText(result, { self: roller.name }), parsed);
    const html = checkCard(roller.name, attr, result, dcGiven, skillOf(cmd) ?? undefined);
    const event: PublicEvent = {
      type: 'roll',
      kind,
      id: roller.id,
      dice: result.dice.map((d) => d.value),
      modifier: result.modifier + (result.score ?? 0),
      ...(dcGiven ? { against: dc, success: result.success } : {}),
      advantage: edgeOf(result.advantage),
    };
    // a save with no score on a sheet (a token with none) rolls with 0, a real handicap: the GM is told, as of a Defense
    // (docs/rules.md §10); a score typed with --mod is the GM's own
    const noScore = kind === 'save' && roller.sheet.scores[attr] === null && !roller.sheet.problems.includes(attr) && typeof parsed.flags.mod !== 'number';
    const scoreNote = noScore ? [`${roller.name} has no ${attr} score on a sheet: 0 was used. To give it one, add it with --mod N.`] : [];
    return rolled(ctx, cmd, [roller], html, event, [...sheetNotes(titleOf(ctx), [[roller, uses]], scoreNote), ...typedNotes(titleOf(ctx), cmd, roller, typedMod(cmd, roller, attr, kind))]);
  };
}

export const check: Handler = checkOrSave('check');
export const save: Handler = checkOrSave('save');

export const competition: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const roller = rollerOf(ctx, cmd);
  if (typeof roller === 'string') return fail(ctx, sender, roller, parsed);
  const attribute = attributeOf(cmd);
  if (!ATTRIBUTES.includes(attribute as Attribute)) return fail(ctx, sender, attribute, parsed);
  const attr = attribute as Attribute;
  const vsId = parsed.flags.vs;
  const other = typeof vsId === 'string' ? opponentOf(ctx, cmd, roller, vsId, 'opponent') : undefined;
  if (typeof other === 'string') return fail(ctx, sender, other, parsed);
  const tags = tagsOf(cmd, 'competition', attr);
  if (typeof tags === 'string') return fail(ctx, sender, tags, parsed);
  const uses = usedBy('competition', roller, attr);
  const theirUses = other ? usedBy('competition', other, attr) : [];
  const unheld = outOfRange([[roller, uses, roller.name], ...(other ? [[other, theirUses, sender.isGM || !other.hidden ? other.name : 'The other side'] as const] : [])]);
  if (unheld) return fail(ctx, sender, unheld);
  const summed = summedModRefused(cmd, roller, attr);
  if (summed) return fail(ctx, sender, summed, parsed);
  const mine = ownRollSituation(roller.fighter, { kind: 'competition', tags, hand: handSources(cmd, 'self') });
  if (!other && parsed.flags.vstag !== undefined) return fail(ctx, sender, '--vstag says what the --vs side’s roll is: give --vs too.', parsed);
  if (!other) {
    // docs/rules.md §10 (ruling 83): without --vs only the roller's side is rolled; the GM compares its total
    const solo = rollCompetitionSide({ modifier: (roller.sheet.mods[attr] ?? 0) + modFlag(cmd), advantage: mine.sources }, ctx.ports.dice);
    if (!solo.ok) return fail(ctx, sender, rollRefusalText(solo, { self: roller.name }), parsed);
    const event: PublicEvent = { type: 'roll', kind: 'competition', id: roller.id, dice: solo.side.dice.map((d) => d.value), modifier: solo.side.modifier, advantage: edgeOf(solo.side.advantage) };
    return rolled(ctx, cmd, [roller], competitionSideCard(roller.name, attr, solo.side, skillOf(cmd) ?? undefined), event, [...sheetNotes(titleOf(ctx), [[roller, uses]]), ...typedNotes(titleOf(ctx), cmd, roller, typedMod(cmd, roller, attr, 'competition'))]);
  }
  // the other side rolls the same attribute: its body (a Body sub-attribute) as much as the roller's, and a contest that
  // involves sight or hearing involves it for both; a feat or a preservation is one side's, the roller's by --tag, the
  // other's by --vstag (docs/rules.md §10, ruling 104)
  const own = tagsOf(cmd, 'competition', attr, 'vstag');
  if (typeof own === 'string') return fail(ctx, sender, own, parsed);
  const theirTags = [...new Set([...own, ...tags.filter((t) => t === 'body' || t === 'sight' || t === 'hearing')])];
  const theirs = ownRollSituation(other.fighter, { kind: 'competition', tags: theirTags });
  // docs/rules.md §10: d12 + the modifier on each side; the one who rolls is the side trying to change things
  const result = rollCompetition(
    {
      challenger: { modifier: (roller.sheet.mods[attr] ?? 0) + modFlag(cmd), advantage: mine.sources },
      defender: { modifier: other.sheet.mods[attr] ?? 0, advantage: theirs.sources },
    },
    ctx.ports.dice,
  );
  if (!result.ok) return fail(ctx, sender, rollRefusalText(result, { self: roller.name }), parsed);
  const html = competitionCard(roller.name, other.name, attr, result, skillOf(cmd) ?? undefined);
  const event: PublicEvent = {
    type: 'roll',
    kind: 'competition',
    id: roller.id,
    target: other.id,
    against: result.defender.total ?? 0,
    success: result.outcome === 'challenger',
    dice: result.challenger.dice.map((d) => d.value),
    modifier: result.challenger.modifier,
    advantage: edgeOf(result.challenger.advantage),
  };
  return rolled(ctx, cmd, [roller, other], html, event, [...sheetNotes(titleOf(ctx), [[roller, uses], [other, theirUses]]), ...typedNotes(titleOf(ctx), cmd, roller, typedMod(cmd, roller, attr, 'competition'))]);
};
