/**
 * Every free field has a bound well below the 1 MiB body cap, refused with 422 VALIDATION_ERROR naming the field;
 * a value at the bound is accepted.
 */
import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_DATA_MAX_BYTES,
  ADDITIONAL_DATA_MAX_KEYS,
  MAX_ITEMS,
  MAX_SPLIT_RULES,
  TEXT_MAX,
} from '../interface/charge';
import { HOST_NAME_MAX_LENGTH, USER_AGENT_MAX_LENGTH } from '../interface/fraud-session';
import { NOTES_MAX_LENGTH, PHONE_MAX_LENGTH, TEXT_MAX_LENGTH } from '../interface/submerchant-fields';
import { apiOf, createPj } from './test-harness/test-api';
import { addressPayload, documentPayload, pjRegistration } from './submerchants/test-payloads';
import { browserData, call, card, chargeBody, publicAuth, secretAuth, useSandbox } from './test-harness/test-support';

const sandbox = useSandbox();
const api = apiOf(() => sandbox.current);
const fieldsOf = (body: { details?: { field: string }[] }) => (body.details ?? []).map((detail) => detail.field);
const text = (length: number) => 'a'.repeat(length);
const item = { name: 'T', quantity: 1, unit_price: 1, tangible: true };
const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index]));
const url = (length: number) => `https://shop.example/${'p'.repeat(length - 'https://shop.example/'.length)}`;

const chargeCases: [string, number, (size: number) => Record<string, unknown>][] = [
  ['product_type', TEXT_MAX, (size) => ({ product_type: text(size) })],
  ['customer.name', 200, (size) => ({ customer: { name: text(size), email: 'a@b.example', type: 'individual' } })],
  ['items', MAX_ITEMS, (size) => ({ amount: size, items: Array.from({ length: size }, () => item) })],
  ['items.0.name', TEXT_MAX, (size) => ({ amount: 1, items: [{ ...item, name: text(size) }] })],
  ['additional_data', ADDITIONAL_DATA_MAX_KEYS, (size) => ({ additional_data: keys(size) })],
  // {"x":"…"} is 8 bytes around the text.
  ['additional_data', ADDITIONAL_DATA_MAX_BYTES, (size) => ({ additional_data: { x: text(size - 8) } })],
  [
    'return_url',
    2048,
    (size) => ({ card_flow: 'hosted', payment_details: { installments: 1 }, return_url: url(size) }),
  ],
  [
    'payment_details.card.holder_name',
    100,
    (size) => ({ payment_details: { card: card({ holder_name: text(size) }) } }),
  ],
];

describe('charge field limits', () => {
  it.each(chargeCases)('%s: at most %i', async (field, limit, build) => {
    const post = (size: number) =>
      call(sandbox.current, 'POST', '/v1/charges', { auth: secretAuth(), json: chargeBody(build(size)) });
    const atLimit = await post(limit);
    expect(atLimit.status, atLimit.text).toBe(201);
    const over = await post(limit + 1);
    expect(over.status).toBe(422);
    expect(over.body.error).toBe('VALIDATION_ERROR');
    expect(fieldsOf(over.body)).toContain(field);
  });

  it(`split_rules: at most ${MAX_SPLIT_RULES}`, async () => {
    const ids = Array.from({ length: MAX_SPLIT_RULES + 1 }, () => crypto.randomUUID());
    const result = await call(sandbox.current, 'POST', '/v1/charges', {
      auth: secretAuth(),
      json: chargeBody({
        amount: ids.length,
        split_rules: ids.map((submerchant_id) => ({ submerchant_id, amount: 1 })),
      }),
    });
    expect(result.status).toBe(422);
    expect(fieldsOf(result.body)).toContain('split_rules');
  });
});

describe('other free fields', () => {
  it.each([
    ['legal_name', TEXT_MAX_LENGTH],
    ['trade_name', TEXT_MAX_LENGTH],
    ['phone', PHONE_MAX_LENGTH],
  ])('submerchant %s: at most %i characters', async (field, limit) => {
    const value = field === 'phone' ? `11 ${'9'.repeat(8)}${' '.repeat(limit)}1` : text(limit + 1);
    const result = await api.post('/v1/submerchants', pjRegistration({ [field]: value }));
    expect(result.status).toBe(422);
    expect(fieldsOf(result.body)).toContain(field);
  });

  it('document notes and file_url, address street', async () => {
    const submerchant = await createPj(api);
    const notes = await api.post(
      `/v1/submerchants/${submerchant.id}/documents`,
      documentPayload('cnpj_card', { notes: text(NOTES_MAX_LENGTH + 1) }),
    );
    expect(fieldsOf(notes.body)).toContain('notes');
    const fileUrl = await api.post(
      `/v1/submerchants/${submerchant.id}/documents`,
      documentPayload('cnpj_card', { file_url: url(2049) }),
    );
    expect(fieldsOf(fileUrl.body)).toContain('file_url');
    const street = await api.post(
      `/v1/submerchants/${submerchant.id}/addresses`,
      addressPayload({ street: text(TEXT_MAX_LENGTH + 1) }),
    );
    expect(fieldsOf(street.body)).toContain('street');
  });

  it('fraud session user_agent and host_name', async () => {
    const post = (json: unknown) => call(sandbox.current, 'POST', '/v1/fraud-sessions', { auth: publicAuth(), json });
    expect(fieldsOf((await post(browserData({ user_agent: text(USER_AGENT_MAX_LENGTH + 1) }))).body)).toContain(
      'user_agent',
    );
    expect(fieldsOf((await post(browserData({ host_name: text(HOST_NAME_MAX_LENGTH + 1) }))).body)).toContain(
      'host_name',
    );
  });
});
