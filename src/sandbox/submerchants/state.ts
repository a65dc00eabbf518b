/** The submerchant records a sandbox keeps (its slice of the state, composed by src/sandbox/state.ts). */
import type {
  LegalRepresentativeRecord,
  SubmerchantAddressRecord,
  SubmerchantDocumentRecord,
  SubmerchantRecord,
} from '../../interface/submerchant-records';
import type { CreationIndex } from '../kernel/list-index';
import type { KernelState } from '../kernel/state';
import type { WebhookSlice } from '../webhooks/state';

/** The submerchant collections (src/sandbox/submerchants); charges read a submerchant's `merchant_id` and `status`. */
export interface SubmerchantSlice {
  /** By submerchant id. */
  submerchants: Map<string, SubmerchantRecord>;
  /** By legal representative id. */
  legalRepresentatives: Map<string, LegalRepresentativeRecord>;
  /** By document id. `status` here is the stored one; replies show `documentStatusAt(...)` (expiry applied). */
  submerchantDocuments: Map<string, SubmerchantDocumentRecord>;
  /** By address id. */
  submerchantAddresses: Map<string, SubmerchantAddressRecord>;
  /** Per merchant: its submerchants in creation order and by status, for lists (see kernel/list-index.ts). */
  submerchantLists: Map<string, CreationIndex<SubmerchantRecord>>;
}

export function createSubmerchantSlice(): SubmerchantSlice {
  return {
    submerchants: new Map(),
    legalRepresentatives: new Map(),
    submerchantDocuments: new Map(),
    submerchantAddresses: new Map(),
    submerchantLists: new Map(),
  };
}

/** What the submerchant routes read and change: their records, and the webhooks their events go out on. */
export type SubmerchantState = KernelState & SubmerchantSlice & WebhookSlice;
