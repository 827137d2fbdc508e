// Presses a roll button of the built sheet as Roll20 would: @{} from the row (else the character), then the queries
// answered, then the command sent through the sandbox double with the built Mod bundle (an independent review's tool).
import { collectButtons } from '../html';
import { builtHtml } from '../built';
import type { SheetHarness } from '../harness';
import { aTable, plain, type Table } from '../../integration/table';
import type { DoubleObject } from 'roll20-double';

export async function buttonValue(name: string, section?: string): Promise<string> {
  const b = collectButtons(await builtHtml()).find((x) => x.name === name && x.section === section);
  if (!b) throw new Error(`no button ${name} in ${section}`);
  return b.value;
}

/** Fills @{}: row fields first (when a row is given), else globals; then answers the queries in order (index of choice, or text). */
export function resolve(value: string, sheet: SheetHarness, extra: Record<string, string>, row?: { section: string; id: string }, answers: (number | string)[] = []): string {
  const filled = value.replace(/@\{([^}]+)\}/g, (_a, name: string) => {
    if (extra[name] !== undefined) return extra[name] as string;
    if (row) {
      const v = sheet.get(`${row.section}_${row.id}_${name}`);
      if (v !== undefined) return v;
    }
    return sheet.get(name) ?? '';
  });
  let out = filled;
  let i = 0;
  for (;;) {
    const start = out.indexOf('?{');
    if (start < 0) break;
    let depth = 0;
    let end = -1;
    for (let k = start + 1; k < out.length; k += 1) {
      if (out[k] === '{') depth += 1;
      if (out[k] === '}') depth -= 1;
      if (depth === 0) { end = k; break; }
    }
    const [, ...choices] = out.slice(start + 2, end).split('|');
    const a = answers[i++] ?? 0;
    let v: string;
    if (typeof a === 'string') v = a;
    else {
      const c = choices[a] ?? '';
      v = choices.length <= 1 ? c : c.includes(',') ? c.slice(c.indexOf(',') + 1) : c;
    }
    out = out.slice(0, start) + v + out.slice(end + 1);
  }
  return out;
}

/** A character on the table whose attributes are the harness's (globals and rows), with a token on the battle page. */
export function characterFrom(t: Table, sheet: SheetHarness, name: string, controller: DoubleObject): { character: DoubleObject; token: DoubleObject } {
  const snap = sheet.snapshot();
  const character = t.sb.addCharacter({ name, controlledby: controller.id });
  for (const [k, v] of Object.entries(snap.globals)) t.sb.addAttribute(character, k, { current: v });
  for (const [section, rows] of Object.entries(snap.sections)) {
    for (const row of rows) for (const [f, v] of Object.entries(row.values)) t.sb.addAttribute(character, `${section}_${row.id}_${f}`, { current: v });
  }
  const token = t.sb.addToken({ pageid: t.page.id, name, represents: character.id });
  return { character, token };
}

export { aTable, plain };
