import { describe, expect, it } from 'vitest';
import { MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT } from '../../interface/webhook';
import { WEBHOOK_EVENT_TYPES } from '../../interface/webhook-event';
import { call, createCharge, secretAuth, useSandbox } from '../test-harness/test-support';

const sandbox = useSandbox();

const createEndpoint = (json: unknown, merchant: 'demo' | 'strict' = 'demo') =>
  call(sandbox.current, 'POST', '/sandbox/postbacks/endpoints', { auth: secretAuth(merchant), json });
const deleteEndpoint = (id: string, merchant: 'demo' | 'strict' = 'demo') =>
  call(sandbox.current, 'DELETE', `/sandbox/postbacks/endpoints/${id}`, { auth: secretAuth(merchant) });
const readEndpoint = (id: string) =>
  call(sandbox.current, 'GET', `/v1/postbacks/endpoints/${id}`, { auth: secretAuth() });

const endpoint = (url = 'https://shop.example/hooks') => ({ url, events: ['charge.pending'] });
const fields = (body: { details?: { field: string }[] }) => (body.details ?? []).map((detail) => detail.field);

describe('webhook endpoints per merchant', () => {
  it(`allows ${MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT}, refuses one more with 422 naming the limit, and takes one again after a delete`, async () => {
    const ids: string[] = [];
    for (let index = 0; index < MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT; index += 1) {
      const created = await createEndpoint(endpoint(`https://shop.example/hooks/${index}`));
      expect(created.status).toBe(201);
      ids.push(created.body.data.id);
    }
    const refused = await createEndpoint(endpoint());
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(refused.body.details).toEqual([
      { field: '(root)', message: expect.stringContaining(`${MAX_WEBHOOK_ENDPOINTS_PER_MERCHANT} webhook endpoints`) },
    ]);
    // Another merchant's count is its own.
    expect((await createEndpoint(endpoint(), 'strict')).status).toBe(201);
    expect((await deleteEndpoint(ids[0])).status).toBe(200);
    expect((await createEndpoint(endpoint())).status).toBe(201);
  });
});

describe('DELETE /sandbox/postbacks/endpoints/{id}', () => {
  it('deletes the endpoint: the reply shows it as it was, a read is then 404, and a second delete too', async () => {
    const created = await createEndpoint({ ...endpoint(), secret: true });
    const deleted = await deleteEndpoint(created.body.data.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({
      id: created.body.data.id,
      url: 'https://shop.example/hooks',
      has_secret: true,
    });
    expect(deleted.text).not.toContain('whsec_');
    expect((await readEndpoint(created.body.data.id)).status).toBe(404);
    expect((await deleteEndpoint(created.body.data.id)).status).toBe(404);
  });

  it("answers 404 for another merchant's endpoint and keeps it", async () => {
    const created = await createEndpoint(endpoint(), 'strict');
    const refused = await deleteEndpoint(created.body.data.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false, error: 'NOT_FOUND' });
    expect(sandbox.current.state.postbackEndpoints.has(created.body.data.id)).toBe(true);
  });

  it('sends a deleted endpoint no more events', async () => {
    const kept = await createEndpoint(endpoint('https://shop.example/kept'));
    const gone = await createEndpoint(endpoint('https://shop.example/gone'));
    await deleteEndpoint(gone.body.data.id);
    await createCharge(sandbox.current);
    const deliveriesTo = async (id: string) =>
      (await call(sandbox.current, 'GET', `/sandbox/postbacks/deliveries?endpoint_id=${id}`, { auth: secretAuth() }))
        .body.data;
    expect(await deliveriesTo(kept.body.data.id)).not.toEqual([]);
    expect(await deliveriesTo(gone.body.data.id)).toEqual([]);
  });
});

describe('event names', () => {
  it('refuses a misspelled event with 422 naming it', async () => {
    const refused = await createEndpoint({
      url: 'https://shop.example/hooks',
      events: ['charge.pending', 'charge.capture'],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.details).toEqual([
      { field: 'events.1', message: expect.stringContaining('charge.capture is not a known event') },
    ]);
  });

  it('accepts every known event at once and refuses a longer list', async () => {
    expect((await createEndpoint({ url: 'https://shop.example/hooks', events: [...WEBHOOK_EVENT_TYPES] })).status).toBe(
      201,
    );
    const refused = await createEndpoint({
      url: 'https://shop.example/hooks',
      events: [...WEBHOOK_EVENT_TYPES, 'charge.pending'],
    });
    expect(refused.status).toBe(422);
    expect(fields(refused.body)).toContain('events');
  });

  it('refuses a long name without repeating it', async () => {
    const long = `charge.${'x'.repeat(5000)}`;
    const refused = await createEndpoint({ url: 'https://shop.example/hooks', events: [long] });
    expect(refused.status).toBe(422);
    expect(fields(refused.body)).toEqual(['events.0']);
    expect(refused.text).not.toContain('xxxxxxxxxx');
  });
});

describe('endpoint address', () => {
  it.each([
    ['HTTPS://Shop.EXAMPLE:443/a/../hooks?x=1', 'https://shop.example/hooks?x=1'],
    ['http://shop.example', 'http://shop.example/'],
    ['https://löja.example/h', 'https://xn--lja-sna.example/h'],
    ['http://[::1]:3000/hooks', 'http://[::1]:3000/hooks'],
  ])('stores %s as the parser reads it: %s, in the reply and on reads', async (url, stored) => {
    const created = await createEndpoint(endpoint(url));
    expect(created.status).toBe(201);
    expect(created.body.data.url).toBe(stored);
    expect((await readEndpoint(created.body.data.id)).body.data.url).toBe(stored);
  });

  it.each([
    ['a tab', 'https://shop.example/ho\toks'],
    ['a line break', 'https://shop.exa\nmple/hooks'],
    ['a leading space', ' https://shop.example/hooks'],
    ['a trailing control character', 'https://shop.example/hooks\u0000'],
    ['a space in the path', 'https://shop.example/my hooks'],
    ['a no-break space', 'https://shop.example/my\u00a0hooks'],
    ['a backslash', 'https://shop.example\\evil.example/hooks'],
    ['credentials', 'https://user:pass@shop.example/hooks'],
    ['a user name', 'https://user@shop.example/hooks'],
    ['an empty user', 'https://@shop.example/hooks'],
    ['credentials without slashes', 'https:user:pass@shop.example/hooks'],
  ])('refuses an address with %s (422 on url)', async (_what, url) => {
    const refused = await createEndpoint(endpoint(url));
    expect(refused.status).toBe(422);
    expect(fields(refused.body)).toEqual(['url']);
    expect(sandbox.current.state.postbackEndpoints.size).toBe(0);
  });
});

describe('GET /sandbox/postbacks/deliveries', () => {
  it.each(['__proto__=1', 'page=1&page=2', 'colour=blue'])(
    'refuses ?%s with 422, as every list does',
    async (query) => {
      const refused = await call(sandbox.current, 'GET', `/sandbox/postbacks/deliveries?${query}`, {
        auth: secretAuth(),
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    },
  );
});
