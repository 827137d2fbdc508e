// View models → chat cards. Pure: the Roll20 adapter decides who sees them.
import { actionRow, isActionKey, type CoolDown } from '../rules/rondel/actions';
import { clockFormat, type ClockFormat } from './clock';
import type { FightEvent } from '../rules/core/events';
import type { EffectEnd } from '../rules/core/effects';
import type { DiceRoll } from '../rules/core/dice';
import { isTierKey, tierInfo } from '../rules/core/numbers';
import { card, COLOURS, fitsIn, join, muted, raw, remembered, strong, tag, text, unbroken, type Html } from './html';
import { fitCard, wholeCard, type Fitted, type More, type Row } from './fit';
import { saidByEffects, type SaidByEffects } from './said-once';
import { usageHtml } from './help';
import { allowanceText, windowRows, type NameOf } from './movement';

export type { NameOf };

/** A combatant's name in bold, as a line begins with it; escaped once per name (html.ts `remembered`). */
const boldName = remembered((name) => strong(text(name, 40)));

/** A tie's rolls (` 5/14`): the same few come back at every step of a fight with many ties. */
const rollsText = remembered((rolls) => text(rolls));

/** A name as a title or the turn's line shows it. */
export const nameText = remembered((name) => text(name, 40));

/** A card's title (a rule set's name), and where the fight is (`count 12`): the same few at every step. */
const titleText = remembered((title) => text(title));
const atText = remembered((at) => text(at));


