// After the hosted card page. The server already said what it knows (the store's order, settled by verified webhooks;
// "cancelled" when the buyer came back through the hosted page's Cancel link), and it says it again on a reload from
// the cart's order. While the order is unsettled, this script asks the store's back end until a webhook settles it.
// The address's `charge_id`/`status` are read once and removed (readHostedReturn); the query's `status` is never
// believed. Text only (Trusted Types, strict CSP).
import { readHostedReturn } from 'pay-checkout/pay-form';
import { pickLang } from '../../shared/lang';
import {
  CHARGE_STATUS_SHOWN,
  FINAL_STATES,
  nextStep,
  returnText,
  sayReturn,
  shownState,
  type ShownState,
} from '../text/return';

/** Quick polls while the webhook usually arrives, slower after, and "still waiting" once it is clearly late. */
const FAST_POLL_MS = 500;
const FAST_FOR_MS = 10_000;
const SLOW_POLL_MS = 3_000;
const STILL_WAITING_AFTER_MS = 2 * 60_000;
const LATE_POLL_MS = 15_000;

const out = document.getElementById('return-status');
const next = document.getElementById('return-next');
const text = returnText(pickLang({ page: document.documentElement.lang }));

function show(state: ShownState, chargeId: string): void {
  if (!out) return;
  out.dataset.state = state;
  out.dataset.status = CHARGE_STATUS_SHOWN[state];
  const sentence = sayReturn(text, state, chargeId);
  // The live region speaks only when the sentence changes.
  if (out.textContent !== sentence) out.textContent = sentence;
  if (next instanceof HTMLAnchorElement) {
    const step = nextStep(text, state);
    next.href = (step.to === 'home' ? next.dataset.home : next.dataset.checkout) ?? next.href;
    next.textContent = step.label;
  }
}

/** The order's state as the store knows it; `null` when it is not this browser's to read (404): nothing to wait for. */
async function readOrder(ordersUrl: string, chargeId: string): Promise<string | null | undefined> {
  const response = await fetch(`${ordersUrl}${encodeURIComponent(chargeId)}`, {
    headers: { Accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`order read answered ${response.status}`);
  return ((await response.json()) as { data?: { state?: string } }).data?.state;
}

async function follow(ordersUrl: string, chargeId: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const elapsed = Date.now() - started;
    let state: ShownState;
    try {
      const order = await readOrder(ordersUrl, chargeId);
      state = order === null ? 'not_shown' : shownState(order);
    } catch {
      state = 'unknown';
    }
    if (FINAL_STATES.includes(state)) return show(state, chargeId);
    show(state === 'waiting' && elapsed >= STILL_WAITING_AFTER_MS ? 'still_waiting' : state, chargeId);
    const delay = elapsed < FAST_FOR_MS ? FAST_POLL_MS : elapsed < STILL_WAITING_AFTER_MS ? SLOW_POLL_MS : LATE_POLL_MS;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

readHostedReturn();
const chargeId = out?.dataset.chargeId ?? '';
if (out && chargeId && !FINAL_STATES.includes((out.dataset.state ?? 'none') as ShownState)) {
  void follow(out.dataset.ordersUrl ?? '/api/orders/demo/', chargeId);
}
