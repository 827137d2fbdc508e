// Review 13h (hidden stays hidden, after today's "the due token deleted silently: next stops there", review 13c).
// The Zombie is on the GM layer and due at count 1; Pat types `!rondel done` (Aldric is not due). Normally Pat is
// told "None of your combatants is due at count 1." (the same words as when nobody is due: a hidden turn is none to
// a player). But when the GM's macro (another script, no event) deleted the hidden Zombie, or its character, Pat's
// `done` gets no answer at all: src/roll20/app.ts drops any `done` after the due token is found gone ("a next ends
// one turn at most"). Pat learns that something hidden was due and has just gone. README "Integrity": "Hidden stays
// hidden" (a refusal that differs for a hidden token from a token that is not there). What Pat should read: the
// same "None of your combatants is due at count 1." as before.
// Suggested fix: src/roll20/app.ts onChat: stop there silently only for the GM's `next`, or a `done` from a
// sender who could have ended that turn (`notYourTurn` of the state before the look is null); otherwise answer the
// `done` as it would have been answered before the look (its refusal).
import { describe, expect, it } from 'vitest';
import { runAsScript } from 'roll20-double/test-helpers';
import { aTable, plain } from '../integration/table';

function dueHiddenZombie() {
  const t = aTable({ seed: 9 });
  const { aldric, lira, zombie } = t.tokens;
  t.sb.setProps(zombie, { layer: 'gmlayer' });
  t.sb.dice.queue(12, 12, 1);
  t.say(t.gm, '!rondel start', [aldric, lira, zombie]);
  expect(t.tracker()[0]).toEqual(['Zombie', 1]);
  return t;
}

const toPat = (t: ReturnType<typeof aTable>, out: ReturnType<ReturnType<typeof aTable>['say']>): string =>
  out.filter((m) => m.type !== 'whisper' || m.targets.includes(t.pat.id)).map((m) => plain(m.content)).join('\n');

describe("a player's done while a hidden combatant is due", () => {
  it('with the hidden token there, Pat is told none of his combatants is due', () => {
    const t = dueHiddenZombie();
    expect(toPat(t, t.say(t.pat, '!rondel done', [t.tokens.aldric]))).toContain('None of your combatants is due at count 1.');
  });

  it('with the hidden token deleted by a script, Pat is told the same', () => {
    const t = dueHiddenZombie();
    runAsScript(t.sb, `getObj('graphic', '${t.tokens.zombie.id}').remove()`);
    const out = t.say(t.pat, '!rondel done', [t.tokens.aldric]);
    t.sb.assertNoCrash();
    expect(toPat(t, out)).toContain('None of your combatants is due at count 1.');
  });

  it("with the hidden token's character deleted by a script, Pat is told the same", () => {
    const t = dueHiddenZombie();
    const ch = t.sb.addCharacter({ name: 'Walker', attributes: {} });
    t.sb.setProps(t.tokens.zombie, { represents: ch.id });
    runAsScript(t.sb, `getObj('character', '${ch.id}').remove()`);
    const out = t.say(t.pat, '!rondel done', [t.tokens.aldric]);
    t.sb.assertNoCrash();
    expect(toPat(t, out)).toContain('None of your combatants is due at count 1.');
  });
});
