// Review 25 (the status card, conditions and timed effects). `status` lists "each one's tier, markers, conditions and
// spell" (README). A row's words after the tier are cut to fit, and the conditions came last, after the timed effects:
// with two spells of long names on Aldric (names run to 60 characters), his row read "… Haste for 2 more actions ·
// uncons…", and "prone" was gone: the GM reading status could not see that Aldric was unconscious and prone. The
// conditions now come before the other effects, and what is cut to fit is an effect's words.
import { expect, it } from 'vitest';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

it('rondel: status keeps a combatant’s conditions whole beside long-named timed effects', () => {
  const a = fightWithDue('rondel', 'goblin', ['aldric']);
  ask(a, 'gm', '!rondel effect --add Blessing of the Seven Saints of the Western Marches --counts 30', ['aldric']);
  ask(a, 'gm', '!rondel effect --add Shield of the Unyielding Oak --counts 20', ['aldric']);
  ask(a, 'gm', '!rondel effect --add Haste --actions 2', ['aldric']);
  ask(a, 'gm', '!rondel condition --add unconscious', ['aldric']);
  ask(a, 'gm', '!rondel condition --add blind --counts 5', ['aldric']);
  const row = ask(a, 'gm', '!rondel status').replies.join('\n').split('\n').find((l) => / Aldric · /.test(l)) ?? '';
  expect(row).toMatch(/\bblind until count 6\b/);
  expect(row).toMatch(/\bprone, unconscious\b|\bunconscious, prone\b/);
  expect(row).toMatch(/Blessing of the Seven Saints/);
});

it('seconds: a lasting condition comes before a timed effect on the row', () => {
  const a = fightWithDue('seconds', 'aldric', ['goblin']);
  ask(a, 'gm', '!rondel effect --add Blessing of the Seven Saints of the Western Marches --rounds 3', ['aldric']);
  ask(a, 'gm', '!rondel effect --add Shield of the Unyielding Oak of the Deep Forest --seconds 30', ['aldric']);
  ask(a, 'gm', '!rondel condition --add poisoned,deaf', ['aldric']);
  const row = ask(a, 'gm', '!rondel status').replies.join('\n').split('\n').find((l) => / Aldric · /.test(l)) ?? '';
  expect(row).toMatch(/\bdeaf, poisoned\b|\bpoisoned, deaf\b/);
});
