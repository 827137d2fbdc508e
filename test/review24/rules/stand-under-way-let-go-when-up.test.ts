// Review 24 (rules: the rondel's stand as a reaction). A stand by reaction keeps prone with a timed "Standing up" until
// the end of the following count (docs/rules.md §5, ruling 90). When the combatant gets up before then (it stands at
// the window in between, or the GM lifts prone), ruling 90 has standing let go of "any timed prone (as `condition
// --remove prone` does, ruling 85)": prone's timer goes. "Standing up" is that timer, but it was kept as a named
// effect: `status` still said "Standing up until count 4" of a combatant on its feet, and the card of count 4 told
// the table "Aldric: Standing up ends." about a stand that had long happened.
import { expect, it } from 'vitest';
import { fightNow, rondelPresent } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

function standingUnderWay() {
  const a = fightWithDue('rondel', 'goblin', ['aldric']);
  // the goblin acts at count 2, so the counter stops there, before window 3
  ask(a, 'gm', `!rondel set --count 2 --token ${a.ids.goblin}`);
  ask(a, 'gm', '!rondel next');
  ask(a, 'gm', '!rondel condition --add prone', ['aldric']);
  const reacted = ask(a, 'pat', `!rondel stand --react --token ${a.ids.aldric}`).replies.join('\n');
  expect(reacted).toMatch(/Standing up, until count 4/);
  return a;
}

const effectNames = (a: ReturnType<typeof fightWithDue>): string[] => {
  const f = fightNow(a)!;
  return ((f.state as { effects?: { bearer: string; name: string }[] }).effects ?? []).filter((e) => e.bearer === a.ids.aldric).map((e) => e.name);
};

it('rondel: standing at the window while a stand by reaction is under way lets go of its timer', () => {
  const a = standingUnderWay();
  expect(ask(a, 'gm', '!rondel next').replies.join('\n')).toMatch(/Movement window at count 3/);
  expect(ask(a, 'pat', `!rondel stand --token ${a.ids.aldric}`).replies.join('\n')).toMatch(/Aldric stands up/);
  expect(effectNames(a)).not.toContain('Standing up');
  expect(ask(a, 'gm', '!rondel status').replies.join('\n')).not.toMatch(/Standing up/);
  const next = ask(a, 'gm', '!rondel next').replies.join('\n');
  expect(next).not.toMatch(/Standing up ends/);
});

it('rondel: the GM lifting prone while a stand by reaction is under way lets go of its timer', () => {
  const a = standingUnderWay();
  expect(ask(a, 'gm', '!rondel condition --remove prone', ['aldric']).replies.join('\n')).toMatch(/no longer prone/);
  expect(effectNames(a)).not.toContain('Standing up');
  const seen = [ask(a, 'gm', '!rondel next'), ask(a, 'gm', '!rondel next')].flatMap((r) => r.replies).join('\n');
  expect(rondelPresent(a).counter).toBeGreaterThan(4);
  expect(seen).not.toMatch(/Standing up ends/);
});
