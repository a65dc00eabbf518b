/**
 * Alphanumeric CNPJs (IN RFB 2.229/2024) over real HTTP, through the typed client against a listening sandbox:
 * wherever a CNPJ goes (a submerchant's tax_id, a partner's document, a buyer's document), sent in lower case and
 * punctuated, kept upper case without punctuation. Every reply is also checked against the OpenAPI document
 * (src/sandbox/openapi/test-setup.ts), so the documented pattern must admit them too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjWithCheckDigits, formatTaxId } from '../interface/tax-id';
import { startSandbox, type Sandbox } from '../sandbox';
import { createClient, type PayClient } from './client';
import { ApiError } from './errors';
import { companyRegistration, partner } from './test-fixtures';
import { LOOKALIKE_CNPJS } from '../interface/test-tax-id-lookalikes';

const DEMO = { secretKey: 'sk_test_demo', publicKey: 'pk_test_demo' };
/** The Receita Federal's published example. */
const RECEITA_EXAMPLE = '12.ABC.345/01DE-35';
const items = [{ name: 'Bolo de rolo', quantity: 1, unit_price: 4_000, tangible: true }];
const address = {
  street: 'Rua da Aurora',
  number: '10',
  neighborhood: 'Boa Vista',
  city: 'Recife',
  state: 'PE',
  zip_code: '50050-000',
};

let sandbox: Sandbox;
let client: PayClient;
let sequence = 0;

/** A fresh alphanumeric CNPJ, as a person might type it: punctuated, lower case. */
function typedAlphanumericCnpj(): string {
  sequence += 1;
  const base = `AB${String(sequence).padStart(6, '0')}XY01`;
  return formatTaxId(cnpjWithCheckDigits(base)).toLowerCase();
}

const failureOf = (promise: PromiseLike<unknown>) =>
  Promise.resolve(promise).then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  client = createClient({ ...DEMO, baseUrl: sandbox.url });
});
afterAll(async () => {
  await sandbox.close();
});

