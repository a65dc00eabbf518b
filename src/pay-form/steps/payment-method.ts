/**
 * The payment method the buyer chose in the merchant's form: radio inputs (or any control) named `payment_method`,
 * valued `credit_card`, `debit_card`, `pix` or `boleto` (docs/service.md, "Pix and boleto"). A form without such a control pays by
 * card, as before methods could be offered.
 */
import { isRecord } from '../../interface/plain-object';
import { formControls } from '../../interface/browser/dom';
import { applyCardFlow, type CardFlow, type TokenizedCard, withoutCardData } from '../card/card-flow';
import type { PayFormPayload } from '../core/form-payload';

export const PAYMENT_METHOD_FIELD = 'payment_method';
export const CARD_METHOD = 'credit_card';
/** Paid with the same card inputs, at once: one installment, so none is sent (the service refuses more). */
export const DEBIT_METHOD = 'debit_card';

/** Card fields the service takes only with a card: never sent for another method (a Pix with them is refused). */
const CARD_ONLY_FIELDS = ['card_flow', 'installments', 'installment_total'];

/**
 * Whether this submission pays by card, so its card inputs are checked and tokenized: `credit_card` or `debit_card` chosen in
 * `fields` (the form as read), or no `payment_method` control in the form at all.
 */
export function paysByCard(form: HTMLFormElement, fields: PayFormPayload): boolean {
  const offersMethods = formControls(form).some(
    (control) => (control as HTMLInputElement).name === PAYMENT_METHOD_FIELD,
  );
  const method = fields[PAYMENT_METHOD_FIELD];
  return !offersMethods || method === CARD_METHOD || method === DEBIT_METHOD;
}

/**
 * A payload for a method other than card: no card data at any depth (a `card_token` included), no `card_flow`, no
 * `installments`; the method's own `payment_details` (`expires_in`, `due_date`, `instructions`) kept.
 */
export function withoutCardPayment(payload: PayFormPayload): PayFormPayload {
  const reduced = withoutCardData(payload, false, undefined) as PayFormPayload;
  const details = reduced.payment_details;
  const ownDetails = isRecord(details) ? (details as PayFormPayload) : undefined;
  for (const field of CARD_ONLY_FIELDS) {
    delete reduced[field];
    if (ownDetails) delete ownDetails[field];
  }
  if (ownDetails && Object.keys(ownDetails).length === 0) delete reduced.payment_details;
  return reduced;
}

/**
 * What may leave for the back end: the card flow's rules when paying by card (a debit card without installments),
 * else no card data at all.
 */
export function payloadForMethod(
  payload: PayFormPayload,
  byCard: boolean,
  flow: CardFlow,
  card?: TokenizedCard,
): PayFormPayload {
  if (!byCard) return withoutCardPayment(payload);
  const reduced = applyCardFlow(payload, flow, card);
  const details = reduced.payment_details as PayFormPayload | undefined;
  if (reduced[PAYMENT_METHOD_FIELD] === DEBIT_METHOD && details) {
    delete details.installments;
    if (!Object.keys(details).length) delete reduced.payment_details;
  }
  return reduced;
}
