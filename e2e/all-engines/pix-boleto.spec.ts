// Pix and boleto on the demo store's checkout, in every engine (Chromium, Firefox ESR, WebKitGTK): the buyer picks the
// method, <pay-form> shows the code to pay in place, and a Pix is followed to its outcome through the store's
// status-url while the order itself is confirmed by the service's webhook. Under the demo's strict CSP with Trusted
// Types; what reached the store is read in the rig, never from the engine.
import { shadowText, textOf, valueOf, type Tab } from '../support/engines/tab';
import type { Rig } from '../support/engines/rig';
import { expect, test, until, UUID, ONE_ENGINE } from '../support/journey';
import { expectNoCspReports } from '../support/csp-reports';
import {
  advanceSandboxClock,
  payAtSandbox,
  payInBankApp,
  qrOnScreen,
  QR_PART,
  sandboxCharge,
  txidOf,
} from '../support/pix-boleto';
import { orderState } from '../support/store-orders';

/** An element event as the page keeps it: its type, the JSON-able part of its detail, and when (`performance.now()`). */
interface PayEvent {
  type: string;
  detail: { chargeId?: string; code?: string } | null;
  at: number;
}
type EventLog = { __payEvents: PayEvent[] };

const PAY = 'pay-form form button[type="submit"]';
const SESSION_INPUT = 'pay-form input[name="fraud_session_id"]';
const METHOD = (method: 'credit_card' | 'pix' | 'boleto') => `pay-form input[name="payment_method"][value="${method}"]`;
/** The buyer's CPF or CNPJ, which the checkout asks for with Pix and boleto, and a valid CPF to type in it. */
const DOCUMENT = 'pay-form input[name="customer.document"]';
const BUYER_CPF = '529.982.247-25';
/** The Pix step's default lifetime (docs/service.md, "Pix and boleto"), and a little more to be past it. */
const PIX_LIFETIME_SECONDS = 1_800;
const SLOW = 30_000;
/** The goal: the page says paid within 3 s of the payment, whenever the buyer pays (docs/pay-form.md, "Pix and boleto"). */
const PAID_SHOWN_WITHIN_MS = 3_000;
/** A buyer who scans the code a while after it appears. */
const PAID_AFTER_MS = 20_000;

test.describe.configure({ timeout: 120_000 });

/** How long the expired journey waits for the store's order to follow the webhook after the clock moved. */
const WEBHOOK_AFTER_CLOCK_MOVE_MS = 75_000;

/**
 * Opens the transparent checkout on a new order (the store answers an order's pending charge again, and an engine may
 * keep an earlier journey's order cookie), waits for its fraud session id, and keeps the element's events in the page.
 */
async function openCheckout(tab: Tab, site: string, lang?: 'pt-BR') {
  const query = new URLSearchParams({ ...(lang ? { lang } : {}), new_order: '1' }).toString();
  await tab.goto(`${site}/checkout/transparent?${query}`);
  await until(
    () => valueOf(tab, SESSION_INPUT),
    (id) => !!id && UUID.test(id),
  );
  await tab.evaluate(() => {
    const log: PayEvent[] = [];
    (window as unknown as EventLog).__payEvents = log;
    for (const type of ['pay-submit', 'pay-pix', 'pay-boleto', 'pay-status', 'pay-success', 'pay-error']) {
      document.addEventListener(type, (event) =>
        log.push({
          type,
          detail: JSON.parse(JSON.stringify((event as CustomEvent).detail ?? null)),
          at: performance.now(),
        }),
      );
    }
  });
}

const payEvents = (tab: Tab) => tab.evaluate(() => (window as unknown as EventLog).__payEvents);
const pageNow = (tab: Tab) => tab.evaluate(() => performance.now());

/**
 * Pays with `pay` and returns how long the page took to say paid (`pay-success`), on the page's own clock, from just
 * before the payment.
 */
async function msUntilPaidShown(tab: Tab, pay: () => Promise<unknown>): Promise<number> {
  const before = await pageNow(tab);
  await pay();
  const events = await until(
    () => payEvents(tab),
    (log) => log.some((entry) => entry.type === 'pay-success'),
    SLOW,
  );
  return (events.find((entry) => entry.type === 'pay-success')?.at ?? Infinity) - before;
}
const formState = (tab: Tab) =>
  tab.evaluate(() => (document.querySelector('pay-form') as HTMLElement & { state: string }).state);
