// The World port over the sandbox (src/roll20/world.ts): its narrow reads (a token's image, its controllers, the
// values a menu prefills from the sheet) answer what its whole reads answer, for any table (issue 16, round 3).
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSandbox, installGlobals } from 'roll20-double';
import { customMarkers, roll20World } from '../../src/roll20/world';

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

const value = fc.oneof(fc.integer({ min: -250, max: 250 }), fc.constantFrom('', ' 3 ', '+2', '−1', 'fast', '12.5', 'x', '7'));
const attrName = fc.constantFrom('weapon_speed', 'WEAPON_SPEED', 'agility_mod', 'Agility_Mod', 'casting_time', 'logic_mod', 'perception', 'movement_tier', 'other');
const spellRow = fc.record({ row: fc.constantFrom('-a1', '-b2', '-C3'), chosen: fc.constantFrom('', '0', '1', 'on'), tradition: fc.constantFrom('', 'divine', 'axiom', 'Other', 'weird') });
const tokenSpec = fc.record({
  sheet: fc.option(fc.record({ attributes: fc.array(fc.tuple(attrName, value), { maxLength: 8 }), spells: fc.array(spellRow, { maxLength: 3 }), controlledby: fc.constantFrom('', 'all', 'P1', 'P1,P2') }), { nil: null }),
  imgsrc: fc.constantFrom('', 'https://example.com/a.png', 'https://example.com/b.png?x=1&y=2'),
  layer: fc.constantFrom('objects', 'gmlayer', 'map'),
  controlledby: fc.constantFrom('', 'all', 'P2', 'P1,P2'),
});

/** A table of these tokens in the double, its API installed globally as the script sees it. */
function table(specs: readonly { sheet: { attributes: [string, string | number][]; spells: { row: string; chosen: string; tradition: string }[]; controlledby: string } | null; imgsrc: string; layer: string; controlledby: string }[]): string[] {
  const sb = createSandbox({ seed: 7 });
  uninstall = installGlobals(globalThis, sb);
  const page = sb.addPage({ name: 'Battle' });
  return specs.map((t, i) => {
    let represents: string | undefined;
    if (t.sheet) {
      const c = sb.addCharacter({ name: `C${i}`, controlledby: t.sheet.controlledby });
      for (const [name, v] of t.sheet.attributes) sb.addAttribute(c, name, v);
      for (const s of t.sheet.spells) {
        sb.addAttribute(c, `repeating_spells_${s.row}_chosen`, s.chosen);
        if (s.tradition !== '') sb.addAttribute(c, `repeating_spells_${s.row}_tradition`, s.tradition);
      }
      represents = c.id;
    }
    return sb.addToken({ pageid: page.id, name: `T${i}`, ...(represents ? { represents } : {}), imgsrc: t.imgsrc, layer: t.layer, controlledby: t.controlledby }).id;
  });
}

