/**
 * Drives every documented operation into the refusals every route of its kind makes — no key, the wrong kind of key,
 * an unknown id, a body that is not JSON, not sent as JSON or too large, the rate limit — so the response check of
 * the test setup (test-harness/test-setup.ts) compares each of those replies with the document, not only the ones the feature
 * tests happen to provoke.
 */
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../interface/limits';
import { CUSTOMER_SESSION_HEADER } from '../../interface/customer';
import { createSandboxApp } from '../app';
import { createSandboxState } from '../state';
import { basic, KEYS } from '../test-harness/test-support';
import { OPERATIONS } from '../routes';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SECRET = basic(KEYS.demo.sk);
const PUBLIC = basic(KEYS.demo.pk);

const keyed = OPERATIONS.filter((operation) => operation.auth !== 'none');
const urlOf = (path: string) => path.replace(/\{\w+\}/g, UNKNOWN_ID);

interface SendInit {
  auth?: string;
  contentType?: string;
  body?: string;
  headers?: Record<string, string>;
}

function sandbox() {
  const app = createSandboxApp(createSandboxState());
  const send = (method: string, path: string, init: SendInit = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.auth) headers.authorization = init.auth;
    if (init.contentType) headers['content-type'] = init.contentType;
    return app.request(urlOf(path), { method: method.toUpperCase(), headers, body: init.body });
  };
  /** A customer session's header, for the routes that answer only within one. */
  const sessionHeaders = async (): Promise<Record<string, string>> => {
    const json = { auth: SECRET, contentType: 'application/json' };
    const customer = await send('post', '/v1/customers', {
      ...json,
      body: JSON.stringify({ name: 'Ana Silva', email: 'ana@example.com' }),
    });
    const customerId = ((await customer.json()) as { data: { id: string } }).data.id;
    const session = await send('post', '/v1/customer-sessions', {
      ...json,
      body: JSON.stringify({ customer_id: customerId }),
    });
    return {
      [CUSTOMER_SESSION_HEADER]: ((await session.json()) as { data: { client_token: string } }).data.client_token,
    };
  };
  return { send, sessionHeaders };
}

/** Whether the route answers only within a customer session (its header required). */
const needsSession = (operation: (typeof OPERATIONS)[number]) =>
  operation.parameters?.some((parameter) => parameter.name === CUSTOMER_SESSION_HEADER && parameter.required) ?? false;

const rightKey = (auth: string) => (auth === 'public' ? PUBLIC : SECRET);
const wrongKey = (auth: string) => (auth === 'public' ? SECRET : PUBLIC);
/** A key of another kind than the route wants; none for the routes either key may call. */
const wrongKeys = (auth: string) => (auth === 'either' ? [] : [wrongKey(auth)]);

describe.each(keyed.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))(
  '%s',
  (_name, operation) => {
    it('refuses a missing key (401) and the wrong kind of key (403)', async () => {
      const { send } = sandbox();
      expect((await send(operation.method, operation.path)).status).toBe(401);
      for (const auth of wrongKeys(operation.auth))
        expect((await send(operation.method, operation.path, { auth })).status).toBe(403);
    });

    if (operation.body !== undefined)
      it('refuses a body that is not JSON (400), not sent as JSON (415) or over 1 MiB (413)', async () => {
        const { send } = sandbox();
        const auth = rightKey(operation.auth);
        expect(
          (await send(operation.method, operation.path, { auth, contentType: 'application/json', body: '{"a":' }))
            .status,
        ).toBe(400);
        expect(
          (await send(operation.method, operation.path, { auth, contentType: 'text/plain', body: '{}' })).status,
        ).toBe(415);
        const large = JSON.stringify({ padding: 'x'.repeat(MAX_BODY_BYTES) });
        expect(
          (await send(operation.method, operation.path, { auth, contentType: 'application/json', body: large })).status,
        ).toBe(413);
      });

    if (operation.path.includes('{'))
      it('answers 404 for an id this merchant does not have', async () => {
        const { send, sessionHeaders } = sandbox();
        const init: SendInit = operation.body ? { contentType: 'application/json', body: '{}' } : {};
        if (needsSession(operation)) init.headers = await sessionHeaders();
        expect((await send(operation.method, operation.path, { auth: rightKey(operation.auth), ...init })).status).toBe(
          404,
        );
      });

    if (operation.rateLimited)
      it('answers 429 with Retry-After past the limit', async () => {
        const { send } = sandbox();
        const limits = JSON.stringify({ transactions: 1, queries: 1, default: 1 });
        expect(
          (await send('put', '/sandbox/rate-limits', { auth: SECRET, contentType: 'application/json', body: limits }))
            .status,
        ).toBe(200);
        await send(operation.method, operation.path, { auth: rightKey(operation.auth) });
        const limited = await send(operation.method, operation.path, { auth: rightKey(operation.auth) });
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      });
  },
);
