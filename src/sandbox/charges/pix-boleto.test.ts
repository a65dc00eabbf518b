/**
 * Pix and boleto charges over HTTP: creation and every refusal, reads, the pay control and expiry on the sandbox
 * clock. The BR Code is read by `pix-utils` and the boleto by `@mrmgomes/boleto-utils`, both independent of the
 * builders.
 */
import boletoUtils from '@mrmgomes/boleto-utils';
import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import {
  call,
  chargeBody,
  createCharge,
  createFraudSession,
  secretAuth,
  useSandbox,
} from '../test-harness/test-support';
import { ADDRESS, boletoBody, pixBody } from '../test-harness/test-pix-boleto';
import { ASCII_CNPJ, LOOKALIKE_CNPJS } from '../../interface/test-tax-id-lookalikes';

const sandbox = useSandbox();

const post = (json: unknown) => call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth(), json });
const read = async (id: string, merchant: 'demo' | 'nohosted' = 'demo') =>
  (await call(sandbox.current, 'GET', `/v1/charges/${id}`, { auth: secretAuth(merchant) })).body.data;
const pay = (id: string, merchant: 'demo' | 'nohosted' = 'demo') =>
  call(sandbox.current, 'POST', `/sandbox/charges/${id}/pay`, { auth: secretAuth(merchant) });
const fieldsOf = (body: { details?: { field: string }[] }) => (body.details ?? []).map((detail) => detail.field);

const DAY_SECONDS = 86_400;
/** A UTC day `days` after today on the sandbox clock. */
const dayAfterToday = (days: number) =>
  new Date(sandbox.current.clock.now().getTime() + days * DAY_SECONDS * 1000).toISOString().slice(0, 10);

describe('POST /v1/charges with payment_method pix', () => {
  it('replies 201 pending with a BR Code that pix-utils reads with the charge’s amount', async () => {
    const result = await post(
      pixBody({ amount: 12_345, items: [{ name: 'Bolo', quantity: 1, unit_price: 12_345, tangible: true }] }),
    );
    expect(result.status).toBe(201);
    const charge = result.body.data;
    expect(charge).toMatchObject({
      status: 'pending',
      payment_method: 'pix',
      card_flow: null,
      card: null,
      customer: { document: '52998224725', address: null },
    });
    const { qr_code, expires_at } = charge.payment_fields.pix;
    const pix = parsePix(qr_code);
    expect(hasError(pix), JSON.stringify(pix)).toBe(false);
    expect(pix).toMatchObject({
      transactionAmount: 123.45,
      merchantName: 'DEMO STORE',
      countryCode: 'BR',
      transactionCurrency: '986',
    });
    // The default lifetime: 30 minutes from creation.
    expect(Date.parse(expires_at) - Date.parse(charge.created_at)).toBe(1800 * 1000);
    expect(await read(charge.id)).toEqual({ ...charge, updated_at: charge.updated_at });
  });

  it('gives every charge its own txid, and takes expires_in', async () => {
    const first = await createCharge(sandbox.current, pixBody({ payment_details: { expires_in: 60 } }));
    const second = await createCharge(sandbox.current, pixBody({ payment_details: null }));
    const txid = (charge: { payment_fields: { pix: { qr_code: string } } }) =>
      (parsePix(charge.payment_fields.pix.qr_code) as { txid: string }).txid;
    expect(txid(first)).not.toBe(txid(second));
    expect(Date.parse(first.payment_fields.pix.expires_at) - Date.parse(first.created_at)).toBe(60 * 1000);
  });

  it.each([
    ['customer.document', { customer: { name: 'Ana', email: 'ana@example.com', type: 'individual' } }],
    [
      'customer.document',
      { customer: { name: 'Ana', email: 'ana@example.com', type: 'individual', document: '111.111.111-11' } },
    ],
    ['payment_details.expires_in', { payment_details: { expires_in: 59 } }],
    ['payment_details.expires_in', { payment_details: { expires_in: 86_401 } }],
    ['payment_details.card', { payment_details: { card: chargeBody().payment_details.card } }],
    ['payment_details.due_date', { payment_details: { due_date: '2030-01-01' } }],
    ['card_token', { card_token: 'tok_test_visa' }],
    ['card_flow', { card_flow: 'hosted' }],
    ['installments', { installments: 2 }],
  ])('refuses a bad %s with 422 VALIDATION_ERROR', async (field, overrides) => {
    const result = await post(pixBody(overrides));
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(fieldsOf(result.body)).toContain(field);
    expect(sandbox.current.state.charges.size).toBe(0);
  });
});

