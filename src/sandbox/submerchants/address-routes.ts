/**
 * Submerchant addresses. Exactly one address is primary while there is any: the first one becomes primary,
 * marking another primary unmarks the previous one, and deleting the primary promotes the oldest remaining.
 */
import type { SubmerchantAddressRecord } from '../../interface/submerchant-records';
import {
  type SubmerchantAddressFields,
  submerchantAddressCreateSchema,
  submerchantAddressPatchSchema,
} from '../../interface/submerchant-address';
import { validationError } from '../kernel/api-error';
import { ok, validate, withJsonBody } from '../kernel/http';
import { newId } from '../kernel/state';
import type { SubmerchantState } from './state';
import { refuseQueryParameters } from './present';
import {
  childrenOf,
  requireChild,
  requireEditable,
  requireSubmerchant,
  submerchantStore,
  type SubmerchantStore,
} from './store';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import { V1_ROUTE, TAGS, pathId, SUBMERCHANT_ID, SUBMERCHANT_EDIT_RULE } from '../route-spec/operation-spec';
import { V1_ROUTES } from '../../interface/paths';

/** The stored fields of an address, without identity and timestamps (what the create schema describes). */
function addressFields(address: SubmerchantAddressRecord): SubmerchantAddressFields {
  const { id: _id, submerchant_id: _submerchant, created_at: _created, updated_at: _updated, ...fields } = address;
  return fields;
}

/** Addresses of a submerchant. */
export const ADDRESS_ROUTES = defineRoutes({
  createSubmerchantAddress: {
    ...V1_ROUTE,
    method: 'post',
    path: V1_ROUTES.addresses,
    tag: TAGS.submerchants,
    summary: 'Add an address',
    description: `The first address becomes primary; marking another primary unmarks the previous one. ${SUBMERCHANT_EDIT_RULE}`,
    parameters: [SUBMERCHANT_ID],
    body: 'SubmerchantAddressCreateRequest',
    success: [{ status: 201, description: 'Address created.', body: { kind: 'resource', name: 'SubmerchantAddress' } }],
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
  listSubmerchantAddresses: {
    ...V1_ROUTE,
    method: 'get',
    path: V1_ROUTES.addresses,
    tag: TAGS.submerchants,
    summary: 'List addresses',
    description: 'Not paged; takes no query parameters (any is 422).',
    parameters: [SUBMERCHANT_ID],
    success: [{ status: 200, description: 'Every address.', body: { kind: 'array', name: 'SubmerchantAddress' } }],
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
  },
  updateSubmerchantAddress: {
    ...V1_ROUTE,
    method: 'patch',
    path: V1_ROUTES.address,
    tag: TAGS.submerchants,
    summary: 'Change some fields of an address',
    description: `Only the fields to change, at least one; null clears an optional field. ${SUBMERCHANT_EDIT_RULE}`,
    parameters: [SUBMERCHANT_ID, pathId('addressId', 'address')],
    body: 'SubmerchantAddressPatchRequest',
    success: [
      { status: 200, description: 'The updated address.', body: { kind: 'resource', name: 'SubmerchantAddress' } },
    ],
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
  deleteSubmerchantAddress: {
    ...V1_ROUTE,
    method: 'delete',
    path: V1_ROUTES.address,
    tag: TAGS.submerchants,
    summary: 'Remove an address',
    description: `Removing the primary address promotes the oldest remaining one. ${SUBMERCHANT_EDIT_RULE}`,
    parameters: [SUBMERCHANT_ID, pathId('addressId', 'address')],
    success: [
      { status: 200, description: 'The removed address.', body: { kind: 'resource', name: 'SubmerchantAddress' } },
    ],
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
});

/** Marking `keep` primary unmarks every other address of its submerchant. */
function unmarkOtherPrimaries(store: SubmerchantStore, keep: SubmerchantAddressRecord, timestamp: string) {
  for (const other of childrenOf(store.addresses, keep.submerchant_id)) {
    if (other.id !== keep.id && other.is_primary) Object.assign(other, { is_primary: false, updated_at: timestamp });
  }
}

/** The fields `address` would have with the `raw` patch applied, checked as a whole. */
function patchedAddress(address: SubmerchantAddressRecord, raw: unknown): SubmerchantAddressFields {
  const patch = validate(submerchantAddressPatchSchema, raw);
  // Rules across fields (a Brazilian state and CEP) hold for the address as it would become.
  const merged = validate(submerchantAddressCreateSchema, { ...addressFields(address), ...patch });
  if (address.is_primary && !merged.is_primary) {
    throw validationError([
      { field: 'is_primary', message: 'one address must stay primary: mark another address as primary instead' },
    ]);
  }
  return merged;
}

export function addressHandlers(state: SubmerchantState): RouteHandlers<typeof ADDRESS_ROUTES> {
  const store = submerchantStore(state);
  return {
    createSubmerchantAddress: withJsonBody((c, raw) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      requireEditable(submerchant);
      const fields = validate(submerchantAddressCreateSchema, raw);
      const timestamp = state.clock.now().toISOString();
      const isFirst = childrenOf(store.addresses, submerchant.id).length === 0;
      const record: SubmerchantAddressRecord = {
        id: newId(),
        submerchant_id: submerchant.id,
        ...fields,
        is_primary: fields.is_primary || isFirst,
        created_at: timestamp,
        updated_at: timestamp,
      };
      store.addresses.set(record.id, record);
      if (record.is_primary) unmarkOtherPrimaries(store, record, timestamp);
      return ok(c, 201, 'Address created.', record);
    }),
    listSubmerchantAddresses: (c) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      refuseQueryParameters(c);
      return ok(c, 200, 'Addresses retrieved.', childrenOf(store.addresses, submerchant.id));
    },
    updateSubmerchantAddress: withJsonBody((c, raw) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      const address = requireChild(store.addresses, submerchant.id, c.req.param('addressId'), 'Address');
      requireEditable(submerchant);
      const merged = patchedAddress(address, raw);
      const timestamp = state.clock.now().toISOString();
      Object.assign(address, merged, { updated_at: timestamp });
      if (address.is_primary) unmarkOtherPrimaries(store, address, timestamp);
      return ok(c, 200, 'Address updated.', address);
    }),
    deleteSubmerchantAddress: (c) => {
      const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
      const address = requireChild(store.addresses, submerchant.id, c.req.param('addressId'), 'Address');
      requireEditable(submerchant);
      store.addresses.delete(address.id);
      const [oldest] = childrenOf(store.addresses, submerchant.id);
      if (address.is_primary && oldest)
        Object.assign(oldest, { is_primary: true, updated_at: state.clock.now().toISOString() });
      return ok(c, 200, 'Address deleted.', address);
    },
  };
}
