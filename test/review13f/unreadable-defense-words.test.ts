// Review 13f (today's words against the table): docs/rules.md §10 "Out-of-range numbers" (today): "A number that
// cannot be read at all (not a number) still takes its default, and the GM is told". Review 13b removed the false "no
// Defense on a sheet" for a Defense out of range (CHANGELOG); for one that cannot be read it is still there.
//
// At the table: Aldric's sheet has "x" in its defense attribute (a bad import, an API script's write). Lira attacks
// him; the card says "vs Defense 10 (default)", and the GM is whispered two lines that disagree: "Aldric has no
// Defense on a sheet: 10 was used (docs/rules.md §10)." and "Aldric’s sheet: defense could not be read; the defaults
// were used." Aldric has a sheet and a Defense on it; the GM is sent looking for a missing attribute.
// What they should see: one line, the true one: the sheet's defense could not be read, 10 was used.
// Suggested fix: src/app/commands/attack.ts (or wherever "has no Defense on a sheet" is said): say it only when the
// target has no sheet or no defense attribute, not when the attribute is there but unreadable (that has its own line).
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

it('an unreadable Defense on the sheet is not reported as no Defense on a sheet', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira } = t.tokens;
  t.sb.addAttribute(t.characters.aldric, 'defense', 'x');
  t.sb.dice.queue(12);
  const out = t.say(t.sam, `!rondel attack --target ${aldric.id} --dice 1 --damage 1`, [lira]);
  const gm = out.filter((m) => (m as { target?: string }).target === 'gm').map((m) => plain(m.content)).join('\n');
  t.sb.assertNoCrash();
  expect(gm).toMatch(/defense could not be read/);
  expect(gm).not.toMatch(/Aldric has no Defense on a sheet/);
});
