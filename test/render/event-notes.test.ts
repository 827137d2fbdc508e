// A player's note (up to 200 characters as typed) on a step's card: the note is cut, never what the line says after it
// (when a spell takes effect, until when its caster may flex), and a declared action's note keeps its closing quote.
import { describe, expect, it } from 'vitest';
import type { FightEvent } from '../../src/rules/core/events';
import { clockFormat, type ClockKind } from '../../src/render/clock';
import { clipped } from '../../src/render/card-text';
import { RONDEL_VIEW, type CardView } from '../../src/render/card-view';
import { bodyRows } from '../../src/render/event-rows';
import { readRow } from '../support/plain';

const nameOf = (id: string): string => (id === 'a' ? 'Aldric' : id);
const view = (kind: ClockKind): CardView => (kind === 'rondel' ? RONDEL_VIEW : { ...RONDEL_VIEW, clock: clockFormat(kind) });
const line = (e: FightEvent, kind: ClockKind = 'rondel'): string => readRow(bodyRows([e], nameOf, view(kind), () => false)[0]);

/** A note of 200 characters, the most a command takes (commands/parse.ts MAX_TEXT). */
const LONG = 'Fireball at the goblins by the door, '.repeat(6).slice(0, 200);
/** Its first 99 characters and an ellipsis: a line's cut of it. */
const CUT = `${LONG.slice(0, 99)}…`;

describe('a long note on a step’s card', () => {
  it('a spell still says when it takes effect', () => {
    expect(line({ type: 'spell-cast', id: 'a', resolvesAt: 12, note: LONG })).toBe(`Aldric is casting “${CUT}”: it takes effect at count 12.`);
    expect(line({ type: 'spell-cast', id: 'a', resolvesAt: 47, note: LONG }, 'seconds')).toBe(`Aldric is casting “${CUT}”: it takes effect at round 3, second 7.`);
  });

  it('a spell that takes effect still says so', () => {
    expect(line({ type: 'spell-resolves', id: 'a', name: 'Aldric', count: 12, note: LONG })).toBe(`Aldric’s spell “${CUT}” takes effect now.`);
  });

  it('a reaction still says until when its maker may flex, or that its reaction is used', () => {
    expect(line({ type: 'reacted', id: 'a', count: 3, until: 9, note: LONG })).toBe(`Aldric reacts: ${CUT}. Flex until count 9.`);
    expect(line({ type: 'reacted', id: 'a', count: 3, until: 9, note: LONG }, 'rounds')).toBe(`Aldric reacts: ${CUT}. Its reaction for the round is used.`);
  });

  it('a declared action’s note keeps its closing quote, and the count it acts next', () => {
    const e: FightEvent = { type: 'action-declared', id: 'a', count: 3, coolDown: null, action: 'magic', nextAt: 9, changeWaived: false, passedOver: false, note: LONG };
    expect(line(e)).toBe(`Aldric: Magic “${LONG.slice(0, 56)}…” → next at count 9`);
  });

  it('a note of 100 characters is whole; of 57 in a declared action too', () => {
    const hundred = LONG.slice(0, 100);
    expect(line({ type: 'spell-cast', id: 'a', resolvesAt: 12, note: hundred })).toBe(`Aldric is casting “${hundred}”: it takes effect at count 12.`);
    const e: FightEvent = { type: 'action-declared', id: 'a', count: 3, coolDown: null, action: 'magic', nextAt: null, changeWaived: false, passedOver: false, note: LONG.slice(0, 57) };
    expect(line(e)).toBe(`Aldric: Magic “${LONG.slice(0, 57)}”`);
  });

  it('a cut note is escaped as any text is', () => {
    const note = `${'[[1d20]] '.repeat(20)}`;
    const html = bodyRows([{ type: 'spell-cast', id: 'a', resolvesAt: 12, note }], nameOf, RONDEL_VIEW, () => false)[0];
    expect(html?.kind === 'line' && html.html).not.toContain('[[');
    expect(readRow(html)).toBe(`Aldric is casting “${note.slice(0, 99)}…”: it takes effect at count 12.`);
  });
});

describe('clipped: a note cut by characters', () => {
  it('is the note when it is short enough, else its first characters and an ellipsis, a character never split', () => {
    expect(clipped('abc', 3)).toBe('abc');
    expect(clipped('abcd', 3)).toBe('ab…');
    // four emoji are eight code units but four characters: whole at 4, cut at 3
    expect(clipped('🐉🐉🐉🐉', 4)).toBe('🐉🐉🐉🐉');
    expect(clipped('🐉🐉🐉🐉', 3)).toBe('🐉🐉…');
  });
});
