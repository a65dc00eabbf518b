/**
 * The records of one merchant in creation order, also split by status, so that a list page costs in proportion to
 * the page, not to the store:
 * - the default order (newest first) walks the creation-order array backwards from its end;
 * - a status filter walks that status's array instead (kept in creation order too);
 * - a date filter narrows either array by binary search on `created_at` (creation order is `created_at` order,
 *   because the sandbox clock only moves forward);
 * - totals are the sizes of those windows;
 * - a text search, for an index made with the records' text, looks only at the records sharing the search's rarest
 *   three-character run (./text-index.ts), so it costs in proportion to those, not to the store.
 * Only a search without that index, or shorter than three characters, scans, and only the window the other filters
 * left.
 */
import { TrigramIndex } from './text-index';

export interface Listable {
  status: string;
  created_at: string;
}

export interface DateFilter {
  date_from?: string;
  date_to?: string;
}

export interface PageQuery {
  page: number;
  limit: number;
}

/** A contiguous run `records[start..end)` in creation order (oldest first). */
export interface ListWindow<T> {
  records: readonly T[];
  start: number;
  end: number;
}

/** A window to page through, and the test its records must also pass when the search had to scan (`pageOf`'s `keep`). */
export interface SearchWindow<T> {
  window: ListWindow<T>;
  keep?: (record: T) => boolean;
}

/** The `created_at` day (`YYYY-MM-DD`) that date filters compare. */
const dayOf = (record: Listable): string => record.created_at.slice(0, 10);

export class CreationIndex<T extends Listable> {
  private readonly all: T[] = [];
  private readonly byStatus = new Map<string, T[]>();
  /** Creation rank of each record (grows by one per record, never reused): orders a record inside its status array. */
  private readonly sequence = new Map<T, number>();
  private nextSequence = 0;
  private readonly text?: TrigramIndex<T>;

  /** With `textOf` (a record's searchable text, lower-cased and fixed at creation), `search` uses a text index. */
  constructor(textOf?: (record: T) => string) {
    if (textOf) this.text = new TrigramIndex(textOf);
  }

  get size(): number {
    return this.all.length;
  }

  add(record: T): void {
    this.sequence.set(record, this.nextSequence);
    this.nextSequence += 1;
    this.all.push(record);
    this.statusList(record.status).push(record);
    this.text?.add(record);
  }

  /** Moves `record` to the array of its new status; call it right after `record.status` changed from `previous`. */
  statusChanged(record: T, previous: string): void {
    if (previous === record.status || !this.sequence.has(record)) return;
    const from = this.statusList(previous);
    const at = this.insertionPoint(from, record);
    if (from[at] === record) from.splice(at, 1);
    const to = this.statusList(record.status);
    // Usually the last position (a record changes status soon after creation): the splice moves little.
    to.splice(this.insertionPoint(to, record), 0, record);
  }

  /** Forgets `gone` (records swept by retention): one pass over the arrays, however many go. */
  removeAll(gone: ReadonlySet<T>): void {
    if (gone.size === 0) return;
    const stays = (record: T) => !gone.has(record);
    keepOnly(this.all, stays);
    for (const list of this.byStatus.values()) keepOnly(list, stays);
    for (const record of gone) this.sequence.delete(record);
    this.text?.removeAll(gone);
  }

  /** The records of `status` (all when undefined) whose `created_at` day lies within the dates, both inclusive. */
  select(status: string | undefined, dates: DateFilter): ListWindow<T> {
    const records = status === undefined ? this.all : (this.byStatus.get(status) ?? []);
    const from = dates.date_from;
    const to = dates.date_to;
    const start = from === undefined ? 0 : firstIndex(records, (record) => dayOf(record) >= from);
    const end = to === undefined ? records.length : firstIndex(records, (record) => dayOf(record) > to);
    return { records, start, end: Math.max(start, end) };
  }

  /**
   * `select`, narrowed to the records whose text contains `needle` (lower-cased): the records sharing the needle's
   * rarest run, checked whole; or, when the status and dates left fewer records than that (or the needle is shorter
   * than a run), the selected window, with the check as the `keep` that `pageOf` scans it with. Needs the index made
   * with the records' text.
   */
  search(status: string | undefined, dates: DateFilter, needle: string): SearchWindow<T> {
    const text = this.text;
    if (!text) throw new TypeError("search needs an index made with the records' text");
    const matches = (record: T) => text.textOf(record).includes(needle);
    const candidates = text.candidates(needle);
    const window = this.select(status, dates);
    // Whichever is shorter: the window the status and dates left, scanned, or the rarest run's records, filtered.
    if (!candidates || window.end - window.start <= candidates.length) return { window, keep: matches };
    const { date_from: from, date_to: to } = dates;
    const records = candidates.filter(
      (record) =>
        (status === undefined || record.status === status) &&
        (from === undefined || dayOf(record) >= from) &&
        (to === undefined || dayOf(record) <= to) &&
        matches(record),
    );
    return { window: { records, start: 0, end: records.length } };
  }

  private statusList(status: string): T[] {
    let list = this.byStatus.get(status);
    if (!list) {
      list = [];
      this.byStatus.set(status, list);
    }
    return list;
  }

  /** Where `record` is (or would go) in a creation-ordered array. */
  private insertionPoint(list: readonly T[], record: T): number {
    const position = this.sequence.get(record) ?? 0;
    return firstIndex(list, (other) => (this.sequence.get(other) ?? 0) >= position);
  }
}

/** Keeps, in place and in order, the records `stays` accepts. */
function keepOnly<T>(records: T[], stays: (record: T) => boolean): void {
  let kept = 0;
  for (const record of records) if (stays(record)) records[kept++] = record;
  records.length = kept;
}

/** The first index whose record satisfies `isAfter` (false for a prefix, true for the rest); `length` when none. */
function firstIndex<T>(records: readonly T[], isAfter: (record: T) => boolean): number {
  let low = 0;
  let high = records.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isAfter(records[middle])) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * One page of a window, newest first, and the total. Without `keep` it touches only the page's records; with it
 * (search) it scans the window, keeping only the page.
 */
export function pageOf<T>(
  window: ListWindow<T>,
  query: PageQuery,
  keep?: (record: T) => boolean,
): { page: T[]; total: number } {
  const { records, start, end } = window;
  const skip = (query.page - 1) * query.limit;
  const page: T[] = [];
  if (!keep) {
    for (let index = end - 1 - skip; index >= start && page.length < query.limit; index -= 1) page.push(records[index]);
    return { page, total: end - start };
  }
  let total = 0;
  for (let index = end - 1; index >= start; index -= 1) {
    const record = records[index];
    if (!keep(record)) continue;
    if (total >= skip && page.length < query.limit) page.push(record);
    total += 1;
  }
  return { page, total };
}
