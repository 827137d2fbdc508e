// The cards of rolls (docs/rules.md §10): every die with what became of it, the number it was rolled against, why
// the roll was at advantage or disadvantage, hits and damage with its parts; the refusals of a roll in words. Each
// card stays within PUBLIC_CARD_BYTES and reads in Roll20's 270 px chat column.
import type { AdvantageResolution, AdvantageSource } from '../rules/core/advantage';
import type { AttackDamage } from '../rules/core/damage';
import type { AttackRefusal, AttackResult, CheckResult, CompetitionResult, CompetitorResult, RolledDie } from '../rules/core/rolls';
import type { FightRefusal } from '../rules/core/fight-advantage';
import type { AwardNote } from '../rules/rounds/award';
import type { InputRefusal } from '../rules/core/roll-refusals';
import { PUBLIC_CARD_BYTES } from './fit';
import { byteSize, card, chip, clipped, COLOURS, join, muted, strong, text, unbroken, type Html } from './html';

/** A name as this card's readers may see it; null for a token hidden from them. */
export type ShownName = string | null;

function nameOr(name: ShownName, fallback: string): string {
  return name ?? fallback;
}

const WORD = { adv: 'advantage', dis: 'disadvantage', fail: 'fails without a roll' } as const;

/** One line per source: "Goblin is on Full Guard: disadvantage", "Aldric is blind: disadvantage". */
export function sourceLines(a: AdvantageResolution, names: { readonly self: ShownName; readonly target?: ShownName }): string[] {
  const who = (s: AdvantageSource): string => (s.who === 'target' ? nameOr(names.target ?? null, 'The target') : nameOr(names.self, 'The roller'));
  const lines = a.sources.map((s) => {
    switch (s.source) {
      case 'condition':
        return `${who(s)} is ${s.condition}: ${WORD[s.effect]}`;
      case 'full-guard':
        return `${who(s)} is on Full Guard: ${WORD[s.effect]}`;
      case 'in-defense':
        return `${who(s)} stands in defense: ${WORD[s.effect]}`;
      case 'hand':
        return `${s.label ?? 'Given by hand'}: ${WORD[s.effect]}`;
    }
  });
  if (a.cancelled) lines.push('Advantage and disadvantage: they cancel');
  return lines;
}

function dieChip(d: RolledDie, judged: 'hit' | 'miss' | 'kept' | null): Html {
  const nat = d.natural === 'natural-20' ? ' nat 20' : d.natural === 'natural-1' ? ' nat 1' : '';
  const fate = d.status === 'dropped' ? ' dropped' : d.status === 'rerolled' ? ' re-rolled (chance)' : judged === 'hit' || judged === 'miss' ? ` ${judged}` : '';
  const value = nat ? nat.trim() : String(d.value);
  // every chip's words at 4.5 : 1 at least (WCAG AA), in light and dark chat: a die set aside is dark on pale grey,
  // struck through, never faded; a natural 20 is a dark gold
  if (d.status !== 'kept') return chip(text(`${value}${fate}`), '#e0e0e0', '#424242', true);
  const colour = d.natural === 'natural-20' ? '#8a6500' : d.natural === 'natural-1' ? COLOURS.bad : judged === 'hit' ? COLOURS.good : judged === 'miss' ? '#616161' : COLOURS.accent;
  return chip(text(`${value}${fate}`), colour, '#fff');
}

function edgeWord(a: AdvantageResolution): string {
  return a.edge === 'advantage' ? 'at advantage' : a.edge === 'disadvantage' ? 'at disadvantage' : '';
}

function sourceRows(lines: readonly string[]): Html[] {
  const shown = lines.slice(0, 6).map((l) => muted(text(l, 90)));
  if (lines.length > 6) shown.push(muted(text(`… and ${lines.length - 6} more`)));
  return shown;
}

/** The parts of an attack's damage: hits × per hit (resisted or doubled), the ±d3, the total. */
export function damageText(d: AttackDamage): string {
  if (d.blocked === 'immune') return `Damage 0: immune to ${d.category ?? 'it'} (petrified)`;
  if (d.blocked) return 'Damage 0: only critical hits damage it (petrified)';
  const factor = d.factor === 'half' ? ` (resisted: ${d.perHit} → ${d.hitDamage})` : d.factor === 'double' ? ` (vulnerable: ${d.perHit} → ${d.hitDamage})` : d.factor === 'cancelled' ? ' (resisted and vulnerable: they cancel)' : '';
  let s = `Damage ${d.hits} hit${d.hits === 1 ? '' : 's'} × ${d.hitDamage}${factor}${d.category ? ` ${d.category}` : ''}`;
  // the d3 is advantage's or disadvantage's, and says so (docs/rules.md §10)
  if (d.crit) s += ` ${d.crit.value < 0 ? '−' : '+'} ${d.crit.effect === 'dis' ? 'disadvantage' : 'advantage'}’s d3 (${d.crit.die})`;
  // a −d3 larger than the hits' damage: the sum as it is, then what the target takes (no damage is below 0)
  return d.sum < 0 && d.total === 0 ? `${s} = −${-d.sum}, so 0` : `${s} = ${d.total}`;
}

