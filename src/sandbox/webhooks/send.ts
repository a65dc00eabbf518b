/**
 * One HTTP attempt: POST the body, wait for the status line up to the timeout, never throw. A new connection per
 * attempt (no keep-alive pool), so nothing lingers after the sandbox closes or holds a receiver's server open.
 */
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';

export interface SendResult {
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

/** Plain words for the network errors a receiver most often causes. */
const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found (temporary)',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EPIPE: 'connection closed while sending',
};

class AttemptTimeout extends Error {
  readonly code = 'ATTEMPT_TIMEOUT';
}

class SandboxClosed extends Error {
  readonly code = 'SANDBOX_CLOSED';
}

function explain(error: unknown, timeoutMs: number): string {
  if (error instanceof AttemptTimeout) return `timeout: no status within ${timeoutMs} ms`;
  if (error instanceof SandboxClosed) return 'the sandbox closed during the attempt';
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && NETWORK_ERRORS[code]) return `${NETWORK_ERRORS[code]} (${code})`;
  if (code) return `${(error as Error).message} (${code})`;
  return error instanceof Error ? error.message : String(error);
}

export function postOnce(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  closed: AbortSignal,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: Omit<SendResult, 'duration_ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, duration_ms: elapsed() });
    };
    const fail = (error: unknown) => settle({ status_code: null, error: explain(error, timeoutMs) });

    let target: URL;
    try {
      target = new URL(url);
    } catch (error) {
      fail(error);
      return;
    }
    const transport = target.protocol === 'https:' ? https : http;
    const request = transport.request(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'pay-checkout-sandbox-webhooks' },
      agent: false,
    });
    // The deadline covers connecting, sending and the status line; a body still streaming past it is cut too.
    const deadline = setTimeout(() => request.destroy(new AttemptTimeout()), timeoutMs);
    deadline.unref();
    const onClosed = () => request.destroy(new SandboxClosed());
    if (closed.aborted) onClosed();
    else closed.addEventListener('abort', onClosed, { once: true });

    request.on('response', (response) => {
      settle({ status_code: response.statusCode ?? null, error: null });
      // Read and drop the answer so the socket closes normally.
      response.resume();
      response.on('error', () => undefined);
    });
    request.on('error', fail);
    request.on('close', () => {
      clearTimeout(deadline);
      closed.removeEventListener('abort', onClosed);
      fail(new Error('connection closed before a status'));
    });
    request.end(body);
  });
}
