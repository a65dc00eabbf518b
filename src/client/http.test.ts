import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ConfigurationError, NetworkError, TimeoutError } from './errors';
import { createClient } from './client';
import { errorReply, hangingStep, jsonReply, okReply, scriptedFetch } from './test-fake-fetch';

const BASE = 'http://service.test';
const endpoint = {
  id: 'we_1',
  url: 'https://merchant.test/hook',
  has_secret: true,
  events: ['charge.pending'],
  status: 'active',
};

function clientWith(...steps: Parameters<typeof scriptedFetch>) {
  const fake = scriptedFetch(...steps);
  const client = createClient({
    secretKey: 'sk_test_demo',
    publicKey: 'pk_test_demo',
    baseUrl: BASE,
    fetch: fake.fetch,
  });
  return { client, fake };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('sends the secret credentials, Accept, and the id as it is', async () => {
    const { client, fake } = clientWith(okReply(endpoint));
    await client.webhookEndpoints.retrieve('we_1');
    const [request] = fake.requests;
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`${BASE}/v1/postbacks/endpoints/we_1`);
    expect(request.headers.get('authorization')).toBe(`Basic ${btoa('pk_test_demo:sk_test_demo')}`);
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.has('content-type')).toBe(false);
  });

  it('signs the fraud session with the public key alone and sends JSON', async () => {
    const { client, fake } = clientWith(okReply({ session_id: 's_1', expires_at: '2025-01-01T00:30:00Z' }, {}, 201));
    const browserData = { type: 'Chrome', host_name: 'shop.test', cookies_accepted: true, user_agent: 'UA' } as const;
    await expect(client.fraudSessions.create(browserData)).resolves.toEqual({
      session_id: 's_1',
      expires_at: '2025-01-01T00:30:00Z',
    });
    const [request] = fake.requests;
    expect(request.headers.get('authorization')).toBe(`Basic ${btoa('pk_test_demo:')}`);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual(browserData);
  });

  it('rejects (does not throw) on an empty id, before any request', async () => {
    const { client, fake } = clientWith();
    const call = client.webhookEndpoints.retrieve('');
    await expect(call).rejects.toMatchObject({ name: 'ConfigurationError', code: 'INVALID_ARGUMENT' });
    expect(fake.requests).toHaveLength(0);
  });

  it.each(['', ' padded ', 'inner space', 'chave-ção', 'k'.repeat(256), 42])(
    'refuses the idempotency key %j before sending (the service rule)',
    async (idempotencyKey) => {
      const { client, fake } = clientWith();
      await expect(
        client.charges.create({} as never, { idempotencyKey: idempotencyKey as string }),
      ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
      expect(fake.requests).toHaveLength(0);
    },
  );

  it('needs a public key for the fraud session', async () => {
    const fake = scriptedFetch();
    const client = createClient({ secretKey: 'sk_test_demo', baseUrl: BASE, fetch: fake.fetch });
    await expect(
      client.fraudSessions.create({ type: 'Other', host_name: 'h', cookies_accepted: false, user_agent: 'u' }),
    ).rejects.toMatchObject({
      code: 'MISSING_PUBLIC_KEY',
    });
  });

  it.each([
    ['http://service.test/', 'http://service.test/v1/postbacks/endpoints/x'],
    ['http://service.test/v1/', 'http://service.test/v1/postbacks/endpoints/x'],
    ['http://service.test/pay', 'http://service.test/pay/v1/postbacks/endpoints/x'],
  ])('normalises baseUrl %s', async (baseUrl, expected) => {
    const fake = scriptedFetch(okReply(endpoint));
    await createClient({ secretKey: 'sk_x', baseUrl, fetch: fake.fetch }).webhookEndpoints.retrieve('x');
    expect(fake.requests[0].url).toBe(expected);
  });

  it.each(['not a url', 'ftp://service.test', 'http://service.test/?a=1'])('refuses baseUrl %s', (baseUrl) => {
    expect(() => createClient({ secretKey: 'sk_x', baseUrl })).toThrow(
      expect.objectContaining({ code: 'INVALID_BASE_URL' }),
    );
  });
});

describe('results', () => {
  it('resolves to data; withResponse() gives status, headers, rate limit and the raw envelope of the same request', async () => {
    const { client, fake } = clientWith(
      okReply(endpoint, {
        'X-RateLimit-Limit': '100',
        'X-RateLimit-Remaining': '99',
        'X-RateLimit-Reset': '1735689660',
        'X-Request-Id': 'req_1',
      }),
    );
    const call = client.webhookEndpoints.retrieve('we_1');
    const response = await call.withResponse();
    expect(await call).toEqual(endpoint);
    expect(fake.requests).toHaveLength(1);
    expect(response).toMatchObject({
      data: endpoint,
      status: 200,
      message: 'OK',
      requestId: 'req_1',
      rateLimit: { limit: 100, remaining: 99, reset: new Date(1735689660 * 1000) },
      body: { success: true, message: 'OK', data: endpoint },
    });
    expect(response.headers.get('x-ratelimit-limit')).toBe('100');
    expect(client.lastRateLimit).toEqual(response.rateLimit);
  });

  it('keeps lastRateLimit from error replies too', async () => {
    const { client } = clientWith(
      errorReply(
        404,
        'NOT_FOUND',
        'Endpoint not found.',
        {},
        { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '7', 'X-RateLimit-Reset': '1' },
      ),
    );
    await expect(client.webhookEndpoints.retrieve('x')).rejects.toBeInstanceOf(ApiError);
    expect(client.lastRateLimit?.remaining).toBe(7);
  });
});