export interface AttackCardView {
  readonly attacker: ShownName;
  readonly target: ShownName;
  readonly weapon: string | null;
  readonly result: AttackResult;
  /** The target had no Defense on a sheet: the default was used. */
  readonly defaultDefense: boolean;
  /** What became of the critical award this attack (docs/rules.md §9.3); null or absent: none was waiting or claimed. */
  readonly award?: AwardNote | null;
  /** The critical hit left an award for the attacker's next attack (a fight in rounds); otherwise it is claimed by hand. */
  readonly awardKept?: boolean;
}

const FORFEIT: Readonly<Record<Extract<AwardNote, { kind: 'forfeit' }>['because'], string>> = {
  'not-next-round': 'this attack is not in the round after the hit',
  'other-weapon': 'another weapon',
  'other-action': 'another action this round',
  'not-in-fight': 'not in the fight',
  declined: 'declined',
};

function awardLine(note: AwardNote): string {
  if (note.kind === 'used') return `Award die: ${note.by === 'earned' ? 'critical hit last round' : 'claimed by hand'}`;
  return `The critical award is forfeited: ${FORFEIT[note.because]}`;
}

export function attackCard(v: AttackCardView): Html {
  const r = v.result;
  const attacker = nameOr(v.attacker, 'Someone');
  const target = nameOr(v.target, 'a hidden target');
  const against = `Defense ${r.defense}${v.defaultDefense ? ' (default)' : ''}${r.coverBonus ? ` + ${r.coverBonus} ${r.cover} cover` : ''}${r.penalty ? `, ${r.penalty.value} per die` : ''}`;
  const mod = r.modifier === 0 ? '' : `, each die ${r.modifier > 0 ? '+' : '−'} ${Math.abs(r.modifier)}`;
  const extra = [r.pool.sneak ? 'sneak die' : '', r.pool.award ? 'award die' : ''].filter(Boolean).join(', ');
  const pool = r.pool.worseOfTwo ? '2d20, the worse counts' : `${r.pool.count}d20${extra ? ` (${extra})` : ''}`;
  const body: Html[] = [text(`${r.reach === 'ranged' ? 'Ranged' : 'Melee'}, ${pool}${mod} vs ${against}`, 200)];
  const edge = edgeWord(r.advantage);
  if (v.award) body.push(text(awardLine(v.award), 120));
  body.push(...sourceRows(sourceLines(r.advantage, { self: v.attacker, target: v.target })));
  if (r.because === 'automatic-failure') body.push(strong(text('Fails without a roll.')));
  else body.push(join(r.dice.map((d) => dieChip(d, d.status === 'kept' ? (d.hit ? 'hit' : 'miss') : null))));
  if (r.because === 'no-die-hit' || r.because === 'automatic-failure') body.push(strong(text('Miss: no die hit.')));
  else if (r.damage) {
    body.push(strong(text(r.because === 'negative-crit' ? `${r.hits} hit${r.hits === 1 ? '' : 's'}, but disadvantage’s −d3 leaves no damage: a miss` : `${r.hits} hit${r.hits === 1 ? '' : 's'}`)));
    body.push(text(damageText(r.damage), 200));
  }
  if (r.critical) {
    const why = `Critical hit (${r.critical.because === 'hand' ? 'declared' : r.critical.because})`;
    body.push(text(v.awardKept ? `${why}: the next attack earns +1d20, next round with the same weapon` : `${why}: the next attack earns +1d20 (claim it with --award)`, 200));
  }
  const title = join([text(attacker, 40), text(' attacks '), text(target, 40)]);
  return fitted({ title, subtitle: text([v.weapon, edge].filter(Boolean).join(', '), 60), body });
}

const KIND = { check: 'check', save: 'save', competition: 'competition' } as const;

/** The title's room for what was rolled (after " · "): a long skill name gives way, never "(Agility check)". */
const ROLLED_WHAT = 77;

/**
 * What is rolled, as a card's title says it after its roller: " · Agility check", or a skill's " · Climb (Agility
 * check)". What was rolled is never split over two lines of the 270 px chat column ("(Agility" / "check)"): it moves
 * to the next line whole.
 */
function rolledWhat(attribute: string, kind: string, skill?: string): Html {
  const what = `${capital(attribute)} ${kind}`;
  const name = skill?.trim() ?? '';
  if (name === '') return join([text(' · '), unbroken(text(what))]);
  const room = ROLLED_WHAT - what.length - 3;
  return join([text(` · ${clipped(name, room)} `, 80), unbroken(text(`(${what})`))]);
}

