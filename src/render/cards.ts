// View models → chat cards. Pure: the Roll20 adapter decides who sees them.
import { actionRow, isActionKey, type CoolDown } from '../rules/rondel/actions';
import type { ActionSpec } from '../rules/core/rule-set';
import { clockFormat, type ClockFormat } from './clock';
import type { Allowance, FightEvent } from '../rules/core/events';
import type { EffectEnd } from '../rules/core/effects';
import type { DiceRoll } from '../rules/core/dice';
import { tierInfo, type TierKey } from '../rules/core/numbers';
import type { VerbSpec } from '../commands/verbs';
import { button, card, chip, COLOURS, join, muted, raw, strong, tag, text, type Html } from './html';

export type NameOf = (id: string) => string;

function who(nameOf: NameOf, id: string): Html {
  return strong(text(nameOf(id), 40));
}

export function diceText(roll: DiceRoll): string {
  return `${roll.count === 1 ? '' : roll.count}d${roll.sides} (${roll.results.join('+')})`;
}

/** How a timed effect ends, in the rule set's words. */
export function endsText(ends: EffectEnd, clock: ClockFormat): string {
  switch (ends.kind) {
    case 'clock':
      return `until ${clock.at(ends.at)}`;
    case 'round':
      return `until round ${ends.at} begins`;
    case 'actions':
      return `for ${ends.left} more action${ends.left === 1 ? '' : 's'}`;
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function signed(n: number): string {
  return n < 0 ? `− ${-n}` : `+ ${n}`;
}

/** `d4 (3) + 8 + 2 weapon speed = 13`, with the minimum and the Change d4 when they apply. */
export function coolDownText(c: CoolDown): string {
  const parts: string[] = c.dice.map(diceText);
  if (c.base) parts.push(parts.length ? `+ ${c.base}` : String(c.base));
  if (c.dice.length === 0 && c.terms.length === 0 && !c.changeRoll) return `${c.value}`;
  for (const t of c.terms) parts.push(`${signed(t.value)} ${t.label}`);
  let s = parts.join(' ');
  if (c.clamped) s += `, minimum ${c.minimum}`;
  if (c.changeRoll) s = `${c.clamped ? `(${s})` : s} + ${diceText(c.changeRoll)} change`;
  s += ` = ${c.value}`;
  if (c.castTime > 0) s = `casting ${c.castTime} + (${s})`;
  return s;
}

export function allowanceText(a: Allowance): string {
  switch (a.kind) {
    case 'move':
      return (a.hexes === 0 ? 'no move' : `${a.hexes} hex${a.hexes === 1 ? '' : 'es'}`) + (a.dash ? ' (dash)' : '');
    case 'crawl':
      return `crawl ${a.hexes}${a.dash ? ' (dash)' : ''} (or stand up)`;
    case 'held':
      return `0 (${a.reason})`;
  }
}

function tierChip(tier: TierKey, label: Html, dim = false): Html {
  const info = tierInfo(tier);
  return chip(label, info.colour, info.ink, dim);
}

export function windowBlock(e: Extract<FightEvent, { type: 'movement-window' }>, nameOf: NameOf, clock: ClockFormat = clockFormat('rondel')): Html[] {
  const chips = join(e.tiers.map((t) => tierChip(t.tier, text(`${tierInfo(t.tier).name} ${t.hexes}`), t.hexes === 0)));
  const rows = e.combatants.map((c) =>
    join([tierChip(c.tier, raw('&nbsp;')), raw(' '), who(nameOf, c.id), raw(': '), text(allowanceText(c.allowance))]),
  );
  if (clock.kind !== 'rondel') return [join([strong(text(`Movement at ${clock.at(e.count)}`)), raw(' '), muted(text(`(moment ${e.index + 1} of 4)`))]), ...rows];
  return [join([strong(text(`Movement window at count ${e.count}`)), raw(' '), muted(text(`(window ${e.index + 1})`))]), chips, ...rows];
}

/** One line per event; the movement window becomes a block. Turn-due lines come last, as they end the card. */
/** What a card needs to know of the rule set in play: how its clock reads and what its actions are called. */
export interface CardView {
  /** The card's title: `Rondel`, or the rule set's name. */
  readonly title: string;
  readonly clock: ClockFormat;
  readonly actionLabel: (key: string) => string;
}

export const RONDEL_VIEW: CardView = { title: 'Rondel', clock: clockFormat('rondel'), actionLabel: (key) => (isActionKey(key) ? actionRow(key).label : key) };

export function eventLines(events: readonly FightEvent[], nameOf: NameOf, extra: readonly Html[] = [], view: CardView = RONDEL_VIEW): Html[] {
  const clock = view.clock;
  // a readied action that fired is used, not lost
  const fired = new Set(events.flatMap((e) => (e.type === 'ready-fired' ? [e.id] : [])));
  const lines: Html[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'combat-started':
        lines.push(strong(text(clock.kind === 'rondel' ? 'The fight begins. The counter starts at 1.' : 'The fight begins.')));
        break;
      case 'initiative-rolled': {
        const dice = `${e.dice.length === 1 ? '' : e.dice.length}d${e.sides} (${e.dice.join('+')})`;
        const terms = e.terms.map((t) => ` ${signed(t.value)} ${t.label}`).join('');
        const at = e.base ? `count ${e.base} + ` : '';
        // 20-second rounds: past second 20 the action is carried over into the next round
        const result = clock.kind === 'seconds' && e.value > 20 ? `${e.value}, carried over: second ${e.value - 20} of the next round` : clock.unit(e.value);
        lines.push(join([who(nameOf, e.id), text(`${e.joining ? ' joins' : ''}: ${at}${dice}${terms} → ${result}`, 200)]));
        break;
      }
      case 'tie-broken':
        lines.push(
          join([
            text(`Tie at ${clock.at(e.count)}, d20 ${e.direction} first: `),
            join(e.rolls.map((r) => join([who(nameOf, r.id), text(` ${r.rolls.join('/')}`)])), raw(', ')),
          ]),
        );
        break;
      case 'left':
        lines.push(join([strong(text(e.name, 40)), text(' leaves the fight.')]));
        break;
      case 'counter-advanced':
        lines.push(strong(text(e.to - e.from === 1 ? capital(clock.at(e.to)) : `${capital(clock.at(e.from))} → ${clock.at(e.to)}`, 120)));
        break;
      case 'action-declared': {
        const label = view.actionLabel(e.action);
        const head = e.passedOver ? text(e.note ? ` (${e.note}): ${label}` : ` did not declare: ${label}`) : text(`: ${label}`);
        const note = !e.passedOver && e.note ? text(` “${e.note}”`, 60) : raw('');
        lines.push(
          join([
            who(nameOf, e.id),
            head,
            note,
            ...(e.coolDown ? [raw(' '), muted(text(`${coolDownText(e.coolDown)}${e.changeWaived ? ' (no change cost after a hold)' : ''}`, 300))] : []),
            ...(e.nextAt !== null ? [text(` → next at ${clock.at(e.nextAt)}`)] : []),
          ]),
        );
        break;
      }
      case 'movement-window':
        lines.push(...windowBlock(e, nameOf, clock));
        break;
      case 'allowance-changed':
        lines.push(join([who(nameOf, e.id), text(`: now ${allowanceText(e.allowance)}${clock.kind === 'rondel' ? ' at this movement window' : clock.kind === 'seconds' ? ' at this moment' : ' this turn'}.`, 200)]));
        break;
      case 'marker-applied':
        if (e.marker === 'holding') lines.push(join([who(nameOf, e.id), text(` holds until count ${e.until}.`)]));
        if (e.marker === 'guard') lines.push(join([who(nameOf, e.id), text(` is on Full Guard until count ${e.until}: attacks against it are at disadvantage.`, 200)]));
        if (e.marker === 'dashing') lines.push(join([who(nameOf, e.id), text(` dashes: double movement at every window until count ${e.until}.`, 200)]));
        if (e.marker === 'defense') lines.push(join([who(nameOf, e.id), text(' stands in defense until its next turn: attacks against it at disadvantage, its saves at advantage.', 200)]));
        if (e.marker === 'ready') lines.push(join([who(nameOf, e.id), text(' is at the ready until its next turn.', 200)]));
        break;
      case 'marker-expired':
        if (e.marker === 'flex') lines.push(join([who(nameOf, e.id), text(' can react again.')]));
        if (e.marker === 'guard') lines.push(join([who(nameOf, e.id), text(' is no longer on Full Guard.')]));
        if (e.marker === 'defense') lines.push(join([who(nameOf, e.id), text(' no longer stands in defense.')]));
        if (e.marker === 'ready' && !fired.has(e.id)) lines.push(join([who(nameOf, e.id), text('’s readied action is lost.')]));
        break;
      case 'spell-cast':
        lines.push(join([who(nameOf, e.id), text(` is casting${e.note ? ` “${e.note}”` : ''}: it takes effect at ${clock.at(e.resolvesAt)}.`, 160)]));
        break;
      case 'spell-resolves':
        lines.push(join([strong(text(e.name, 40)), text(`’s spell${e.note ? ` “${e.note}”` : ''} takes effect now.`, 120)]));
        break;
      case 'reacted':
        lines.push(join([who(nameOf, e.id), text(` reacts${e.note ? `: ${e.note}` : ''}.${e.until === null ? '' : clock.kind === 'rondel' ? ` Flex until count ${e.until}.` : ' Its reaction for the round is used.'}`, 160)]));
        break;
      case 'overridden':
        if (e.field === 'terrain') {
          lines.push(text(`Terrain: ${e.from} → ${e.to}. Hexes per round are divided by it, from now on.`, 200));
          break;
        }
        if (e.field === 'nextAt' && clock.kind !== 'rondel') {
          lines.push(join([who(nameOf, e.id), text(` ${clock.value}: ${e.from} → ${e.to}.`, 200)]));
          break;
        }
        lines.push(join([who(nameOf, e.id), text(` ${OVERRIDE_LABEL[e.field]}: ${e.from} → ${e.to}${e.field === 'perceptionMod' ? ' (for its initiative when it joins a fight)' : ''}.`, 200)]));
        break;
      case 'conditions-changed':
        lines.push(
          join([
            who(nameOf, e.id),
            text(`${e.added.length ? ` is now ${e.added.join(', ')}` : ''}${e.added.length && e.removed.length ? ';' : ''}${e.removed.length ? ` is no longer ${e.removed.join(', ')}` : ''}.`, 300),
          ]),
        );
        break;
      case 'effect-started':
        lines.push(join([who(nameOf, e.id), text(`: ${e.name}, ${endsText(e.ends, clock)}.`, 200)]));
        break;
      case 'effect-ended':
        lines.push(join([who(nameOf, e.id), text(`: ${e.name} ends.`, 200)]));
        break;
      case 'round-started':
        lines.push(strong(text(`Round ${e.round} begins.`)));
        break;
      case 'ready-fired':
        lines.push(join([who(nameOf, e.id), text(` acts at the ready${e.note ? `: ${e.note}` : ''}.`, 200)]));
        break;
      case 'speech':
        lines.push(join([strong(text(e.name, 40)), text(` says: “${e.text}”`, 300), raw(' '), muted(text(`(${clock.at(e.count)})`))]));
        break;
      case 'speech-held':
      case 'turn-due':
      case 'rejected':
        break;
    }
  }
  lines.push(...extra);
  for (const e of events) {
    if (e.type === 'turn-due') {
      lines.push(
        tag(
          'div',
          `font-weight:bold;color:${e.blockedBy ? COLOURS.bad : COLOURS.good}`,
          join([text(`▶ ${capital(clock.at(e.count))}: `), text(nameOf(e.id), 40), text(e.blockedBy ? ` is ${e.blockedBy} and cannot act (next passes the turn).` : ' acts.')]),
        ),
      );
    }
  }
  return lines;
}

const OVERRIDE_LABEL = { nextAt: 'next action count', tier: 'movement tier', perceptionMod: 'Perception modifier', name: 'name', terrain: 'terrain' } as const;

export function announcementCard(
  counter: number,
  events: readonly FightEvent[],
  nameOf: NameOf,
  extra: readonly Html[] = [],
  view: CardView = RONDEL_VIEW,
): Html | null {
  const body = eventLines(events, nameOf, extra, view);
  if (body.length === 0) return null;
  return card({ title: text(view.title), subtitle: text(view.clock.at(counter)), body });
}

export function errorCard(title: string, lines: readonly string[], syntax?: string): Html {
  const body = lines.map((l) => text(l, 300));
  if (syntax) body.push(join([muted(text('Usage: ')), tag('code', '', text(syntax, 300))]));
  return card({ title: text(title), accent: COLOURS.bad, body });
}

/** A card of plain sentences (escaped here). */
export function notice(title: string, lines: readonly string[], accent?: string): Html {
  return noticeCard(title, lines.map((l) => text(l, 300)), accent);
}

/** A card of HTML lines, each already built from escaped parts. */
export function noticeCard(title: string, lines: readonly Html[], accent?: string): Html {
  return accent ? card({ title: text(title), accent, body: lines }) : card({ title: text(title), body: lines });
}

export function helpCard(word: string, verbs: readonly VerbSpec[], isGM: boolean): Html {
  const rows = verbs
    .filter((v) => isGM || !v.gmOnly)
    .map((v) => join([tag('code', '', text(`!${word} ${v.name}${v.usage ? ' ' + v.usage : ''}`, 200)), v.gmOnly ? muted(text(' (GM)')) : raw(''), raw('<br>'), muted(text(v.summary, 200))]));
  return card({
    title: text('Enchanted Realms Combat'),
    subtitle: text('the Cool-Down Rondel Hybrid'),
    body: rows,
    footer: text(`Every command answers --help. !rondel and !${word === 'rondel' ? 'combat' : word} both work.`),
  });
}

export function verbHelpCard(word: string, verb: VerbSpec): Html {
  const flags = Object.entries(verb.flags).map(([name, spec]) => join([tag('code', '', text(`--${name}`)), text(`: ${spec.describe}`, 200)]));
  return card({
    title: text(`!${word} ${verb.name}`),
    body: [text(verb.summary, 300), join([muted(text('Usage: ')), tag('code', '', text(`!${word} ${verb.name} ${verb.usage}`.trim(), 300))]), ...flags],
    footer: text(verb.permission === 'gm' ? 'GM only.' : verb.permission === 'controller' ? 'The GM or whoever controls the combatant.' : 'Anyone.'),
  });
}

export interface MenuDefaults {
  readonly speed: number;
  readonly agility: number;
  readonly cast: number;
}

/** The reaction part of a menu: a button, or why there is none (the flex marker, a reaction already made). */
export type MenuReaction = { readonly kind: 'button' } | { readonly kind: 'flex'; readonly until: number } | { readonly kind: 'none'; readonly why: string };

export interface MenuSpec {
  readonly word: string;
  readonly tokenId: string;
  readonly name: string;
  /** Where the fight is: `count 12`, `round 2, second 7`. */
  readonly at: string;
  readonly actions: readonly ActionSpec[];
  readonly defaults: MenuDefaults;
  /** The rondel after a hold: no Change query, and a note why. */
  readonly changeFree: boolean;
  readonly reaction: MenuReaction;
  /** The line under the buttons. */
  readonly note: string;
}

/** The action menu for a due combatant: one button per action, values prefilled, queries where a value is asked. */
export function actionMenu(m: MenuSpec): Html {
  const target = `--token ${m.tokenId}`;
  const change = m.changeFree ? '' : ' ?{Change of action or weapon (+d4)?|No,|Yes,--change}';
  const d = m.defaults;
  const buttons: Html[] = [];
  for (const a of m.actions) {
    let cmd = `!${m.word} act ${a.key} ${target}`;
    if (a.takes.includes('speed')) cmd += ` --speed ?{Weapon speed|${d.speed}}`;
    if (a.takes.includes('cast')) cmd += ` --cast ?{Casting time|${d.cast}}`;
    if (a.takes.includes('tradition')) cmd += ' --tradition ?{Tradition|Divine (Faith),divine|Axiom (Logic),axiom|Other (Agility),other}';
    else if (a.takes.includes('mod')) cmd += ` --mod ?{Modifier (Agility ${d.agility})|${d.agility}}`;
    if (a.takes.includes('note')) cmd += a.key === 'magic' ? ' --note ?{Spell|}' : a.key === 'ready' ? ' --note ?{Trigger (if …)|}' : ' --note ?{What it does|}';
    if (a.takes.includes('change')) cmd += change;
    buttons.push(button(text(a.label), cmd));
  }
  if (m.reaction.kind === 'button') buttons.push(button(text('React'), `!${m.word} react ${target} --note ?{Trigger|attack of opportunity}`, '#455a64'));
  else if (m.reaction.kind === 'flex') buttons.push(muted(text(` React: flex until count ${m.reaction.until}`)));
  else buttons.push(muted(text(` React: ${m.reaction.why}`, 120)));
  return card({
    title: text(`${m.name}: your action`, 60),
    subtitle: text(m.at),
    body: [join(buttons), muted(text(m.note, 200))],
  });
}

/** `Order: Goblin (1), Lira (4), …`: the rondel's order with each next count. */
export function orderLine(order: readonly { readonly name: string; readonly nextAt: number }[]): Html {
  return join([strong(text('Order: ')), text(order.map((c) => `${c.name} (${c.nextAt})`).join(', '), 2000)]);
}
