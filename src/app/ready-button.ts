// 10-second rounds: a combatant at the ready gets a button that fires its readied action (docs/rules.md §9.3, §15),
// whispered to whoever plays it: the trigger comes on someone else's turn, when no menu of theirs is open.
import { noticeCard } from '../render/cards';
import { button, join, muted, text } from '../render/html';
import { isHidden } from './world-reads';
import type { Context } from './context';
import type { Outgoing } from './ports';
import { fightStamp } from './fight-with';

/**
 * The card with the Trigger button for `id`'s action readied in round `round`, to its players (the GM for a token hidden
 * from them or played by none). The button names the round and the fight: pressed once that action is gone, or in
 * another fight, it fires no later one.
 */
export function triggerButtons(ctx: Context, word: string, id: string, name: string, round: number): Outgoing[] {
  const world = ctx.ports.world;
  const html = noticeCard(`${name.slice(0, 40)}: at the ready`, [
    join([button(text('Trigger'), `!${word} trigger --token ${id} --readied ${round}${fightStamp(ctx.stored.fight)}`), muted(text(' when what you wait for happens: the readied action is taken at once.'))]),
  ]);
  // a combatant hidden from the players is played by the GM, whoever controls its token
  const controllers = isHidden(world, id) ? [] : ((world.controllers ? world.controllers(id) : world.token(id)?.controllers) ?? []);
  if (controllers.includes('all')) return [{ to: 'all', html, noarchive: true }];
  const players = controllers.filter((p) => p !== 'all' && !world.isGM(p));
  if (players.length === 0) return [{ to: 'gm', html, noarchive: true }];
  return players.map((p) => ({ to: { player: p }, html, noarchive: true }));
}
