// The adapter's guarded writes, live from its source in this process (test/support/in-process.ts): the GM's macros and
// the characters' token actions as `!rondel macros` writes them (made, updated, the unused ones taken off, another
// player's and the GM's own left alone), and what the GM is told when Roll20 refuses one write: which one, by name,
// with the writes after it still made.
import { afterEach, describe, expect, it } from 'vitest';
import type { DoubleObject } from 'roll20-double';
import { liveFight, liveTable, type LiveTable } from '../support/in-process';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

const charOf = (token: DoubleObject): string => String(token.get('represents'));
const macrosOf = (t: LiveTable, playerId: string): Record<string, unknown> =>
  Object.fromEntries(t.sb.findObjs({ _type: 'macro' }).filter((m) => m.get('_playerid') === playerId).map((m) => [String(m.get('name')), m.get('action')]));
const abilitiesOf = (t: LiveTable, charId: string): [string, unknown, unknown][] =>
  t.sb
    .findObjs({ _type: 'ability', _characterid: charId })
    .map((a) => [String(a.get('name')), a.get('action'), a.get('istokenaction')] as [string, unknown, unknown])
    .sort((a, b) => a[0].localeCompare(b[0]));
const REFUSED = 'Rondel: Roll20 refused a write';

describe('!rondel macros', () => {
  it('makes the GM’s six macros, visible to nobody else; another player’s macro of the same name is left alone', () => {
    t = liveTable();
    const theirs = t.sb.addObject('macro', { _playerid: t.pat.id, name: 'Rondel-Next', action: '!pat next', visibleto: '' });
    t.say(t.gm, '!rondel macros');
    expect(macrosOf(t, t.gm.id)).toEqual({
      'Rondel-Start': '!rondel start',
      'Rondel-Next': '!rondel next',
      'Rondel-Status': '!rondel status',
      'Rondel-End': '!rondel end',
      'Rondel-Undo': '!rondel undo',
      'Rondel-Config': '!rondel config',
    });
    expect(t.sb.findObjs({ _type: 'macro', _playerid: t.gm.id }).map((m) => m.get('visibleto'))).toEqual(['', '', '', '', '', '']);
    expect([theirs.get('action'), macrosOf(t, t.pat.id)]).toEqual(['!pat next', { 'Rondel-Next': '!pat next' }]);
  });

  it('a GM macro of the same name is updated in place, not made twice', () => {
    t = liveTable();
    const old = t.sb.addObject('macro', { _playerid: t.gm.id, name: 'Rondel-Next', action: '!rondel next --old', visibleto: '' });
    t.say(t.gm, '!rondel macros');
    expect(t.sb.findObjs({ _type: 'macro', name: 'Rondel-Next' }).map((m) => m.id)).toEqual([old.id]);
    expect(old.get('action')).toBe('!rondel next');
  });

  it('token actions for the selected tokens’ characters: made, then updated in place and made token actions', () => {
    t = liveTable();
    const { aldric, goblin } = t.tokens;
    const sheet = t.sb.getObj('character', charOf(aldric)) as DoubleObject;
    const act = t.sb.addObject('ability', { _characterid: sheet.id, name: 'Act', action: '!old', istokenaction: false });
    t.say(t.gm, '!rondel macros', [aldric, goblin]);
    expect(abilitiesOf(t, sheet.id)).toEqual([
      ['Act', '!rondel menu --char @{character_id}', true],
      ['Hold', '!rondel act hold --char @{character_id}', true],
      ['React', '!rondel react --char @{character_id} --note ?{Trigger|attack of opportunity}', true],
    ]);
    expect(t.sb.findObjs({ _type: 'ability', _characterid: sheet.id, name: 'Act' }).map((a) => a.id)).toEqual([act.id]);
  });

  it('under rules with no hold, the script’s Hold comes off; a Hold of the GM’s own with another action stays', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    t.say(t.gm, '!rondel macros', [aldric, lira]);
    const own = t.sb.addObject('ability', { _characterid: charOf(lira), name: 'Hold', action: '!my own hold', istokenaction: true });
    t.say(t.gm, '!rondel config --set rules=rounds');
    t.say(t.gm, '!rondel macros', [aldric, lira]);
    expect(abilitiesOf(t, charOf(aldric)).map((a) => a[0])).toEqual(['Act', 'React', 'Trigger']);
    expect(abilitiesOf(t, charOf(lira)).filter((a) => a[0] === 'Hold')).toEqual([['Hold', '!my own hold', true]]);
    expect(own.get('action')).toBe('!my own hold');
  });
});

