import type { RateLimitInfo } from './rate-limit';

/** A successful reply: the unwrapped `data` plus everything else the service sent. */
export interface ApiResponse<T> {
  /** What the method resolves to: the envelope's `data` (for lists, `{ data, pagination }`). */
  data: T;
  status: number;
  headers: Headers;
  rateLimit: RateLimitInfo | undefined;
  /** `X-Request-Id`, when the service sent one. */
  requestId: string | undefined;
  /** The envelope's `message`. */
  message: string | undefined;
  /** The whole parsed body (the raw envelope). */
  body: unknown;
}

/**
 * What every method returns: awaiting it gives the unwrapped data; `.withResponse()` gives the same
 * call's `ApiResponse` (status, headers, rate limit, raw envelope). One request either way.
 *
 * The data promise is derived only when someone awaits it, so a caller that uses only
 * `.withResponse()` never leaves an unobserved rejected promise behind.
 */
export class ApiPromise<T> implements Promise<T> {
  readonly #response: Promise<ApiResponse<T>>;
  #data: Promise<T> | undefined;

  constructor(response: Promise<ApiResponse<T>>) {
    this.#response = response;
  }

  withResponse(): Promise<ApiResponse<T>> {
    return this.#response;
  }

  then<TResult1 = T, TResult2 = never>(
    onfulfilled?: ((value: T) => TResult1 | PromiseLike<TResult1>) | null,
    onrejected?: ((reason: unknown) => TResult2 | PromiseLike<TResult2>) | null,
  ): Promise<TResult1 | TResult2> {
    return this.#dataPromise().then(onfulfilled, onrejected);
  }

  catch<TResult = never>(
    onrejected?: ((reason: unknown) => TResult | PromiseLike<TResult>) | null,
  ): Promise<T | TResult> {
    return this.#dataPromise().catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#dataPromise().finally(onfinally);
  }

  get [Symbol.toStringTag](): string {
    return 'ApiPromise';
  }

  #dataPromise(): Promise<T> {
    this.#data ??= this.#response.then((response) => response.data);
    return this.#data;
  }
}
