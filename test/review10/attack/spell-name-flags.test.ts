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
import { unescapeHref } from '../../hardening/buttons-seen';

// A later review found the same options spelled as HTML entities (`&#45;&#45;mod`, `&#x2d;&#x2d;`): the answer lands
// in an href, and the browser reads the entities back as `--` when the GM clicks. The answer now holds no `&`, and a
// command's `&` is put in the href as `&amp;`.
describe('the menu’s Magic answer from a spell name', () => {
  it.each([
    ['typed', 'Veil --mod -20 --duration 999 counts'],
    ['spelled as entities', 'Veil &#45;&#45;mod -20 &#x2d;&#x2d;duration 999 counts'],
  ])('carries no option of its own, %s', (_, name) => {
    const a = anArena();
    const ch = a.extra.mirageCharacter;
    a.sb.driver.create('attribute', { characterid: ch.id, name: 'repeating_spells_-Mabc_name', current: name });
    a.sb.driver.create('attribute', { characterid: ch.id, name: 'repeating_spells_-Mabc_chosen', current: 'on' });
    a.sb.driver.create('attribute', { characterid: ch.id, name: 'repeating_spells_-Mabc_tradition', current: 'other' });
    a.send('gm', '!rondel start', ['aldric', 'mirage']);
    a.send('gm', `!rondel set --count 40 --token ${a.ids.aldric}`);
    const mark = a.sb.recorder.mark();
    a.send('gm', `!rondel set --count 1 --token ${a.ids.mirage}`);
    a.send('gm', '!rondel menu');
    const html = a.sb.recorder.since(mark).chat.filter((m) => m.targets.includes(a.gm.id)).map((m) => m.content).join('');
    // each button's command as the browser hands it to Roll20: every entity read back
    const magic = (html.match(/href="(![^"]*act magic[^"]*)"/g) ?? []).map((b) => unescapeHref(b));
    expect(magic.length).toBeGreaterThan(0);
    for (const b of magic) {
      const answer = /\?\{Spell\|([^}]*)\}/.exec(b)?.[1] ?? '';
      expect(answer).toMatch(/Veil/);
      expect(answer).not.toMatch(/(^|\s|;)--/);
      expect(answer).not.toMatch(/&/);
    }
  });
});
