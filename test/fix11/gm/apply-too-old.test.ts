// Fix 11 (gm), Apply buttons of old attacks. Each attack with damage whispers the GM an "Apply N damage" button
// (docs/rules.md §10); the script keeps the last 30 attacks for them (src/app/damage.ts, PENDING_LIMIT), so the stored
// data stays small. In a big fight a GM who applies damage as it comes, but left one attack to decide later, found its
// button dead 30 attacks on although every attack since had been applied; and the refusal ("too old to apply, or
// unknown: lower the body by hand") did not say which, nor what to change. The GM should see a clear refusal ("too
// old to apply here", the bar to change by hand), never nothing and never another attack's damage; attacks already
// applied give way first, so an open one keeps its button while the GM keeps up with the others.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';
import { PENDING_LIMIT } from '../../../src/app/damage';

const said = (out: { content: string }[]): string => out.map((m) => plain(m.content)).join('\n');

/** One attack of Aldric's at the Goblin that hits (a d20 of 15, modifier 20, against Defense 10); returns its Apply button. */
function attack(t: Table): string {
  t.sb.dice.queue(15);
  const out = t.say(t.gm, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --dice 1 --mod 20 --damage 1`);
  const button = /href="(!rondel apply --roll [^"]*)"/.exec(out.map((m) => m.content).join(''))?.[1];
  expect(button, 'the GM gets an Apply button').toBeDefined();
  return plain(button as string);
}

function duel(): Table {
  const t = aTable();
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
  t.tokens.goblin.set({ bar1_value: 500 });
  return t;
}

describe('an Apply button whose attack is gone', () => {
  it(`after ${PENDING_LIMIT} newer attacks none of which was applied, it is refused in clear words and changes no bar`, () => {
    const t = duel();
    const first = attack(t);
    for (let i = 0; i < PENDING_LIMIT; i += 1) attack(t);
    const bar = t.tokens.goblin.get('bar1_value');
    const answer = t.say(t.gm, first);
    expect(answer.length, 'never a silent nothing').toBeGreaterThan(0);
    expect(answer.every((m) => m.targets.length === 1 && m.targets[0] === t.gm.id), 'whispered to the GM').toBe(true);
    expect(said(answer)).toMatch(/too old to apply here/);
    expect(said(answer)).toMatch(/by hand/);
    expect(said(answer)).toMatch(/bar/);
    expect(t.tokens.goblin.get('bar1_value')).toBe(bar);
  });

  it('an attack never made is not called too old', () => {
    const t = duel();
    attack(t);
    const answer = said(t.say(t.gm, '!rondel apply --roll 77'));
    expect(answer).toMatch(/no attack 77/i);
    expect(answer).not.toMatch(/too old/);
  });

  it('an open attack keeps its button while the GM applies the newer ones as they come', () => {
    const t = duel();
    const open = attack(t);
    for (let i = 0; i < PENDING_LIMIT + 5; i += 1) t.say(t.gm, attack(t));
    const bar = Number(t.tokens.goblin.get('bar1_value'));
    const answer = said(t.say(t.gm, open));
    expect(answer).not.toMatch(/too old/);
    expect(Number(t.tokens.goblin.get('bar1_value'))).toBeLessThan(bar);
  });

  it('every button applies its own attack: the newest buttons after many attacks apply theirs, once', () => {
    const t = duel();
    const buttons: string[] = [];
    for (let i = 0; i < PENDING_LIMIT * 2; i += 1) buttons.push(attack(t));
    const last = buttons.at(-1) as string;
    const bar = Number(t.tokens.goblin.get('bar1_value'));
    t.say(t.gm, last);
    const after = Number(t.tokens.goblin.get('bar1_value'));
    expect(after).toBeLessThan(bar);
    expect(said(t.say(t.gm, last))).toMatch(/applied already/);
    expect(said(t.say(t.gm, buttons[0] as string))).toMatch(/too old to apply here/);
    expect(Number(t.tokens.goblin.get('bar1_value'))).toBe(after);
  });
});
