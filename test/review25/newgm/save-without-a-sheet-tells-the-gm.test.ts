// Review 25 (new GM, noticed): a save for a token with no sheet rolled with a score of 0 ("d20 + 0 score") and nobody
// was told, while an attack on such a token whispers the GM that a Defense of 10 was used. A score of 0 fails most
// saves: the GM is now told, and how to give one (docs/rules.md §10); a score typed with --mod is the GM's own.
import { expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const toGm = (t: ReturnType<typeof aTable>, said: ReturnType<ReturnType<typeof aTable>['say']>): string =>
  said
    .filter((m) => m.type === 'whisper' && m.targets.includes(t.gm.id))
    .map((m) => plain(m.content))
    .join('\n');

it('a save for a token with no sheet tells the GM the score was 0; with --mod, or a sheet’s score, nothing', () => {
  const t = aTable();
  t.sb.dice.queue(9);
  const bare = t.say(t.gm, '!rondel save --attr will --dc 13', [t.tokens.goblin]);
  expect(toGm(t, bare)).toContain('Goblin has no will score on a sheet: 0 was used. To give it one, add it with --mod N.');
  t.sb.dice.queue(9);
  expect(toGm(t, t.say(t.gm, '!rondel save --attr will --dc 13 --mod 6', [t.tokens.goblin]))).not.toContain('no will score');
  t.sb.addAttribute(t.characters.aldric, 'will', 7);
  t.sb.dice.queue(9);
  expect(toGm(t, t.say(t.gm, '!rondel save --attr will --dc 13', [t.tokens.aldric]))).not.toContain('no will score');
  // a check adds a modifier, 0 when there is none: no notice
  t.sb.dice.queue(9);
  expect(toGm(t, t.say(t.gm, '!rondel check --attr will --dc 13', [t.tokens.goblin]))).not.toContain('no will');
});
