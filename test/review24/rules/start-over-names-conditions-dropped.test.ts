// Review 24 (rules: conditions end with the fight). docs/rules.md ruling 86: "Conditions end with the fight, and the
// end card names those still on ... the card lets the GM carry on an unconscious or poisoned PC"; §8: a start over a
// running fight ends it ("Starting again ends it and starts a new one", its ask says). `start --confirm` over a fight
// with a prone goblin and a poisoned Aldric dropped both conditions (their markers and the sheets' conditions text went
// too) and told nobody: no end card, and the new fight's start has nothing left on the tokens to report. Switching rule
// sets mid-campaign this way lost every condition without a word.
import { expect, it } from 'vitest';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

it('a start over a running fight tells the GM which conditions the fight it ends still had', () => {
  const a = fightWithDue('rondel', 'goblin', ['aldric']);
  ask(a, 'gm', '!rondel condition --add prone --counts 5', ['goblin']);
  ask(a, 'gm', '!rondel condition --add poisoned', ['aldric']);
  const started = ask(a, 'gm', '!rondel start --rules seconds --confirm', ['goblin', 'aldric']).replies.join('\n');
  expect(started).toMatch(/The fight begins/);
  expect(started).toMatch(/Goblin: prone/);
  expect(started).toMatch(/Aldric: poisoned/);
});

it('a start over a running fight with no condition on says nothing of conditions', () => {
  const a = fightWithDue('rounds', 'goblin', ['aldric']);
  const started = ask(a, 'gm', '!rondel start --confirm', ['goblin', 'aldric']).replies.join('\n');
  expect(started).toMatch(/The fight begins/);
  expect(started).not.toMatch(/[Cc]onditions/);
});

it('a player does not hear of a hidden combatant’s conditions when the GM starts over', () => {
  const a = fightWithDue('rondel', 'aldric', ['shade']);
  ask(a, 'gm', '!rondel condition --add stunned', ['shade']);
  const mark = a.sb.recorder.mark();
  a.send('gm', '!rondel start --confirm', ['aldric', 'goblin']);
  a.sb.flush();
  const seen = a.sb.recorder.since(mark).chat;
  const toGm = seen.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id)).map((m) => m.content).join('\n');
  expect(toGm).toMatch(/Shade: stunned/);
  const public_ = seen.filter((m) => m.type !== 'whisper').map((m) => m.content).join('\n');
  expect(public_).not.toMatch(/Shade/);
});
