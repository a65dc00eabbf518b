import type { Pagination } from '../interface/envelopes';
import { LIMIT_MAX } from '../interface/limits';

export type { Pagination };

/** One page of a list: the items and where they sit in the whole. */
export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

/** Largest page the service serves; `listAll` asks for it unless told otherwise, to spend fewer requests. */
export const LIST_ALL_PAGE_SIZE = LIMIT_MAX;

/**
 * Every item of every page from `firstPage` on, fetching each page only when the previous one has
 * been consumed. Items are de-duplicated by `id`: with offset paging, a record created during the
 * walk pushes older ones one place down, and the walk would otherwise see one of them twice.
 */
export async function* iteratePages<T>(
  fetchPage: (page: number) => PromiseLike<Page<T>>,
  firstPage = 1,
): AsyncGenerator<T, void, undefined> {
  const seen = new Set<unknown>();
  for (let page = firstPage; ; page++) {
    const { data, pagination } = await fetchPage(page);
    for (const item of data) {
      const id = (item as { id?: unknown } | null)?.id;
      if (id !== undefined) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      yield item;
    }
    // An empty page ends the walk even if `totalPages` says otherwise (items deleted meanwhile).
    if (data.length === 0 || page >= pagination.totalPages) return;
  }
}
