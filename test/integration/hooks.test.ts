// Hooks and the turn timer (docs/rules.md §15), through the built bundle in the double: an API command or a macro when
// a turn starts, a round starts or a movement window opens; a hook that moves the fight on cannot run away; a reminder
// when a turn has waited, cancelled when the turn changes, the fight ends or the sandbox restarts.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';

/** Aldric and Lira tie at count 3 (Aldric first), the Goblin acts at 9, the Zombie at 12. */
function start(t: Table): void {
  t.sb.dice.queue(5, 6, 9, 12, 4, 11, 12, 7, 4, 4, 15, 2);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
}

/** What the script said as API commands or chat lines that are not its cards, since a mark. */
function hookLines(t: Table, act: () => void): string[] {
  const mark = t.sb.recorder.mark();
  act();
  t.sb.flush();
  return t.sb.recorder
    .since(mark)
    .delivered.filter((m) => m.playerid === 'API' && !String(m.content).startsWith('<') && !/^!rondel /.test(String(m.content)))
    .map((m) => String(m.content));
}

describe('hooks', () => {
  it('a turn hook sends its API command with the due token put in, as the script', () => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set hook.turn=!spotlight {token} {name} at {count}');
    start(t);
    const lines = hookLines(t, () => t.say(t.gm, '!rondel next'));
    expect(lines).toEqual([`!spotlight ${t.tokens.aldric.id} Aldric at 3`]);
    expect(hookLines(t, () => t.say(t.pat, '!rondel act guard'))).toEqual([`!spotlight ${t.tokens.lira.id} Lira at 3`]);
    // a command that starts no turn runs no hook, and neither does undo
    expect(hookLines(t, () => t.say(t.gm, '!rondel status'))).toEqual([]);
    expect(hookLines(t, () => t.say(t.gm, '!rondel undo'))).toEqual([]);
    t.sb.assertNoCrash();
  });

  it('a macro hook sends each of its lines; chat about a token hidden from the players goes to the GM', () => {
    const t = aTable();
    t.sb.addObject('macro', { name: 'TurnStart', action: '!spotlight {token}\nIt is {name}’s turn.', _playerid: t.gm.id });
    t.sb.setProps(t.tokens.aldric, { layer: 'gmlayer' });
    t.say(t.gm, '!rondel config --set hook.turn=#TurnStart');
    start(t);
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel next');
    t.sb.flush();
    const said = t.sb.recorder.since(mark).chat.filter((m) => m.content.includes('turn.') || m.content.startsWith('!spotlight'));
    expect(said.map((m) => [m.type, m.content])).toEqual([
      ['api', `!spotlight ${t.tokens.aldric.id}`],
      ['whisper', 'It is Aldric’s turn.'],
    ]);
    expect(said[1]?.targets).toEqual([t.gm.id]);
  });

  it('a movement window hook runs at the window, a round hook as a round begins', () => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set hook.window=!windowcue {count}');
    start(t);
    expect(hookLines(t, () => t.say(t.gm, '!rondel next'))).toEqual(['!windowcue 3']);
    const r = aTable();
    r.say(r.gm, '!rondel config --set hook.round=!roundcue {round}');
    r.say(r.gm, '!rondel start --rules rounds', [r.tokens.aldric, r.tokens.goblin]);
    let lines: string[] = [];
    for (let i = 0; i < 6 && lines.length === 0; i += 1) lines = hookLines(r, () => r.say(r.gm, '!rondel next'));
    expect(lines).toEqual(['!roundcue 2']);
  });

  it('a hook that moves the fight on stops after a bounded run, and the GM is told', () => {
    const t = aTable();
    // every turn and every window moves the fight on again: nothing but the bound stops it
    t.say(t.gm, '!rondel config --set hook.turn=!rondel next');
    t.say(t.gm, '!rondel config --set hook.window=!rondel next');
    start(t);
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel next');
    t.sb.flush();
    const seen = t.sb.recorder.since(mark);
    const nexts = seen.delivered.filter((m) => m.playerid === 'API' && m.content === '!rondel next');
    expect(nexts.length).toBe(10);
    expect(seen.chat.some((m) => plain(m.content).includes('The hooks ran 10 times in a row'))).toBe(true);
    t.sb.assertNoCrash();
    // a person's command lets the hooks run again
    const again = t.sb.recorder.mark();
    t.say(t.gm, '!rondel next');
    t.sb.flush();
    expect(t.sb.recorder.since(again).delivered.filter((m) => m.playerid === 'API' && m.content === '!rondel next').length).toBe(10);
  });

  it('refuses what is neither an API command nor a macro', () => {
    const t = aTable();
    expect(plain(t.say(t.gm, '!rondel config --set hook.turn=hello there')[0]?.content ?? '')).toContain('A hook is an API command');
    expect(plain(t.say(t.gm, '!rondel config --set hook.dawn=!x')[0]?.content ?? '')).toContain('Hooks: hook.turn, hook.round, hook.window');
  });
});

describe('the turn timer', () => {
  const reminders = (t: Table, act: () => void): string[] => {
    const mark = t.sb.recorder.mark();
    act();
    return t.sb.recorder
      .since(mark)
      .chat.map((m) => plain(m.content))
      .filter((c) => c.includes('has waited'));
  };

  it('reminds of a turn that waited, once, and not of one that ended', () => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set timer=60');
    start(t);
    t.say(t.gm, '!rondel next');
    expect(reminders(t, () => t.sb.advance(59_000))).toEqual([]);
    expect(reminders(t, () => t.sb.advance(1_000))).toEqual(['Rondel count 3\nAldric’s turn has waited 60 seconds.']);
    expect(reminders(t, () => t.sb.advance(120_000))).toEqual([]);
    t.say(t.pat, '!rondel act guard');
    t.sb.advance(30_000);
    t.say(t.sam, '!rondel act guard');
    // Lira's turn ended before its minute, and nobody is due until the GM moves on
    expect(reminders(t, () => t.sb.advance(60_000))).toEqual([]);
    for (let i = 0; i < 4 && t.tracker()[0]?.[0] !== 'Goblin'; i += 1) t.say(t.gm, '!rondel next');
    expect(reminders(t, () => t.sb.advance(60_000))).toEqual(['Rondel count 9\nGoblin’s turn has waited 60 seconds.']);
  });

  it('a hidden due token’s reminder goes to the GM alone', () => {
    const t = aTable();
    t.sb.setProps(t.tokens.aldric, { layer: 'gmlayer' });
    t.say(t.gm, '!rondel config --set timer=30');
    start(t);
    t.say(t.gm, '!rondel next');
    const mark = t.sb.recorder.mark();
    t.sb.advance(30_000);
    const said = t.sb.recorder.since(mark).chat.filter((m) => plain(m.content).includes('has waited'));
    expect(said.map((m) => m.targets)).toEqual([[t.gm.id]]);
  });

  it('is cancelled by the end of the fight and by a restart', () => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set timer=60');
    start(t);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel end --confirm');
    expect(reminders(t, () => t.sb.advance(120_000))).toEqual([]);
    const r = aTable();
    r.say(r.gm, '!rondel config --set timer=60');
    start(r);
    r.say(r.gm, '!rondel next');
    r.sb.restart();
    expect(reminders(r, () => r.sb.advance(120_000))).toEqual([]);
    r.sb.assertNoCrash();
  });
});
