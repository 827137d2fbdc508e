import type { DoubleObject, RecordedChat } from 'roll20-double';
import { aTable, plain, type Table } from '../../integration/table';
export { aTable, plain, type Table };
export const KEY = 'EnchantedRealmsCombat';
export function buttons(ms: readonly { content: string }[]): string[] {
  return ms.flatMap((m) => (m.content.match(/href="(![^"]*)"/g) ?? []).map((b) => b.slice(6, -1).replace(/&amp;/g, '&')));
}
export function text(ms: readonly { content: string }[]): string {
  return plain(ms.map((m) => m.content).join('\n'));
}
/** What a player reads of some chat: everything not whispered, and whispers that reach them. */
export function seenBy(ms: readonly RecordedChat[], player: DoubleObject): string {
  return ms.filter((m) => m.type !== 'whisper' || m.targets.includes(player.id)).map((m) => plain(m.content)).join('\n');
}
export function stored(t: Table): any {
  return t.sb.state[KEY];
}

/** The roll id of a hit of `damage` by the attacker on the target: attacks until one hits (a modifier of 30 almost always does). */
export function attack(t: Table, attacker: any, target: string, damage: number): string {
  for (let i = 0; i < 60; i += 1) {
    const out = t.say(t.gm, `!rondel attack --target ${target} --dice 1 --mod 30 --damage ${damage}`, [attacker]);
    const roll = /!rondel apply --roll (\d+)/.exec(out.map((c) => c.content).join('\n'))?.[1];
    if (roll !== undefined) return roll;
  }
  throw new Error('no hit');
}
