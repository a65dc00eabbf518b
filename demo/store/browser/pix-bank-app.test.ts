// The demo's link to the sandbox's bank-app page: the txid read from a real sandbox Pix opens that Pix's page
// (pix-step.test.ts: the link on the store's page).
import { describe, expect, it } from 'vitest';
import { createClient } from 'pay-checkout/client';
import { useSandbox } from '../../test-sandbox';
import { txidOf } from './pix-bank-app';

const sandbox = useSandbox();

async function pixCode(): Promise<string> {
  const pay = createClient({ secretKey: 'sk_test_demo', baseUrl: sandbox.current.url });
  const charge = await pay.charges.create({
    amount: 12345,
    product_type: 'physical',
    payment_method: 'pix',
    customer: { name: 'Ana Souza', email: 'ana@example.com', type: 'individual', document: '52998224725' },
    items: [{ name: 'Café em grãos 1 kg', quantity: 1, unit_price: 12345, tangible: true }],
  });
  if (charge.payment_method !== 'pix') throw new Error('not a Pix charge');
  return charge.payment_fields.pix.qr_code;
}

describe('the Pix step’s link to the sandbox’s bank-app page', () => {
  it('reads the txid of a sandbox Pix, whose bank-app page then opens with the amount', async () => {
    const txid = txidOf(await pixCode());
    expect(txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    const page = await fetch(`${sandbox.current.url}/sandbox/pix/${txid}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/123,45|123\.45/);
    expect(txidOf('not a BR Code')).toBe('');
  });
});