function who(nameOf: NameOf, id: string): Html {
  return boldName(nameOf(id));
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

/** What a card needs to know of the rule set in play: how its clock reads and what its actions are called. */
export interface CardView {
  /** The card's title: `Rondel`, or the rule set's name. */
  readonly title: string;
  readonly clock: ClockFormat;
  readonly actionLabel: (key: string) => string;
}

export const RONDEL_VIEW: CardView = { title: 'Rondel', clock: clockFormat('rondel'), actionLabel: (key) => (isActionKey(key) ? actionRow(key).label : key) };

/** The kinds of line that come in numbers, and what "and N more …" calls them. */
export const GROUP_NOUN: Readonly<Record<string, string>> = {
  initiative: 'initiative rolls',
  tie: 'tie-breaks',
  left: 'who left',
  action: 'declared actions',
  allowance: 'changed moves',
  marker: 'markers set',
  expired: 'markers ended',
  spell: 'spells cast',
  resolves: 'spells taking effect',
  reaction: 'reactions',
  override: 'GM changes',
  condition: 'condition changes',
  ready: 'readied actions',
  speech: 'speeches',
};

/**
 * The rows of a card for these events: one line per event, the movement window a block; turn-due lines come last, as
 * they end the card. `first` says whose lines to keep when the card has no room for all (a player's combatant).
 */
export function eventRows(
  events: readonly FightEvent[],
  nameOf: NameOf,
  extra: readonly Row[] = [],
  view: CardView = RONDEL_VIEW,
  first: (id: string) => boolean = () => false,
  imageOf: (id: string) => string | undefined = () => undefined,
): Row[] {
  const rows = bodyRows(events, nameOf, view, first);
  rows.push(...extra, ...turnRows(events, nameOf, view.clock, imageOf));
  return rows;
}

/**
 * A line of a card for an event. Whether a player plays its combatant (a read of its token) is asked only by a card
 * that must cut lines, and once.
 */
class EventLine {
  readonly kind = 'line';
  private played: boolean | undefined;

  constructor(
    readonly group: string,
    readonly html: Html,
    private readonly id: string | null,
    private readonly playedFirst: (id: string) => boolean,
  ) {}

  get first(): boolean {
    this.played ??= this.id !== null && this.playedFirst(this.id);
    return this.played;
  }
}

/** What a card says of a marker that ended, after the name (the same few sentences at every count). */
const EXPIRED = {
  flex: text(' can react again.'),
  guard: text(' is no longer on Full Guard.'),
  defense: text(' no longer stands in defense.'),
  ready: text('’s readied action is lost.'),
} as const;

/** A readied action that fired is used, not lost: the ids whose readied action fired in these events. */
function firedIn(events: readonly FightEvent[]): ReadonlySet<string> {
  let fired: Set<string> | undefined;
  for (const e of events) if (e.type === 'ready-fired') (fired ??= new Set()).add(e.id);
  return fired ?? NONE_FIRED;
}

const NONE_FIRED: ReadonlySet<string> = new Set();

/** An action's line after the name: declared, or passed over without a note (a rule set's few labels). */
const declaredHead = remembered((label) => text(`: ${label}`));
const passedOverHead = remembered((label) => text(` did not declare: ${label}`));

/** Parts of the lines of most steps, escaped once per text: where a tie is, the count, a next action's count. */
const tieHead = remembered((head) => text(head));
const countLine = remembered((at) => strong(text(capital(at), 120)));
const nextAtText = remembered((at) => text(` → next at ${at}`));

/** What a line says after the name of a combatant on Full Guard, by the count it lasts until (the same few in a fight). */
const guardLines = new Map<number | null, Html>();
const MOST_GUARD_LINES = 512;

function guardUntil(until: number | null): Html {
  let html = guardLines.get(until);
  if (html === undefined) {
    if (guardLines.size >= MOST_GUARD_LINES) guardLines.clear();
    html = text(` is on Full Guard until count ${until}: attacks against it are at disadvantage.`, 200);
    guardLines.set(until, html);
  }
  return html;
}

/** A cool-down as a line shows it: the same few sums come back in a fight. */
const coolDownHtml = remembered((sum) => muted(text(sum, 300)));

/** The rows of the events themselves: what `eventRows` gives before the extra rows and the turn's. */
function bodyRows(events: readonly FightEvent[], nameOf: NameOf, view: CardView, first: (id: string) => boolean): Row[] {
  // the events without a line of their own (a turn's: its rows come last) are passed over here, and the others' rows
  // made by `rowsFrom` from the first that has one: a step that only brings a turn (most of a round's) never calls it
  for (let i = 0; i < events.length; i += 1) {
    const type = (events[i] as FightEvent).type;
    if (type !== 'turn-due' && type !== 'rejected' && type !== 'speech-held') return rowsFrom(events, i, nameOf, view, first);
  }
  return [];
}

/** A row that always shows, added to a card's rows (a function of its own: no closure made per card). */
function fixedRow(rows: Row[], html: Html): void {
  rows.push({ kind: 'fixed', html });
}

/** A line of a kind that may come in numbers, added to a card's rows. */
function lineRow(rows: Row[], first: (id: string) => boolean, group: string, id: string | null, html: Html): void {
  rows.push(new EventLine(group, html, id, first));
}

/** The rows of the events from the `from`th on (see `bodyRows`). */
function rowsFrom(events: readonly FightEvent[], from: number, nameOf: NameOf, view: CardView, first: (id: string) => boolean): Row[] {
  const clock = view.clock;
  let fired: ReadonlySet<string> | undefined;
  let timed: SaidByEffects | undefined;
  const rows: Row[] = [];
  // a one-count step's own line (its row, the count it names), and whether a turn or a window after it names the count
  // while nothing else after it has a line: then the title and that line say it, and it goes
  let countRow = -1;
  let countEvent = -1;
  let countAt = 0;
  let countNamed = false;
  for (let i = from; i < events.length; i += 1) {
    const e = events[i] as FightEvent;
    const had = rows.length;
    switch (e.type) {
      case 'combat-started':
        fixedRow(rows, strong(text(clock.kind === 'rondel' ? 'The fight begins. The counter starts at 1.' : 'The fight begins.')));
        break;
      case 'initiative-rolled': {
        const dice = `${e.dice.length === 1 ? '' : e.dice.length}d${e.sides} (${e.dice.join('+')})`;
        const terms = e.terms.map((t) => ` ${signed(t.value)} ${t.label}`).join('');
        const at = e.base ? `count ${e.base} + ` : '';
        // 20-second rounds: past second 20 the action is carried over into the next round
        const result = clock.kind === 'seconds' && e.value > 20 ? `${e.value}, carried over: second ${e.value - 20} of the next round` : clock.unit(e.value);
        lineRow(rows, first, 'initiative', e.id, join([who(nameOf, e.id), text(`${e.joining ? ' joins' : ''}: ${at}${dice}${terms} → ${result}`, 200)]));
        break;
      }
      case 'tie-broken': {
        const head = tieHead(`Tie at ${clock.at(e.count)}, d20 ${e.direction} first: `);
        // each roll put together with `+` (a line of most steps in a crowded fight)
        const rolls: Html[] = [];
        for (let k = 0; k < e.rolls.length; k += 1) {
          const r = e.rolls[k] as (typeof e.rolls)[number];
          rolls.push(raw(who(nameOf, r.id) + rollsText(' ' + r.rolls.join('/'))));
        }
        // a tie among many names the first few on a card that is full; the GM has the whole tie
        const whole = raw(head + join(rolls, raw(', ')));
        // a tie of a few is the same whole or cut: made once
        const html = rolls.length > TIE_NAMES ? join([head, join([...rolls.slice(0, TIE_NAMES), text(`and ${rolls.length - TIE_NAMES} more`)], raw(', '))]) : whole;
        rows.push({ kind: 'line', group: 'tie', html, whole });
        break;
      }
      case 'left':
        lineRow(rows, first, 'left', null, join([strong(text(e.name, 40)), text(' leaves the fight.')]));
        break;
      case 'counter-advanced':
        if (e.to - e.from === 1) {
          // one step on: the line may go, if all that follows is a turn or a window that says the count (below)
          countRow = rows.length;
          countEvent = i;
          countAt = e.to;
          countNamed = false;
          fixedRow(rows, countLine(clock.at(e.to)));
        } else fixedRow(rows, strong(text(clock.moved(e.from, e.to), 120)));
        break;
      case 'action-declared': {
        const label = view.actionLabel(e.action);
        // the few heads without a note (an action's label) are escaped once each
        const head = e.passedOver ? (e.note ? text(` (${e.note}): ${label}`) : passedOverHead(label)) : declaredHead(label);
        const note = !e.passedOver && e.note ? text(` “${e.note}”`, 60) : raw('');
        // put together part by part (join's parts as they come): a line of every step
        let html: string = who(nameOf, e.id) + head + note;
        if (e.coolDown) html += ' ' + coolDownHtml(e.changeWaived ? coolDownText(e.coolDown) + ' (no change cost after a hold)' : coolDownText(e.coolDown));
        if (e.nextAt !== null) html += nextAtText(clock.at(e.nextAt));
        lineRow(rows, first, 'action', e.id, raw(html));
        break;
      }
      case 'movement-window':
        rows.push(...windowRows(e, nameOf, clock, first));
        break;
      case 'allowance-changed':
        lineRow(rows, first, 'allowance', e.id, join([who(nameOf, e.id), text(`: now ${allowanceText(e.allowance)}${clock.kind === 'rondel' ? ' at this movement window' : clock.kind === 'seconds' ? ' at this moment' : ' this turn'}.`, 200)]));
        break;
      case 'marker-applied':
        if (e.marker === 'holding') lineRow(rows, first, 'marker', e.id, join([who(nameOf, e.id), text(` holds until count ${e.until}.`)]));
        if (e.marker === 'guard') lineRow(rows, first, 'marker', e.id, raw(who(nameOf, e.id) + guardUntil(e.until)));
        if (e.marker === 'dashing') lineRow(rows, first, 'marker', e.id, join([who(nameOf, e.id), text(` dashes: double movement at every window until count ${e.until}.`, 200)]));
        if (e.marker === 'defense') lineRow(rows, first, 'marker', e.id, join([who(nameOf, e.id), text(' stands in defense until its next turn: attacks against it at disadvantage, its saves at advantage.', 200)]));
        if (e.marker === 'ready') lineRow(rows, first, 'marker', e.id, join([who(nameOf, e.id), text(' is at the ready until its next turn.', 200)]));
        break;
      case 'marker-expired':
        if (e.marker === 'flex') lineRow(rows, first, 'expired', e.id, raw(who(nameOf, e.id) + EXPIRED.flex));
        if (e.marker === 'guard') lineRow(rows, first, 'expired', e.id, raw(who(nameOf, e.id) + EXPIRED.guard));
        if (e.marker === 'defense') lineRow(rows, first, 'expired', e.id, raw(who(nameOf, e.id) + EXPIRED.defense));
        if (e.marker === 'ready' && !(fired ??= firedIn(events)).has(e.id)) lineRow(rows, first, 'expired', e.id, raw(who(nameOf, e.id) + EXPIRED.ready));
        break;
      case 'spell-cast':
        lineRow(rows, first, 'spell', e.id, join([who(nameOf, e.id), text(` is casting${e.note ? ` “${e.note}”` : ''}: it takes effect at ${clock.at(e.resolvesAt)}.`, 160)]));
        break;
      case 'spell-resolves':
        lineRow(rows, first, 'resolves', e.id, join([strong(text(e.name, 40)), text(`’s spell${e.note ? ` “${e.note}”` : ''} takes effect now.`, 120)]));
        break;
      case 'reacted':
        lineRow(rows, first, 
          'reaction',
          e.id,
          join([who(nameOf, e.id), text(` reacts${e.note ? `: ${e.note}` : ''}.${e.until === null ? '' : clock.kind === 'rondel' ? ` Flex until count ${e.until}.` : ' Its reaction for the round is used.'}`, 160)]),
        );
        break;
      case 'overridden':
        if (e.field === 'terrain') {
          fixedRow(rows, text(`Terrain: ${e.from} → ${e.to}. Hexes per round are divided by it, from now on.`, 200));
          break;
        }
        if (e.field === 'nextAt' && clock.kind !== 'rondel') {
          lineRow(rows, first, 'override', e.id, join([who(nameOf, e.id), text(` ${clock.value}: ${e.from} → ${e.to}.`, 200)]));
          break;
        }
        if (e.field === 'tier') {
          // a tier by its name, as every card names it (the key is what `--tier` takes)
          const named = (k: string | number): string => (isTierKey(k) ? tierInfo(k).name : String(k));
          lineRow(rows, first, 'override', e.id, join([who(nameOf, e.id), text(` movement tier: ${named(e.from)} → ${named(e.to)}.`, 200)]));
          break;
        }
        lineRow(rows, first, 'override', e.id, join([who(nameOf, e.id), text(` ${OVERRIDE_LABEL[e.field]}: ${e.from} → ${e.to}${e.field === 'perceptionMod' ? ' (for its initiative when it joins a fight)' : ''}.`, 200)]));
        break;
      case 'conditions-changed': {
        // a condition given or lifted with its duration is said by the effect's line (said-once.ts)
        timed ??= saidByEffects(events);
        const said = timed;
        const added = e.added.filter((k) => !said.has(e.id, k, true));
        const removed = e.removed.filter((k) => !said.has(e.id, k, false));
        if (added.length === 0 && removed.length === 0) break;
        lineRow(rows, first, 
          'condition',
          e.id,
          join([
            who(nameOf, e.id),
            text(`${added.length ? ` is now ${added.join(', ')}` : ''}${added.length && removed.length ? ';' : ''}${removed.length ? ` is no longer ${removed.join(', ')}` : ''}.`, 300),
          ]),
        );
        break;
      }
      case 'effect-started':
        timed ??= saidByEffects(events);
        lineRow(rows, first, 'effect', e.id, join([who(nameOf, e.id), text(`${timed.has(e.id, e.name, true) ? ' is now ' : ': '}${e.name}, ${endsText(e.ends, clock)}.`, 200)]));
        break;
      case 'effect-ended':
        lineRow(rows, first, 'effect', e.id, join([who(nameOf, e.id), text(`: ${e.name} ends.`, 200)]));
        break;
      case 'round-started':
        fixedRow(rows, strong(text(`Round ${e.round} begins.`)));
        break;
      case 'stood-up':
        lineRow(rows, first, 'condition', e.id, join([who(nameOf, e.id), STANDS_UP]));
        break;
      case 'ready-fired':
        lineRow(rows, first, 'ready', e.id, join([who(nameOf, e.id), text(` acts at the ready${e.note ? `: ${e.note}` : ''}.`, 200)]));
        break;
      case 'speech':
        lineRow(rows, first, 'speech', e.id, join([strong(text(e.name, 40)), text(` says: “${e.text}”`, 300), raw(' '), muted(text(`(${clock.at(e.count)})`))]));
        break;
      case 'speech-held':
      case 'turn-due':
      case 'rejected':
        break;
    }
    if (countRow >= 0 && i !== countEvent) {
      if ((e.type === 'turn-due' || e.type === 'movement-window') && e.count === countAt) countNamed = true;
      // anything else with a line of its own (or a turn at another count) keeps the count line above it
      else if (e.type === 'turn-due' || rows.length > had) countRow = -1;
    }
  }
  // the count line said nothing the title and the turn's or the window's line do not (`Count 5: Kess acts.`)
  if (countRow >= 0 && countNamed) rows.splice(countRow, 1);
  return rows;
}

/** A stand's line: what it may still move follows (the allowance's line). */
const STANDS_UP = text(' stands up: no longer prone.');

/**
 * `Count 12: `, as a turn's line begins (bold, in the colour of its kind): the same few at every step. No arrow drawn
 * as a character: a screen reader would read it aloud before every turn.
 */
const turnAt = remembered((at) => text(`${capital(at)}: `));
const ACTS = text(' acts.');

/** How a turn's line opens: due, or blocked by a condition. */
const TURN_OPEN = { due: `<div style="font-weight:bold;color:${COLOURS.good}">`, blocked: `<div style="font-weight:bold;color:${COLOURS.bad}">` };

/** The rows that end a card: whose turn is due, with its token's image when `imageOf` gives one. */
function turnRows(events: readonly FightEvent[], nameOf: NameOf, clock: ClockFormat, imageOf: (id: string) => string | undefined = () => undefined): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < events.length; i += 1) {
    const e = events[i] as FightEvent;
    if (e.type === 'turn-due') {
      const picture = portraitOf(imageOf(e.id), TURN_IMAGE);
      // put together with `+`: what `tag` makes of it
      rows.push({
        kind: 'fixed',
        html: raw(
          (e.blockedBy ? TURN_OPEN.blocked : TURN_OPEN.due) +
            turnAt(clock.at(e.count)) +
            (picture ?? '') +
            nameText(nameOf(e.id)) +
            (e.blockedBy ? text(` is ${e.blockedBy} and cannot act (next passes the turn).`) : ACTS) +
            '</div>',
        ),
      });
    }
  }
  return rows;
}

