/**
 * Pix and boleto charges through the typed client against a real sandbox: the create request and the charge are
 * unions by `payment_method`, so each method type-checks only with its own fields.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { payTestCharge, startSandbox, TestChargeError, type Sandbox } from '../sandbox';
import { createClient, type PayClient } from './client';
import type { BoletoCharge, BoletoPaymentFields, CardCharge, Charge, PixCharge, PixChargeCreateRequest } from './index';
import { cardCharge } from './test-fixtures';

const DEMO = { secretKey: 'sk_test_demo', publicKey: 'pk_test_demo' };
const items = [{ name: 'Bolo de rolo', quantity: 1, unit_price: 4_000, tangible: true }];
const pixRequest: PixChargeCreateRequest = {
  amount: 4_000,
  product_type: 'physical',
  payment_method: 'pix',
  customer: { name: 'Marina Alves', email: 'marina@example.com', type: 'individual', document: '529.982.247-25' },
  items,
  payment_details: { expires_in: 900 },
};
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

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  client = createClient({ ...DEMO, baseUrl: sandbox.url });
});
afterAll(async () => {
  await sandbox.close();
});

describe('Pix and boleto charges with the client', () => {
  it('creates a Pix charge typed as PixCharge, and reads it back', async () => {
    const charge = await client.charges.create(pixRequest);
    expectTypeOf(charge).toEqualTypeOf<PixCharge>();
    expect(charge.status).toBe('pending');
    expect(charge.payment_fields.pix.qr_code).toMatch(/^000201/);
    const read = await client.charges.retrieve(charge.id);
    expectTypeOf(read).toEqualTypeOf<Charge>();
    if (read.payment_method === 'pix') expect(read.payment_fields.pix).toEqual(charge.payment_fields.pix);
    else throw new Error('expected a Pix charge');
  });

  it('creates a boleto charge typed as BoletoCharge, and pays it with the sandbox control', async () => {
    const charge = await client.charges.create({
      amount: 4_000,
      product_type: 'physical',
      payment_method: 'boleto',
      customer: {
        name: 'Loja Aurora',
        email: 'loja@example.com',
        type: 'company',
        document: '11.222.333/0001-81',
        address,
      },
      items,
      payment_details: { instructions: 'Pagável em qualquer banco.' },
    });
    expectTypeOf(charge).toEqualTypeOf<BoletoCharge>();
    expectTypeOf(charge.payment_fields.boleto).toEqualTypeOf<BoletoPaymentFields>();
    expect(charge.payment_fields.boleto.digitable_line).toMatch(/^\d{47}$/);
    const paid = await client.sandbox.payCharge(charge.id);
    expect(paid).toMatchObject({ id: charge.id, status: 'captured' });
  });

  it('pays with payTestCharge from pay-checkout/sandbox, and names the refusal', async () => {
    const charge = await client.charges.create(pixRequest);
    expect(await payTestCharge(sandbox.url, DEMO.secretKey, charge.id)).toMatchObject({ status: 'captured' });
    const again = await payTestCharge(sandbox.url, DEMO.secretKey, charge.id).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(TestChargeError);
    expect(again).toMatchObject({ status: 409, code: 'INVALID_STATE' });
  });

  it('sends the payer’s address on Pix and card charges too, and reads it back', async () => {
    const pix = await client.charges.create({ ...pixRequest, customer: { ...pixRequest.customer, address } });
    const card = await client.charges.create({ ...cardCharge(), customer: { ...cardCharge().customer, address } });
    for (const charge of [pix, card]) expect(charge.customer.address).toEqual({ ...address, complement: null });
  });

  it('types a card charge as CardCharge', async () => {
    const charge = await client.charges.create(cardCharge());
    expectTypeOf(charge).toEqualTypeOf<CardCharge>();
    expect(charge.payment_method).toBe('credit_card');
  });

  it('refuses card fields on a Pix request at compile time', () => {
    const build = () =>
      client.charges.create({
        ...pixRequest,
        // @ts-expect-error a Pix charge takes no card
        card_token: 'tok_test_visa',
      });
    const details = () =>
      client.charges.create({
        ...pixRequest,
        payment_details: {
          // @ts-expect-error payment_details of a Pix charge holds only expires_in
          card: { number: '4111111111111111', holder_name: 'A', exp_month: 1, exp_year: 2030, cvv: '123' },
        },
      });
    // @ts-expect-error a boleto charge needs the payer's address
    const noAddress = () => client.charges.create({ ...pixRequest, payment_method: 'boleto' });
    expect([build, details, noAddress].every((call) => typeof call === 'function')).toBe(true);
  });
});