describe('the world’s narrow reads answer what its whole reads answer', () => {
  it('image, controllers and the menu’s sheet values, asked first or after the token was read whole', () => {
    fc.assert(
      fc.property(fc.array(tokenSpec, { minLength: 1, maxLength: 6 }), fc.boolean(), (specs, wholeFirst) => {
        const ids = table(specs);
        try {
          for (const id of [...ids, 'gone-token']) {
            const whole = roll20World();
            const narrow = roll20World();
            if (wholeFirst) narrow.token(id);
            const sheet = whole.sheet(id);
            expect(narrow.image?.(id)).toBe(whole.token(id)?.image);
            expect(narrow.controllers?.(id)).toEqual(whole.token(id)?.controllers);
            expect(narrow.menuSheet?.(id)).toEqual({ speed: sheet.speed, agility: sheet.agility, cast: sheet.cast, tradition: sheet.tradition });
            expect(narrow.layer(id)).toBe(whole.token(id)?.layer);
            expect(narrow.exists(id)).toBe(whole.token(id) !== undefined);
          }
        } finally {
          uninstall?.();
          uninstall = undefined;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('each command reads the table afresh: a token moved, given another image or deleted since is seen so', () => {
    const [id] = table([{ sheet: null, imgsrc: 'https://example.com/a.png', layer: 'objects', controlledby: 'P1' }]) as [string];
    const before = roll20World();
    expect([before.layer(id), before.image?.(id), before.controllers?.(id)]).toEqual(['objects', 'https://example.com/a.png', ['P1']]);
    const token = getObj('graphic', id) as Roll20Graphic;
    token.set({ layer: 'gmlayer', imgsrc: 'https://example.com/b.png', controlledby: 'P2' });
    const after = roll20World();
    expect([after.layer(id), after.image?.(id), after.controllers?.(id)]).toEqual(['gmlayer', 'https://example.com/b.png', ['P2']]);
    token.remove();
    const gone = roll20World();
    expect([gone.exists(id), gone.layer(id), gone.image?.(id), gone.token(id)]).toEqual([false, undefined, undefined, undefined]);
  });
});

describe('the world of one command reads each token once (world-reads.ts readOnce leans on it)', () => {
  it('a token asked for again and again is found and read once', async () => {
    const { DoubleObject } = await import('roll20-double/objects');
    const ids = table([
      { sheet: { attributes: [['weapon_speed', 2]], spells: [], controlledby: 'P1' }, imgsrc: 'https://example.com/a.png', layer: 'objects', controlledby: 'P2' },
      { sheet: null, imgsrc: '', layer: 'gmlayer', controlledby: '' },
    ]);
    const found: string[] = [];
    const read: string[] = [];
    const getObjBefore = globalThis.getObj;
    globalThis.getObj = ((type: string, id: string) => (found.push(`${type} ${id}`), getObjBefore(type as never, id))) as typeof getObj;
    const getBefore = DoubleObject.prototype.get;
    DoubleObject.prototype.get = function (this: InstanceType<typeof DoubleObject>, key: string, callback?: (value: unknown) => void) {
      read.push(`${this.id} ${key}`);
      return getBefore.call(this, key, callback);
    };
    try {
      const world = roll20World();
      expect(world.readsOnce).toBe(true);
      const ask = (): unknown[] => ids.flatMap((id) => [world.layer(id), world.image?.(id), world.controllers?.(id), world.exists(id), world.isGM('P1')]);
      const first = ask();
      const once = { found: [...found], read: [...read] };
      for (let i = 0; i < 3; i += 1) expect(ask()).toEqual(first);
      expect({ found, read }).toEqual(once);
      expect(found.filter((f) => f.startsWith('graphic'))).toEqual(ids.map((id) => `graphic ${id}`));
    } finally {
      globalThis.getObj = getObjBefore;
      DoubleObject.prototype.get = getBefore;
    }
  });
});

describe('the campaign’s custom markers, remembered by the text they were read from', () => {
  it('answers what the campaign holds now, after any changes of its list, as a fresh reading would', () => {
    const marker = fc.record({ id: fc.constantFrom(1, 2, 3), name: fc.constantFrom('Flex', 'Guard', 'flex', 'a b') });
    fc.assert(
      fc.property(fc.array(fc.option(fc.array(marker, { maxLength: 3 }), { nil: null }), { minLength: 1, maxLength: 6 }), (lists) => {
        const sb = createSandbox({ seed: 3 });
        uninstall = installGlobals(globalThis, sb);
        try {
          for (const list of lists) {
            // null: the list is asked again, unchanged
            if (list) sb.setCustomMarkers(list);
            const fresh = (JSON.parse(String(Campaign().get('_token_markers'))) as { name: string; tag: string }[]).map((m) => ({ name: m.name, tag: m.tag }));
            expect(customMarkers().map((m) => ({ name: m.name, tag: m.tag }))).toEqual(fresh);
            // asked twice, the same answer
            expect(customMarkers().map((m) => m.tag)).toEqual(fresh.map((m) => m.tag));
          }
        } finally {
          uninstall?.();
          uninstall = undefined;
        }
      }),
      { numRuns: 60 },
    );
  });
});
