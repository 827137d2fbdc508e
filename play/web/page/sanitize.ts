// Chat content into DOM nodes. A script's HTML is shown as Roll20 shows it (its own markup and inline styles), but
// through an allow-list: no scripts, no event handlers, no links out of the page except plain web links. Anything a
// player typed is text: it never becomes markup. In both, `$[[n]]` becomes the inline roll's result and
// `[label](!command)` an API button, as in Roll20.
import type { InlineRollView } from '../protocol';
import { h } from './dom';

const ALLOWED_TAGS = new Set([
  'a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'p', 'br', 'hr', 'code', 'pre',
  'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'img',
]);
const ALLOWED_ATTRS = new Set(['style', 'title', 'colspan', 'rowspan', 'align', 'width', 'height', 'alt']);

/** Makes the API button of a command (`!…`); clicking it runs `press`. */
export type ButtonMaker = (label: Node[], command: string, style: string | null) => HTMLElement;

function inlineRoll(roll: InlineRollView | undefined, n: string): HTMLElement {
  return roll
    ? h('span', { class: 'inline-roll', title: `Rolling ${roll.expression} = ${roll.total}` }, String(roll.total))
    : h('span', { class: 'inline-roll missing' }, `$[[${n}]]`);
}

/** Plain text with `$[[n]]` rolls and `[label](!command)` buttons turned into nodes; everything else stays text. */
export function richText(text: string, rolls: readonly InlineRollView[], button: ButtonMaker): Node[] {
  const out: Node[] = [];
  const re = /\$\[\[(\d+)\]\]|\[([^\]\n]+)\]\((!(?:[^()\n]|\([^()\n]*\))*)\)/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(document.createTextNode(text.slice(last, m.index)));
    if (m[1] !== undefined) out.push(inlineRoll(rolls[Number(m[1])], m[1]));
    else out.push(button([document.createTextNode(m[2] ?? '')], m[3] ?? '', null));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(document.createTextNode(text.slice(last)));
  return out;
}

function clean(node: Node, rolls: readonly InlineRollView[], button: ButtonMaker): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return richText(node.textContent ?? '', rolls, button);
  if (!(node instanceof Element)) return [];
  const tag = node.tagName.toLowerCase();
  const children = Array.from(node.childNodes).flatMap((c) => clean(c, rolls, button));
  if (!ALLOWED_TAGS.has(tag)) {
    // unknown or dangerous elements go; the text of harmless ones stays
    return tag === 'script' || tag === 'style' || tag === 'iframe' || tag === 'object' || tag === 'embed' || tag === 'template' ? [] : children;
  }
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    if (href.startsWith('!')) return [button(children, href, node.getAttribute('style'))];
    if (/^https?:\/\//i.test(href)) {
      const a = h('a', { href, target: '_blank', rel: 'noopener noreferrer', style: node.getAttribute('style') });
      a.append(...children);
      return [a];
    }
    const span = h('span', { style: node.getAttribute('style') });
    span.append(...children);
    return [span];
  }
  if (tag === 'img') {
    const src = node.getAttribute('src') ?? '';
    return /^data:image\//i.test(src) ? [h('img', { src, alt: node.getAttribute('alt') ?? '', style: node.getAttribute('style') })] : [];
  }
  const el = document.createElement(tag);
  for (const attr of Array.from(node.attributes)) {
    const name = attr.name.toLowerCase();
    if (ALLOWED_ATTRS.has(name) && !/url\s*\(|expression\s*\(/i.test(attr.value)) el.setAttribute(name, attr.value);
  }
  el.append(...children);
  return [el];
}

/** A script's HTML, parsed inertly (a template runs nothing and loads nothing) and rebuilt from the allow-list. */
export function scriptHtml(html: string, rolls: readonly InlineRollView[], button: ButtonMaker): Node[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.childNodes).flatMap((n) => clean(n, rolls, button));
}
