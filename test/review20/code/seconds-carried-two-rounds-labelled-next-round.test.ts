// 20-second rounds, ruling 19: past 40 an initiative is carried more than one round: 42 acts at round 3, second 2
// (the start card says so). The session's new "(next round)" label (seconds actsNextRound: `second === null &&
// carried !== null`) is put on every carried value, and the value is the raw `carried` (22 = seconds still to wait
// from the next round's first). Status then reads "22 (next round) Aldric", set "second: 22 of the next round → 15",
// undo "second 22 of the next round": a second that does not exist, in a round that is not Aldric's.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const texts = (chat: { content: string }[]): string => chat.map((m) => plain(m.content)).join('\n');

describe('20-second rounds: an action carried two rounds is not shown as the next round’s', () => {
  it('status, set and undo never name a second past 20 of the next round', () => {
    const t = aTable({ seed: 5 });
    const ws = t.sb.findObjs({ type: 'attribute', characterid: t.characters.aldric.id, name: 'weapon_speed' })[0];
    const ia = t.sb.findObjs({ type: 'attribute', characterid: t.characters.aldric.id, name: 'initiative_adjustment' })[0];
    if (!ws || !ia) throw new Error('no attributes');
    t.sb.setProps(ws, { current: 15 });
    t.sb.setProps(ia, { current: 12 });
    const start = texts(t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]));
    expect(start).toContain('carried over: round 3, second 2');
    const status = texts(t.say(t.gm, '!rondel status'));
    const set = texts(t.say(t.gm, '!rondel set --count 15', [t.tokens.aldric]));
    const undo = texts(t.say(t.gm, '!rondel undo'));
    t.sb.assertNoCrash();
    for (const card of [status, set, undo]) expect(card).not.toMatch(/\b(2[1-9]|[3-9]\d)( \(next round\)| of the next round)/);
  });
});
