// A newcomer put at the clock while a combatant on the GM layer is due there (docs/rules.md ruling 102) tells the
// players nothing: the card of that count or second already named no one acting, and the newcomer's card reads the
// same whether the combatant due before it is hidden or not. The GM alone learns whose turn it is.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';

/** What the players read (public cards, whispers to them) of what `act` sent. */
function seenByPlayers(t: Table, act: () => void): string[] {
  const mark = t.sb.recorder.mark();
  act();
  return t.sb.recorder
    .since(mark)
    .chat.filter((m) => !m.viaCallback && (m.type !== 'whisper' || m.targets.includes(t.sam.id) || m.targets.includes(t.pat.id)))
    .map((m) => plain(m.content));
}

/**
 * A fight of six under `rules`, the Goblin on the GM layer or not, played on until the Goblin is due (its menu goes
 * to the GM), then a Wolf put at that very count or second. What the players read at the Goblin's turn and at the Wolf's.
 */
function newcomerBehindGoblin(rules: 'rondel' | 'seconds', hidden: boolean): { goblinsTurn: string[]; join: string[]; after: string[] } {
  const t = aTable({ seed: 11 });
  const { aldric, lira, borin, kess, goblin, zombie } = t.tokens;
  t.say(t.gm, `!rondel start --rules ${rules}`, [aldric, lira, borin, kess, goblin, zombie]);
  if (hidden) goblin.set('layer', 'gmlayer');
  t.sb.flush();
  for (let i = 0; i < 40; i += 1) {
    const mark = t.sb.recorder.mark();
    const players = seenByPlayers(t, () => t.say(t.gm, '!rondel next'));
    const menu = t.sb.recorder.since(mark).chat.find((m) => m.targets.includes(t.gm.id) && plain(m.content).startsWith('Goblin: your action'));
    if (!menu) continue;
    const at = /(?:count|second) (\d+)/.exec(plain(menu.content))?.[1];
    expect(at).toBeDefined();
    const wolf = t.sb.addToken({ pageid: t.page.id, name: 'Wolf' });
    const join = seenByPlayers(t, () => t.say(t.gm, `!rondel add --count ${at}`, [wolf]));
    const after = seenByPlayers(t, () => t.say(t.gm, '!rondel next'));
    t.sb.assertNoCrash();
    return { goblinsTurn: players, join, after };
  }
  throw new Error('the Goblin was never due');
}

describe('a newcomer behind a hidden due combatant (ruling 102)', () => {
  it.each(['rondel', 'seconds'] as const)('%s: the players read the same join card whether the Goblin before it is hidden or not, and no turn line in either', (rules) => {
    const hidden = newcomerBehindGoblin(rules, true);
    const seen = newcomerBehindGoblin(rules, false);
    expect(hidden.join).toEqual(seen.join);
    expect(hidden.join.join('\n')).toContain('Wolf joins');
    expect(hidden.join.join('\n')).not.toMatch(/acts\./);
    // the card of the hidden Goblin's turn had already named no one acting; the visible Goblin's named it
    expect(hidden.goblinsTurn.join('\n')).not.toContain('Goblin');
    expect(hidden.goblinsTurn.join('\n')).not.toMatch(/acts\./);
    expect(seen.goblinsTurn.join('\n')).toMatch(/Goblin acts\./);
    // and the Wolf's turn is announced when it comes, after the Goblin's, in both
    expect(hidden.after.join('\n')).toMatch(/Wolf acts\./);
    expect(seen.after.join('\n')).toMatch(/Wolf acts\./);
    expect(hidden.after.join('\n')).not.toContain('Goblin');
  });
});
