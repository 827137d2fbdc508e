// Review 24 (rules: timed effects in actions). An effect counted in the bearer's actions ends after its Nth
// action-turn (docs/rules.md §12), and a turn passed over is one: the rondel's Full Guard (§4) or Reset of a turn lost,
// 20-second rounds' turn lost. When `next` passes that turn and the clock moves on to a movement window (moment) in
// the same step, the window was worked out with the effect still on: "Red Fox 2 hexes: Goblin (restrained: no move)"
// and, on the same card after it, "Goblin: restrained ends.". The restraint was over with the goblin's turn, before the
// window: it moves there (§5: only the held fast get 0).
import { expect, it } from 'vitest';
import { fightNow } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

for (const rules of ['rondel', 'seconds'] as const) {
  it(`${rules}: a restraint for 1 action is over before the window that the passed turn's \`next\` arrives at`, () => {
    const a = fightWithDue(rules, 'goblin', ['aldric']);
    // Aldric out of the way: the next thing to happen after the goblin's turn is a movement window or moment
    if (rules === 'seconds') ask(a, 'gm', `!rondel set --count 20 --token ${a.ids.aldric}`);
    ask(a, 'gm', '!rondel condition --add restrained --actions 1', ['goblin']);
    const card = ask(a, 'gm', '!rondel next').replies.join('\n');
    expect(card).toMatch(/Goblin: restrained ends/);
    expect(card).toMatch(/Movement (window|at)/);
    const f = fightNow(a)!;
    expect(f.state.combatants.find((c) => c.id === a.ids.goblin)!.conditions).not.toContain('restrained');
    // the window's line names the goblin as moving, not held fast
    expect(card).not.toMatch(/Goblin \(restrained: no move\)/);
    expect(card).toMatch(/Red Fox \d hex(es)?: [^\n]*Goblin/);
  });
}

it('seconds: a casting that goes on into the next round uses that round’s action-turn as it begins, before its first moment', () => {
  const a = fightWithDue('seconds', 'goblin', ['aldric']);
  ask(a, 'gm', `!rondel set --count 20 --token ${a.ids.aldric}`);
  ask(a, 'gm', '!rondel condition --add restrained --actions 2', ['goblin']);
  // a casting of 20 seconds always runs into the next round: the casting is the goblin's action of both (§9.2, §12)
  const cast = ask(a, 'gm', `!rondel act magic --cast 20 --token ${a.ids.goblin}`).replies.join('\n');
  expect(cast).not.toMatch(/restrained ends/);
  let card = '';
  for (let i = 0; i < 8 && !/Round 2 begins/.test(card); i += 1) card = ask(a, 'gm', '!rondel next').replies.join('\n');
  expect(card).toMatch(/Round 2 begins/);
  expect(card).toMatch(/Goblin: restrained ends/);
  expect(card).not.toMatch(/Goblin \(restrained: no move\)/);
  expect(card).toMatch(/Red Fox \d hex(es)?: [^\n]*Goblin/);
});

it('rondel: `next --step` that passes the turn and reaches a window ends the restraint first too', () => {
  const a = fightWithDue('rondel', 'goblin', ['aldric']);
  ask(a, 'gm', `!rondel set --count 2 --token ${a.ids.goblin}`);
  ask(a, 'gm', '!rondel next');
  ask(a, 'gm', '!rondel condition --add restrained --actions 1', ['goblin']);
  const card = ask(a, 'gm', '!rondel next --step').replies.join('\n');
  expect(card).toMatch(/Movement window at count 3/);
  expect(card).toMatch(/Goblin: restrained ends/);
  expect(card).not.toMatch(/Goblin \(restrained: no move\)/);
});
