// The browser table's JSON API: one small handler per route, each reading its input defensively (the page is ours,
// but a request is still outside input), calling the session, answering JSON. No HTTP here: server.ts does that.
import type { TrackerRequest } from './protocol';
import { Refusal, type Session } from './session';
import { SheetError } from './sheets';
import { buildView } from './view';

export interface ApiResult {
  readonly status: number;
  readonly body: unknown;
}

/** A request the page should not have sent (a bug in the page, or someone else): 400. */
class BadRequest extends Error {}

type Body = Readonly<Record<string, unknown>>;

function text(body: Body, key: string, max = 10_000): string {
  const v = body[key];
  if (typeof v !== 'string' || v.length > max) throw new BadRequest(`${key} must be a string of at most ${max} characters`);
  return v;
}

function int(body: Body, key: string): number {
  const v = body[key];
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new BadRequest(`${key} must be an integer`);
  return v;
}

function num(body: Body, key: string): number {
  const v = body[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new BadRequest(`${key} must be a number`);
  return v;
}

function ids(body: Body, key: string): string[] {
  const v = body[key] ?? [];
  if (!Array.isArray(v) || v.length > 1000 || !v.every((x) => typeof x === 'string')) throw new BadRequest(`${key} must be a list of ids`);
  return v as string[];
}

function trackerRequest(body: Body): TrackerRequest {
  const op = text(body, 'op', 20);
  switch (op) {
    case 'next':
      return { op };
    case 'drag':
      return { op, from: int(body, 'from'), to: int(body, 'to'), id: text(body, 'id', 40) };
    case 'edit':
      return { op, index: int(body, 'index'), id: text(body, 'id', 40), pr: text(body, 'pr', 100) };
    case 'remove':
      return { op, index: int(body, 'index'), id: text(body, 'id', 40) };
    case 'add':
      return { op, tokens: ids(body, 'tokens') };
    case 'custom':
      return { op, name: text(body, 'name', 200), pr: text(body, 'pr', 100), formula: text(body, 'formula', 20) };
    default:
      throw new BadRequest(`unknown tracker operation ${op}`);
  }
}

type Handler = (session: Session, body: Body, query: URLSearchParams) => unknown;

const ok = { ok: true } as const;

const GET: Readonly<Record<string, Handler>> = {
  // who may be chosen in "speak as": names and GM flags are what every Roll20 player sees in the player list
  '/api/players': (session) => session.players().map((p) => ({ id: p.id, name: session.playerName(p.id), gm: session.sb.playerIsGM(p), colour: session.playerColour(p.id) })),
  '/api/view': (session, _body, query) => {
    const viewer = query.get('as') ?? '';
    const since = Number(query.get('since') ?? '0');
    return buildView(session, viewer, Number.isFinite(since) ? since : 0);
  },
};

const POST: Readonly<Record<string, Handler>> = {
  '/api/chat': (session, body) => {
    session.say(text(body, 'as', 40), text(body, 'text'), ids(body, 'selected'));
    return ok;
  },
  '/api/tracker': (session, body) => {
    session.tracker(text(body, 'as', 40), trackerRequest(body));
    return ok;
  },
  '/api/move': (session, body) => {
    const moves = body.moves;
    if (!Array.isArray(moves) || moves.length > 1000) throw new BadRequest('moves must be a list');
    session.move(
      text(body, 'as', 40),
      moves.map((m: unknown) => {
        const b = (typeof m === 'object' && m !== null ? m : {}) as Body;
        return { id: text(b, 'id', 40), left: num(b, 'left'), top: num(b, 'top') };
      }),
    );
    return ok;
  },
  '/api/layer': (session, body) => {
    const ids = body.ids;
    if (!Array.isArray(ids) || ids.length > 1000) throw new BadRequest('ids must be a list');
    const layer = text(body, 'layer', 10);
    if (layer !== 'gmlayer' && layer !== 'objects') throw new BadRequest('layer must be gmlayer or objects');
    session.layer(text(body, 'as', 40), ids.map((id: unknown) => (typeof id === 'string' ? id.slice(0, 40) : '')), layer);
    return ok;
  },
  '/api/restart': (session) => {
    session.restart();
    return ok;
  },
  '/api/sheet/open': (session, body) => ({ ok: true, sheet: session.openSheet(text(body, 'as', 40), text(body, 'character', 40)) }),
  '/api/sheet/read': (session, body) => ({ ok: true, sheet: session.readSheet(text(body, 'as', 40), text(body, 'character', 40)) }),
  '/api/sheet/edit': (session, body) => ({
    ok: true,
    sheet: session.editSheet(text(body, 'as', 40), text(body, 'character', 40), text(body, 'name', 200), text(body, 'value')),
  }),
  '/api/sheet/resolve': (session, body) => {
    const row = body.row === null || body.row === undefined ? null : text(body, 'row', 200);
    return { ok: true, text: session.resolveButton(text(body, 'as', 40), text(body, 'character', 40), text(body, 'text'), row) };
  },
};

/** Answers one API request; `undefined` when no route matches. */
export function handleApi(session: Session, method: string, path: string, query: URLSearchParams, body: Body): ApiResult | undefined {
  const handler = method === 'GET' ? GET[path] : method === 'POST' ? POST[path] : undefined;
  if (!handler) return undefined;
  try {
    return { status: 200, body: handler(session, body, query) };
  } catch (error) {
    if (error instanceof Refusal || error instanceof SheetError) return { status: 200, body: { ok: false, error: error.message } };
    if (error instanceof BadRequest) return { status: 400, body: { ok: false, error: error.message } };
    // a fault of the table or the double (the script's own crashes are caught by the double and shown in the console)
    return { status: 500, body: { ok: false, error: `The table failed: ${(error as Error).message}` } };
  }
}