describe('markers written at a start', () => {
  // ruling 16: the fight's own tags already on a combatant come off at the start, and the GM is told which
  it('the fight’s tags another script left on a token come off, and the GM is told; a token whose write is refused is not named', () => {
    t = liveTable();
    const { aldric, goblin, zombie } = t.tokens;
    t.sb.setProps(goblin, { statusmarkers: 'red,sleepy' });
    t.sb.setProps(zombie, { statusmarkers: 'sleepy' });
    t.sb.faults.always('set', { target: zombie, key: 'statusmarkers' });
    const said = t.told(() => t!.say(t!.gm, '!rondel start', [aldric, goblin, zombie]));
    expect(String(goblin.get('statusmarkers')).split(',')).toEqual(['red']);
    expect(said).toContain('Markers the fight uses were already on these tokens');
    expect(said).toContain('Goblin: sleepy');
    expect(said).not.toContain('Zombie: sleepy');
    expect(said).toContain('Not written: the markers of Zombie.');
  });
});

describe('!rondel macros under other rules', () => {
  it('takes the script’s Hold off the selected tokens’ characters only: another character’s, and a GM macro of the same action, stay', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    t.say(t.gm, '!rondel macros', [aldric, lira]);
    const hold = '!rondel act hold --char @{character_id}';
    const macro = t.sb.addObject('macro', { _playerid: t.gm.id, name: 'My hold', action: hold, visibleto: '' });
    t.say(t.gm, '!rondel config --set rules=rounds');
    t.say(t.gm, '!rondel macros', [aldric]);
    expect(abilitiesOf(t, charOf(aldric)).map((a) => a[0])).toEqual(['Act', 'React', 'Trigger']);
    expect(abilitiesOf(t, charOf(lira)).map((a) => a[0])).toEqual(['Act', 'Hold', 'React']);
    expect(t.sb.getObj('macro', macro.id)?.get('action')).toBe(hold);
  });
});

