import { describe, expect, it } from 'vitest';
import { withDamage, type AppliedDamage, type RollLedger } from '../../../src/app/damage';
import type { Fight } from '../../../src/app/model';
import type { BodyReading } from '../../../src/app/ports';
import { aCombat } from '../../support/builders';
import { aContext, aFight, aToken, aWorld, onlyMessage, presentOf, refusalOf, said, say } from '../fakes';

const LINKED: BodyReading = { characterId: 'cg', linkedBar: 'bar1', attribute: 12, bar: 12 };
const UNLINKED: BodyReading = { characterId: null, linkedBar: null, attribute: null, bar: 5 };
const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo' })] });
const s1 = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'b', nextAt: 6 }], { counter: 1 });
const s2 = { ...s1, counter: 3 };
const s3 = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'b', nextAt: 6 }], { counter: 4 });
/** Three states: count 1, count 3, and now count 4, where Ana is due. */
const fight: Fight = { ...aFight(s3), timeline: { present: s3, past: [s1, s2], future: [] } };

describe('undo and redo: the fight’s timeline moves', () => {
  it('undo goes back one step and everyone is told where the fight is', () => {
    const outcome = say(aContext({ world: world(), fight }), '!rondel undo');
    expect(presentOf(outcome)).toBe(s2);
    expect(outcome.stored?.fight?.timeline.future).toEqual([s3]);
    expect(onlyMessage(outcome)).toEqual({ to: 'all', text: 'Rondel\nThe GM undid 1 step: back to count 3.', noarchive: false });
    expect(outcome.menus).toEqual([]);
  });

  it('says whose turn it is when the undo or redo changed it: the table hears a visible one', () => {
    const w = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo' })] });
    const boDue = aCombat([{ id: 'a', name: 'Ana', nextAt: 9 }, { id: 'b', name: 'Bo', nextAt: 4 }], { counter: 4 });
    const anaDue = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'b', name: 'Bo', nextAt: 4 }], { counter: 4 });
    const outcome = say(aContext({ world: w, fight: { ...aFight(boDue), timeline: { present: boDue, past: [anaDue], future: [] } } }), '!rondel undo');
    expect(onlyMessage(outcome).text).toBe('Rondel\nThe GM undid 1 step: back to count 4.\nNow: Ana’s turn.\nAna: count 4 (was count 9).');
    // the same turn before and after: nothing said of it
    expect(onlyMessage(say(aContext({ world: world(), fight }), '!rondel undo')).text).not.toContain('Now:');
  });

  it('undo N goes back N steps, as far as there are', () => {
    const outcome = say(aContext({ world: world(), fight }), '!rondel undo 5');
    expect(presentOf(outcome)).toBe(s1);
    expect(onlyMessage(outcome).text).toContain('The GM undid 2 steps: back to count 1.');
  });

  it('redo comes forward again, and the due combatant gets its menu', () => {
    const undone: Fight = { ...fight, timeline: { present: s2, past: [s1], future: [s3] } };
    const outcome = say(aContext({ world: world(), fight: undone }), '!rondel redo');
    expect(presentOf(outcome)).toBe(s3);
    expect(onlyMessage(outcome).text).toContain('The GM redid 1 step: count 4.');
    expect(said(outcome.menus)).toHaveLength(1);
    expect(outcome.menus?.[0]?.to).toEqual({ player: 'sam' });
  });

  it('with the announcements for the GM only, only the GM is told', () => {
    expect(onlyMessage(say(aContext({ world: world(), fight, config: { announce: 'gm' } }), '!rondel undo')).to).toBe('gm');
  });

  it('undo names what it took back; a change only to a hidden token is the GM’s alone, and no menu is whispered again', () => {
    const w = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' })] });
    const plain = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'h', name: 'Hag', nextAt: 6 }], { counter: 4 });
    const hagProne = { ...plain, combatants: plain.combatants.map((c) => (c.id === 'h' ? { ...c, conditions: ['prone' as const] } : c)) };
    const anaProne = { ...hagProne, combatants: hagProne.combatants.map((c) => (c.id === 'a' ? { ...c, conditions: ['prone' as const] } : c)) };
    const hidden = say(aContext({ world: w, fight: { ...aFight(hagProne), timeline: { present: hagProne, past: [plain], future: [] } } }), '!rondel undo');
    expect(said(hidden.messages)).toEqual([{ to: 'gm', text: 'Rondel\nThe GM undid 1 step: back to count 4.\nHag is no longer prone.' }]);
    expect(hidden.menus).toEqual([]);
    const seen = say(aContext({ world: w, fight: { ...aFight(anaProne), timeline: { present: anaProne, past: [hagProne], future: [] } } }), '!rondel undo');
    expect(said(seen.messages)).toEqual([{ to: 'all', text: 'Rondel\nThe GM undid 1 step: back to count 4.\nAna is no longer prone.' }]);
    expect(said(seen.menus)).toHaveLength(1);
  });

  it('an undo that gives the turn back to a hidden token is still told to the players whose turn it took', () => {
    const w = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' })] });
    const hagDue = aCombat([{ id: 'h', name: 'Hag', nextAt: 4 }, { id: 'a', name: 'Ana', nextAt: 4 }], { counter: 4 });
    const anaDue = { ...hagDue, combatants: hagDue.combatants.map((c) => (c.id === 'h' ? { ...c, nextAt: 12 } : c)) };
    const outcome = say(aContext({ world: w, fight: { ...aFight(anaDue), timeline: { present: anaDue, past: [hagDue], future: [] } } }), '!rondel undo');
    expect(said(outcome.messages).map((m) => [m.to, m.text])).toEqual([
      ['all', 'Rondel\nThe GM undid 1 step: back to count 4.'],
      ['gm', 'Rondel: for the GM\nNow: Hag’s turn.\nHag: count 4 (was count 12).'],
    ]);
  });

  it('the players are told of the steps they saw: a step that touched only a hidden token is not counted for them', () => {
    const w = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' })] });
    const plain = aCombat([{ id: 'a', name: 'Ana', nextAt: 4 }, { id: 'h', name: 'Hag', nextAt: 6 }], { counter: 4 });
    const anaProne = { ...plain, combatants: plain.combatants.map((c) => (c.id === 'a' ? { ...c, conditions: ['prone' as const] } : c)) };
    const hagProne = { ...anaProne, combatants: anaProne.combatants.map((c) => (c.id === 'h' ? { ...c, conditions: ['prone' as const] } : c)) };
    const undone = say(aContext({ world: w, fight: { ...aFight(hagProne), timeline: { present: hagProne, past: [plain, anaProne], future: [] } } }), '!rondel undo 2');
    expect(said(undone.messages).map((m) => [m.to, m.text])).toEqual([
      ['all', 'Rondel\nThe GM undid 1 step: back to count 4.\nAna is no longer prone.'],
      ['gm', 'Rondel: for the GM\nUndid 2 steps in all: the players were told of 1; the other touched only tokens they do not see.\nHag is no longer prone.'],
    ]);
    // redone, the same two steps: one the players saw
    const back = undone.stored?.fight as NonNullable<typeof undone.stored>['fight'];
    const redone = say(aContext({ world: w, fight: back }), '!rondel redo 2');
    expect(said(redone.messages)[0]?.text).toMatch(/^Rondel\nThe GM redid 1 step: count 4\./);
    // with the hidden token on the map, both are counted
    const open = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'h', name: 'Hag' })] });
    const both = say(aContext({ world: open, fight: { ...aFight(hagProne), timeline: { present: hagProne, past: [plain, anaProne], future: [] } } }), '!rondel undo 2');
    expect(said(both.messages)[0]?.text).toMatch(/^Rondel\nThe GM undid 2 steps: back to count 4\./);
  });

  it('nothing to undo or redo is said so', () => {
    expect(refusalOf(say(aContext({ world: world(), fight }), '!rondel redo'))).toBe('Rondel\nThere is nothing to redo.');
    expect(refusalOf(say(aContext({ world: world(), fight: aFight(s1) }), '!rondel undo'))).toBe('Rondel\nThere is nothing to undo.');
  });

  it('needs a fight', () => {
    expect(refusalOf(say(aContext(), '!rondel undo'))).toContain('No fight is running.');
  });
});

