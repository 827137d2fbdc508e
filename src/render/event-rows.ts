// The rows of a step's card: one line per event, the movement window a block, the turn's lines last.
import { isTierKey, tierInfo } from '../rules/core/numbers';
import type { FightEvent } from '../rules/core/events';
import { join, muted, raw, remembered, strong, text, type Html } from './html';
import type { Row } from './fit';
import { saidByEffects, type SaidByEffects } from './said-once';
import { allowanceText, windowRows, type NameOf } from './movement';
import { andList, capital, clipped, coolDownText, endsText, rollsText, signed, who } from './card-text';
import { RONDEL_VIEW, type CardView } from './card-view';
import { turnRows } from './turn-rows';
import type { ClockFormat } from './clock';

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

/**
 * How a tie's line begins: where it is and which way it goes. The players' copy of a tie naming a hidden token and
 * the GM's whole one begin alike (the GM's rest of a cut card keeps the whole one only).
 */
export function tieLineHead(e: Extract<FightEvent, { type: 'tie-broken' }>, clock: ClockFormat): Html {
  // 10-second rounds name the score the tie is at, and the round (all of a round's ties are at one clock)
  return tieHead(`Tie at ${e.score === undefined ? clock.at(e.count) : `initiative ${e.score} (${clock.at(e.count)})`}, d20 ${e.direction} first: `);
}
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
export function bodyRows(events: readonly FightEvent[], nameOf: NameOf, view: CardView, first: (id: string) => boolean): Row[] {
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
        // joined at the GM's value: no roll to show
        if (e.placed) {
          lineRow(rows, first, 'initiative', e.id, join([who(nameOf, e.id), text(`${e.joining ? ' joins' : ''} at ${clock.unit(e.value)} (set by the GM).`, 200)]));
          break;
        }
        const dice = `${e.dice.length === 1 ? '' : e.dice.length}d${e.sides} (${e.dice.join('+')})`;
        const terms = e.terms.map((t) => ` ${signed(t.value)} ${t.label}`).join('');
        const at = e.base ? `count ${e.base} + ` : '';
        // 20-second rounds: past second 20 the action is carried over into the next round (past 40, the one after)
        const result =
          clock.kind === 'seconds' && e.value > 20
            ? `${e.value}, carried over: ${e.value > 40 ? `${clock.at(e.count)}, its only action until then` : `second ${e.value - 20} of the next round`}`
            : e.waits
              ? `${clock.unit(e.value)}, which has come: it acts from the next round`
              : clock.unit(e.value);
        lineRow(rows, first, 'initiative', e.id, join([who(nameOf, e.id), text(`${e.joining ? ' joins' : ''}: ${at}${dice}${terms} → ${result}`, 200)]));
        break;
      }
      case 'tie-broken': {
        const head = tieLineHead(e, clock);
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
        const note = !e.passedOver && e.note ? text(` “${clipped(e.note, NOTE_IN_ACTION)}”`, 60) : raw('');
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
      case 'allowance-changed': {
        const where = clock.kind === 'rondel' ? ' at this movement window' : clock.kind === 'seconds' ? ' at this moment' : ' this turn';
        // too slow to crawl there: it stays prone until a stand, which it may make instead (docs/rules.md §5, ruling
        // 90), never "now stand up", which reads as done for it or as an order
        const said = e.allowance.kind === 'crawl' && e.allowance.hexes === 0 ? `: no crawl${where}; it may stand up instead.` : `: now ${allowanceText(e.allowance)}${where}.`;
        lineRow(rows, first, 'allowance', e.id, join([who(nameOf, e.id), text(said, 200)]));
        break;
      }
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
        lineRow(rows, first, 'spell', e.id, join([who(nameOf, e.id), text(` is casting${e.note ? ` “${clipped(e.note, NOTE_IN_LINE)}”` : ''}: it takes effect at ${clock.at(e.resolvesAt)}.`, 200)]));
        break;
      case 'casting-continues':
        lineRow(rows, first, 'spell', e.id, join([who(nameOf, e.id), text(' is still casting: the casting is its action this round.', 120)]));
        break;
      case 'spell-resolves':
        lineRow(rows, first, 'resolves', e.id, join([strong(text(e.name, 40)), text(`’s spell${e.note ? ` “${clipped(e.note, NOTE_IN_LINE)}”` : ''} takes effect now.`, 200)]));
        break;
      case 'reacted':
        lineRow(rows, first, 
          'reaction',
          e.id,
          join([who(nameOf, e.id), text(` reacts${e.note ? `: ${clipped(e.note, NOTE_IN_LINE)}` : ''}.${e.until === null ? '' : clock.kind === 'rondel' ? ` Flex until count ${e.until}.` : ' Its reaction for the round is used.'}`, 200)]),
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
        lineRow(rows, first, 'override', e.id, join([who(nameOf, e.id), text(` ${OVERRIDE_LABEL[e.field]}: ${e.from} → ${e.to}${e.field === 'perceptionMod' ? ` (${view.perceptionUse})` : ''}.`, 200)]));
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
            text(`${added.length ? ` is now ${andList(added)}` : ''}${added.length && removed.length ? ';' : ''}${removed.length ? ` is no longer ${andList(removed)}` : ''}.`, 300),
          ]),
        );
        break;
      }
      case 'effect-started':
        timed ??= saidByEffects(events);
        lineRow(rows, first, 'effect', e.id, join([who(nameOf, e.id), text(`${timed.has(e.id, e.name, true) ? ' is now ' : ': '}${e.name}, ${endsText(e.ends, clock)}.`, 200)]));
        break;
      case 'effect-ended':
        // a stand under way whose bearer is now held fast: it does not get up (docs/rules.md ruling 90)
        if (e.heldBy) lineRow(rows, first, 'effect', e.id, join([who(nameOf, e.id), text(` cannot get up (${e.heldBy}): it stays prone.`, 200)]));
        else lineRow(rows, first, 'effect', e.id, join([who(nameOf, e.id), text(`: ${e.name} ends.`, 200)]));
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
 * The most of a player's note a line shows (a note is up to 200 characters): cut before what the line says after it
 * (when a spell takes effect, until when its caster may flex), which a line cut as a whole lost. A declared action's
 * note, in its line's 60 characters with its quotes, keeps its closing quote.
 */
const NOTE_IN_LINE = 100;
const NOTE_IN_ACTION = 57;

/** The names a tie shows on a card that has no room for all. */
const TIE_NAMES = 4;

const OVERRIDE_LABEL = { nextAt: 'next action count', tier: 'movement tier', perceptionMod: 'Perception modifier', name: 'name', terrain: 'terrain' } as const;

