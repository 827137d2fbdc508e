// Review 10, a new player's evening in 10-second rounds: "a turn is a move and an action", and "on its turn the
// combatant may use its hexes per round" (docs/rules.md §9.3; Aldric, a Red Fox with no hexes on his sheet, has 8).
// When Aldric's turn comes, Pat reads "Round 1: Aldric acts." and a menu ending "10-second rounds: one action on
// your turn.": nothing says how far he may move. `!rondel status` lists "movement tier Red Fox", the rondel's word,
// not hexes. The rondel's and 20-second rounds' players read their hexes on every window's card; in 10-second rounds
// the hexes show only when they change ("Aldric: now crawl 4 (or stand up) this turn.") or on a badge the GM has to
// turn on. Pat's menu (or the turn's card) should say "move up to 8 hexes" (a crawl, or none, when a condition says
// so).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';
import { seenBy } from './pov';

describe('10-second rounds: a player learns on his turn how far he may move', () => {
  it('the turn’s card or Pat’s menu names Aldric’s 8 hexes', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next'); // Lira's turn next
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel next'); // Aldric's turn
    const seen = seenBy(t, t.pat, mark).map((m) => plain(m.content)).join('\n');
    expect(seen).toContain('Aldric: your action round 1');
    expect(seen).toMatch(/\b8 hexes\b/);
  });
});
