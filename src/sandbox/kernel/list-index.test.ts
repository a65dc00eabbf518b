import { describe, expect, it } from 'vitest';
import { CreationIndex, pageOf } from './list-index';

interface Row {
  id: number;
  status: string;
  created_at: string;
}

const STATUSES = ['pending', 'captured', 'failed'];

/** A seeded pseudo-random sequence, so a failure can be replayed. */
function random(seed: number): () => number {
  let value = seed;
  return () => {
    value = (value * 1103515245 + 12345) % 2 ** 31;
    return value / 2 ** 31;
  };
}

describe('CreationIndex', () => {
  it('forgets removed records, and a record added after a removal still changes status in place', () => {
    const index = new CreationIndex<Row>();
    const row = (id: number): Row => ({ id, status: 'pending', created_at: '2025-01-01T00:00:00.000Z' });
    const [first, second, third] = [row(1), row(2), row(3)];
    for (const record of [first, second, third]) index.add(record);
    index.removeAll(new Set([first]));
    const fourth = row(4);
    index.add(fourth);
    fourth.status = 'captured';
    index.statusChanged(fourth, 'pending');
    const ids = (status?: string) => pageOf(index.select(status, {}), { page: 1, limit: 10 }).page.map((r) => r.id);
    expect(ids()).toEqual([4, 3, 2]);
    expect(ids('pending')).toEqual([3, 2]);
    expect(ids('captured')).toEqual([4]);
    expect(index.size).toBe(3);
  });

  it('answers every status, date window and page exactly like a filter over all records, newest first', () => {
    const next = random(7);
    const index = new CreationIndex<Row>();
    const rows: Row[] = [];
    let time = Date.UTC(2025, 0, 1);
    for (let id = 0; id < 600; id += 1) {
      time += Math.floor(next() * 6 * 3600 * 1000);
      const row = { id, status: 'pending', created_at: new Date(time).toISOString() };
      rows.push(row);
      index.add(row);
      // Some settle at once, some much later (hosted charges), some never.
      const settle = rows[Math.floor(next() * rows.length)];
      if (settle.status === 'pending' && next() < 0.8) {
        const previous = settle.status;
        settle.status = STATUSES[1 + Math.floor(next() * 2)];
        index.statusChanged(settle, previous);
      }
    }
    const days = [...new Set(rows.map((row) => row.created_at.slice(0, 10)))];
    for (let round = 0; round < 300; round += 1) {
      const status = next() < 0.25 ? undefined : STATUSES[Math.floor(next() * 3)];
      const from = next() < 0.5 ? undefined : days[Math.floor(next() * days.length)];
      const to = next() < 0.5 ? undefined : days[Math.floor(next() * days.length)];
      const query = { page: 1 + Math.floor(next() * 4), limit: 1 + Math.floor(next() * 30) };
      const odd = next() < 0.3 ? (row: Row) => row.id % 2 === 1 : undefined;
      const expected = rows
        .filter((row) => status === undefined || row.status === status)
        .filter((row) => from === undefined || row.created_at.slice(0, 10) >= from)
        .filter((row) => to === undefined || row.created_at.slice(0, 10) <= to)
        .filter((row) => odd === undefined || odd(row))
        .reverse();
      const found = pageOf(index.select(status, { date_from: from, date_to: to }), query, odd);
      const skip = (query.page - 1) * query.limit;
      expect(found.total).toBe(expected.length);
      expect(found.page.map((row) => row.id)).toEqual(expected.slice(skip, skip + query.limit).map((row) => row.id));
    }
  });

  it('gives an empty window when date_from is after every record or the dates cross', () => {
    const index = new CreationIndex<Row>();
    index.add({ id: 1, status: 'pending', created_at: '2025-01-02T00:00:00.000Z' });
    expect(pageOf(index.select(undefined, { date_from: '2025-01-03' }), { page: 1, limit: 20 }).total).toBe(0);
    expect(
      pageOf(index.select(undefined, { date_from: '2025-01-02', date_to: '2025-01-01' }), { page: 1, limit: 20 }).total,
    ).toBe(0);
  });
});
