/**
 * Payloads for the client's end-to-end tests against the sandbox. Tax ids are generated with valid
 * check digits and never repeat within a run, so tests do not depend on each other's records.
 */
import type { CreditCardChargeCreateRequest } from '../interface/charge';
import { isValidCnpj, isValidCpf } from '../interface/documents';
import { TEST_CARDS } from '../interface/sandbox-cards';
import type { SubmerchantCreateRequest } from '../interface/submerchant';
import type { SubmerchantAddressCreateRequest } from '../interface/submerchant-address';
import type { SubmerchantDocumentCreateRequest } from '../interface/submerchant-document';
import type { SubmerchantDocumentType } from '../interface/submerchant-document-types';
import type { LegalRepresentativeRequest } from '../interface/submerchant-partner';

let sequence = 0;

/** Completes `base` with the two check digits that `isValid` accepts. */
function withCheckDigits(base: string, isValid: (digits: string) => boolean): string {
  for (let digits = 0; digits < 100; digits++) {
    const candidate = base + String(digits).padStart(2, '0');
    if (isValid(candidate)) return candidate;
  }
  throw new Error(`no check digits for ${base}`);
}

export const nextCpf = () => withCheckDigits(String(200_000_000 + ++sequence * 7_919).slice(-9), isValidCpf);
export const nextCnpj = () =>
  withCheckDigits(`${String(20_000_000 + ++sequence * 104_729).slice(-8)}0001`, isValidCnpj);

export const companyRegistration = (): SubmerchantCreateRequest => ({
  entity_type: 'pj',
  trade_name: 'Padaria Pão Quente',
  legal_name: 'Padaria Pão Quente Ltda',
  tax_id: nextCnpj(),
  email: 'financeiro@paoquente.example',
  phone: '+55 (81) 3333-4444',
  cnaes: [{ code: '4721-1/02', description: 'Padaria e confeitaria', is_primary: true }],
});

export const individualRegistration = (): SubmerchantCreateRequest => ({
  entity_type: 'pf',
  legal_name: 'Joana Ribeiro',
  tax_id: nextCpf(),
  email: 'joana@example.com',
  birth_date: '1988-03-12',
  mother_name: 'Teresa Ribeiro',
});

export const partner = (overrides: Partial<LegalRepresentativeRequest> = {}): LegalRepresentativeRequest => ({
  name: 'Rafael Costa',
  document: nextCpf(),
  role: 'legal_representative',
  qualification: 'OWNER-ADMIN',
  participation_percentage: 100,
  is_admin: true,
  ...overrides,
});

export const documentOf = (
  type: SubmerchantDocumentType,
  legalRepresentativeId?: string,
): SubmerchantDocumentCreateRequest => ({
  type,
  file_url: `https://files.example.com/${type}.pdf`,
  file_name: `${type}.pdf`,
  file_size: 48_000,
  mime_type: 'application/pdf',
  ...(legalRepresentativeId === undefined ? {} : { legal_representative_id: legalRepresentativeId }),
});

export const address = (): SubmerchantAddressCreateRequest => ({
  type: 'billing',
  street: 'Rua da Aurora',
  number: '325',
  neighborhood: 'Boa Vista',
  city: 'Recife',
  state: 'PE',
  zip_code: '50050-000',
  is_primary: true,
});

export const cardCharge = (
  overrides: Partial<CreditCardChargeCreateRequest> = {},
  cardNumber: string = TEST_CARDS.captured,
): CreditCardChargeCreateRequest => ({
  amount: 5_000,
  product_type: 'physical',
  payment_method: 'credit_card',
  customer: { name: 'Marina Alves', email: 'marina@example.com', type: 'individual' },
  items: [{ name: 'Bolo de rolo', quantity: 2, unit_price: 2_500, tangible: true }],
  payment_details: {
    card: { number: cardNumber, holder_name: 'MARINA ALVES', exp_month: 12, exp_year: 2030, cvv: '123' },
    installments: 1,
  },
  ...overrides,
});
