// A small HTML reader for the built sheet: enough to check Roll20's rules without a DOM library.
// It knows the sheet's own markup (quoted attributes, void inputs, one worker script, one roll template).

export interface SheetElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  /** The repeating section the element sits in (`repeating_weapons`), if any. */
  readonly section: string | undefined;
  readonly inRollTemplate: boolean;
  /** Own text, trimmed (text directly inside the element, not in children). */
  text: string;
  readonly depth: number;
}

const VOID = new Set(['input', 'br', 'hr', 'img', 'meta', 'link', 'source', 'wbr', 'col', 'area', 'base']);
const RAW = new Set(['script', 'style', 'textarea']);

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const pattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    attrs[name] = decode(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/** Every element in document order, with the raw text of script elements in `text`. Throws on unbalanced tags. */
export function parseHtml(html: string): SheetElement[] {
  const elements: SheetElement[] = [];
  const stack: SheetElement[] = [];
  let index = 0;
  const addText = (text: string): void => {
    const top = stack[stack.length - 1];
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (top && trimmed) top.text = `${top.text} ${decode(trimmed)}`.trim();
    else if (!top && trimmed) throw new Error(`text outside any element: ${trimmed.slice(0, 40)}`);
  };
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open < 0) {
      addText(html.slice(index));
      break;
    }
    addText(html.slice(index, open));
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open);
      if (end < 0) throw new Error('unclosed comment');
      index = end + 3;
      continue;
    }
    const close = html.indexOf('>', open);
    if (close < 0) throw new Error('unclosed tag');
    const inner = html.slice(open + 1, close);
    if (inner.startsWith('/')) {
      const tag = inner.slice(1).trim().toLowerCase();
      const top = stack.pop();
      if (!top || top.tag !== tag) throw new Error(`</${tag}> closes <${top?.tag ?? 'nothing'}>`);
      index = close + 1;
      continue;
    }
    const tagMatch = /^([a-zA-Z][a-zA-Z0-9-]*)/.exec(inner);
    if (!tagMatch?.[1]) throw new Error(`bad tag at ${open}: ${inner.slice(0, 30)}`);
    const tag = tagMatch[1].toLowerCase();
    const attrs = parseAttrs(inner.slice(tagMatch[1].length).replace(/\/$/, ''));
    const parent = stack[stack.length - 1];
    const repeating = tag === 'fieldset' && /^repeating_/.test(attrs.class ?? '') ? (attrs.class ?? '').split(/\s+/)[0] : undefined;
    const element: SheetElement = {
      tag,
      attrs,
      section: repeating ?? parent?.section,
      inRollTemplate: tag === 'rolltemplate' || (parent?.inRollTemplate ?? false),
      text: '',
      depth: stack.length,
    };
    elements.push(element);
    index = close + 1;
    if (RAW.has(tag)) {
      const end = html.toLowerCase().indexOf(`</${tag}>`, index);
      if (end < 0) throw new Error(`unclosed <${tag}>`);
      element.text = html.slice(index, end);
      index = end + tag.length + 3;
    } else if (!VOID.has(tag) && !inner.endsWith('/')) {
      stack.push(element);
    }
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.map((e) => e.tag).join('> <')}>`);
  return elements;
}

/** The sheet's one `<script type="text/worker">`, as Roll20 would run it. */
export function extractWorker(html: string): string {
  const workers = parseHtml(html).filter((e) => e.tag === 'script' && e.attrs.type === 'text/worker');
  if (workers.length !== 1 || !workers[0]) throw new Error(`expected one worker script, found ${workers.length}`);
  return workers[0].text;
}

/** `attr_x` → `x`, lower-cased (Roll20 compares attribute names without case). */
export function attrName(element: SheetElement): string | undefined {
  const name = element.attrs.name;
  return name?.startsWith('attr_') ? name.slice(5).toLowerCase() : undefined;
}

export interface SheetDefaults {
  /** Global attributes and their default values (the HTML value, the selected option, a ticked box). */
  readonly globals: Record<string, string>;
  /** Per section, each row field and its default. */
  readonly sections: Record<string, Record<string, string>>;
}

/** What Roll20 answers for an attribute nobody has set: the sheet's default. */
export function attributeDefaults(html: string): SheetDefaults {
  const elements = parseHtml(html);
  const globals: Record<string, string> = {};
  const sections: Record<string, Record<string, string>> = {};
  elements.forEach((element, i) => {
    const name = attrName(element);
    if (name === undefined || element.inRollTemplate) return;
    let value = element.attrs.value ?? '';
    if (element.tag === 'select') {
      const options: SheetElement[] = [];
      for (let j = i + 1; j < elements.length && (elements[j]?.depth ?? 0) > element.depth; j += 1) {
        const option = elements[j];
        if (option?.tag === 'option') options.push(option);
      }
      const chosen = options.find((o) => 'selected' in o.attrs) ?? options[0];
      value = chosen?.attrs.value ?? chosen?.text ?? '';
    } else if (element.tag === 'input' && (element.attrs.type === 'checkbox' || element.attrs.type === 'radio')) {
      if (!('checked' in element.attrs)) {
        if (element.attrs.type === 'radio') return;
        value = '0';
      }
    } else if (element.tag === 'textarea') {
      value = element.text;
    }
    const target = element.section === undefined ? globals : (sections[element.section] ??= {});
    if (!(name in target)) target[name] = value;
  });
  return { globals, sections };
}

export interface SheetButton {
  readonly name: string | undefined;
  readonly value: string;
  readonly section: string | undefined;
}

/** Every roll button, with the repeating section it belongs to. */
export function collectButtons(html: string): SheetButton[] {
  return parseHtml(html)
    .filter((e) => e.tag === 'button' && e.attrs.type === 'roll' && !e.inRollTemplate)
    .map((e) => ({ name: e.attrs.name, value: e.attrs.value ?? '', section: e.section }));
}

/** Expands Roll20 queries `?{Prompt|a|Label,b}` into every command a player could send. */
export function expandQueries(text: string): string[] {
  const start = text.indexOf('?{');
  if (start < 0) return [text];
  let depth = 0;
  let end = -1;
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}') depth -= 1;
    if (depth === 0) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error(`unclosed query in ${text}`);
  const [, ...choices] = text.slice(start + 2, end).split('|');
  // A query with no choices takes free text; its default is an empty answer.
  const values = choices.length === 0 ? [''] : choices.map((choice) => (choice.includes(',') ? choice.slice(choice.indexOf(',') + 1) : choice));
  return values.flatMap((value) => expandQueries(text.slice(0, start) + value + text.slice(end + 1)));
}

/** A plausible value for every attribute a button refers to: numbers, and a real-looking character id. */
export const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  character_id: '-Mq3xYz0123456789abc',
  // what Roll20 asks for on the map when the button is pressed: a token's id
  'target|token_id': '-Nt0kEn0123456789xyz',
  // the active weapon's row adds nothing to its attack (the workers fill it for the other rows)
  attack_flags: '',
};

/** Replaces `@{name}` with `values[name]`, else `fallback` (Roll20 substitutes attributes before queries run). */
export function resolveReferences(text: string, values: Readonly<Record<string, string>> = SAMPLE_VALUES, fallback = '2'): string {
  return text.replace(/@\{([a-z0-9_|]+)\}/gi, (_all, name: string) => values[name.toLowerCase()] ?? fallback);
}

/** The `!` commands the sheet's buttons send, as the Mod script receives them: every query choice, values filled in. */
export function collectButtonCommands(html: string, values: Readonly<Record<string, string>> = SAMPLE_VALUES): string[] {
  return collectButtons(html)
    .filter((b) => b.value.startsWith('!'))
    .flatMap((b) => expandQueries(resolveReferences(b.value, values)));
}

/** The raw `!` button values, with their `@{}` references and queries as written in the sheet. */
export function collectRawButtonCommands(html: string): string[] {
  return collectButtons(html)
    .filter((b) => b.value.startsWith('!'))
    .map((b) => b.value);
}
