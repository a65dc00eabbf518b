// "Create demo charges": a few transparent charges with the sandbox's test cards, so the charge list has
// something to page through. Every other one uses the card that fails, so the status filter shows both.
import type { ChargeCreateRequest, ErrorDetail, PayClient } from 'pay-checkout/client';
import { TEST_CARDS } from 'pay-checkout/sandbox';
import { DemoFailure, type Json } from '../../shared/replies';

export const MAX_DEMO_CHARGES = 10;

const CARDS = [TEST_CARDS.captured, TEST_CARDS.failed] as const;

export function demoChargeRequests(body: Json): ChargeCreateRequest[] {
  const count = body.count === undefined ? 3 : Number(body.count);
  const details: ErrorDetail[] = [];
  if (!Number.isInteger(count) || count < 1 || count > MAX_DEMO_CHARGES)
    details.push({ field: 'count', message: `must be a whole number from 1 to ${MAX_DEMO_CHARGES}` });
  const name = typeof body.customer_name === 'string' ? body.customer_name.trim() : '';
  if (!name) details.push({ field: 'customer_name', message: 'is required' });
  else if (name.length > 100) details.push({ field: 'customer_name', message: 'must be at most 100 characters' });
  if (details.length) throw new DemoFailure(422, 'VALIDATION_ERROR', 'Check the highlighted fields.', details);

  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '') || 'buyer';
  return Array.from({ length: count }, (_, index) => {
    const amount = 1000 + index * 250;
    return {
      amount,
      product_type: 'physical',
      payment_method: 'credit_card',
      customer: { name, email: `${slug}@example.com`, type: 'individual' },
      items: [{ name: `Demo item ${index + 1}`, quantity: 1, unit_price: amount, tangible: true }],
      payment_details: {
        card: {
          number: CARDS[index % 2],
          holder_name: name.toUpperCase().slice(0, 50),
          exp_month: 12,
          exp_year: new Date().getUTCFullYear() + 3,
          cvv: '123',
        },
        installments: 1,
        // As the store asks: the list then shows each charge's 3-D Secure outcome (these cards pass with no challenge).
        authentication: 'if_available',
      },
    } as unknown as ChargeCreateRequest;
  });
}

/** Creates them one after another (the Transactions rate limit is per merchant; no burst needed). */
export async function createDemoCharges(client: PayClient, body: Json) {
  const requests = demoChargeRequests(body);
  const created: { id: string; status: string; amount: number }[] = [];
  for (const request of requests) {
    const charge = await client.charges.create(request);
    created.push({ id: charge.id, status: charge.status, amount: charge.amount });
  }
  return created;
}
