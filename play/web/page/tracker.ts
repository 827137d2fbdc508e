// The turn tracker, floating over the map's top-right corner as Roll20's Turn Order window does: the top row is the
// current turn; "next turn" moves it to the end. The GM drags rows, removes them and adds custom items; everyone
// may change a value (Roll20 lets players edit tracker values too); a player may press next when the top token is
// theirs. Every change goes to the double's tracker driver, which fires the events the script listens to.
import type { TrackerRequest, TrackerRowView, View } from '../protocol';
import { api } from './client';
import { byId, h, initials } from './dom';
import { notice, state } from './state';

/** Holds the row being edited, so a redraw does not throw away what is being typed. */
let editing: { index: number; id: string } | null = null;
let latest: View | null = null;

async function send(request: TrackerRequest): Promise<void> {
  const reply = await api.tracker(state.viewer, request);
  if (!reply.ok) notice(reply.error);
}

function editValue(row: TrackerRowView, cell: HTMLElement): void {
  editing = { index: row.index, id: row.id };
  const input = h('input', { class: 'tracker-input', value: row.pr, 'data-testid': 'tracker-edit', 'aria-label': `Value of ${row.name}` });
  let finished = false;
  const finish = (save: boolean) => {
    if (finished) return;
    finished = true;
    editing = null;
    if (save && input.value !== row.pr) void send({ op: 'edit', index: row.index, id: row.id, pr: input.value });
    // the redraws held back while typing are done now: the window shows the last view (an edit the table refuses, as
    // when the turn order moved meanwhile, changes nothing on the server, so no newer view would come to redraw it)
    if (latest) renderTracker(latest);
  };
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') finish(true);
    if (e.key === 'Escape') finish(false);
  });
  input.addEventListener('blur', () => finish(true));
  cell.replaceChildren(input);
  input.focus();
  input.select();
}

function rowElement(view: View, row: TrackerRowView, position: number): HTMLElement {
  const token = view.tokens.find((t) => t.id === row.id);
  const canArrange = view.tracker.canArrange;
  const value = h('span', { class: 'tracker-value', 'data-testid': 'tracker-value', title: 'Click to change the value' }, row.pr);
  const li = h(
    'li',
    {
      class: ['tracker-row', position === 0 && 'current', row.hidden && 'gm-layer', row.custom && 'custom'].filter(Boolean).join(' '),
      'data-testid': 'tracker-row',
      'data-id': row.id,
      'data-pr': row.pr,
      'data-index': row.index,
      draggable: canArrange ? 'true' : null,
    },
    h('span', { class: 'tracker-avatar', style: token ? `--token:${token.colour}` : null }, row.custom ? '#' : initials(row.name)),
    h('span', { class: 'tracker-name', title: row.formula ? `${row.name} (${row.formula} each turn)` : row.name }, row.name),
    value,
    canArrange ? h('button', { type: 'button', class: 'tracker-remove', 'data-testid': 'tracker-remove', title: `Remove ${row.name} from the turn order` }, '×') : null,
  );
  value.addEventListener('click', () => editValue(row, value));
  li.querySelector('.tracker-remove')?.addEventListener('click', () => void send({ op: 'remove', index: row.index, id: row.id }));
  if (canArrange) {
    li.addEventListener('dragstart', (e) => {
      e.dataTransfer?.setData('text/plain', JSON.stringify({ index: row.index, id: row.id }));
      li.classList.add('dragging');
    });
    li.addEventListener('dragend', () => li.classList.remove('dragging'));
    li.addEventListener('dragover', (e) => {
      e.preventDefault();
      li.classList.add('drop-target');
    });
    li.addEventListener('dragleave', () => li.classList.remove('drop-target'));
    li.addEventListener('drop', (e) => {
      e.preventDefault();
      li.classList.remove('drop-target');
      const from = JSON.parse(e.dataTransfer?.getData('text/plain') || 'null') as { index: number; id: string } | null;
      if (from && from.index !== row.index) void send({ op: 'drag', from: from.index, to: row.index, id: from.id });
    });
  }
  return li;
}

async function addCustom(): Promise<void> {
  const name = window.prompt('Name of the custom item');
  if (!name) return;
  const pr = window.prompt('Its value', '0') ?? '0';
  const formula = window.prompt('Added at each of its turns (e.g. +1; empty for none)', '') ?? '';
  await send({ op: 'custom', name, pr, formula });
}

export function renderTracker(view: View): void {
  latest = view;
  const panel = byId('tracker');
  const { tracker } = view;
  // Roll20 shows the tracker to players only while it is open; the GM also sees it when entries wait in it
  panel.hidden = !(tracker.open || (view.viewer.gm && tracker.rows.length > 0));
  if (panel.hidden || editing) return;
  const list = h('ol', { class: 'tracker-rows' }, ...tracker.rows.map((r, i) => rowElement(view, r, i)));
  if (tracker.rows.length === 0) list.appendChild(h('li', { class: 'tracker-empty' }, 'No one in the turn order.'));
  const next = h('button', { type: 'button', class: 'tracker-next', 'data-testid': 'tracker-next', disabled: !tracker.canNext, title: 'Next turn: the top entry goes to the end' }, 'Next ➜');
  next.addEventListener('click', () => void send({ op: 'next' }));
  const add = h('button', { type: 'button', 'data-testid': 'tracker-add', title: 'Add the selected tokens' }, '+ Selected');
  add.addEventListener('click', () => {
    if (state.selection.size === 0) notice('Select the tokens to add first.');
    else void send({ op: 'add', tokens: [...state.selection] });
  });
  const custom = tracker.canArrange ? h('button', { type: 'button', 'data-testid': 'tracker-custom', title: 'Add a custom item' }, '+ Custom') : null;
  custom?.addEventListener('click', () => void addCustom());
  panel.replaceChildren(
    h('div', { class: 'window-title' }, 'Turn Order', tracker.open ? null : h('span', { class: 'muted' }, ' (closed)')),
    list,
    h('div', { class: 'tracker-bar' }, add, custom, h('span', { class: 'spacer' }), next),
  );
}
