// The order row of the GM's card.
import { strong, text, unbroken } from './html';
import type { Row } from './fit';

/** `Order: Goblin (1), Lira (4), …`: the order with each next count, cut to fit (`status` lists it all). */
export function orderRow(order: readonly { readonly name: string; readonly nextAt: number }[]): Row {
  return { kind: 'list', head: strong(text('Order: ')), items: order.map((c) => unbroken(text(`${c.name} (${c.nextAt})`, 60))), private: true };
}
