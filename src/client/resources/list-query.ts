import type { ListQuery } from '../../interface/list';
import type { QueryParams } from '../url';

/**
 * What a caller may send to a list: the interface's list parameters, all optional, with `status`
 * narrowed to the listed resource's statuses.
 */
export type ListQueryInput<Status extends string = string> = Partial<Omit<ListQuery, 'status'>> & { status?: Status };

/** The query as URL parameters (the list types are closed, so this only widens the type). */
export const toQueryParams = (query: ListQueryInput | undefined): QueryParams | undefined =>
  query as QueryParams | undefined;