describe('undo and redo take damage back and apply it again', () => {
  const bodies = { g: LINKED, o: UNLINKED };
  const dWorld = (at: Record<string, BodyReading> = bodies) =>
    aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'g', name: 'Goblin', represents: 'cg' }), aToken({ id: 'o', name: 'Orc' })], bodies: at });
  /** The bodies as the undo of both applications left them. */
  const whole = { g: { ...LINKED, attribute: 20, bar: 20 }, o: { ...UNLINKED, bar: 9 } };
  const goblin: AppliedDamage = { roll: '2', target: 'g', amount: 8, attribute: { characterId: 'cg', before: 20, after: 12 }, bar: { bar: 'bar1', before: 20, after: 12 } };
  const orc: AppliedDamage = { roll: '3', target: 'o', amount: 4, attribute: null, bar: { bar: 'bar1', before: 9, after: 5 } };
  const ledger = (applied: boolean, kept: readonly AppliedDamage[] = []): RollLedger => ({
    next: 4,
    pending: [
      { id: '1', target: 'b', amount: 2, applied: false },
      { id: '2', target: 'g', amount: 8, applied },
      { id: '3', target: 'o', amount: 4, applied },
    ],
    applied: kept,
  });
  /** Count 3, then count 4 with both applications made in its step. */
  const hurt = withDamage(s3, [goblin, orc]);

  it('undo restores the bodies, newest application first, tells the GM, and opens the attacks again', () => {
    const f: Fight = { ...aFight(hurt), timeline: { present: hurt, past: [s2], future: [] } };
    const outcome = say(aContext({ world: dWorld(), fight: f, stored: { rolls: ledger(true) } }), '!rondel undo');
    expect(presentOf(outcome)).toBe(s2);
    expect(outcome.effects).toEqual([
      { kind: 'bar', tokenId: 'o', bar: 'bar1', value: 9 },
      { kind: 'attribute', characterId: 'cg', name: 'body_points', current: 20 },
      { kind: 'bar', tokenId: 'g', bar: 'bar1', value: 20 },
    ]);
    expect(outcome.stored?.rolls).toEqual(ledger(false));
    expect(said(outcome.messages)).toEqual([
      // the table was told of the damage: it hears it taken back, the GM the bodies
      { to: 'all', text: 'Rondel\nThe GM undid 1 step: back to count 3.\nOrc’s 4 damage is taken back.\nGoblin’s 8 damage is taken back.' },
      { to: 'gm', text: 'Rondel: damage\nOrc: 4 damage taken back. Body 5 → 9 (bar1).\nGoblin: 8 damage taken back. Body 12 → 20 (body_points and its bar).' },
    ]);
    expect(outcome.messages[1]?.noarchive).toBe(true);
  });

  it('redo applies the damage again, in the order it was applied, and closes the attacks again', () => {
    const f: Fight = { ...aFight(s2), timeline: { present: s2, past: [s1], future: [hurt] } };
    const outcome = say(aContext({ world: dWorld(whole), fight: f, stored: { rolls: ledger(false) } }), '!rondel redo');
    expect(presentOf(outcome)).toBe(hurt);
    expect(outcome.effects).toEqual([
      { kind: 'attribute', characterId: 'cg', name: 'body_points', current: 12 },
      { kind: 'bar', tokenId: 'g', bar: 'bar1', value: 12 },
      { kind: 'bar', tokenId: 'o', bar: 'bar1', value: 5 },
    ]);
    expect(outcome.stored?.rolls).toEqual(ledger(true));
    expect(said(outcome.messages)[1]).toEqual({ to: 'gm', text: 'Rondel: damage\nGoblin: 8 damage applied again. Body 20 → 12 (body_points and its bar).\nOrc: 4 damage applied again. Body 9 → 5 (bar1).' });
  });

  it('a body the GM typed by hand since is moved from there: the damage is added back, or taken off again, and an undo then a redo gives it back', () => {
    // the goblin healed to 15 by hand after the hit (body_points and its linked bar), the orc's bar set to 7
    const typed = { g: { ...LINKED, attribute: 15, bar: 15 }, o: { ...UNLINKED, bar: 7 } };
    const f: Fight = { ...aFight(hurt), timeline: { present: hurt, past: [s2], future: [] } };
    const undone = say(aContext({ world: dWorld(typed), fight: f, stored: { rolls: ledger(true) } }), '!rondel undo');
    expect(undone.effects).toEqual([
      { kind: 'bar', tokenId: 'o', bar: 'bar1', value: 11 },
      { kind: 'attribute', characterId: 'cg', name: 'body_points', current: 23 },
      { kind: 'bar', tokenId: 'g', bar: 'bar1', value: 23 },
    ]);
    expect(said(undone.messages)[1]).toEqual({ to: 'gm', text: 'Rondel: damage\nOrc: 4 damage taken back. Body 7 → 11 (bar1).\nGoblin: 8 damage taken back. Body 15 → 23 (body_points and its bar).' });
    // the redo from there puts back what the GM typed
    const back = { g: { ...LINKED, attribute: 23, bar: 23 }, o: { ...UNLINKED, bar: 11 } };
    const redone = say(aContext({ world: dWorld(back), fight: { ...aFight(s2), timeline: { present: s2, past: [], future: [hurt] } }, stored: { rolls: ledger(false) } }), '!rondel redo');
    expect(redone.effects).toEqual([
      { kind: 'attribute', characterId: 'cg', name: 'body_points', current: 15 },
      { kind: 'bar', tokenId: 'g', bar: 'bar1', value: 15 },
      { kind: 'bar', tokenId: 'o', bar: 'bar1', value: 7 },
    ]);
  });

  it('two applications to one body in one undo move it in turn; a body with no number now is put at the value before', () => {
    const first: AppliedDamage = { ...orc, roll: '1', amount: 2, bar: { bar: 'bar1', before: 11, after: 9 } };
    const twice = withDamage(s3, [first, orc]);
    const f: Fight = { ...aFight(twice), timeline: { present: twice, past: [s2], future: [] } };
    // typed 3 since: the 4 then the 2 come back on it
    const moved = say(aContext({ world: dWorld({ g: LINKED, o: { ...UNLINKED, bar: 3 } }), fight: f, stored: { rolls: ledger(true) } }), '!rondel undo');
    expect(moved.effects).toEqual([
      { kind: 'bar', tokenId: 'o', bar: 'bar1', value: 7 },
      { kind: 'bar', tokenId: 'o', bar: 'bar1', value: 9 },
    ]);
    // a bar with no number: each application's own value, as before any change by hand
    const blank = say(aContext({ world: dWorld({ g: LINKED, o: { ...UNLINKED, bar: null } }), fight: f, stored: { rolls: ledger(true) } }), '!rondel undo');
    expect(blank.effects).toEqual([
      { kind: 'bar', tokenId: 'o', bar: 'bar1', value: 9 },
      { kind: 'bar', tokenId: 'o', bar: 'bar1', value: 11 },
    ]);
    // a redo onto a bar with no number puts each application's value after, oldest first
    const back = say(aContext({ world: dWorld({ g: LINKED, o: { ...UNLINKED, bar: null } }), fight: { ...aFight(s2), timeline: { present: s2, past: [], future: [twice] } }, stored: { rolls: ledger(false) } }), '!rondel redo');
    expect(back.effects).toEqual([
      { kind: 'bar', tokenId: 'o', bar: 'bar1', value: 9 },
      { kind: 'bar', tokenId: 'o', bar: 'bar1', value: 5 },
    ]);
    // a bar linked to the character since: bar1's reading is not this application's bar
    const relinked = say(aContext({ world: dWorld({ g: LINKED, o: { characterId: 'co', linkedBar: 'bar2', attribute: 30, bar: 30 } }), fight: f, stored: { rolls: ledger(true) } }), '!rondel undo');
    expect(relinked.effects).toEqual([
      { kind: 'bar', tokenId: 'o', bar: 'bar1', value: 9 },
      { kind: 'bar', tokenId: 'o', bar: 'bar1', value: 11 },
    ]);
  });

  it('steps without damage write no body and leave the ledger alone', () => {
    const outcome = say(aContext({ world: dWorld(), fight, stored: { rolls: ledger(true, [orc]) } }), '!rondel undo');
    expect(outcome.effects).toBeUndefined();
    expect(outcome.stored?.rolls).toEqual(ledger(true, [orc]));
    expect(outcome.messages).toHaveLength(1);
  });

  it('without a fight, undo takes back the last damage applied outside one', () => {
    const earlier: AppliedDamage = { ...goblin, roll: '1', target: 'b', amount: 2, attribute: null, bar: { bar: 'bar1', before: 7, after: 5 } };
    const outcome = say(aContext({ world: dWorld(), stored: { rolls: ledger(true, [earlier, goblin, orc]) } }), '!rondel undo');
    expect(outcome.effects).toEqual([{ kind: 'bar', tokenId: 'o', bar: 'bar1', value: 9 }]);
    const [open, g] = ledger(true).pending;
    expect(outcome.stored?.rolls).toEqual({ next: 4, pending: [open, g, { id: '3', target: 'o', amount: 4, applied: false }], applied: [earlier, goblin] });
    expect(outcome.stored?.fight).toBeNull();
    expect(said(outcome.messages)).toEqual([{ to: 'gm', text: 'Rondel\nOrc: 4 damage taken back. Body 5 → 9 (bar1).' }]);
    expect(outcome.messages[0]?.noarchive).toBe(true);
  });

  it('without a fight, redo has nothing to bring back, even after an undo of damage', () => {
    expect(refusalOf(say(aContext({ world: dWorld(), stored: { rolls: ledger(true, [goblin]) } }), '!rondel redo'))).toBe(
      'Rondel\nNo fight is running. Select the tokens in the fight and run !rondel start.',
    );
  });

  it('without a fight and no damage applied, there is nothing to undo', () => {
    expect(refusalOf(say(aContext({ world: dWorld(), stored: { rolls: ledger(false) } }), '!rondel undo'))).toBe(
      'Rondel\nNo fight is running. Select the tokens in the fight and run !rondel start.',
    );
  });
});
