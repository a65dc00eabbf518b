import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayFormError } from './errors';
import { newIdempotencyKey, postJson } from './post-json';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function answer(status: number, text: string): Response {
  return { status, ok: status >= 200 && status < 300, headers: new Headers(), text: async () => text } as Response;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('postJson', () => {
  it('POSTs JSON with the idempotency key and reads a JSON reply', async () => {
    const fetchMock = vi.fn(async () => answer(201, '{"success":true}'));
    vi.stubGlobal('fetch', fetchMock);

    const reply = await postJson('/api/checkout', { a: 1 }, { 'Idempotency-Key': 'key-1' }, 1000);

    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/checkout');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': 'key-1',
    });
  });

  it('reads an empty 2xx as {} and anything unparsable as undefined', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(204, '')),
    );
    expect((await postJson('/x', {}, {}, 1000)).body).toEqual({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(502, '<html>Bad gateway</html>')),
    );
    expect(await postJson('/x', {}, {}, 1000)).toMatchObject({ status: 502, body: undefined });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(postJson('/x', {}, {}, 1000)).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('aborts after the timeout and reports TIMEOUT', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            signal = init.signal ?? undefined;
            signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = postJson('/x', {}, {}, 5000);
    const settled = expect(pending).rejects.toBeInstanceOf(PayFormError);
    await vi.advanceTimersByTimeAsync(4999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    await expect(pending).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('newIdempotencyKey', () => {
  it('gives a fresh v4 UUID each time, also where randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    // An own property shadows the prototype's method, as in a non-secure context.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    try {
      expect(newIdempotencyKey()).toMatch(UUID);
      expect(getRandomValues).toHaveBeenCalled();
    } finally {
      getRandomValues.mockRestore();
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
