// The SPA checkout: `pay-checkout` imported as an ES module.
import { collectBrowserData, createFraudSession } from 'pay-checkout';
import { attachSessionPanel, panelText, renderBrowserData, showError } from './session-panel';

const apiBase =
  document.querySelector<HTMLMetaElement>('meta[name="pay-checkout-api-base"]')?.content ?? 'http://127.0.0.1:4010';
const ipLookup = `${apiBase}/sandbox/ip`;
const fraud = createFraudSession('pk_test_demo', { apiBase, ipLookup });
const show = attachSessionPanel(fraud);
const input = document.querySelector<HTMLInputElement>('input[name="fraud_session_id"]');

fraud.subscribe((result) => {
  if (input) input.value = result.sessionId;
});
fraud.setup().then(
  (result) => {
    show(result);
    if (input) input.value = result.sessionId;
  },
  (error: Error) => showError(panelText.noSession(error.message)),
);
collectBrowserData({ ipLookup }).then(renderBrowserData, () => undefined);

// The element comes after the session is created, so that it finds this page's session (with its IP lookup)
// rather than creating one with the defaults.
void import('pay-checkout/pay-form').then(() => import('./checkout'));
