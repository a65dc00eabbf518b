import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../../interface/limits';
import {
  browserData,
  call,
  chargeBody,
  createFraudSession,
  publicAuth,
  secretAuth,
  useSandbox,
} from '../test-harness/test-support';

const sandbox = useSandbox();

describe('JSON bodies', () => {
  it('answers 415 UNSUPPORTED_MEDIA_TYPE without Content-Type: application/json', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ];
    for (const headers of variants) {
      const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
        auth: publicAuth(),
        body: JSON.stringify(browserData()),
        headers,
      });
      expect(result.status).toBe(415);
      expect(result.body).toMatchObject({ success: false, error: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('accepts application/json with a charset parameter', async () => {
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: publicAuth(),
      body: JSON.stringify(browserData()),
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
    });
    expect(result.status).toBe(201);
  });

  it.each(['', '   ', '{', '{"type":', 'nope', "{'a':1}"])('answers 400 INVALID_JSON for %j', async (text) => {
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: publicAuth(),
      body: text,
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, error: 'INVALID_JSON' });
  });

  it('answers 400 INVALID_JSON for bytes that are not UTF-8', async () => {
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: publicAuth(),
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBe(400);
  });

  it('answers 413 PAYLOAD_TOO_LARGE above 1 MiB (declared length)', async () => {
    const big = JSON.stringify({ ...browserData(), user_agent: 'x'.repeat(MAX_BODY_BYTES) });
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: publicAuth(),
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 413 for a chunked body without a declared length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"user_agent":"'));
        if (sent > MAX_BODY_BYTES * 2) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${sandbox.current.url}/v1/fraud-sessions`, {
      method: 'POST',
      headers: { authorization: publicAuth(), 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 422 VALIDATION_ERROR with dotted field paths', async () => {
    const result = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: {
        amount: 0,
        customer: { email: 'nope' },
        items: [{ name: 'a', quantity: 0, unit_price: 1, tangible: true }],
        extra: 1,
      },
    });
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('VALIDATION_ERROR');
    const fields = result.body.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'amount',
        'product_type',
        'customer.email',
        'customer.name',
        'items.0.quantity',
        'payment_method',
        'extra',
      ]),
    );
    for (const detail of result.body.details) expect(typeof detail.message).toBe('string');
  });

  it('names the whole body as (root) when it is not an object', async () => {
    const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', { auth: publicAuth(), json: [1, 2] });
    expect(result.status).toBe(422);
    expect(result.body.details).toEqual([{ field: '(root)', message: expect.any(String) }]);
  });
});

describe('deeply nested bodies', () => {
  // The charge body as text, with additional_data nested so that the whole body is `depth` levels deep (the body's
  // own object is level 1, additional_data level 2). Built as text: the value itself would be too deep to stringify.
  const chargeTextNestedTo = (depth: number, fraudSessionId?: string) => {
    const base = JSON.stringify(chargeBody(fraudSessionId ? { fraud_session_id: fraudSessionId } : {}));
    const levels = depth - 1;
    return `${base.slice(0, -1)},"additional_data":${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}}`;
  };
  const postCharge = (text: string, headers: Record<string, string> = {}) =>
    call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      body: text,
      headers: { 'content-type': 'application/json', ...headers },
    });

  // Regression: a body nested thousands of levels deep used to be stored, then overflow the stack when the reply
  // was serialised (500 after the charge was created and its fraud session consumed, and every later list 500).
  it('refuses a body nested deeper than MAX_JSON_DEPTH with 422 naming the field, changing nothing', async () => {
    const sessionId = await createFraudSession(sandbox.current);
    for (const headers of [{}, { 'idempotency-key': 'deep-1' }] as Record<string, string>[]) {
      for (const depth of [MAX_JSON_DEPTH + 1, 20_000]) {
        const result = await postCharge(chargeTextNestedTo(depth, sessionId), headers);
        expect(result.status, `depth ${depth}`).toBe(422);
        expect(result.body).toMatchObject({
          success: false,
          error: 'VALIDATION_ERROR',
          details: [{ field: 'additional_data', message: expect.stringMatching(/nested/) }],
        });
      }
    }
    expect(sandbox.current.state.charges.size).toBe(0);
    expect(sandbox.current.state.fraudSessions.get(sessionId)?.consumed_by_charge_id).toBeNull();
    expect((await call(sandbox.current, 'GET', '/v1/charges', { auth: secretAuth() })).status).toBe(200);
    expect(sandbox.current.state.internalErrors).toBe(0);
  });

  it('accepts a body exactly MAX_JSON_DEPTH deep; arrays count as levels too', async () => {
    const created = await postCharge(chargeTextNestedTo(MAX_JSON_DEPTH));
    expect(created.status, created.text).toBe(201);
    const deepList = `{"legal_name":"Loja","cnaes":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;
    const result = await call(sandbox.current, 'POST', '/v1/submerchants', {
      auth: secretAuth(),
      body: deepList,
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBe(422);
    expect(result.body.details).toEqual([{ field: 'cnaes', message: expect.stringMatching(/nested/) }]);
    expect(sandbox.current.state.internalErrors).toBe(0);
  });
});

