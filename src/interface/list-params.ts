/**
 * The query parameters a list takes (docs/service.md, "Lists"). Zod-free, so the client and browser code may load it;
 * their rules are in list.ts.
 */
export const LIST_PARAMS = ['page', 'limit', 'date_from', 'date_to', 'status', 'search'] as const;
export type ListParam = (typeof LIST_PARAMS)[number];
