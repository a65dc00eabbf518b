import { html, layout, subresourceIntegrity } from '../../../shared/html';
import { langFrom, type Lang } from '../../../shared/lang';
import { inLang } from '../../../shared/site-text';
import { pagesText } from '../../text/pages';
import { payFormMarkup } from './checkout';

const panel = (lang: Lang) => {
  const text = pagesText(lang).panel;
  return html`
<section class="panel" id="session-panel" aria-labelledby="session-title">
  <h2 id="session-title">${text.title}</h2>
  <dl>
    <dt>${text.sessionId}</dt><dd><output id="session-id">${text.waiting}</output></dd>
    <dt>${text.expiresIn}</dt><dd><output id="session-countdown">–</output></dd>
    <dt>${text.expiresAt}</dt><dd><output id="session-expires">–</output></dd>
  </dl>
  <h3>${text.browserData}</h3>
  <dl id="browser-data"></dl>
  <p id="session-error" class="error" role="alert"></p>
  <button type="button" id="consume">${text.consume}</button>
</section>`;
};

const orderForm = (lang: Lang) => {
  const text = pagesText(lang).scriptTag;
  return html`
<form method="post" action="/order" class="order">
  <h2>${text.yourOrder}</h2>
  <label>${text.name} <input name="customer.name" autocomplete="name" value="Ana Souza"></label>
  <label>${text.email} <input name="customer.email" type="email" autocomplete="email" value="ana@example.com"></label>
  <label>${text.sessionField} <input name="fraud_session_id" readonly></label>
  <input type="hidden" name="lang" value="${lang}">
  <button>${text.placeOrder}</button>
</form>`;
};

/** The script-tag integration: one tag in <head>, nothing else needed on the merchant's side. */
export function scriptTagPage(sandboxUrl: string, lang: Lang = 'en'): string {
  const text = pagesText(lang).scriptTag;
  return layout({
    title: text.title,
    lang,
    scripts: html`<script src="/cdn/pay-checkout.js"${subresourceIntegrity('pay-checkout.js')} data-public-key="pk_test_demo" data-api-base="${sandboxUrl}" data-ip-lookup="${sandboxUrl}/sandbox/ip"></script>
<script type="module" src="/assets/script-tag-panel.js"></script>`,
    body: html`<h1>${text.title}</h1>
<pre class="snippet"><code>&lt;script src="/cdn/pay-checkout.js" data-public-key="pk_test_demo"
        data-api-base="${sandboxUrl}" data-ip-lookup="${sandboxUrl}/sandbox/ip"&gt;&lt;/script&gt;</code></pre>
<div class="columns">${orderForm(lang)}${panel(lang)}</div>`,
  });
}

/** The SPA integration: an ES module bundle importing `pay-checkout` and `pay-checkout/pay-form`. */
export function spaPage(sandboxUrl: string, orderId: string, lang: Lang = 'en'): string {
  const text = pagesText(lang).spa;
  return layout({
    title: text.title,
    lang,
    scripts: html`<meta name="pay-checkout-api-base" content="${sandboxUrl}">
<script type="module" src="/assets/spa.js"></script>`,
    body: html`<h1>${text.title}</h1>
<pre class="snippet"><code>import { createFraudSession } from 'pay-checkout';
import 'pay-checkout/pay-form';   // defines &lt;pay-form&gt;, which shares this session

const fraud = createFraudSession('pk_test_demo', { apiBase: '${sandboxUrl}', ipLookup: '${sandboxUrl}/sandbox/ip' });
const { sessionId, expiresAt } = await fraud.setup();</code></pre>
<div class="columns">${payFormMarkup({ flow: 'transparent', merchant: 'demo', sandboxUrl, fraudRequired: false, orderId, lang })}${panel(lang)}</div>`,
  });
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * What the merchant's back end received from the script-tag page's order form (posted natively), shown as a page:
 * the buyer's details and the fraud session id the script wrote into the form. A real store would charge here.
 */
export function orderReceivedPage(received: Record<string, unknown>): string {
  const lang = langFrom(textOf(received.lang));
  const text = pagesText(lang).received;
  const customer = (received.customer && typeof received.customer === 'object' ? received.customer : {}) as Record<
    string,
    unknown
  >;
  const sessionId = textOf(received.fraud_session_id);
  return layout({
    title: text.title,
    lang,
    body: html`<h1>${text.title}</h1>
<section class="panel" aria-labelledby="received-title">
  <h2 id="received-title">${text.heading}</h2>
  <dl id="order-received">
    <dt>${text.name}</dt><dd>${textOf(customer.name) || '–'}</dd>
    <dt>${text.email}</dt><dd>${textOf(customer.email) || '–'}</dd>
    <dt>fraud_session_id</dt><dd id="received-session-id">${sessionId || text.none}</dd>
  </dl>
  <p class="hint">${sessionId ? text.withSession : text.withoutSession}</p>
</section>
<p><a href="${inLang('/script-tag', lang)}">${text.back}</a>${text.backWhy}</p>`,
  });
}
