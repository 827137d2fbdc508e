// A condition held by a timed effect is said once on a card (docs/rules.md §12; render/said-once.ts).
import { describe, expect, it } from 'vitest';
import { announcementFit } from '../../src/render/cards';
import type { FightEvent } from '../../src/rules/core/events';
import { plain } from '../support/plain';

const names = (id: string): string => ({ z: 'Zombie', g: 'Goblin' })[id] ?? id;
const card = (events: readonly FightEvent[]): string[] => plain(announcementFit(3, events, names, { budget: null })?.html ?? '').split('\n').slice(1);
const ends = { kind: 'clock', at: 6 } as const;

describe('a timed condition on a card', () => {
  it('given with a duration: one line, with its end', () => {
    expect(card([{ type: 'conditions-changed', id: 'z', added: ['prone'], removed: [] }, { type: 'effect-started', id: 'z', name: 'prone', count: 3, ends }])).toEqual(['Zombie is now prone, until count 6.']);
  });

  it('running out: the effect’s line alone', () => {
    expect(card([{ type: 'effect-ended', id: 'z', name: 'prone', count: 6 }, { type: 'conditions-changed', id: 'z', added: [], removed: ['prone'] }])).toEqual(['Zombie: prone ends.']);
  });

  it('what the effect does not say is still said: a condition brought with it, another combatant’s, another name', () => {
    expect(
      card([
        { type: 'conditions-changed', id: 'z', added: ['unconscious', 'prone'], removed: [] },
        { type: 'conditions-changed', id: 'g', added: ['unconscious', 'prone'], removed: [] },
        { type: 'effect-started', id: 'z', name: 'unconscious', count: 3, ends },
      ]),
    ).toEqual(['Zombie is now prone.', 'Goblin is now unconscious and prone.', 'Zombie is now unconscious, until count 6.']);
    expect(card([{ type: 'effect-ended', id: 'z', name: 'Daze', count: 6 }, { type: 'conditions-changed', id: 'z', added: [], removed: ['stunned'] }])).toEqual(['Zombie: Daze ends.', 'Zombie is no longer stunned.']);
  });

  it('an effect timed again, with no condition added, keeps its own line', () => {
    expect(card([{ type: 'effect-started', id: 'z', name: 'prone', count: 3, ends }])).toEqual(['Zombie: prone, until count 6.']);
  });
});
