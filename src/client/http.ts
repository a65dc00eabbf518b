import { checkTimeoutMs, raceAbort, sleep } from './abort';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../interface/idempotency';
import { ApiPromise, type ApiResponse } from './api-promise';
import type { Credentials } from './credentials';
import { ConfigurationError, NetworkError, PayClientError, TimeoutError, type RequestTarget } from './errors';
import type { Hooks, WriteOptions } from './options';
import { parseRateLimit, type RateLimitInfo } from './rate-limit';
import { retryDelayMs, type RetryPolicy } from './retry';
import { interpretReply, type Unwrap } from './reply';
import { withQuery, type QueryParams } from './url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation, as a resource module describes it. */
export interface CallSpec {
  method: HttpMethod;
  /** Already encoded, starting with `/v1` or `/sandbox` (see `route`). */
  path: string;
  query?: QueryParams;
  /** JSON body; `undefined` sends no body (and no Content-Type). */
  body?: unknown;
  /** Which key signs the call: the secret one, or the public one (fraud session). */
  auth: 'secret' | 'public';
  unwrap: Unwrap;
  options?: WriteOptions;
}

/** An operation as a resource describes it; the key that signs it is chosen once for the resource (`signedWith`). */
export type OperationSpec = Omit<CallSpec, 'auth'>;

/** What a resource module calls: `HttpCore.call` with the signing key already chosen. */
export interface SignedHttp {
  call<T>(describe: () => OperationSpec): ApiPromise<T>;
}

/** Binds the signing key once: every operation of a resource built on the result is signed with `auth`. */
export function signedWith(http: HttpCore, auth: CallSpec['auth']): SignedHttp {
  return { call: <T>(describe: () => OperationSpec) => http.call<T>(() => ({ ...describe(), auth })) };
}

export interface HttpConfig {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number | false;
  retry: RetryPolicy;
  hooks: Required<Hooks>;
  credentials: Credentials;
}

export interface HttpCore {
  /**
   * Runs one operation. `describe` builds the spec inside the call, so a bad argument (an empty id)
   * rejects the returned promise like any other failure instead of throwing synchronously.
   */
  call<T>(describe: () => CallSpec): ApiPromise<T>;
  /** Rate-limit headers of the most recent reply that carried any. */
  readonly lastRateLimit: RateLimitInfo | undefined;
}

interface Reply {
  response: Response;
  text: string;
}

export function createHttpCore(config: HttpConfig): HttpCore {
  let lastRateLimit: RateLimitInfo | undefined;

  async function send<T>(describe: () => CallSpec): Promise<ApiResponse<T>> {
    const spec = describe();
    checkIdempotencyKey(spec.options?.idempotencyKey);
    checkPublicKey(spec, config.credentials);
    const timeoutMs = spec.options?.timeoutMs === undefined ? config.timeoutMs : checkTimeoutMs(spec.options.timeoutMs);
    const pathAndQuery = withQuery(spec.path, spec.query);
    const target: RequestTarget = { method: spec.method, path: pathAndQuery };
    // The caller's signal, joined once for the whole call: its attempts and retry waits listen to this one, not to the
    // caller's, so one signal shared by many concurrent calls raises no listener-leak warning.
    const signal = joined(spec.options?.signal);
    // A lost reply may hide a write that happened, so only reads and keyed writes are repeated.
    const retryable = spec.method === 'GET' || spec.options?.idempotencyKey !== undefined;

    for (let retryCount = 1; ; retryCount++) {
      try {
        const reply = await attempt(config, spec, `${config.baseUrl}${pathAndQuery}`, target, timeoutMs, signal);
        const rateLimit = parseRateLimit(reply.response.headers);
        if (rateLimit !== undefined) lastRateLimit = rateLimit;
        return interpretReply<T>(reply.response, reply.text, rateLimit, spec.unwrap, target);
      } catch (error) {
        const delay = retryable ? retryDelayMs(error, retryCount, config.retry) : undefined;
        if (delay === undefined) throw error;
        await sleep(delay, signal);
      }
    }
  }

  return {
    call: <T>(describe: () => CallSpec) => new ApiPromise<T>(send<T>(describe)),
    get lastRateLimit() {
      return lastRateLimit;
    },
  };
}

