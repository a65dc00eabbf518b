// `pay-success` means paid: a card charge the back end accepted is followed to its outcome through `status-url`.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../index';
import { esModuleLoader } from '../es-modules';
import * as cardOutcome from '../authentication/card-module';
import { CARD_FILE, useStepsLoader } from '../core/on-demand';
import { POLL_INTERVAL_MS, READ_TIMEOUT_MS } from '../core/status-poller';
import { answer, type Handler, mountPayForm, recordEvents, routedBackEnd, chargeReply as charge } from './test-fakes';

const STATUS_URL = '/api/charge-status';

/** The store's status-url answer: the charge's status and why it failed. */
const statusRead = (status: string, failureReason: string | null = null) =>
  new Response(JSON.stringify({ status, failure_reason: failureReason }), { status: 200 });

/** A card checkout (no card inputs: nothing to tokenize) answered with `reply`, its status reads with `statuses`. */
async function pay(reply: Record<string, unknown>, statuses: Handler[], attributes: Record<string, string> = {}) {
  const backEnd = routedBackEnd([answer(201, reply)], statuses);
  const mounted = await mountPayForm({ 'status-url': STATUS_URL, ...attributes });
  const recorded = recordEvents(mounted.element);
  mounted.button.click();
  const notice = () => mounted.element.shadowRoot?.querySelector<HTMLElement>('[role="status"]');
  const controls = () => [...mounted.form.elements] as HTMLButtonElement[];
  return { ...mounted, ...recorded, ...backEnd, notice, controls };
}

beforeEach(() => {
  useStepsLoader(async (file) => {
    if (file !== CARD_FILE) throw new Error(`unexpected ${file}`);
    return cardOutcome;
  });
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useStepsLoader(esModuleLoader);
});

