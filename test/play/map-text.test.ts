// The browser table draws the text objects a script writes (the rondel's clock with countertext=on), each to whoever
// may see its layer: with announce=gm the clock lies on the GM layer, and a player's view does not carry it.
import { describe, expect, it } from 'vitest';
import { Session } from '../../play/web/session';
import { buildView } from '../../play/web/view';

describe('the clock text on the table’s map', () => {
  it('is in the view of whoever sees its layer, with its text, spot and size', () => {
    const session = new Session({ seed: 11 });
    const gm = session.campaign.gm.id;
    const player = (session.campaign.players.find((p) => p.id !== gm) as { id: string }).id;
    session.say(gm, '!rondel config --set countertext=on', []);
    session.say(gm, '!rondel start', session.tokens().map((t) => t.id));
    const [clock] = buildView(session, gm, 0).texts ?? [];
    expect(clock).toMatchObject({ text: 'Count 1', layer: 'map' });
    expect(clock?.size).toBeGreaterThan(0);
    expect(buildView(session, player, 0).texts?.map((x) => x.text)).toEqual(['Count 1']);
    session.say(gm, '!rondel config --set announce=gm', []);
    session.say(gm, '!rondel next', []);
    expect(buildView(session, gm, 0).texts?.map((x) => x.layer)).toEqual(['gmlayer']);
    expect(buildView(session, player, 0).texts).toEqual([]);
  });
});
