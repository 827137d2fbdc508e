// Review 9, a new GM's first evening, as a player in 10-second rounds: "At the ready" is a button on the menu and on
// the sheet, but firing the readied action is not: no card, menu or sheet button sends `!rondel trigger`. When the
// goblin does come through the gate, the player must know to select the token and type
// `!rondel trigger --note …` (README, Rule sets). Every other action a player takes has a button (README: "players
// act from chat buttons, token actions and their character sheet").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aTable } from '../../integration/table';

const SHEET = readFileSync(join(__dirname, '..', '..', '..', 'character-sheet', 'enchanted-realms.html'), 'utf8');

describe('a readied action can be fired with a button', () => {
  it('the player who readied an action is offered a trigger button (in chat or on the sheet)', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.goblin]);
    // Aldric (Pat) is made due, then readies an action
    t.say(t.gm, '!rondel set --count 20', [t.tokens.aldric]);
    for (let i = 0; i < 3 && !t.sb.recorder.whispersTo(t.pat).some((m) => m.content.includes('your action')); i++) t.say(t.gm, '!rondel next');
    const mark = t.sb.recorder.mark();
    const readied = t.say(t.pat, '!rondel act ready --note if a goblin comes through the gate', [t.tokens.aldric]);
    expect(readied.map((m) => m.content).join('')).toMatch(/at the ready/i);
    const patSees = t.sb.recorder
      .since(mark)
      .chat.filter((m) => m.type !== 'whisper' || m.targets.includes(t.pat.id))
      .map((m) => m.content.replace(/&#45;/g, '-'))
      .join('\n');
    const inChat = /!rondel trigger/.test(patSees);
    const onSheet = /!rondel trigger/.test(SHEET);
    expect(inChat || onSheet).toBe(true);
  });
});
