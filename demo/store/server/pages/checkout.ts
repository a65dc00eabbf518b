import { html, layout, stepsImportMap, subresourceIntegrity } from '../../../shared/html';
import { cartTotal, demoCart, demoShipping, formatBrl } from '../cart';
import { langFrom, type Lang } from '../../../shared/lang';
import { checkoutText, installmentAmount, INSTALLMENT_COUNTS, type CheckoutText } from '../../text/checkout';
import { STATUS_PATH } from '../charge-status';
import { cardPanel, methodChoice, pixBoletoPanels } from './payment-methods';
import { CHARGE_STATUS_SHOWN, returnText, sayReturn, shownState, type ShownState } from '../../text/return';

const merchants = new Set(['demo', 'nohosted', 'strict']);
const merchantOf = (query: URLSearchParams) => (merchants.has(query.get('merchant') ?? '') ? (query.get('merchant') as string) : 'demo');

/**
 * The card inputs have no `name`: a form posted without JavaScript never carries card data to the store. <pay-form>
 * finds them by their autofill tokens and sends the card straight to the service for a token.
 */
const cardInputs = (text: CheckoutText) => html`
<fieldset class="card">
  <legend>${text.card}</legend>
  <p class="hint">${text.cardHint}</p>
  <label>${text.cardName} <input autocomplete="cc-name" required value="ANA SOUZA"></label>
  <div class="card-number">
    <label>${text.cardNumber} <input autocomplete="cc-number" inputmode="numeric" required value="4111111111111111"></label>
    <output id="card-brand" class="card-brand" aria-live="polite" data-other="${text.otherBrand}"></output>
  </div>
  <div class="row">
    <label>${text.month} <input autocomplete="cc-exp-month" inputmode="numeric" required value="12"></label>
    <label>${text.year} <input autocomplete="cc-exp-year" inputmode="numeric" required value="2030"></label>
    <label>${text.cvv} <input autocomplete="cc-csc" inputmode="numeric" required value="123"></label>
  </div>
</fieldset>`;

const installmentOptions = (text: CheckoutText) => {
  const total = cartTotal();
  return INSTALLMENT_COUNTS.map((count) => html`<option value="${count}">${text.installment(count, installmentAmount(total, count), total)}</option>`);
};

/** The merchant's own checkout form, wrapped in <pay-form>: shared by the script-tag pages and the SPA. */
export function payFormMarkup(options: { flow: 'hosted' | 'transparent'; merchant: string; sandboxUrl: string; fraudRequired: boolean; lang?: Lang }) {
  const { flow, merchant, sandboxUrl, fraudRequired, lang = 'en' } = options;
  const text = checkoutText(lang);
  const action = `/api/checkout/${merchant}`;
  return html`<pay-form public-key="pk_test_${merchant}" api-base="${sandboxUrl}" action="${action}" card-flow="${flow}"${fraudRequired ? html` fraud-required` : html``} redirect-origins="${new URL(sandboxUrl).origin}" status-url="${STATUS_PATH}">
  <form method="post" action="${action}" class="order">
    <h2>${text.payment}</h2>
    <label>${text.fullName} <input name="customer.name" autocomplete="name" required value="Ana Souza"></label>
    <label>${text.email} <input name="customer.email" type="email" autocomplete="email" required value="ana@example.com"></label>
    <input type="hidden" name="customer.type" value="individual">
    <input type="hidden" name="card_flow" value="${flow}">
    <input type="hidden" name="lang" value="${lang}">
    ${methodChoice(text)}
    ${cardPanel(html`<label>${text.installments} <select name="payment_details.installments" data-type="integer">${installmentOptions(text)}</select></label>
    ${flow === 'transparent' ? cardInputs(text) : html`<p class="hint">${text.hostedHint}</p>`}`)}
    ${pixBoletoPanels(text)}
    <button type="submit">${text.pay(cartTotal())}</button>
    <p id="checkout-result" role="status" data-charges-url="/api/charges/${merchant}/" data-orders-url="/api/orders/${merchant}/"></p>
  </form>
</pay-form>`;
}

