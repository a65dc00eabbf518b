/**
 * Access to the submerchant collections of the sandbox state under the names the submerchant routes use. The
 * records live in the state's own Maps so `reset()` clears them and charges can see a submerchant's status.
 */
import { editProblem } from '../../interface/submerchant-state';
import type {
  LegalRepresentativeRecord,
  SubmerchantAddressRecord,
  SubmerchantDocumentRecord,
  SubmerchantRecord,
} from '../../interface/submerchant-records';
import { ApiError, notFound } from '../kernel/api-error';
import { CreationIndex as CreationIndexClass } from '../kernel/list-index';
import type { CreationIndex } from '../kernel/list-index';
import type { SubmerchantState } from './state';

export interface SubmerchantStore {
  submerchants: Map<string, SubmerchantRecord>;
  partners: Map<string, LegalRepresentativeRecord>;
  /** `status` here is the stored one; replies show `documentStatusAt(...)` (expiry applied). */
  documents: Map<string, SubmerchantDocumentRecord>;
  addresses: Map<string, SubmerchantAddressRecord>;
}

export function submerchantStore(state: SubmerchantState): SubmerchantStore {
  return {
    submerchants: state.submerchants,
    partners: state.legalRepresentatives,
    documents: state.submerchantDocuments,
    addresses: state.submerchantAddresses,
  };
}

/** The merchant's submerchants in creation order and by status, for lists (made on first use). */
export function submerchantIndexOf(state: SubmerchantState, merchantId: string): CreationIndex<SubmerchantRecord> {
  const lists = state.submerchantLists;
  let index = lists.get(merchantId);
  if (!index) {
    index = new CreationIndexClass<SubmerchantRecord>();
    lists.set(merchantId, index);
  }
  return index;
}

/** Every status change goes through here, so the list index stays in step. */
export function changeStatus(
  state: SubmerchantState,
  submerchant: SubmerchantRecord,
  fields: Partial<SubmerchantRecord> & { status: string },
): void {
  const previous = submerchant.status;
  Object.assign(submerchant, fields);
  submerchantIndexOf(state, submerchant.merchant_id).statusChanged(submerchant, previous);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lookup key of a path id: lower-cased uuid, or `undefined` for anything that is not a uuid. */
export function uuidKey(raw: string | undefined): string | undefined {
  return raw !== undefined && UUID.test(raw) ? raw.toLowerCase() : undefined;
}

/** The merchant's submerchant `id`; a malformed id or another merchant's submerchant reads as 404. */
export function requireSubmerchant(
  state: SubmerchantState,
  merchantId: string,
  id: string | undefined,
): SubmerchantRecord {
  const key = uuidKey(id);
  const submerchant = key === undefined ? undefined : submerchantStore(state).submerchants.get(key);
  if (!submerchant || submerchant.merchant_id !== merchantId) throw notFound('Submerchant');
  return submerchant;
}

/** 409 INVALID_STATE while the registration may not change (under review, or rejected). */
export function requireEditable(submerchant: SubmerchantRecord): void {
  const problem = editProblem(submerchant.status);
  if (problem) throw new ApiError('INVALID_STATE', `The registration cannot change now: ${problem}.`);
}

/** Records of one submerchant from `collection`, in creation order. */
export function childrenOf<T extends { submerchant_id: string }>(
  collection: Map<string, T>,
  submerchantId: string,
): T[] {
  const children: T[] = [];
  for (const record of collection.values()) if (record.submerchant_id === submerchantId) children.push(record);
  return children;
}

/** A child record (partner, address) of `submerchantId` by its path id, else 404 named `what`. */
export function requireChild<T extends { submerchant_id: string }>(
  collection: Map<string, T>,
  submerchantId: string,
  id: string | undefined,
  what: string,
): T {
  const key = uuidKey(id);
  const record = key === undefined ? undefined : collection.get(key);
  if (!record || record.submerchant_id !== submerchantId) throw notFound(what);
  return record;
}
