/**
 * Charge rules every payment method shares: the largest amount each method carries, the payer's address on every
 * method, and what an Idempotency-Key record keeps and answers.
 */
import { createHash } from 'node:crypto';
import boletoUtils from '@mrmgomes/boleto-utils';
import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT, type PaymentMethod } from '../../interface/charge-values';
import { call, card, chargeBody, debitChargeBody, secretAuth, useSandbox } from '../test-harness/test-support';
import { canonicalJson } from './idempotency';
import { ADDRESS, boletoBody, pixBody } from '../test-harness/test-pix-boleto';

const sandbox = useSandbox();

const post = (json: unknown, headers: Record<string, string> = {}) =>
  call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth(), json, headers });
const fieldsOf = (body: { details?: { field: string }[] }) => (body.details ?? []).map((detail) => detail.field);

const BODIES: Record<PaymentMethod, (overrides?: Record<string, unknown>) => Record<string, unknown>> = {
  credit_card: chargeBody,
  debit_card: debitChargeBody,
  pix: pixBody,
  boleto: boletoBody,
};
const METHODS = Object.keys(BODIES) as PaymentMethod[];

describe('the largest amount of each payment method', () => {
  it('chooses what each format carries: boleto R$ 99,999,999.99, Pix and card R$ 9,999,999,999.99', () => {
    expect(MAX_AMOUNT).toEqual({
      boleto: 9_999_999_999,
      pix: 999_999_999_999,
      credit_card: 999_999_999_999,
      debit_card: 999_999_999_999,
    });
  });

  it.each(METHODS)('takes the largest %s amount, which an independent reader reads back', async (method) => {
    const result = await post(BODIES[method]({ amount: MAX_AMOUNT[method] }));
    expect(result.status, result.text).toBe(201);
    expect(result.body.data.amount).toBe(MAX_AMOUNT[method]);
    const fields = result.body.data.payment_fields;
    if (method === 'pix') {
      expect((parsePix(fields.pix.qr_code) as { transactionAmount: number }).transactionAmount).toBe(
        MAX_AMOUNT.pix / 100,
      );
    }
    if (method === 'boleto')
      expect(boletoUtils.validarBoleto(fields.boleto.barcode).valor).toBe(MAX_AMOUNT.boleto / 100);
  });

  it.each(METHODS)('refuses one cent more on %s, and far more, with 422 naming amount', async (method) => {
    for (const amount of [MAX_AMOUNT[method] + 1, 10 ** 15, Number.MAX_SAFE_INTEGER]) {
      const result = await post(BODIES[method]({ amount }));
      expect(result.status, result.text).toBe(422);
      expect(result.body.error).toBe('VALIDATION_ERROR');
      expect(fieldsOf(result.body)).toEqual(['amount']);
    }
    expect(sandbox.current.state.charges.size).toBe(0);
    expect(sandbox.current.state.internalErrors).toBe(0);
  });
});

describe('customer.address on every payment method', () => {
  const withAddress = (method: PaymentMethod, address: unknown) => {
    const base = BODIES[method]();
    return { ...base, customer: { ...(base.customer as Record<string, unknown>), address } };
  };

  it.each(METHODS)('is taken and returned on %s', async (method) => {
    const result = await post(withAddress(method, { ...ADDRESS, complement: 'Sala 2' }));
    expect(result.status, result.text).toBe(201);
    expect(result.body.data.customer.address).toEqual({ ...ADDRESS, complement: 'Sala 2' });
    const read = await call(sandbox.current, 'GET', `/v1/charges/${result.body.data.id}`, { auth: secretAuth() });
    expect(read.body.data.customer.address).toEqual({ ...ADDRESS, complement: 'Sala 2' });
  });

  it.each(METHODS)('is checked as a boleto’s on %s', async (method) => {
    const result = await post(withAddress(method, { ...ADDRESS, state: 'XX', zip_code: 'ABC-12345' }));
    expect(result.status).toBe(422);
    expect(fieldsOf(result.body).sort()).toEqual(['customer.address.state', 'customer.address.zip_code']);
  });

  it('is optional on Pix and card (null in the record), required on boleto', async () => {
    for (const method of ['pix', 'credit_card'] as const) {
      for (const address of [undefined, null]) {
        const result = await post(withAddress(method, address));
        expect(result.status, result.text).toBe(201);
        expect(result.body.data.customer.address).toBeNull();
      }
    }
    const boleto = await post(withAddress('boleto', null));
    expect(boleto.status).toBe(422);
    expect(fieldsOf(boleto.body)).toEqual(['customer.address']);
  });
});

describe('Idempotency-Key records', () => {
  const only = () => [...sandbox.current.state.idempotency.values()];

  it('keep a fingerprint that hashing guessed requests cannot reproduce: the CVV stays unknown', async () => {
    const body = chargeBody({ payment_details: { card: card({ cvv: '731' }), installments: 1 } });
    expect((await post(body, { 'Idempotency-Key': 'order-cvv' })).status).toBe(201);
    const [record] = only();
    // Everything but the CVV is known to whoever reads the record (the order, the card): try every CVV.
    const guesses = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
    const hashes = new Set(
      guesses.flatMap((cvv) => {
        const guess = { ...body, payment_details: { card: card({ cvv }), installments: 1 } };
        return [canonicalJson(guess), JSON.stringify(guess)].map((text) =>
          createHash('sha256').update(text).digest('hex'),
        );
      }),
    );
    expect(hashes.has(record.fingerprint)).toBe(false);
    expect(JSON.stringify(only())).not.toMatch(/\b731\b|4111111111111111/);
  });

  it('still replay the same request and refuse another card under the same key', async () => {
    const headers = { 'Idempotency-Key': 'order-card' };
    const first = await post(chargeBody(), headers);
    const again = await post(chargeBody(), headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    for (const other of [card({ cvv: '124' }), card({ number: '4000000000000002' })]) {
      const conflict = await post(chargeBody({ payment_details: { card: other, installments: 1 } }), headers);
      expect(conflict.status).toBe(422);
      expect(conflict.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(sandbox.current.state.charges.size).toBe(1);
  });

  it('refuse a card payment sent with the key of a pending boleto: no replay of the boleto, no new charge', async () => {
    const headers = { 'Idempotency-Key': 'order-7' };
    const boleto = await post(boletoBody(), headers);
    expect(boleto.status).toBe(201);
    const byCard = await post(chargeBody(), headers);
    expect(byCard.status).toBe(422);
    expect(byCard.body).toMatchObject({ success: false, error: 'IDEMPOTENCY_KEY_REUSED' });
    expect(byCard.headers.get('idempotent-replayed')).toBeNull();
    expect(sandbox.current.state.charges.size).toBe(1);
    // The boleto itself still replays.
    const again = await post(boletoBody(), headers);
    expect(again.body.data.id).toBe(boleto.body.data.id);
  });
});
