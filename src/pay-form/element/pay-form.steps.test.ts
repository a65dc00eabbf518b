import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { esModuleLoader } from '../es-modules';
import { CARD_FILE, DOCUMENT_FILE, INSTALLMENTS_FILE, useStepsLoader } from '../core/on-demand';
import * as documentCheck from '../document/document-check';
import * as paymentSteps from '../steps/steps-module';
import * as cardOutcome from '../authentication/card-module';
import * as installments from '../installments';
import { answer, mountPayForm, recordEvents, routedBackEnd as backEnd, flush } from './test-fakes';

const QR_CODE =
  '00020101021226580014br.gov.bcb.pix0136000000000000520400005303986540515.905802BR5909LOJA ACAO6008BRASILIA6304ABCD';
const PIX = { qr_code: QR_CODE, expires_at: '2026-05-15T12:30:00Z' };
const LINE = '34192220090000556638551012140003679060000100000';
const BOLETO = {
  digitable_line: LINE,
  barcode: '3419'.padEnd(44, '0'),
  due_date: '2026-05-18',
  url: 'http://127.0.0.1:4010/sandbox/boletos/ch_b',
};
const pixReply = {
  success: true,
  data: { id: 'ch_pix', amount: 1590, status: 'pending', payment_fields: { pix: PIX } },
};
const boletoReply = {
  success: true,
  data: { id: 'ch_b', amount: 1590, status: 'pending', payment_fields: { boleto: BOLETO } },
};
const TOKEN = {
  success: true,
  data: { id: 'tok_1', brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030, expires_at: '…', created_at: '…' },
};

/** A checkout offering the three methods, its card inputs holding a card that fails the checks. */
function checkout(method: string, { number = '4111 1111 1111 1112' } = {}): string {
  const radio = (value: string) =>
    `<input type="radio" name="payment_method" value="${value}"${value === method ? ' checked' : ''}>`;
  return `
    <form>
      <input name="customer.name" value="Ana Souza">
      <input name="customer.document" value="52998224725">
      ${radio('credit_card')} ${radio('pix')} ${radio('boleto')}
      <input autocomplete="cc-number" value="${number}">
      <input autocomplete="cc-name" value="ANA SOUZA">
      <input autocomplete="cc-exp" value="12/30">
      <input autocomplete="cc-csc" value="737">
      <input name="card_holder_hint" value="x">
      <select name="payment_details.installments" data-type="integer"><option value="3" selected>3x</option></select>
      <input type="hidden" name="payment_details.expires_in" data-type="integer" value="900">
      <button>Pay</button>
    </form>`;
}

const status = (value: string) =>
  new Response(JSON.stringify({ success: true, data: { id: 'ch_pix', status: value } }), { status: 200 });

const ATTRIBUTES = {
  'public-key': 'pk_test_demo',
  'api-base': 'http://127.0.0.1:4010',
  action: '/api/checkout',
  'status-url': '/api/charge-status',
};

async function submit(method: string, attributes: Record<string, string> = ATTRIBUTES, markup = checkout(method)) {
  const mounted = await mountPayForm(attributes, { markup });
  const recorded = recordEvents(mounted.element);
  mounted.form.requestSubmit();
  await flush();
  await flush();
  const shadow = mounted.element.shadowRoot as ShadowRoot;
  const part = (name: string) => shadow.querySelector<HTMLElement>(`[part~="${name}"]`);
  return { ...mounted, ...recorded, shadow, part };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-15T12:00:00Z'));
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  // The steps', the card outcome's and the installments' modules as the ES entry would load them, without a real
  // import in each test.
  const modules: Record<string, unknown> = {
    [CARD_FILE]: cardOutcome,
    [INSTALLMENTS_FILE]: installments,
    [DOCUMENT_FILE]: documentCheck,
  };
  useStepsLoader(async (file) => modules[file] ?? paymentSteps);
});

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useStepsLoader(esModuleLoader);
});

