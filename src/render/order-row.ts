// The order row of the GM's card.
import { raw, strong, text, unbroken } from './html';
import type { Row } from './fit';
import { nameText } from './card-text';

/**
 * `Order: Goblin (1), Lira (4), …`: the order with each next count, cut to fit (`status` lists it all); a value of a
 * later round says which (`Aldric (10, next round)`, an action carried over in 20-second rounds). A long name is cut
 * as a card's names are (40 characters), never the count after it: the count is what the row is for.
 */
export function orderRow(order: readonly { readonly name: string; readonly nextAt: number; readonly later?: string }[]): Row {
  return {
    kind: 'list',
    head: strong(text('Order: ')),
    items: order.map((c) => unbroken(raw(nameText(c.name.trim()) + text(` (${c.nextAt}${c.later ? `, ${c.later}` : ''})`)))),
    private: true,
  };
}
