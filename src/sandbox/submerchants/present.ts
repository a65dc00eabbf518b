/**
 * What the routes send back. Submerchants, partners and addresses are stored exactly as returned; a document's
 * status is shown as of the sandbox clock (a pending or approved document past `expires_at` reads `expired`).
 */
import { documentStatusAt } from '../../interface/submerchant-document-types';
import type { SubmerchantDocumentRecord } from '../../interface/submerchant-records';
import type { ErrorDetail } from '../../interface/errors';
import { ApiError } from '../kernel/api-error';
import type { Context } from 'hono';
import { queryParameters } from '../kernel/http';

export function presentDocument(document: SubmerchantDocumentRecord, now: Date): SubmerchantDocumentRecord {
  return { ...document, status: documentStatusAt(document, now) };
}

/**
 * The unpaged lists (partners, documents, addresses) take no query parameters; like the paged lists, they
 * refuse any rather than silently ignore a filter the caller thinks applies.
 */
export function refuseQueryParameters(c: Context): void {
  const names = [...queryParameters(c).keys()];
  if (names.length === 0) return;
  const details: ErrorDetail[] = names.map((field) => ({
    field,
    message: 'is not accepted: this list has no filters or pages',
  }));
  throw new ApiError('VALIDATION_ERROR', 'Invalid list parameters.', details);
}
