/**
 * Submerchant addresses. Exactly one address is primary while there is any: the first one becomes primary,
 * marking another primary unmarks the previous one, and deleting the primary promotes the oldest remaining.
 */
import type { Hono } from 'hono';
import type { SubmerchantAddressRecord } from '../../interface/submerchant-records';
import {
  type SubmerchantAddressFields,
  submerchantAddressCreateSchema,
  submerchantAddressPatchSchema,
} from '../../interface/submerchant-address';
import { validationError } from '../api-error';
import type { SandboxEnv } from '../env';
import { ok, validate, withJsonBody } from '../http';
import { newId, type SandboxState } from '../state';
import { refuseQueryParameters } from './present';
import { childrenOf, requireChild, requireEditable, requireSubmerchant, submerchantStore } from './store';

/** The stored fields of an address, without identity and timestamps (what the create schema describes). */
function addressFields(address: SubmerchantAddressRecord): SubmerchantAddressFields {
  const { id: _id, submerchant_id: _submerchant, created_at: _created, updated_at: _updated, ...fields } = address;
  return fields;
}

export function registerAddressRoutes(routes: Hono<SandboxEnv>, state: SandboxState): void {
  const store = submerchantStore(state);

  const unmarkOtherPrimaries = (keep: SubmerchantAddressRecord, timestamp: string) => {
    for (const other of childrenOf(store.addresses, keep.submerchant_id)) {
      if (other.id !== keep.id && other.is_primary) Object.assign(other, { is_primary: false, updated_at: timestamp });
    }
  };

  routes.post('/:id/addresses', withJsonBody((c, raw) => {
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
    if (record.is_primary) unmarkOtherPrimaries(record, timestamp);
    return ok(c, 201, 'Address created.', record);
  }));

  routes.get('/:id/addresses', (c) => {
    const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
    refuseQueryParameters(c);
    return ok(c, 200, 'Addresses retrieved.', childrenOf(store.addresses, submerchant.id));
  });

  routes.patch('/:id/addresses/:addressId', withJsonBody((c, raw) => {
    const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
    const address = requireChild(store.addresses, submerchant.id, c.req.param('addressId'), 'Address');
    requireEditable(submerchant);
    const patch = validate(submerchantAddressPatchSchema, raw);
    // Rules across fields (a Brazilian state and CEP) hold for the address as it would become.
    const merged = validate(submerchantAddressCreateSchema, { ...addressFields(address), ...patch });
    if (address.is_primary && !merged.is_primary) {
      throw validationError([{ field: 'is_primary', message: 'one address must stay primary: mark another address as primary instead' }]);
    }
    const timestamp = state.clock.now().toISOString();
    Object.assign(address, merged, { updated_at: timestamp });
    if (address.is_primary) unmarkOtherPrimaries(address, timestamp);
    return ok(c, 200, 'Address updated.', address);
  }));

  routes.delete('/:id/addresses/:addressId', (c) => {
    const submerchant = requireSubmerchant(state, c.get('merchant').id, c.req.param('id'));
    const address = requireChild(store.addresses, submerchant.id, c.req.param('addressId'), 'Address');
    requireEditable(submerchant);
    store.addresses.delete(address.id);
    const [oldest] = childrenOf(store.addresses, submerchant.id);
    if (address.is_primary && oldest) Object.assign(oldest, { is_primary: true, updated_at: state.clock.now().toISOString() });
    return ok(c, 200, 'Address deleted.', address);
  });
}
