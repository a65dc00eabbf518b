import type { PayFormPayload } from './form-payload';

export type CardFlow = 'hosted' | 'transparent';

// Fields that carry card data in one of the payload variants (`card_token` + `installments` at top level, or a
// merchant's own `card_number`/`cvv` naming). `card_flow` itself is not card data.
const CARD_FIELD = /^(card(?!_flow$)|cvv|cvc)/i;

/**
 * Applies the hosted flow rules: `card_flow: "hosted"`, `payment_details` reduced to `{installments}`
 * (dropped when there is none), and every card field stripped at any depth, whatever inputs the form holds
 * or a `pay-submit` listener added — in the hosted flow the buyer types the card on the provider's page,
 * never on the merchant's. The transparent flow goes out untouched.
 */
export function applyCardFlow(payload: PayFormPayload, flow: CardFlow): PayFormPayload {
  if (flow !== 'hosted') return payload;
  const { payment_details: details, ...rest } = payload;
  const reduced = withoutCardFields(rest) as PayFormPayload;
  const installments = typeof details === 'object' && details !== null ? (details as PayFormPayload).installments : undefined;
  if (installments !== undefined) reduced.payment_details = { installments };
  reduced.card_flow = 'hosted';
  return reduced;
}

const isCardField = (key: string) => CARD_FIELD.test(key) || CARD_NAME.test(key);

function withoutCardFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCardFields);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isCardField(key))
      .map(([key, child]) => [key, withoutCardFields(child)]),
  );
}

// Every autofill token of card data (cc-number, cc-csc, cc-exp…, cc-name…, cc-type), and the usual names of card inputs.
const CARD_AUTOCOMPLETE = /\bcc-/;
const CARD_NAME =
  /card[-._[]?(number|num|no)\b|credit[-_]?card|cart[aã]o|c[oó]digo[-_]?(de[-_]?)?seguran[cç]a|\bcc[-_]?(number|num|csc|cvv|cvc|exp)|cvv|cvc|(^|[-._[])(pan|csc|security[-_]?code)($|[-._\]])/i;

/** Whether a buyer would type card data into this control: in the hosted flow it is never read. */
export const isCardInput = (element: Element): boolean =>
  CARD_AUTOCOMPLETE.test(element.getAttribute('autocomplete') ?? '') || CARD_NAME.test(element.getAttribute('name') ?? '');

/** Whether the form holds card inputs (never sent in the hosted flow, but they should not be there). */
export const hasCardInputs = (form: HTMLFormElement): boolean => Array.from(form.elements).some(isCardInput);
