/**
 * Test data for submerchant tests (interface rules and sandbox routes). Not shipped (`test-*.ts`).
 *
 * The tax-id generators compute check digits with the "ascending weights, remainder 10 → 0" formulation, not the
 * one `documents.ts` uses, so a test that validates a generated number really checks two independent routines.
 */
import fc from 'fast-check';

function ascendingCheckDigit(digits: string, weights: readonly number[]): string {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return String((sum % 11) % 10);
}

/** A valid CPF (11 digits) built from a 9-digit base. */
export function cpfFrom(base9: string): string {
  const first = ascendingCheckDigit(base9, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const withFirst = base9 + first;
  return withFirst + ascendingCheckDigit(withFirst, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
}

/** A valid CNPJ (14 digits) built from a 12-digit base (8-digit root + 4-digit branch). */
export function cnpjFrom(base12: string): string {
  const first = ascendingCheckDigit(base12, [6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9]);
  const withFirst = base12 + first;
  return withFirst + ascendingCheckDigit(withFirst, [5, 6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9]);
}

export const formatCpf = (digits: string) =>
  `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
export const formatCnpj = (digits: string) =>
  `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;

const digitString = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((digits) => digits.join(''));

const notRepeated = (digits: string) => !/^(\d)\1*$/.test(digits);

export const validCpfArbitrary = digitString(9).map(cpfFrom).filter(notRepeated);
export const validCnpjArbitrary = digitString(12).map(cnpjFrom).filter(notRepeated);

let sequence = 0;
/** A fresh valid CPF / CNPJ on every call (tests within a run never collide on tax ids). */
export function nextCpf(): string {
  sequence += 1;
  return cpfFrom(String(100_000_000 + sequence * 7919).slice(-9));
}
export function nextCnpj(): string {
  sequence += 1;
  return cnpjFrom(`${String(10_000_000 + sequence * 104_729).slice(-8)}0001`);
}

/** Real, published numbers (valid check digits). */
export const KNOWN_VALID_CPFS = ['529.982.247-25', '111.444.777-35', '390.533.447-05'];
export const KNOWN_VALID_CNPJS = [
  '11.222.333/0001-81',
  '33.000.167/0001-01', // Petrobras
  '00.000.000/0001-91', // Banco do Brasil
  '60.701.190/0001-04', // Itaú Unibanco
  '47.960.950/0001-21', // Magazine Luiza
];

export const pjRegistration = (overrides: Record<string, unknown> = {}) => ({
  entity_type: 'pj',
  trade_name: 'Mercado Bom Preço',
  legal_name: 'Mercado Bom Preço Ltda',
  tax_id: formatCnpj(nextCnpj()),
  email: 'financeiro@bompreco.example',
  phone: '+55 (11) 3333-4444',
  business_type: 'retail',
  product_categories: ['groceries'],
  average_ticket: 8500,
  monthly_revenue: 25_000_000,
  cnaes: [{ code: '4711-3/02', description: 'Supermercados', is_primary: true }],
  ...overrides,
});

export const pfRegistration = (overrides: Record<string, unknown> = {}) => ({
  entity_type: 'pf',
  legal_name: 'Ana Souza',
  tax_id: formatCpf(nextCpf()),
  email: 'ana@example.com',
  birth_date: '1990-05-17',
  mother_name: 'Maria Souza',
  ...overrides,
});

export const partnerPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carlos Lima',
  document: formatCpf(nextCpf()),
  role: 'legal_representative',
  qualification: 'OWNER-ADMIN',
  participation_percentage: 60,
  is_admin: true,
  birth_date: '1980-01-31',
  email: 'carlos@example.com',
  ...overrides,
});

export const documentPayload = (type: string, overrides: Record<string, unknown> = {}) => ({
  type,
  file_url: `https://files.example.com/${type}.pdf`,
  file_name: `${type}.pdf`,
  file_size: 123_456,
  mime_type: 'application/pdf',
  ...overrides,
});

export const addressPayload = (overrides: Record<string, unknown> = {}) => ({
  type: 'billing',
  street: 'Avenida Paulista',
  number: '1578',
  complement: '10º andar',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  zip_code: '01310-200',
  ...overrides,
});

/** Any JSON value, biased towards objects that share field names with the real payloads. */
export function randomPayloadArbitrary(fieldNames: readonly string[]): fc.Arbitrary<unknown> {
  const value = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.uuid(),
    fc.array(fc.jsonValue(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
  );
  const objectOfKnownFields = fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: fieldNames.length });
  return fc.oneof(objectOfKnownFields, objectOfKnownFields, fc.jsonValue());
}

/** The failed fields of a zod parse, as `{ 'dotted.path': [messages] }` (empty when the parse succeeded). */
export function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.') || '(root)';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
