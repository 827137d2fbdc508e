// Review 9, fuzz angle: the minimal sequences the model-based fuzzer (model-fuzz.test.ts) shrank its failures to,
// each as a plain scenario through the built bundle in the Roll20 double. Each fails until its defect is fixed.
import { describe, expect, it } from 'vitest';
import { anArena, type Arena, type TokenKey } from '../../hardening/arena';
import { plain } from '../../integration/table';

function say(a: Arena, text: string, selection: readonly TokenKey[] = []): string {
  const mark = a.sb.recorder.mark();
  a.send('gm', text, selection);
  return a.sb.recorder
    .since(mark)
    .chat.map((m) => plain(m.content))
    .join('\n');
}

const markers = (a: Arena, k: TokenKey): string[] => String(a.sb.getObj('graphic', a.ids[k])?.get('statusmarkers') ?? '').split(',').filter(Boolean);

describe('review 9 fuzz: minimal sequences', () => {
  it('an unconscious combatant stays prone when a timed prone, added while it was already prone, runs out', () => {
    // RULES.md §11: Unconscious "falls prone"; docs/rules.md §11: the script adds Prone with it, and Prone stays when
    // it wakes. The card answers "Goblin is already prone", yet the duration is attached to the existing Prone.
    const a = anArena();
    say(a, '!rondel start --rules rondel', ['aldric', 'lira', 'goblin', 'zombie', 'kess']);
    say(a, '!rondel condition --add unconscious', ['goblin']);
    expect(markers(a, 'goblin')).toEqual(expect.arrayContaining(['sleepy', 'back-pain']));
    say(a, '!rondel condition --add prone --counts 1', ['goblin']);
    for (let i = 0; i < 4; i += 1) say(a, '!rondel next');
    expect(say(a, '!rondel status')).toMatch(/Goblin[^\n]*unconscious, prone/);
    expect(markers(a, 'goblin')).toEqual(expect.arrayContaining(['sleepy', 'back-pain']));
  });
});