/** A call signed with the public key needs one, checked before anything is sent. */
function checkPublicKey(spec: CallSpec, credentials: Credentials): void {
  if (spec.auth === 'public' && credentials.public === undefined) {
    throw new ConfigurationError(
      'MISSING_PUBLIC_KEY',
      `${spec.method} ${spec.path} is signed with the public key: pass \`publicKey\` (pk_…) to createClient.`,
    );
  }
}

/** One request and its whole reply, hooks included, within the attempt's timeout and the caller's signal. */
async function attempt(
  config: HttpConfig,
  spec: CallSpec,
  url: string,
  target: RequestTarget,
  timeoutMs: number | false,
  callerSignal: AbortSignal | undefined,
): Promise<Reply> {
  callerSignal?.throwIfAborted();
  // Called detached: a browser's fetch throws "Illegal invocation" when called as a method of another object.
  const doFetch = config.fetch;

  const timeout = new AbortController();
  const timer =
    timeoutMs === false ? undefined : setTimeout(() => timeout.abort(new TimeoutError(target, timeoutMs)), timeoutMs);
  // The attempt ends at its timeout or at the caller's abort.
  const { signal, release } = eitherSignal(timeout, callerSignal);

  try {
    let request = buildRequest(spec, url, signal, config.credentials);
    // Hooks run inside the attempt's budget too; a hook's own failure is thrown as it is.
    const inBudget = <T>(work: T | Promise<T>) =>
      raceAbort(Promise.resolve(work), signal).catch((error: unknown) => {
        throw signal.aborted ? signal.reason : error;
      });
    for (const hook of config.hooks.beforeRequest) request = (await inBudget(hook(request))) ?? request;

    let response = await transport(() => doFetch(request), signal, target);
    for (const hook of config.hooks.afterResponse)
      response = (await inBudget(hook(response.clone(), request))) ?? response;
    const text = await transport(() => response.text(), signal, target);
    return { response, text };
  } finally {
    clearTimeout(timer);
    release();
  }
}

function buildRequest(spec: CallSpec, url: string, signal: AbortSignal, credentials: Credentials): Request {
  const headers = new Headers({ Accept: 'application/json' });
  const authorization = spec.auth === 'secret' ? credentials.secret : credentials.public;
  if (authorization !== undefined) headers.set('Authorization', authorization);
  if (spec.options?.idempotencyKey !== undefined) headers.set(IDEMPOTENCY_HEADER, spec.options.idempotencyKey);
  const hasBody = spec.body !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');
  return new Request(url, {
    method: spec.method,
    headers,
    body: hasBody ? JSON.stringify(spec.body) : undefined,
    signal,
    // The service never redirects: a redirect would turn a charge into whatever the new address answers, and
    // re-send its body to another origin. It fails as a NetworkError instead.
    redirect: 'error',
  });
}

/** The service's own rule for the key, checked before anything is sent. */
function checkIdempotencyKey(key: unknown): void {
  if (key === undefined) return;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ConfigurationError(
      'INVALID_ARGUMENT',
      'idempotencyKey must be 1 to 255 visible ASCII characters, no spaces (a UUID is a good choice).',
    );
  }
}

/**
 * Runs one network step under the attempt's signal and names its failure: the timeout, the caller's
 * own abort (rethrown as given), or a NetworkError for anything the transport threw.
 */
async function transport<T>(step: () => Promise<T>, signal: AbortSignal, target: RequestTarget): Promise<T> {
  try {
    return await raceAbort(step(), signal);
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (error instanceof PayClientError) throw error;
    throw new NetworkError(target, error);
  }
}

/** A signal that aborts with `own`, or with `caller` (and its reason); `release` drops what was attached to `caller`. */
function eitherSignal(
  own: AbortController,
  caller: AbortSignal | undefined,
): { signal: AbortSignal; release: () => void } {
  if (!caller) return { signal: own.signal, release: () => {} };
  if (typeof AbortSignal.any === 'function')
    return { signal: AbortSignal.any([own.signal, caller]), release: () => {} };
  const forward = () => own.abort(caller.reason);
  caller.addEventListener('abort', forward, { once: true });
  return { signal: own.signal, release: () => caller.removeEventListener('abort', forward) };
}

/** `caller` as a signal of this call's own (AbortSignal.any adds no listener to it), or itself where that is missing. */
const joined = (caller: AbortSignal | undefined) =>
  caller && typeof AbortSignal.any === 'function' ? AbortSignal.any([caller]) : caller;
