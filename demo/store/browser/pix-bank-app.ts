// The demo's way into the sandbox's bank-app page (`GET {sandbox}/sandbox/pix/{txid}`) while the Pix step is shown: a
// buyer of the demo has no bank app that pays the sandbox's codes, and the page's address is in the BR Code. Demo only:
// the link is the store page's, beside <pay-form>, never the element's.

/** The fields of one level of an EMV payload (a BR Code): a two-digit id, a two-digit length, the value. */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at + 4 <= payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    if (!Number.isInteger(length)) break;
    fields.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

const ADDITIONAL_DATA = '62';
const TXID = '05';

/** The Pix `txid` of a BR Code (field 05 of its additional data, field 62), or '' when it has none. */
export const txidOf = (brCode: string): string =>
  emvFields(emvFields(brCode).get(ADDITIONAL_DATA) ?? '').get(TXID) ?? '';

/**
 * Shows `link`'s paragraph while the Pix step is up, pointing at the bank-app page of the Pix shown (`data-bank-app`
 * holds the page's address without the txid), and hides it once the step is over.
 */
export function followPixStep(payForm: HTMLElement, note: HTMLElement): void {
  const link = note.querySelector('a');
  const base = note.dataset.bankApp;
  if (!link || !base) return;
  const hide = () => (note.hidden = true);
  payForm.addEventListener('pay-pix', (event) => {
    const txid = txidOf((event as CustomEvent<{ qrCode?: string }>).detail?.qrCode ?? '');
    if (!txid) return hide();
    link.href = `${base}${encodeURIComponent(txid)}`;
    note.hidden = false;
  });
  for (const name of ['pay-submit', 'pay-success', 'pay-error']) payForm.addEventListener(name, hide);
}