describe('a write Roll20 refuses', () => {
  it('a GM macro: the GM is told its name, and the macros after it are still made', () => {
    t = liveTable();
    t.sb.faults.always('createObj', { type: 'macro', match: (c) => (c.args[1] as { name?: string }).name === 'Rondel-Next' });
    const said = t.told(() => t!.say(t!.gm, '!rondel macros'));
    t.sb.assertNoCrash();
    expect(said).toContain(REFUSED);
    expect(said).toContain('Not written: the macro Rondel-Next.');
    expect(Object.keys(macrosOf(t, t.gm.id)).sort()).toEqual(['Rondel-Config', 'Rondel-End', 'Rondel-Start', 'Rondel-Status', 'Rondel-Undo']);
    expect(t.sb.recorder.logs.join('\n')).toContain('Roll20 refused a write (the macro Rondel-Next)');
  });

  it('a token action: named as the ability it is', () => {
    t = liveTable();
    t.sb.faults.always('createObj', { type: 'ability', match: (c) => (c.args[1] as { name?: string }).name === 'React' });
    const said = t.told(() => t!.say(t!.gm, '!rondel macros', [t!.tokens.aldric]));
    expect(said).toContain('Not written: the ability React.');
    expect(abilitiesOf(t, charOf(t.tokens.aldric)).map((a) => a[0])).toEqual(['Act', 'Hold']);
  });

  it('a sheet’s conditions text: named as the attribute, and written at the next change', () => {
    t = liveFight();
    const { aldric } = t.tokens;
    const fault = t.sb.faults.always('createObj', { type: 'attribute' });
    const said = t.told(() => t!.say(t!.gm, `!rondel condition --token ${aldric.id} --add prone`));
    t.sb.assertNoCrash();
    expect(said).toContain('Not written: the attribute conditions.');
    fault.remove();
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add blind`);
    expect(t.sb.findObjs({ _type: 'attribute', _characterid: charOf(aldric), name: 'conditions' }).map((a) => a.get('current'))).toEqual(['Blind, Prone']);
  });

  it('damage to a token’s bar: named as the bar of a token', () => {
    t = liveTable();
    const { aldric, goblin } = t.tokens;
    t.sb.setProps(goblin, { bar1_value: 9 });
    t.say(t.gm, '!rondel start', [aldric, goblin]);
    t.say(t.gm, '!rondel config --set autodamage=on');
    t.sb.faults.always('set', { target: goblin, key: 'bar1_value' });
    t.sb.dice.queue(18, 17);
    const said = t.told(() => t!.say(t!.pat, `!rondel attack --token ${aldric.id} --target ${goblin.id} --dice 2 --damage 3`));
    t.sb.assertNoCrash();
    expect(said).toContain('Not written: the bar1 of a token.');
    expect(goblin.get('bar1_value')).toBe(9);
  });

  it('one chat message: the others still go, and the GM is told', () => {
    t = liveFight();
    const fault = t.sb.faults.once('sendChat');
    const said = t.told(() => t!.say(t!.gm, '!rondel next'));
    t.sb.assertNoCrash();
    expect(fault.fired).toBe(1);
    expect(said).toContain('Not written: a chat message.');
    expect(t.sb.recorder.logs.join('\n')).toContain('Roll20 refused a write (a chat message)');
  });

  it('every chat message: the notice cannot go either, and the log says so', () => {
    t = liveFight();
    t.sb.faults.always('sendChat');
    t.say(t.gm, '!rondel next');
    t.sb.assertNoCrash();
    expect(t.sb.recorder.logs.join('\n')).toContain('Roll20 refused a write (the GM notice)');
  });

  it('opening the turn tracker at the start, and closing it at the end: named, and the fight goes on', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    const fault = t.sb.faults.always('set', { key: 'initiativepage' });
    const opened = t.told(() => t!.say(t!.gm, '!rondel start', [aldric, lira]));
    t.sb.assertNoCrash();
    expect(opened).toContain('Not written: opening the turn tracker.');
    expect(t.sb.turnOrder().map((e) => e.id)).toEqual(expect.arrayContaining([aldric.id, lira.id]));
    const closed = t.told(() => t!.say(t!.gm, '!rondel end --confirm'));
    expect(closed).toContain('Not written: closing the turn tracker.');
    expect(t.sb.turnOrder()).toEqual([]);
    fault.remove();
  });

  it('markers of a token whose name cannot be read: told in other words', () => {
    t = liveTable();
    const { aldric, lira, goblin } = t.tokens;
    t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
    t.say(t.gm, '!rondel config --set badges=on');
    const refused = t.sb.faults.always('set', { target: goblin, key: 'statusmarkers' });
    // the name is unreadable only once its markers were refused: the command reads it before
    t.sb.faults.always('get', { target: goblin, key: 'name', match: () => refused.fired > 0 });
    t.say(t.gm, '!rondel next');
    const said = t.told(() => t!.say(t!.gm, '!rondel next'));
    t.sb.assertNoCrash();
    expect(refused.fired).toBeGreaterThan(0);
    expect(said).toContain('Not written: a write.');
  });

  // ruling 89: the cards name a token with no name by its character's, else "Unnamed token"; the notice names it so
  it('markers of tokens with no name: named as the cards name them, not left blank', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    const anon = t.sb.addToken({ pageid: t.page.id, left: 600, top: 105 });
    const sheetless = t.sb.addToken({ pageid: t.page.id, name: '', represents: charOf(lira), left: 670, top: 105 });
    t.say(t.gm, '!rondel start', [aldric, lira, anon, sheetless]);
    t.say(t.gm, '!rondel config --set badges=on');
    t.sb.faults.always('set', { target: anon, key: 'statusmarkers' });
    t.sb.faults.always('set', { target: sheetless, key: 'statusmarkers' });
    t.say(t.gm, '!rondel next');
    const said = t.told(() => t!.say(t!.gm, '!rondel next'));
    t.sb.assertNoCrash();
    expect(said).toContain('the markers of Unnamed token');
    expect(said).toContain('the markers of Lira');
    expect(said).not.toContain('the markers of ,');
    expect(said).not.toContain('the markers of .');
  });
});