describe('POST /v1/charges with payment_method boleto', () => {
  it('replies 201 pending with a line and barcode boleto-utils accepts, the amount and the due date (default 3 days)', async () => {
    const result = await post(boletoBody({ payment_details: { instructions: 'Não receber após o vencimento.' } }));
    expect(result.status).toBe(201);
    const charge = result.body.data;
    expect(charge).toMatchObject({
      status: 'pending',
      payment_method: 'boleto',
      card_flow: null,
      customer: { document: '11222333000181', address: { ...ADDRESS, complement: null } },
    });
    const { digitable_line, barcode, due_date, url } = charge.payment_fields.boleto;
    expect(due_date).toBe(dayAfterToday(3));
    for (const code of [digitable_line, barcode]) {
      const checked = boletoUtils.validarBoleto(code);
      expect(checked.sucesso, checked.mensagem).toBe(true);
      expect(checked.valor).toBe(25);
      const kind = code.length === 44 ? 'CODIGO_DE_BARRAS' : 'LINHA_DIGITAVEL';
      expect(boletoUtils.identificarDataComNovoFator2025(code, kind).toISOString().slice(0, 10)).toBe(due_date);
    }
    expect(url).toMatch(new RegExp(`^${sandbox.current.url}/sandbox/boletos/${charge.id}\\?token=[\\w-]{24}$`));
    expect((await read(charge.id)).payment_fields).toEqual(charge.payment_fields);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/style-src 'nonce-/);
    const html = await page.text();
    expect(html).toContain('Demo Store');
    expect(html).toContain('Não receber após o vencimento.');
    expect((await fetch(url.replace(/token=.*/, 'token=guess'))).status).toBe(404);
  });

  it('takes a due date 1 to 30 days after today', async () => {
    for (const days of [1, 30]) {
      const charge = await createCharge(
        sandbox.current,
        boletoBody({ payment_details: { due_date: dayAfterToday(days) } }),
      );
      expect(charge.payment_fields.boleto.due_date).toBe(dayAfterToday(days));
    }
  });

  it.each([
    ['customer.document', { customer: { name: 'Loja', email: 'a@example.com', type: 'company', address: ADDRESS } }],
    [
      'customer.address',
      { customer: { name: 'Loja', email: 'a@example.com', type: 'company', document: '11.222.333/0001-81' } },
    ],
    [
      'customer.address.state',
      {
        customer: {
          name: 'Loja',
          email: 'a@example.com',
          type: 'company',
          document: '11.222.333/0001-81',
          address: { ...ADDRESS, state: 'XX' },
        },
      },
    ],
    [
      'customer.address.zip_code',
      {
        customer: {
          name: 'Loja',
          email: 'a@example.com',
          type: 'company',
          document: '11.222.333/0001-81',
          address: { ...ADDRESS, zip_code: 'ABC-12345' },
        },
      },
    ],
    ['payment_details.due_date', { payment_details: { due_date: '2030-02-30' } }],
    ['payment_details.instructions', { payment_details: { instructions: 'x'.repeat(256) } }],
    ['payment_details.expires_in', { payment_details: { expires_in: 600 } }],
    ['return_url', { return_url: 'https://shop.example/return' }],
  ])('refuses a bad %s with 422 VALIDATION_ERROR', async (field, overrides) => {
    const result = await post(boletoBody(overrides));
    expect(result.status).toBe(422);
    expect(fieldsOf(result.body)).toContain(field);
    expect(sandbox.current.state.charges.size).toBe(0);
  });

  it.each(LOOKALIKE_CNPJS)('refuses a CNPJ written with $character, and stores nothing', async ({ typed }) => {
    const company = (document: string) => ({
      customer: { name: 'Loja Ana', email: 'ana@example.com', type: 'company', document, address: ADDRESS },
    });
    const result = await post(boletoBody(company(typed)));
    expect(result.status).toBe(422);
    expect(result.body.details).toEqual([
      { field: 'customer.document', message: expect.stringMatching(/only letters A–Z, digits and the separators/) },
    ]);
    expect(sandbox.current.state.charges.size).toBe(0);
    // The CNPJ it reads as through toUpperCase is valid: only the characters are refused.
    expect((await post(boletoBody(company(ASCII_CNPJ)))).status).toBe(201);
  });

  it.each([0, 31])('refuses a due date %i days after today', async (days) => {
    const result = await post(boletoBody({ payment_details: { due_date: dayAfterToday(days) } }));
    expect(result.status).toBe(422);
    expect(fieldsOf(result.body)).toEqual(['payment_details.due_date']);
  });
});

describe('the rules card charges share', () => {
  it('replays an idempotent Pix create with the same BR Code, and makes no second charge', async () => {
    const headers = { 'idempotency-key': 'pix-order-1' };
    const first = await call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth(), json: pixBody(), headers });
    const again = await call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth(), json: pixBody(), headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(sandbox.current.state.charges.size).toBe(1);
  });

  it('requires a fraud session of a merchant that mandates fraud analysis, and uses it up', async () => {
    const strict = (json: unknown) =>
      call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth('strict'), json });
    expect(await strict(boletoBody())).toMatchObject({ status: 422, body: { error: 'FRAUD_SESSION_REQUIRED' } });
    const session = await createFraudSession(sandbox.current, 'strict');
    expect((await strict(pixBody({ fraud_session_id: session }))).status).toBe(201);
    expect(await strict(pixBody({ fraud_session_id: session }))).toMatchObject({
      status: 422,
      body: { error: 'FRAUD_SESSION_USED' },
    });
  });
});