export function checkCard(who: ShownName, attribute: string, r: CheckResult, dcGiven: boolean, skill?: string): Html {
  const name = nameOr(who, 'Someone');
  const terms = r.kind === 'save' ? ` + ${r.score ?? 0} score` : '';
  const mod = r.modifier === 0 && r.kind === 'save' ? '' : ` ${r.modifier < 0 ? '−' : '+'} ${Math.abs(r.modifier)}`;
  const body: Html[] = [];
  body.push(...sourceRows(sourceLines(r.advantage, { self: who })));
  if (r.because === 'automatic-failure') body.push(strong(text('Fails without a roll.')));
  else body.push(join([...r.dice.map((d) => dieChip(d, null)), text(` d20${terms}${mod} = `), strong(text(String(r.total)))]));
  if (dcGiven) body.push(strong(text(`${r.success ? 'Success' : 'Failure'} against DC ${r.target}${r.because === 'natural-20' ? ' (natural 20)' : r.because === 'natural-1' ? ' (natural 1)' : ''}`)));
  const title = join([text(name, 40), rolledWhat(attribute, KIND[r.kind], skill)]);
  return fitted({ title, subtitle: text(edgeWord(r.advantage)), body });
}

export function competitionCard(who: ShownName, other: ShownName | undefined, attribute: string, r: CompetitionResult, skill?: string): Html {
  const name = nameOr(who, 'Someone');
  const rival = other === undefined ? 'the other side' : nameOr(other, 'a hidden opponent');
  const side = (label: string, s: CompetitionResult['challenger'], self: ShownName): Html[] => {
    const rows = sourceRows(sourceLines(s.advantage, { self }));
    // a side with no total failed without a roll, or was not rolled because the other side did
    const unrolled = s.advantage.automaticFailure ? `${label}: fails without a roll` : `${label}: not rolled`;
    const dice = s.total === null ? text(unrolled) : join([text(`${label}: `), ...s.dice.map((d) => dieChip(d, null)), text(` d12 ${s.modifier < 0 ? '−' : '+'} ${Math.abs(s.modifier)} = `), strong(text(String(s.total)))]);
    return [...rows, dice];
  };
  const body: Html[] = [...side(name, r.challenger, who)];
  if (other !== undefined) {
    body.push(...side(rival, r.defender, other));
    const outcome = r.outcome === 'challenger' ? `${name} wins` : r.outcome === 'defender' ? `${rival} wins` : 'A tie: things stay as they were';
    body.push(strong(text(outcome, 120)));
  }
  const title = join([text(name, 40), rolledWhat(attribute, 'competition', skill)]);
  return fitted({ title, subtitle: text(other === undefined ? '' : `vs ${rival}`, 50), body });
}

/** A competition with one side rolled (no --vs): its total, for the GM to compare with the other side's. */
export function competitionSideCard(who: ShownName, attribute: string, s: CompetitorResult, skill?: string): Html {
  const name = nameOr(who, 'Someone');
  const body: Html[] = [...sourceRows(sourceLines(s.advantage, { self: who }))];
  if (s.total === null) body.push(strong(text('Fails without a roll: the other side wins.')));
  else {
    body.push(join([...s.dice.map((d) => dieChip(d, null)), text(` d12 ${s.modifier < 0 ? '−' : '+'} ${Math.abs(s.modifier)} = `), strong(text(String(s.total)))]));
    body.push(text(`Total ${s.total}: the GM compares it with the other side’s d12 + modifier (higher wins, a tie keeps things as they were).`, 200));
  }
  const title = join([text(name, 40), rolledWhat(attribute, 'competition', skill)]);
  return fitted({ title, subtitle: text(edgeWord(s.advantage)), body });
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The card, with its source lines dropped first and its names cut shorter if it would pass the public budget. */
function fitted(options: { title: Html; subtitle: Html; body: Html[] }): Html {
  const whole = card(options);
  if (byteSize(whole) <= PUBLIC_CARD_BYTES) return whole;
  const body = options.body.filter((row) => !row.startsWith('<span style="color:'));
  return card({ ...options, body: [...body, muted(text('(the reasons for the edge are cut)'))] });
}

/** A roll that cannot be made, in words. */
export function rollRefusalText(r: InputRefusal | AttackRefusal | FightRefusal, names: { readonly self: string; readonly target?: string }): string {
  switch (r.code) {
    case 'out-of-bounds':
      return `${fieldWord(r.params.field)} must be from ${r.params.min} to ${r.params.max}, not ${r.params.got}.`;
    case 'not-a-whole-number':
      return `${fieldWord(r.params.field)} must be a whole number, not ${r.params.got}.`;
    case 'not-one-of':
      return `${fieldWord(r.params.field)} must be one of ${r.params.allowed.join(', ')}, not ${r.params.got}.`;
    case 'full-cover':
      return `${names.target ?? 'The target'} is in full cover: no attack can target it.`;
    case 'sneak-at-disadvantage':
      return 'A sneak attack cannot be made at disadvantage.';
    case 'cannot-act':
      return `${names.self} is ${r.params.conditions.join(', ')} and cannot attack.`;
    case 'charmed-by-target':
      return `${names.self} is charmed by ${names.target ?? 'the target'} and cannot attack it.`;
  }
}

function fieldWord(field: string): string {
  const words: Record<string, string> = { skills: 'The number of skill dice', modifier: 'The modifier (--mod)', 'challenger.modifier': 'The modifier (--mod)', defense: 'The Defense', perHit: 'The damage per hit (--damage)', dc: 'The DC (--dc)', score: 'The score' };
  return words[field] ?? `The ${field}`;
}
