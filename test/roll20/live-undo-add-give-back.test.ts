// The commit's giving back of what a joining took off (src/roll20/joinings.ts `takenAtJoinKept`, `giveBack`,
// `markersGone`; `cleanup.giveBack`), live from its source in this process, at its edges: badges kept with their tags,
// a tag given back once, two newcomers kept side by side, a token added again that had nothing taken off, a refused
// write whose tags go back at the next commit (or stay kept for a combatant a redo brings back), and the newcomers'
// notice naming a timed effect's marker (docs/rules.md §8, §15).
import { afterEach, describe, expect, it } from 'vitest';
import { liveTable, type LiveTable } from '../support/in-process';
import { plain } from '../support/plain';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

type Who = 'aldric' | 'lira' | 'goblin' | 'zombie';
const raw = (t: LiveTable, id: Who): string => String(t.tokens[id].get('statusmarkers') ?? '');
const markersOf = (t: LiveTable, id: Who): string[] => raw(t, id).split(',').filter((m) => m !== '').sort();
type StoredShape = { fight?: { takenAtJoin?: Record<string, unknown> } | null; cleanup?: { ids: string[]; giveBack?: Record<string, unknown> } | null };
const storedOf = (t: LiveTable): StoredShape => {
  const s = t.sb.state as Record<string, StoredShape>;
  return Object.values(s).find((v) => v && typeof v === 'object' && 'fight' in v) ?? {};
};
const kept = (t: LiveTable) => storedOf(t).fight?.takenAtJoin;

/** Aldric and Lira fighting (movement badges on when `badges`); the zombie marked by the GM with `markers`. */
function marked(markers: string, badges = false): LiveTable {
  const table = liveTable();
  if (badges) table.say(table.gm, '!rondel config --set badges=on');
  table.say(table.gm, '!rondel start', [table.tokens.aldric, table.tokens.lira]);
  table.sb.driver.setProps(table.tokens.zombie, { statusmarkers: markers });
  table.sb.flush();
  return table;
}

