// Review 10 (attack): a player cuts short a timed effect the GM put on their combatant by casting a spell of the same
// name. The GM gives Aldric "Hex" for 20 counts (`effect --add Hex --counts 20 --marker skull`, docs/rules.md §12);
// Pat, on Aldric's turn, types `!rondel act magic --note Hex --duration 1 counts`. The spell's effect (durations.ts
// startResolvedSpells → addEffects) replaces every effect of that name on the caster: the GM's Hex is gone without a
// word (no "Hex ends" line, its skull marker taken off), and the player's Hex ends one count later. The table sees
// "Aldric: Hex, until count 3" and nothing else. README "Integrity": no player changes the fight without the GM.
// The GM's Hex should stay until count 21 (beside the spell's, or the spell refused, or at the least the GM told).
// The same trick on a condition's timer (`--note prone` after `condition --add prone --counts 12`) leaves the
// condition held with no end at all (docs/rules.md ruling 85 says a timed condition keeps its end).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

function statusLine(t: ReturnType<typeof aTable>, name: string): string {
  const card = plain(t.say(t.gm, '!rondel status').at(-1)?.content ?? '');
  return card.split('\n').find((l) => l.includes(` ${name} · `)) ?? '';
}

describe('a spell of the same name as the GM’s timed effect', () => {
  it('does not take the GM’s effect off the caster', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
    t.say(t.gm, `!rondel set --count 2 --token ${t.tokens.aldric.id}`);
    t.say(t.gm, `!rondel set --count 9 --token ${t.tokens.lira.id}`);
    t.say(t.gm, '!rondel effect --add Hex --counts 20 --marker skull', [t.tokens.aldric]);
    t.say(t.gm, '!rondel next');
    expect(statusLine(t, 'Aldric')).toMatch(/Hex until count 21/);
    // Pat's own spell, named as the GM's curse, for one count
    t.say(t.pat, '!rondel act magic --note Hex --duration 1 counts', [t.tokens.aldric]);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    // the GM's Hex still holds, with its marker
    expect(statusLine(t, 'Aldric')).toMatch(/Hex until count 21/);
    expect(t.markers(t.tokens.aldric)).toContain('skull');
  });

  it('does not make a timed condition a condition with no end', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
    t.say(t.gm, `!rondel set --count 2 --token ${t.tokens.aldric.id}`);
    t.say(t.gm, `!rondel set --count 9 --token ${t.tokens.lira.id}`);
    t.say(t.gm, '!rondel condition --add prone --counts 12', [t.tokens.aldric]);
    t.say(t.gm, '!rondel next');
    t.say(t.pat, '!rondel act magic --note prone --duration 1 counts', [t.tokens.aldric]);
    // the GM's prone ends at count 13, as it was given (count 1 + 12; the fixer corrected the reviewer's 14)
    expect(statusLine(t, 'Aldric')).toMatch(/prone until count 13/);
  });
});
