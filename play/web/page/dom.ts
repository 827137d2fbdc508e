// A tiny element builder: the page has no UI framework, and text always goes in as text (never as HTML).

type Child = Node | string | null | undefined | false;
type Attrs = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** `h('div', {class: 'x', 'data-id': id}, 'text', child)`: attributes set as strings (false/null/undefined left out). */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  append(el, ...children);
  return el;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    parent.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
  }
}

/** An SVG element (namespaced). */
export function svg(tag: string, attrs: Attrs = {}, ...children: Node[]): SVGElement {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [name, value] of Object.entries(attrs)) if (value !== null && value !== undefined && value !== false) el.setAttribute(name, String(value));
  for (const c of children) el.appendChild(c);
  return el;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el as T;
}

/** Two letters for a token's disc: the initials of its first two words, or its first two letters. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  return (words[0] ?? '?').slice(0, 2);
}

/**
 * Lets a window over the map be moved by its title bar, as Roll20's dialogs are: the window keeps where it was put
 * across redraws (its children are replaced, never the window itself) and its title stays inside the table area.
 * `pinnedHeight` is for a window whose CSS gives both a top and a bottom.
 */
export function movable(win: HTMLElement, options: { readonly pinnedHeight?: boolean } = {}): void {
  win.addEventListener('pointerdown', (e) => {
    const target = e.target as Element | null;
    const title = target?.closest('.window-title');
    if (!title || !win.contains(title) || target?.closest('button, input, select, a') || e.button !== 0) return;
    const area = win.offsetParent as HTMLElement | null;
    if (!area) return;
    e.preventDefault();
    const start = { x: e.clientX, y: e.clientY, left: win.offsetLeft, top: win.offsetTop };
    const titleHeight = (title as HTMLElement).offsetHeight;
    // a window laid out between a top and a bottom keeps its height where it goes
    if (options.pinnedHeight) {
      win.style.height = `${win.offsetHeight}px`;
      win.style.bottom = 'auto';
    }
    const move = (ev: PointerEvent): void => {
      const left = Math.min(Math.max(0, start.left + ev.clientX - start.x), Math.max(0, area.clientWidth - 80));
      const top = Math.min(Math.max(0, start.top + ev.clientY - start.y), Math.max(0, area.clientHeight - titleHeight));
      win.style.left = `${left}px`;
      win.style.top = `${top}px`;
      win.style.right = 'auto';
    };
    const stop = (): void => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
      win.classList.remove('moving');
    };
    win.classList.add('moving');
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  });
}
