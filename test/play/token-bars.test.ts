// The bars over the table's tokens, as each viewer is sent them (play/web/view.ts). Roll20 draws a token's bars for
// the GM always and for players only when the token shows them (`showplayers_bar1` …); a player's browser gets nothing
// of a GM-layer token. The demo's heroes have bar 1 linked to body_points and shown to players; the foes' bar 1 holds
// their body points and is the GM's alone. The browser test draws the same bars in Chromium.
import { afterEach, describe, expect, it } from 'vitest';
import { HIDDEN_TOKEN } from '../../play/web/campaign';
import type { BarView, View } from '../../play/web/protocol';
import { Session } from '../../play/web/session';
import { buildView } from '../../play/web/view';

const sessions: Session[] = [];
afterEach(() => {
  for (const s of sessions.splice(0)) s.close();
});

function aTable() {
  const session = new Session({ seed: 11 });
  sessions.push(session);
  const gm = session.campaign.gm.id;
  const [pat, sam] = session.campaign.players.map((p) => p.id) as [string, string];
  const token = (name: string) => {
    const t = session.tokens().find((x) => x.get('name') === name);
    if (!t) throw new Error(`no token ${name}`);
    return t;
  };
  const view = (viewer: string): View => buildView(session, viewer, 0);
  /** The bars `viewer` is sent for the token `name` (undefined: the token is not in the view at all). */
  const bars = (viewer: string, name: string): readonly BarView[] | undefined => view(viewer).tokens.find((t) => t.name === name)?.bars;
  /** The GM's attack that hits (a d20 of 15 + 20 against Defense 10) for `damage`, applied with its Apply button. */
  const hit = (attacker: string, target: string, damage: number) => {
    session.sb.dice.queue(15);
    const seen = session.chat.lastSeq;
    session.say(gm, `!rondel attack --token ${token(attacker).id} --target ${token(target).id} --dice 1 --mod 20 --damage ${damage}`, []);
    const apply = /href="(!rondel apply [^"]*)"/.exec(session.chat.visibleTo(gm, seen).map((m) => m.content).join(''))?.[1];
    if (!apply) throw new Error('the GM got no Apply button');
    session.say(gm, apply, []);
  };
  return { session, gm, pat, sam, token, view, bars, hit };
}

describe('the bars each viewer is sent', () => {
  it('the GM gets every token’s bar 1 with its value and max: the heroes’ linked to body_points, the foes’ own', () => {
    const { gm, bars } = aTable();
    expect(bars(gm, 'Lira')).toEqual([{ bar: 1, value: 14, max: 14 }]);
    expect(bars(gm, 'Goblin 1')).toEqual([{ bar: 1, value: 7, max: 7 }]);
    expect(bars(gm, HIDDEN_TOKEN)).toEqual([{ bar: 1, value: 9, max: 9 }]);
  });

  it('a player gets the bars the token shows players and no other: the heroes’, not the foes’', () => {
    const { pat, sam, bars } = aTable();
    for (const player of [pat, sam]) {
      expect(bars(player, 'Lira')).toEqual([{ bar: 1, value: 14, max: 14 }]);
      expect(bars(player, 'Aldric')).toEqual([{ bar: 1, value: 14, max: 14 }]);
      expect(bars(player, 'Goblin 1')).toEqual([]);
      expect(bars(player, 'Zombie')).toEqual([]);
    }
  });

  it('each bar goes by its own showplayers flag: bar 2 shown, bar 1 and bar 3 kept from players', () => {
    const { session, gm, pat, token, bars } = aTable();
    session.sb.setProps(token('Goblin 2'), { bar2_value: 3, bar2_max: 4, bar3_value: 1, bar3_max: 2, showplayers_bar2: true });
    expect(bars(gm, 'Goblin 2')).toEqual([
      { bar: 1, value: 7, max: 7 },
      { bar: 2, value: 3, max: 4 },
      { bar: 3, value: 1, max: 2 },
    ]);
    expect(bars(pat, 'Goblin 2')).toEqual([{ bar: 2, value: 3, max: 4 }]);
  });

  it('a GM-layer token reaches no player with its bars, even bars it shows players; back on the objects layer it does', () => {
    const { session, gm, pat, token, view, bars } = aTable();
    session.sb.setProps(token(HIDDEN_TOKEN), { showplayers_bar1: true });
    expect(bars(pat, HIDDEN_TOKEN)).toBeUndefined();
    expect(JSON.stringify(view(pat))).not.toContain(token(HIDDEN_TOKEN).id);
    // a hero the GM puts on the GM layer leaves the players' views, bars and all
    session.layer(gm, [token('Lira').id], 'gmlayer');
    expect(bars(pat, 'Lira')).toBeUndefined();
    expect(bars(gm, 'Lira')).toEqual([{ bar: 1, value: 14, max: 14 }]);
    session.layer(gm, [token('Lira').id], 'objects');
    expect(bars(pat, 'Lira')).toEqual([{ bar: 1, value: 14, max: 14 }]);
  });

  it('damage the GM applies through the script shows at once: a hero’s bar to everyone, a foe’s to the GM only', () => {
    const { gm, pat, bars, hit } = aTable();
    hit('Goblin 1', 'Lira', 5);
    expect(bars(gm, 'Lira')).toEqual([{ bar: 1, value: 9, max: 14 }]);
    expect(bars(pat, 'Lira')).toEqual([{ bar: 1, value: 9, max: 14 }]);
    hit('Aldric', 'Goblin 1', 3);
    expect(bars(gm, 'Goblin 1')).toEqual([{ bar: 1, value: 4, max: 7 }]);
    expect(bars(pat, 'Goblin 1')).toEqual([]);
  });

  it('a bar linked to an attribute shows the attribute, as Roll20 keeps them together: a player’s sheet edit moves it', () => {
    const { session, sam, bars } = aTable();
    const lira = session.campaign.characters.find((c) => c.get('name') === 'Lira');
    session.editSheet(sam, lira?.id ?? '', 'body_points', '11');
    expect(bars(sam, 'Lira')).toEqual([{ bar: 1, value: 11, max: 14 }]);
  });

  it('a linked attribute’s own max is the bar’s max', () => {
    const { session, gm, token, bars } = aTable();
    const body = session.sb.getObj('attribute', String(token('Aldric').get('bar1_link')));
    if (!body) throw new Error('Aldric’s bar 1 is not linked');
    session.sb.setProps(body, { max: 20 });
    expect(bars(gm, 'Aldric')).toEqual([{ bar: 1, value: 14, max: 20 }]);
  });

  it.each([
    ['a number in a string', { bar1_value: '5', bar1_max: '8' }, [{ bar: 1, value: 5, max: 8 }]],
    ['a value below 0 (drawn empty)', { bar1_value: -3, bar1_max: 7 }, [{ bar: 1, value: -3, max: 7 }]],
    ['a value over the max (drawn full)', { bar1_value: 9, bar1_max: 7 }, [{ bar: 1, value: 9, max: 7 }]],
    ['no value', { bar1_value: '', bar1_max: 7 }, []],
    ['a value that is no number', { bar1_value: 'ABC', bar1_max: 7 }, []],
    ['no max', { bar1_value: 7, bar1_max: '' }, []],
    ['a max of 0', { bar1_value: 0, bar1_max: 0 }, []],
  ])('a bar with %s: %j → %j', (_title, props, expected) => {
    const { session, gm, token, bars } = aTable();
    session.sb.setProps(token('Goblin 3'), props);
    expect(bars(gm, 'Goblin 3')).toEqual(expected);
  });
});
