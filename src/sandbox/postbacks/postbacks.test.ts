import { describe, expect, it } from 'vitest';
import { call, secretAuth, useSandbox } from '../test-harness/test-support';

const sandbox = useSandbox();

const createEndpoint = (json: unknown, merchant: 'demo' | 'strict' = 'demo') =>
  call(sandbox.current, 'POST', '/sandbox/postbacks/endpoints', { auth: secretAuth(merchant), json });

describe('webhook endpoints', () => {
  // Regression: `secret: null` (optional fields may be null) used to be refused.
  it('treats secret null as no secret', async () => {
    const created = await createEndpoint({
      url: 'https://shop.example/hooks',
      events: ['charge.pending'],
      secret: null,
    });
    expect(created.status).toBe(201);
    const read = await call(sandbox.current, 'GET', `/v1/postbacks/endpoints/${created.body.data.id}`, {
      auth: secretAuth(),
    });
    expect(read.body.data.has_secret).toBe(false);
  });

  it('creates one through the sandbox control, shows the secret in that reply only, and reads it back without it', async () => {
    const secret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
    const created = await createEndpoint({
      url: 'https://shop.example/hooks',
      events: ['charge.pending', 'charge.captured'],
      secret,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ has_secret: true, secret });
    const read = await call(sandbox.current, 'GET', `/v1/postbacks/endpoints/${created.body.data.id}`, {
      auth: secretAuth(),
    });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      success: true,
      message: expect.any(String),
      data: {
        id: created.body.data.id,
        url: 'https://shop.example/hooks',
        has_secret: true,
        events: ['charge.pending', 'charge.captured'],
        status: 'active',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect(read.text).not.toContain('whsec_');
  });

  it('makes a secret with secret: true: whsec_ and the base64 of 32 random bytes, different each time', async () => {
    const first = await createEndpoint({ url: 'https://shop.example/hooks', events: ['charge.pending'], secret: true });
    const second = await createEndpoint({
      url: 'https://shop.example/hooks',
      events: ['charge.pending'],
      secret: true,
    });
    expect(first.status).toBe(201);
    expect(first.body.data.has_secret).toBe(true);
    expect(first.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(first.body.data.secret.slice(6), 'base64')).toHaveLength(32);
    expect(second.body.data.secret).not.toBe(first.body.data.secret);
    const read = await call(sandbox.current, 'GET', `/v1/postbacks/endpoints/${first.body.data.id}`, {
      auth: secretAuth(),
    });
    expect(read.body.data).not.toHaveProperty('secret');
  });

  it.each([24, 64])('accepts a secret of %i bytes', async (bytes) => {
    const secret = `whsec_${Buffer.alloc(bytes, 1).toString('base64')}`;
    expect(
      (await createEndpoint({ url: 'https://shop.example/hooks', events: ['charge.pending'], secret })).status,
    ).toBe(201);
  });

  it('reports has_secret false without a secret', async () => {
    const created = await createEndpoint({ url: 'http://localhost:3000/hooks', events: ['charge.failed'] });
    expect(created.body.data.has_secret).toBe(false);
  });

  it("answers 404 for another merchant's endpoint and unknown ids", async () => {
    const created = await createEndpoint({ url: 'https://shop.example/hooks', events: ['charge.pending'] }, 'strict');
    for (const id of [created.body.data.id, crypto.randomUUID(), 'nope']) {
      const read = await call(sandbox.current, 'GET', `/v1/postbacks/endpoints/${id}`, { auth: secretAuth() });
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
  });

  it.each([
    ['url', { url: 'ftp://shop.example', events: ['charge.pending'] }],
    ['url', { url: 'not a url', events: ['charge.pending'] }],
    ['events', { url: 'https://shop.example', events: [] }],
    ['events.0', { url: 'https://shop.example', events: ['charge'] }],
    ['events', { url: 'https://shop.example', events: ['charge.pending', 'charge.pending'] }],
    ['secret', { url: 'https://shop.example', events: ['charge.pending'], secret: '' }],
    ['secret', { url: 'https://shop.example', events: ['charge.pending'], secret: 'whsec_123' }],
    ['secret', { url: 'https://shop.example', events: ['charge.pending'], secret: false }],
    [
      'secret',
      { url: 'https://shop.example', events: ['charge.pending'], secret: Buffer.alloc(32, 1).toString('base64') },
    ],
    [
      'secret',
      {
        url: 'https://shop.example',
        events: ['charge.pending'],
        secret: `whsec_${Buffer.alloc(23, 1).toString('base64')}`,
      },
    ],
    [
      'secret',
      {
        url: 'https://shop.example',
        events: ['charge.pending'],
        secret: `whsec_${Buffer.alloc(65, 1).toString('base64')}`,
      },
    ],
    [
      'secret',
      {
        url: 'https://shop.example',
        events: ['charge.pending'],
        secret: `whsec_${Buffer.alloc(32, 1).toString('base64url')}`,
      },
    ],
  ])('refuses a bad %s', async (field, json) => {
    const result = await createEndpoint(json);
    expect(result.status).toBe(422);
    expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    expect(sandbox.current.state.postbackEndpoints.size).toBe(0);
  });
});
