import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { esModuleLoader } from '../es-modules';
import { CARD_FILE, useStepsLoader } from '../core/on-demand';
import * as paymentSteps from '../steps/steps-module';
import * as cardOutcome from '../authentication/card-module';
import { answer, mountPayForm, routedBackEnd as backEnd, flush } from './test-fakes';

const QR_CODE =
  '00020101021226580014br.gov.bcb.pix0136000000000000520400005303986540515.905802BR5909LOJA ACAO6008BRASILIA6304ABCD';
const pixReply = {
  success: true,
  data: {
    id: 'ch_pix',
    amount: 1590,
    status: 'pending',
    payment_fields: { pix: { qr_code: QR_CODE, expires_at: '2026-05-15T12:30:00Z' } },
  },
};
const CHECKOUT = `
  <form>
    <input name="customer.name" value="Ana Souza">
    <input type="radio" name="payment_method" value="pix" checked>
    <button>Pay</button>
  </form>`;
const ATTRIBUTES = { 'public-key': 'pk_test_demo', action: '/api/checkout', 'status-url': '/api/charge-status' };
const OFFLINE_EN =
  'The store did not answer: your payment is not checked yet. We’ll try again; if you paid, it will show here.';

const status = (value: string) =>
  new Response(JSON.stringify({ success: true, data: { id: 'ch_pix', status: value } }), { status: 200 });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

async function showPix(attributes: Record<string, string> = ATTRIBUTES, messages = {}) {
  const mounted = await mountPayForm(attributes, { markup: CHECKOUT });
  mounted.element.messages = messages;
  mounted.form.requestSubmit();
  await flush();
  await flush();
  const line = () => mounted.element.shadowRoot?.querySelector<HTMLElement>('[part~="pix-offline"]');
  return { ...mounted, line };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-15T12:00:00Z'));
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  useStepsLoader(async (file) => (file === CARD_FILE ? cardOutcome : paymentSteps));
});

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useStepsLoader(esModuleLoader);
});

describe('<pay-form> Pix step while its status cannot be read', () => {
  it('says so in a polite line while reads fail, and takes it away at the next good read', async () => {
    const { gets } = backEnd(
      [answer(201, pixReply)],
      [offline, answer(503, { error: 'down' }), status('pending'), status('captured')],
    );
    const { element, line } = await showPix();
    // In the tree from the start, as a live region must be, and hidden while all goes well.
    expect(line()?.getAttribute('role')).toBe('status');
    expect(line()?.hidden).toBe(true);
    expect(line()?.textContent).toBe('');

    await vi.advanceTimersByTimeAsync(2000); // the first read: no connection
    expect(gets()).toHaveLength(1);
    expect(line()?.textContent).toBe(OFFLINE_EN);
    expect(line()?.hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(2000); // the second, 2 s later: an error status
    expect(gets()).toHaveLength(2);
    expect(line()?.textContent).toBe(OFFLINE_EN);

    await vi.advanceTimersByTimeAsync(4000); // after the wait doubled: the store answers again
    expect(gets()).toHaveLength(3);
    expect(line()?.hidden).toBe(true);
    expect(line()?.textContent).toBe('');
    expect(element.state).toBe('awaiting-payment');

    await vi.advanceTimersByTimeAsync(2000);
    expect(element.state).toBe('succeeded');
    expect(line()).toBeNull();
  });

  it('speaks Portuguese, and takes the merchant’s own text (`messages.PIX_OFFLINE`)', async () => {
    backEnd([answer(201, pixReply), answer(201, pixReply)], [offline, offline]);
    const pt = await showPix({ ...ATTRIBUTES, locale: 'pt-BR' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(pt.line()?.textContent).toBe(
      'A loja não respondeu: o pagamento ainda não foi verificado. Tentaremos novamente; se você pagou, aparecerá aqui.',
    );
    pt.element.remove();

    const own = await showPix(ATTRIBUTES, { PIX_OFFLINE: 'Sem sinal; seguimos tentando.' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(own.line()?.textContent).toBe('Sem sinal; seguimos tentando.');
  });
});
