import { html, layout, stepsImportMap, subresourceIntegrity } from '../../../shared/html';
import { CARTS, DEFAULT_CART, formatBrl, totalOf, type CartName } from '../cart';
import { langFrom, type Lang } from '../../../shared/lang';
import type { InstallmentOption } from 'pay-checkout/client';
import { checkoutText, type CheckoutText } from '../../text/checkout';
import { offerSummary } from '../installment-offer';
import { CHARGE_STATUS_SHOWN, nextStep, returnText, sayReturn, type ShownState } from '../../text/return';
import { STATUS_PATH } from '../charge-status';
import { SIGN_IN_PATH } from '../returning-buyers';
import { cardPanel, creditPanel, methodChoice, pixBoletoPanels } from './payment-methods';

const merchants = new Set(['demo', 'nohosted', 'strict']);
/** The merchant a page is for, from `?merchant=` (the seeded `demo` when absent or unknown). */
export const merchantOf = (query: URLSearchParams) =>
  merchants.has(query.get('merchant') ?? '') ? (query.get('merchant') as string) : 'demo';

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

/**
 * The card typed in the payment service's frame (`card-fields="secure"`): the number, expiry and CVV never enter this
 * page, so none of its scripts can read them. The holder name stays here. A link switches to the in-page inputs.
 * The frame shows the card's brand inside its number field, so the page adds no badge of its own (one beside the
 * frame would say it twice and narrow the frame on a phone).
 */
const secureCardFields = (text: CheckoutText, inputsUrl: string) => html`
<fieldset class="card">
  <legend>${text.card}</legend>
  <p class="hint">${text.secureHint}</p>
  <label>${text.cardName} <input autocomplete="cc-name" required value="ANA SOUZA"></label>
  <div data-card-fields></div>
  <p class="hint"><a id="card-fields-switch" href="${inputsUrl}">${text.useInputs}</a></p>
</fieldset>`;

/** Where the card is typed on the transparent checkout: `?card_fields=inputs` for the page's own inputs. */
export type CardFieldsChoice = 'inputs' | 'secure';

/**
 * The installments select, with the service's quote for the cart written in (1× alone when the quote failed). It has no
 * `data-amount` nor terms of its own: a `<pay-form>` that quotes fills it from the service (and sends the total shown
 * as `installment_total`); one that does not leaves these options as they are.
 */
const installmentsSelect = (text: CheckoutText, total: number, options: readonly InstallmentOption[] | null) => {
  const offered = options ?? [
    {
      installments: 1,
      interest_free: true,
      installment_amount: total,
      total_amount: total,
      monthly_rate: 0,
      cet_annual: 0,
    },
  ];
  const items = offered.map(
    (option) => html`<option value="${option.installments}">${text.installment(option)}</option>`,
  );
  return html`<select name="payment_details.installments" data-type="integer" data-installments>${items}</select>`;
};

/** The merchant's own checkout form, wrapped in <pay-form>: shared by the script-tag pages and the SPA. */
export function payFormMarkup(options: {
  flow: 'hosted' | 'transparent';
  merchant: string;
  sandboxUrl: string;
  fraudRequired: boolean;
  orderId: string;
  lang?: Lang;
  /** With the secure fields, the address of the same checkout with in-page inputs (the switch's link). */
  cardFields?: { choice: CardFieldsChoice; inputsUrl: string };
  /** The order's cart (the default one when not given). */
  cart?: CartName;
  /** The service's installment options for the cart's total; null when they could not be read. */
  installments?: readonly InstallmentOption[] | null;
  /** A signed-in buyer's customer session (its client_token): the secure fields list the buyer's saved cards. */
  customerSession?: string;
}) {
  const { flow, merchant, sandboxUrl, fraudRequired, orderId, lang = 'en', cardFields, customerSession } = options;
  const total = totalOf(options.cart ?? DEFAULT_CART);
  const text = checkoutText(lang);
  const action = `/api/checkout/${merchant}`;
  const secure = flow === 'transparent' && cardFields?.choice === 'secure';
  const card =
    flow === 'hosted'
      ? html`<p class="hint">${text.hostedHint}</p>`
      : secure && cardFields
        ? secureCardFields(text, cardFields.inputsUrl)
        : cardInputs(text);
  return html`<pay-form public-key="pk_test_${merchant}" api-base="${sandboxUrl}" action="${action}" card-flow="${flow}"${secure ? html` card-fields="secure"` : html``}${secure && customerSession ? html` customer-session="${customerSession}"` : html``}${fraudRequired ? html` fraud-required` : html``} redirect-origins="${new URL(sandboxUrl).origin}" status-url="${STATUS_PATH}">
  <form method="post" action="${action}" class="order">
    <h2>${text.payment}</h2>
    <label>${text.fullName} <input name="customer.name" autocomplete="name" required value="Ana Souza"></label>
    <label>${text.email} <input name="customer.email" type="email" autocomplete="email" required value="ana@example.com"></label>
    <input type="hidden" name="customer.type" value="individual">
    <input type="hidden" name="card_flow" value="${flow}">
    <input type="hidden" name="lang" value="${lang}">
    <input type="hidden" name="order_id" value="${orderId}">
    ${methodChoice(text)}
    ${creditPanel(html`<label>${text.installments} ${installmentsSelect(text, total, options.installments ?? null)}</label>`)}
    ${cardPanel(card)}
    ${pixBoletoPanels(text)}
    <button type="submit">${text.pay(total)}</button>
    <p id="checkout-result" role="status" data-charges-url="/api/charges/${merchant}/" data-orders-url="/api/orders/${merchant}/"></p>
  </form>
</pay-form>`;
}

