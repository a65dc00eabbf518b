import { describe, expect, it } from 'vitest';
import { CreationIndex, pageOf } from './list-index';
import { TrigramIndex } from './text-index';

interface Row {
  id: number;
  status: string;
  created_at: string;
  text: string;
}

const STATUSES = ['pending', 'captured', 'failed'];
// Few letters, so that runs repeat across records and needles of every length match some and miss others.
const LETTERS = 'anaç é@.1 ß';

/** A seeded pseudo-random sequence, so a failure can be replayed. */
function random(seed: number): () => number {
  let value = seed;
  return () => {
    value = (value * 1103515245 + 12345) % 2 ** 31;
    return value / 2 ** 31;
  };
}

const pick = <T>(next: () => number, items: readonly T[] | string): T => items[Math.floor(next() * items.length)] as T;
const word = (next: () => number, length: number) => Array.from({ length }, () => pick<string>(next, LETTERS)).join('');

describe('text search through CreationIndex', () => {
  it('finds exactly what a substring filter over every record finds, for every status, date, page and needle', () => {
    const next = random(11);
    const index = new CreationIndex<Row>((row) => row.text);
    const rows: Row[] = [];
    let time = Date.UTC(2025, 0, 1);
    for (let id = 0; id < 500; id += 1) {
      time += Math.floor(next() * 8 * 3600 * 1000);
      const row = { id, status: pick(next, STATUSES), created_at: new Date(time).toISOString(), text: '' };
      row.text = `${id}\n${word(next, 1 + Math.floor(next() * 12))}`.toLowerCase();
      rows.push(row);
      index.add(row);
    }
    // Some records go (retention); the index forgets them too.
    const gone = new Set(rows.filter(() => next() < 0.1));
    index.removeAll(gone);
    const kept = rows.filter((row) => !gone.has(row));
    const days = [...new Set(kept.map((row) => row.created_at.slice(0, 10)))];
    for (let round = 0; round < 400; round += 1) {
      const needle = word(next, 1 + Math.floor(next() * 5)).toLowerCase() || 'a';
      const status = next() < 0.4 ? undefined : pick<string>(next, STATUSES);
      const from = next() < 0.6 ? undefined : pick<string>(next, days);
      const to = next() < 0.6 ? undefined : pick<string>(next, days);
      const query = { page: 1 + Math.floor(next() * 3), limit: 1 + Math.floor(next() * 20) };
      const expected = kept
        .filter((row) => status === undefined || row.status === status)
        .filter((row) => from === undefined || row.created_at.slice(0, 10) >= from)
        .filter((row) => to === undefined || row.created_at.slice(0, 10) <= to)
        .filter((row) => row.text.includes(needle))
        .reverse();
      const { window, keep } = index.search(status, { date_from: from, date_to: to }, needle);
      const found = pageOf(window, query, keep);
      const skip = (query.page - 1) * query.limit;
      expect(found.total, needle).toBe(expected.length);
      expect(found.page.map((row) => row.id)).toEqual(expected.slice(skip, skip + query.limit).map((row) => row.id));
    }
  });

  it('looks only at the records of the rarest run: 2 of 2,000 records share "234", the rarest of "buyer 1234"', () => {
    const rows = Array.from({ length: 2000 }, (_, id) => ({ id, text: `buyer ${id}\nbuyer${id}@example.com` }));
    const trigrams = new TrigramIndex<(typeof rows)[number]>((row) => row.text);
    for (const row of rows) trigrams.add(row);
    expect(trigrams.candidates('buyer 1234')?.map((row) => row.id)).toEqual([234, 1234]);
    // Every record has "buy": a needle of common runs only looks at all of them, as a scan would.
    expect(trigrams.candidates('buyer')).toHaveLength(2000);
    expect(trigrams.candidates('zzz')).toEqual([]);
  });

  it('leaves a needle shorter than three characters to a scan of the window', () => {
    const index = new CreationIndex<Row>((row) => row.text);
    index.add({ id: 1, status: 'pending', created_at: '2025-01-02T00:00:00.000Z', text: 'ana' });
    index.add({ id: 2, status: 'captured', created_at: '2025-01-02T00:00:00.000Z', text: 'bia' });
    const { window, keep } = index.search('pending', {}, 'a');
    expect(keep).toBeDefined();
    expect(pageOf(window, { page: 1, limit: 10 }, keep).page.map((row) => row.id)).toEqual([1]);
  });

  it('refuses a search on an index made without the records’ text', () => {
    expect(() => new CreationIndex<Row>().search(undefined, {}, 'ana')).toThrow(TypeError);
  });
});