describe('what goes back is what the joining took, as the token showed it', () => {
  it('a tag with a badge is kept with its badge, and comes back so', () => {
    t = marked('back-pain,red,bolt-shield@2');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    expect(markersOf(t, 'zombie')).toEqual(['red']);
    expect(kept(t)).toEqual({ [t.tokens.zombie.id]: ['back-pain', 'bolt-shield@2'] });
    t.say(t.gm, '!rondel undo');
    expect(markersOf(t, 'zombie')).toEqual(['back-pain', 'bolt-shield@2', 'red']);
  });

  it('a token that showed nothing but the tag taken gets exactly that tag back', () => {
    t = marked('back-pain');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    expect(raw(t, 'zombie')).toBe('');
    t.say(t.gm, '!rondel undo');
    expect(raw(t, 'zombie')).toBe('back-pain');
  });

  it('a tag shown again since (no longer the fight’s, the GM put it back) is not given back twice, nor written', () => {
    t = marked('back-pain,red');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    // prone marked by none: back-pain is no tag of the fight's any more
    t.say(t.gm, '!rondel config --set condition.prone=none');
    t.sb.driver.setProps(t.tokens.zombie, { statusmarkers: 'red,back-pain' });
    t.sb.flush();
    const written = t.updated(() => t!.say(t!.gm, '!rondel undo'));
    expect(raw(t, 'zombie')).toBe('red,back-pain');
    expect(written).not.toContain(t.tokens.zombie.id);
  });

  it('with badges on, the undo’s own write of the token carries what goes back (its badge taken off)', () => {
    t = marked('back-pain,red', true);
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    const joinedAt = pastLength(t);
    // Lira's turn at count 1, then the window at count 3: the zombie gets its movement badge
    for (let i = 0; i < 4 && !/tread@/.test(raw(t, 'zombie')); i += 1) t.say(t.gm, '!rondel next');
    expect(raw(t, 'zombie')).toMatch(/tread@\d/);
    t.say(t.gm, `!rondel undo ${pastLength(t) - joinedAt + 1}`);
    expect(markersOf(t, 'zombie')).toEqual(['back-pain', 'red']);
  });

  it('with badges on, an undo at once of a joining at a window: one write, its badge off and its tags back', () => {
    t = marked('back-pain,red', true);
    for (let i = 0; i < 4 && !/tread@/.test(raw(t, 'aldric')); i += 1) t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    expect(raw(t, 'zombie')).toMatch(/tread@\d/);
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel undo');
    const writes = t.sb.recorder.since(mark).writes.filter((w) => w.origin === 'script' && w.id === t!.tokens.zombie.id && w.key === 'statusmarkers');
    expect(writes).toHaveLength(1);
    expect(markersOf(t, 'zombie')).toEqual(['back-pain', 'red']);
  });

  it('two newcomers are kept side by side', () => {
    t = marked('back-pain,red');
    t.sb.driver.setProps(t.tokens.goblin, { statusmarkers: 'sleepy' });
    t.sb.flush();
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.say(t.gm, '!rondel add', [t.tokens.goblin]);
    expect(kept(t)).toEqual({ [t.tokens.zombie.id]: ['back-pain'], [t.tokens.goblin.id]: ['sleepy'] });
    t.say(t.gm, '!rondel undo');
    expect(markersOf(t, 'goblin')).toEqual(['sleepy']);
    expect(kept(t)).toEqual({ [t.tokens.zombie.id]: ['back-pain'] });
  });

  it('a newcomer whose joining took nothing off (its badge put on) has nothing kept', () => {
    t = marked('', true);
    for (let i = 0; i < 4 && !/tread@/.test(raw(t, 'aldric')); i += 1) t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel add', [t.tokens.goblin]);
    expect(raw(t, 'goblin')).toMatch(/tread@\d/);
    expect(kept(t)).toBeUndefined();
  });
});

/** How many steps the fight's history has behind its present. */
function pastLength(t: LiveTable): number {
  const s = t.sb.state as Record<string, { fight?: { timeline?: { past?: unknown[] } } | null }>;
  const fight = Object.values(s).find((v) => v && typeof v === 'object' && 'fight' in v)?.fight;
  return fight?.timeline?.past?.length ?? 0;
}

describe('a token added again', () => {
  it('that had nothing taken off at its second joining (its badge put on) gets nothing back at that undo', () => {
    t = marked('back-pain,red', true);
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.say(t.gm, '!rondel remove', [t.tokens.zombie]);
    expect(kept(t)).toEqual({ [t.tokens.zombie.id]: ['back-pain'] });
    for (let i = 0; i < 4 && !/tread@/.test(raw(t, 'aldric')); i += 1) t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    expect(raw(t, 'zombie')).toMatch(/tread@\d/);
    expect(kept(t)).toBeUndefined();
    t.say(t.gm, '!rondel undo');
    expect(markersOf(t, 'zombie')).toEqual(['red']);
  });

  it('that had nothing written at its second joining has nothing kept of its first', () => {
    t = marked('back-pain,red');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.say(t.gm, '!rondel remove', [t.tokens.zombie]);
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    expect(kept(t)).toBeUndefined();
    t.say(t.gm, '!rondel undo');
    expect(markersOf(t, 'zombie')).toEqual(['red']);
  });
});

describe('a newcomer an undo brings back', () => {
  it('is no new joining: what its joining took stays kept, and the undo past its joining gives it back', () => {
    t = marked('back-pain,red');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.say(t.gm, '!rondel remove', [t.tokens.zombie]);
    t.say(t.gm, '!rondel undo');
    expect(kept(t)).toEqual({ [t.tokens.zombie.id]: ['back-pain'] });
    t.say(t.gm, '!rondel undo');
    expect(markersOf(t, 'zombie')).toEqual(['back-pain', 'red']);
  });
});

