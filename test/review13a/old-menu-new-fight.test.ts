// Review 13a, a long evening: the GM ends one fight and starts the next with the same tokens. Aldric's menu from the
// FIRST fight (count 1) is still in Pat's chat; in the second fight Aldric is due at count 1 again, and Pat clicks the
// old menu's Full Guard button. Today it acts in the new fight: Aldric goes on Full Guard for 12 counts, from a menu
// made for a fight that is over. A menu button carries the turn it was made for and is refused once that turn has
// ended (docs/rules.md ruling 73, README "Buttons that cannot misfire"); a finished fight's turns have all ended, and
// the End / Start / Adopt buttons of a finished fight are already refused ("That button was for a fight that has
// moved on or ended"). The old menu's button should be refused the same way, and the new fight left as it was.
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

function buttons(ms: readonly { content: string }[]): string[] {
  return ms.flatMap((m) =>
    (m.content.match(/href="(![^"]*)"/g) ?? []).map((b) =>
      b
        .slice(6, -1)
        .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    ),
  );
}

it("an old fight's menu button does not act in the next fight at the same count", () => {
  const t = aTable({ seed: 3 });
  const { aldric, lira } = t.tokens;
  t.sb.dice.queue(1, 9);
  const first = t.say(t.gm, '!rondel start', [aldric, lira]);
  const guard = buttons(first.filter((m) => m.targets.includes(t.pat.id))).find((b) => b.includes('act guard'));
  expect(guard).toBeDefined();
  t.say(t.gm, '!rondel end --confirm');

  t.sb.dice.queue(1, 9);
  t.say(t.gm, '!rondel start', [aldric, lira]);
  const before = t.tracker();
  expect(before[0]).toEqual(['Aldric', 1]);

  const answer = t.say(t.pat, guard as string);
  t.sb.assertNoCrash();
  // nothing done in the new fight, and Pat told why
  expect(t.tracker()).toEqual(before);
  expect(answer.every((m) => m.type === 'whisper')).toBe(true);
  expect(plain(answer.map((m) => m.content).join('\n'))).toMatch(/nothing was done/);
});
