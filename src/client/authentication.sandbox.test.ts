/**
 * Debit cards and 3-D Secure through the typed client against a real sandbox: `debit_card` in the payment method
 * union (one installment, checked at compile time), `payment_details.authentication` on a credit charge, the
 * charge's `authentication` and the sandbox control that answers a challenge.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { AUTHENTICATION_TEST_CARDS } from '../interface/sandbox-cards';
import { startSandbox, type Sandbox } from '../sandbox';
import { createClient, type PayClient } from './client';
import type { CardCharge, ChargeAuthentication, DebitCardChargeCreateRequest } from './index';
import { ApiError } from './errors';
import { cardCharge } from './test-fixtures';

const DEMO = { secretKey: 'sk_test_demo', publicKey: 'pk_test_demo' };

let sandbox: Sandbox;
let client: PayClient;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  client = createClient({ ...DEMO, baseUrl: sandbox.url });
});
afterAll(async () => {
  await sandbox.close();
});

const debit = (number: string = AUTHENTICATION_TEST_CARDS.challenge): DebitCardChargeCreateRequest => ({
  amount: 5_000,
  product_type: 'physical',
  customer: { name: 'Marina Alves', email: 'marina@example.com', type: 'individual' },
  items: [{ name: 'Bolo de rolo', quantity: 2, unit_price: 2_500, tangible: true }],
  payment_method: 'debit_card',
  payment_details: {
    card: { number, holder_name: 'MARINA ALVES', exp_month: 12, exp_year: 2030, cvv: '123' },
    installments: 1,
  },
});

describe('debit cards and 3-D Secure through the client', () => {
  it('types a debit charge as CardCharge with its authentication, and answers its challenge', async () => {
    const charge = await client.charges.create(debit());
    expectTypeOf(charge).toEqualTypeOf<CardCharge>();
    expectTypeOf(charge.authentication).toEqualTypeOf<ChargeAuthentication | null>();
    expect(charge).toMatchObject({ payment_method: 'debit_card', status: 'pending' });
    expect(charge.authentication).toEqual({ status: 'challenge_required', challenged: true });
    const fields = charge.payment_fields;
    expect(fields && 'authentication' in fields ? fields.authentication.url : null).toMatch(
      new RegExp(`^${sandbox.url}/elements/authentication/${charge.id}\\?token=`),
    );
    const answered = await client.sandbox.authenticateCharge(charge.id, 'succeeded');
    expect(answered).toMatchObject({ status: 'captured', authentication: { status: 'succeeded', challenged: true } });
    const again = await client.sandbox.authenticateCharge(charge.id, 'failed').catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ApiError);
    expect(again).toMatchObject({ status: 409, code: 'INVALID_STATE' });
  });

  it('sends payment_details.authentication on a credit charge', async () => {
    const charge = await client.charges.create(
      cardCharge({
        payment_details: {
          card: {
            number: AUTHENTICATION_TEST_CARDS.unenrolled,
            holder_name: 'MARINA ALVES',
            exp_month: 12,
            exp_year: 2030,
            cvv: '123',
          },
          authentication: 'if_available',
        },
      }),
    );
    expect(charge.authentication).toEqual({ status: 'unavailable', challenged: false });
  });

  it('takes a debit charge with the details a credit charge sends: if_available is read as required', async () => {
    const withDetails = (number: string): DebitCardChargeCreateRequest => {
      const charge = debit(number);
      return { ...charge, payment_details: { ...charge.payment_details, authentication: 'if_available' } };
    };
    const paid = await client.charges.create(withDetails(AUTHENTICATION_TEST_CARDS.frictionless));
    expect(paid.authentication).toEqual({ status: 'succeeded', challenged: false });
    const unenrolled = await client.charges.create(withDetails(AUTHENTICATION_TEST_CARDS.unenrolled));
    expect(unenrolled.authentication).toEqual({ status: 'unavailable', challenged: false });
    expect(await client.charges.retrieve(unenrolled.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'authentication_unavailable',
    });
  });

  it('refuses a debit charge in installments at compile time', () => {
    const nested: DebitCardChargeCreateRequest = {
      ...debit(),
      payment_details: {
        card_token: 'tok_test_visa',
        // @ts-expect-error a debit card pays at once: one installment only
        installments: 3,
      },
    };
    const topLevel: DebitCardChargeCreateRequest = {
      ...debit(),
      payment_details: null,
      card_token: 'tok_test_visa',
      // @ts-expect-error a debit card pays at once, whichever field carries the installments
      installments: 2,
    };
    // Nor through the client's create, whose overloads take each method's own request.
    const viaCreate = () =>
      // @ts-expect-error no overload takes a debit charge in three installments
      client.charges.create({ ...debit(), payment_details: { card_token: 'tok_test_visa', installments: 3 } });
    expect([nested, topLevel]).toHaveLength(2);
    expect(typeof viaCreate).toBe('function');
  });
});
