// The table of the undo-of-`add` tests (docs/rules.md §8, §15): Aldric and the Goblin fighting (badges on), the Zombie,
// not in the fight, marked by the GM by hand: prone (back-pain, the tag the fight gives prone), a colour the fight
// never uses, and a bolt-shield with a 2.
import { aTable, type Table } from '../../integration/table';

/** A token's markers, sorted, none empty. */
export const sorted = (t: Table, token: Table['tokens'][keyof Table['tokens']]): string[] =>
  t.markers(token)
    .split(',')
    .filter((m) => m !== '')
    .sort();

export function marked(markers = 'back-pain,red,bolt-shield@2'): Table {
  const t = aTable({ badges: true });
  t.sb.dice.queue(12, 1);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
  t.sb.driver.setProps(t.tokens.zombie, { statusmarkers: markers });
  t.sb.flush();
  return t;
}
