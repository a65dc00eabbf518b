/**
 * A scripted `fetch` for unit tests: each call takes the next step of the script and records the
 * request it was given, so tests can assert on exactly what went over the wire.
 */
export type FakeStep = Response | Error | ((request: Request) => Response | Promise<Response>);

export interface FakeFetch {
  fetch: typeof fetch;
  /** Every request received, in order. */
  requests: Request[];
  /** Steps not used yet. */
  remaining(): number;
}

export function scriptedFetch(...steps: FakeStep[]): FakeFetch {
  const queue = [...steps];
  const requests: Request[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const step = queue.shift();
    if (step === undefined) throw new Error(`unscripted request: ${request.method} ${request.url}`);
    if (step instanceof Error) throw step;
    return typeof step === 'function' ? step(request) : step;
  };
  return { fetch: fake as typeof fetch, requests, remaining: () => queue.length };
}

/** A JSON reply. */
export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A success envelope around `data`. */
export function okReply(data: unknown, headers: Record<string, string> = {}, status = 200): Response {
  return jsonReply(status, { success: true, message: 'OK', data }, headers);
}

/** A failure envelope. */
export function errorReply(
  status: number,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return jsonReply(status, { success: false, message, error, ...extra }, headers);
}

/** A fetch that never answers but honours its signal, like a hung server. */
export const hangingStep = (request: Request): Promise<Response> =>
  new Promise((_, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
  });