/** "até 3× sem juros, até 12× com juros" under the price, from the service's quote; nothing without a choice. */
function offerLine(text: CheckoutText, options: readonly InstallmentOption[] | null) {
  if (!options || options.length < 2) return html``;
  const { free, max } = offerSummary(options);
  return html`<p class="offer" id="installment-offer">${text.offer(free, max)}</p>`;
}

/** The way back to a checkout, keeping the page's merchant and language. */
const checkoutHref = (flow: string, merchant: string, lang: Lang, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({
    ...(merchant === 'demo' ? {} : { merchant }),
    ...(lang === 'en' ? {} : { lang }),
    ...extra,
  }).toString();
  return `/checkout/${flow === 'transparent' ? 'transparent' : 'hosted'}${query ? `?${query}` : ''}`;
};

/** The buyer's order as the checkout page shows it: its id (sent with the checkout) and whether it is paid already. */
export interface PageOrder {
  id: string;
  paid: boolean;
  /** The cart the order is for. */
  cart: CartName;
  /** The service's installment options for its total (installment-offer.ts); null when they could not be read. */
  installments: InstallmentOption[] | null;
  /** Whether the browser signed in as a returning buyer, and its customer session for this page view. */
  signedIn?: boolean;
  customerSession?: string;
}

/** The returning buyer's toggle: a plain form (no script), back to this very page. */
const accountToggle = (
  text: CheckoutText,
  signedIn: boolean,
  back: string,
) => html`<form method="post" action="${SIGN_IN_PATH}" class="account">
  <input type="hidden" name="signed_in" value="${signedIn ? '0' : '1'}">
  <input type="hidden" name="back" value="${back}">
  ${signedIn ? html`<p id="signed-in" class="hint">${text.signedIn}</p>` : html``}
  <button id="account-toggle">${signedIn ? text.signOut : text.signIn}</button>
</form>`;

/**
 * A checkout wrapped in <pay-form>. Query: merchant=demo|nohosted|strict, fraud_required, lang=pt-BR, and for the
 * transparent one card_fields=inputs (the card in the page's own inputs; the service's secure fields otherwise).
 */
