// Test doubles for the network: a scripted payment service and IP echo service behind one fake `fetch`.
import { afterEach, beforeEach, vi } from 'vitest';
import type { FraudSession } from './types';

export const THIRTY_MINUTES = 30 * 60_000;

/** The service's documented success envelope, for a session living 30 minutes from now. */
export function created(sessionId = 'fs_1', expiresAt = new Date(Date.now() + THIRTY_MINUTES)) {
  return {
    success: true,
    message: 'Fraud session created',
    data: { session_id: sessionId, expires_at: expiresAt.toISOString() },
  };
}

export function reply(status: number, body: unknown = {}, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A request that never answers; it rejects like fetch does when its signal aborts. */
export function hanging(init?: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

type Answer = Response | Error | ((init?: RequestInit) => Promise<Response>);

/**
 * A fake `fetch`: `/v1/fraud-sessions` answers from `answers` in turn (the last one repeats),
 * any other URL is the IP lookup and answers `ip`. Records the session requests.
 */
export function fakeService(answers: Answer[] = [], ip: Answer = reply(200, { ip: '203.0.113.7' })) {
  let served = 0;
  const sessionRequests: { url: string; init: RequestInit; body: Record<string, unknown> }[] = [];
  const answer = async (scripted: Answer, init?: RequestInit): Promise<Response> => {
    if (scripted instanceof Error) throw scripted;
    if (typeof scripted === 'function') return scripted(init);
    return scripted.clone();
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (!url.endsWith('/v1/fraud-sessions')) return answer(ip, init);
    sessionRequests.push({ url, init: init as RequestInit, body: JSON.parse(String(init?.body)) });
    const scripted = answers[Math.min(served++, answers.length - 1)] ?? reply(201, created(`fs_${served}`));
    return answer(scripted, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, mock: fetch, sessionRequests };
}

/**
 * The lifecycle the session tests share: fake timers from `now`; after each test every tracked session torn down,
 * and stubbed globals, sessionStorage, timers and spies back to normal. Returns `track`, to register a session.
 */
export function sessionTestLifecycle(now: number): <T extends FraudSession>(session: T) => T {
  const opened: FraudSession[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ now });
  });
  afterEach(() => {
    opened.splice(0).forEach((session) => session.teardown());
    vi.unstubAllGlobals();
    sessionStorage.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return (session) => {
    opened.push(session);
    return session;
  };
}
