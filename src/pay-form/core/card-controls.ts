/**
 * The card inputs of the merchant's form, found by their autofill tokens: what the element, its status and its field
 * errors all need to know of the page's card, without reading it.
 */
import type { CardField } from '../../interface/card';
import { formControls } from '../../interface/browser/dom';

export type CardControl = HTMLInputElement | HTMLSelectElement;

/** The card inputs of a form, found by their autofill tokens whatever their `name` (or none). */
export interface CardInputs {
  number?: CardControl;
  name?: CardControl;
  /** `cc-exp`: month and year in one input (`MM/YY`, `MM/YYYY`, `MMYY`). */
  exp?: CardControl;
  expMonth?: CardControl;
  expYear?: CardControl;
  csc?: CardControl;
}

// Autofill tokens (HTML's `autocomplete` detail tokens) → where the control goes. `section-*`, `billing`… may precede.
const TOKENS: Record<string, keyof CardInputs> = {
  'cc-number': 'number',
  'cc-name': 'name',
  'cc-exp': 'exp',
  'cc-exp-month': 'expMonth',
  'cc-exp-year': 'expYear',
  'cc-csc': 'csc',
};

/** The autofill token of a card control (`cc-number`…), if it has one of ours. */
export function cardAutofillToken(element: Element): string | undefined {
  const tokens = (element.getAttribute('autocomplete') ?? '').toLowerCase().split(/\s+/);
  return tokens.find((token) => token in TOKENS);
}

/**
 * The form's card inputs; the first enabled control of each token counts. `undefined` without an enabled `cc-number`
 * input (no card in this form, or a card fieldset the page disabled while another payment method is chosen).
 */
export function findCardInputs(form: HTMLFormElement): CardInputs | undefined {
  const inputs: CardInputs = {};
  for (const element of formControls(form)) {
    const token = cardAutofillToken(element);
    if (!token || !(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || element.disabled)
      continue;
    inputs[TOKENS[token]] ??= element;
  }
  return inputs.number ? inputs : undefined;
}

// Where each card field is typed; month and year share `cc-exp` when there is one.
const FIELD_INPUTS: Record<CardField, (keyof CardInputs)[]> = {
  number: ['number'],
  holder_name: ['name'],
  exp_month: ['exp', 'expMonth'],
  exp_year: ['exp', 'expYear'],
  cvv: ['csc'],
};

/** The input that shows a card field's problem. */
export function inputForCardField(inputs: CardInputs, field: CardField): CardControl | undefined {
  return FIELD_INPUTS[field].map((key) => inputs[key]).find(Boolean);
}
