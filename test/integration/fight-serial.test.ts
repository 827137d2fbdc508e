// The buttons of a fight carry its serial (`--fight N`, docs/rules.md §15): kept through an undo and a restart, so a
// menu of the fight still acts in it; new at every start, so a button of an earlier fight acts in none; and a command
// typed without it is about the fight as it is.
import { expect, it } from 'vitest';
import { aTable, plain } from './table';

function hrefs(ms: readonly { content: string }[]): string[] {
  return ms.flatMap((m) => (m.content.match(/href="(![^"]*)"/g) ?? []).map((b) => b.slice(6, -1).replace(/&quot;/g, '"').replace(/&amp;/g, '&')));
}

it('a menu button of the fight acts in it after an undo and a restart; the next fight has a new serial', () => {
  const t = aTable({ seed: 3 });
  const { aldric, lira } = t.tokens;
  t.sb.dice.queue(1, 9);
  const first = t.say(t.gm, '!rondel start', [aldric, lira]);
  const guard = hrefs(first).find((b) => b.includes('act guard'));
  expect(guard).toContain(' --fight 1');
  t.say(t.gm, '!rondel condition prone --token ' + lira.id);
  t.say(t.gm, '!rondel undo');
  t.sb.restart();
  const answer = plain(t.say(t.pat, guard as string).map((m) => m.content).join('\n'));
  t.sb.assertNoCrash();
  expect(answer).not.toMatch(/nothing was done/);
  expect(answer).toMatch(/Full Guard/i);
  t.say(t.gm, '!rondel end --confirm');
  t.sb.dice.queue(1, 9);
  const second = t.say(t.gm, '!rondel start', [aldric, lira]);
  expect(hrefs(second).find((b) => b.includes('act guard'))).toContain(' --fight 2');
  // typed without the stamp, as a macro or a player would: it acts
  const typed = plain(t.say(t.pat, `!rondel act guard --token ${aldric.id}`).map((m) => m.content).join('\n'));
  expect(typed).not.toMatch(/nothing was done/);
});

it('a repair numbers fights on from the old data when it can still be read', async () => {
  const { carriedFights } = await import('../../src/roll20/repair');
  expect(carriedFights({ fights: 7, fight: 'garbage' })).toBe(7);
  expect(carriedFights({ fights: 'x' })).toBe(null);
  expect(carriedFights(undefined)).toBe(null);
});
