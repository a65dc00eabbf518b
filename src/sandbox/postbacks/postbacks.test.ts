import { describe, expect, it } from 'vitest';
import { call, secretAuth, useSandbox } from '../test-support';

const sandbox = useSandbox();

const createEndpoint = (json: unknown, merchant: 'demo' | 'strict' = 'demo') =>
  call(sandbox.current, 'POST', '/sandbox/postbacks/endpoints', { auth: secretAuth(merchant), json });

describe('webhook endpoints', () => {
  // Regression: `secret: null` (optional fields may be null) used to be refused.
  it('treats secret null as no secret', async () => {
    const created = await createEndpoint({ url: 'https://shop.example/hooks', events: ['charge.pending'], secret: null });
    expect(created.status).toBe(201);
    const read = await call(sandbox.current, 'GET', `/v1/postbacks/endpoints/${created.body.data.id}`, { auth: secretAuth() });
    expect(read.body.data.has_secret).toBe(false);
  });

  it('creates one through the sandbox control and reads it back without the secret', async () => {
    const created = await createEndpoint({ url: 'https://shop.example/hooks', events: ['charge.pending', 'charge.captured'], secret: 'whsec_123' });
    expect(created.status).toBe(201);
    const read = await call(sandbox.current, 'GET', `/v1/postbacks/endpoints/${created.body.data.id}`, { auth: secretAuth() });
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
    expect(read.text).not.toContain('whsec_123');
    expect(created.text).not.toContain('whsec_123');
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
  ])('refuses a bad %s', async (field, json) => {
    const result = await createEndpoint(json);
    expect(result.status).toBe(422);
    expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    expect(sandbox.current.state.postbackEndpoints.size).toBe(0);
  });
});
