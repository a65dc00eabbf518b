/**
 * A journey's own pair of servers, in the test process, in front of the demo store and the sandbox. They see what
 * arrives from the browser in every engine — WebKit over classic WebDriver has no network events, and Firefox over
 * BiDi gives no request bodies — and they play the merchant back end's failures without browser-side routing:
 *
 * - `site` (http://localhost:<port>): forwards to the demo store. It records every POST (body parsed), adds a
 *   `report-uri` to the page's CSP so violations arrive here whatever the engine, and lets a test answer the
 *   checkout route itself (`onCheckout`), as the merchant's back end would, or put a route out of reach (`outOfReach`).
 * - `service` (http://127.0.0.1:<port>): `/v1/...` forwards to the sandbox and records; `/ip/hang` never answers;
 *   `/ip/blocked` drops the connection (what a blocker does).
 *
 * A new pair per journey also gives each journey fresh origins: nothing of one journey's storage reaches the next,
 * even in an engine whose session is reused.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string | string[]>;
}

/**
 * Answers a checkout POST: a reply of its own, `forward()` to the demo back end (then the real charge happens), or
 * `'drop'` to close the connection unanswered (a back end out of reach).
 */
export type CheckoutHandler = (
  request: Recorded,
  forward: () => Promise<Reply>,
) => Reply | 'drop' | Promise<Reply | 'drop'>;

export interface Rig {
  site: string;
  service: string;
  /** POSTs that reached the store (checkout routes, form posts), in order. */
  sitePosts: Recorded[];
  /** Requests that reached the service, in order. */
  serviceRequests: Recorded[];
  /** CSP violation reports, as the engine sent them (`csp-report` or Reporting API shape). */
  cspReports: unknown[];
  onCheckout(handler: CheckoutHandler | undefined): void;
  /** Serve these pages without `Cache-Control: no-store`, which keeps pages out of the back/forward cache. */
  cacheable(pathname: string): void;
  /**
   * From now on pages load a first script (same origin, so the strict CSP allows it) that lets the test move the page's
   * wall clock forward with `window.__rigShiftClock(ms)`: a tab that slept. WebDriver has no init scripts to do it.
   */
  shiftableClock(): void;
  /**
   * From now on pages load a first script that records every message the page receives — window `message` events and
   * every `MessagePort`'s — as JSON in `window.__rigMessages` (`{via, origin?, data}`), before any other script runs.
   */
  recordMessages(): void;
  /**
   * From now on every request to `pathname` on the site (whatever its query) has its connection closed unanswered, as
   * when the store is out of reach, until called with `undefined`. Each one is kept in `unanswered` (its path and query).
   */
  outOfReach(pathname: string | undefined): void;
  unanswered: string[];
  fraudSessionPosts(): Recorded[];
  close(): Promise<void>;
}

const CSP_REPORT_PATH = '/__csp-report';
const CLOCK_SCRIPT_PATH = '/__rig-clock.js';
// Date.now() and new Date() read a wall clock the test can move forward; timers are left alone.
const CLOCK_SCRIPT = `(() => {
  const RealDate = Date;
  let shiftMs = 0;
  class ShiftedDate extends RealDate {
    constructor(...args) { if (args.length) super(...args); else super(RealDate.now() + shiftMs); }
    static now() { return RealDate.now() + shiftMs; }
  }
  window.Date = ShiftedDate;
  window.__rigShiftClock = (ms) => { shiftMs += ms; };
})();`;
const MESSAGES_SCRIPT_PATH = '/__rig-messages.js';
const MESSAGES_SCRIPT = `(() => {
  const seen = (window.__rigMessages = []);
  const keep = (via, event) => {
    let data;
    try { data = JSON.stringify(event.data); } catch { data = String(event.data); }
    seen.push({ via, origin: event.origin, data });
  };
  addEventListener('message', (event) => keep('window', event), true);
  const port = MessagePort.prototype;
  const onmessage = Object.getOwnPropertyDescriptor(port, 'onmessage');
  Object.defineProperty(port, 'onmessage', {
    configurable: true,
    get() { return onmessage.get.call(this); },
    set(handler) { onmessage.set.call(this, handler && ((event) => { keep('port', event); return handler.call(this, event); })); },
  });
  const listen = port.addEventListener;
  port.addEventListener = function (type, listener, options) {
    const wrapped = type === 'message' && typeof listener === 'function' ? (event) => { keep('port', event); return listener.call(this, event); } : listener;
    return listen.call(this, type, wrapped, options);
  };
})();`;
const CHECKOUT_PATH = /^\/api\/checkout\//;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function parse(raw: Buffer, type: string | undefined): unknown {
  const text = raw.toString('utf8');
  if (!text) return undefined;
  if (type?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface Forwarded {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sends the request on to `target` as it came, addressed to the target's own host (the store answers no other name). */
function forward(target: URL, request: IncomingMessage, body: Buffer): Promise<Forwarded> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
      },
      (response) =>
        readBody(response).then(
          (data) => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: data }),
          reject,
        ),
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function send(response: ServerResponse, status: number, headers: IncomingHttpHeaders, body: Buffer | string): void {
  const clean = { ...headers };
  // Bodies are re-sent whole: their framing is recomputed.
  delete clean['transfer-encoding'];
  delete clean['content-length'];
  delete clean.connection;
  response.writeHead(status, clean as Record<string, string | string[]>);
  response.end(body);
}

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port));
  });
}

