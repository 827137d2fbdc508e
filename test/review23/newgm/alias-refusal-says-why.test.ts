// Review 23 (a new GM, refusals that tell what to do): `!rondel config --set alias=combat` (or `alias=rondel`) is
// refused with "The alias is one short word of letters, such as er." — but `combat` is one short word of letters; the
// real reason is that `!combat` and `!rondel` already are this script's words. Meanwhile `alias=Er2` (a digit) and a
// 16-letter word are taken, so the stated rule is not the rule applied. The `eot` refusal shows the way: "The alias
// cannot be eot: another script answers !eot." README, Options: "an extra command word (`alias=er`; never a word
// another script answers, such as `eot`)".
import { expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

it.each(['combat', 'rondel'])('alias=%s is refused saying the word is already the script’s own', (word) => {
  const t = aTable();
  const text = t.say(t.gm, `!rondel config --set alias=${word}`).map((m) => plain(m.content)).join('\n');
  // the reason, beside the command word (the usage line's `!rondel config` does not count)
  expect(text.replace(/Usage:.*$/m, '')).toMatch(new RegExp(`!${word}`));
  expect(text).toMatch(/already|own word|works already/i);
  expect(text).not.toMatch(/one short word of letters/);
});

it('the eot refusal already says why (verified, passing)', () => {
  const t = aTable();
  const text = t.say(t.gm, '!rondel config --set alias=eot').map((m) => plain(m.content)).join('\n');
  expect(text).toMatch(/The alias cannot be eot: another script answers !eot/);
});
