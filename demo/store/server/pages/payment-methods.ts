// The checkout's choice of payment method (card, Pix, boleto) and the inputs each one needs. <pay-form> reads the
// radios named `payment_method` with the rest of the form (docs/pay-form.md, "Pix and boleto"); the page's script
// shows the panel of the chosen method and disables the others, so their inputs are neither checked nor sent.
import { html, type SafeHtml } from '../../../shared/html';
import { PAYMENT_METHODS, SAMPLE_BUYER, type CheckoutText, type PaymentMethod } from '../../text/checkout';

/** The methods a panel belongs to, as the page's script reads them (`data-methods`, space-separated). */
const forMethods = (...methods: PaymentMethod[]) => methods.join(' ');

export const methodChoice = (text: CheckoutText): SafeHtml => html`
<fieldset class="methods">
  <legend>${text.method}</legend>
  ${PAYMENT_METHODS.map(
    (method) =>
      html`<label class="inline"><input type="radio" name="payment_method" value="${method}"${method === 'credit_card' ? html` checked` : html``}> ${text.methodNames[method]}</label>`,
  )}
</fieldset>`;

/** The card's own panel (credit and debit): the card inputs or the hosted page's hint. */
export const cardPanel = (content: SafeHtml): SafeHtml =>
  html`<div class="method-panel" data-methods="${forMethods('credit_card', 'debit_card')}">${content}</div>`;

/** The installments: a credit card's only (a debit card pays at once). */
export const creditPanel = (content: SafeHtml): SafeHtml =>
  html`<div class="method-panel" data-methods="${forMethods('credit_card')}">${content}</div>`;

/**
 * The buyer's CPF or CNPJ (Pix and boleto), the billing address (boleto), and what happens next for each. Hidden and
 * disabled until the page's script shows them: a form posted without JavaScript pays by card and sends none of them.
 * The document takes letters (an alphanumeric CNPJ has them): a text keyboard, in capitals, not spell-checked. The
 * buyer types it (the address comes filled in): <pay-form> checks it before sending and shows it formatted. It is
 * `aria-required`, not `required`: the element asks for an empty one in its own words, beside it, where the browser's
 * constraint check would stop the submit with its bubble first.
 */
export function pixBoletoPanels(text: CheckoutText): SafeHtml {
  const { address } = SAMPLE_BUYER;
  const field = (label: string, name: keyof typeof address, autocomplete: string) =>
    html`<label>${label} <input name="customer.address.${name}" autocomplete="${autocomplete}" required disabled value="${address[name]}"></label>`;
  return html`
<div class="method-panel" data-methods="${forMethods('pix', 'boleto')}" hidden>
  <label>${text.document} <input name="customer.document" inputmode="text" autocapitalize="characters" spellcheck="false" autocomplete="off" aria-required="true" disabled></label>
</div>
<p class="hint method-panel" data-methods="${forMethods('pix')}" hidden>${text.pixHint}</p>
<fieldset class="method-panel" data-methods="${forMethods('boleto')}" hidden>
  <legend>${text.address}</legend>
  <p class="hint">${text.boletoHint}</p>
  ${field(text.street, 'street', 'address-line1')}
  <div class="row">
    ${field(text.number, 'number', 'address-line2')}
    ${field(text.neighborhood, 'neighborhood', 'address-level3')}
  </div>
  <div class="row">
    ${field(text.city, 'city', 'address-level2')}
    ${field(text.state, 'state', 'address-level1')}
    ${field(text.zipCode, 'zip_code', 'postal-code')}
  </div>
</fieldset>`;
}