function trackSockets(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return sockets;
}

export async function startRig(targets: { site: string; sandbox: string }): Promise<Rig> {
  const siteTarget = new URL(targets.site);
  const sandboxTarget = new URL(targets.sandbox);
  const sitePosts: Recorded[] = [];
  const serviceRequests: Recorded[] = [];
  const cspReports: unknown[] = [];
  const cacheablePaths = new Set<string>();
  let checkoutHandler: CheckoutHandler | undefined;
  let injectClock = false;
  let injectMessages = false;
  let unreachablePath: string | undefined;
  const unanswered: string[] = [];

  const site = createServer(async (request, response) => {
    try {
      const raw = await readBody(request);
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      if (path === unreachablePath) {
        unanswered.push(request.url ?? path);
        return request.socket.destroy();
      }
      if (path === CLOCK_SCRIPT_PATH) return send(response, 200, { 'content-type': 'text/javascript' }, CLOCK_SCRIPT);
      if (path === MESSAGES_SCRIPT_PATH)
        return send(response, 200, { 'content-type': 'text/javascript' }, MESSAGES_SCRIPT);
      if (request.method === 'POST' && path === CSP_REPORT_PATH) {
        cspReports.push(parse(raw, request.headers['content-type']));
        return send(response, 204, {}, '');
      }
      const recorded: Recorded = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body: parse(raw, request.headers['content-type']),
      };
      if (request.method === 'POST') sitePosts.push(recorded);
      const passOn = async (): Promise<Forwarded> => forward(siteTarget, request, raw);
      if (request.method === 'POST' && CHECKOUT_PATH.test(path) && checkoutHandler) {
        const reply = await checkoutHandler(recorded, async () => {
          const forwarded = await passOn();
          // The store's cookies come along (its buyer cookie: the page reads its own charges and orders with it).
          const cookie = forwarded.headers['set-cookie'];
          return {
            status: forwarded.status,
            body: parse(forwarded.body, 'application/json'),
            ...(cookie ? { headers: { 'set-cookie': cookie } } : {}),
          };
        });
        if (reply === 'drop') return request.socket.destroy();
        return send(
          response,
          reply.status,
          { 'content-type': 'application/json', ...reply.headers },
          JSON.stringify(reply.body),
        );
      }
      const forwarded = await passOn();
      const headers = { ...forwarded.headers };
      const csp = headers['content-security-policy'];
      if (typeof csp === 'string') headers['content-security-policy'] = `${csp}; report-uri ${CSP_REPORT_PATH}`;
      if (cacheablePaths.has(path)) delete headers['cache-control'];
      const isPage = String(headers['content-type']).startsWith('text/html');
      const firstScripts = [injectClock && CLOCK_SCRIPT_PATH, injectMessages && MESSAGES_SCRIPT_PATH]
        .filter(Boolean)
        .map((src) => `<script src="${src}"></script>`)
        .join('');
      const body =
        firstScripts && isPage
          ? forwarded.body.toString('utf8').replace(/<head[^>]*>/i, (head) => `${head}${firstScripts}`)
          : forwarded.body;
      send(response, forwarded.status, headers, body);
    } catch (error) {
      send(response, 502, { 'content-type': 'text/plain' }, `rig: ${(error as Error).message}`);
    }
  });

  const service = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/ip/hang') return; // never answered; the socket is closed with the rig
    if (path === '/ip/blocked') return request.socket.destroy();
    try {
      const raw = await readBody(request);
      serviceRequests.push({
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body: parse(raw, request.headers['content-type']),
      });
      const forwarded = await forward(sandboxTarget, request, raw);
      send(response, forwarded.status, forwarded.headers, forwarded.body);
    } catch (error) {
      send(response, 502, { 'content-type': 'text/plain' }, `rig: ${(error as Error).message}`);
    }
  });

  const siteSockets = trackSockets(site);
  const serviceSockets = trackSockets(service);
  const sitePort = await listen(site, 'localhost');
  const servicePort = await listen(service, '127.0.0.1');

  return {
    site: `http://localhost:${sitePort}`,
    service: `http://127.0.0.1:${servicePort}`,
    sitePosts,
    serviceRequests,
    cspReports,
    onCheckout: (handler) => void (checkoutHandler = handler),
    cacheable: (pathname) => void cacheablePaths.add(pathname),
    shiftableClock: () => void (injectClock = true),
    recordMessages: () => void (injectMessages = true),
    outOfReach: (pathname) => void (unreachablePath = pathname),
    unanswered,
    fraudSessionPosts: () =>
      serviceRequests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/fraud-sessions')),
    async close() {
      for (const socket of [...siteSockets, ...serviceSockets]) socket.destroy();
      await Promise.all([new Promise((done) => site.close(done)), new Promise((done) => service.close(done))]);
    },
  };
}
