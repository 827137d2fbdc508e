// The rondel's marks, marksMoved and allowances are read by indexed passes (src/rules/rondel/index.ts, engine.ts):
// each is compared here with its plain definition (the callbacks it stood for) at every step of random play.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rondel } from '../../../src/rules/rondel';
import { allowanceFor, flexUntil } from '../../../src/rules/rondel/engine';
import { blocksMoving } from '../../../src/rules/core/conditions';
import { tierHexes } from '../../../src/rules/rondel/windows';
import type { CombatState, Combatant, Marker } from '../../../src/rules/rondel/state';
import type { FightStateBase, Mark, RuleSet } from '../../../src/rules/core/rule-set';
import { OPTIONS, randomPlay } from '../../support/random-play';
import { aCombat } from '../../support/builders';
import { CONDITION_KEYS } from '../../../src/rules/core/conditions';
import { TIER_KEYS } from '../../../src/rules/core/numbers';

function plainMarks(state: CombatState, c: Combatant): Mark[] {
  const marks: Mark[] = [];
  const flex = flexUntil(c, state.counter);
  if (flex !== null) marks.push({ kind: 'flex', until: flex, badge: flex - state.counter });
  const guard = c.markers.find((m) => m.kind === 'guard' && m.until > state.counter);
  if (guard && guard.kind === 'guard') marks.push({ kind: 'guard', until: guard.until, badge: null });
  if (c.markers.some((m) => m.kind === 'holding')) marks.push({ kind: 'holding', until: c.nextAt, badge: null });
  if (c.markers.some((m) => m.kind === 'dashing')) marks.push({ kind: 'dashing', until: c.nextAt, badge: null });
  return marks;
}

function plainMoved(before: CombatState, after: CombatState): Set<string> {
  if (before.counter === after.counter) return new Set();
  const low = Math.min(before.counter, after.counter);
  const high = Math.max(before.counter, after.counter);
  const moves = (m: Marker): boolean => (m.kind === 'flex' && m.until > low) || (m.kind === 'guard' && m.until > low && m.until <= high);
  const moved = new Set<string>();
  for (const c of after.combatants) if (c.markers.length > 0 && c.markers.some(moves)) moved.add(c.id);
  return moved;
}

function plainAllowance(c: Combatant, count: number) {
  const tier = tierHexes(c.tier, count, OPTIONS.pattern);
  const held = blocksMoving(c.conditions);
  if (held) return { kind: 'held', reason: held };
  // from the window after the one it was declared at (that window came before the action)
  const dash = c.markers.some((m) => m.kind === 'dashing' && m.from < count);
  const hexes = tier * (dash ? 2 : 1);
  const extra = dash ? { dash: true as const } : {};
  // a window that gives a prone combatant's tier nothing is not its movement opportunity: no crawl, no standing (ruling 96)
  if (c.conditions.includes('prone') && tier === 0 && OPTIONS.pattern[c.tier].some((h) => h > 0)) return { kind: 'move', hexes: 0 };
  // page 000: a dash cannot be employed while crawling
  if (c.conditions.includes('prone')) return { kind: 'crawl', hexes: Math.floor(tier / 3), full: tier };
  return { kind: 'move', hexes, ...extra };
}

describe('the rondel marks and allowances by indexed passes', () => {
  it('are their plain definitions at every step of random play', () => {
    for (const seed of [3, 17, 41]) {
      const play = randomPlay(rondel as unknown as RuleSet<FightStateBase>, seed, 24);
      for (let i = 0; i < 300; i += 1) {
        const { before, after } = play.step() as unknown as { before: CombatState; after: CombatState };
        for (const c of after.combatants) {
          expect(rondel.marks(after, c.id), `seed ${seed} step ${i} ${c.id}`).toEqual(plainMarks(after, c));
          expect(JSON.stringify(allowanceFor(c, after.counter, OPTIONS))).toBe(JSON.stringify(plainAllowance(c, after.counter)));
        }
        const moved = rondel.marksMoved?.(before, after, false);
        expect(moved ? [...moved].sort() : null).toEqual([...plainMoved(before, after)].sort());
      }
    }
  });

  it('are their plain definitions for combatants bearing any markers and conditions', () => {
    const marker = fc.oneof(
      fc.record({ kind: fc.constantFrom('flex' as const, 'guard' as const), from: fc.integer({ min: 0, max: 30 }), until: fc.integer({ min: 0, max: 40 }) }),
      fc.record({ kind: fc.constantFrom('holding' as const, 'dashing' as const), from: fc.integer({ min: 0, max: 30 }) }),
    );
    const combatant = fc.record({
      nextAt: fc.integer({ min: 1, max: 40 }),
      tier: fc.constantFrom(...TIER_KEYS),
      markers: fc.array(marker, { maxLength: 4 }),
      conditions: fc.uniqueArray(fc.constantFrom(...CONDITION_KEYS), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(combatant, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), (list, from, to) => {
        const before = aCombat(list as Partial<Combatant>[], { counter: from });
        const after = { ...before, counter: to };
        for (const c of after.combatants) {
          expect(rondel.marks(after, c.id)).toEqual(plainMarks(after, c));
          expect(JSON.stringify(allowanceFor(c, to, OPTIONS))).toBe(JSON.stringify(plainAllowance(c, to)));
        }
        const moved = rondel.marksMoved?.(before, after, false);
        expect(moved ? [...moved].sort() : null).toEqual([...plainMoved(before, after)].sort());
      }),
      { numRuns: 1500 },
    );
  });
});
