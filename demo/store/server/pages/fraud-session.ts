import { html, layout, subresourceIntegrity } from '../../../shared/html';
import { payFormMarkup } from './checkout';

const panel = html`
<section class="panel" id="session-panel" aria-labelledby="session-title">
  <h2 id="session-title">Fraud session</h2>
  <dl>
    <dt>session id</dt><dd><output id="session-id">waiting…</output></dd>
    <dt>expires in</dt><dd><output id="session-countdown">–</output></dd>
    <dt>expires at</dt><dd><output id="session-expires">–</output></dd>
  </dl>
  <h3>Browser data sent</h3>
  <dl id="browser-data"></dl>
  <p id="session-error" class="error" role="alert"></p>
  <button type="button" id="consume">Mark used (consume) and get a new one</button>
</section>`;

const orderForm = html`
<form method="post" action="/order" class="order">
  <h2>Your order</h2>
  <label>Name <input name="customer.name" autocomplete="name" value="Ana Souza"></label>
  <label>E-mail <input name="customer.email" type="email" autocomplete="email" value="ana@example.com"></label>
  <label>Fraud session id (filled by the script) <input name="fraud_session_id" readonly></label>
  <button>Place order</button>
</form>`;

/** The script-tag integration: one tag in <head>, nothing else needed on the merchant's side. */
export function scriptTagPage(sandboxUrl: string): string {
  return layout({
    title: 'Script tag',
    scripts: html`<script src="/cdn/pay-checkout.js"${subresourceIntegrity('pay-checkout.js')} data-public-key="pk_test_demo" data-api-base="${sandboxUrl}" data-ip-lookup="${sandboxUrl}/sandbox/ip"></script>
<script type="module" src="/assets/script-tag-panel.js"></script>`,
    body: html`<h1>Script tag</h1>
<pre class="snippet"><code>&lt;script src="/cdn/pay-checkout.js" data-public-key="pk_test_demo"
        data-api-base="${sandboxUrl}" data-ip-lookup="${sandboxUrl}/sandbox/ip"&gt;&lt;/script&gt;</code></pre>
<div class="columns">${orderForm}${panel}</div>`,
  });
}

/** The SPA integration: an ES module bundle importing `pay-checkout` and `pay-checkout/pay-form`. */
export function spaPage(sandboxUrl: string, orderId: string): string {
  return layout({
    title: 'SPA (ESM)',
    scripts: html`<meta name="pay-checkout-api-base" content="${sandboxUrl}">
<script type="module" src="/assets/spa.js"></script>`,
    body: html`<h1>SPA (ES module)</h1>
<pre class="snippet"><code>import { createFraudSession } from 'pay-checkout';
import 'pay-checkout/pay-form';   // defines &lt;pay-form&gt;, which shares this session

const fraud = createFraudSession('pk_test_demo', { apiBase: '${sandboxUrl}', ipLookup: '${sandboxUrl}/sandbox/ip' });
const { sessionId, expiresAt } = await fraud.setup();</code></pre>
<div class="columns">${payFormMarkup({ flow: 'transparent', merchant: 'demo', sandboxUrl, fraudRequired: false, orderId })}${panel}</div>`,
  });
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * What the merchant's back end received from the script-tag page's order form (posted natively), shown as a page:
 * the buyer's details and the fraud session id the script wrote into the form. A real store would charge here.
 */
export function orderReceivedPage(received: Record<string, unknown>): string {
  const customer = (received.customer && typeof received.customer === 'object' ? received.customer : {}) as Record<string, unknown>;
  const sessionId = textOf(received.fraud_session_id);
  return layout({
    title: 'Order received',
    body: html`<h1>Order received</h1>
<section class="panel" aria-labelledby="received-title">
  <h2 id="received-title">What your back end received</h2>
  <dl id="order-received">
    <dt>Name</dt><dd>${textOf(customer.name) || '–'}</dd>
    <dt>E-mail</dt><dd>${textOf(customer.email) || '–'}</dd>
    <dt>fraud_session_id</dt><dd id="received-session-id">${sessionId || '(none: the script had not got a session yet)'}</dd>
  </dl>
  <p class="hint">${sessionId
    ? 'The script wrote the session id into the form, and the form carried it here. Your back end sends it as fraud_session_id with the charge (POST /v1/charges); the service accepts each id once.'
    : 'The order went on without a fraud session, as the service allows for merchants whose fraud analysis is optional.'}</p>
</section>
<p><a href="/script-tag">Back to the script-tag page</a> (it gets a new session id at once: this one is used up)</p>`,
  });
}
