/**
 * The hosted card form: its fields, how a submission is read and checked, and how it is rendered.
 * Inputs carry the standard autofill tokens so browsers, password managers and tests can fill them.
 */
import { cardSchema } from '../../interface/charge';
import { TEST_CARDS } from '../../interface/envelope';
import { isCardExpired } from '../charges/card-outcome';
import type { ChargeRecord, Merchant } from '../state';
import { documentHtml, escapeHtml, formatAmount } from './html';

export interface CardFormInput {
  holder_name: string;
  number: string;
  exp: string;
  cvv: string;
}

export interface CheckedCard {
  holderName: string;
  digits: string;
  expMonth: number;
  expYear: number;
}

type FieldErrors = Partial<Record<keyof CardFormInput, string>>;

export function readCardForm(form: URLSearchParams): CardFormInput {
  return {
    holder_name: (form.get('holder_name') ?? '').trim(),
    number: form.get('number') ?? '',
    exp: form.get('exp') ?? '',
    cvv: (form.get('cvv') ?? '').trim(),
  };
}

/**
 * Either the checked card or, per field, what is wrong with it. The field rules are the interface's
 * `cardSchema` (the transparent flow's rules); only the messages, written for a buyer, are the form's own.
 */
export function checkCardForm(input: CardFormInput, now: Date): { card: CheckedCard } | { errors: FieldErrors } {
  const exp = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input.exp);
  const expMonth = exp ? Number(exp[1]) : 0;
  const expYear = exp ? (exp[2].length === 2 ? 2000 + Number(exp[2]) : Number(exp[2])) : 0;
  const parsed = cardSchema.safeParse({ number: input.number, holder_name: input.holder_name, exp_month: expMonth, exp_year: expYear, cvv: input.cvv });
  if (parsed.success && !isCardExpired(expMonth, expYear, now)) {
    const card = parsed.data;
    return { card: { holderName: card.holder_name, digits: card.number, expMonth, expYear } };
  }
  const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]));
  const errors: FieldErrors = {};
  if (invalid.has('holder_name')) errors.holder_name = 'Enter the name as printed on the card.';
  if (invalid.has('number')) errors.number = 'Enter a valid card number.';
  if (!exp || invalid.has('exp_month') || invalid.has('exp_year')) errors.exp = 'Enter the expiry date as MM/YY.';
  else if (isCardExpired(expMonth, expYear, now)) errors.exp = 'This card has expired.';
  if (invalid.has('cvv')) errors.cvv = 'Enter the 3 or 4 digit security code.';
  return { errors };
}

interface FieldSpec {
  name: keyof CardFormInput;
  id: string;
  label: string;
  autocomplete: string;
  extra: string;
  /** Card number and security code are never echoed back into the page. */
  keepValue: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'holder_name', id: 'cc-name', label: 'Name on card', autocomplete: 'cc-name', extra: 'maxlength="100" autocapitalize="characters"', keepValue: true },
  { name: 'number', id: 'cc-number', label: 'Card number', autocomplete: 'cc-number', extra: 'inputmode="numeric" maxlength="23"', keepValue: false },
  { name: 'exp', id: 'cc-exp', label: 'Expiry date (MM/YY)', autocomplete: 'cc-exp', extra: 'inputmode="numeric" maxlength="7" placeholder="MM/YY"', keepValue: true },
  { name: 'cvv', id: 'cc-csc', label: 'Security code', autocomplete: 'cc-csc', extra: 'inputmode="numeric" maxlength="4"', keepValue: false },
];

function fieldHtml(spec: FieldSpec, values: Partial<CardFormInput>, errors: FieldErrors): string {
  const error = errors[spec.name];
  const value = spec.keepValue ? (values[spec.name] ?? '') : '';
  const errorId = `${spec.id}-error`;
  return `<div class="field">
<label for="${spec.id}">${spec.label}</label>
<input id="${spec.id}" name="${spec.name}" type="text" autocomplete="${spec.autocomplete}" required ${spec.extra}${
    error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
  } value="${escapeHtml(value)}">
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export function cardFormPage(
  charge: ChargeRecord,
  merchant: Merchant,
  action: string,
  values: Partial<CardFormInput> = {},
  errors: FieldErrors = {},
): string {
  const amount = formatAmount(charge.amount, charge.currency);
  const errorList = FIELDS.filter((spec) => errors[spec.name]).map(
    (spec) => `<li><a href="#${spec.id}">${spec.label}: ${escapeHtml(errors[spec.name] ?? '')}</a></li>`,
  );
  const summary =
    errorList.length > 0
      ? `<div class="alert" role="alert"><h2>Please check the card details</h2><ul>${errorList.join('')}</ul></div>`
      : '';
  const [name, number, exp, cvv] = FIELDS.map((spec) => fieldHtml(spec, values, errors));
  const installments = charge.installments > 1 ? ` in ${charge.installments} installments` : '';
  return documentHtml(
    `Pay ${amount} – ${merchant.name}`,
    `<h1>Pay ${escapeHtml(amount)}${installments}</h1>
<p class="merchant">${escapeHtml(merchant.name)} · ${escapeHtml(charge.product_type)}</p>
${summary}
<form method="post" action="${escapeHtml(action)}">
${name}
${number}
<div class="row">
${exp}
${cvv}
</div>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<p class="hint">Sandbox: ${TEST_CARDS.captured} is approved, ${TEST_CARDS.failed} is declined, any future expiry date and any 3-digit code.</p>`,
  );
}

export function resultPage(charge: ChargeRecord, returnTo: string | null): string {
  const approved = charge.status === 'captured';
  const heading = approved ? 'Payment approved' : charge.status === 'failed' ? 'Payment declined' : 'Payment pending';
  return documentHtml(
    heading,
    `<h1>${heading}</h1>
<p>${escapeHtml(formatAmount(charge.amount, charge.currency))} · charge ${escapeHtml(charge.id)}</p>
${returnTo ? `<p><a href="${escapeHtml(returnTo)}">Back to the store</a></p>` : ''}`,
  );
}

export function notFoundPage(): string {
  return documentHtml('Payment page not found', '<h1>Payment page not found</h1><p>This payment link is not valid. Return to the store and start again.</p>');
}
