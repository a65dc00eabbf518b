/**
 * The hosted card form: its fields, how a submission is read and checked, and how it is rendered.
 * Inputs carry the standard autofill tokens so browsers, password managers and tests can fill them.
 */
import { formatExpiry, formatNumber, groupCardNumber, HOSTED_FORM_ATTRIBUTE } from '../../interface/card-display';
import { cardSchema } from '../../interface/charge';
import { AUTHENTICATION_TEST_CARDS, TEST_CARDS } from '../../interface/sandbox-cards';
import { isCardExpired } from '../card-tokens/card-outcome';
import type { ChargeRecord } from '../charges/state';
import { chargedAmount, returnLocation } from '../charges/present';
import type { Merchant } from '../kernel/state';
import { formatAmount } from '../kernel/page-formats';
import { documentHtml, escapeHtml } from '../kernel/page-shell';
import { orderSummaryHtml } from './order-summary';
import { INSTALLMENTS_FIELD, installmentSelectHtml } from './installment-choice';
import type { InstallmentOption } from '../../interface/installment-quote';
import type { PageLang } from '../kernel/page-formats';
import { hostedText, type HostedText, type SandboxHintCards } from './texts';
import {
  saveCardHtml,
  SAVED_FIELD_IDS,
  savedCardsHtml,
  type SavedCardErrors,
  type SavedCardsView,
} from './saved-cards';

/** The test cards the page names below its form, in groups as a buyer types them. */
const HINT_CARDS: SandboxHintCards = {
  approved: groupCardNumber(TEST_CARDS.captured),
  declined: groupCardNumber(TEST_CARDS.failed),
  challenge: groupCardNumber(AUTHENTICATION_TEST_CARDS.challenge),
  amex: groupCardNumber(TEST_CARDS.capturedAmex),
};

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

/**
 * Per field, what is wrong; `installments`: the chosen count (not offered, over the card's brand cap, or more than 1×
 * for a saved debit card); the saved card's choice and code.
 */
export type FieldErrors = Partial<Record<keyof CardFormInput | typeof INSTALLMENTS_FIELD, string>> & SavedCardErrors;

/**
 * The choices the form shows: the installment options offered and the count preselected; the customer's saved cards
 * when the charge names one who has some; the "save this card" checkbox when it names a customer.
 */
export interface InstallmentChoice {
  options: readonly InstallmentOption[];
  chosen: number;
  saved?: SavedCardsView;
  save?: { checked: boolean };
}

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
export function checkCardForm(
  input: CardFormInput,
  now: Date,
  lang: PageLang = 'en',
): { card: CheckedCard } | { errors: FieldErrors } {
  const text = hostedText(lang);
  const exp = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input.exp);
  const expMonth = exp ? Number(exp[1]) : 0;
  const expYear = exp ? (exp[2].length === 2 ? 2000 + Number(exp[2]) : Number(exp[2])) : 0;
  const parsed = cardSchema.safeParse({
    number: input.number,
    holder_name: input.holder_name,
    exp_month: expMonth,
    exp_year: expYear,
    cvv: input.cvv,
  });
  if (parsed.success && !isCardExpired(expMonth, expYear, now)) {
    const card = parsed.data;
    return { card: { holderName: card.holder_name, digits: card.number, expMonth, expYear } };
  }
  const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]));
  const errors: FieldErrors = {};
  if (invalid.has('holder_name')) errors.holder_name = text.holderNameError;
  if (invalid.has('number')) errors.number = text.numberError;
  if (!exp || invalid.has('exp_month') || invalid.has('exp_year')) errors.exp = text.expError;
  else if (isCardExpired(expMonth, expYear, now)) errors.exp = text.expired;
  if (invalid.has('cvv')) errors.cvv = text.cvvError;
  return { errors };
}

/** The texts that are plain strings (labels, placeholders), not functions of a value. */
type StringText = { [K in keyof HostedText]: HostedText[K] extends string ? K : never }[keyof HostedText];

interface FieldSpec {
  name: keyof CardFormInput;
  id: string;
  label: StringText;
  autocomplete: string;
  extra: string;
  /** The placeholder's text, in the page's language (it repeats the format its label names). */
  placeholder?: StringText;
  /**
   * How a value the buyer typed is shown again after a refused field (in the format typed ones get); the security code
   * is never echoed back into the page.
   */
  keep?: (value: string) => string;
}

/** A page script to load, allowed by its nonce under the page's CSP and pinned by its integrity. */
export interface PageScript {
  src: string;
  nonce: string;
  integrity: string;
}

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'holder_name',
    id: 'cc-name',
    label: 'holderName',
    autocomplete: 'cc-name',
    extra: 'maxlength="100" autocapitalize="characters"',
    keep: (value) => value,
  },
  {
    name: 'number',
    id: 'cc-number',
    label: 'number',
    autocomplete: 'cc-number',
    extra: 'inputmode="numeric" maxlength="23"',
    keep: (value) => formatNumber(value, 0).value,
  },
  {
    name: 'exp',
    id: 'cc-exp',
    label: 'exp',
    autocomplete: 'cc-exp',
    extra: 'inputmode="numeric" maxlength="7"',
    placeholder: 'expPlaceholder',
    keep: (value) => formatExpiry(value, 0).value,
  },
  {
    name: 'cvv',
    id: 'cc-csc',
    label: 'cvv',
    autocomplete: 'cc-csc',
    extra: 'inputmode="numeric" maxlength="4"',
  },
];

const labelOf = (spec: FieldSpec, text: HostedText) => text[spec.label];

