// The rows that end a step's card: whose turn is due, with its token's picture when it may be shown.
import type { FightEvent } from '../rules/core/events';
import type { ClockFormat } from './clock';
import { COLOURS, raw, remembered, text } from './html';
import type { Row } from './fit';
import type { NameOf } from './movement';
import { capital, nameText } from './card-text';
import { portraitOf } from './portrait';

/** The size of the due token's image on the card that announces its turn: one line of the chat column high, a little more. */
const TURN_IMAGE = 28;

/**
 * `Count 12: `, as a turn's line begins (bold, in the colour of its kind): the same few at every step. No arrow drawn
 * as a character: a screen reader would read it aloud before every turn.
 */
const turnAt = remembered((at) => text(`${capital(at)}: `));
const ACTS = text(' acts.');

/** How a turn's line opens: due, or blocked by a condition. */
const TURN_OPEN = { due: `<div style="font-weight:bold;color:${COLOURS.good}">`, blocked: `<div style="font-weight:bold;color:${COLOURS.bad}">` };

/** The rows that end a card: whose turn is due, with its token's image when `imageOf` gives one. */
export function turnRows(events: readonly FightEvent[], nameOf: NameOf, clock: ClockFormat, imageOf: (id: string) => string | undefined = () => undefined): Row[] {
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