describe('<pay-form status-url> a card charge', () => {
  it('fires pay-success only once the status read says captured, with the reply and its confirmed status', async () => {
    let successesBeforeRead = -1;
    const { element, of, gets, notice } = await pay(charge('pending'), [
      () => {
        successesBeforeRead = of('pay-success').length;
        return statusRead('captured');
      },
    ]);
    await vi.waitFor(() => expect(element.state).toBe('succeeded'));
    expect(successesBeforeRead).toBe(0);
    expect(gets().map((call) => call.url)).toEqual(
      [`${STATUS_URL}?charge_id=ch_1`].map((url) => new URL(url, document.baseURI).href),
    );
    expect(of('pay-success').map((event) => event.detail)).toEqual([charge('captured')]);
    expect(of('pay-error')).toHaveLength(0);
    expect(notice()?.textContent).toBe('Payment approved');
  });

  it('keeps reading while the charge is pending', async () => {
    vi.useFakeTimers();
    try {
      const { element, of, gets } = await pay(charge('pending'), [statusRead('pending'), statusRead('captured')]);
      await vi.waitFor(() => expect(gets()).toHaveLength(1));
      expect(element.state).toBe('submitting');
      expect(of('pay-success')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 1.2);
      await vi.waitFor(() => expect(element.state).toBe('succeeded'));
      expect(gets()).toHaveLength(2);
      expect(of('pay-success')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['en', 'Payment declined: the card was refused. Try another card.'],
    ['pt-BR', 'Pagamento recusado: o cartão foi recusado. Tente outro cartão.'],
  ])('ends in pay-error when declined, worded in %s, and the form can pay again', async (locale, message) => {
    const { element, of, status, button } = await pay(charge('pending'), [statusRead('failed', 'card_declined')], {
      locale,
    });
    await vi.waitFor(() => expect(element.state).toBe('failed'));
    expect(of('pay-success')).toHaveLength(0);
    expect(of('pay-error').map((event) => event.detail)).toEqual([{ status: 0, code: 'CARD_DECLINED', message }]);
    expect(status.textContent).toBe(message);
    expect(button.disabled).toBe(false);
  });

  it('confirms a reply that already says failed with one read, and words the reason read', async () => {
    const { element, of, gets } = await pay(charge('failed'), [statusRead('failed', 'authentication_failed')]);
    await vi.waitFor(() => expect(element.state).toBe('failed'));
    expect(gets()).toHaveLength(1);
    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['AUTHENTICATION_FAILED']);
  });

  it('takes a reply that already says captured as paid, without a read', async () => {
    const { element, of, gets } = await pay(charge('captured'), []);
    await vi.waitFor(() => expect(element.state).toBe('succeeded'));
    expect(gets()).toHaveLength(0);
    expect(of('pay-success').map((event) => event.detail)).toEqual([charge('captured')]);
  });
});

describe('<pay-form> a card charge whose outcome it cannot learn', () => {
  it('the card outcome’s code cannot load: pay-pending CARD_OUTCOME_UNAVAILABLE, never "try again"; settle ends it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useStepsLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { element, of, notice, button } = await pay(charge('pending'), []);
    await vi.waitFor(() => expect(element.state).toBe('pending'));
    expect(of('pay-pending').map((event) => event.detail.reason)).toEqual(['CARD_OUTCOME_UNAVAILABLE']);
    expect(of('pay-error')).toHaveLength(0);
    expect(notice()?.textContent).toBe(
      'Your payment is being confirmed. Please do not pay again: the store will tell you the outcome.',
    );
    // The charge may be captured: the form cannot send it again.
    expect(button.disabled).toBe(true);
    element.settle('captured');
    expect(element.state).toBe('succeeded');
    expect(of('pay-success').map((event) => event.detail)).toEqual([charge('pending')]);
  });

  it('the card outcome’s code cannot load, and the page settles it as failed: pay-error, the form usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useStepsLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { element, of, button } = await pay(charge('pending'), []);
    await vi.waitFor(() => expect(element.state).toBe('pending'));
    element.settle('failed');
    expect(element.state).toBe('failed');
    expect(of('pay-error')).toHaveLength(1);
    expect(button.disabled).toBe(false);
  });

  it('without status-url: pay-pending with the reason, "being confirmed", locked, and never pay-success', async () => {
    const { element, of, gets, notice, controls } = await pay(charge('pending'), [], { 'status-url': '' });
    await vi.waitFor(() => expect(element.state).toBe('pending'));
    expect(gets()).toHaveLength(0);
    expect(of('pay-success')).toHaveLength(0);
    expect(of('pay-error')).toHaveLength(0);
    expect(of('pay-pending').map((event) => event.detail)).toEqual([
      { reply: charge('pending'), reason: 'STATUS_URL_MISSING' },
    ]);
    expect(notice()?.getAttribute('part')).toBe('result pending');
    expect(notice()?.textContent).toBe(
      'Your payment is being confirmed. Please do not pay again: the store will tell you the outcome.',
    );
    // The charge exists and may be captured: nothing can be sent again until the page settles it or resets.
    expect(controls().every((control) => control.disabled)).toBe(true);
  });

  it('settle("captured") ends it in pay-success, once; a second settle or one in another state changes nothing', async () => {
    const { element, of, notice } = await pay(charge('pending'), [], { 'status-url': '', locale: 'pt-BR' });
    element.settle('failed' as never);
    await vi.waitFor(() => expect(element.state).toBe('pending'));
    expect(notice()?.textContent).toBe(
      'Seu pagamento está sendo confirmado. Não pague de novo: a loja vai informar o resultado.',
    );
    element.settle('captured');
    expect(element.state).toBe('succeeded');
    expect(of('pay-success').map((event) => event.detail)).toEqual([charge('captured')]);
    expect(notice()?.textContent).toBe('Pagamento aprovado');
    element.settle('failed');
    expect(element.state).toBe('succeeded');
    expect(of('pay-error')).toHaveLength(0);
  });

  it('settle("failed") ends it in pay-error CARD_DECLINED, and the form can pay again', async () => {
    const { element, of, button } = await pay(charge('pending'), [], { 'status-url': '' });
    await vi.waitFor(() => expect(element.state).toBe('pending'));
    element.settle('failed');
    expect(element.state).toBe('failed');
    expect(of('pay-success')).toHaveLength(0);
    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['CARD_DECLINED']);
    expect(button.disabled).toBe(false);
  });

  it.each([
    ['a 503', () => new Response('upstream down', { status: 503 })],
    ['a reply that is not JSON', () => new Response('<html>', { status: 200 })],
    ['no answer (refused by CORS, offline)', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'status-url read fails (%s): pay-pending STATUS_UNREADABLE, and a later read still ends it',
    async (_label, failed) => {
      vi.useFakeTimers();
      try {
        const { element, of, gets } = await pay(charge('pending'), [failed, statusRead('captured')]);
        await vi.waitFor(() => expect(element.state).toBe('pending'));
        expect(of('pay-pending').map((event) => event.detail.reason)).toEqual(['STATUS_UNREADABLE']);
        expect(of('pay-success')).toHaveLength(0);
        await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 1.2);
        await vi.waitFor(() => expect(element.state).toBe('succeeded'));
        expect(gets()).toHaveLength(2);
        expect(of('pay-success')).toHaveLength(1);
        expect(of('pay-pending')).toHaveLength(1);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('a status-url that never answers: pay-pending after READ_TIMEOUT_MS, not a wait without end', async () => {
    vi.useFakeTimers();
    try {
      const never: Handler = (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      const { element, of } = await pay(charge('pending'), [never]);
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 100);
      expect(element.state).toBe('submitting');
      await vi.advanceTimersByTimeAsync(200);
      await vi.waitFor(() => expect(element.state).toBe('pending'));
      expect(of('pay-pending').map((event) => event.detail.reason)).toEqual(['STATUS_UNREADABLE']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the page settles it while reads go on: the reads stop, and a later read changes nothing', async () => {
    vi.useFakeTimers();
    try {
      const { element, of, gets } = await pay(charge('pending'), [
        () => Promise.reject(new TypeError('Failed to fetch')),
        statusRead('failed', 'card_declined'),
      ]);
      await vi.waitFor(() => expect(element.state).toBe('pending'));
      element.settle('captured');
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10);
      expect(gets()).toHaveLength(1);
      expect(element.state).toBe('succeeded');
      expect(of('pay-error')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reply that says failed still ends in pay-error without status-url', async () => {
    const { element, of } = await pay(charge('failed'), [], { 'status-url': '' });
    await vi.waitFor(() => expect(element.state).toBe('failed'));
    expect(of('pay-success')).toHaveLength(0);
    expect(of('pay-pending')).toHaveLength(0);
    expect(of('pay-error').map((event) => event.detail.code)).toEqual(['CARD_DECLINED']);
  });
});

describe('<pay-form> the issuer’s page past its expires_at', () => {
  const SERVICE = 'https://pay.example';
  const CREATED_AT = '2026-11-27T12:00:00.000Z';
  const CHALLENGE_SECONDS = 5;
  /** A challenge whose issuer's page answers for CHALLENGE_SECONDS after the charge was created. */
  const challenge = () => ({
    success: true,
    message: 'Charge created',
    data: {
      id: 'ch_1',
      status: 'pending',
      created_at: CREATED_AT,
      payment_fields: {
        authentication: {
          url: `${SERVICE}/elements/authentication/ch_1?token=t`,
          expires_at: new Date(Date.parse(CREATED_AT) + CHALLENGE_SECONDS * 1000).toISOString(),
        },
      },
    },
  });
  const dialogOf = (element: HTMLElement) => element.querySelector('[data-pay-authentication]');

  it.each([
    ['with status-url: the outcome read there', STATUS_URL],
    ['without status-url: what the time tells', ''],
  ])('closes by itself and says the time ran out, focused (%s)', async (_case, statusUrl) => {
    vi.useFakeTimers();
    try {
      const { element, of, gets } = await pay(challenge(), [statusRead('failed', 'authentication_expired')], {
        'api-base': SERVICE,
        'status-url': statusUrl,
      });
      await vi.waitFor(() => expect(dialogOf(element)).not.toBeNull());
      await vi.advanceTimersByTimeAsync((CHALLENGE_SECONDS - 1) * 1000);
      expect(dialogOf(element)).not.toBeNull();
      await vi.advanceTimersByTimeAsync(3000);
      await vi.waitFor(() => expect(element.state).toBe('failed'));
      expect(dialogOf(element)).toBeNull();
      expect(gets()).toHaveLength(statusUrl ? 1 : 0);
      expect(of('pay-error').map((event) => event.detail.code)).toEqual(['AUTHENTICATION_EXPIRED']);
      expect(element.shadowRoot?.querySelector('[part="status"]')?.textContent).toContain(
        'the time to confirm with your bank ran out',
      );
      // Out of the dialog, on the worded outcome (in the element's shadow root), as after any answer of the page.
      expect(document.activeElement).toBe(element);
      expect(element.shadowRoot?.activeElement?.closest('[part="status"]')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
