// A character sheet in a window over the map, as Roll20 opens one from a token: the real sheet HTML and CSS inside
// `form > div.charsheet` (in a shadow root, so the sheet's styles and the table's leave each other alone), painted
// with the values the sheet's workers left on the server. An edit goes to the server, whose workers answer with
// the new values; a roll button sends its text (attributes filled in by the server, queries asked here) to chat.
import type { SheetView, View } from '../protocol';
import { api } from './client';
import { byId, h } from './dom';
import { notice, onReset, say, state } from './state';

let assets: Promise<[string, string]> | undefined;
let shown: SheetView | null = null;
/** Counts the sheet requests: a read answered after a later edit or opening was sent is older than what they show. */
let generation = 0;
/** The game's version the open sheet was last read at (a redraw for a new selection changes nothing on it). */
let readAt = -1;

function loadAssets(): Promise<[string, string]> {
  assets ??= Promise.all([fetch('/sheet.html').then((r) => r.text()), fetch('/sheet.css').then((r) => r.text())]);
  return assets;
}

function rowIdNew(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '-';
  for (let i = 0; i < 19; i++) id += chars[Math.floor(Math.random() * chars.length)];
  return id;
}

function host(): HTMLElement | null {
  return byId('sheet-window').querySelector<HTMLElement>('[data-testid="sheet"]');
}

/** Sets a field's value (and its value attribute, which the sheet's CSS selectors read, as Roll20 keeps it). */
function fill(field: Element, value: string, focused: Element | null): void {
  // what the player is typing stays; a read-only field (which Tab also visits) always shows the workers' value
  if (field === focused && !(field instanceof HTMLInputElement && field.readOnly)) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    field.checked = value === field.value;
    field.toggleAttribute('checked', field.checked);
  } else if (field instanceof HTMLSelectElement) {
    field.value = value;
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    field.value = value;
    field.setAttribute('value', value);
  } else {
    field.textContent = value;
  }
}

const named = (root: ParentNode): Element[] => Array.from(root.querySelectorAll('[name^="attr_"]'));
const fieldName = (el: Element): string => (el.getAttribute('name') ?? '').slice(5).toLowerCase();

/** Roll20 shows each repeating fieldset as div.repcontainer of div.repitem rows, then div.repcontrol. */
function paintSections(root: ShadowRoot, sheet: SheetView, focused: Element | null): void {
  for (const fieldset of Array.from(root.querySelectorAll<HTMLFieldSetElement>('fieldset[class^="repeating_"]'))) {
    const section = fieldset.className.split(/\s+/)[0] ?? '';
    fieldset.hidden = true;
    let container = fieldset.nextElementSibling as HTMLElement | null;
    if (!container?.classList.contains('repcontainer')) {
      container = h('div', { class: 'repcontainer', 'data-groupname': section });
      const add = h('button', { type: 'button', class: 'btn repcontrol_add', 'data-section': section }, '+Add');
      fieldset.after(container, h('div', { class: 'repcontrol' }, add));
      add.addEventListener('click', () => container?.appendChild(newRow(fieldset, rowIdNew())));
    }
    // a row id is known in any case: Roll20 (and the workers' getSectionIDs) give back in lower case the id of a row
    // the page made in mixed case (+Add), and it is the same row, not one more
    const items = new Map(Array.from(container.querySelectorAll<HTMLElement>('.repitem')).map((el) => [(el.dataset.reprowid ?? '').toLowerCase(), el]));
    for (const row of sheet.sections[section] ?? []) {
      let item = items.get(row.id.toLowerCase());
      if (!item) {
        container.appendChild((item = newRow(fieldset, row.id)));
        items.set(row.id.toLowerCase(), item);
      }
      for (const field of named(item)) {
        const value = row.values[fieldName(field)];
        if (value !== undefined) fill(field, value, focused);
      }
    }
  }
}

function newRow(fieldset: HTMLFieldSetElement, id: string): HTMLElement {
  const item = h('div', { class: 'repitem', 'data-reprowid': id });
  for (const child of Array.from(fieldset.children)) item.appendChild(child.cloneNode(true));
  return item;
}

