// Review 20s2 (secrecy): in 20-second rounds a movement moment (seconds 1, 6, 11, 16) is a stop of the clock whoever
// acts there, so a hidden combatant due at a moment leaves the players' cards exactly as a moment where nobody is due.
// The GM's window and round hooks break that: a line naming the due combatant ({name}, {token}) is everyone's when
// nobody is due (the name put in is empty) but the GM's alone when the due combatant is on the GM layer
// (docs/rules.md §15, Hooks), so the players see the line go missing exactly when someone they cannot see acts there.
import { describe, expect, it } from 'vitest';
import { anArena, fightNow, type Arena, type TokenKey } from '../../hardening/arena';
import { plain } from '../../integration/table';

/** Every line the three players can read from now on, while `act` runs. */
function playersRead(a: Arena, act: () => void): string[] {
  const mark = a.sb.recorder.mark();
  act();
  a.sb.flush();
  a.sb.assertNoCrash();
  const players = [a.pat.id, a.sam.id, a.robin.id];
  return a.sb.recorder
    .since(mark)
    .chat.filter((m) => !m.viaCallback && m.type !== 'api' && m.type !== 'gmrollresult' && (m.type !== 'whisper' || m.targets.some((t) => players.includes(t))))
    .map((m) => `${m.type}: ${plain(m.content)}`);
}

/** A 20-second-rounds fight with the GM's window and round hooks; the Shade (GM layer) in it or not. */
function fight(withShade: boolean, hook: 'window' | 'round'): Arena {
  const a = anArena();
  a.sb.driver.create('macro', { name: 'Cue', action: '/em Movement: {name} is up', _playerid: a.gm.id });
  a.send('gm', `!rondel config --set hook.${hook}=#Cue`);
  const sel: TokenKey[] = withShade ? ['aldric', 'lira', 'shade'] : ['aldric', 'lira'];
  a.send('gm', '!rondel start --rules seconds', sel);
  // the visible ones act at seconds 9 and 14; the Shade at second 6, a movement moment
  a.send('gm', `!rondel set --count 9 --token ${a.ids.aldric}`);
  a.send('gm', `!rondel set --count 14 --token ${a.ids.lira}`);
  if (withShade) a.send('gm', `!rondel set --count 6 --token ${a.ids.shade}`);
  return a;
}

function clock(a: Arena): number {
  const f = fightNow(a)!;
  return f.rs.clock(f.state);
}

describe('20-second rounds: the window hook at a moment where a hidden combatant is due', () => {
  it('the players read the same at second 6 whether the Shade acts there or nobody does', () => {
    const hidden = fight(true, 'window');
    const none = fight(false, 'window');
    const h = playersRead(hidden, () => hidden.send('gm', '!rondel next'));
    const n = playersRead(none, () => none.send('gm', '!rondel next'));
    expect([clock(hidden), clock(none)]).toEqual([6, 6]);
    // the GM's own view: the Shade is due at second 6 in the one fight, nobody in the other
    expect(fightNow(hidden)!.rs.current(fightNow(hidden)!.state)?.id).toBe(hidden.ids.shade);
    expect(fightNow(none)!.rs.current(fightNow(none)!.state)).toBeUndefined();
    expect(h).toEqual(n);
  });
});

describe('20-second rounds: the round hook when a hidden combatant acts at second 1', () => {
  it('the players read the same at round 2, second 1 whether the Mirage (GM layer) acts there or nobody does', () => {
    const make = (withMirage: boolean): Arena => {
      const a = anArena();
      // the Mirage's sheet puts it at second 1 of every round: max(1, 2d10 + adjustment)
      const adj = a.sb.allObjs('attribute').find((x) => x.get('_characterid') === a.extra.mirageCharacter.id && x.get('name') === 'initiative_adjustment');
      a.sb.driver.setProps(adj!, { current: -40 });
      a.sb.driver.create('macro', { name: 'Cue', action: '/em Round {round}: {name} first', _playerid: a.gm.id });
      a.send('gm', '!rondel config --set hook.round=#Cue');
      a.send('gm', '!rondel start --rules seconds', withMirage ? ['aldric', 'lira', 'mirage'] : ['aldric', 'lira']);
      a.send('gm', `!rondel set --count 9 --token ${a.ids.aldric}`);
      a.send('gm', `!rondel set --count 14 --token ${a.ids.lira}`);
      for (let i = 0; i < 12 && clock(a) < 16; i += 1) a.send('gm', '!rondel next');
      expect(clock(a)).toBe(16);
      // round 2's rolls, in arrival order: Aldric, Lira (and the Mirage)
      a.sb.dice.queue(4, 4, 6, 6, ...(withMirage ? [3, 3] : []));
      return a;
    };
    const hidden = make(true);
    const none = make(false);
    const h = playersRead(hidden, () => hidden.send('gm', '!rondel next'));
    const n = playersRead(none, () => none.send('gm', '!rondel next'));
    expect([clock(hidden), clock(none)]).toEqual([21, 21]);
    expect(fightNow(hidden)!.rs.current(fightNow(hidden)!.state)?.id).toBe(hidden.ids.mirage);
    expect(fightNow(none)!.rs.current(fightNow(none)!.state)).toBeUndefined();
    expect(h).toEqual(n);
  });
});
