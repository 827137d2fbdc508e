// Review 24 (undo and redo): `add` takes a newcomer's own tags that the fight uses off its token, as `start` does
// (docs/rules.md §15: the fight's state is what its tags show). It did so without a word; the GM is now told which, of
// which token, with the Keep button that carries a condition in, as at the start. Other tags stay.
import { describe, expect, it } from 'vitest';
import { anArena } from '../../hardening/arena';
import { plain } from '../../integration/table';
import type { RuleSetId } from '../../../src/rules/core/rule-set';

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: the fight’s tags on a token that joins', (rules) => {
  it('are taken off, and the GM alone is told which, with a Keep button for a condition', () => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'goblin']);
    a.sb.setProps(a.tokens.zombie, { statusmarkers: 'red,sleepy,bolt-shield' });
    a.sb.flush();
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel add', ['zombie']);
    a.sb.assertNoCrash();
    expect(a.markers(a.tokens.zombie).split(',')).toContain('red');
    expect(a.markers(a.tokens.zombie).split(',')).not.toContain('sleepy');
    const since = a.sb.recorder.since(mark).chat;
    const toGm = since.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id));
    const words = toGm.map((m) => plain(m.content)).join('\n');
    expect(words).toMatch(/markers of newcomers/);
    expect(words).toMatch(/already on these tokens as they joined/);
    expect(words).toMatch(/Zombie: (sleepy \(unconscious\), bolt-shield \(Full Guard\)|bolt-shield \(Full Guard\), sleepy \(unconscious\))/);
    expect(toGm.map((m) => m.content).join('\n')).toContain(`!rondel condition --add unconscious --token ${a.ids.zombie}`);
    expect(since.filter((m) => m.type !== 'whisper' || !m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n')).not.toMatch(/Markers the fight uses/);
  });

  it('a join that takes nothing off, and an ordinary step, say nothing of it', () => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'goblin']);
    a.sb.setProps(a.tokens.zombie, { statusmarkers: 'red' });
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel add', ['zombie']);
    a.send('gm', '!rondel next');
    expect(a.sb.recorder.since(mark).chat.map((m) => plain(m.content)).join('\n')).not.toMatch(/Markers the fight uses/);
  });
});
