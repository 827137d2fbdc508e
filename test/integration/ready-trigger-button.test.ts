// 10-second rounds: `act ready` whispers the player a Trigger button (docs/rules.md §15); pressing it fires the
// readied action, and the button is theirs alone.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from './table';

describe('the Trigger button of a readied action', () => {
  it('goes to the player who plays the token, and pressing it fires the readied action', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.goblin]);
    t.say(t.gm, '!rondel set --count 20', [t.tokens.aldric]);
    for (let i = 0; i < 3 && !t.sb.recorder.whispersTo(t.pat).some((m) => m.content.includes('your action')); i++) t.say(t.gm, '!rondel next');
    const readied = t.say(t.pat, '!rondel act ready --note if a goblin comes', [t.tokens.aldric]);
    const withButton = readied.filter((m) => m.content.includes('trigger'));
    expect(withButton.map((m) => m.targets)).toEqual([[t.pat.id]]);
    const command = /href="([^"]*trigger[^"]*)"/.exec(withButton[0]?.content ?? '')?.[1]?.replace(/&#45;/g, '-') ?? '';
    expect(command).toMatch(/^!rondel trigger --token /);
    const fired = t.say(t.pat, command).map((m) => plain(m.content)).join('\n');
    expect(fired).toMatch(/Aldric/);
    expect(fired).toMatch(/if a goblin comes/);
    // fired once: a second press is refused
    expect(t.say(t.pat, command).map((m) => plain(m.content)).join('\n')).not.toMatch(/if a goblin comes/);
  });
});
