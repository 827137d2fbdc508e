// The commit's keeping of what a joining took off (src/roll20/joinings.ts, `Fight.takenAtJoin`), live from its source in
// this process: an `add` takes the fight's tags off a newcomer's token (the GM's prone by hand), the fight keeps them,
// and the undo that takes the newcomer out again gives them back (docs/rules.md §8, §15); nothing else does.
import { afterEach, describe, expect, it } from 'vitest';
import { liveTable, type LiveTable } from '../support/in-process';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

const markersOf = (t: LiveTable, id: 'zombie' | 'goblin'): string[] => String(t.tokens[id].get('statusmarkers') ?? '').split(',').filter((m) => m !== '').sort();
const fightOf = (t: LiveTable): { takenAtJoin?: Record<string, unknown>; serial?: number } | null | undefined => {
  const s = t.sb.state as Record<string, { fight?: { takenAtJoin?: Record<string, unknown>; serial?: number } | null }>;
  return Object.values(s).find((v) => v && typeof v === 'object' && 'fight' in v)?.fight;
};
const stored = (t: LiveTable): Record<string, unknown> | undefined => fightOf(t)?.takenAtJoin;

/** Aldric and Lira fighting; the zombie marked prone (back-pain) and with another script's tag by the GM. */
function marked(): LiveTable {
  const table = liveTable();
  table.say(table.gm, '!rondel start', [table.tokens.aldric, table.tokens.lira]);
  table.sb.driver.setProps(table.tokens.zombie, { statusmarkers: 'back-pain,red' });
  table.sb.flush();
  return table;
}

describe('what a joining took off', () => {
  it('is kept by the fight for the newcomer and given back by the undo that takes it out', () => {
    t = marked();
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    expect(markersOf(t, 'zombie')).toEqual(['red']);
    expect(stored(t)).toEqual({ [t.tokens.zombie.id]: ['back-pain'] });
    t.say(t.gm, '!rondel undo');
    expect(markersOf(t, 'zombie')).toEqual(['back-pain', 'red']);
    expect(stored(t)).toBeUndefined();
  });

  it('is not kept for a newcomer whose token had none of the fight’s tags', () => {
    t = marked();
    t.say(t.gm, '!rondel add', [t.tokens.goblin]);
    expect(stored(t)).toBeUndefined();
  });

  it('stays kept while the newcomer is in the fight, and through its leaving; only the undo past its joining gives it back', () => {
    t = marked();
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel remove', [t.tokens.zombie]);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel undo');
    expect(markersOf(t, 'zombie')).toEqual(['red']);
    expect(stored(t)).toEqual({ [t.tokens.zombie.id]: ['back-pain'] });
    t.say(t.gm, '!rondel undo 3');
    expect(markersOf(t, 'zombie')).toEqual(['back-pain', 'red']);
  });

  it('is given back beside the tag the GM put on since, not in its place', () => {
    t = marked();
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.sb.driver.setProps(t.tokens.zombie, { statusmarkers: 'red,blue' });
    t.sb.flush();
    t.say(t.gm, '!rondel undo');
    expect(markersOf(t, 'zombie')).toEqual(['back-pain', 'blue', 'red']);
  });

  it('a redo takes it off again and keeps it again', () => {
    t = marked();
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.say(t.gm, '!rondel undo');
    t.say(t.gm, '!rondel redo');
    expect(markersOf(t, 'zombie')).toEqual(['red']);
    expect(stored(t)).toEqual({ [t.tokens.zombie.id]: ['back-pain'] });
  });

  it('a new fight keeps nothing of the last one’s joinings', () => {
    t = marked();
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.say(t.gm, '!rondel end --confirm');
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.zombie]);
    expect(fightOf(t)?.serial).toBe(2);
    expect(stored(t)).toBeUndefined();
  });
});