describe('<pay-form> payment methods', () => {
  it.each(['pix', 'boleto'])(
    'for %s: no card checks, no token, no card data, no card_flow, no installments',
    async (method) => {
      const { calls } = backEnd([answer(201, { success: true, data: { id: 'ch_1', status: 'captured' } })]);
      const { of } = await submit(method, { ...ATTRIBUTES, 'card-flow': 'hosted' });
      expect(of('pay-field-error')).toHaveLength(0);
      expect(calls.map((call) => call.url)).toEqual(['/api/checkout']);
      const body = calls[0].body ?? {};
      expect(body).toEqual({
        customer: { name: 'Ana Souza', document: '52998224725' },
        payment_method: method,
        payment_details: { expires_in: 900 },
        fraud_session_id: 'fs_1',
      });
      expect(JSON.stringify(body)).not.toMatch(/card|4111|cvv|737/);
    },
  );

  it('checks and tokenizes the card when credit_card is chosen: a bad number stops the attempt next to its input', async () => {
    const { calls } = backEnd([]);
    const { of, form } = await submit('credit_card');
    expect(calls).toHaveLength(0);
    expect(of('pay-field-error')[0].detail.errors.map((error: { field: string }) => error.field)).toEqual(['number']);
    expect(form.querySelector('[autocomplete="cc-number"]')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the card token for credit_card', async () => {
    const { calls } = backEnd([
      answer(201, TOKEN),
      answer(201, { success: true, data: { id: 'ch_1', status: 'captured' } }),
    ]);
    await submit('credit_card', ATTRIBUTES, checkout('credit_card', { number: '4111 1111 1111 1111' }));
    expect(calls.map((call) => call.url)).toEqual(['http://127.0.0.1:4010/v1/card-tokens', '/api/checkout']);
    expect(calls[1].body).toMatchObject({ payment_method: 'credit_card' });
    expect(calls[1].body?.payment_details).toEqual({ card_token: 'tok_1', installments: 3 });
  });

  it('no card problems are shown for pix, even left over from a card attempt', async () => {
    backEnd([answer(201, { success: true, data: { id: 'ch_1', status: 'captured' } })]);
    const { form, element } = await submit('credit_card');
    expect(form.querySelector('[aria-invalid="true"]')).not.toBeNull();
    (form.querySelector('[value="pix"]') as HTMLInputElement).checked = true;
    element.reset();
    form.requestSubmit();
    await flush();
    expect(form.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});

describe('<pay-form> Pix step', () => {
  it.each([
    ['under data', pixReply],
    ['at the top level', { success: true, id: 'ch_pix', amount: 1590, payment_fields: { pix: PIX } }],
  ])(
    'shows the step from a reply with payment_fields.pix %s: pay-pix, QR, heading focused, announced, form inert',
    async (_where, reply) => {
      backEnd([answer(201, reply)]);
      const { element, form, part, shadow, of } = await submit('pix');
      expect(of('pay-pix').map((event) => event.detail)).toEqual([
        { chargeId: 'ch_pix', qrCode: QR_CODE, expiresAt: PIX.expires_at },
      ]);
      expect(of('pay-success')).toHaveLength(0);
      expect(element.state).toBe('awaiting-payment');
      expect(part('pix-qr')?.getAttribute('role')).toBe('img');
      expect(part('pix-amount')?.textContent).toBe('Amount: R$\u00a015,90');
      expect((part('pix-code') as HTMLInputElement).value).toBe(QR_CODE);
      expect(shadow.activeElement).toBe(part('step-title'));
      expect(part('step-title')?.textContent).toBe('Pay with Pix');
      expect(part('step-announcer')?.textContent).toBe('Your Pix code is ready to pay in your bank’s app.');
      expect(part('step-announcer')?.getAttribute('role')).toBe('status');
      expect(form.hasAttribute('inert')).toBe(true);
      expect(shadow.adoptedStyleSheets.length).toBeGreaterThan(1);
    },
  );

  it('writes the amount as the installments do, in English too: one money format on every surface', async () => {
    backEnd([answer(201, pixReply)]);
    const markup = checkout('pix').replace(
      /<select name="payment_details.installments"[^]*?<\/select>/,
      '<select name="payment_details.installments" data-installments data-amount="1590" data-installments-max="1"></select>',
    );
    const { form, part } = await submit('pix', ATTRIBUTES, markup);
    expect(form.querySelector('select[data-installments] option')?.textContent).toBe('1× R$\u00a015,90');
    expect(part('pix-amount')?.textContent).toBe('Amount: R$\u00a015,90');
  });

  it('cannot be sent again while the step is shown', async () => {
    const { calls } = backEnd([answer(201, pixReply)]);
    const { form } = await submit('pix');
    form.requestSubmit();
    await flush();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('asks status-url with the charge id, says each status, and on captured shows the paid state and pay-success', async () => {
    const { gets } = backEnd([answer(201, pixReply)], [status('pending'), status('captured')]);
    const { element, part, shadow, of } = await submit('pix');
    await vi.advanceTimersByTimeAsync(2000);
    expect(gets().map((call) => call.url)).toEqual([`${location.origin}/api/charge-status?charge_id=ch_pix`]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(of('pay-status').map((event) => event.detail)).toEqual([
      { chargeId: 'ch_pix', status: 'pending' },
      { chargeId: 'ch_pix', status: 'captured' },
    ]);
    expect(of('pay-success').map((event) => event.detail)).toEqual([
      { success: true, data: { id: 'ch_pix', status: 'captured' } },
    ]);
    expect(element.state).toBe('succeeded');
    expect(part('pix-step')).toBeNull();
    expect(part('step-title')?.textContent).toBe('Payment received');
    expect(shadow.activeElement).toBe(part('step-title'));
    await flush();
    expect(part('step-announcer')?.textContent).toBe('Thank you: your Pix payment is confirmed.');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gets()).toHaveLength(2);
  });

  it.each([
    ['expired', 'PAYMENT_EXPIRED', 'This Pix code expired before it was paid.'],
    ['failed', 'PAYMENT_FAILED', 'The payment was not completed.'],
  ])(
    'on %s: a clear sentence, pay-error, and "Start again" resets the element with a new fraud session id',
    async (outcome, code, sentence) => {
      const { calls } = backEnd(
        [answer(201, pixReply), answer(201, { success: true, data: { id: 'ch_2' } })],
        [status(outcome)],
      );
      const { element, form, part, status: region, of } = await submit('pix');
      await vi.advanceTimersByTimeAsync(2000);
      expect(element.state).toBe('failed');
      expect(of('pay-error').map((event) => event.detail)).toEqual([{ status: 0, code, message: sentence }]);
      expect(region.textContent).toBe(sentence);
      expect(part('pix-step')).toBeNull();
      const again = part('start-again') as HTMLButtonElement;
      expect(again.textContent).toBe('Start again');

      again.click();
      expect(element.state).toBe('idle');
      expect(part('start-again')).toBeNull();
      expect(region.textContent).toBe('');
      expect(form.hasAttribute('inert')).toBe(false);
      expect(document.activeElement).toBe(form.querySelector('[value="pix"]'));

      form.requestSubmit();
      await flush();
      const posts = calls.filter((call) => call.method === 'POST');
      expect(posts.map((call) => call.body?.fraud_session_id)).toEqual(['fs_1', 'fs_2']);
    },
  );

  describe('a fraud session id the service refuses after "Start again"', () => {
    const refused = (code: string) =>
      answer(422, { success: false, message: 'This fraud session expired; create a new one.', error: code });

    it.each(['FRAUD_SESSION_EXPIRED', 'FRAUD_SESSION_USED'])(
      '%s: the attempt goes again by itself with the renewed id and a new Idempotency-Key, and the buyer sees the new code',
      async (code) => {
        const { calls } = backEnd([answer(201, pixReply), refused(code), answer(201, pixReply)], [status('expired')]);
        const { element, form, part, of } = await submit('pix');
        await vi.advanceTimersByTimeAsync(2000);
        (part('start-again') as HTMLButtonElement).click();
        form.requestSubmit();
        await flush();
        await flush();
        const posts = calls.filter((call) => call.method === 'POST');
        expect(posts.map((call) => call.body?.fraud_session_id)).toEqual(['fs_1', 'fs_2', 'fs_3']);
        const keys = posts.map((call) => call.headers?.['Idempotency-Key']);
        expect(new Set(keys).size).toBe(3);
        expect(of('pay-error').map((event) => event.detail.code)).toEqual(['PAYMENT_EXPIRED']);
        expect(element.state).toBe('awaiting-payment');
        expect(part('pix-step')).not.toBeNull();
      },
    );

    it('a second refusal is shown: one automatic resend, never a loop', async () => {
      const { calls } = backEnd(
        [answer(201, pixReply), refused('FRAUD_SESSION_EXPIRED'), refused('FRAUD_SESSION_EXPIRED')],
        [status('expired')],
      );
      const { element, form, part, of } = await submit('pix');
      await vi.advanceTimersByTimeAsync(2000);
      (part('start-again') as HTMLButtonElement).click();
      form.requestSubmit();
      await flush();
      await flush();
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3);
      expect(element.state).toBe('failed');
      expect(of('pay-error').map((event) => event.detail.code)).toEqual(['PAYMENT_EXPIRED', 'FRAUD_SESSION_EXPIRED']);
    });
  });

  it('speaks Portuguese, and takes the page’s own text for an outcome', async () => {
    backEnd([answer(201, pixReply)], [status('expired')]);
    const mounted = await mountPayForm({ ...ATTRIBUTES, locale: 'pt-BR' }, { markup: checkout('pix') });
    mounted.element.messages = { PAYMENT_EXPIRED: 'O código venceu.' };
    mounted.form.requestSubmit();
    await flush();
    await flush();
    const part = (name: string) => mounted.element.shadowRoot?.querySelector(`[part~="${name}"]`);
    expect(part('step-title')?.textContent).toBe('Pagar com Pix');
    await vi.advanceTimersByTimeAsync(2000);
    expect(mounted.status.textContent).toBe('O código venceu.');
    expect(part('start-again')?.textContent).toBe('Recomeçar');
  });

  it('without status-url shows the step, asks nothing and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { gets } = backEnd([answer(201, pixReply)]);
    const { element, part } = await submit('pix', { ...ATTRIBUTES, 'status-url': '' });
    expect(part('pix-step')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gets()).toHaveLength(0);
    element.remove();
    document.body.append(element);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]).toEqual(['[pay-form] PIX_NOT_FOLLOWED', 'no status-url']);
  });

  it('refuses a status-url that is not http(s) (a console line, no request)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { gets } = backEnd([answer(201, pixReply)]);
    await submit('pix', { ...ATTRIBUTES, 'status-url': 'javascript:void 0' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gets()).toHaveLength(0);
    expect(warn.mock.calls[0]).toEqual(['[pay-form] PIX_NOT_FOLLOWED', expect.stringMatching(/http\(s\) address/)]);
  });

  it('follows a status-url on another origin of the merchant (an API subdomain answering CORS)', async () => {
    const { gets } = backEnd([answer(201, pixReply)], [status('captured')]);
    const { element } = await submit('pix', { ...ATTRIBUTES, 'status-url': 'https://api.shop.example/status' });
    await vi.advanceTimersByTimeAsync(2500);
    expect(gets().map((call) => call.url)).toEqual([
      expect.stringMatching(/^https:\/\/api\.shop\.example\/status\?charge_id=/),
    ]);
    await vi.waitFor(() => expect(element.state).toBe('succeeded'));
  });

  it('stops asking when the element leaves the page, and asks again when it is back', async () => {
    const { gets } = backEnd([answer(201, pixReply)], [status('pending'), status('pending')]);
    const { element } = await submit('pix');
    element.remove();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gets()).toHaveLength(0);
    document.body.append(element);
    await vi.advanceTimersByTimeAsync(2000);
    expect(gets()).toHaveLength(1);
  });

  it('reset() by the page removes the step and stops asking', async () => {
    const { gets } = backEnd([answer(201, pixReply)]);
    const { element, form, part } = await submit('pix');
    element.reset();
    expect(part('pix-step')).toBeNull();
    expect(form.hasAttribute('inert')).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gets()).toHaveLength(0);
  });

  it('a pay-pix listener that resets the element (to show the code itself) gets no step', async () => {
    backEnd([answer(201, pixReply)]);
    const mounted = await mountPayForm(ATTRIBUTES, { markup: checkout('pix') });
    mounted.element.addEventListener('pay-pix', () => mounted.element.reset());
    mounted.form.requestSubmit();
    await flush();
    await flush();
    expect(mounted.element.state).toBe('idle');
    expect(mounted.element.shadowRoot?.querySelector('[part~="pix-step"]')).toBeNull();
    expect(mounted.form.hasAttribute('inert')).toBe(false);
  });

  it('a pix reply without its code is an unexpected answer', async () => {
    backEnd([
      answer(201, { success: true, data: { id: 'ch_pix', payment_fields: { pix: { expires_at: PIX.expires_at } } } }),
    ]);
    const { element, of, part } = await submit('pix');
    expect(element.state).toBe('failed');
    expect(of('pay-error')[0].detail.code).toBe('INVALID_RESPONSE');
    expect(of('pay-pix')).toHaveLength(0);
    expect(part('pix-step')).toBeNull();
  });

  it('a step module that cannot be loaded ends the attempt with a message, and the form is usable again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useStepsLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    backEnd([answer(201, pixReply)]);
    // Without a document input: the module would be needed for its check before anything is sent (see
    // pay-form.document.test.ts).
    const withoutDocument = checkout('pix').replace(/<input name="customer.document"[^>]*>/, '');
    const { element, form, of, status: region } = await submit('pix', ATTRIBUTES, withoutDocument);
    expect(element.state).toBe('failed');
    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['PAYMENT_STEP_UNAVAILABLE']);
    expect(region.textContent).toBe('The payment details could not be shown. Check your connection and try again.');
    expect(form.hasAttribute('inert')).toBe(false);
  });
});

