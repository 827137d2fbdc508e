// README, Commands: `!rondel attack --target TOKEN …`: "the selected token (or `--char ID` / `--token ID or name`)
// attacks `--target` (its id, or its name)". With two tokens of one name the attack is refused with "2 tokens are
// called “Goblin”: select the one you mean." But the selection is the attacker: selecting a goblin makes that goblin
// attack (a player cannot even select the GM's goblin to act with it), and the name stays ambiguous. The refusal should
// point to what works for a target (its id, @{target|token_id}: the sheet's Attack button), not to the selection.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('an ambiguous --target name', () => {
  it('is refused with advice that works for the target, not "select the one you mean"', () => {
    const t = aTable({ seed: 11 });
    t.sb.addToken({ pageid: t.page.id, name: 'Goblin' });
    const said = t.say(t.pat, '!rondel attack --target Goblin', [t.tokens.aldric]).map((m) => plain(m.content)).join('\n');
    t.sb.assertNoCrash();
    expect(said).toContain('2 tokens are called “Goblin”');
    expect(said).not.toContain('select the one you mean');
    expect(said).toMatch(/@\{target\|token_id\}|its id/);
  });

  it('following the advice (the goblin meant, by its id) attacks that goblin', () => {
    const t = aTable({ seed: 11 });
    const second = t.sb.addToken({ pageid: t.page.id, name: 'Goblin' });
    const said = t.say(t.pat, `!rondel attack --target ${second.id}`, [t.tokens.aldric]).map((m) => plain(m.content)).join('\n');
    t.sb.assertNoCrash();
    expect(said).toContain('Aldric attacks Goblin');
  });

  it('--vs is answered the same way; --token, which the selection can replace, still says to select', () => {
    const t = aTable({ seed: 11 });
    t.sb.addToken({ pageid: t.page.id, name: 'Goblin' });
    const vs = t.say(t.gm, '!rondel competition --attr strength --vs Goblin', [t.tokens.aldric]).map((m) => plain(m.content)).join('\n');
    expect(vs).toContain('give the one you mean by its id');
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const token = t.say(t.gm, '!rondel condition --add prone --token Goblin').map((m) => plain(m.content)).join('\n');
    expect(token).toMatch(/select the one you mean|Goblin is now prone/);
  });
});
