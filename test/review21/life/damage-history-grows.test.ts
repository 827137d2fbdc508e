// Review (life of a campaign): every damage applied during a fight is kept in the fight's present state
// (`damage`, src/app/commands/apply.ts: `[...damageOf(state), plan]`), never trimmed, and every one of the 30 undo
// steps that an Apply made stores the whole list again. The stored state thus grows with the square of the fight's
// applications until the fight ends: a long fight in which the GM applies the goblins' and heroes' damage as it comes
// carries hundreds of kilobytes in `state.EnchantedRealmsCombat`, which Roll20 saves and re-reads at every Save Script,
// and every command writes. Expected: the state stays bounded (as the README's Performance table promises for the
// undo history: "state per combatant ≤ 400 B"), e.g. about the same after 200 applications as after 20.
import { expect, it } from 'vitest';
import { aTable } from '../../integration/table';

const size = (t: ReturnType<typeof aTable>): number => JSON.stringify(t.sb.state.EnchantedRealmsCombat).length;

function applyOnce(t: ReturnType<typeof aTable>): number {
  const out = t.say(t.gm, `!rondel attack --target ${t.tokens.goblin.id} --dice 1 --mod 30 --damage 1`, [t.tokens.aldric]);
  const html = out.map((c) => c.content).join('\n');
  const roll = /!rondel apply --roll (\d+)/.exec(html)?.[1];
  if (roll === undefined) return 0; // a natural 1 misses
  t.say(t.gm, `!rondel apply --roll ${roll}`);
  return 1;
}

it('the stored state does not grow with every damage applied in a long fight', () => {
  const t = aTable();
  t.tokens.goblin.set({ bar1_value: 100000 });
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
  let applied = 0;
  while (applied < 20) applied += applyOnce(t);
  const after20 = size(t);
  while (applied < 200) applied += applyOnce(t);
  const after200 = size(t);
  t.sb.assertNoCrash();
  expect(Number(t.tokens.goblin.get('bar1_value'))).toBe(100000 - 200);
  // 4 combatants: a few KB is what the fight itself needs; 30 undo steps each with the whole list are not
  expect(after200, `state after 20 applications: ${after20} B, after 200: ${after200} B`).toBeLessThan(Math.max(2 * after20, 20_000));
});

it('with autodamage=on, each attack of a long fight does not add to every stored undo step', () => {
  const t = aTable();
  t.tokens.goblin.set({ bar1_value: 100000 });
  t.say(t.gm, '!rondel config --set autodamage=on');
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
  const attack = (): void => {
    t.say(t.gm, `!rondel attack --target ${t.tokens.goblin.id} --dice 1 --mod 30 --damage 1`, [t.tokens.aldric]);
  };
  for (let i = 0; i < 30; i += 1) attack();
  const after30 = size(t);
  for (let i = 0; i < 270; i += 1) attack();
  const after300 = size(t);
  t.sb.assertNoCrash();
  expect(after300, `state after 30 attacks: ${after30} B, after 300: ${after300} B`).toBeLessThan(Math.max(2 * after30, 20_000));
});
