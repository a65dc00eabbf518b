/** Helpers of the saved-cards tests (not shipped: `test-*.ts`): a customer, a card saved by a charge, a session. */
import { CUSTOMER_SESSION_HEADER } from '../../interface/customer';
import type { Sandbox } from '../index';
import { call, card, chargeBody, publicAuth, secretAuth, type KEYS } from './test-support';

type MerchantName = keyof typeof KEYS;

export async function createCustomer(
  sandbox: Sandbox,
  merchant: MerchantName = 'demo',
  body: Record<string, unknown> = { name: 'Ana Silva', email: 'ana@example.com' },
): Promise<{ id: string }> {
  const result = await call(sandbox, 'POST', '/v1/customers', { auth: secretAuth(merchant), json: body });
  if (result.status !== 201) throw new Error(`customer: ${result.status} ${result.text}`);
  return result.body.data;
}

/** A card charge that asks to save its card under `customerId`; resolves to the charge as read after processing. */
export async function chargeSavingCard(
  sandbox: Sandbox,
  customerId: string,
  cardOverrides: Record<string, unknown> = {},
  overrides: Record<string, unknown> = {},
  merchant: MerchantName = 'demo',
) {
  const created = await call(sandbox, 'POST', '/v1/charges', {
    auth: secretAuth(merchant),
    json: chargeBody({
      customer_id: customerId,
      payment_details: { card: card(cardOverrides), save_card: true },
      ...overrides,
    }),
  });
  if (created.status !== 201) throw new Error(`charge: ${created.status} ${created.text}`);
  const read = await call(sandbox, 'GET', `/v1/charges/${created.body.data.id}`, { auth: secretAuth(merchant) });
  return read.body.data;
}

export async function listCards(sandbox: Sandbox, customerId: string, merchant: MerchantName = 'demo') {
  return call(sandbox, 'GET', `/v1/customers/${customerId}/cards`, { auth: secretAuth(merchant) });
}

/** A customer session's client_token. */
export async function openSession(sandbox: Sandbox, customerId: string, merchant: MerchantName = 'demo') {
  const result = await call(sandbox, 'POST', '/v1/customer-sessions', {
    auth: secretAuth(merchant),
    json: { customer_id: customerId },
  });
  if (result.status !== 201) throw new Error(`session: ${result.status} ${result.text}`);
  return result.body.data as { id: string; client_token: string; expires_at: string; created_at: string };
}

/** A call of the page: the public key and the session's header. */
export function pageCall(
  sandbox: Sandbox,
  method: string,
  path: string,
  clientToken: string | null,
  json?: unknown,
  merchant: MerchantName = 'demo',
) {
  return call(sandbox, method, path, {
    auth: publicAuth(merchant),
    json,
    headers: clientToken === null ? {} : { [CUSTOMER_SESSION_HEADER]: clientToken },
  });
}

/** A card token of saved card `cardId`, asked within the session. */
export const savedCardToken = (sandbox: Sandbox, clientToken: string, cardId: string, cvv = '123') =>
  pageCall(sandbox, 'POST', '/v1/card-tokens', clientToken, { card_id: cardId, cvv });

/** A charge paying with `token` for `customerId` (omitted when undefined). */
export const chargeWithToken = (
  sandbox: Sandbox,
  token: string,
  customerId: string | undefined,
  overrides: Record<string, unknown> = {},
) =>
  call(sandbox, 'POST', '/v1/charges', {
    auth: secretAuth(),
    json: chargeBody({ customer_id: customerId, payment_details: { card_token: token }, ...overrides }),
  });
