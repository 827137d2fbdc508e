// A player who knows the source and the chat box (an independent review's findings, kept as regressions): (1) no
// player learns of a token on the GM layer, (2) no player changes the fight without the GM (docs/rules.md §13, §15).
import { describe, expect, it } from 'vitest';
import { plain } from '../integration/table';
import { anArena, rondelPresent, type ActorKey, type Arena, type TokenKey } from './arena';
import { ask, fightWithDue, NO_SUCH_ID } from './hidden/helpers';
import type { RuleSetId } from '../../src/rules/core/rule-set';

describe('(1) no player learns of a token on the GM layer', () => {
  it('act --token with a GM-layer token’s id is answered exactly as an id that names nothing', () => {
    // the Shade (GM layer) is in the fight, the Mirage (GM layer) is not
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'shade']);
    const none = ask(a, 'sam', `!rondel act dash --token ${NO_SUCH_ID}`).replies;
    const shadeInFight = ask(a, 'sam', `!rondel act dash --token ${a.ids.shade}`).replies;
    const mirageNotInFight = ask(a, 'sam', `!rondel act dash --token ${a.ids.mirage}`).replies;
    const reactShade = ask(a, 'sam', `!rondel react --token ${a.ids.shade}`).replies;
    const reactNone = ask(a, 'sam', `!rondel react --token ${NO_SUCH_ID}`).replies;
    expect({ shadeInFight, mirageNotInFight, reactShade }).toEqual({ shadeInFight: none, mirageNotInFight: none, reactShade: reactNone });
  });

  it('a sheet roll with --char of a character is answered the same whether its token on the GM layer is in the fight or not', () => {
    const a = anArena();
    const wraithChar = a.sb.addCharacter({ name: 'Wraith', controlledby: '' });
    const wraith = a.sb.addToken({ pageid: a.page.id, name: 'Wraith', layer: 'gmlayer', represents: wraithChar.id });
    a.send('gm', '!rondel start', ['aldric']);
    const out = ask(a, 'sam', `!rondel check --attr will --char ${wraithChar.id}`).replies;
    a.send('gm', `!rondel add --token ${wraith.id}`);
    expect(rondelPresent(a).combatants.map((c) => c.id)).toContain(wraith.id);
    const inFight = ask(a, 'sam', `!rondel check --attr will --char ${wraithChar.id}`).replies;
    expect(inFight).toEqual(out);
  });

  it.each<RuleSetId>(['rondel', 'rounds'])('%s: a refusal about a player’s own GM-layer token does not tell its place in the fight', (rules) => {
    // Aldric is due; the Lurker (Pat's, on the GM layer) is in the fight, later
    const a = fightWithDue(rules, 'aldric', ['lurker']);
    const none = ask(a, 'pat', `!rondel act combat --token ${NO_SUCH_ID}`).replies;
    const lurker = ask(a, 'pat', `!rondel act combat --token ${a.ids.lurker}`);
    expect(lurker.changed).toBe(false);
    expect(lurker.replies).toEqual(none);
  });

  it('the sheet’s conditions text of a character everyone controls is not written for its token on the GM layer', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'mirage']);
    a.send('gm', `!rondel condition --add prone --token ${a.ids.mirage}`);
    const written = a.sb.findObjs({ _type: 'attribute', _characterid: a.extra.mirageCharacter.id, name: 'conditions' }).map((x) => x.get('current'));
    // every player may open the Mirage's sheet: "Prone" there tells them its hidden token is in the fight
    expect(written.filter((v) => v !== '')).toEqual([]);
  });

  it('a turn hook macro line whispering “{name}” for a hidden combatant does not reach the players', () => {
    const a = anArena();
    a.sb.addObject('macro', { name: 'Cue', action: '/w "{name}" it is your turn', _playerid: a.gm.id });
    a.send('gm', '!rondel config --set hook.turn=#Cue');
    // Mirage: d12 1 − 1 → count 1, due at once; Aldric: count 10
    a.sb.dice.queue(12, 1);
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel start', ['aldric', 'mirage']);
    a.sb.flush();
    const players = [a.pat.id, a.sam.id, a.robin.id];
    const toPlayers = a.sb.recorder.since(mark).chat.filter((m) => m.type === 'whisper' && m.targets.some((t) => players.includes(t)));
    expect(toPlayers.map((m) => plain(m.content))).toEqual([]);
  });
});

describe('(2) no player changes the fight without the GM', () => {
  it.each<[RuleSetId, string]>([
    ['rondel', 'act dash'],
    ['seconds', 'act combat'],
    ['rounds', 'act combat'],
  ])('%s: a player cannot %s for their own token on the GM layer by naming it (it is the GM’s to play)', (rules, verb) => {
    const a = fightWithDue(rules, 'lurker', ['aldric']);
    // without --token the player is refused ("None of your combatants is due"): naming the token must not get round it
    expect(ask(a, 'pat', `!rondel ${verb}`).changed).toBe(false);
    expect(ask(a, 'pat', `!rondel ${verb} --token ${a.ids.lurker}`).changed).toBe(false);
  });

  it('a player cannot react for their own token on the GM layer', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'lurker']);
    expect(ask(a, 'pat', `!rondel react --token ${a.ids.lurker}`).changed).toBe(false);
  });

  it('no player can act for a GM-layer token whose character everyone controls, through --char', () => {
    const a = fightWithDue('rondel', 'mirage', ['aldric']);
    expect(ask(a, 'sam', '!rondel act dash').changed).toBe(false);
    expect(ask(a, 'sam', `!rondel act dash --char ${a.extra.mirageCharacter.id}`).changed).toBe(false);
    expect(ask(a, 'sam', `!rondel react --char ${a.extra.mirageCharacter.id}`).changed).toBe(false);
  });

  it('after another script reorders the tracker, a player’s next-turn press does not move the fight on', () => {
    // Aldric (Pat) count 10, Lira (Sam) count 9; the GM moves on to the window at count 3, where nobody is due
    const a = anArena();
    a.sb.dice.queue(12, 12);
    a.send('gm', '!rondel start', ['aldric', 'lira']);
    a.send('gm', '!rondel next');
    const before = rondelPresent(a).counter;
    expect(before).toBe(3);
    // another script (which fires no event) sorts Pat's token to the top
    const entries = a.sb.turnOrder();
    a.sb.setTurnOrder([...entries.filter((e) => e.id === a.ids.aldric), ...entries.filter((e) => e.id !== a.ids.aldric)] as never);
    // Roll20 lets Pat press next: the top token is his
    expect(a.sb.driver.tracker.next(a.pat)).toBe(true);
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(rondelPresent(a).counter).toBe(before);
  });

  it('a player’s token name put into a turn-hook macro line is never run as the GM’s command', () => {
    const a = anArena();
    a.sb.addObject('macro', { name: 'Cue', action: '{name}', _playerid: a.gm.id });
    a.send('gm', '!rondel config --set hook.turn=#Cue');
    // Pat renames his own token (a controller may)
    a.sb.driver.setProps(a.tokens.aldric, { name: '!rondel end' });
    // Aldric: d12 1 − 2 → count 1, due at once
    a.sb.dice.queue(1, 12);
    a.send('gm', '!rondel start', ['aldric', 'lira']);
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(a.fight(), 'the fight was ended by a player’s token name').not.toBeNull();
  });
});
