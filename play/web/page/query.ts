// Roll20's roll queries: before a button's command (or typed chat) is sent, each `?{Prompt|default}` or
// `?{Prompt|Label,value|…}` is asked in a small dialog, one after the other. Cancelling sends nothing.
import { fillQueries, findQueries, type Query } from '../../render';
import { byId, h } from './dom';

/** Closes the dialog open now, if any, as Cancel does. */
let cancelOpen: (() => void) | null = null;

/**
 * Cancels the query being asked, and the rest of its command: a query belongs to whoever was looking when its button
 * was pressed, so switching to another viewer must not send it under the new one's name.
 */
export function cancelQueries(): void {
  cancelOpen?.();
}

function ask(query: Query): Promise<string | null> {
  const backdrop = byId('query');
  return new Promise((resolve) => {
    const field: HTMLInputElement | HTMLSelectElement =
      query.options.length > 0
        ? h('select', { 'data-testid': 'query-input' }, ...query.options.map((o) => h('option', { value: o.value }, o.label)))
        : h('input', { type: 'text', value: query.defaultValue, 'data-testid': 'query-input' });
    const done = (value: string | null) => {
      cancelOpen = null;
      backdrop.hidden = true;
      backdrop.replaceChildren();
      resolve(value);
    };
    cancelOpen = () => done(null);
    const form = h(
      'form',
      { class: 'query-dialog', role: 'dialog', 'aria-label': query.prompt },
      h('div', { class: 'query-title' }, 'Input value'),
      h('label', { class: 'query-prompt' }, query.prompt, field),
      h(
        'div',
        { class: 'query-buttons' },
        h('button', { type: 'button', class: 'secondary', 'data-testid': 'query-cancel' }, 'Cancel'),
        h('button', { type: 'submit', 'data-testid': 'query-submit' }, 'Submit'),
      ),
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      done(field.value);
    });
    form.querySelector('[data-testid="query-cancel"]')?.addEventListener('click', () => done(null));
    form.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') done(null);
      // Enter answers a drop-down too, as it does a text field (a browser submits a form on Enter in a text field only)
      else if (e.key === 'Enter' && e.target === field && field instanceof HTMLSelectElement) {
        e.preventDefault();
        done(field.value);
      }
    });
    backdrop.replaceChildren(form);
    backdrop.hidden = false;
    field.focus();
    if (field instanceof HTMLInputElement) field.select();
  });
}

/** The text with every query answered, or null when the user cancelled one. */
export async function answerQueries(text: string): Promise<string | null> {
  if (!text.includes('?{')) return text;
  const answers = new Map<string, string>();
  let current = text;
  // an answer may bring another query (a drop-down option holding one): ask until none is left
  for (let pass = 0; pass < 5; pass++) {
    const open = findQueries(current);
    if (open.length === 0) break;
    for (const q of open) {
      if (answers.has(q.prompt)) continue;
      const value = await ask(q);
      if (value === null) return null;
      answers.set(q.prompt, value);
    }
    current = fillQueries(current, answers);
  }
  return current;
}
