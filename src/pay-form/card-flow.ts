import type { PayFormPayload } from './form-payload';

export type CardFlow = 'hosted' | 'transparent';

// Top-level fields that carry card data in one of the payload variants (`card_token` + `installments`
// at top level, or a merchant's own `card_number`/`cvv` naming). `card_flow` itself is not card data.
const TOP_LEVEL_CARD_FIELD = /^(card(?!_flow$)|cvv|cvc)/i;

/**
 * Applies the hosted flow rules: `card_flow: "hosted"`, `payment_details` reduced to `{installments}`
 * (dropped when there is none), and every card field stripped, whatever inputs the form holds —
 * in the hosted flow the buyer types the card on the provider's page, never on the merchant's.
 * The transparent flow goes out untouched.
 */
export function applyCardFlow(payload: PayFormPayload, flow: CardFlow): PayFormPayload {
  if (flow !== 'hosted') return payload;
  const reduced: PayFormPayload = {};
  for (const [key, value] of Object.entries(payload)) {
    if (key !== 'payment_details' && !TOP_LEVEL_CARD_FIELD.test(key)) reduced[key] = value;
  }
  const details = payload.payment_details;
  const installments = typeof details === 'object' && details !== null ? (details as PayFormPayload).installments : undefined;
  if (installments !== undefined) reduced.payment_details = { installments };
  reduced.card_flow = 'hosted';
  return reduced;
}

// Every autofill token of card data (cc-number, cc-csc, cc-exp…, cc-name…, cc-type), and the usual names of card inputs.
const CARD_AUTOCOMPLETE = /\bcc-/;
const CARD_NAME = /card[-._]?(number|num|no)\b|\bcc[-_]?(number|num|csc|cvv|cvc|exp)|cvv|cvc|(^|[-._])(pan|csc|security[-_]?code)($|[-._])/i;

/** Whether a buyer would type card data into this control: in the hosted flow it is never read. */
export const isCardInput = (element: Element): boolean =>
  CARD_AUTOCOMPLETE.test(element.getAttribute('autocomplete') ?? '') || CARD_NAME.test(element.getAttribute('name') ?? '');

/** Whether the form holds card inputs (never sent in the hosted flow, but they should not be there). */
export const hasCardInputs = (form: HTMLFormElement): boolean => Array.from(form.elements).some(isCardInput);
