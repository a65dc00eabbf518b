import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { LIMIT_MAX } from '../interface/limits';
import { iteratePages, LIST_ALL_PAGE_SIZE, type Page } from './pagination';
import { jsonReply, scriptedFetch } from './test-fake-fetch';

const BASE = 'http://service.test';
const pageReply = (ids: string[], page: number, totalPages: number, limit = 2) =>
  jsonReply(200, {
    success: true,
    message: 'Charges.',
    data: ids.map((id) => ({ id })),
    pagination: { page, limit, total: totalPages * limit, totalPages },
  });

describe('charges.list', () => {
  it('resolves to { data, pagination } and sends the filters as query parameters', async () => {
    const fake = scriptedFetch(pageReply(['c1', 'c2'], 1, 3));
    const client = createClient({ secretKey: 'sk_x', baseUrl: BASE, fetch: fake.fetch });
    const page = await client.charges.list({
      status: 'captured',
      date_from: '2025-01-01',
      search: 'Ana Souza',
      limit: 2,
      date_to: undefined,
    });
    expect(page).toEqual({
      data: [{ id: 'c1' }, { id: 'c2' }],
      pagination: { page: 1, limit: 2, total: 6, totalPages: 3 },
    });
    const url = new URL(fake.requests[0].url);
    expect(url.pathname).toBe('/v1/charges');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'captured',
      date_from: '2025-01-01',
      search: 'Ana Souza',
      limit: '2',
    });
  });

  it('rejects a list reply without pagination as INVALID_RESPONSE', async () => {
    const fake = scriptedFetch(jsonReply(200, { success: true, message: 'x', data: [] }));
    const client = createClient({ secretKey: 'sk_x', baseUrl: BASE, fetch: fake.fetch });
    await expect(client.charges.list()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('charges.listAll', () => {
  it("asks listAll for the interface's largest page (the client may not import the constant at run time)", () => {
    expect(LIST_ALL_PAGE_SIZE).toBe(LIMIT_MAX);
  });

  it('walks every page lazily, 100 per page by default, keeping the filters', async () => {
    const fake = scriptedFetch(pageReply(['c1', 'c2'], 1, 2), pageReply(['c3'], 2, 2));
    const client = createClient({ secretKey: 'sk_x', baseUrl: BASE, fetch: fake.fetch });
    const iterator = client.charges.listAll({ status: 'captured' });
    expect(fake.requests).toHaveLength(0); // nothing until the first next()

    const first = await iterator.next();
    expect(first.value).toEqual({ id: 'c1' });
    expect(fake.requests).toHaveLength(1);
    await iterator.next();
    expect(fake.requests).toHaveLength(1); // still on page 1

    const rest: unknown[] = [];
    for await (const charge of iterator) rest.push(charge);
    expect(rest).toEqual([{ id: 'c3' }]);
    expect(fake.requests.map((request) => Object.fromEntries(new URL(request.url).searchParams))).toEqual([
      { limit: '100', status: 'captured', page: '1' },
      { limit: '100', status: 'captured', page: '2' },
    ]);
  });

  it('stops fetching when the caller breaks out', async () => {
    const fake = scriptedFetch(pageReply(['c1', 'c2'], 1, 5));
    const client = createClient({ secretKey: 'sk_x', baseUrl: BASE, fetch: fake.fetch });
    for await (const charge of client.charges.listAll({ limit: 2 })) {
      expect(charge).toEqual({ id: 'c1' });
      break;
    }
    expect(fake.requests).toHaveLength(1);
  });

  it('passes an error of a later page to the loop', async () => {
    const fake = scriptedFetch(
      pageReply(['c1'], 1, 2),
      jsonReply(500, { success: false, message: 'Down', error: 'INTERNAL_ERROR' }),
    );
    const client = createClient({ secretKey: 'sk_x', baseUrl: BASE, fetch: fake.fetch });
    const seen: unknown[] = [];
    await expect(
      (async () => {
        for await (const charge of client.charges.listAll()) seen.push(charge);
      })(),
    ).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(seen).toEqual([{ id: 'c1' }]);
  });
});

describe('iteratePages', () => {
  const pages =
    (...contents: string[][]) =>
    (page: number): Promise<Page<{ id: string }>> =>
      Promise.resolve({
        data: (contents[page - 1] ?? []).map((id) => ({ id })),
        pagination: { page, limit: 2, total: 0, totalPages: contents.length },
      });
  const collect = async <T>(iterable: AsyncIterable<T>) => {
    const items: T[] = [];
    for await (const item of iterable) items.push(item);
    return items;
  };

  it('skips an item seen on an earlier page (a record created mid-walk shifts the pages)', async () => {
    expect(await collect(iteratePages(pages(['a', 'b'], ['b', 'c'])))).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });

  it('ends on an empty page even if totalPages promised more', async () => {
    expect(await collect(iteratePages(pages(['a'], [], ['never'])))).toEqual([{ id: 'a' }]);
  });

  it('yields nothing for an empty list', async () => {
    expect(await collect(iteratePages(pages()))).toEqual([]);
  });

  it('can start at a later page', async () => {
    expect(await collect(iteratePages(pages(['a'], ['b']), 2))).toEqual([{ id: 'b' }]);
  });
});
