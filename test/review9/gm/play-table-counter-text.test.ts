// Review 9, a new GM's first evening, at the play table (`npm start`): README, "At the table": "`countertext=on`
// writes the clock ("Count 12") on the map". The script writes its text object in the double, but the table's page
// is sent only tokens and paths, so the GM who turns it on at the play table sees nothing on the map (the same holds
// for `indicator=graphic`'s image). The README presents the table as showing "what Roll20 would".
import { describe, expect, it } from 'vitest';
import { Session } from '../../../play/web/session';
import { buildView } from '../../../play/web/view';

describe('the play table shows the clock text the script writes', () => {
  it('with countertext=on the GM’s view of the map carries the clock', () => {
    const session = new Session({ seed: 11 });
    const gm = session.campaign.gm.id;
    session.say(gm, '!rondel config --set countertext=on', []);
    session.say(gm, '!rondel start', session.tokens().map((t) => t.id));
    const written = session.sb.findObjs({ type: 'text' }).map((t) => String(t.get('text')));
    expect(written).toEqual(['Count 1']);
    // what the page is sent, leaving the chat aside (the cards say "Count 1" too)
    const { chat: _chat, ...map } = buildView(session, gm, 0);
    expect(JSON.stringify(map)).toContain('Count 1');
  });
});
