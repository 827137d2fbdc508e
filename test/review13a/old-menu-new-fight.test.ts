// Review 13a, a long evening: the GM ends one fight and starts the next with the same tokens. Aldric's menu from the
// FIRST fight (count 1) is still in Pat's chat; in the second fight Aldric is due at count 1 again, and Pat clicks the
// old menu's Full Guard button. Today it acts in the new fight: Aldric goes on Full Guard for 12 counts, from a menu
// made for a fight that is over. A menu button carries the turn it was made for and is refused once that turn has
// ended (docs/rules.md ruling 73, README "Buttons that cannot misfire"); a finished fight's turns have all ended, and
// the End / Start / Adopt buttons of a finished fight are already refused ("That button was for a fight that has
// moved on or ended"). The old menu's button should be refused the same way, and the new fight left as it was.
// Worse in 10-second rounds: every fight begins at round 1, so the old fight's "End the turn" button
// (`!rondel done --turn 1 --due <Aldric>`) ends Aldric's turn of the NEW fight before Pat declared anything
// ("Aldric did not declare: no action"). Suggested: the buttons carry the fight they were made for (a fight serial
// kept in the stored fight, as `end`/`start` keep their asks) and act, refuse, by it.
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

it("an old 10-second fight's End the turn button does not end the turn of the next fight's round 1", () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  t.sb.dice.queue(9, 2, 1);
  t.say(t.gm, '!rondel start --rules rounds', [aldric, lira, goblin]);
  t.say(t.pat, `!rondel act move --token ${aldric.id}`);
  const menu = t.say(t.pat, '!rondel menu', [aldric]);
  const endTurn = buttons(menu).find((b) => b.includes(' done '));
  // fix13a: the button now carries the fight it was made in (`--fight 1`, the first fight's serial), as this test's
  // header suggests; the review pinned the stamp-less command of its day
  expect(endTurn).toBe(`!rondel done --turn 1 --due ${aldric.id} --fight 1`);
  t.say(t.gm, '!rondel end --confirm');

  t.sb.dice.queue(9, 2, 1);
  t.say(t.gm, '!rondel start --rules rounds', [aldric, lira, goblin]);
  const before = t.tracker();
  expect(before[0]).toEqual(['Aldric', 11]);

  const answer = t.say(t.pat, endTurn as string);
  t.sb.assertNoCrash();
  expect(t.tracker()).toEqual(before);
  expect(plain(answer.map((m) => m.content).join('\n'))).not.toMatch(/did not declare/);
  expect(plain(answer.map((m) => m.content).join('\n'))).toMatch(/nothing was done/);
});

// README "Buttons that cannot misfire": "a Trigger button [does] nothing once its readied action is gone or another
// is readied". Aldric's Trigger button from the first 10-second fight (`--readied 1`) fires the readied action Aldric
// took in the NEXT fight's round 1 ("Aldric acts at the ready: lira sneezes."): that readied action is another one.
it("an old 10-second fight's Trigger button does not fire the next fight's readied action", () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  t.sb.dice.queue(9, 2, 1);
  t.say(t.gm, '!rondel start --rules rounds', [aldric, lira, goblin]);
  const trigger = buttons(t.say(t.pat, `!rondel act ready --note the goblin moves --token ${aldric.id}`)).find((b) => b.includes(' trigger '));
  // fix13a: the button carries the fight it was made in (`--fight 1`), see the End the turn test above
  expect(trigger).toBe(`!rondel trigger --token ${aldric.id} --readied 1 --fight 1`);
  t.say(t.gm, '!rondel end --confirm');

  t.sb.dice.queue(9, 2, 1);
  t.say(t.gm, '!rondel start --rules rounds', [aldric, lira, goblin]);
  t.say(t.pat, `!rondel act ready --note Lira sneezes --token ${aldric.id}`);
  t.say(t.gm, '!rondel next');
  const answer = plain(t.say(t.pat, trigger as string).map((m) => m.content).join('\n'));
  t.sb.assertNoCrash();
  expect(answer).not.toMatch(/acts at the ready/);
  expect(answer).toMatch(/nothing was done/);
});
