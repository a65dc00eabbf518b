// The saved-card journeys' side of the merchant: a customer, a customer session for the page (the back end's calls,
// with the secret key), a card saved as a returning buyer's earlier purchase saved it, and the charge a back end makes
// of what `<pay-form>` posted (`save_card` passed on as `payment_details.save_card`). The page is the
// `/e2e/saved-cards` fixture (e2e/fixtures/pages/pages.ts).
import { chargeBody, sandboxCall } from './helpers';

export const AMOUNT = 100000;
const SETTLE_TIMEOUT_MS = 10_000;
const SETTLE_POLL_MS = 100;

/** The light-DOM elements the saved cards' module adds to the form (their controls are in open shadow roots). */
export const SAVED_LIST = 'pay-form [data-pay-saved-cards]';
export const SAVE_CHOICE = 'pay-form [data-pay-save-card]';

export async function createCustomer(): Promise<string> {
  const created = await sandboxCall('/v1/customers', { body: { name: 'Ana Souza', email: 'ana@example.com' } });
  if (created.status !== 201) throw new Error(`customer not created: ${JSON.stringify(created.body)}`);
  return created.body.data.id as string;
}

/** A customer session's `client_token`, as the merchant's back end hands it to the page. */
export async function customerSession(customerId: string): Promise<string> {
  const created = await sandboxCall('/v1/customer-sessions', { body: { customer_id: customerId } });
  if (created.status !== 201) throw new Error(`session not created: ${JSON.stringify(created.body)}`);
  return created.body.data.client_token as string;
}

/** A captured charge that saved `number` (exp 12/2030; an Amex with its 4-digit code) under the customer: the buyer's earlier purchase. */
export async function saveCard(customerId: string, number: string): Promise<void> {
  const base = chargeBody();
  const charged = await sandboxCall('/v1/charges', {
    body: {
      ...base,
      customer_id: customerId,
      payment_details: {
        ...base.payment_details,
        card: { ...base.payment_details.card, number, cvv: number.startsWith('3') ? '1234' : '123' },
        save_card: true,
      },
    },
  });
  const status = await settled(charged.body.data?.id);
  if (status !== 'captured') throw new Error(`card not saved: ${JSON.stringify(charged.body)}`);
}

/** A card charge's status once it left `pending` (the sandbox settles a card charge a moment after creating it). */
export async function settled(chargeId: string | undefined): Promise<string> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const read = await sandboxCall(`/v1/charges/${chargeId}`);
    const status = read.body.data?.status as string | undefined;
    if ((status && status !== 'pending') || Date.now() > deadline) return status ?? `unreadable (${read.status})`;
    await new Promise((next) => setTimeout(next, SETTLE_POLL_MS));
  }
}

/** The customer's saved cards as the service keeps them (`last4` each, in the list's order). */
export async function savedLast4(customerId: string): Promise<string[]> {
  const listed = await sandboxCall(`/v1/customers/${customerId}/cards`);
  return (listed.body.data as { last4: string }[]).map((card) => card.last4);
}

/**
 * The charge the store's back end makes of what the page posted: the order, the buyer's card token and installments,
 * the customer, and `save_card` when (and only when) the page sent it. Resolves to the charge once settled.
 */
export async function chargePosted(customerId: string, posted: Record<string, any>) {
  const { payment_details: details, save_card: saveCardAsked } = posted;
  const charged = await sandboxCall('/v1/charges', {
    body: {
      amount: AMOUNT,
      product_type: 'physical',
      payment_method: 'credit_card',
      customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual' },
      items: [{ name: 'Bicycle', quantity: 1, unit_price: AMOUNT, tangible: true }],
      customer_id: customerId,
      payment_details: { ...details, ...(saveCardAsked === true ? { save_card: true } : {}) },
    },
  });
  const id = charged.body.data?.id as string | undefined;
  const status = await settled(id);
  return (await sandboxCall(`/v1/charges/${id}`)).body.data ?? { status, created: charged.body };
}

/**
 * The saved cards' radios as a screen reader names them (`name`: the radio's `aria-label`, else its label's text), what
 * the buyer reads beside each (`text`), and which one is chosen.
 */
export const radiosShown = (host: string) => {
  const root = document.querySelector(host)?.shadowRoot;
  return Array.from(root?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []).map((radio) => {
    const text = (radio.closest('label')?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return { name: radio.getAttribute('aria-label') ?? text, text, checked: radio.checked };
  });
};
