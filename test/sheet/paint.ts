// The built sheet as a page in Chromium, for the browser tests: the page Roll20 would show, and a script that fills
// its fields with a character's values and expands the repeating rows as Roll20 does (div.repcontainer). The painting
// is plain JavaScript in a string, so a test's tsconfig needs no DOM.
import { existsSync } from 'node:fs';
import { builtHtml, sheetCss } from './built';
import type { SheetHarness } from './harness';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAVE_CHROMIUM = existsSync(CHROMIUM);

/** The page Roll20 would show: no worker, no roll template, the sheet inside form > div.charsheet. */
export async function sheetPage(): Promise<string> {
  const html = (await builtHtml())
    .replace(/<script type="text\/worker">[\s\S]*?<\/script>/, '')
    .replace(/<rolltemplate[\s\S]*?<\/rolltemplate>/g, '');
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;background:#e9e4dc}${sheetCss()}</style></head>
<body><form><div class="charsheet lang-en">${html}</div></form></body></html>`;
}

/** Plain JavaScript run inside Chromium: fills the fields and expands the repeating rows. */
export const PAINT = `(snapshot) => {
  const fill = (fields, values) => {
    for (const field of fields) {
      const value = values[(field.getAttribute('name') || '').slice(5)];
      if (value === undefined) continue;
      if (field.type === 'checkbox') { field.checked = value === field.value; if (field.checked) field.setAttribute('checked', ''); }
      else if (field.tagName === 'SELECT') field.value = value;
      else { field.value = value; if (field.tagName === 'INPUT') field.setAttribute('value', value); }
    }
  };
  const named = (root) => Array.from(root.querySelectorAll('[name^="attr_"]'));
  fill(named(document).filter((f) => !f.closest('fieldset')), snapshot.globals);
  for (const fieldset of Array.from(document.querySelectorAll('fieldset[class^="repeating_"]'))) {
    const section = fieldset.className;
    fieldset.style.display = 'none';
    const container = document.createElement('div');
    container.className = 'repcontainer';
    container.dataset.groupname = section;
    for (const row of snapshot.sections[section] || []) {
      const item = document.createElement('div');
      item.className = 'repitem';
      item.dataset.reprowid = row.id;
      for (const child of Array.from(fieldset.children)) item.appendChild(child.cloneNode(true));
      fill(named(item), row.values);
      container.appendChild(item);
    }
    const control = document.createElement('div');
    control.className = 'repcontrol';
    control.innerHTML = '<button type="button" class="btn repcontrol_edit">Modify</button><button type="button" class="btn repcontrol_add">+Add</button>';
    fieldset.after(container, control);
  }
}`;

/** The painting of a character's values, ready for `page.evaluate`. */
export function paintScript(sheet: SheetHarness): string {
  return `(${PAINT})(${JSON.stringify(sheet.snapshot())})`;
}
