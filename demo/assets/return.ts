// After the hosted card page: read charge_id once (a reload must not process it twice), then ask the store's own
// back end for its order until the payment service's webhook has settled it. The query's `status` is never used: the
// buyer's address bar proves nothing. Text only (Trusted Types, strict CSP).
import { readHostedReturn } from '../../src/pay-form/hosted/hosted-return';
import { CHARGE_STATUS_SHOWN, returnText, sayReturn, shownState, type ShownState } from '../pages/return-text';

/** Quick polls while the webhook usually arrives, slower after, and "still waiting" once it is clearly late. */
const FAST_POLL_MS = 500;
const FAST_FOR_MS = 10_000;
const SLOW_POLL_MS = 3_000;
const STILL_WAITING_AFTER_MS = 2 * 60_000;
const LATE_POLL_MS = 15_000;

const out = document.getElementById('return-status')!;
const text = returnText(/^pt\b/i.test(document.documentElement.lang) ? 'pt-BR' : 'en');
const ordersUrl = out.dataset.ordersUrl ?? '/api/orders/demo/';
const hostedReturn = readHostedReturn();

function show(state: ShownState, chargeId: string): void {
  out.dataset.state = state;
  out.dataset.status = CHARGE_STATUS_SHOWN[state];
  const sentence = sayReturn(text, state, chargeId);
  // The live region speaks only when the sentence changes.
  if (out.textContent !== sentence) out.textContent = sentence;
}

/** The order's state as the store knows it; a 404 is an order the store has not heard of yet. */
async function readOrder(chargeId: string): Promise<string | undefined> {
  const response = await fetch(`${ordersUrl}${encodeURIComponent(chargeId)}`, { headers: { Accept: 'application/json' } });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`order read answered ${response.status}`);
  return ((await response.json()) as { data?: { state?: string } }).data?.state;
}

async function follow(chargeId: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const elapsed = Date.now() - started;
    let state: ShownState;
    try {
      state = shownState(await readOrder(chargeId));
    } catch {
      state = 'unknown';
    }
    if (state === 'paid' || state === 'failed') return show(state, chargeId);
    show(state === 'waiting' && elapsed >= STILL_WAITING_AFTER_MS ? 'still_waiting' : state, chargeId);
    const delay = elapsed < FAST_FOR_MS ? FAST_POLL_MS : elapsed < STILL_WAITING_AFTER_MS ? SLOW_POLL_MS : LATE_POLL_MS;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

if (!hostedReturn) show('none', '');
else void follow(hostedReturn.chargeId);
