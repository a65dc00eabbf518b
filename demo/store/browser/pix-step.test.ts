// @vitest-environment happy-dom
// The store page's link to the sandbox's bank-app page while <pay-form> shows a Pix: there with the Pix's address, gone
// once the step ends.
import { describe, expect, it } from 'vitest';
import { buildBrCode } from '../../../src/sandbox/br-code/br-code';
import { followPixStep, txidOf } from './pix-bank-app';

const SANDBOX = 'http://127.0.0.1:4010';
const TXID = 'A1b2C3d4E5f6G7h8I9j0K1l2M';

describe('the Pix step’s link to the sandbox’s bank-app page', () => {
  it('shows the link while the Pix step is up, to that Pix’s page, and hides it when the step ends', async () => {
    const qrCode = buildBrCode({ amountInCents: 12345, merchantName: 'Loja Demo', txid: TXID });
    document.body.innerHTML = `<pay-form></pay-form>
      <p id="pix-bank-app" hidden data-bank-app="${SANDBOX}/sandbox/pix/">Demo only. <a>Pay</a></p>`;
    const payForm = document.querySelector('pay-form') as HTMLElement;
    const note = document.getElementById('pix-bank-app') as HTMLElement;
    followPixStep(payForm, note);

    payForm.dispatchEvent(new CustomEvent('pay-pix', { detail: { chargeId: 'ch', qrCode, expiresAt: '' } }));
    expect(note.hidden).toBe(false);
    expect(txidOf(qrCode)).toBe(TXID);
    expect(note.querySelector('a')?.getAttribute('href')).toBe(`${SANDBOX}/sandbox/pix/${TXID}`);
    for (const ending of ['pay-success', 'pay-error', 'pay-submit']) {
      note.hidden = false;
      payForm.dispatchEvent(new CustomEvent(ending));
      expect(note.hidden, ending).toBe(true);
    }
  });
});
