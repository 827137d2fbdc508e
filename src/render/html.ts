// HTML for Roll20's chat. Every piece of user text goes through `text()` here and nowhere else.

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  // Roll20's chat parser reacts to these even inside HTML: rolls, attributes, abilities, templates, queries.
  '[': '&#91;',
  ']': '&#93;',
  '{': '&#123;',
  '}': '&#125;',
  '@': '&#64;',
  '%': '&#37;',
  '|': '&#124;',
  '*': '&#42;',
  '?': '&#63;',
  '#': '&#35;',
  '$': '&#36;',
  '`': '&#96;',
  '~': '&#126;',
  '\\': '&#92;',
  '=': '&#61;',
};

/** A brand for strings that are safe HTML, so raw user text cannot be passed where HTML is expected. */
export type Html = string & { readonly __html: true };

export function raw(html: string): Html {
  return html as Html;
}

/** Escapes text for chat, folds white space and control characters, and cuts it to `max` characters. */
export function text(value: unknown, max = 80): Html {
  let s = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  // eslint-disable-next-line no-control-regex
  s = s.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ');
  const chars = Array.from(s);
  if (chars.length > max) s = chars.slice(0, Math.max(1, max - 1)).join('') + '…';
  return s.replace(/[&<>"'[\]{}@%|*?#$`~\\=]/g, (c) => ENTITIES[c] as string) as Html;
}

export function join(parts: readonly Html[], separator = ''): Html {
  return parts.join(separator) as Html;
}

/** Inline styles only: Roll20's chat strips classes and style sheets. */
export function tag(name: string, style: string, inner: Html | string = ''): Html {
  return `<${name}${style ? ` style="${style}"` : ''}>${inner}</${name}>` as Html;
}

export const COLOURS = {
  ink: '#2b2118',
  muted: '#7a6a58',
  paper: '#fbf6ec',
  border: '#8b6b3e',
  accent: '#6b3f1d',
  good: '#2e7d32',
  bad: '#b71c1c',
  button: '#6b3f1d',
} as const;

/** An API button. The command is ours (ids, numbers, queries); only the label is user text. */
export function button(label: Html, command: string, colour: string = COLOURS.button): Html {
  const safeCommand = command.replace(/"/g, '&quot;').replace(/[\r\n]/g, ' ');
  return raw(
    `<a href="${safeCommand}" style="display:inline-block;margin:1px 2px;padding:1px 6px;border:1px solid ${colour};border-radius:4px;background:${colour};color:#fff;font-weight:bold;text-decoration:none">${label}</a>`,
  );
}

export interface CardOptions {
  readonly title: Html;
  readonly subtitle?: Html;
  readonly accent?: string;
  readonly body: readonly Html[];
  readonly footer?: Html;
}

export function card(options: CardOptions): Html {
  const accent = options.accent ?? COLOURS.accent;
  const head = tag(
    'div',
    `background:${accent};color:#fff;padding:3px 6px;font-weight:bold;font-size:1.05em`,
    options.subtitle ? join([options.title, raw(' '), tag('span', 'font-weight:normal;opacity:.85;font-size:.9em', options.subtitle)]) : options.title,
  );
  const rows = options.body.map((row, i) =>
    tag('div', `padding:2px 6px;${i > 0 ? 'border-top:1px solid #e6dcc8;' : ''}`, row),
  );
  const foot = options.footer ? tag('div', `padding:2px 6px;border-top:1px solid #e6dcc8;color:${COLOURS.muted};font-size:.9em`, options.footer) : raw('');
  return tag(
    'div',
    `border:1px solid ${COLOURS.border};border-radius:6px;background:${COLOURS.paper};color:${COLOURS.ink};overflow:hidden;margin:2px 0`,
    join([head, ...rows, foot]),
  );
}

export function chip(label: Html, background: string, ink: string, dim = false): Html {
  return tag(
    'span',
    `display:inline-block;margin:1px;padding:0 4px;border-radius:3px;background:${background};color:${ink};font-size:.9em;${dim ? 'opacity:.35;' : ''}`,
    label,
  );
}

export function strong(inner: Html): Html {
  return tag('b', '', inner);
}

export function muted(inner: Html): Html {
  return tag('span', `color:${COLOURS.muted}`, inner);
}
