// An independent review's probes, kept as regressions: routes through the GM's hooks and Roll20's tracker buttons.
import { describe, expect, it } from 'vitest';
import { plain } from '../../integration/table';
import { anArena, fightNow, rondelPresent, type Arena } from '../arena';
import { fightWithDue } from './helpers';

/** What the players read (public messages and whispers to any player) since a mark. */
function playersRead(a: Arena, mark: ReturnType<Arena['sb']['recorder']['mark']>): string[] {
  const players = [a.pat.id, a.sam.id, a.robin.id];
  return a.sb.recorder
    .since(mark)
    .chat.filter((m) => !m.viaCallback && m.type !== 'api' && m.type !== 'gmrollresult' && (m.type !== 'whisper' || m.targets.some((t) => players.includes(t))))
    .map((m) => plain(m.content));
}

describe('the fight is the GM’s: a player’s own macro is never run as a GM hook', () => {
  it('a player’s macro named as the GM’s hook macro (made before the GM’s) does not run its commands as the script', () => {
    const a = anArena();
    // Pat makes a macro in his own collection (Roll20 lets every player make macros)
    a.sb.driver.create('macro', { name: 'Cue', action: '!rondel end', _playerid: a.pat.id });
    a.sb.driver.create('macro', { name: 'Cue', action: '/em It is {name}’s turn', _playerid: a.gm.id });
    a.send('gm', '!rondel config --set hook.turn=#Cue');
    a.sb.dice.queue(1, 12);
    a.send('gm', '!rondel start', ['aldric', 'lira']);
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(a.fight(), 'Pat’s macro ended the fight through the GM’s hook').not.toBeNull();
  });

  it('a hook naming a macro the GM has not made yet does not run a player’s macro of that name', () => {
    const a = anArena();
    a.send('gm', '!rondel config --set hook.turn=#TurnCue');
    a.sb.driver.create('macro', { name: 'TurnCue', action: '!rondel config --set trackeredits=adopt', _playerid: a.sam.id });
    a.sb.dice.queue(1, 12);
    a.send('gm', '!rondel start', ['aldric', 'lira']);
    a.sb.flush();
    a.sb.assertNoCrash();
    expect((a.stored() as { config: { trackerEdits: string } }).config.trackerEdits, 'Sam’s macro changed the GM’s options').toBe('ask');
  });
});

describe('hidden stays hidden: a window or round hook line does not tell that the due combatant is hidden', () => {
  function windowLines(withShade: boolean): string[] {
    const a = anArena();
    a.sb.addObject('macro', { name: 'Window', action: '/em The movement window opens at count {count}.', _playerid: a.gm.id });
    a.send('gm', '!rondel config --set hook.window=#Window');
    a.send('gm', '!rondel start', withShade ? ['aldric', 'lira', 'shade'] : ['aldric', 'lira']);
    a.send('gm', '!rondel set --count 20 --token ' + a.ids.aldric);
    a.send('gm', '!rondel set --count 20 --token ' + a.ids.lira);
    if (withShade) a.send('gm', '!rondel set --count 3 --token ' + a.ids.shade);
    // the GM moves on to count 3, a movement window: the Shade (if there) is due there
    for (let i = 0; i < 5 && rondelPresent(a).counter < 3; i += 1) {
      const mark = a.sb.recorder.mark();
      a.send('gm', '!rondel next');
      a.sb.flush();
      if (rondelPresent(a).counter === 3) return playersRead(a, mark).filter((l) => l.includes('movement window opens'));
    }
    return ['never reached count 3'];
  }

  it('rondel: the window hook’s public line is seen the same whether a hidden combatant is due at the window or nobody is', () => {
    expect(windowLines(true)).toEqual(windowLines(false));
  });

  it('rounds: the round hook’s public line is seen the same whether the round’s first combatant is hidden or not', () => {
    const lines = (first: 'shade' | 'goblin'): string[] => {
      const a = anArena();
      a.sb.addObject('macro', { name: 'Round', action: '/em Cue: round {round} starts.', _playerid: a.gm.id });
      a.send('gm', '!rondel config --set hook.round=#Round');
      a.send('gm', '!rondel start --rules rounds', ['aldric', first]);
      // the first combatant of round 1 acts first: make it the one on the top, then play round 1 through
      a.send('gm', `!rondel set --count 30 --token ${a.ids[first]}`);
      a.send('gm', `!rondel set --count 1 --token ${a.ids.aldric}`);
      const f = fightNow(a)!;
      expect(f.rs.round(f.state)).toBe(1);
      for (let i = 0; i < 6; i += 1) {
        const mark = a.sb.recorder.mark();
        a.send('gm', '!rondel next');
        a.sb.flush();
        const g = fightNow(a)!;
        if (g.rs.round(g.state) === 2) return playersRead(a, mark).filter((l) => l.includes('Cue: round'));
      }
      return ['never reached round 2'];
    };
    expect(lines('shade')).toEqual(lines('goblin'));
  });
});