describe('<pay-form> boleto step', () => {
  it('shows the boleto from payment_fields.boleto with pay-boleto, and asks nothing', async () => {
    const { gets } = backEnd([answer(201, boletoReply)]);
    const { element, part, shadow, of, form } = await submit('boleto');
    expect(of('pay-boleto').map((event) => event.detail)).toEqual([
      { chargeId: 'ch_b', digitableLine: LINE, dueDate: '2026-05-18', url: BOLETO.url },
    ]);
    expect(element.state).toBe('awaiting-payment');
    expect(part('boleto-line')?.textContent).toContain('34192.22009');
    expect(part('boleto-link')?.getAttribute('href')).toBe(`${BOLETO.url}?lang=en`);
    expect(shadow.activeElement).toBe(part('step-title'));
    expect(part('step-announcer')?.textContent).toBe('Your boleto is ready.');
    expect(form.hasAttribute('inert')).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(gets()).toHaveLength(0);
    expect(of('pay-success')).toHaveLength(0);
  });

  it('reads a top-level boleto without an amount (no amount line)', async () => {
    backEnd([answer(201, { id: 'ch_b', payment_fields: { boleto: BOLETO } })]);
    const { part } = await submit('boleto');
    expect(part('boleto-step')).not.toBeNull();
    expect(part('boleto-amount')).toBeNull();
  });
});

