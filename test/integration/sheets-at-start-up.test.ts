// The sheets' `conditions` texts at start-up (docs/rules.md §11): what changed while the sandbox was down fired no
// event, so the start-up makes every sheet right with the running fight. A token re-linked to another character
// while the script was down used to leave its conditions on the old sheet for good (even after the fight's end).
import { describe, expect, it } from 'vitest';
import type { DoubleObject } from 'roll20-double';
import { aTable, type Table } from './table';

function shown(t: Table, character: DoubleObject): string {
  const a = t.sb.findObjs({ _type: 'attribute', _characterid: character.id, name: 'conditions' })[0];
  return a ? String(a.get('current')) : '';
}

/** Kess and the Goblin in a fight, Kess prone and stunned (her sheet says so). */
function kessDown(): Table {
  const t = aTable();
  const { kess, goblin } = t.tokens;
  t.say(t.gm, '!rondel start', [kess, goblin]);
  t.say(t.gm, '!rondel condition --add prone stunned', [kess]);
  expect(shown(t, t.characters.kess)).toBe('Prone, Stunned');
  return t;
}

/** A script's write fires no event: done from outside, then a restart, it is a change made while the script was down. */
function restart(t: Table): void {
  t.sb.restart();
  t.sb.flush();
  t.sb.assertNoCrash();
}

describe('the sheets at start-up', () => {
  it('a token re-linked while the script was down: the sheet it left shows none, the one it came to shows its conditions', () => {
    const t = kessDown();
    const twin = t.sb.addCharacter({ name: 'Kess (twin)', controlledby: t.sam.id, attributes: { perception: 10 } });
    t.sb.getObj('graphic', t.tokens.kess.id)?.set('represents', twin.id);
    restart(t);
    expect(shown(t, t.characters.kess)).toBe('');
    expect(shown(t, twin)).toBe('Prone, Stunned');
    // and the fight's end clears the sheet the token now represents
    t.say(t.gm, '!rondel end --confirm');
    expect(shown(t, twin)).toBe('');
    expect(shown(t, t.characters.kess)).toBe('');
  });

  it('a token unlinked while the script was down: its old sheet shows none', () => {
    const t = kessDown();
    t.sb.getObj('graphic', t.tokens.kess.id)?.set('represents', '');
    restart(t);
    expect(shown(t, t.characters.kess)).toBe('');
  });

  it('a sheet shared with the players while its token sat on the GM layer and the script was down shows none', () => {
    const t = aTable();
    const { kess, goblin } = t.tokens;
    const spy = t.sb.addCharacter({ name: 'Spy', attributes: { perception: 6 } });
    const token = t.sb.addToken({ pageid: t.page.id, name: 'Spy', represents: spy.id });
    t.say(t.gm, '!rondel start', [kess, goblin, token]);
    token.set('layer', 'gmlayer');
    t.sb.flush();
    t.say(t.gm, '!rondel condition --add invisible', [token]);
    // the GM's own sheet shows it while nobody else may open it
    expect(shown(t, spy)).toBe('Invisible');
    t.sb.getObj('character', spy.id)?.set('inplayerjournals', 'all');
    restart(t);
    expect(shown(t, spy)).toBe('');
  });

  it('a restart with nothing changed writes no sheet, and a sheet outside the fight with no conditions is left alone', () => {
    const t = kessDown();
    const mark = t.sb.recorder.mark();
    restart(t);
    expect(t.sb.recorder.since(mark).writes.filter((w) => w.type === 'attribute' || w.origin === 'script' && w.key === 'current')).toEqual([]);
    expect(shown(t, t.characters.kess)).toBe('Prone, Stunned');
    expect(shown(t, t.characters.aldric)).toBe('');
  });
});