/** Kinds of line that come by the hundred: a cut card keeps them after the lists' shares (fit.ts). */
const LATE_GROUPS: readonly string[] = ['initiative', 'tie'];

/** Kinds of line a cut card keeps fewer of: the GM has the rest. */
const CUT_CAPS: Readonly<Record<string, number>> = { tie: 3, initiative: 8 };

/** The names a tie shows on a card that has no room for all. */
const TIE_NAMES = 4;

const OVERRIDE_LABEL = { nextAt: 'next action count', tier: 'movement tier', perceptionMod: 'Perception modifier', name: 'name', terrain: 'terrain' } as const;

export interface AnnouncementOptions {
  readonly extra?: readonly Row[];
  readonly view?: CardView;
  /** The most bytes the card may hold (a public card: fit.ts); null: as long as it takes (the GM's own card). */
  readonly budget?: number | null;
  /** Whose lines to keep first when the card is cut: a combatant a player controls. */
  readonly first?: (id: string) => boolean;
  /** How the card says what it cut (default: the GM has it). */
  readonly more?: More;
  /**
   * The image of a token whose turn the card announces (docs/rules.md §15): only for a token the card's readers may see.
   * It is shown only when the card then keeps every line within its budget.
   */
  readonly imageOf?: (id: string) => string | undefined;
}