const inStep = (tab: Tab, part: string) => shadowText(tab, 'pay-form', `[part~="${part}"]`);
const checkoutPosts = (rig: Rig) => rig.sitePosts.filter((post) => post.path.startsWith('/api/checkout/'));

/** Chooses `method`, pays, and waits for the step: returns the charge id the element announced. */
async function payWith(tab: Tab, method: 'pix' | 'boleto'): Promise<string> {
  const event = method === 'pix' ? 'pay-pix' : 'pay-boleto';
  const shown = (log: { type: string }[]) => log.filter((entry) => entry.type === event).length;
  const before = shown(await payEvents(tab));
  await tab.click(METHOD(method));
  await tab.fill(DOCUMENT, BUYER_CPF);
  await tab.click(PAY);
  const events = await until(
    () => payEvents(tab),
    (log) => shown(log) > before,
    SLOW,
  );
  const chargeId = events.filter((entry) => entry.type === event).at(-1)?.detail?.chargeId ?? '';
  expect(chargeId).toMatch(/^[0-9a-f-]{36}$/);
  const part = method === 'pix' ? 'pix-step' : 'boleto-step';
  await until(
    () => inStep(tab, part),
    (text) => !!text,
    SLOW,
  );
  return chargeId;
}

/** The CSP the checkout is served with: strict, Trusted Types, and the steps' import map allowed by its hash. */
async function expectStrictCsp(site: string) {
  const served = await fetch(`${site}/checkout/transparent`);
  const csp = served.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
  expect(await served.text()).toMatch(/<script type="importmap">\{"integrity":\{"\/cdn\/pay-form-steps\.js":"sha384-/);
}

test.describe('Pix', () => {
  test('paid in the bank app: the QR shown, the page turns to paid on its own, the order confirmed by the webhook', async ({
    tab,
    rig,
  }) => {
    await expectStrictCsp(rig.site);
    await openCheckout(tab, rig.site);
    const chargeId = await payWith(tab, 'pix');

    // What the store was sent: the method and the buyer's document, no card data, no card_flow or installments.
    const [post] = checkoutPosts(rig);
    expect(post.body).toMatchObject({ payment_method: 'pix', customer: { document: BUYER_CPF } });
    expect(post.body).not.toHaveProperty('card_flow');
    expect(JSON.stringify(post.body)).not.toMatch(/4111|card_token|installments/);

    const charge = await sandboxCharge(chargeId);
    expect(charge).toMatchObject({ status: 'pending', payment_method: 'pix' });
    const qrCode = charge.payment_fields.pix?.qr_code ?? '';
    expect(qrCode).toMatch(/^000201/);
    expect(await shadowText(tab, 'pay-form', '[part~="step-title"]')).toBe('Pay with Pix');
    // Reais as the cart and the Pay button write them, in English too.
    expect(await inStep(tab, 'pix-amount')).toMatch(/^Amount: R\$\s\d{1,3}(\.\d{3})*,\d{2}$/);
    expect(
      await tab.evaluate(
        (q) => document.querySelector('pay-form')?.shadowRoot?.querySelector(q)?.getAttribute('aria-label'),
        QR_PART,
      ),
    ).toBe('Pix QR code');
    expect(
      await tab.evaluate(
        () =>
          (
            document
              .querySelector('pay-form')
              ?.shadowRoot?.querySelector('[part~="pix-code"]') as HTMLInputElement | null
          )?.value,
      ),
    ).toBe(qrCode);
    expect(await orderState(chargeId)).toBe('received');

    // The element finds out through the store's status-url, with nothing done on the page, within the goal.
    const shownAfter = await msUntilPaidShown(tab, () => payInBankApp(txidOf(qrCode), /R\$\s?[\d.,]+/));
    expect(shownAfter, 'ms from the payment to the page saying paid').toBeLessThanOrEqual(PAID_SHOWN_WITHIN_MS);
    expect(await formState(tab)).toBe('succeeded');
    expect(await inStep(tab, 'step-title')).toBe('Payment received');
    await until(
      () => textOf(tab, '#checkout-result'),
      (text) => text === `Order confirmed (charge ${chargeId}).`,
      SLOW,
    );
    expect(await orderState(chargeId)).toBe('paid');
    await expectNoCspReports(tab, rig);
  });

  // The status reads' schedule is the element's timer; the page turning to paid in every engine is the test above.
  test('paid 20 s after the code appeared, the page still says paid within 3 s', ONE_ENGINE, async ({ tab, rig }) => {
    await openCheckout(tab, rig.site);
    const chargeId = await payWith(tab, 'pix');
    // The buyer reaches for the phone; the page stays in view meanwhile.
    await new Promise((wait) => setTimeout(wait, PAID_AFTER_MS));
    const shownAfter = await msUntilPaidShown(tab, () => payAtSandbox(chargeId));
    expect(shownAfter, 'ms from the payment to the page saying paid').toBeLessThanOrEqual(PAID_SHOWN_WITHIN_MS);
    expect(await formState(tab)).toBe('succeeded');
    expect(await inStep(tab, 'step-title')).toBe('Payment received');
  });

  test('the QR code on the screen reads back as the charge’s code', async ({ tab, rig }) => {
    await openCheckout(tab, rig.site);
    const chargeId = await payWith(tab, 'pix');
    const qrCode = (await sandboxCharge(chargeId)).payment_fields.pix?.qr_code;
    expect(qrCode).toMatch(/^000201/);
    expect(
      await until(
        () => qrOnScreen(tab),
        (text) => text !== null,
      ),
    ).toBe(qrCode);
  });

  // It moves the sandbox's clock: it runs after every other test (playwright.config.ts), one engine at a time. Chromium
  // only: a tab waking from sleep in every engine is fraud-session.spec.ts "a tab that slept past the expiry".
  test(
    'expired before it was paid: the buyer starts again and gets a new code',
    { tag: ['@sandbox-clock', '@one-engine'] },
    async ({ tab, rig }) => {
      rig.shiftableClock();
      await openCheckout(tab, rig.site);
      const first = await payWith(tab, 'pix');
      const sessionBefore = await valueOf(tab, SESSION_INPUT);
      // The buyer comes back to the tab past the code's lifetime: the sandbox's clock and the page's move alike (no
      // timer ran meanwhile), and the tab is shown again. The element asks for the status at once.
      await advanceSandboxClock(PIX_LIFETIME_SECONDS + 1);
      await tab.evaluate(
        (ms) => {
          (window as unknown as { __rigShiftClock: (by: number) => void }).__rigShiftClock(ms);
          document.dispatchEvent(new Event('visibilitychange'));
        },
        (PIX_LIFETIME_SECONDS + 1) * 1000,
      );

      await until(
        () => formState(tab),
        (state) => state === 'failed',
        SLOW,
      );
      expect(await shadowText(tab, 'pay-form', '[part="status"]')).toBe('This Pix code expired before it was paid.');
      expect(
        (await payEvents(tab)).filter((entry) => entry.type === 'pay-error').map((entry) => entry.detail?.code),
      ).toEqual(['PAYMENT_EXPIRED']);
      expect((await sandboxCharge(first)).status).toBe('expired');

      // "Start again" is in the element's shadow root, where WebDriver's clicks do not reach: the button is pressed in the page.
      await tab.evaluate(() =>
        (
          document
            .querySelector('pay-form')
            ?.shadowRoot?.querySelector('[part~="start-again"]') as HTMLButtonElement | null
        )?.click(),
      );
      await until(
        () => formState(tab),
        (state) => state === 'idle',
      );
      expect(await tab.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('pix');
      // The fraud session made before the tab slept has expired too: the element has a new one.
      await until(
        () => valueOf(tab, SESSION_INPUT),
        (id) => !!id && UUID.test(id) && id !== sessionBefore,
      );
      const second = await payWith(tab, 'pix');
      expect(second).not.toBe(first);
      expect((await sandboxCharge(second)).status).toBe('pending');
      // The store's order follows the charge.expired webhook. Moving the clock also ran every retry of the whole run
      // that fell due, and this merchant's deliveries share its attempt slots: the event may queue behind them.
      await until(
        () => orderState(first),
        (state) => state === 'expired',
        WEBHOOK_AFTER_CLOCK_MOVE_MS,
      );
      await expectNoCspReports(tab, rig);
    },
  );
});

test.describe('the buyer’s document', () => {
  test('a wrong CPF is worded beside its input, focused, and nothing reaches the store; corrected, the Pix is made', async ({
    tab,
    rig,
  }) => {
    await openCheckout(tab, rig.site);
    await tab.click(METHOD('pix'));
    // The CPF with its last check digit changed.
    await tab.fill(DOCUMENT, '529.982.247-26');
    await tab.click(PAY);
    const refusal = () =>
      tab.evaluate((selector) => {
        const input = document.querySelector(selector);
        const id = input?.getAttribute('aria-describedby');
        return {
          invalid: input?.getAttribute('aria-invalid') ?? null,
          message: (id && document.getElementById(id)?.textContent) || '',
          focused: document.activeElement === input,
        };
      }, DOCUMENT);
    expect(await until(refusal, (shown) => shown.invalid === 'true')).toEqual({
      invalid: 'true',
      message: 'This CPF or CNPJ is not valid.',
      focused: true,
    });
    expect(await formState(tab)).toBe('failed');
    expect(
      (await payEvents(tab)).filter((event) => event.type === 'pay-error').map((event) => event.detail?.code),
    ).toEqual(['DOCUMENT_INVALID']);
    expect(checkoutPosts(rig)).toHaveLength(0);

    // Corrected: an alphanumeric CNPJ typed in lower case, shown in capitals once the buyer leaves the input.
    // Emptied, then typed key by key as a buyer does (a value set by script fires no change on blur in Firefox).
    await tab.evaluate((selector) => {
      const input = document.querySelector<HTMLInputElement>(selector);
      if (input) input.value = '';
      input?.focus();
    }, DOCUMENT);
    await tab.typeText('12.abc.345/01de-35');
    await tab.press('Tab');
    await until(
      () => valueOf(tab, DOCUMENT),
      (value) => value === '12.ABC.345/01DE-35',
    );
    await tab.click(PAY);
    await until(
      () => inStep(tab, 'pix-step'),
      (text) => !!text,
      SLOW,
    );
    expect(checkoutPosts(rig)).toHaveLength(1);
    expect(checkoutPosts(rig)[0].body).toMatchObject({
      payment_method: 'pix',
      customer: { document: '12.ABC.345/01DE-35' },
    });
    await expectNoCspReports(tab, rig);
  });
});

test.describe('the buyer’s empty document', () => {
  test('is asked for in the element’s words beside its input, not by the browser’s bubble; nothing is sent', async ({
    tab,
    rig,
  }) => {
    await openCheckout(tab, rig.site);
    await tab.click(METHOD('pix'));
    await tab.click(PAY);
    // The element's own check ran (a browser's constraint check would have stopped the submit before it): its words
    // beside the input, the input focused, and the attempt failed with DOCUMENT_INVALID.
    const shown = await until(
      () =>
        tab.evaluate((selector) => {
          const input = document.querySelector<HTMLInputElement>(selector);
          const id = input?.getAttribute('aria-describedby');
          return {
            invalid: input?.getAttribute('aria-invalid') ?? null,
            required: input?.getAttribute('aria-required') ?? null,
            message: (id && document.getElementById(id)?.textContent) || '',
            focused: document.activeElement === input,
          };
        }, DOCUMENT),
      (state) => state.invalid === 'true',
    );
    expect(shown).toEqual({ invalid: 'true', required: 'true', message: 'Enter your CPF or CNPJ.', focused: true });
    expect(
      (await payEvents(tab)).filter((event) => event.type === 'pay-error').map((event) => event.detail?.code),
    ).toEqual(['DOCUMENT_INVALID']);
    expect(checkoutPosts(rig)).toHaveLength(0);
  });
});

test.describe('Boleto', () => {
  test('shown in place: the line in groups, the due date, and the printable boleto opens', async ({ tab, rig }) => {
    await openCheckout(tab, rig.site);
    const chargeId = await payWith(tab, 'boleto');
    const [post] = checkoutPosts(rig);
    expect(post.body).toMatchObject({
      payment_method: 'boleto',
      customer: { document: BUYER_CPF, address: { city: 'São Paulo', state: 'SP' } },
    });

    const boleto = { digitable_line: '', url: '', ...(await sandboxCharge(chargeId)).payment_fields.boleto };
    expect(boleto.digitable_line).toMatch(/^\d{47}$/);
    const groups = await tab.evaluate(() =>
      [...(document.querySelector('pay-form')?.shadowRoot?.querySelectorAll('[part~="boleto-line"] span') ?? [])].map(
        (span) => span.textContent ?? '',
      ),
    );
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.join('').replace(/\D/g, '')).toBe(boleto.digitable_line);
    expect(await inStep(tab, 'boleto-delay')).toBe('Payment may take up to three business days to be confirmed.');
    expect(await inStep(tab, 'boleto-amount')).toMatch(/^Amount: R\$\s\d{1,3}(\.\d{3})*,\d{2}$/);
    expect(await inStep(tab, 'boleto-due-date')).toMatch(/^Due date: \d{1,2} [A-Z][a-z]+ \d{4}$/);
    const href = await tab.evaluate(
      () =>
        document.querySelector('pay-form')?.shadowRoot?.querySelector('[part~="boleto-link"]')?.getAttribute('href') ??
        null,
    );
    // The printable boleto is asked for in the page's language.
    const inEnglish = new URL(boleto.url);
    inEnglish.searchParams.set('lang', 'en');
    expect(href).toBe(inEnglish.href);
    // A boleto is not waited for on the page: the order stays received until the bank pays it.
    expect(await formState(tab)).toBe('awaiting-payment');
    await expectNoCspReports(tab, rig);

    await tab.goto(String(href));
    const printed = await tab.evaluate(() => document.body.textContent ?? '');
    expect(printed.replace(/\D/g, '')).toContain(boleto.digitable_line);
    expect(await orderState(chargeId)).toBe('received');
  });
});

test.describe('in Portuguese', () => {
  // The steps' words; a pt-BR page in every engine: secure-card-fields.spec.ts and card-authentication.spec.ts.
  test(
    'a pt-BR page: the methods, the Pix step and the boleto step in Portuguese',
    ONE_ENGINE,
    async ({ tab, rig }) => {
      await openCheckout(tab, rig.site, 'pt-BR');
      const labels = await tab.evaluate(() =>
        [...document.querySelectorAll('fieldset.methods label')].map((label) => label.textContent?.trim()),
      );
      expect(labels).toEqual(['Cartão de crédito', 'Cartão de débito', 'Pix', 'Boleto']);
      await tab.click(METHOD('pix'));
      expect(
        await tab.evaluate(() =>
          document.querySelector('input[name="customer.document"]')?.closest('label')?.textContent?.trim(),
        ),
      ).toBe('CPF ou CNPJ');
      await payWith(tab, 'pix');
      expect(await inStep(tab, 'step-title')).toBe('Pagar com Pix');
      expect(
        await tab.evaluate(
          (q) => document.querySelector('pay-form')?.shadowRoot?.querySelector(q)?.getAttribute('aria-label'),
          QR_PART,
        ),
      ).toBe('QR code Pix');
      expect(await inStep(tab, 'copy-button')).toBe('Copiar código');
      expect(await inStep(tab, 'pix-amount')).toMatch(/^Valor: R\$\s\d+,\d{2}$/);
      await expectNoCspReports(tab, rig);

      await openCheckout(tab, rig.site, 'pt-BR');
      await payWith(tab, 'boleto');
      expect(await inStep(tab, 'step-title')).toBe('Pagar com boleto');
      expect(await inStep(tab, 'boleto-link')).toBe('Abrir o boleto para imprimir');
      expect(
        await tab.evaluate(
          () =>
            document
              .querySelector('pay-form')
              ?.shadowRoot?.querySelector('[part~="boleto-link"]')
              ?.getAttribute('href') ?? '',
        ),
      ).toMatch(/[?&]lang=pt-BR$/);
      expect(await inStep(tab, 'boleto-delay')).toBe('A confirmação do pagamento pode levar até três dias úteis.');
    },
  );
});
