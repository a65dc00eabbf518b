/** Charge requests of the kit's unit tests. */
import type { CardChargeCreateRequest, PixChargeCreateRequest } from '../client/index';
import { TEST_CARD_TOKENS } from '../interface/sandbox-cards';

const items = [{ name: 'Coffee beans, 1 kg', quantity: 1, unit_price: 6_990, tangible: true }];
const customer = { name: 'Marina Alves', email: 'marina@example.com', type: 'individual' as const };

export const capturedCardCharge = (): CardChargeCreateRequest => ({
  amount: 6_990,
  product_type: 'physical',
  payment_method: 'credit_card',
  customer,
  items,
  payment_details: { card_token: TEST_CARD_TOKENS.captured, installments: 1 },
});

export const pixCharge = (): PixChargeCreateRequest => ({
  amount: 6_990,
  product_type: 'physical',
  payment_method: 'pix',
  customer: { ...customer, document: '529.982.247-25' },
  items,
});