/** Whether the events bring a turn. */
function turnIn(events: readonly FightEvent[]): boolean {
  for (let i = 0; i < events.length; i += 1) if ((events[i] as FightEvent).type === 'turn-due') return true;
  return false;
}

/** Whether a turn the events bring is of a token with an image to show. */
function pictured(events: readonly FightEvent[], imageOf: (id: string) => string | undefined): boolean {
  for (let i = 0; i < events.length; i += 1) {
    const e = events[i] as FightEvent;
    if (e.type === 'turn-due' && imageOf(e.id)) return true;
  }
  return false;
}

/** Whose lines a card keeps first when nobody's are: none. */
const NOBODY_FIRST = (): boolean => false;

/** How a cut card says what it left out: the GM has it in a whisper. */
export const toTheGM: More = (group, hidden) => muted(text(`… and ${hidden} more ${GROUP_NOUN[group] ?? 'lines'} (the GM has them).`));

/** The card of a step of the fight, cut to its budget; `rest` is what did not fit, for the GM. Null: nothing to say. */
export function announcementFit(counter: number, events: readonly FightEvent[], nameOf: NameOf, options: AnnouncementOptions = {}): Fitted | null {
  const view = options.view ?? RONDEL_VIEW;
  const budget = options.budget ?? null;
  // every row but the due token's is the same with its image or without: each is made once, and the due token's rows
  // in the one way the card shows them
  const body = bodyRows(events, nameOf, view, options.first ?? NOBODY_FIRST);
  if (options.extra) for (let i = 0; i < options.extra.length; i += 1) body.push(options.extra[i] as Row);
  if (body.length === 0 && !turnIn(events)) return null;
  const frame = { title: titleText(view.title), subtitle: atText(view.clock.at(counter)) };
  // the token's image is the first thing a full card gives up: it never costs a line
  const fit = { budget, more: options.more ?? toTheGM, caps: CUT_CAPS, late: LATE_GROUPS };
  if (options.imageOf && pictured(events, options.imageOf)) {
    const rowsPictured = [...body, ...turnRows(events, nameOf, view.clock, options.imageOf)];
    // a whole card is within its budget: shown when it set nothing aside
    const whole = wholeCard(frame, rowsPictured, budget);
    if (whole) {
      if (whole.rest.length === 0) return whole;
    } else if (rowsPictured.some((r) => r.kind === 'list' && r.private)) {
      // a card that is cut keeps everything only when what it cut is a private list (the order): else it sets lines
      // aside for the GM, and the picture is not shown
      const cut = fitCard(frame, rowsPictured, fit);
      if (cut.rest.length === 0 && (budget === null || fitsIn(cut.html, budget))) return cut;
    }
  }
  const turns = turnRows(events, nameOf, view.clock);
  for (let i = 0; i < turns.length; i += 1) body.push(turns[i] as Row);
  return fitCard(frame, body, fit);
}

