// Fix 11 (rounds), 2: `!rondel undo` of speech held with `say` (20-second rounds) or of the turn's action in 10-second
// rounds answered only "The GM undid 1 step: back to round 1." The GM (and the players) could not tell what was taken
// back, while an undone condition or timed effect is named ("Zombie is no longer prone.", docs/rules.md §15 "Undo and
// redo say what they changed"). The card should name it in the same style: the words held, the turn's action (and in
// 20-second rounds the action taken back, by the second it acts at again). A step that touched only a token on the GM
// layer still says nothing to the players (test/review10b/hidden-stand-undo.test.ts), and its line is the GM's.
import { describe, expect, it } from 'vitest';
import { anArena } from '../../hardening/arena';
import { fightWithDue } from '../../hardening/hidden/helpers';
import { aTable, plain, type Table } from '../../integration/table';

const said = (out: ReturnType<Table['say']>): string => out.map((m) => plain(m.content)).join('\n');

describe('undo names what it took back', () => {
  it('10-second rounds: the turn’s action, and redo brings it back by name', () => {
    const t = aTable();
    t.sb.dice.queue(9, 1);
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira]);
    t.say(t.pat, '!rondel act defense', [t.tokens.aldric]);
    const undone = said(t.say(t.gm, '!rondel undo'));
    expect(undone).toMatch(/The GM undid 1 step: back to round 1\./);
    expect(undone).toMatch(/Aldric: Stand in defense, this turn’s action, is taken back\./);
    const redone = said(t.say(t.gm, '!rondel redo'));
    expect(redone).toMatch(/Aldric: Stand in defense is this turn’s action again\./);
  });

  it('20-second rounds: the words held with say', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', Object.values(t.tokens));
    t.say(t.pat, '!rondel say Hold the line!', [t.tokens.aldric]);
    const undone = said(t.say(t.gm, '!rondel undo'));
    expect(undone).toMatch(/Aldric’s words “Hold the line!” are taken back\./);
    expect(said(t.say(t.gm, '!rondel redo'))).toMatch(/Aldric’s words “Hold the line!” are held again\./);
  });

  it('20-second rounds: an action taken back, by the second it acts at again', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', Object.values(t.tokens));
    t.say(t.gm, '!rondel next');
    const [due, second] = t.tracker()[0] as [string, number];
    t.say(t.gm, '!rondel act combat');
    const undone = said(t.say(t.gm, '!rondel undo'));
    expect(undone).toContain(`${due}: second ${second} (was done this round).`);
    expect(said(t.say(t.gm, '!rondel redo'))).toContain(`${due}: done this round (was second ${second}).`);
  });

  it('the line of a hidden combatant’s words is the GM’s alone', () => {
    const a = anArena();
    a.send('gm', '!rondel start --rules seconds', ['aldric', 'lira', 'shade']);
    a.send('gm', `!rondel say Boo --token ${a.ids.shade}`);
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel undo');
    const gm = a.sb.recorder.since(mark).chat.filter((m) => m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(gm).toMatch(/Shade’s words “Boo” are taken back\./);
  });

  it('the line of a hidden combatant’s action in 10-second rounds is the GM’s alone', () => {
    const a = fightWithDue('rounds', 'shade', ['aldric', 'lira']);
    a.send('gm', `!rondel act combat --token ${a.ids.shade}`);
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel undo');
    const chat = a.sb.recorder.since(mark).chat;
    const gm = chat.filter((m) => m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(gm).toMatch(/Shade: Combat, this turn’s action, is taken back\./);
    const players = chat.filter((m) => !m.viaCallback && (m.type !== 'whisper' || m.targets.includes(a.pat.id) || m.targets.includes(a.sam.id)));
    expect(players).toEqual([]);
  });
});
