// The card of a step of the fight (the announcement), cut to its budget: the event rows, then the turn's.
import type { FightEvent } from '../rules/core/events';
import { fitsIn, muted, text, type Html } from './html';
import { fitCard, wholeCard, type Fitted, type More, type Row } from './fit';
import type { NameOf } from './movement';
import { atText, titleText } from './card-text';
import { moreOf, RONDEL_VIEW, type CardView } from './card-view';
import { bodyRows } from './event-rows';
import { turnRows } from './turn-rows';

/** Kinds of line that come by the hundred: a cut card keeps them after the lists' shares (fit.ts). */
const LATE_GROUPS: readonly string[] = ['initiative', 'tie'];

/** Kinds of line a cut card keeps fewer of: the GM has the rest. */
const CUT_CAPS: Readonly<Record<string, number>> = { tie: 3, initiative: 8 };

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
export const toTheGM: More = (group, hidden) => muted(text(`… and ${moreOf(group, hidden)} (the GM has ${hidden === 1 ? 'it' : 'them'}).`));

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