describe('the fight is the GM’s: the tracker’s next-turn button on a hidden combatant’s turn', () => {
  it.each(['lurker', 'mirage'] as const)('a player’s next-turn press does not end the turn of %s, on the GM layer (the GM’s to play)', (key) => {
    const a = fightWithDue('rondel', key, ['aldric', 'lira']);
    const player = key === 'lurker' ? a.pat : a.sam;
    // `done` is refused: the player may not end that turn by chat
    const before = JSON.stringify(a.fight()?.timeline.present);
    a.send(key === 'lurker' ? 'pat' : 'sam', '!rondel done');
    expect(JSON.stringify(a.fight()?.timeline.present)).toBe(before);
    // Roll20 (as the double models it) lets the player press next: the top token is theirs
    const pressed = a.sb.driver.tracker.next(player);
    a.sb.flush();
    a.sb.assertNoCrash();
    expect({ pressed, changed: JSON.stringify(a.fight()?.timeline.present) !== before }).toEqual({ pressed: true, changed: false });
  });
});

describe('hidden stays hidden: the GM’s command about a hidden token posts nothing the players can read', () => {
  const VALUE = { rondel: 30, seconds: 15, rounds: 30 } as const;
  it.each(['rondel', 'seconds', 'rounds'] as const)('%s: set --count on a GM-layer token into a tie the players already saw', (rules) => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'shade']);
    const v = VALUE[rules];
    a.send('gm', `!rondel set --count ${v} --token ${a.ids.aldric}`);
    a.send('gm', `!rondel set --count ${v} --token ${a.ids.lira}`);
    // the players saw the tie between Aldric and Lira; now the GM puts the Shade (GM layer) at the same value
    const mark = a.sb.recorder.mark();
    a.send('gm', `!rondel set --count ${v} --token ${a.ids.shade}`);
    a.sb.flush();
    const hidden = playersRead(a, mark);
    const mark2 = a.sb.recorder.mark();
    a.send('gm', `!rondel set --count ${v} --token -MzzzzzzzzzzzzzzzzzZ`);
    a.sb.flush();
    const none = playersRead(a, mark2);
    expect(hidden, 'the players are told of a tie re-settled by a token they cannot see').toEqual(none);
  });

  it('rondel: add of a GM-layer token at a count the visible combatants share posts nothing to the players', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'lira']);
    a.send('gm', `!rondel set --count 30 --token ${a.ids.aldric}`);
    a.send('gm', `!rondel set --count 30 --token ${a.ids.lira}`);
    const mark = a.sb.recorder.mark();
    a.send('gm', `!rondel add --token ${a.ids.shade} --count 30`);
    a.sb.flush();
    expect(playersRead(a, mark)).toEqual([]);
  });
});

describe('hidden stays hidden: a hidden combatant’s cool-down landing on a visible tie', () => {
  it('rondel: the GM plays the Shade’s Full Guard onto the count Aldric and Lira share: the players are not told', () => {
    const a = fightWithDue('rondel', 'shade', ['aldric', 'lira']);
    const at = rondelPresent(a).counter + 12;
    a.send('gm', `!rondel set --count ${at} --token ${a.ids.aldric}`);
    a.send('gm', `!rondel set --count ${at} --token ${a.ids.lira}`);
    const mark = a.sb.recorder.mark();
    a.send('gm', `!rondel act guard --token ${a.ids.shade}`);
    a.sb.flush();
    expect(rondelPresent(a).combatants.find((c) => c.id === a.ids.shade)?.nextAt).toBe(at);
    // what the players read would be the same had the Shade not been there: nothing (the GM passed a hidden turn)
    expect(playersRead(a, mark).filter((l) => l.includes('Tie at'))).toEqual([]);
  });
});