describe('a newcomer an undo brings back with its badge put on (badges on, at a window)', () => {
  it('is no new joining either: what its first joining took stays kept', () => {
    t = marked('back-pain,red', true);
    for (let i = 0; i < 4 && !/tread@/.test(raw(t, 'aldric')); i += 1) t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.say(t.gm, '!rondel remove', [t.tokens.zombie]);
    expect(raw(t, 'zombie')).toBe('red');
    t.say(t.gm, '!rondel undo');
    // back in the fight, its badge written again, nothing taken off
    expect(raw(t, 'zombie')).toMatch(/tread@\d/);
    expect(kept(t)).toEqual({ [t.tokens.zombie.id]: ['back-pain'] });
    t.say(t.gm, '!rondel undo');
    expect(markersOf(t, 'zombie')).toEqual(['back-pain', 'red']);
  });
});

describe('a refused write at the undo', () => {
  it('keeps what was to go back, and the next command gives it back', () => {
    t = marked('back-pain,red');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    const fault = t.sb.faults.inject({ call: 'set', target: t.tokens.zombie, key: 'statusmarkers', times: 1 });
    t.say(t.gm, '!rondel undo');
    expect(fault.fired).toBe(1);
    expect(markersOf(t, 'zombie')).toEqual(['red']);
    expect(storedOf(t).cleanup).toMatchObject({ ids: [t.tokens.zombie.id], giveBack: { [t.tokens.zombie.id]: ['back-pain'] } });
    expect(kept(t)).toBeUndefined();
    t.say(t.gm, '!rondel status');
    t.sb.assertNoCrash();
    expect(markersOf(t, 'zombie')).toEqual(['back-pain', 'red']);
    expect(storedOf(t).cleanup ?? null).toBeNull();
    // given back to a token out of the fight: nothing kept for it
    expect(kept(t)).toBeUndefined();
  });

  it('the clean-up it leaves names the token and the fight’s tags, sorted, beside what goes back', () => {
    t = marked('back-pain,red');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.sb.faults.inject({ call: 'set', target: t.tokens.zombie, key: 'statusmarkers', times: 1 });
    t.say(t.gm, '!rondel undo');
    const cleanup = storedOf(t).cleanup as { ids: string[]; tags: string[]; giveBack?: unknown };
    expect(cleanup.ids).toEqual([t.tokens.zombie.id]);
    expect(cleanup.tags).toContain('back-pain');
    expect(cleanup.tags).toEqual([...cleanup.tags].sort());
  });

  it('a refused write with nothing to give back leaves a clean-up without any', () => {
    t = marked('');
    t.sb.faults.inject({ call: 'set', target: t.tokens.aldric, key: 'statusmarkers', times: 1 });
    t.say(t.gm, '!rondel condition --add blind', [t.tokens.aldric]);
    const cleanup = storedOf(t).cleanup;
    expect(cleanup?.ids).toEqual([t.tokens.aldric.id]);
    expect(cleanup !== null && cleanup !== undefined && 'giveBack' in cleanup).toBe(false);
  });

  it('of one of two newcomers: only its tags wait to go back', () => {
    t = marked('back-pain,red');
    t.sb.driver.setProps(t.tokens.goblin, { statusmarkers: 'sleepy' });
    t.sb.flush();
    t.say(t.gm, '!rondel add', [t.tokens.zombie, t.tokens.goblin]);
    t.sb.faults.inject({ call: 'set', target: t.tokens.zombie, key: 'statusmarkers', times: 1 });
    t.say(t.gm, '!rondel undo');
    expect(markersOf(t, 'goblin')).toEqual(['sleepy']);
    expect(storedOf(t).cleanup?.giveBack).toEqual({ [t.tokens.zombie.id]: ['back-pain'] });
  });

  it('the fight ended before the next command: the tags still go back', () => {
    t = marked('back-pain,red');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.sb.faults.inject({ call: 'set', target: t.tokens.zombie, key: 'statusmarkers', times: 1 });
    t.say(t.gm, '!rondel undo');
    t.say(t.gm, '!rondel end --confirm');
    t.sb.assertNoCrash();
    expect(storedOf(t).fight ?? null).toBeNull();
    expect(markersOf(t, 'zombie')).toEqual(['back-pain', 'red']);
  });

  it('the token deleted while its tags wait: the next command goes on without it', () => {
    t = marked('back-pain,red');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.sb.faults.inject({ call: 'set', target: t.tokens.zombie, key: 'statusmarkers', times: 1 });
    t.say(t.gm, '!rondel undo');
    t.sb.driver.remove(t.tokens.zombie);
    t.sb.flush();
    // the deletion's own commit lets the tags go with the token, and the clean-up with them
    expect(storedOf(t).cleanup ?? null).toBeNull();
    const told = t.told(() => t!.say(t!.gm, '!rondel status'));
    expect(told).not.toMatch(/error|refused/i);
    t.sb.assertNoCrash();
  });

  it('a redo after it brings the newcomer back: what was to go back is kept for it again, and its undo gives it back', () => {
    t = marked('back-pain,red');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.sb.faults.inject({ call: 'set', target: t.tokens.zombie, key: 'statusmarkers', times: 1 });
    t.say(t.gm, '!rondel undo');
    t.say(t.gm, '!rondel redo');
    expect(markersOf(t, 'zombie')).toEqual(['red']);
    expect(kept(t)).toEqual({ [t.tokens.zombie.id]: ['back-pain'] });
    expect(storedOf(t).cleanup?.giveBack).toBeUndefined();
    t.say(t.gm, '!rondel undo');
    t.sb.assertNoCrash();
    expect(markersOf(t, 'zombie')).toEqual(['back-pain', 'red']);
  });

  it('what another token was to get back stays waiting while its own write is refused again', () => {
    t = marked('back-pain,red');
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.sb.faults.inject({ call: 'set', target: t.tokens.zombie, key: 'statusmarkers', times: 2 });
    t.say(t.gm, '!rondel undo');
    t.say(t.gm, '!rondel status');
    expect(markersOf(t, 'zombie')).toEqual(['red']);
    expect(storedOf(t).cleanup?.giveBack).toEqual({ [t.tokens.zombie.id]: ['back-pain'] });
    t.say(t.gm, '!rondel status');
    expect(markersOf(t, 'zombie')).toEqual(['back-pain', 'red']);
  });
});

