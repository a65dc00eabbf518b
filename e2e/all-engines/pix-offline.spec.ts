// The Pix step while the store cannot be reached, in every engine: <pay-form> keeps asking the store's status-url, says
// that it cannot check the payment now and that it will try again, and once the store answers the line goes and a
// payment made meanwhile shows.
import { shadowText, valueOf, type Tab } from '../support/engines/tab';
import { expect, test, until, UUID } from '../support/journey';
import { payAtSandbox } from '../support/pix-boleto';

const PAY = 'pay-form form button[type="submit"]';
const SESSION_INPUT = 'pay-form input[name="fraud_session_id"]';
const PIX = 'pay-form input[name="payment_method"][value="pix"]';
const DOCUMENT = 'pay-form input[name="customer.document"]';
const BUYER_CPF = '529.982.247-25';
/** The store's status-url on the demo checkout (demo/store/server/charge-status.ts). */
const STATUS_PATH = '/api/charge-status';
const OFFLINE =
  'The store did not answer: your payment is not checked yet. We’ll try again; if you paid, it will show here.';
const SLOW = 30_000;

test.describe.configure({ timeout: 120_000 });

/** The Pix step's status line as the buyer sees it: its text when it is displayed, else null. */
const offlineLine = (tab: Tab) =>
  tab.evaluate(() => {
    const line = document.querySelector('pay-form')?.shadowRoot?.querySelector('[part~="pix-offline"]');
    return line && line.getClientRects().length > 0 ? (line.textContent ?? '') : null;
  });
const formState = (tab: Tab) =>
  tab.evaluate(() => (document.querySelector('pay-form') as HTMLElement & { state: string }).state);
const pixCharge = (tab: Tab) => tab.evaluate(() => (window as unknown as { __pixCharge?: string }).__pixCharge ?? null);

test('the store out of reach: the step says it cannot check and will try again; back, the line goes and the payment shows', async ({
  tab,
  rig,
}) => {
  await tab.goto(`${rig.site}/checkout/transparent?new_order=1`);
  await until(
    () => valueOf(tab, SESSION_INPUT),
    (id) => !!id && UUID.test(id),
  );
  await tab.evaluate(() =>
    document.addEventListener('pay-pix', (event) => {
      (window as unknown as { __pixCharge?: string }).__pixCharge = (event as CustomEvent).detail.chargeId;
    }),
  );
  await tab.click(PIX);
  await tab.fill(DOCUMENT, BUYER_CPF);
  await tab.click(PAY);
  const chargeId =
    (await until(
      () => pixCharge(tab),
      (id) => !!id,
      SLOW,
    )) ?? '';
  expect(chargeId).toMatch(/^[0-9a-f-]{36}$/);
  // Nothing to say while the store answers.
  expect(await offlineLine(tab)).toBeNull();

  rig.outOfReach(STATUS_PATH);
  expect(
    await until(
      () => offlineLine(tab),
      (text) => !!text,
      SLOW,
    ),
  ).toBe(OFFLINE);
  expect(rig.unanswered.some((path) => path.startsWith(`${STATUS_PATH}?charge_id=${chargeId}`))).toBe(true);
  expect(await formState(tab)).toBe('awaiting-payment');
  expect(await shadowText(tab, 'pay-form', '[part~="step-title"]')).toBe('Pay with Pix');

  // The buyer pays on the phone while the page cannot ask; then the store is back.
  await payAtSandbox(chargeId);
  const missed = rig.unanswered.length;
  await until(
    () => Promise.resolve(rig.unanswered.length),
    (count) => count > missed,
    SLOW,
  );
  rig.outOfReach(undefined);
  await until(
    () => formState(tab),
    (state) => state === 'succeeded',
    SLOW,
  );
  expect(await shadowText(tab, 'pay-form', '[part~="step-title"]')).toBe('Payment received');
  expect(await offlineLine(tab)).toBeNull();
});

test('the store back before the payment: the line goes at the next answer, the code still there to pay', async ({
  tab,
  rig,
}) => {
  await tab.goto(`${rig.site}/checkout/transparent?new_order=1&lang=pt-BR`);
  await until(
    () => valueOf(tab, SESSION_INPUT),
    (id) => !!id && UUID.test(id),
  );
  await tab.click(PIX);
  await tab.fill(DOCUMENT, BUYER_CPF);
  await tab.click(PAY);
  await until(
    () => shadowText(tab, 'pay-form', '[part~="pix-step"]'),
    (text) => !!text,
    SLOW,
  );

  rig.outOfReach(STATUS_PATH);
  expect(
    await until(
      () => offlineLine(tab),
      (text) => !!text,
      SLOW,
    ),
  ).toBe(
    'A loja não respondeu: o pagamento ainda não foi verificado. Tentaremos novamente; se você pagou, aparecerá aqui.',
  );
  rig.outOfReach(undefined);
  await until(
    () => offlineLine(tab),
    (text) => text === null,
    SLOW,
  );
  expect(await formState(tab)).toBe('awaiting-payment');
  expect(await shadowText(tab, 'pay-form', '[part~="step-title"]')).toBe('Pagar com Pix');
});
