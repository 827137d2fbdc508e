// 20-second rounds: `set --count` on a combatant with no action left this round tells the GM it gives another action
// (set.ts withAnotherAction; docs/rules.md §9.2). A combatant whose action was carried over to the next round has no
// action left this round either (seconds/state.ts: "no action left in this round: it acted or was passed over, it is
// carried over, …"; ruling 19: the delayed action is its only action until then). Set to a second of this round, it
// acts now AND rolls again next round: one more action, as for one that already acted. withAnotherAction asks only
// `valueOf === null` (seconds has no doneThisRound), and valueOf is `second ?? carried`: the carried one is missed,
// though the session added `actsNextRound` for exactly this reading.
import { describe, expect, it } from 'vitest';
import type { RecordedChat } from 'roll20-double';
import { aTable, plain } from '../../integration/table';

const gmOnly = (t: ReturnType<typeof aTable>, chat: RecordedChat[]): string =>
  chat.filter((m) => m.type === 'whisper' && m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n');
const texts = (chat: { content: string }[]): string => chat.map((m) => plain(m.content)).join('\n');

describe('20-second rounds: set --count on a carried-over combatant', () => {
  it('tells the GM it gives another action this round, as for one that already acted', () => {
    const t = aTable({ seed: 5 });
    const ws = t.sb.findObjs({ type: 'attribute', characterid: t.characters.aldric.id, name: 'weapon_speed' })[0];
    if (!ws) throw new Error('no weapon_speed');
    t.sb.setProps(ws, { current: 15 });
    const start = texts(t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]));
    expect(start).toContain('carried over: second 10 of the next round');
    const chat = t.say(t.gm, '!rondel set --count 12', [t.tokens.aldric]);
    t.sb.assertNoCrash();
    expect(texts(chat)).toContain('Aldric second: 10 of the next round → 12.');
    expect(gmOnly(t, chat)).toContain('Aldric had no action left this round: this gives it another, at second 12.');
  });
});
