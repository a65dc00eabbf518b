import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_DEPTH } from '../../interface/limits';
import { createSandboxApp } from '../app';
import type { ObservedResponse } from '../response-observer';
import { createSandboxState } from '../state';
import { bodyShapeProblems } from './body';
import { apiOf, createPj } from '../test-harness/test-api';
import { addressPayload } from '../submerchants/test-payloads';
import { chargeBody, call, secretAuth, slowRequest, useSandbox } from '../test-harness/test-support';

const sandbox = useSandbox();
const api = apiOf(() => sandbox.current);
const fieldsOf = (body: { details?: { field: string }[] }) => (body.details ?? []).map((detail) => detail.field);

afterEach(() => vi.restoreAllMocks());

/**
 * The sandbox's app on a free port, as `startSandbox` serves it, with the reply to the first `method path` request
 * observed (the app's own observer option): the moment the app has finished that request, whether or not anyone reads
 * the reply.
 */
async function servedApp(method: string, path: string) {
  const state = createSandboxState();
  let replied: (observed: ObservedResponse) => void = () => undefined;
  const reply = new Promise<ObservedResponse>((resolve) => (replied = resolve));
  const app = createSandboxApp(state, {
    observeResponse: (observed) => {
      if (observed.method === method && new URL(observed.url).pathname === path) replied(observed);
    },
  });
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, state, reply, close };
}

describe('a client that disconnects mid-upload', () => {
  it('is no internal error and logs nothing; the sandbox keeps answering', async () => {
    const logged = vi.spyOn(console, 'error');
    const served = await servedApp('POST', '/v1/charges');
    try {
      const upload = await slowRequest(served, 'POST', '/v1/charges', secretAuth(), chargeBody());
      upload.abort();
      // The app has finished the broken request: answered as a broken body, though nobody reads it.
      const reply = await served.reply;
      expect(reply.status).toBe(400);
      expect(JSON.parse(reply.text)).toMatchObject({ success: false, error: 'INVALID_JSON' });
      expect(served.state.internalErrors).toBe(0);
      expect(logged).not.toHaveBeenCalled();
      expect(served.state.charges.size).toBe(0);
      expect((await call(served, 'GET', '/v1/charges', { auth: secretAuth() })).status).toBe(200);
    } finally {
      await served.close();
    }
  });
});

describe('the __proto__ rule: refused as a key anywhere in a body and as a query parameter', () => {
  const withProto = (inner: string) => `{${inner.replace('$P', '"__proto__": {"polluted": true}')}}`;
  const postRaw = (path: string, text: string) =>
    call(sandbox.current, 'POST', path, {
      auth: secretAuth(),
      body: text,
      headers: { 'content-type': 'application/json' },
    });
  const bodyText = (overrides: string) => JSON.stringify(chargeBody()).replace(/}$/, `,${overrides}}`);

  it.each([
    ['additional_data.__proto__', `"additional_data": {$P}`],
    ['additional_data.deep.__proto__', `"additional_data": {"deep": {$P}}`],
    ['__proto__', `$P`],
    ['customer.__proto__', null],
  ])('422 naming %s', async (field, overrides) => {
    const text =
      overrides === null
        ? JSON.stringify(chargeBody()).replace('"customer":{', '"customer":{"__proto__":{"x":1},')
        : bodyText(withProto(overrides).slice(1, -1));
    const result = await postRaw('/v1/charges', text);
    expect(result.status, result.text).toBe(422);
    expect(result.body.error).toBe('VALIDATION_ERROR');
    expect(fieldsOf(result.body)).toContain(field);
    expect(sandbox.current.state.charges.size).toBe(0);
  });

  it('refuses it on every body route, submerchant ones included', async () => {
    const submerchant = await createPj(api);
    const text = JSON.stringify(addressPayload()).replace(/^{/, '{"__proto__":{},');
    const result = await postRaw(`/v1/submerchants/${submerchant.id}/addresses`, text);
    expect(result.status).toBe(422);
    expect(fieldsOf(result.body)).toEqual(['__proto__']);
  });

  it('keeps constructor and prototype as ordinary keys', async () => {
    const additional = { constructor: 'Bob', prototype: { x: 1 }, nested: { constructor: 2 } };
    const result = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({ additional_data: additional }),
    });
    expect(result.status, result.text).toBe(201);
    expect(result.body.data.additional_data).toEqual(additional);
  });

  it.each(['/v1/charges', '/v1/submerchants'])(
    'answers 422 for ?__proto__=1 on %s, like any unknown parameter',
    async (path) => {
      const result = await call(sandbox.current, 'GET', `${path}?__proto__=1`, { auth: secretAuth() });
      expect(result.status).toBe(422);
      expect(fieldsOf(result.body)).toEqual(['__proto__']);
    },
  );

  it('answers 422 for ?__proto__=1 on the unpaged lists', async () => {
    const submerchant = await createPj(api);
    const result = await call(sandbox.current, 'GET', `/v1/submerchants/${submerchant.id}/addresses?__proto__=1`, {
      auth: secretAuth(),
    });
    expect(result.status).toBe(422);
    expect(fieldsOf(result.body)).toEqual(['__proto__']);
  });

  it('bodyShapeProblems names each reserved key and still finds the too-deep field', () => {
    const parsed = JSON.parse('{"a":{"__proto__":1},"b":[{"__proto__":2}]}');
    expect(
      bodyShapeProblems(parsed)
        .map((problem) => problem.field)
        .sort(),
    ).toEqual(['a.__proto__', 'b.0.__proto__']);
    let deep: unknown = 1;
    for (let level = 0; level <= MAX_JSON_DEPTH; level += 1) deep = [deep];
    expect(bodyShapeProblems({ field: deep })).toEqual([{ field: 'field', message: expect.stringMatching(/nested/) }]);
  });
});
