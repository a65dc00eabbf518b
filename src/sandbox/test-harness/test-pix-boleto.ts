/** Pix and boleto charge bodies for the sandbox tests. */
import { chargeBody, VALID_CNPJ, VALID_CPF } from './test-support';

const withoutCard = (overrides: Record<string, unknown>) => {
  const { payment_details: _card, ...body } = chargeBody();
  return { ...body, ...overrides };
};

export const ADDRESS = {
  street: 'Rua do Bom Jesus',
  number: '125',
  neighborhood: 'Recife Antigo',
  city: 'Recife',
  state: 'PE',
  zip_code: '50030-170',
};

export const pixBody = (overrides: Record<string, unknown> = {}) =>
  withoutCard({
    payment_method: 'pix',
    customer: { name: 'Ana Silva', email: 'ana@example.com', type: 'individual', document: VALID_CPF },
    ...overrides,
  });

export const boletoBody = (overrides: Record<string, unknown> = {}) =>
  withoutCard({
    payment_method: 'boleto',
    customer: { name: 'Loja Ana', email: 'ana@example.com', type: 'company', document: VALID_CNPJ, address: ADDRESS },
    ...overrides,
  });