describe('alphanumeric CNPJs over HTTP', () => {
  it('registers a pj submerchant with one, stores it upper case, and finds it by its punctuated form', async () => {
    const created = await client.submerchants.create({ ...companyRegistration(), tax_id: '12.abc.345/01de-35' });
    expect(created).toMatchObject({ entity_type: 'pj', tax_id: '12ABC34501DE35' });
    expect((await client.submerchants.retrieve(created.id)).tax_id).toBe('12ABC34501DE35');
    const found = await client.submerchants.list({ search: RECEITA_EXAMPLE.toLowerCase() });
    expect(found.data.map((submerchant) => submerchant.id)).toEqual([created.id]);

    const again = await failureOf(client.submerchants.create({ ...companyRegistration(), tax_id: RECEITA_EXAMPLE }));
    expect(again.details).toEqual([
      expect.objectContaining({ field: 'tax_id', message: `is already registered as submerchant ${created.id}` }),
    ]);
  });

  it('refuses one for a pf submerchant, and letters in the check-digit places, naming the field', async () => {
    const pf = await failureOf(
      client.submerchants.create({ entity_type: 'pf', legal_name: 'Joana Ribeiro', tax_id: typedAlphanumericCnpj() }),
    );
    expect(pf).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect(pf.details).toEqual([
      { field: 'tax_id', message: 'a pf submerchant needs a CPF (11 digits); this is a CNPJ' },
    ]);
    const lettered = await failureOf(
      client.submerchants.create({ ...companyRegistration(), tax_id: '12.ABC.345/01DE-3A' }),
    );
    expect(lettered.details).toEqual([
      {
        field: 'tax_id',
        message: 'is not a valid CNPJ: its last two characters, the check digits, are always digits',
      },
    ]);
  });

  it("takes one as a company partner's document (pj inferred) and upserts by it whatever its case", async () => {
    const company = await client.submerchants.create(companyRegistration());
    const typed = typedAlphanumericCnpj();
    const holding = partner({ document: typed, legal_name: 'Holding SA', role: 'corporate_owner' });
    const created = await client.submerchants.legalRepresentatives.upsert(company.id, holding);
    expect(created).toMatchObject({ entity_type: 'pj', document: typed.replace(/[./-]/g, '').toUpperCase() });

    const updated = await client.submerchants.legalRepresentatives.upsert(company.id, {
      ...holding,
      document: typed.toUpperCase(),
      participation_percentage: 60,
    });
    expect(updated).toMatchObject({ id: created.id, participation_percentage: 60 });
    expect(await client.submerchants.legalRepresentatives.list(company.id)).toHaveLength(1);
  });

  it('takes one as a company buyer of a Pix charge: lower case in, upper case out', async () => {
    const typed = typedAlphanumericCnpj();
    const charge = await client.charges.create({
      amount: 4_000,
      product_type: 'physical',
      payment_method: 'pix',
      customer: { name: 'Loja Aurora', email: 'loja@example.com', type: 'company', document: typed },
      items,
    });
    const stored = typed.replace(/[./-]/g, '').toUpperCase();
    expect(charge.customer.document).toBe(stored);
    expect((await client.charges.retrieve(charge.id)).customer.document).toBe(stored);
  });

  it('prints it punctuated on a boleto', async () => {
    const charge = await client.charges.create({
      amount: 4_000,
      product_type: 'physical',
      payment_method: 'boleto',
      customer: {
        name: 'Loja Aurora',
        email: 'loja@example.com',
        type: 'company',
        document: '12abc34501de35',
        address,
      },
      items,
    });
    expect(charge.customer.document).toBe('12ABC34501DE35');
    const page = await fetch(charge.payment_fields.boleto.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(RECEITA_EXAMPLE);
  });

  it('refuses one for an individual buyer, who pays with a CPF', async () => {
    const refused = await failureOf(
      client.charges.create({
        amount: 4_000,
        product_type: 'physical',
        payment_method: 'pix',
        customer: { name: 'Marina Alves', email: 'marina@example.com', type: 'individual', document: RECEITA_EXAMPLE },
        items,
      }),
    );
    expect(refused).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect(refused.details).toEqual([
      { field: 'customer.document', message: 'must be a CPF (11 digits); got 14 characters' },
    ]);
  });

  it.each(LOOKALIKE_CNPJS)(
    'refuses one written with $character wherever a CNPJ goes, naming the field',
    async ({ typed }) => {
      const ascii = /only letters A–Z, digits and the separators/;
      const submerchant = await failureOf(client.submerchants.create({ ...companyRegistration(), tax_id: typed }));
      expect(submerchant).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
      expect(submerchant.details).toEqual([{ field: 'tax_id', message: expect.stringMatching(ascii) }]);

      const company = await client.submerchants.create(companyRegistration());
      const holding = partner({ document: typed, legal_name: 'Holding SA', role: 'corporate_owner' });
      const owner = await failureOf(client.submerchants.legalRepresentatives.upsert(company.id, holding));
      // 13 characters (`ß`, `ﬁ`) are no CNPJ's length either, so the partner's role is refused too.
      expect(owner.details).toContainEqual({ field: 'document', message: expect.stringMatching(ascii) });

      for (const payment_method of ['pix', 'credit_card'] as const) {
        const buyer = { name: 'Loja Aurora', email: 'loja@example.com', type: 'company' as const, document: typed };
        const card = { payment_details: { card_token: 'tok_test_visa' } };
        const charge = await failureOf(
          client.charges.create({
            amount: 4_000,
            product_type: 'physical',
            customer: buyer,
            items,
            ...(payment_method === 'pix' ? { payment_method } : { payment_method, ...card }),
          }),
        );
        expect(charge.details).toEqual([{ field: 'customer.document', message: expect.stringMatching(ascii) }]);
      }
    },
  );
});
