import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestToken } from './tokenize';

const CARD = { number: '4111111111111111', holder_name: 'Ana Souza', exp_month: 12, exp_year: 2034, cvv: '123' };
const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function answer(response: Response | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestToken', () => {
  it('posts the card to its own origin with the public key, refusing redirects, and keeps the public fields', async () => {
    const data = {
      id: 'tok_1',
      brand: 'visa',
      last4: '1111',
      exp_month: 12,
      exp_year: 2034,
      expires_at: 'x',
      created_at: 'y',
    };
    const fetch = answer(reply(201, { success: true, message: 'ok', data }));
    const outcome = await requestToken('https://api.example', 'pk_test_demo', CARD, 'visa');
    expect(outcome).toEqual({
      kind: 'token',
      token: { id: 'tok_1', brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2034 },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/v1/card-tokens');
    expect(init).toMatchObject({ method: 'POST', redirect: 'error', credentials: 'omit' });
    expect((init.headers as Record<string, string>).Authorization).toBe(`Basic ${btoa('pk_test_demo:')}`);
    expect(JSON.parse(init.body as string)).toEqual(CARD);
  });

  it('maps a 422 to the fields that show it, with the rule when the service gives one', async () => {
    answer(
      reply(422, {
        success: false,
        error: 'VALIDATION_ERROR',
        details: [
          { field: 'exp_year', message: 'x', rule: 'expired' },
          { field: 'cvv', message: 'y' },
        ],
      }),
    );
    expect(await requestToken('https://api.example', 'pk', CARD, 'visa')).toEqual({
      kind: 'refused',
      fields: { expiry: 'expired', cvv: 'invalid' },
    });
  });

  it.each([
    [
      'a 429',
      reply(429, { success: false }, { 'Retry-After': '7' }),
      { kind: 'failed', code: 'rate_limited', retryAfter: 7 },
    ],
    ['a 401', reply(401, { success: false }), { kind: 'failed', code: 'unauthorized' }],
    ['a 403', reply(403, { success: false }), { kind: 'failed', code: 'unauthorized' }],
    ['a 500', reply(500, { success: false }), { kind: 'failed', code: 'unavailable' }],
    [
      'a 422 naming no card field',
      reply(422, { success: false, details: [{ field: '__proto__' }] }),
      { kind: 'failed', code: 'unavailable' },
    ],
    ['a 201 that is not a token', reply(201, { success: true }), { kind: 'failed', code: 'unavailable' }],
    ['no connection', new TypeError('Failed to fetch'), { kind: 'failed', code: 'network' }],
  ])('reports %s as a failure code', async (_name, response, outcome) => {
    answer(response);
    expect(await requestToken('https://api.example', 'pk', CARD, 'visa')).toEqual(outcome);
  });

  it('gives up after its timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      ),
    );
    expect(await requestToken('https://api.example', 'pk', CARD, 'visa', { timeoutMs: 10 })).toEqual({
      kind: 'failed',
      code: 'timeout',
    });
  });

  describe('for a saved card', () => {
    const SAVED = { card_id: 'card_5f0c2a9e1b7d', cvv: '321' };
    const SESSION = 'cst_session-token';

    it('posts the card id and code with the customer session and the public key', async () => {
      const data = { id: 'tok_2', brand: 'amex', last4: '0005', exp_month: 3, exp_year: 2031 };
      const fetch = answer(reply(201, { success: true, message: 'ok', data }));
      expect(await requestToken('https://api.example', 'pk_test_demo', SAVED, 'amex', { session: SESSION })).toEqual({
        kind: 'token',
        token: data,
      });
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('https://api.example/v1/card-tokens');
      expect(init).toMatchObject({ method: 'POST', redirect: 'error', credentials: 'omit' });
      expect(init.headers).toMatchObject({
        Authorization: `Basic ${btoa('pk_test_demo:')}`,
        'X-Customer-Session': SESSION,
      });
      expect(JSON.parse(init.body as string)).toEqual(SAVED);
    });

    it.each([
      ['a 401 (expired, unknown or another merchant’s session)', reply(401, { success: false })],
      ['a 404 (a card of another customer)', reply(404, { success: false })],
    ])('reports %s as session_expired', async (_name, response) => {
      answer(response);
      expect(await requestToken('https://api.example', 'pk', SAVED, 'visa', { session: SESSION })).toEqual({
        kind: 'failed',
        code: 'session_expired',
      });
    });

    it('reports a 429 as rate_limited with its wait', async () => {
      answer(reply(429, { success: false }, { 'Retry-After': '120' }));
      expect(await requestToken('https://api.example', 'pk', SAVED, 'visa', { session: SESSION })).toEqual({
        kind: 'failed',
        code: 'rate_limited',
        retryAfter: 120,
      });
    });

    it('maps a refused code to the code field, and a refused card id to its expiry', async () => {
      answer(reply(422, { success: false, details: [{ field: 'cvv', message: 'must be 4 digits' }] }));
      expect(await requestToken('https://api.example', 'pk', SAVED, 'amex', { session: SESSION })).toEqual({
        kind: 'refused',
        fields: { cvv: 'invalid' },
      });
      answer(reply(422, { success: false, details: [{ field: 'card_id', message: 'the saved card has expired' }] }));
      expect(await requestToken('https://api.example', 'pk', SAVED, 'visa', { session: SESSION })).toEqual({
        kind: 'refused',
        fields: { expiry: 'expired' },
      });
    });

    it('never sends the session with a typed card', async () => {
      const fetch = answer(reply(500, { success: false }));
      await requestToken('https://api.example', 'pk', CARD, 'visa', { session: SESSION });
      const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(init.headers).not.toHaveProperty('X-Customer-Session');
    });
  });
});
