// Review 10 (attack, `--` inside names): a spell's name on a sheet puts options into the menu's Magic button. The
// menu's Magic query offers the sheet's chosen spell as its answer (docs/rules.md §15 "Magic from the sheet": the
// name "without the characters that would break a query: | { } [ ] @ % ,"), but a name holding ` --` is kept, and
// the answer is pasted into the command as it stands. Robin, who may edit the Mirage's sheet (it is controlled by
// "all"), names its chosen spell "Veil --mod -20 --duration 999 counts": the Mirage's token is on the GM layer and its
// menu comes to the GM, whose click on Magic (Enter on the offered answer) sends `… --note Veil --mod -20 --duration 999
// counts`: "Mirage: Magic “Veil” casting 2 + (d4 (3) + 6 + 20 modifier = 29) → next at count 32" (20 counts more
// than its sheet gives) and a "Veil" effect for 999 counts once it resolves, typed by nobody, and the GM is told of no
// typed value (act.ts tells the GM only of a player's). The offered answer should be plain words:
// ` --` folded to one dash, as the hooks fold a token's name (src/roll20/table.ts plainText).
import { describe, expect, it } from 'vitest';
import { anArena } from '../../hardening/arena';

describe('the menu’s Magic answer from a spell name', () => {
  it('carries no option of its own', () => {
    const a = anArena();
    const ch = a.extra.mirageCharacter;
    a.sb.driver.create('attribute', { characterid: ch.id, name: 'repeating_spells_-Mabc_name', current: 'Veil --mod -20 --duration 999 counts' });
    a.sb.driver.create('attribute', { characterid: ch.id, name: 'repeating_spells_-Mabc_chosen', current: 'on' });
    a.sb.driver.create('attribute', { characterid: ch.id, name: 'repeating_spells_-Mabc_tradition', current: 'other' });
    a.send('gm', '!rondel start', ['aldric', 'mirage']);
    a.send('gm', `!rondel set --count 40 --token ${a.ids.aldric}`);
    const mark = a.sb.recorder.mark();
    a.send('gm', `!rondel set --count 1 --token ${a.ids.mirage}`);
    a.send('gm', '!rondel menu');
    const html = a.sb.recorder.since(mark).chat.filter((m) => m.targets.includes(a.gm.id)).map((m) => m.content).join('');
    const magic = (html.match(/href="(![^"]*act magic[^"]*)"/g) ?? []).map((b) => b.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    expect(magic.length).toBeGreaterThan(0);
    for (const b of magic) {
      const answer = /\?\{Spell\|([^}]*)\}/.exec(b)?.[1] ?? '';
      expect(answer).toMatch(/Veil/);
      expect(answer).not.toMatch(/(^|\s)--/);
    }
  });
});
