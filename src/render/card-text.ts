// The words of a card's lines: names, dice, cool-downs, how an effect ends. Escaped once each (html.ts `remembered`).
import type { CoolDown } from '../rules/rondel/actions';
import type { ClockFormat } from './clock';
import type { EffectEnd } from '../rules/core/effects';
import type { DiceRoll } from '../rules/core/dice';
import { remembered, strong, text, type Html } from './html';
import type { NameOf } from './movement';

/** A combatant's name in bold, as a line begins with it; escaped once per name (html.ts `remembered`). */
export const boldName = remembered((name) => strong(text(name, 40)));

/** A tie's rolls (` 5/14`): the same few come back at every step of a fight with many ties. */
export const rollsText = remembered((rolls) => text(rolls));

/** A name as a title or the turn's line shows it. */
export const nameText = remembered((name) => text(name, 40));

/** A card's title (a rule set's name), and where the fight is (`count 12`): the same few at every step. */
export const titleText = remembered((title) => text(title));
export const atText = remembered((at) => text(at));


export { clipped } from './html';

export function who(nameOf: NameOf, id: string): Html {
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

/** A list as a sentence says it: "prone", "prone and blind", "grappled, prone and blind". */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;
}

export function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function signed(n: number): string {
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