describe('POST /sandbox/charges/{id}/pay', () => {
  it('pays a pending Pix or boleto charge once: captured, then 409 INVALID_STATE', async () => {
    for (const body of [pixBody(), boletoBody()]) {
      const charge = await createCharge(sandbox.current, body);
      const paid = await pay(charge.id);
      expect(paid.status).toBe(200);
      expect(paid.body.data).toMatchObject({
        id: charge.id,
        status: 'captured',
        payment_fields: charge.payment_fields,
      });
      expect((await read(charge.id)).status).toBe('captured');
      expect(await pay(charge.id)).toMatchObject({ status: 409, body: { error: 'INVALID_STATE' } });
    }
  });

  it('refuses a card charge (409), another merchant’s charge and an unknown id (404), and no key (401)', async () => {
    const card = await createCharge(sandbox.current, chargeBody());
    expect(await pay(card.id)).toMatchObject({ status: 409, body: { error: 'INVALID_STATE' } });
    const pix = await createCharge(sandbox.current, pixBody());
    expect(await pay(pix.id, 'nohosted')).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect((await pay('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(sandbox.current, 'POST', `/sandbox/charges/${pix.id}/pay`)).status).toBe(401);
    expect((await read(pix.id)).status).toBe('pending');
  });
});

describe('the Pix bank app page', () => {
  it('shows the amount and merchant, and its button pays the charge', async () => {
    const charge = await createCharge(sandbox.current, pixBody());
    const txid = (parsePix(charge.payment_fields.pix.qr_code) as { txid: string }).txid;
    const page = await call(sandbox.current, 'GET', `/sandbox/pix/${txid}?lang=pt-BR`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'nonce-[\w+/=]+'/);
    expect(page.text).toContain('Demo Store');
    expect(page.text).toContain('R$');
    expect(page.text).toContain(`action="/sandbox/pix/${txid}/pay?lang=pt-BR"`);

    const paid = await call(sandbox.current, 'POST', `/sandbox/pix/${txid}/pay?lang=pt-BR`);
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('Esta cobrança Pix está paga.');
    expect(paid.text).not.toContain('<form');
    expect((await read(charge.id)).status).toBe('captured');
    // Pressing again shows the same outcome.
    expect((await call(sandbox.current, 'POST', `/sandbox/pix/${txid}/pay`)).text).toContain(
      'This Pix charge is paid.',
    );
  });

  it('answers a 404 page for an unknown txid', async () => {
    for (const method of ['GET', 'POST']) {
      const page = await call(sandbox.current, method, `/sandbox/pix/NoSuchTxid${method === 'POST' ? '/pay' : ''}`);
      expect(page.status).toBe(404);
      expect(page.text).toContain('Pix code not found');
    }
  });
});

describe('expiry on the sandbox clock', () => {
  it('expires an unpaid Pix charge past expires_at and a boleto three days after its due date', async () => {
    const pix = await createCharge(sandbox.current, pixBody({ payment_details: { expires_in: 600 } }));
    const boleto = await createCharge(sandbox.current, boletoBody({ payment_details: { due_date: dayAfterToday(1) } }));
    const paidPix = await createCharge(sandbox.current, pixBody({ payment_details: { expires_in: 600 } }));
    await pay(paidPix.id);

    await call(sandbox.current, 'POST', '/sandbox/clock', { auth: secretAuth(), json: { advance_seconds: 599 } });
    expect((await read(pix.id)).status).toBe('pending');
    await call(sandbox.current, 'POST', '/sandbox/clock', { auth: secretAuth(), json: { advance_seconds: 1 } });
    expect((await read(pix.id)).status).toBe('expired');
    expect((await read(paidPix.id)).status).toBe('captured');
    expect(await pay(pix.id)).toMatchObject({ status: 409, body: { error: 'INVALID_STATE' } });

    // Payable through the third day after the due day; expired when the fourth begins.
    const dueDayStart = Date.parse(`${boleto.payment_fields.boleto.due_date}T00:00:00Z`);
    sandbox.current.clock.advance(
      (dueDayStart + 4 * DAY_SECONDS * 1000 - sandbox.current.clock.now().getTime()) / 1000 - 1,
    );
    expect((await read(boleto.id)).status).toBe('pending');
    sandbox.current.clock.advance(1);
    expect((await read(boleto.id)).status).toBe('expired');

    const expired = await call(sandbox.current, 'GET', '/v1/charges?status=expired', { auth: secretAuth() });
    expect(expired.body.data.map((charge: { id: string }) => charge.id).sort()).toEqual([pix.id, boleto.id].sort());
    const pending = await call(sandbox.current, 'GET', '/v1/charges?status=pending', { auth: secretAuth() });
    expect(pending.body.data).toEqual([]);
  });

  it('shows an expired charge on the bank app page without a button', async () => {
    const charge = await createCharge(sandbox.current, pixBody({ payment_details: { expires_in: 60 } }));
    const txid = (parsePix(charge.payment_fields.pix.qr_code) as { txid: string }).txid;
    sandbox.current.clock.advance(60);
    const page = await call(sandbox.current, 'POST', `/sandbox/pix/${txid}/pay`);
    expect(page.text).toContain('This Pix code has expired.');
    expect((await read(charge.id)).status).toBe('expired');
  });
});
