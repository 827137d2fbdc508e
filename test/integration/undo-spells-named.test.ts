// Undo and redo say what they changed (docs/rules.md §15): a spell being cast that an undo takes back (or brings back)
// is named, as conditions, effects and held words are; before, the card said only the caster's new count. A hidden
// caster's line is the GM's alone.
import { describe, expect, it } from 'vitest';
import { anArena } from '../hardening/arena';
import { fightWithDue } from '../hardening/hidden/helpers';
import { aTable, plain, type Table } from './table';

const said = (out: ReturnType<Table['say']>): string => out.map((m) => plain(m.content)).join('\n');

describe('undo names a spell being cast', () => {
  it('the rondel: the spell taken back, and redo casts it again, with when it takes effect', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
    const [due] = t.tracker()[0] as [string, number];
    t.say(t.gm, '!rondel act magic --cast 3 --note Fireball');
    const undone = said(t.say(t.gm, '!rondel undo'));
    expect(undone).toContain(`${due}’s spell “Fireball” is no longer being cast.`);
    const redone = said(t.say(t.gm, '!rondel redo'));
    expect(redone).toMatch(new RegExp(`${due}’s spell “Fireball” is being cast again: it takes effect at count \\d+\\.`));
  });

  it('a hidden caster’s spell is named to the GM alone', () => {
    const a = fightWithDue('rondel', 'shade', ['aldric', 'lira']);
    a.send('gm', `!rondel act magic --cast 3 --note Curse --token ${a.ids.shade}`);
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel undo');
    const chat = a.sb.recorder.since(mark).chat;
    const gm = chat.filter((m) => m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(gm).toMatch(/Shade’s spell “Curse” is no longer being cast\./);
    const players = chat.filter((m) => !m.viaCallback && (m.type !== 'whisper' || m.targets.includes(a.pat.id) || m.targets.includes(a.sam.id)));
    expect(players.map((m) => plain(m.content)).join('\n')).not.toMatch(/Curse|Shade/);
  });

  it('20-second rounds name it too', () => {
    const a = anArena();
    a.send('gm', '!rondel start --rules seconds', ['aldric', 'lira', 'goblin']);
    a.send('gm', '!rondel next');
    a.send('gm', '!rondel act magic --cast 4 --note Bless');
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel undo');
    const text = a.sb.recorder.since(mark).chat.map((m) => plain(m.content)).join('\n');
    expect(text).toMatch(/’s spell “Bless” is no longer being cast\./);
  });
});