describe('<pay-form> steps under Trusted Types', () => {
  it('shows a hostile reply’s codes as text, creating no policy and writing no HTML', async () => {
    const createPolicy = vi.fn();
    vi.stubGlobal('trustedTypes', { createPolicy, isHTML: () => false, emptyHTML: '' });
    const hostile = '<img src=x onerror=alert(1)>';
    backEnd(
      [answer(201, { data: { id: 'ch_pix', payment_fields: { pix: { qr_code: hostile, expires_at: hostile } } } })],
      [status('expired')],
    );
    const mounted = await mountPayForm(ATTRIBUTES, { markup: checkout('pix') });
    const innerHtml = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    const insertAdjacent = vi.spyOn(Element.prototype, 'insertAdjacentHTML');
    mounted.form.requestSubmit();
    await flush();
    await flush();
    await vi.advanceTimersByTimeAsync(2000);
    const shadow = mounted.element.shadowRoot as ShadowRoot;
    expect(shadow.querySelector('[part~="start-again"]')).not.toBeNull();
    expect(shadow.querySelector('img')).toBeNull();
    expect(createPolicy).not.toHaveBeenCalled();
    expect(innerHtml).not.toHaveBeenCalled();
    expect(insertAdjacent).not.toHaveBeenCalled();
  });
});
