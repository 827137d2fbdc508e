// Review 20 (players): in 10-second rounds a grappled (or restrained) combatant's menu says "No move: grappled.", and
// `!rondel menu` after its action says it again. Yet the whisper that follows the action tells the same player
// "Lira’s turn goes on: it may still move; then end it with !rondel done". A grappled combatant moves nothing (docs/rules.md
// §7: Grappled, Restrained: 0 at a window; §9.3 the menu's "No move"), so the reply contradicts the menu the player just
// used, and invites a move the rules forbid. The whisper should say only that the turn goes on until it is ended (or
// say no move is left), never "it may still move" to a combatant that may not.
import { describe, expect, it } from 'vitest';
import type { RecordedChat } from 'roll20-double';
import { aTable, plain, type Table } from '../../integration/table';
import { answer, hrefs } from './helpers';

const toPlayer = (t: Table, p: { id: string }, ms: readonly RecordedChat[]) => ms.filter((m) => m.type === 'whisper' && m.targets.includes(p.id));
const words = (ms: readonly RecordedChat[]) => ms.map((m) => plain(m.content)).join('\n');

describe('10-second rounds: the turn-goes-on whisper does not promise a move the combatant does not have', () => {
  it.each(['grappled', 'restrained'])('%s: the menu says "No move", and the reply to its action does not say "it may still move"', (condition) => {
    const t = aTable();
    t.sb.dice.queue(8, 6, 2);
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.lira, t.tokens.goblin, t.tokens.aldric]);
    expect(t.tracker()[0]?.[0]).toBe('Lira');
    t.say(t.gm, `!rondel condition --add ${condition}`, [t.tokens.lira]);
    const menu = toPlayer(t, t.sam, t.say(t.sam, '!rondel menu', [t.tokens.lira]));
    expect(words(menu)).toContain(`No move: ${condition}.`);
    const combat = hrefs(menu).find((h) => / act combat /.test(h)) as string;
    const reply = words(toPlayer(t, t.sam, t.say(t.sam, answer(combat))));
    expect(reply).toContain('Lira’s turn goes on');
    expect(reply).not.toMatch(/may still move/);
    // what the menu says of the same turn, asked again right after
    expect(words(toPlayer(t, t.sam, t.say(t.sam, '!rondel menu', [t.tokens.lira])))).toContain(`No move: ${condition}.`);
  });

  it('prone: the reply says it may still crawl or stand up; free: that it may still move', () => {
    for (const [condition, expected] of [['prone', 'Lira may still crawl or stand up, then end the turn'], ['', 'Lira may still move, then end the turn']] as const) {
      const t = aTable();
      t.sb.dice.queue(8, 6, 2);
      t.say(t.gm, '!rondel start --rules rounds', [t.tokens.lira, t.tokens.goblin, t.tokens.aldric]);
      if (condition) t.say(t.gm, `!rondel condition --add ${condition}`, [t.tokens.lira]);
      const menu = toPlayer(t, t.sam, t.say(t.sam, '!rondel menu', [t.tokens.lira]));
      const combat = hrefs(menu).find((h) => / act combat /.test(h)) as string;
      expect(words(toPlayer(t, t.sam, t.say(t.sam, answer(combat))))).toContain(expected);
    }
  });
});
