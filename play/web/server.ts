// The browser table's HTTP server: Node's http module, bound to 127.0.0.1 only. It serves the page and its assets,
// answers the JSON API, and pushes a Server-Sent Event whenever the game changed, so every open page (the GM's and
// each player's) fetches its own view again.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './api';
import { loadAssets } from './assets';
import type { WebCampaignOptions } from './campaign';
import { Session } from './session';

export const HOST = '127.0.0.1';
/** Request bodies are small JSON; anything bigger is refused. */
const MAX_BODY = 1_000_000;

export interface ServerOptions extends WebCampaignOptions {
  /** 0 picks a free port. */
  readonly port?: number;
}

export interface RunningServer {
  readonly url: string;
  readonly session: Session;
  close(): Promise<void>;
}

const SECURITY_HEADERS = {
  // The scripts' chat HTML carries inline styles (as in Roll20), so styles may be inline; scripts may not.
  'Content-Security-Policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; script-src 'self'; connect-src 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const session = new Session(options);
  const assets = await loadAssets();
  const streams = new Set<ServerResponse>();
  let port = 0;

  const notify = () => {
    const data = `data: ${JSON.stringify({ version: session.version })}\n\n`;
    for (const res of streams) res.write(data);
  };
  const unsubscribe = session.subscribe(notify);

  const events = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive' });
    res.write(`retry: 1000\ndata: ${JSON.stringify({ version: session.version })}\n\n`);
    streams.add(res);
    req.on('close', () => streams.delete(res));
  };

  const server = createServer((req, res) => {
    void (async () => {
      // A page served from elsewhere must not reach this one by a DNS name pointing here (DNS rebinding).
      const host = req.headers.host ?? '';
      if (host !== `${HOST}:${port}` && host !== `localhost:${port}`) {
        send(res, 421, 'text/plain; charset=utf-8', 'Wrong host');
        return;
      }
      const url = new URL(req.url ?? '/', `http://${host}`);
      const method = req.method ?? 'GET';
      if (method === 'GET' && url.pathname === '/api/events') {
        events(req, res);
        return;
      }
      const asset = method === 'GET' ? assets.get(url.pathname) : undefined;
      if (asset) {
        send(res, 200, asset.type, asset.body);
        return;
      }
      let body: Record<string, unknown> = {};
      if (method === 'POST') {
        // JSON only: a form on another site cannot send it without the browser asking first (CORS preflight).
        if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
          sendJson(res, 415, { ok: false, error: 'JSON only' });
          return;
        }
        try {
          const parsed: unknown = JSON.parse((await readBody(req)) || '{}');
          if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
          body = parsed as Record<string, unknown>;
        } catch (error) {
          sendJson(res, 400, { ok: false, error: `Bad request body: ${(error as Error).message}` });
          return;
        }
      }
      const result = handleApi(session, method, url.pathname, url.searchParams, body);
      if (result) sendJson(res, result.status, result.body);
      else send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    })().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { ok: false, error: (error as Error).message });
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => resolve());
  });
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://${HOST}:${port}/`,
    session,
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        session.close();
        for (const res of streams) res.end();
        streams.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
