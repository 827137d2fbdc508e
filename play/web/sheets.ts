// Character sheets at the browser table: the sheet's real built workers run (in the harness the sheet's own tests
// use) against the character's attributes in the double. Opening a sheet fires `sheet:opened`, a player's edit
// fires its change event, and whatever the workers then wrote goes back into the double as the player's edit, so
// the Mod script sees `change:attribute` events as it would in Roll20. Each request starts a fresh harness seeded
// from the double, so the double stays the only store.
import { readFileSync } from 'node:fs';
import type { DoubleObject, Sandbox } from 'roll20-double';
import { SheetHarness } from '../../test/sheet/harness';
import { extractWorker, attributeDefaults, type SheetDefaults } from '../../test/sheet/html';
import type { SheetView } from './protocol';

type Snapshot = ReturnType<SheetHarness['snapshot']>;

/** `character_name` is not an attribute: Roll20 binds it to the character's name. */
const NAME_FIELD = 'character_name';

export class SheetError extends Error {
  override name = 'SheetError';
}

export class Sheets {
  private readonly worker: string;
  private readonly defaults: SheetDefaults;

  constructor(
    private readonly sb: Sandbox,
    readonly html: string,
    private readonly translations: Readonly<Record<string, string>>,
  ) {
    this.worker = extractWorker(html);
    this.defaults = attributeDefaults(html);
  }

  static fromFiles(sb: Sandbox, htmlFile: string, translationsFile: string): Sheets {
    return new Sheets(sb, readFileSync(htmlFile, 'utf8'), JSON.parse(readFileSync(translationsFile, 'utf8')) as Record<string, string>);
  }

  /** The sheet as its owner sees it on opening (the workers' `sheet:opened` has run and been saved). */
  open(character: DoubleObject): SheetView {
    return this.run(character, (h) => h.open());
  }

  /**
   * The sheet as it stands now, with nothing run and nothing written: what an open sheet shows when something else
   * changed the character (the Mod script's conditions, damage applied to its body points), as Roll20 keeps an open
   * sheet up to date.
   */
  read(character: DoubleObject): SheetView {
    return this.view(character, this.seeded(character).snapshot());
  }

  /** A player's edit of one field (`name` without `attr_`; `repeating_x_<row>_field` in a row). */
  edit(character: DoubleObject, name: string, value: string): SheetView {
    if (name.toLowerCase() === NAME_FIELD) {
      this.sb.driver.setProps(character, { name: value });
      return this.run(character, () => undefined);
    }
    return this.run(character, (h) => h.edit(name, value));
  }

  /**
   * A roll button's text as Roll20 sends it: `@{attr}` from the character (in a repeating row, the row's field
   * first), `^{key}` from the translations. Queries (`?{…}`) are left for the page to ask.
   */
  resolve(character: DoubleObject, text: string, row: string | null): string {
    const harness = this.seeded(character);
    const special: Record<string, string> = { character_id: character.id, [NAME_FIELD]: String(character.get('name')) };
    const missing: string[] = [];
    const resolved = text.replace(/@\{([A-Za-z0-9_-]+)\}/g, (whole, name: string) => {
      const key = name.toLowerCase();
      const value = special[key] ?? (row ? harness.get(`${row}_${key}`) : undefined) ?? harness.get(key);
      if (value === undefined) missing.push(whole);
      return value ?? whole;
    });
    if (missing.length) throw new SheetError(`No attribute was found for ${missing.join(', ')}`);
    return resolved.replace(/\^\{([^}]+)\}/g, (whole, key: string) => this.translations[key] ?? whole);
  }

  private attributes(character: DoubleObject): DoubleObject[] {
    return this.sb.findObjs({ type: 'attribute', characterid: character.id });
  }

  private seeded(character: DoubleObject): SheetHarness {
    const harness = new SheetHarness(this.worker, this.defaults, { translations: this.translations });
    const values: Record<string, string> = {};
    for (const a of this.attributes(character)) values[String(a.get('name'))] = String(a.get('current') ?? '');
    return harness.seed(values);
  }

  private run(character: DoubleObject, act: (h: SheetHarness) => unknown): SheetView {
    const harness = this.seeded(character);
    const before = harness.snapshot();
    try {
      act(harness);
      harness.settle();
    } catch (error) {
      throw new SheetError(`The sheet's workers failed: ${(error as Error).message}`);
    }
    const after = harness.snapshot();
    this.save(character, changes(before, after));
    return this.view(character, after);
  }

  private view(character: DoubleObject, snapshot: Snapshot): SheetView {
    return {
      character: character.id,
      name: String(character.get('name')),
      globals: { ...snapshot.globals, [NAME_FIELD]: String(character.get('name')) },
      sections: snapshot.sections,
    };
  }

  /** Writes changed values into the double as a user's edits (existing attributes updated, new ones created). */
  private save(character: DoubleObject, changed: ReadonlyMap<string, string>): void {
    if (changed.size === 0) return;
    const existing = new Map(this.attributes(character).map((a) => [String(a.get('name')).toLowerCase(), a]));
    for (const [name, value] of changed) {
      const attribute = existing.get(name.toLowerCase());
      if (attribute) this.sb.driver.setProps(attribute, { current: value });
      else this.sb.driver.create('attribute', { _characterid: character.id, name, current: value });
    }
  }
}

/** Attribute name → new value, for every field whose value differs between two snapshots. */
function changes(before: Snapshot, after: Snapshot): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(after.globals)) if (before.globals[name] !== value) out.set(name, value);
  for (const [section, rows] of Object.entries(after.sections)) {
    for (const row of rows) {
      const old = before.sections[section]?.find((r) => r.id === row.id);
      for (const [field, value] of Object.entries(row.values)) {
        if (old?.values[field] !== value) out.set(`${section}_${row.id}_${field}`, value);
      }
    }
  }
  return out;
}
