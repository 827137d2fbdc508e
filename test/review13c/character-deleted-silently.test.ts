// Review 13c (other scripts at the table): a character deleted by another script (no destroy:character event reaches
// us, ROLL20.md "Changes made by scripts fire no events at all") or while the sandbox was down. README (Rulings,
// Tokens and pages): "a deleted token or character leaves the fight for good"; a deletion by hand does so at once
// (app.ts onCharacterDestroyed). But the look before each command and at start-up (housekeeping.ts departGone) only
// asks whether each combatant's *token* exists: Lira's token still stands, representing a character that is gone, so
// Lira stays in the fight for good: due, passed over on Full Guard, listed in status. What they should see: at the
// next look (a command, a tracker press, a restart) Lira leaves the fight and the GM is told, as for a deleted token.
import { describe, expect, it } from 'vitest';
import { runAsScript } from 'roll20-double/test-helpers';
import { aTable, plain } from '../integration/table';

const KEY = 'EnchantedRealmsCombat';
const names = (t: ReturnType<typeof aTable>): string[] =>
  (t.sb.state[KEY] as { fight: { timeline: { present: { combatants: { name: string }[] } } } }).fight.timeline.present.combatants.map((c) => c.name);

function fight(): ReturnType<typeof aTable> {
  const t = aTable();
  t.sb.dice.queue(5, 6, 9);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
  return t;
}

describe('a character deleted without an event', () => {
  it('by another script: its combatant leaves at the next command', () => {
    const t = fight();
    runAsScript(t.sb, `getObj('character', '${t.characters.lira.id}').remove()`);
    const said = t.say(t.gm, '!rondel status').map((m) => plain(m.content)).join('\n');
    t.sb.assertNoCrash();
    expect(names(t)).not.toContain('Lira');
    expect(said).toContain('Lira');
  });

  it('while the script was down: its combatant leaves at start-up', () => {
    const t = fight();
    runAsScript(t.sb, `getObj('character', '${t.characters.lira.id}').remove()`);
    t.sb.restart();
    t.sb.flush();
    t.sb.assertNoCrash();
    expect(names(t)).not.toContain('Lira');
  });
});