describe('errors', () => {
  it('turns a failure envelope into an ApiError with code, message, details, rate limit and body', async () => {
    const body = {
      success: false,
      message: 'The request has invalid fields.',
      error: 'VALIDATION_ERROR',
      details: [{ field: 'amount', message: 'must be at least 1' }, { junk: true }],
    };
    const { client } = clientWith(jsonReply(422, body, { 'X-RateLimit-Remaining': '5', 'X-Request-Id': 'req_9' }));
    const error = await client.webhookEndpoints.retrieve('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'The request has invalid fields.',
      details: [{ field: 'amount', message: 'must be at least 1' }],
      rateLimit: { remaining: 5 },
      requestId: 'req_9',
      body,
      method: 'GET',
      path: '/v1/postbacks/endpoints/x',
    });
  });

  it('gives INVALID_RESPONSE for an HTML error page, keeping the text', async () => {
    const { client } = clientWith(
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(client.webhookEndpoints.retrieve('x')).rejects.toMatchObject({
      status: 502,
      code: 'INVALID_RESPONSE',
      body: '<html>Bad gateway</html>',
    });
  });

  it('gives INVALID_RESPONSE for JSON that is not the failure envelope', async () => {
    const { client } = clientWith(jsonReply(500, { oops: true }));
    await expect(client.webhookEndpoints.retrieve('x')).rejects.toMatchObject({
      status: 500,
      code: 'INVALID_RESPONSE',
      body: { oops: true },
    });
  });

  it('gives INVALID_RESPONSE for a 2xx without the envelope', async () => {
    const { client } = clientWith(new Response('OK', { status: 200 }));
    await expect(client.webhookEndpoints.retrieve('x')).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
    });
  });

  it('treats a 2xx that says success:false as the failure it describes', async () => {
    const { client } = clientWith(jsonReply(200, { success: false, message: 'No.', error: 'INVALID_STATE' }));
    await expect(client.webhookEndpoints.retrieve('x')).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_STATE',
      message: 'No.',
    });
  });

  it('wraps transport failures in NetworkError', async () => {
    const { client } = clientWith(new TypeError('fetch failed'));
    const error = await client.webhookEndpoints.retrieve('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', method: 'GET', path: '/v1/postbacks/endpoints/x' });
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('times out a hung request with TimeoutError', async () => {
    vi.useFakeTimers();
    const fake = scriptedFetch(hangingStep);
    const client = createClient({ secretKey: 'sk_x', baseUrl: BASE, fetch: fake.fetch, timeoutMs: 1_000 });
    const settled = client.webhookEndpoints.retrieve('x').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.requests[0].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'TIMEOUT', timeoutMs: 1_000 });
    expect(fake.requests[0].signal.aborted).toBe(true);
  });

  it('times out even when an injected fetch ignores the signal', async () => {
    vi.useFakeTimers();
    const fake = scriptedFetch(() => new Promise<Response>(() => undefined));
    const client = createClient({ secretKey: 'sk_x', baseUrl: BASE, fetch: fake.fetch });
    const settled = client.webhookEndpoints.retrieve('x', { timeoutMs: 50 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled).toBeInstanceOf(TimeoutError);
  });

  it('rejects with the caller signal reason when the caller aborts', async () => {
    const { client } = clientWith(hangingStep);
    const controller = new AbortController();
    const call = client.webhookEndpoints.retrieve('x', { signal: controller.signal });
    const reason = new Error('user left');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });

  it('does not send when the signal is already aborted', async () => {
    const { client, fake } = clientWith();
    await expect(client.webhookEndpoints.retrieve('x', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a bad timeoutMs at creation, also one longer than a timer holds (it would fire at once)', () => {
    for (const timeoutMs of [-1, 0, Number.NaN, Infinity, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
      expect(() => createClient({ secretKey: 'sk_x', baseUrl: BASE, timeoutMs }), String(timeoutMs)).toThrow(
        ConfigurationError,
      );
    }
  });

  it.each([0, -5, Number.NaN, 2 ** 31])('refuses a per-call timeoutMs of %s before sending', async (timeoutMs) => {
    const { client, fake } = clientWith(okReply(endpoint));
    await expect(client.webhookEndpoints.retrieve('x', { timeoutMs })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('never follows a redirect: a write cannot turn into what another address answers', async () => {
    const { client, fake } = clientWith(okReply(endpoint));
    await client.webhookEndpoints.retrieve('x');
    expect(fake.requests[0].redirect).toBe('error');
  });

  it('shares one caller signal among many concurrent calls without a listener-leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      // Each call fails once (503) and waits for its retry: attempts and waits both listen to the shared signal.
      const busy = Array.from({ length: 20 }, () => errorReply(503, 'UNAVAILABLE', 'Busy', {}, { 'Retry-After': '0' }));
      const fake = scriptedFetch(...busy, ...Array.from({ length: 20 }, () => okReply(endpoint)));
      const client = createClient({ secretKey: 'sk_x', baseUrl: BASE, fetch: fake.fetch, retry: 1 });
      const { signal } = new AbortController();
      await Promise.all(Array.from({ length: 20 }, () => client.webhookEndpoints.retrieve('x', { signal })));
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('trims keys read with a trailing newline', async () => {
    const fake = scriptedFetch(okReply(endpoint));
    const client = createClient({
      secretKey: 'sk_test_demo\n',
      publicKey: ' pk_test_demo ',
      baseUrl: BASE,
      fetch: fake.fetch,
    });
    await client.webhookEndpoints.retrieve('x');
    expect(fake.requests[0].headers.get('authorization')).toBe(`Basic ${btoa('pk_test_demo:sk_test_demo')}`);
  });
});

describe('hooks inside the attempt budget', () => {
  it('a slow beforeRequest hook times out with the attempt, and nothing is left unhandled', async () => {
    vi.useFakeTimers();
    const fake = scriptedFetch(okReply(endpoint));
    const client = createClient({
      secretKey: 'sk_x',
      baseUrl: BASE,
      fetch: fake.fetch,
      timeoutMs: 300,
      hooks: { beforeRequest: [() => new Promise<void>((resolve) => setTimeout(resolve, 1_000))] },
    });
    const settled = client.webhookEndpoints.retrieve('x').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(300);
    expect(await settled).toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(1_000); // the hook ends, and its abandoned request must not throw anywhere
    expect(fake.requests.length).toBeLessThanOrEqual(1);
  });

  it('a caller abort during a slow afterResponse hook rejects with its reason, nothing left unhandled', async () => {
    vi.useFakeTimers();
    const fake = scriptedFetch(okReply(endpoint));
    const controller = new AbortController();
    const client = createClient({
      secretKey: 'sk_x',
      baseUrl: BASE,
      fetch: fake.fetch,
      hooks: { afterResponse: [() => new Promise<void>((resolve) => setTimeout(resolve, 300))] },
    });
    const settled = client.webhookEndpoints
      .retrieve('x', { signal: controller.signal })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(100);
    const reason = new Error('client went away');
    controller.abort(reason);
    expect(await settled).toBe(reason);
    await vi.advanceTimersByTimeAsync(300);
  });
});

describe('hooks', () => {
  it('beforeRequest can edit headers; afterResponse sees each reply (a readable clone) and can replace it', async () => {
    const fake = scriptedFetch(errorReply(404, 'NOT_FOUND', 'Nope'));
    const seen: unknown[] = [];
    const client = createClient({
      secretKey: 'sk_x',
      baseUrl: BASE,
      fetch: fake.fetch,
      hooks: {
        beforeRequest: [(request) => void request.headers.set('X-Trace', 't-1')],
        afterResponse: [
          async (response, request) => {
            seen.push(request.headers.get('x-trace'), response.status, await response.json());
            return okReply(endpoint);
          },
        ],
      },
    });
    await expect(client.webhookEndpoints.retrieve('x')).resolves.toEqual(endpoint);
    expect(fake.requests[0].headers.get('x-trace')).toBe('t-1');
    expect(seen).toEqual(['t-1', 404, { success: false, message: 'Nope', error: 'NOT_FOUND' }]);
  });

  it('beforeRequest may return a new Request to send instead', async () => {
    const fake = scriptedFetch(okReply(endpoint));
    const client = createClient({
      secretKey: 'sk_x',
      baseUrl: BASE,
      fetch: fake.fetch,
      hooks: { beforeRequest: [(request) => new Request(`${request.url}?debug=1`, request)] },
    });
    await client.webhookEndpoints.retrieve('x');
    expect(fake.requests[0].url).toBe(`${BASE}/v1/postbacks/endpoints/x?debug=1`);
  });

  it('lets an error thrown by a hook through unchanged', async () => {
    const failure = new Error('hook failed');
    const client = createClient({
      secretKey: 'sk_x',
      baseUrl: BASE,
      fetch: scriptedFetch().fetch,
      hooks: {
        beforeRequest: [
          () => {
            throw failure;
          },
        ],
      },
    });
    await expect(client.webhookEndpoints.retrieve('x')).rejects.toBe(failure);
  });
});
