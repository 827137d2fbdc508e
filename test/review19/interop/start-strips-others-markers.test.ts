// Review 19 (living with other scripts): a token carries status markers set before any fight (TokenMod, CombatMaster,
// the GM) that happen to be among the fight's own tags (a condition's marker, the Full Guard tag). The fight's state
// is what its tags show (ruling 16), so `start` takes them off a combatant whose fight has none of them; it used to
// say nothing. The GM is now told which tags came off which tokens, and how to carry a condition in or change the
// fight's tags. Other tags, and tokens outside the fight, are left alone.
import { describe, expect, it } from 'vitest';
import { anArena } from '../../hardening/arena';
import { plain } from '../../integration/table';
import type { RuleSetId } from '../../../src/rules/core/rule-set';

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: the fight’s tags already on a token at the start', (rules) => {
  it('are taken off, and the GM is told which, of which token', () => {
    const a = anArena();
    a.sb.setProps(a.tokens.goblin, { statusmarkers: 'red,sleepy,bolt-shield' });
    const mark = a.sb.recorder.mark();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'goblin']);
    a.sb.assertNoCrash();
    expect(a.markers(a.tokens.goblin).split(',')).toContain('red');
    const toGm = a.sb.recorder.since(mark).chat.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(toGm).toMatch(/Markers the fight uses were already on these tokens/);
    expect(toGm).toMatch(/Goblin: (sleepy \(unconscious\), bolt-shield \(Full Guard\)|bolt-shield \(Full Guard\), sleepy \(unconscious\))/);
    // nobody else hears of it
    const toPlayers = a.sb.recorder.since(mark).chat.filter((m) => m.type !== 'whisper' || !m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(toPlayers).not.toMatch(/Markers the fight uses/);
  });

  it('a start that takes nothing off says nothing of it', () => {
    const a = anArena();
    a.sb.setProps(a.tokens.goblin, { statusmarkers: 'red' });
    const mark = a.sb.recorder.mark();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'goblin']);
    expect(a.sb.recorder.since(mark).chat.map((m) => plain(m.content)).join('\n')).not.toMatch(/Markers the fight uses/);
  });

  it('tokens outside the fight keep them through start and end', () => {
    const a = anArena();
    a.sb.setProps(a.tokens.goblin, { statusmarkers: 'sleepy' });
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira']);
    a.sb.setProps(a.tokens.zombie, { statusmarkers: 'sleepy' });
    a.send('gm', '!rondel end --confirm');
    expect(a.markers(a.tokens.goblin)).toBe('sleepy');
    expect(a.markers(a.tokens.zombie)).toBe('sleepy');
  });
});

describe('a start over a running fight', () => {
  it('does not name the old fight’s own tags it takes off', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'goblin']);
    a.send('gm', `!rondel condition --add prone --token ${a.ids.aldric}`);
    const prone = a.markers(a.tokens.aldric);
    expect(prone).not.toBe('');
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel start --confirm', ['aldric', 'goblin']);
    a.sb.assertNoCrash();
    // the old fight's prone is gone with it, and that is no news to the GM
    expect(a.markers(a.tokens.aldric)).not.toBe(prone);
    const toGm = a.sb.recorder.since(mark).chat.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(toGm).not.toMatch(/Markers the fight uses/);
  });
});

describe('a start whose marker write Roll20 refused', () => {
  it('does not say it took off the tags the token still shows; a token it did write is still named', () => {
    const a = anArena();
    a.sb.setProps(a.tokens.goblin, { statusmarkers: 'sleepy' });
    a.sb.setProps(a.tokens.aldric, { statusmarkers: 'sleepy' });
    const fault = a.sb.faults.once('set', { target: a.tokens.goblin, key: 'statusmarkers' });
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel start', ['aldric', 'goblin']);
    expect(fault.fired).toBe(1);
    a.sb.assertNoCrash();
    expect(a.markers(a.tokens.goblin)).toBe('sleepy');
    const toGm = a.sb.recorder.since(mark).chat.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(toGm).toMatch(/Aldric: sleepy \(unconscious\)/);
    expect(toGm).not.toMatch(/Goblin: sleepy/);
    expect(toGm).toMatch(/Roll20 refused a write/);
  });
});

describe('a start over a running fight, on a token whose markers the fight leaves as they were', () => {
  it('takes another script’s tag off it and names it, as a fresh start would', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'goblin']);
    // another script sets one of the fight's tags on the goblin, without an event
    a.sb.setProps(a.tokens.goblin, { statusmarkers: 'sleepy' });
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel start --confirm', ['aldric', 'goblin']);
    a.sb.assertNoCrash();
    expect(a.markers(a.tokens.goblin)).toBe('');
    const toGm = a.sb.recorder.since(mark).chat.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(toGm).toMatch(/Goblin: sleepy \(unconscious\)/);
  });
});

describe('the notice’s Keep button', () => {
  it('carries the condition into the fight, marker and all; a tag that is no condition has none', () => {
    const a = anArena();
    a.sb.setProps(a.tokens.goblin, { statusmarkers: 'sleepy,back-pain' });
    a.sb.setProps(a.tokens.aldric, { statusmarkers: 'bolt-shield' });
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel start', ['aldric', 'goblin']);
    const notice = a.sb.recorder.since(mark).chat.find((m) => /markers at the start/.test(m.content));
    expect(notice?.targets).toEqual([a.gm.id]);
    const keeps = [...(notice?.content ?? '').matchAll(/href="(![^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
    expect(keeps).toHaveLength(1);
    expect(keeps[0]).toMatch(new RegExp(`^!rondel condition --add (unconscious,prone|prone,unconscious) --token ${a.ids.goblin} --fight \\d+$`));
    expect(plain(notice?.content ?? '')).toMatch(/Aldric: bolt-shield \(Full Guard\)/);
    a.send('gm', keeps[0] as string);
    a.sb.assertNoCrash();
    expect(a.markers(a.tokens.goblin).split(',').sort()).toEqual(['back-pain', 'sleepy']);
    const status = a.sb.recorder.since(mark).chat.map((m) => plain(m.content)).join('\n');
    expect(status).toMatch(/Goblin is now (unconscious and prone|prone and unconscious)/);
  });

  it('pressed in a later fight, does nothing', () => {
    const a = anArena();
    a.sb.setProps(a.tokens.goblin, { statusmarkers: 'sleepy' });
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel start', ['aldric', 'goblin']);
    const notice = a.sb.recorder.since(mark).chat.find((m) => /markers at the start/.test(m.content));
    const keep = (/href="(![^"]*)"/.exec(notice?.content ?? '')?.[1] ?? '').replace(/&amp;/g, '&');
    a.send('gm', '!rondel end --confirm');
    a.send('gm', '!rondel start', ['aldric', 'goblin']);
    a.send('gm', keep);
    expect(a.markers(a.tokens.goblin)).toBe('');
  });
});
