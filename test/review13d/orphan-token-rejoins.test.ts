// Review 13d (today's "a token whose character is gone leaves at the next look", src/app/housekeeping.ts departGone):
// the token is still on the map, and nothing stops it being put back in, only to be thrown out again.
//
// At the table: the GM deleted the "Ogre" character sheet by a script (or while the sandbox was down); its token
// "Grimtooth" still stands on the map. At the next command the GM is whispered "Deleted, so they left the fight:
// Grimtooth" (the GM sees the token right there: it was not deleted). The GM selects it and types `!rondel add`: the
// chat says to everyone "Grimtooth joins: count 1 + d12 (12) → count 13", and at the very next command (`!rondel
// status`) "Grimtooth leaves the fight" and "Deleted, so they left the fight: Grimtooth" again. The same with `start`.
// The GM cannot keep the monster in, and is not told why.
// What they should see: `add` (and `start`) refuse that token with the reason ("Grimtooth's character was deleted:
// link the token to a sheet, or clear its Represents, to add it"), or it is treated as the sheetless token it now is
// and stays; and the departure notice says the character is gone, not that the token was deleted.
// docs/rules.md (0124e82: "a character deleted silently"), README Rulings, Tokens and pages.
// Suggested fix: src/app/commands (add / start joiners) refuse a token for which world.orphaned(id) is true; app.ts
// `departed` (or departGone's `say`) words the orphans apart: "Their character was deleted, so they left the fight".
import { describe, expect, it } from 'vitest';
import { runAsScript } from 'roll20-double/test-helpers';
import { aTable, plain } from '../integration/table';

function orphaned() {
  const t = aTable();
  const ogre = t.sb.addCharacter({ name: 'Ogre', attributes: {} });
  const grimtooth = t.sb.addToken({ pageid: t.page.id, name: 'Grimtooth', represents: ogre.id });
  t.sb.dice.queue(5, 6, 9, 2);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, grimtooth]);
  runAsScript(t.sb, `getObj('character', '${ogre.id}').remove()`);
  return { t, grimtooth };
}

const said = (out: readonly { content: string }[]): string => out.map((m) => plain(m.content)).join('\n');

describe('a token whose character was deleted without an event', () => {
  it('the GM is not told the token was deleted: it is still on the map', () => {
    const { t } = orphaned();
    const out = said(t.say(t.gm, '!rondel status'));
    expect(out).toContain('Grimtooth');
    expect(out).not.toMatch(/Deleted, so they left the fight/);
    t.sb.assertNoCrash();
  });

  it('added again, it is refused with the reason or it stays: it does not join and leave at the next command', () => {
    const { t, grimtooth } = orphaned();
    t.say(t.gm, '!rondel status'); // it leaves
    const added = said(t.say(t.gm, '!rondel add', [grimtooth]));
    const after = said(t.say(t.gm, '!rondel status'));
    t.sb.assertNoCrash();
    const joined = /Grimtooth joins/.test(added);
    if (joined) expect(after).not.toMatch(/Grimtooth leaves the fight/);
    else expect(added).toMatch(/character/i);
  });

  // (fixer) the refusal names the token and the reason; `start` leaves it out the same way, and starts with the rest
  it('add refuses it with the reason; start leaves it out and says why', () => {
    const { t, grimtooth } = orphaned();
    t.say(t.gm, '!rondel status');
    const added = said(t.say(t.gm, '!rondel add', [grimtooth]));
    expect(added).toMatch(/Grimtooth: its character was deleted, so it does not join/);
    expect(added).not.toMatch(/Grimtooth joins/);
    const restarted = said(t.say(t.gm, '!rondel start --confirm', [t.tokens.aldric, grimtooth]));
    expect(restarted).toMatch(/Grimtooth: its character was deleted/);
    expect(restarted).not.toMatch(/Grimtooth joins|Grimtooth[^\n]*count/);
    expect(said(t.say(t.gm, '!rondel start --confirm', [grimtooth]))).toMatch(/its character was deleted, so it does not join/);
    t.sb.assertNoCrash();
  });

  it('the GM is told its character was deleted, and that the token is still on the map', () => {
    const { t } = orphaned();
    expect(said(t.say(t.gm, '!rondel status'))).toMatch(/Their character was deleted, so they left the fight \(the token is still on the map\): Grimtooth/);
  });
});
