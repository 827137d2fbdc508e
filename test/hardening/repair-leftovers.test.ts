// The repair of unreadable data takes the old fight's turn indicator off the map too (the ring, the counter text, a
// borrowed tint or aura), and only what is still the script's own (an independent review's finding, kept as a regression).
import { describe, expect, it } from 'vitest';
import { anArena, STATE_KEY } from './arena';

describe('repair after unreadable data', () => {
  it('takes the old fight’s ring and counter text off the map', () => {
    const a = anArena();
    a.send('gm', '!rondel config --set countertext=on');
    a.send('gm', '!rondel start', ['aldric', 'goblin']);
    const table = (a.stored() as { table: { indicator: { id: string }; counter: string } }).table;
    expect(a.sb.getObj('path', table.indicator.id), 'the ring is there').toBeDefined();
    // the stored data becomes unreadable (a newer schema, say) and the sandbox restarts
    (a.sb.state[STATE_KEY] as { schemaVersion: number }).schemaVersion = 99;
    a.sb.restart();
    a.sb.flush();
    a.send('gm', '!rondel repair --confirm');
    expect({ ring: a.sb.getObj('path', table.indicator.id) !== undefined, counter: a.sb.getObj('text', table.counter) !== undefined }).toEqual({ ring: false, counter: false });
  });

  it('gives the due token back the tint it had', () => {
    const a = anArena();
    a.sb.setProps(a.tokens.goblin, { tint_color: 'transparent' });
    a.send('gm', '!rondel config --set indicator=tint');
    a.sb.dice.queue(1, 12);
    a.send('gm', '!rondel start', ['goblin', 'aldric']);
    expect(String(a.tokens.goblin.get('tint_color')), 'marked').not.toBe('transparent');
    (a.sb.state[STATE_KEY] as { schemaVersion: number }).schemaVersion = 99;
    a.sb.restart();
    a.sb.flush();
    a.send('gm', '!rondel repair --confirm');
    expect(String(a.tokens.goblin.get('tint_color'))).toBe('transparent');
  });

  it('keeps counting attacks where the old data was: an old Apply button never applies a new attack’s damage', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'goblin']);
    const stored = a.sb.state[STATE_KEY] as { schemaVersion: number; rolls?: unknown };
    // seven attacks were numbered before the data became unreadable; attack 3's Apply button is still in the chat
    stored.rolls = { next: 8, pending: [{ id: '3', target: a.tokens.goblin.id, amount: 4, applied: false }], applied: [] };
    stored.schemaVersion = 99;
    a.sb.restart();
    a.sb.flush();
    a.send('gm', '!rondel repair --confirm');
    expect((a.stored() as { rolls?: { next: number } }).rolls?.next).toBe(8);
    // unreadable numbering is none to keep: the count starts again at 1
    const b = anArena();
    (b.sb.state[STATE_KEY] as { schemaVersion: number; rolls?: unknown }).rolls = { next: 'eight' };
    (b.sb.state[STATE_KEY] as { schemaVersion: number }).schemaVersion = 99;
    b.sb.restart();
    b.sb.flush();
    b.send('gm', '!rondel repair --confirm');
    b.sb.assertNoCrash();
    expect((b.stored() as { rolls?: { next: number } }).rolls?.next ?? 1).toBe(1);
  });

  it('leaves alone a token that hand-edited data names as the indicator', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'goblin']);
    const stored = a.sb.state[STATE_KEY] as { schemaVersion: number; table: { indicator: { id: string; type: string } } };
    stored.table.indicator = { id: a.tokens.aldric.id, type: 'graphic' };
    stored.schemaVersion = 99;
    a.sb.restart();
    a.sb.flush();
    a.send('gm', '!rondel repair --confirm');
    a.sb.assertNoCrash();
    expect(a.sb.getObj('graphic', a.tokens.aldric.id)).toBeDefined();
  });
});
