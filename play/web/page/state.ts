// The page's state: who is looking (the "speak as" player), what they have selected, and the last view the server
// sent for them. Views are fetched again whenever the server says something changed; fetches never overlap.
import type { ChatEntryView, View } from '../protocol';
import { api } from './client';
import { answerQueries, cancelQueries } from './query';
import { byId } from './dom';

type Renderer = (view: View, fresh: readonly ChatEntryView[]) => void;

export const state = {
  viewer: '',
  view: null as View | null,
  selection: new Set<string>(),
  /** The chat sequence number the page has shown up to (for this viewer). */
  since: 0,
};

const renderers: Renderer[] = [];
const resets: (() => void)[] = [];
let fetching = false;
let again = false;

export function onView(render: Renderer): void {
  renderers.push(render);
}

/** Called when the viewer changes: whatever showed the last viewer's things starts afresh. */
export function onReset(reset: () => void): void {
  resets.push(reset);
}

/** Fetches the viewer's view (once more afterwards if asked again meanwhile) and renders it. */
export async function refresh(): Promise<void> {
  if (fetching) {
    again = true;
    return;
  }
  fetching = true;
  try {
    do {
      again = false;
      const viewer = state.viewer;
      const view = await api.view(viewer, state.since);
      if (viewer !== state.viewer) {
        again = true; // the viewer changed while the request was out
        continue;
      }
      if ('ok' in view) {
        notice(view.error);
        break;
      }
      state.view = view;
      state.since = view.chatSeq;
      // the address names who is looking, so a reload (or the address copied to another tab) comes back as them
      remember('as', view.viewer.name);
      // a token that left (or that this viewer no longer controls) leaves the selection
      for (const id of state.selection) if (!view.tokens.some((t) => t.id === id && t.mine)) state.selection.delete(id);
      for (const r of renderers) r(view, view.chat);
    } while (again);
  } finally {
    fetching = false;
  }
}

/** Keeps a choice of the person at the table in the page's address (`?as=Sam&zoom=0.6`), without a new history entry. */
export function remember(key: string, value: string | null): void {
  const url = new URL(location.href);
  if ((url.searchParams.get(key) ?? null) === value) return;
  if (value === null) url.searchParams.delete(key);
  else url.searchParams.set(key, value);
  history.replaceState(history.state, '', url);
}

/** A choice kept in the page's address, or null. */
export function remembered(key: string): string | null {
  return new URLSearchParams(location.search).get(key);
}

/** Looks at the table as another player (or the GM): a fresh selection and a fresh chat. */
export function setViewer(id: string): void {
  // a query open for the one looking until now is theirs: it is cancelled, never sent as the new viewer
  cancelQueries();
  state.viewer = id;
  state.selection.clear();
  state.since = 0;
  state.view = null;
  for (const r of resets) r();
  void refresh();
}

export function selectionChanged(): void {
  if (state.view) for (const r of renderers) r(state.view, []);
}

/** Sends chat as the viewer with their selection, asking its roll queries first. */
export async function say(text: string): Promise<void> {
  const filled = await answerQueries(text);
  if (filled === null) return;
  const reply = await api.chat(state.viewer, filled, [...state.selection]);
  if (!reply.ok) notice(reply.error);
}

let noticeTimer: number | undefined;

/** A short message from the table itself (not from Roll20's chat): a refusal, a failure. */
export function notice(message: string): void {
  const board = byId('board');
  let el = board.querySelector<HTMLElement>('.notice');
  if (!el) {
    el = document.createElement('div');
    el.className = 'notice';
    el.setAttribute('role', 'status');
    el.setAttribute('data-testid', 'notice');
    board.appendChild(el);
  }
  el.textContent = message;
  el.hidden = false;
  window.clearTimeout(noticeTimer);
  noticeTimer = window.setTimeout(() => {
    if (el) el.hidden = true;
  }, 5000);
}
