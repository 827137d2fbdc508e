// Talking to the table's server: JSON over HTTP, and a Server-Sent Events stream that says when the game changed.
import type { Reply, SheetView, TrackerRequest, View } from '../protocol';

async function post<T extends object>(path: string, body: object): Promise<Reply<T>> {
  const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  try {
    return (await res.json()) as Reply<T>;
  } catch {
    return { ok: false, error: `The table answered ${res.status}` };
  }
}

export const api = {
  async view(as: string, since: number): Promise<View | { ok: false; error: string }> {
    const res = await fetch(`/api/view?as=${encodeURIComponent(as)}&since=${since}`);
    return (await res.json()) as View | { ok: false; error: string };
  },
  chat: (as: string, text: string, selected: readonly string[]) => post('/api/chat', { as, text, selected }),
  tracker: (as: string, request: TrackerRequest) => post('/api/tracker', { as, ...request }),
  move: (as: string, moves: readonly { id: string; left: number; top: number }[]) => post('/api/move', { as, moves }),
  layer: (as: string, ids: readonly string[], layer: 'gmlayer' | 'objects') => post('/api/layer', { as, ids, layer }),
  restart: () => post('/api/restart', {}),
  openSheet: (as: string, character: string) => post<{ sheet: SheetView }>('/api/sheet/open', { as, character }),
  readSheet: (as: string, character: string) => post<{ sheet: SheetView }>('/api/sheet/read', { as, character }),
  editSheet: (as: string, character: string, name: string, value: string) => post<{ sheet: SheetView }>('/api/sheet/edit', { as, character, name, value }),
  resolveButton: (as: string, character: string, text: string, row: string | null) => post<{ text: string }>('/api/sheet/resolve', { as, character, text, row }),
};

/** Calls `onChange` whenever the server says the game changed (and once on connecting). */
export function listen(onChange: () => void): void {
  const source = new EventSource('/api/events');
  source.onmessage = () => onChange();
}
