/**
 * One HTTP attempt: POST the body, read the whole reply within the deadline, never throw. A new connection per
 * attempt (no keep-alive pool), so nothing lingers after the sandbox closes or holds a receiver's server open.
 *
 * The attempt ends only when its socket is gone: the reply was read to its end, or the deadline (or the sandbox
 * closing) destroyed the request. So the dispatcher's attempt limit is also the limit on open sockets: a receiver
 * that sends its status line and then trickles its headers or body holds one attempt slot, never more sockets.
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
  EMFILE: 'the sandbox ran out of file descriptors',
};

class AttemptTimeout extends Error {
  readonly code = 'ATTEMPT_TIMEOUT';
}

class SandboxClosed extends Error {
  readonly code = 'SANDBOX_CLOSED';
}

function explain(error: unknown, timeoutMs: number, gotStatus: boolean): string {
  if (error instanceof AttemptTimeout) {
    return gotStatus
      ? `timeout: the reply did not end within ${timeoutMs} ms`
      : `timeout: no status within ${timeoutMs} ms`;
  }
  if (error instanceof SandboxClosed) return 'the sandbox closed during the attempt';
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && NETWORK_ERRORS[code]) return `${NETWORK_ERRORS[code]} (${code})`;
  if (code) return `${(error as Error).message} (${code})`;
  return error instanceof Error ? error.message : String(error);
}

/** The request of one attempt: a new connection each time (no keep-alive pool), the body's length declared. */
function openRequest(target: URL, headers: Record<string, string>, body: string): http.ClientRequest {
  const transport = target.protocol === 'https:' ? https : http;
  return transport.request(target, {
    method: 'POST',
    headers: {
      ...headers,
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'pay-checkout-sandbox-webhooks',
    },
    agent: false,
  });
}

/** What an attempt has learned so far. */
interface AttemptState {
  statusCode: number | null;
  /** The first thing that went wrong, if any. */
  failure: unknown;
  /** The whole reply arrived: what happens to the socket after that changes nothing. */
  replyEnded: boolean;
}

/** Notes the reply's status, then reads and drops the answer; the attempt ends when it has all arrived (or the deadline cut it). */
function readReply(response: http.IncomingMessage, attempt: AttemptState, noteFailure: (error: unknown) => void) {
  attempt.statusCode = response.statusCode ?? null;
  response.resume();
  response.on('end', () => {
    attempt.replyEnded = true;
  });
  response.on('error', noteFailure);
  response.on('aborted', () => noteFailure(new Error('connection closed before the reply ended')));
}

/**
 * Follows `request` to its end, noting its status and first failure in `attempt`; cuts it at the deadline or when
 * `cancel` aborts; calls `done` once, when its socket is gone.
 */
function followAttempt(
  request: http.ClientRequest,
  attempt: AttemptState,
  timeoutMs: number,
  cancel: AbortSignal | undefined,
  done: () => void,
) {
  const noteFailure = (error: unknown) => {
    if (!attempt.replyEnded) attempt.failure ??= error;
  };
  const cut = (reason: Error) => {
    noteFailure(reason);
    request.destroy(reason);
  };
  // The deadline covers the whole exchange: connecting, sending, the status line, the headers and the body.
  const deadline = setTimeout(() => cut(new AttemptTimeout()), timeoutMs);
  deadline.unref();
  const onCancel = () => cut(new SandboxClosed());
  if (cancel?.aborted) onCancel();
  else cancel?.addEventListener('abort', onCancel, { once: true });

  request.on('response', (response) => readReply(response, attempt, noteFailure));
  request.on('error', noteFailure);
  request.on('close', () => {
    clearTimeout(deadline);
    cancel?.removeEventListener('abort', onCancel);
    if (attempt.statusCode === null) noteFailure(new Error('connection closed before a status'));
    else if (!attempt.replyEnded) noteFailure(new Error('connection closed before the reply ended'));
    // Whatever happened, the socket is released here, never later.
    request.socket?.destroy();
    done();
  });
}

/**
 * Sends once. `cancel` (when given) is aborted by the sandbox closing: the request is destroyed at once. A 2xx
 * counts only with `error` null: a reply whose body was still arriving at the deadline is a timeout.
 */
export function postOnce(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  cancel?: AbortSignal,
): Promise<SendResult> {
  const started = performance.now();
  const resultOf = ({ statusCode, failure }: AttemptState): SendResult => ({
    status_code: statusCode,
    error: failure === null ? null : explain(failure, timeoutMs, statusCode !== null),
    duration_ms: Math.round(performance.now() - started),
  });
  return new Promise((resolve) => {
    const attempt: AttemptState = { statusCode: null, failure: null, replyEnded: false };
    let target: URL;
    try {
      target = new URL(url);
    } catch (error) {
      attempt.failure = error;
      resolve(resultOf(attempt));
      return;
    }
    const request = openRequest(target, headers, body);
    followAttempt(request, attempt, timeoutMs, cancel, () => resolve(resultOf(attempt)));
    request.end(body);
  });
}