/** A checkout wrapped in <pay-form>. Query: merchant=demo|nohosted|strict, fraud_required, lang=pt-BR. */
export function checkoutPage(flow: 'hosted' | 'transparent', sandboxUrl: string, query: URLSearchParams): string {
  const merchant = merchantOf(query);
  const lang = langFrom(query.get('lang'));
  const text = checkoutText(lang);
  const fraudRequired = query.has('fraud_required') || merchant === 'strict';
  const items = demoCart.map((item) => html`<li>${item.quantity} × ${item.name} <span>${formatBrl(item.quantity * item.unit_price)}</span></li>`);
  const title = flow === 'hosted' ? text.hosted : text.transparent;
  return layout({
    title,
    lang,
    scripts: html`${stepsImportMap()}<script src="/cdn/pay-form.js"${subresourceIntegrity('pay-form.js')} data-public-key="pk_test_${merchant}" data-api-base="${sandboxUrl}" data-ip-lookup="${sandboxUrl}/sandbox/ip"></script>
<script type="module" src="/assets/checkout.js"></script>`,
    body: html`<h1>${title}</h1>
<div class="columns">
<section class="panel" aria-labelledby="cart-title"><h2 id="cart-title">${text.cart}</h2>
  <ul class="cart">${items}<li>${text.shipping} <span>${formatBrl(demoShipping)}</span></li></ul>
  <p class="total">${text.total} <strong>${formatBrl(cartTotal())}</strong></p>
</section>
${payFormMarkup({ flow, merchant, sandboxUrl, fraudRequired, lang })}
</div>`,
  });
}

/** The store's own record of an order's state (orders.ts), never the return address's `status`. */
export type OrderStateLookup = (merchant: string, chargeId: string) => string | undefined;

/**
 * After the hosted card page. Query: merchant (whose order), lang, plus charge_id and status from the service. Only
 * charge_id is read, to find the store's own order; its state comes from the service's webhooks (a `status` in the
 * query is whatever the buyer's address bar says). The page's script polls the order until it is settled.
 */
export function returnPage(query: URLSearchParams, orderState: OrderStateLookup): string {
  const merchant = merchantOf(query);
  const lang = langFrom(query.get('lang'));
  const text = checkoutText(lang);
  const chargeId = query.get('charge_id') ?? '';
  const shown: ShownState = chargeId ? shownState(orderState(merchant, chargeId)) : 'none';
  const back = new URLSearchParams({ ...(merchant === 'demo' ? {} : { merchant }), ...(lang === 'en' ? {} : { lang }) }).toString();
  return layout({
    title: text.resultTitle,
    lang,
    scripts: html`<script type="module" src="/assets/return.js"></script>`,
    body: html`<h1>${text.resultTitle}</h1>
<p id="return-status" role="status" data-orders-url="/api/orders/${merchant}/" data-state="${shown}" data-status="${CHARGE_STATUS_SHOWN[shown]}">${sayReturn(returnText(lang), shown, chargeId)}</p>
<p><a href="/checkout/hosted${back ? `?${back}` : ''}">${text.backToStore}</a></p>`,
  });
}

/**
 * A checkout posted without JavaScript that could not be sent to the hosted card page: what happened, in the buyer's
 * language, and the way back — never the back end's JSON.
 */
export function paymentNotStartedPage(options: { merchant: string; lang: Lang; code: string; flow: string }): string {
  const text = checkoutText(options.lang);
  const back = new URLSearchParams({ ...(options.merchant === 'demo' ? {} : { merchant: options.merchant }), ...(options.lang === 'en' ? {} : { lang: options.lang }) }).toString();
  const flow = options.flow === 'transparent' ? 'transparent' : 'hosted';
  return layout({
    title: text.notStarted,
    lang: options.lang,
    body: html`<h1>${text.notStarted}</h1>
<p id="not-started" data-code="${options.code}">${text.notStartedWhy[options.code] ?? text.notStartedOther}</p>
<p><a href="/checkout/${flow}${back ? `?${back}` : ''}">${text.backToCheckout}</a></p>`,
  });
}
