/** The installment terms a sandbox keeps per merchant (its slice of the state, composed by src/sandbox/state.ts). */
import type { InstallmentTerms } from '../../interface/installment-quote';
import type { KernelState, Merchant } from '../kernel/state';

export interface InstallmentSlice {
  /** Terms set by `PUT /sandbox/installment-terms`, by merchant id; a merchant without an entry has its seeded terms. */
  installmentTerms: Map<string, InstallmentTerms>;
}

export const createInstallmentSlice = (): InstallmentSlice => ({ installmentTerms: new Map() });

export type InstallmentState = KernelState & InstallmentSlice;

/** The terms in force for `merchant`: a copy, so a caller cannot change them in place. */
export function termsOf(state: InstallmentSlice, merchant: Merchant): InstallmentTerms {
  const terms = state.installmentTerms.get(merchant.id) ?? merchant.installmentTerms;
  return { ...terms, brand_max: { ...terms.brand_max } };
}