export function checkoutPage(
  flow: 'hosted' | 'transparent',
  sandboxUrl: string,
  query: URLSearchParams,
  order: PageOrder,
): string {
  const merchant = merchantOf(query);
  const lang = langFrom(query.get('lang'));
  const text = checkoutText(lang);
  const fraudRequired = query.has('fraud_required') || merchant === 'strict';
  const cart = CARTS[order.cart];
  const total = totalOf(order.cart);
  const items = cart.items.map(
    (item) =>
      html`<li>${item.quantity} × ${text.itemName(item.name)} <span>${formatBrl(item.quantity * item.unit_price)}</span></li>`,
  );
  const title = flow === 'hosted' ? text.hosted : text.transparent;
  const choice: CardFieldsChoice = query.get('card_fields') === 'inputs' ? 'inputs' : 'secure';
  const inputsQuery = new URLSearchParams(query);
  inputsQuery.set('card_fields', 'inputs');
  const secureQuery = new URLSearchParams(query);
  secureQuery.delete('card_fields');
  const secureUrl = `/checkout/transparent${secureQuery.size ? `?${secureQuery}` : ''}`;
  const cardFields = { choice, inputsUrl: `/checkout/transparent?${inputsQuery}` };
  // Back from the in-page inputs to the secure fields.
  const toSecure =
    flow === 'transparent' && choice === 'inputs'
      ? html`<p class="hint"><a id="card-fields-switch" href="${secureUrl}">${text.useSecureFields}</a></p>`
      : html``;
  const paidNote = order.paid
    ? html`<p id="order-paid" class="notice" role="status" data-order-id="${order.id}">${text.orderPaid} <a href="${checkoutHref(flow, merchant, lang, { new_order: '1', ...(order.cart === DEFAULT_CART ? {} : { cart: order.cart }) })}">${text.newOrder}</a></p>`
    : html``;
  return layout({
    title,
    lang,
    scripts: html`${stepsImportMap()}<script src="/cdn/pay-form.js"${subresourceIntegrity('pay-form.js')} data-public-key="pk_test_${merchant}" data-api-base="${sandboxUrl}" data-ip-lookup="${sandboxUrl}/sandbox/ip"></script>
<script type="module" src="/assets/checkout.js"></script>`,
    body: html`<h1>${title}</h1>
${accountToggle(text, order.signedIn === true, `/checkout/${flow}${query.size ? `?${query}` : ''}`)}
${paidNote}
<div class="columns">
<section class="panel" aria-labelledby="cart-title"><h2 id="cart-title">${text.cart}</h2>
  <ul class="cart">${items}<li>${text.shipping} <span>${formatBrl(cart.shipping)}</span></li></ul>
  <p class="total">${text.total} <strong>${formatBrl(total)}</strong></p>
  ${offerLine(text, order.installments)}
</section>
<div>
${
  // A paid order has nothing left to pay: the notice and its way to a new order, not a form that can only be refused.
  order.paid
    ? html``
    : html`${payFormMarkup({ flow, merchant, sandboxUrl, fraudRequired, orderId: order.id, lang, cardFields, cart: order.cart, installments: order.installments, customerSession: order.customerSession })}
<p id="pix-bank-app" class="notice" hidden data-bank-app="${sandboxUrl}/sandbox/pix/">${text.pixBankAppNote} <a target="_blank" rel="noopener">${text.pixBankApp}</a></p>
${toSecure}`
}
</div>
</div>`,
  });
}

/**
 * After the hosted card page. Query: merchant (whose order), lang, plus charge_id and status from the service. What the
 * page says was decided on the server (return-state.ts); its script polls the store's order while it is unsettled.
 */
export function returnPage(query: URLSearchParams, view: { state: ShownState; chargeId: string }): string {
  const merchant = merchantOf(query);
  const lang = langFrom(query.get('lang'));
  const text = checkoutText(lang);
  const said = returnText(lang);
  const { state, chargeId } = view;
  const checkout = checkoutHref('hosted', merchant, lang);
  const home = lang === 'en' ? '/' : `/?lang=${lang}`;
  const next = nextStep(said, state);
  return layout({
    title: text.resultTitle,
    lang,
    scripts: html`<script type="module" src="/assets/return.js"></script>`,
    body: html`<h1>${text.resultTitle}</h1>
<p id="return-status" role="status" data-orders-url="/api/orders/${merchant}/" data-charge-id="${chargeId}" data-state="${state}" data-status="${CHARGE_STATUS_SHOWN[state]}">${sayReturn(said, state, chargeId)}</p>
<p><a id="return-next" href="${next.to === 'home' ? home : checkout}" data-home="${home}" data-checkout="${checkout}">${next.label}</a></p>`,
  });
}

/**
 * A checkout posted without JavaScript that could not be sent to the hosted card page: what happened, in the buyer's
 * language, and the way back — never the back end's JSON.
 */
export function paymentNotStartedPage(options: { merchant: string; lang: Lang; code: string; flow: string }): string {
  const text = checkoutText(options.lang);
  return layout({
    title: text.notStarted,
    lang: options.lang,
    body: html`<h1>${text.notStarted}</h1>
<p id="not-started" data-code="${options.code}">${text.notStartedWhy[options.code] ?? text.notStartedOther}</p>
<p><a href="${checkoutHref(options.flow, options.merchant, options.lang)}">${returnText(options.lang).backToCheckout}</a></p>`,
  });
}