export function announcementCard(counter: number, events: readonly FightEvent[], nameOf: NameOf, extra: readonly Row[] = [], view: CardView = RONDEL_VIEW): Html | null {
  return announcementFit(counter, events, nameOf, { extra, view })?.html ?? null;
}

export function errorCard(title: string, lines: readonly string[], syntax?: string): Html {
  const body = lines.map((l) => text(l, 300));
  if (syntax) body.push(join([muted(text('Usage: ')), usageHtml(syntax)]));
  return card({ title: text(title), accent: COLOURS.bad, body });
}

/**
 * The line above a whisper the GM receives for a player who cannot be whispered to by name: on the cards' paper, so
 * it reads on Roll20's light chat and on its dark one.
 */
export function meantFor(name: string): Html {
  return tag('div', `margin:0 0 2px;padding:2px 6px;border-radius:4px;background:${COLOURS.paper};color:${COLOURS.ink};font-size:12px`, text(`For ${name}, who cannot be whispered to by name:`, 200));
}

/** A card of plain sentences (escaped here). */
export function notice(title: string, lines: readonly string[], accent?: string): Html {
  return noticeCard(title, lines.map((l) => text(l, 300)), accent);
}

/** A card of HTML lines, each already built from escaped parts. */
export function noticeCard(title: string, lines: readonly Html[], accent?: string): Html {
  return accent ? card({ title: text(title), accent, body: lines }) : card({ title: text(title), body: lines });
}

