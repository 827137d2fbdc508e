// Review 20s (the sheet from a player's and a GM's chair): a character built by the sheet's real workers, put on a
// table in the Roll20 double with the built bundle, and its buttons pressed as Roll20 resolves them.
import { collectButtons } from '../../sheet/html';
import { aSheet, builtHtml } from '../../sheet/built';
import type { SheetHarness } from '../../sheet/harness';
import { aTable, characterFrom, plain, resolve } from '../../sheet/press/press';
import type { Table } from '../../integration/table';
import type { DoubleObject } from 'roll20-double';

export { aSheet, aTable, plain, type SheetHarness, type Table };

export const W = 'repeating_weapons';
export const S = 'repeating_spells';
export const K = 'repeating_skills';

export async function freshSheet(): Promise<SheetHarness> {
  const sheet = await aSheet();
  return sheet.open().settle();
}

/** Every button of the built sheet of that name (one per section). */
export async function button(name: string): Promise<{ value: string; section?: string }> {
  const b = collectButtons(await builtHtml()).find((x) => x.name === name);
  if (!b) throw new Error(`no button ${name}`);
  return b;
}

export interface Pressed {
  cmd: string;
  all: string;
  gm: string;
  player: string;
}

/** The sheet's character on a table (token Wren, controlled by Pat), in a fight of the rule set with the Goblin. */
export function seat(sheet: SheetHarness, rules: 'rondel' | 'seconds' | 'rounds' | undefined, seed = 7): { t: Table; wren: { character: DoubleObject; token: DoubleObject } } {
  const t = aTable({ seed });
  const wren = characterFrom(t, sheet, 'Wren', t.pat);
  if (rules !== undefined) t.say(t.gm, `!rondel start${rules === 'rondel' ? '' : ` --rules ${rules}`}`, [wren.token, t.tokens.goblin]);
  return { t, wren };
}

/** Presses a button (a row's when `row` is given) as Pat, answering its queries in order. */
export async function pressOn(
  t: Table,
  wren: { character: DoubleObject; token: DoubleObject },
  sheet: SheetHarness,
  name: string,
  row?: string,
  answers: (number | string)[] = [0, '10'],
): Promise<Pressed> {
  const b = await button(name);
  const cmd = resolve(
    b.value,
    sheet,
    { character_id: wren.character.id, 'target|token_id': t.tokens.goblin.id },
    row === undefined || b.section === undefined ? undefined : { section: b.section, id: row },
    answers,
  );
  const out = t.say(t.pat, cmd);
  return {
    cmd,
    all: plain(out.map((m) => m.content).join('\n')),
    gm: out.filter((m) => m.type === 'whisper' && m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n'),
    player: out.filter((m) => m.type !== 'whisper' || m.targets.includes(t.pat.id)).map((m) => plain(m.content)).join('\n'),
  };
}