describe('the newcomers’ notice', () => {
  it('names a timed effect’s marker by its effect, and the undo gives the tag back', () => {
    t = marked('angel-outfit,red');
    t.say(t.gm, '!rondel effect --add Bless --counts 20 --marker angel-outfit', [t.tokens.aldric]);
    t.say(t.gm, '!rondel effect --add Haste --counts 20', [t.tokens.aldric]);
    const told = t.told(() => t!.say(t!.gm, '!rondel add', [t!.tokens.zombie]));
    expect(told).toContain('Rondel: markers of newcomers');
    expect(told).toContain('Zombie: angel-outfit (the marker of the timed effect Bless)');
    expect(told).toContain('A timed effect’s marker is the one its effect --marker gave');
    expect(raw(t, 'zombie')).toBe('red');
    t.say(t.gm, '!rondel undo');
    expect(markersOf(t, 'zombie')).toEqual(['angel-outfit', 'red']);
  });

  it('at the start, says the start', () => {
    const table = liveTable();
    t = table;
    table.sb.driver.setProps(table.tokens.zombie, { statusmarkers: 'back-pain' });
    table.sb.flush();
    const told = plain(table.told(() => table.say(table.gm, '!rondel start', [table.tokens.aldric, table.tokens.zombie])));
    expect(told).toContain('Rondel: markers at the start');
    expect(told).not.toContain('timed effect');
  });
});