function paint(sheet: SheetView): void {
  const root = host()?.shadowRoot;
  if (!root) return;
  shown = sheet;
  byId('sheet-window').querySelector('.window-title-text')?.replaceChildren(sheet.name);
  const focused = root.activeElement;
  for (const field of named(root).filter((f) => !f.closest('fieldset, .repitem'))) {
    const value = sheet.globals[fieldName(field)];
    if (value !== undefined) fill(field, value, focused);
  }
  paintSections(root, sheet, focused);
}

/** The attribute name of a field: `x`, or `repeating_s_<row>_x` inside a row. */
function attributeOf(field: Element): string {
  const item = field.closest<HTMLElement>('.repitem');
  const section = item?.parentElement?.dataset.groupname;
  return item && section ? `${section}_${item.dataset.reprowid ?? ''}_${fieldName(field)}` : fieldName(field);
}

async function edited(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): Promise<void> {
  if (!shown) return;
  const value = field instanceof HTMLInputElement && field.type === 'checkbox' ? (field.checked ? field.value : '0') : field.value;
  generation += 1;
  const reply = await api.editSheet(state.viewer, shown.character, attributeOf(field), value);
  if (reply.ok) paint(reply.sheet);
  else notice(reply.error);
}

async function rolled(button: HTMLButtonElement): Promise<void> {
  if (!shown) return;
  const item = button.closest<HTMLElement>('.repitem');
  const section = item?.parentElement?.dataset.groupname;
  const row = item && section ? `${section}_${item.dataset.reprowid ?? ''}` : null;
  const reply = await api.resolveButton(state.viewer, shown.character, button.getAttribute('value') ?? '', row);
  if (reply.ok) await say(reply.text);
  else notice(reply.error);
}

async function build(): Promise<void> {
  const [html, css] = await loadAssets();
  const win = byId('sheet-window');
  if (host()) return;
  const close = h('button', { type: 'button', class: 'window-close', 'data-testid': 'sheet-close', title: 'Close' }, '×');
  close.addEventListener('click', closeSheet);
  const sheetHost = h('div', { class: 'sheet-host', 'data-testid': 'sheet' });
  win.replaceChildren(h('div', { class: 'window-title' }, h('span', { class: 'window-title-text' }), close), sheetHost);
  const root = sheetHost.attachShadow({ mode: 'open' });
  // Roll20 draws a die before a roll button's label; the sheet expects its own styles to do the rest
  const roll20 = 'button[type="roll"]::before{content:"\\2684  ";font-weight:400} .charsheet{padding:0} form{margin:0}';
  const form = h('form', { class: 'sheetform' });
  const charsheet = h('div', { class: 'charsheet lang-en' });
  charsheet.innerHTML = html; // the project's own sheet, served by the table
  form.appendChild(charsheet);
  root.append(h('style', {}, css), h('style', {}, roll20), form);
  form.addEventListener('submit', (e) => e.preventDefault());
  root.addEventListener('change', (e) => {
    const t = e.target;
    if (t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement) void edited(t);
  });
  root.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest('button[type="roll"]') : null;
    if (button instanceof HTMLButtonElement) {
      e.preventDefault();
      void rolled(button);
    }
  });
}

export async function openSheet(characterId: string): Promise<void> {
  generation += 1;
  const reply = await api.openSheet(state.viewer, characterId);
  if (!reply.ok) {
    notice(reply.error);
    return;
  }
  // another character gets a fresh copy of the sheet, so no row of the last one stays
  if (shown?.character !== characterId) host()?.remove();
  await build();
  const sheetHost = host();
  if (sheetHost) sheetHost.dataset.character = characterId;
  byId('sheet-window').hidden = false;
  paint(reply.sheet);
}

/**
 * Keeps an open sheet up to date, as Roll20 does: whenever the game changed (the Mod script wrote the character's
 * conditions, an Apply lowered its body points, another tab edited it), the sheet is read again and painted; what is
 * being typed stays.
 */
export function renderSheet(view: View): void {
  const open = shown;
  if (!open || byId('sheet-window').hidden || view.version === readAt) return;
  readAt = view.version;
  const mine = ++generation;
  void api.readSheet(state.viewer, open.character).then((reply) => {
    if (mine !== generation || shown?.character !== open.character) return;
    if (reply.ok) paint(reply.sheet);
  });
}

export function closeSheet(): void {
  byId('sheet-window').hidden = true;
  shown = null;
}

export function setupSheet(): void {
  onReset(closeSheet);
}
