// 20-second rounds: `add --count N` places the joiner at second N of THIS round (docs/rules.md §9.2: "set puts a
// combatant at a second of this round"; add --count is the same placement). The session's add.ts skips the placing
// when `rs.valueOf(after join) === N`. In 20-second rounds valueOf is `second ?? carried`: a joiner whose roll was
// carried over to second N of the NEXT round reads as N, so the placing is skipped and the joiner waits a whole round.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const texts = (chat: { content: string }[]): string => chat.map((m) => plain(m.content)).join('\n');

function table() {
  const t = aTable({ seed: 5 });
  const ws = t.sb.findObjs({ type: 'attribute', characterid: t.characters.aldric.id, name: 'weapon_speed' })[0];
  if (!ws) throw new Error('no weapon_speed');
  t.sb.setProps(ws, { current: 15 });
  t.say(t.gm, '!rondel start --rules seconds', [t.tokens.lira, t.tokens.goblin]);
  return t;
}

describe('20-second rounds: add --count N equal to the carried-over second of its roll', () => {
  it('still joins at second N of this round, not of the next', () => {
    // the same seed, the same steps: first see what Aldric's joining roll carries over to
    const probe = table();
    const joined = texts(probe.say(probe.gm, '!rondel add', [probe.tokens.aldric]));
    const m = /carried over: second (\d+) of the next round/.exec(joined);
    expect(m, joined).not.toBeNull();
    const carried = Number(m?.[1]);
    // now the GM places it at that very second, of this round
    const t = table();
    t.say(t.gm, `!rondel add --count ${carried}`, [t.tokens.aldric]);
    t.sb.assertNoCrash();
    const status = texts(t.say(t.gm, '!rondel status'));
    const row = status.split('\n').find((l) => l.includes('Aldric')) ?? '';
    expect(row).not.toContain('(next round)');
    // with any other value it is placed this round, as `set --count` would
    const other = table();
    other.say(other.gm, `!rondel add --count ${carried === 20 ? 19 : carried + 1}`, [other.tokens.aldric]);
    const row2 = texts(other.say(other.gm, '!rondel status')).split('\n').find((l) => l.includes('Aldric')) ?? '';
    expect(row2).not.toContain('(next round)');
  });
});
