// The GM's Adopt buttons in a table's chat (docs/rules.md §13, ruling 94), for the tests of tracker edits.
import { expect } from 'vitest';
import type { Table } from '../integration/table';
import { plain } from './plain';
import type { DoubleObject } from 'roll20-double';

/** The GM's Adopt buttons (the commands they send) whispered since the mark. */
export function adoptButtons(t: Table, mark: ReturnType<Table['sb']['recorder']['mark']>): string[] {
  const html = t.sb.recorder
    .since(mark)
    .chat.filter((m) => m.targets.includes(t.gm.id))
    .map((m) => m.content)
    .join('');
  return [...html.matchAll(/href="(![^"]*)"[^>]*>Adopt</g)].map((m) => plain(m[1] ?? ''));
}

/** Types `value` into the token's tracker entry, as the GM (or a player) would; returns the card's one Adopt button. */
export function editValue(t: Table, token: DoubleObject, value: string): string {
  const index = t.sb.turnOrder().findIndex((e) => e.id === token.id);
  expect(index).toBeGreaterThanOrEqual(0);
  const mark = t.sb.recorder.mark();
  t.sb.driver.tracker.edit(index, value);
  const buttons = adoptButtons(t, mark);
  expect(buttons).toHaveLength(1);
  return buttons[0] as string;
}

/** A combatant's value in the tracker, by its name. */
export function trackerValue(t: Table, name: string): string | number | undefined {
  return t.tracker().find(([n]) => n === name)?.[1];
}
