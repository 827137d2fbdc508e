// The commit's and the store's fast paths (issue 16, round 5) answer what the plain computations answer: an undo step's
// diff names a rebuilt combatant only when some field differs, and the sheets' condition texts are written exactly when
// a character's conditions changed, however the lists were rebuilt.
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSandbox, installGlobals } from 'roll20-double';
import { applyDiff, diffStep, sameValue } from '../../src/roll20/store';
import { conditionsText, conditionWrites, writeAttribute } from '../../src/roll20/sheet-writes';
import type { ConditionKey } from '../../src/rules/core/conditions';
import { DEFAULT_CONFIG, freshStore, type Config, type Stored } from '../../src/app/model';
import { markerTags } from '../../src/app/config';
import { tagsOf } from '../../src/roll20/managed-tags';
import type { FightStateBase } from '../../src/rules/core/rule-set';

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

const CONDITIONS = ['blind', 'prone', 'deaf', 'grappled'] as const;

interface C {
  readonly id: string;
  readonly name: string;
  readonly nextAt: number;
  readonly markers: readonly { readonly kind: string; readonly until: number }[];
  readonly conditions: readonly string[];
}

const combatant = (id: string) =>
  fc.record({
    name: fc.constantFrom('Ann', 'Bo'),
    nextAt: fc.integer({ min: 1, max: 4 }),
    markers: fc.array(fc.record({ kind: fc.constantFrom('flex', 'guard'), until: fc.integer({ min: 1, max: 3 }) }), { maxLength: 2 }),
    conditions: fc.subarray([...CONDITIONS]),
  }).map((r): C => ({ id, ...r }));

/** A copy made anew at every level: the same JSON, no shared object. */
function rebuilt(c: C): C {
  return JSON.parse(JSON.stringify(c)) as C;
}

function stateOf(combatants: readonly C[], counter = 1): FightStateBase {
  return { counter, combatants, spells: [], nextArrival: combatants.length } as unknown as FightStateBase;
}

/** The plain diff of one combatant against its newer self: the id and every field whose JSON differs, or nothing. */
function plainPartial(newer: C, older: C): Record<string, unknown> | null {
  const out: Record<string, unknown> = { id: older.id };
  let any = false;
  for (const k of Object.keys(older) as (keyof C)[]) {
    if (k !== 'id' && JSON.stringify(newer[k]) !== JSON.stringify(older[k])) {
      out[k] = older[k];
      any = true;
    }
  }
  return any ? out : null;
}

describe('an undo step’s diff of rebuilt combatants', () => {
  it('names a rebuilt combatant only when some field differs, with those fields alone, and gives the step back', () => {
    const ids = ['a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(
        fc.tuple(...ids.map(combatant)),
        fc.tuple(...ids.map(combatant)),
        fc.array(fc.constantFrom('same', 'rebuilt', 'other'), { minLength: 4, maxLength: 4 }),
        (olderList, others, how) => {
          // each newer combatant: the older object itself, a copy of it, or another value (perhaps equal by chance)
          const newerList = olderList.map((c, i) => (how[i] === 'same' ? c : how[i] === 'rebuilt' ? rebuilt(c) : (others[i] as C)));
          const older = stateOf(olderList);
          const newer = stateOf(newerList);
          const diff = diffStep(newer, older);
          const expected = olderList.flatMap((c, i) => {
            const n = newerList[i] as C;
            if (n === c) return [];
            const p = plainPartial(n, c);
            return p ? [p] : [];
          });
          // the same entries in the same order, each with its id first
          expect(JSON.stringify(diff.p ?? [])).toBe(JSON.stringify(expected));
          expect(diff.c).toBeUndefined();
          const back = applyDiff(newer, diff);
          expect(back).not.toBeNull();
          expect(sameValue(back, older)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the sheets’ condition texts', () => {
  /** Four tokens, each of its own character (`Hero <token id>`); their ids. */
  function table(): string[] {
    const sb = createSandbox({ seed: 5 });
    uninstall = installGlobals(globalThis, sb);
    const page = sb.addPage({ name: 'Battle' });
    return [1, 2, 3, 4].map(() => {
      const character = sb.addCharacter({ name: 'Hero' });
      const token = sb.addToken({ pageid: page.id, name: 'T', represents: character.id });
      character.set('name' as never, `Hero ${token.id}` as never);
      return token.id;
    });
  }

  function storedWith(combatants: readonly C[]): Stored {
    return { ...freshStore(), fight: { rules: 'rondel', pageId: 'p', timeline: { present: stateOf(combatants), past: [], future: [] }, lastTurnOrder: '' } };
  }

  it('are written exactly for the characters whose conditions changed, lists rebuilt or not', () => {
    const ids = table();
    fc.assert(
      fc.property(fc.tuple(...ids.map(combatant)), fc.array(fc.subarray([...CONDITIONS]), { minLength: 4, maxLength: 4 }), fc.array(fc.constantFrom('same', 'copy', 'new'), { minLength: 4, maxLength: 4 }), (list, conds, how) => {
        const after = list.map((c, i) => (how[i] === 'same' ? c : how[i] === 'copy' ? { ...c, conditions: [...c.conditions] } : { ...c, conditions: conds[i] as string[] }));
        // each sheet shows what the script wrote for the state before
        for (const c of list) writeAttribute(String(getObj('graphic', c.id)?.get('represents')), 'conditions', conditionsText(c.conditions as ConditionKey[]));
        const writes = conditionWrites(storedWith(list), storedWith(after));
        const changed = list.filter((c, i) => c.conditions.join() !== (after[i] as C).conditions.join()).map((c) => c.id);
        const written = writes.map((w) => (w.kind === 'attribute' ? (getObj('character', w.characterId)?.get('name') as string) : ''));
        expect(written.sort()).toEqual(changed.map((id) => `Hero ${id}`).sort());
      }),
      { numRuns: 200 },
    );
  });
});

describe('the marker tags a commit works with', () => {
  it('are markerTags’ for the configuration and custom markers given, the same object while both are the same', () => {
    const flexless = { ...DEFAULT_CONFIG, flexMarker: '' };
    const configs = [DEFAULT_CONFIG, flexless, { ...DEFAULT_CONFIG, guardMarker: 'shield' }];
    const lists = [[], [{ name: 'Flex', tag: 'Flex::12' }], [{ name: 'flex', tag: 'Flex::99' }, { name: 'Other', tag: 'o::1' }]];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(configs.length - 1), fc.nat(lists.length - 1)), { minLength: 1, maxLength: 20 }), (picks) => {
        let last: { c: number; l: number; tags: unknown } | null = null;
        for (const [c, l] of picks) {
          const tags = tagsOf(configs[c] as Config, lists[l] as { name: string; tag: string }[]);
          expect(tags).toEqual(markerTags(configs[c] as Config, lists[l] as { name: string; tag: string }[]));
          if (last && last.c === c && last.l === l) expect(tags).toBe(last.tags);
          last = { c, l, tags };
        }
      }),
    );
  });
});
