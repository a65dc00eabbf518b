import { describe, expect, it } from 'vitest';
import { call, card, chargeBody, createCharge, secretAuth, useSandbox } from '../test-harness/test-support';

// Start the clock on a fixed day so date filters are exact.
const sandbox = useSandbox({ now: () => new Date('2025-03-10T23:59:59.000Z'), rateLimits: { transactions: 10_000 } });

const list = (query = '', merchant: 'demo' | 'strict' = 'demo') =>
  call(sandbox.current, 'GET', `/v1/charges${query}`, { auth: secretAuth(merchant) });

const person = (name: string, email: string) => ({ customer: { name, email, type: 'individual' } });

describe('GET /v1/charges', () => {
  it('answers the paged list envelope, newest first, with defaults page 1 and limit 20', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 25; i += 1) ids.push((await createCharge(sandbox.current)).id);
    const result = await list();
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      success: true,
      message: expect.any(String),
      pagination: { page: 1, limit: 20, total: 25, totalPages: 2 },
    });
    expect(result.body.data.map((charge: { id: string }) => charge.id)).toEqual(ids.slice().reverse().slice(0, 20));
    const second = await list('?page=2&limit=20');
    expect(second.body.data.map((charge: { id: string }) => charge.id)).toEqual(ids.slice(0, 5).reverse());
    const beyond = await list('?page=9');
    expect(beyond.body).toMatchObject({ data: [], pagination: { page: 9, total: 25, totalPages: 2 } });
    const max = await list('?limit=100');
    expect(max.body.data).toHaveLength(25);
  });

  it('answers an empty list with totalPages 0', async () => {
    expect((await list()).body).toMatchObject({
      data: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
    });
  });

  it("lists only the merchant's own charges", async () => {
    await createCharge(sandbox.current);
    expect((await list('', 'strict')).body.pagination.total).toBe(0);
  });

  it('filters by status', async () => {
    await createCharge(sandbox.current);
    await createCharge(
      sandbox.current,
      chargeBody({ payment_details: { card: card({ number: '4000000000000002' }) } }),
    );
    await createCharge(sandbox.current, chargeBody({ card_flow: 'hosted', payment_details: null }));
    for (const status of ['captured', 'failed', 'pending']) {
      const result = await list(`?status=${status}`);
      expect(result.body.data.map((charge: { status: string }) => charge.status)).toEqual([status]);
    }
  });

  it('searches charge id, customer name and e-mail, case-insensitively', async () => {
    const ana = await createCharge(sandbox.current, chargeBody(person('Ana Souza', 'ana@shop.example')));
    await createCharge(sandbox.current, chargeBody(person('Bruno Lima', 'bruno@other.example')));
    const ids = async (query: string) => (await list(query)).body.data.map((charge: { id: string }) => charge.id);
    expect(await ids('?search=SOUZA')).toEqual([ana.id]);
    expect(await ids('?search=ana%40SHOP')).toEqual([ana.id]);
    expect(await ids(`?search=${ana.id.toUpperCase()}`)).toEqual([ana.id]);
    expect(await ids('?search=example')).toHaveLength(2);
    expect(await ids('?search=nobody')).toEqual([]);
  });

  it('filters by UTC day of created_at, both bounds inclusive', async () => {
    const march10 = await createCharge(sandbox.current);
    sandbox.current.clock.advance(1); // 2025-03-11T00:00:00Z
    const march11 = await createCharge(sandbox.current);
    sandbox.current.clock.advance(86_400);
    const march12 = await createCharge(sandbox.current);
    const ids = async (query: string) => (await list(query)).body.data.map((charge: { id: string }) => charge.id);
    expect(await ids('?date_from=2025-03-11&date_to=2025-03-11')).toEqual([march11.id]);
    expect(await ids('?date_from=2025-03-11')).toEqual([march12.id, march11.id]);
    expect(await ids('?date_to=2025-03-10')).toEqual([march10.id]);
    expect(await ids('?date_from=2025-03-10&date_to=2025-03-12&limit=2')).toEqual([march12.id, march11.id]);
  });

  it('combines filters', async () => {
    const ana = await createCharge(sandbox.current, chargeBody(person('Ana', 'ana@x.example')));
    await createCharge(
      sandbox.current,
      chargeBody({
        ...person('Ana', 'ana@x.example'),
        payment_details: { card: card({ number: '4000000000000002' }) },
      }),
    );
    const result = await list('?status=captured&search=ana&date_from=2025-03-10');
    expect(result.body.data.map((charge: { id: string }) => charge.id)).toEqual([ana.id]);
  });

  it.each([
    ['page', '?page=0'],
    ['page', '?page=-1'],
    ['page', '?page=abc'],
    ['page', '?page=1.5'],
    ['limit', '?limit=0'],
    ['limit', '?limit=101'],
    ['limit', '?limit='],
    ['date_from', '?date_from=2025-02-30'],
    ['date_from', '?date_from=2025-3-1'],
    ['date_to', '?date_to=yesterday'],
    ['date_from', '?date_from=2025-03-12&date_to=2025-03-11'],
    ['status', '?status=paid'],
    ['search', `?search=${'x'.repeat(201)}`],
    ['color', '?color=red'],
    ['page', '?page=1&page=2'],
  ])('answers 422 naming %s for %s', async (field, query) => {
    const result = await list(query);
    expect(result.status).toBe(422);
    expect(result.body.error).toBe('VALIDATION_ERROR');
    expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });
});
