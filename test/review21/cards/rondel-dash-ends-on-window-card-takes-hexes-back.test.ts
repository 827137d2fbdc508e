// Review 21 (consistency between surfaces, rondel). docs/rules.md §5 (Dash) and ruling 11: a Dash doubles the hexes
// "up to and including the window on the dasher's next action count"; "A window on the combatant's own count comes
// before its action, at both ends: ... one whose dash runs to count 15 still moves 4 there, and the dash ends with its
// action." The window card at count 15 says so ("Aldric (4 hexes, dash)") and the tread badge shows 4. But when Aldric
// then declares his action at that count, the action's card adds "Aldric: now 2 hexes at this movement window." and the
// badge drops to 2: the window that came before his action is re-priced after it. A player who waits for the action to
// be declared before moving (or who reads the last card) is told to move half of what the window gave. The other end
// is right: a Dash declared at a window on its own count announces nothing there (engine test "does not double that
// window, which came before the action").
import { describe, expect, it } from 'vitest';
import type { RecordedChat } from 'roll20-double';
import { aTable, plain } from '../../integration/table';

const words = (ms: readonly RecordedChat[]) => ms.map((m) => plain(m.content)).join('\n');

describe('rondel: a Dash that runs to a window on the dasher’s own count', () => {
  it('the window keeps its doubled hexes on every surface after the dasher acts there', () => {
    const t = aTable({ badges: true, seed: 3 });
    const T = t.tokens;
    t.say(t.gm, '!rondel start', [T.aldric, T.goblin]);
    t.say(t.gm, '!rondel set --count 5', [T.aldric]);
    t.say(t.gm, '!rondel set --count 40', [T.goblin]);
    while (t.tracker()[0]?.[0] !== 'Aldric') t.say(t.gm, '!rondel next');
    expect(words(t.say(t.pat, '!rondel act dash', [T.aldric]))).toContain('Aldric: Dash 10 → next at count 15');
    let card = '';
    while (t.tracker()[0]?.[0] !== 'Aldric') card = words(t.say(t.gm, '!rondel next'));
    // count 15: a window on Aldric's own count, before his action: 4 hexes, as docs/rules.md §5 has it
    expect(card).toContain('Movement window at count 15');
    expect(card).toContain('Aldric (4 hexes, dash)');
    expect(t.markers(T.aldric)).toContain('tread@4');

    const acted = words(t.say(t.pat, '!rondel act combat', [T.aldric]));
    expect(acted).toContain('Aldric: Combat');
    // the window came before the action: what he moves there is still 4
    expect(acted).not.toContain('Aldric: now 2 hexes at this movement window');
    expect(t.markers(T.aldric)).toContain('tread@4');
  });
});
