// The order row of the GM's card.
import { strong, text, unbroken } from './html';
import type { Row } from './fit';

/**
 * `Order: Goblin (1), Lira (4), …`: the order with each next count, cut to fit (`status` lists it all); a value of a
 * later round says which (`Aldric (10, next round)`, an action carried over in 20-second rounds).
 */
export function orderRow(order: readonly { readonly name: string; readonly nextAt: number; readonly later?: string }[]): Row {
  return { kind: 'list', head: strong(text('Order: ')), items: order.map((c) => unbroken(text(`${c.name} (${c.nextAt}${c.later ? `, ${c.later}` : ''})`, 60))), private: true };
}
