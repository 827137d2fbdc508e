// Review 10, a new player's evening (rondel, and 10-second rounds): Aldric is knocked prone. At the next movement
// window the card tells Pat "Aldric (crawl 0 or stand up)" (in 10-second rounds: "now crawl 4 (or stand up) this
// turn"), and docs/rules.md §5 and §9.3 say standing up takes the window (rondel: "or a reaction", §6; 10-second
// rounds: half its movement on its turn). But nothing a player has stands Aldric up: no button on the card or the
// menu, no token action, no sheet button, no command in `!rondel help`; `!rondel condition --remove prone` answers Pat
// "Only the GM can use condition." So Aldric stays prone (its attacks at disadvantage, melee against it at advantage,
// docs/rules.md §11) until Pat asks the GM to type the command, and every later window says "crawl 0 or stand up"
// again. Pat should be offered a Stand up button (and a command) that takes Prone off his own token, on the card
// that offers it or on his menu.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';
import type { RecorderMark } from 'roll20-double/recorder';
import { buttons, seenBy } from './pov';

function standUpButton(t: Table, since: RecorderMark): string | undefined {
  return buttons(seenBy(t, t.pat, since)).find(([label]) => /stand/i.test(label) && !/defen[cs]e/i.test(label))?.[1];
}

const isProne = (t: Table): boolean => /Aldric[^\n]*prone/i.test(t.say(t.gm, '!rondel status').map((m) => plain(m.content)).join('\n'));

describe('a prone player can stand up without the GM typing for them', () => {
  it('rondel: the window that offers “or stand up” gives Pat a button that stands Aldric up', () => {
    const t = aTable();
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel next'); // Lira passes; Aldric is due at count 1
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
    t.say(t.pat, '!rondel act combat --token Aldric --turn 1 --speed 2');
    const window = t.say(t.gm, '!rondel next').map((m) => plain(m.content)).join('\n');
    expect(window).toMatch(/Aldric \(stand up, no crawl\)/);
    // Pat may not lift the condition himself
    expect(t.say(t.pat, '!rondel condition --remove prone', [t.tokens.aldric]).map((m) => plain(m.content)).join('\n')).toMatch(/Only the GM/);
    const command = standUpButton(t, mark);
    expect(command, 'a Stand up button reaches Pat').toBeDefined();
    t.say(t.pat, command as string, [t.tokens.aldric]);
    expect(isProne(t)).toBe(false);
  });

  it('10-second rounds: on his turn, prone Aldric’s player gets a button to stand up (half his movement)', () => {
    const t = aTable();
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
    for (let i = 0; i < 3; i++) t.say(t.gm, '!rondel next'); // Goblin, Zombie, Lira pass: Aldric's turn
    expect(plain(t.sb.recorder.whispersTo(t.pat).at(-1)?.content ?? '')).toContain('Aldric: your action');
    const command = standUpButton(t, mark);
    expect(command, 'a Stand up button reaches Pat').toBeDefined();
    t.say(t.pat, command as string, [t.tokens.aldric]);
    expect(isProne(t)).toBe(false);
  });
});