function fieldHtml(
  spec: FieldSpec,
  values: Partial<CardFormInput>,
  errors: FieldErrors,
  text: HostedText,
  focused: boolean,
  required: boolean,
): string {
  const error = errors[spec.name];
  const value = spec.keep ? spec.keep(values[spec.name] ?? '') : '';
  const errorId = `${spec.id}-error`;
  const placeholder = spec.placeholder ? ` placeholder="${escapeHtml(text[spec.placeholder])}"` : '';
  return `<div class="field">
<label for="${spec.id}">${escapeHtml(labelOf(spec, text))}</label>
<input id="${spec.id}" name="${spec.name}" type="text" autocomplete="${spec.autocomplete}"${required ? ' required' : ''} ${spec.extra}${placeholder}${
    error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
  }${focused ? ' autofocus' : ''} value="${escapeHtml(value)}">
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export function cardFormPage(
  charge: ChargeRecord,
  merchant: Merchant,
  action: string,
  choice: InstallmentChoice,
  values: Partial<CardFormInput> = {},
  errors: FieldErrors = {},
  lang: PageLang = 'en',
  script?: PageScript,
): string {
  const text = hostedText(lang);
  const saved = choice.saved;
  const savedErrors = (Object.keys(SAVED_FIELD_IDS) as (keyof SavedCardErrors)[]).filter((field) => errors[field]);
  const errorLinks = savedErrors.map((field) => ({
    id: SAVED_FIELD_IDS[field],
    label: field === 'card_id' ? text.savedCards : text.savedCardCvv,
    error: errors[field] ?? '',
  }));
  errorLinks.push(
    ...FIELDS.filter((spec) => errors[spec.name]).map((spec) => ({
      id: spec.id,
      label: labelOf(spec, text),
      error: errors[spec.name] ?? '',
    })),
  );
  if (errors.installments)
    errorLinks.push({ id: INSTALLMENTS_FIELD, label: text.installments, error: errors.installments });
  const errorList = errorLinks.map(
    (link) => `<li><a href="#${link.id}">${escapeHtml(link.label)}: ${escapeHtml(link.error)}</a></li>`,
  );
  const summary =
    errorList.length > 0
      ? `<div class="alert" role="alert"><h2>${escapeHtml(text.checkDetails)}</h2><ul>${errorList.join('')}</ul></div>`
      : '';
  // Focus starts on the first refused field, as in the transparent checkout (its message is its description).
  const firstRefused = savedErrors.length > 0 ? undefined : FIELDS.find((spec) => errors[spec.name]);
  // With saved cards the inputs of the part not chosen are hidden: a required one would block the submit, so the
  // server alone checks them.
  const [name, number, exp, cvv] = FIELDS.map((spec) =>
    fieldHtml(spec, values, errors, text, spec === firstRefused, !saved),
  );
  const savedPart = saved ? savedCardsHtml(saved, errors, text, savedErrors[0]) : '';
  const cardInputs = `${name}
${number}
<div class="row">
${exp}
${cvv}
</div>${choice.save ? `\n${saveCardHtml(choice.save.checked, text)}` : ''}`;
  const select = installmentSelectHtml(charge, choice.options, choice.chosen, errors.installments, text);
  // With a choice of counts the total is the chosen option's (each says its own); without one, the charge's.
  const amount = formatAmount(chargedAmount(charge), charge.currency);
  const installments = charge.installments > 1 ? text.inInstallments(charge.installments) : '';
  const heading = select ? text.payByCard : `${text.pay(amount)}${installments}`;
  const button = select ? text.payButton : text.pay(amount);
  const withInterest = choice.options.some((option) => !option.interest_free);
  // The way back to the store without paying: its return_url with the charge still pending (the store shows that).
  const back = returnLocation(charge);
  return documentHtml(
    `${heading} – ${merchant.name}`,
    `<h1>${escapeHtml(heading)}</h1>
${orderSummaryHtml(charge, merchant, text, withInterest)}
<form method="post" action="${escapeHtml(action)}" ${HOSTED_FORM_ATTRIBUTE}>
${
  saved
    ? `${savedPart}
<div class="another-card">
${cardInputs}
</div>`
    : cardInputs
}
${select}
<button type="submit">${escapeHtml(button)}</button>
${summary}
</form>
${back ? `<p class="back"><a href="${escapeHtml(back)}">${escapeHtml(text.cancel)}</a></p>` : ''}
<p class="hint">${escapeHtml(text.sandboxHint(HINT_CARDS))}</p>`,
    lang,
    script &&
      `<script src="${escapeHtml(script.src)}" nonce="${escapeHtml(script.nonce)}" integrity="${escapeHtml(script.integrity)}" defer></script>`,
  );
}

export function resultPage(charge: ChargeRecord, returnTo: string | null, lang: PageLang = 'en'): string {
  const text = hostedText(lang);
  const heading =
    charge.status === 'captured' ? text.approved : charge.status === 'failed' ? text.declined : text.pending;
  return documentHtml(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(formatAmount(chargedAmount(charge), charge.currency))} · ${escapeHtml(text.charge)} ${escapeHtml(charge.id)}</p>
${returnTo ? `<p><a href="${escapeHtml(returnTo)}">${escapeHtml(text.backToStore)}</a></p>` : ''}`,
    lang,
  );
}

export function notFoundPage(lang: PageLang = 'en'): string {
  const text = hostedText(lang);
  return documentHtml(
    text.notFound,
    `<h1>${escapeHtml(text.notFound)}</h1><p>${escapeHtml(text.notFoundText)}</p>`,
    lang,
  );
}