/** Pictures made, by size and address: a fight's few tokens' pictures come back at every turn. */
const portraits = new Map<number, Map<string, Html | null>>();
const MOST_PORTRAITS = 512;

/** `portrait`, made once for each address and size (it is a pure function of them). */
export function portraitOf(url: string | undefined, size = 24): Html | null {
  if (url === undefined) return portrait(url, size);
  let made = portraits.get(size);
  if (!made) portraits.set(size, (made = new Map()));
  let html = made.get(url);
  if (html === undefined) {
    if (made.size >= MOST_PORTRAITS) made.clear();
    html = portrait(url, size);
    made.set(url, html);
  }
  return html;
}

/** A token's picture for a card: only a plain https address, never anything that could leave the attribute. */
export function portrait(url: string | undefined, size = 24): Html | null {
  if (!url || !/^https:\/\/[^\s"'<>&]+(&[^\s"'<>&]+)*$/.test(url) || url.length > 300) return null;
  return raw(`<img src="${url.replace(/&/g, '&amp;')}" alt="" style="width:${size}px;height:${size}px;vertical-align:middle;margin-right:4px;border-radius:3px">`);
}

/** The size of the due token's image on the card that announces its turn: one line of the chat column high, a little more. */
const TURN_IMAGE = 28;

/** `Order: Goblin (1), Lira (4), …`: the order with each next count, cut to fit (`status` lists it all). */
export function orderRow(order: readonly { readonly name: string; readonly nextAt: number }[]): Row {
  return { kind: 'list', head: strong(text('Order: ')), items: order.map((c) => unbroken(text(`${c.name} (${c.nextAt})`, 60))), private: true };
}
