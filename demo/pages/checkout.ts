import { html, layout, subresourceIntegrity } from '../html';
import { cartTotal, demoCart, demoShipping, formatBrl } from '../cart';

const merchants = new Set(['demo', 'nohosted', 'strict']);

const cardInputs = html`
<fieldset class="card">
  <legend>Card</legend>
  <label>Name on card <input name="payment_details.card.holder_name" autocomplete="cc-name" required value="ANA SOUZA"></label>
  <label>Card number <input name="payment_details.card.number" autocomplete="cc-number" inputmode="numeric" required value="4111111111111111"></label>
  <div class="row">
    <label>Month <input name="payment_details.card.exp_month" data-type="integer" autocomplete="cc-exp-month" inputmode="numeric" required value="12"></label>
    <label>Year <input name="payment_details.card.exp_year" data-type="integer" autocomplete="cc-exp-year" inputmode="numeric" required value="2030"></label>
    <label>CVV <input name="payment_details.card.cvv" autocomplete="cc-csc" inputmode="numeric" required value="123"></label>
  </div>
</fieldset>`;

/** The merchant's own checkout form, wrapped in <pay-form>: shared by the script-tag pages and the SPA. */
export function payFormMarkup(options: { flow: 'hosted' | 'transparent'; merchant: string; sandboxUrl: string; fraudRequired: boolean }) {
  const { flow, merchant, sandboxUrl, fraudRequired } = options;
  const action = `/api/checkout/${merchant}`;
  return html`<pay-form public-key="pk_test_${merchant}" api-base="${sandboxUrl}" action="${action}" card-flow="${flow}"${fraudRequired ? html` fraud-required` : html``} redirect-origins="${new URL(sandboxUrl).origin}">
  <form method="post" action="${action}" class="order">
    <h2>Payment</h2>
    <label>Full name <input name="customer.name" autocomplete="name" required value="Ana Souza"></label>
    <label>E-mail <input name="customer.email" type="email" autocomplete="email" required value="ana@example.com"></label>
    <input type="hidden" name="customer.type" value="individual">
    <input type="hidden" name="card_flow" value="${flow}">
    <label>Installments <select name="payment_details.installments" data-type="integer"><option value="1">1×</option><option value="2">2×</option><option value="3">3×</option></select></label>
    ${flow === 'transparent' ? cardInputs : html`<p class="hint">You will type your card on the payment service's secure page.</p>`}
    <button type="submit">Pay ${formatBrl(cartTotal())}</button>
    <p id="checkout-result" role="status" data-charges-url="/api/charges/${merchant}/"></p>
  </form>
</pay-form>`;
}

/** A checkout wrapped in <pay-form>. Query: merchant=demo|nohosted|strict, fraud_required, lang=pt-BR. */
export function checkoutPage(flow: 'hosted' | 'transparent', sandboxUrl: string, query: URLSearchParams): string {
  const merchant = merchants.has(query.get('merchant') ?? '') ? (query.get('merchant') as string) : 'demo';
  const lang = query.get('lang') === 'pt-BR' ? 'pt-BR' : 'en';
  const fraudRequired = query.has('fraud_required') || merchant === 'strict';
  const items = demoCart.map((item) => html`<li>${item.quantity} × ${item.name} <span>${formatBrl(item.quantity * item.unit_price)}</span></li>`);
  return layout({
    title: flow === 'hosted' ? 'Hosted checkout' : 'Transparent checkout',
    lang,
    scripts: html`<script src="/cdn/pay-form.js"${subresourceIntegrity('pay-form.js')} data-public-key="pk_test_${merchant}" data-api-base="${sandboxUrl}" data-ip-lookup="${sandboxUrl}/sandbox/ip"></script>
<script type="module" src="/assets/checkout.js"></script>`,
    body: html`<h1>${flow === 'hosted' ? 'Hosted checkout' : 'Transparent checkout'}</h1>
<div class="columns">
<section class="panel" aria-labelledby="cart-title"><h2 id="cart-title">Cart</h2>
  <ul class="cart">${items}<li>Shipping <span>${formatBrl(demoShipping)}</span></li></ul>
  <p class="total">Total <strong>${formatBrl(cartTotal())}</strong></p>
</section>
${payFormMarkup({ flow, merchant, sandboxUrl, fraudRequired })}
</div>`,
  });
}

/** After the hosted card page. Query: merchant (whose charge to read), lang, plus charge_id and status from the service. */
export function returnPage(query: URLSearchParams): string {
  const merchant = merchants.has(query.get('merchant') ?? '') ? (query.get('merchant') as string) : 'demo';
  return layout({
    title: 'Payment result',
    scripts: html`<script type="module" src="/assets/return.js"></script>`,
    body: html`<h1>Payment result</h1>
<p id="return-status" role="status" data-charges-url="/api/charges/${merchant}/">Checking your payment…</p>
<p><a href="/checkout/hosted${merchant === 'demo' ? '' : `?merchant=${merchant}`}">Back to the store</a></p>`,
  });
}
