// Review 10b (wrong words, small): ruling 89: "The cards, menus and undo name a combatant as the map does"; CHANGELOG:
// "called by its new name on every card from then on, through undo, redo and restarts". A token renamed by a script
// that does not announce its writes (an API `set('name', …)` fires no change event, ROLL20.md) keeps its old name on
// every card for the rest of the fight: when the GM later drags that token by hand, Roll20's change event carries
// `prev` with the new name already, and onTokenChanged (src/roll20/app.ts) returns when prev.name equals the token's
// name, without comparing with the fight's; a restart of the sandbox reads no names either. The map says "Lira the
// Bold", the status card and every turn card say "Lira". Any token change (or the restart) should bring the map's
// name in: compare with the combatant's name (tokensRenamed does nothing when they agree).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

const status = (t: ReturnType<typeof aTable>): string =>
  t
    .say(t.gm, '!rondel status')
    .map((m) => plain(m.content))
    .join('\n');

describe('a token renamed by a script that announces nothing', () => {
  it('takes its new name once the token changes by hand', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    t.tokens.lira.set('name', 'Lira the Bold'); // another script's write: no event
    t.sb.flush();
    t.sb.driver.move(t.tokens.lira, { left: 140, top: 210 }); // the GM drags the token
    t.sb.flush();
    expect(status(t)).toMatch(/Lira the Bold/);
  });

  it('takes its new name after a restart of the sandbox', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    t.tokens.lira.set('name', 'Lira the Bold');
    t.sb.restart();
    t.sb.flush();
    expect(status(t)).toMatch(/Lira the Bold/);
  });
});
