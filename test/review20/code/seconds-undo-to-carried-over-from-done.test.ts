// 20-second rounds: the session made undo's card say a carried-over action is of the next round
// (travel-lines.ts: "the same value of another round … is a change too"), but only where both sides have a value.
// The other branch (one side has no value: an action taken) still prints the bare second: undoing back over
// set → next → act to a carried-over Aldric says "Aldric: second 10 (was done this round)." as if it acted at second
// 10 of THIS round, and the redo says "done this round (was second 10)." CHANGELOG/commit f2d01f9: "a carried-over
// action shows as of the next round in status, set and undo".
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const texts = (chat: { content: string }[]): string => chat.map((m) => plain(m.content)).join('\n');

describe('20-second rounds: undo and redo between an action taken and a carried-over one', () => {
  it('name the carried-over second as of the next round', () => {
    const t = aTable({ seed: 5 });
    const ws = t.sb.findObjs({ type: 'attribute', characterid: t.characters.aldric.id, name: 'weapon_speed' })[0];
    if (!ws) throw new Error('no weapon_speed');
    t.sb.setProps(ws, { current: 15 });
    expect(texts(t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]))).toContain('carried over: second 10 of the next round');
    t.say(t.gm, '!rondel set --count 2', [t.tokens.aldric]);
    expect(texts(t.say(t.gm, '!rondel next'))).toContain('Aldric acts.');
    t.say(t.gm, `!rondel act combat --token ${t.tokens.aldric.id}`);
    const undo = texts(t.say(t.gm, '!rondel undo 3'));
    t.sb.assertNoCrash();
    expect(undo).toContain('Aldric: second 10 of the next round');
    const redo = texts(t.say(t.gm, '!rondel redo 3'));
    expect(redo).toContain('was second 10 of the next round');
  });
});
