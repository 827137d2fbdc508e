// A GM's session in 20-second rounds with a heavy weapon: Aldric rolls 30, "carried over: second 10 of the next round"
// (docs/rules.md §9.2). From then on every card shows only the bare second, as if it were this round's:
// - at round 1, second 11, `!rondel status` lists "10 Aldric" among the combatants, with nothing saying it acts next
//   round: to the GM (and the players) it reads as a turn at second 10 that was skipped;
// - `!rondel set --count 10` moves Aldric into this round at second 10 (a carried-over action is replaced by it,
//   §9.2; the card even rolls a tie with Lira at 10 of this round) but says "Aldric second: 10 → 10.", i.e. nothing;
// - `!rondel undo` of that set puts Aldric back into the next round and names no change at all (docs/rules.md §15:
//   undo's card names "who is in the fight and when each acts").
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const texts = (chat: { content: string }[]): string => chat.map((m) => plain(m.content)).join('\n');

function carriedAldric() {
  const t = aTable({ seed: 5 });
  const ws = t.sb.findObjs({ type: 'attribute', characterid: t.characters.aldric.id, name: 'weapon_speed' })[0];
  if (!ws) throw new Error('no weapon_speed');
  t.sb.setProps(ws, { current: 15 });
  const start = texts(t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]));
  expect(start).toContain('Aldric: 2d10 (7+8) + 15 weapon speed → 30, carried over: second 10 of the next round');
  expect(start).toContain('Lira: 2d10 (3+7) → second 10');
  // the order row says it too
  expect(start).toContain('Aldric (10, next round)');
  return t;
}

describe('20-second rounds: a carried-over combatant is told apart from one acting this round', () => {
  it('status at second 11 says Aldric acts next round, not just "10"', () => {
    const t = carriedAldric();
    for (let i = 0; i < 4; i += 1) t.say(t.gm, '!rondel next');
    const status = texts(t.say(t.gm, '!rondel status'));
    expect(status).toContain('Round 1, second 11');
    const row = status.split('\n').find((l) => l.includes('Aldric')) ?? '';
    expect(row).toMatch(/next round|round 2/);
  });

  it('set --count 10 on the carried-over Aldric says that it now acts this round, and undo says it is carried again', () => {
    const t = carriedAldric();
    const set = texts(t.say(t.gm, '!rondel set --count 10', [t.tokens.aldric]));
    t.sb.assertNoCrash();
    // the action moved from round 2 into round 1 (it ties with Lira at second 10 of this round)
    expect(set).toContain('Tie at round 1, second 10');
    expect(set).not.toContain('Aldric second: 10 → 10.');
    expect(set).toContain('Aldric second: 10 of the next round → 10.');
    const undo = texts(t.say(t.gm, '!rondel undo'));
    expect(undo).toContain('The GM undid 1 step');
    expect(undo).toContain('Aldric: second 10 of the next round (was second 10).');
    // and the status marks it
    expect(texts(t.say(t.gm, '!rondel status'))).toContain('10 (next round) Aldric');
  });
});