describe('routing', () => {
  it('answers unknown routes with a 404 NOT_FOUND envelope', async () => {
    for (const [path, auth] of [
      ['/v1/nothing', secretAuth()],
      ['/nothing', null],
      ['/sandbox/nothing', secretAuth()],
    ] as const) {
      const result = await call(sandbox.current, 'GET', path, { auth });
      expect(result.status, path).toBe(404);
      expect(result.body).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const result = await call(sandbox.current, 'DELETE', '/v1/charges', { auth: secretAuth() });
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toContain('POST');
    expect(result.headers.get('allow')).toContain('GET');
    expect(result.body).toMatchObject({ success: false, error: 'METHOD_NOT_ALLOWED' });
    const fraud = await call(sandbox.current, 'GET', '/v1/fraud-sessions', { auth: secretAuth() });
    expect(fraud.status).toBe(405);
  });

  // Regression: the public key used to get 403 "needs the secret key" here, though no method of the path wants it.
  it('answers a wrong method on /v1/fraud-sessions with 405 for the public key too', async () => {
    for (const method of ['GET', 'DELETE']) {
      const result = await call(sandbox.current, method, '/v1/fraud-sessions', { auth: publicAuth() });
      expect(result.status, method).toBe(405);
      expect(result.headers.get('allow')).toBe('POST');
      expect(result.body).toMatchObject({ success: false, error: 'METHOD_NOT_ALLOWED' });
    }
    const secretPost = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
      auth: secretAuth(),
      json: browserData(),
    });
    expect(secretPost.status).toBe(403);
  });

  it('sends Date from the sandbox clock on every response', async () => {
    sandbox.current.clock.advance(3 * 24 * 3600);
    const expected = sandbox.current.clock.now().getTime();
    for (const [method, path, auth] of [
      ['GET', '/v1/charges', secretAuth()],
      ['GET', '/v1/charges', null],
      ['GET', '/nothing', null],
      ['GET', '/sandbox/ip', null],
      ['OPTIONS', '/v1/charges', null],
    ] as const) {
      const result = await call(sandbox.current, method, path, {
        auth,
        headers:
          method === 'OPTIONS' ? { origin: 'https://shop.example', 'access-control-request-method': 'POST' } : {},
      });
      const date = Date.parse(result.headers.get('date') ?? '');
      expect(Math.abs(date - expected), `${method} ${path}`).toBeLessThan(5000);
    }
  });
});

describe('CORS', () => {
  it('answers preflights on /v1 for any origin with the allowed and exposed headers', async () => {
    const result = await call(sandbox.current, 'OPTIONS', '/v1/fraud-sessions', {
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(result.status).toBe(204);
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (result.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'idempotency-key']) expect(allowed).toContain(header);
    expect(result.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('exposes the rate-limit headers and Date on /v1 responses, errors included', async () => {
    for (const auth of [publicAuth(), null]) {
      const result = await call(sandbox.current, 'POST', '/v1/fraud-sessions', {
        auth,
        json: browserData(),
        headers: { origin: 'https://shop.example' },
      });
      expect(result.headers.get('access-control-allow-origin')).toBe('*');
      const exposed = (result.headers.get('access-control-expose-headers') ?? '').toLowerCase();
      for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'date']) {
        expect(exposed).toContain(header);
      }
    }
  });

  it('answers GET /sandbox/ip cross-origin with the caller address', async () => {
    const result = await call(sandbox.current, 'GET', '/sandbox/ip', { headers: { origin: 'https://shop.example' } });
    expect(result.status).toBe(200);
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
    expect(result.body).toEqual({ ip: '127.0.0.1' });
  });
});
