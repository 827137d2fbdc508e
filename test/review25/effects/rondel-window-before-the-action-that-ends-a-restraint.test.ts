// Review 25 (effects at a window boundary). docs/rules.md §5: "A window on the combatant's own count comes before its
// action, at both ends" (review 21 fixed a Dash's window re-priced after the dasher's action). A combatant restrained
// for 1 action (§12: it ends after that action-turn) is due at count 3, a movement window: the window's card says
// "Aldric (restrained: no move)". Its action there ends the restraint, and the action's card then said "Aldric: now 2
// hexes at this movement window." and the tread badge turned to 2: the window that came before the action was
// re-priced after it, and Aldric walked at a window at which he was held. The restraint ends with the action; the
// window it came after keeps what it gave (ruling 107). So does a turn passed over while another is due at that count.
import { describe, expect, it } from 'vitest';
import type { RecordedChat } from 'roll20-double';
import { aTable, plain } from '../../integration/table';

const words = (ms: readonly RecordedChat[]) => ms.map((m) => plain(m.content)).join('\n');

describe('rondel: an effect in actions that ends with an action at a window on the bearer’s own count', () => {
  it('the window keeps the restraint it came with on the card and the badge; the next window is free', () => {
    const t = aTable({ badges: true, seed: 3 });
    const T = t.tokens;
    t.say(t.gm, '!rondel start', [T.aldric, T.goblin]);
    t.say(t.gm, '!rondel set --count 3', [T.aldric]);
    t.say(t.gm, '!rondel set --count 40', [T.goblin]);
    t.say(t.gm, '!rondel condition --add restrained --actions 1', [T.aldric]);
    let card = '';
    while (t.tracker()[0]?.[0] !== 'Aldric') card = words(t.say(t.gm, '!rondel next'));
    expect(card).toContain('Movement window at count 3');
    expect(card).toMatch(/Aldric \(restrained: no move\)/);
    expect(t.markers(T.aldric)).toContain('tread@0');

    const acted = words(t.say(t.pat, '!rondel act combat', [T.aldric]));
    expect(acted).toContain('Aldric: restrained ends.');
    // the window came before the action: Aldric moves nothing there
    expect(acted).not.toMatch(/Aldric: now \d+ hex(es)? at this movement window/);
    expect(t.markers(T.aldric)).toContain('tread@0');
    // and he is free at the next window
    const next = words(t.say(t.gm, '!rondel next'));
    expect(next).toContain('Movement window at count 6');
    expect(next).not.toMatch(/Aldric \(restrained/);
    expect(t.markers(T.aldric)).toContain('tread@2');
  });

  it('a turn passed over at the window, with another due there, keeps the window too', () => {
    const t = aTable({ badges: true, seed: 3 });
    const T = t.tokens;
    t.say(t.gm, '!rondel start', [T.aldric, T.goblin]);
    t.say(t.gm, '!rondel set --count 3', [T.aldric, T.goblin]);
    t.say(t.gm, '!rondel condition --add restrained --actions 1', [T.aldric, T.goblin]);
    while (!['Aldric', 'Goblin'].includes(String(t.tracker()[0]?.[0]))) t.say(t.gm, '!rondel next');
    const first = String(t.tracker()[0]?.[0]);
    const passed = words(t.say(t.gm, '!rondel next'));
    expect(passed).toContain(`${first}: restrained ends.`);
    expect(passed).not.toMatch(new RegExp(`${first}: now \\d+ hex(es)? at this movement window`));
    expect(t.markers(first === 'Aldric' ? T.aldric : T.goblin)).toContain('tread@0');
  });

  it('the GM lifting the restraint at the window still frees the window (a change of the table, not an action)', () => {
    const t = aTable({ badges: true, seed: 3 });
    const T = t.tokens;
    t.say(t.gm, '!rondel start', [T.aldric, T.goblin]);
    t.say(t.gm, '!rondel set --count 3', [T.aldric]);
    t.say(t.gm, '!rondel set --count 40', [T.goblin]);
    t.say(t.gm, '!rondel condition --add restrained --actions 1', [T.aldric]);
    while (t.tracker()[0]?.[0] !== 'Aldric') t.say(t.gm, '!rondel next');
    expect(words(t.say(t.gm, '!rondel condition --remove restrained', [T.aldric]))).toMatch(/Aldric: now 2 hexes at this movement window/);
  });
});
