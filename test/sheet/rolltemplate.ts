// A small stand-in for Roll20's roll-template renderer, enough to test the sheet's own template: `{{key}}` values,
// `{{#key}}`/`{{#^key}}` sections, the helpers rollWasCrit, rollWasFumble, rollLess, rollGreater, rollTotal and
// rollBetween (each also inverted with `#^`), and `^{key}` translations. A roll shows as its total; Roll20 draws an
// inline-roll box around it, which this leaves out.

/** An inline roll as the template sees it: its total, and whether a die showed its highest or lowest face. */
export interface TemplateRoll {
  readonly total: number;
  readonly crit?: boolean;
  readonly fumble?: boolean;
}

export type TemplateValue = string | TemplateRoll;

function isRoll(value: TemplateValue | undefined): value is TemplateRoll {
  return typeof value === 'object' && value !== null;
}

function shown(value: TemplateValue | undefined): string {
  if (value === undefined) return '';
  return isRoll(value) ? String(value.total) : value;
}

function totalOf(word: string, fields: Readonly<Record<string, TemplateValue>>): number {
  const value = fields[word];
  if (value !== undefined) return isRoll(value) ? value.total : Number(value);
  return Number(word);
}

function holds(tag: string, fields: Readonly<Record<string, TemplateValue>>): boolean {
  const helper = /^(\w+)\(\)\s+(.*)$/.exec(tag);
  if (helper === null) return shown(fields[tag]) !== '';
  const [name, rest] = [helper[1] as string, (helper[2] as string).trim().split(/\s+/)];
  const roll = fields[rest[0] ?? ''];
  if (!isRoll(roll)) return false;
  const arg = (i: number): number => totalOf(rest[i] ?? '', fields);
  switch (name) {
    case 'rollWasCrit':
      return roll.crit === true;
    case 'rollWasFumble':
      return roll.fumble === true;
    case 'rollLess':
      return roll.total < arg(1);
    case 'rollGreater':
      return roll.total > arg(1);
    case 'rollTotal':
      return roll.total === arg(1);
    case 'rollBetween':
      return roll.total >= arg(1) && roll.total <= arg(2);
    default:
      throw new Error(`unknown roll template helper ${name}`);
  }
}

/** Renders `template` (the inside of a <rolltemplate>) for the fields a roll sent. Throws on an unclosed section. */
export function renderRollTemplate(
  template: string,
  fields: Readonly<Record<string, TemplateValue>>,
  translations: Readonly<Record<string, string>> = {},
): string {
  const open = /\{\{#(\^?)([^}]+)\}\}/.exec(template);
  if (open === null) {
    return template
      .replace(/\{\{([^#/}][^}]*)\}\}/g, (_all, key: string) => shown(fields[key.trim()]))
      .replace(/\^\{([^}]+)\}/g, (whole, key: string) => translations[key] ?? whole);
  }
  const [whole, inverted, tag] = [open[0], open[1] === '^', (open[2] as string).trim()];
  const openTag = whole;
  const closeTag = `{{/${inverted ? '^' : ''}${open[2] as string}}}`;
  // the matching close: same tag, counting nested openings of the very same tag
  let depth = 1;
  let at = open.index + openTag.length;
  let end = -1;
  while (depth > 0) {
    const nextOpen = template.indexOf(openTag, at);
    const nextClose = template.indexOf(closeTag, at);
    if (nextClose < 0) throw new Error(`unclosed ${openTag}`);
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth += 1;
      at = nextOpen + openTag.length;
    } else {
      depth -= 1;
      end = nextClose;
      at = nextClose + closeTag.length;
    }
  }
  const before = template.slice(0, open.index);
  const inner = template.slice(open.index + openTag.length, end);
  const after = template.slice(end + closeTag.length);
  const keep = holds(tag, fields) !== inverted;
  return renderRollTemplate(before, fields, translations) + (keep ? renderRollTemplate(inner, fields, translations) : '') + renderRollTemplate(after, fields, translations);
}

/** The fields of a `&{template:name} {{key=value}} …` roll as typed: key → value (inline rolls unrolled). */
export function templateFields(command: string): Record<string, string> {
  const body = command.replace(/^&\{template:[^}]+\}\s*/, '').trim();
  if (!body.startsWith('{{') || !body.endsWith('}}')) throw new Error(`not a roll template call: ${command}`);
  const fields: Record<string, string> = {};
  for (const part of body.slice(2, -2).split(/\}\}\s*\{\{/)) {
    const eq = part.indexOf('=');
    if (eq < 0) throw new Error(`a field without a value: ${part}`);
    fields[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return fields;
}
