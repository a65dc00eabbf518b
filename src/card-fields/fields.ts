/**
 * The three inputs in one form (so a browser's autofill fills them in one step), what they hold as a card, and which
 * problems to show. The card rules are the shared ones (src/interface/card.ts).
 */
import {
  cardBrand,
  cardDigits,
  checkCard,
  parseCardExpiry,
  type CardBrand,
  type CardData,
  type CardField,
} from '../interface/card';
import {
  frameElementId,
  SECURE_FIELDS,
  type FieldErrors,
  type FieldsLang,
  type FieldsState,
  type RefusedFields,
  type SecureField,
} from '../interface/card-fields-protocol';
import { BRAND_NAMES, FIELDS_TEXT } from './texts';

interface FieldSpec {
  autocomplete: string;
  /** Room for spaces, and for a 4-digit year a browser fills in before it is shortened. */
  maxLength: number;
}

const SPECS: Record<SecureField, FieldSpec> = {
  number: { autocomplete: 'cc-number', maxLength: 23 },
  expiry: { autocomplete: 'cc-exp', maxLength: 7 },
  cvv: { autocomplete: 'cc-csc', maxLength: 4 },
};

/** Where each problem of `checkCard` is shown: month and year share the expiry input. */
const FIELD_OF: Partial<Record<CardField, SecureField>> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvv: 'cvv',
};

export type Inputs = Record<SecureField, HTMLInputElement>;

export interface BuiltFields {
  form: HTMLFormElement;
  inputs: Inputs;
  labels: Record<SecureField, HTMLLabelElement>;
  /** Each field's label and input (with its box): what leaves the form when a saved card needs the code alone. */
  wrappers: Record<SecureField, HTMLElement>;
  /** The row holding expiry and CVV side by side. */
  row: HTMLElement;
  /** The brand's name, inside the number input's box at its end. */
  badge: HTMLElement;
}

/**
 * Builds the form: one label and input per field, number on its own row with the brand badge in its box, expiry and
 * CVV side by side.
 */
export function buildFields(doc: Document, lang: FieldsLang): BuiltFields {
  const form = doc.createElement('form');
  form.noValidate = true;
  form.autocomplete = 'on';
  const row = doc.createElement('div');
  row.className = 'row';
  const inputs = {} as Inputs;
  const labels = {} as Record<SecureField, HTMLLabelElement>;
  const wrappers = {} as Record<SecureField, HTMLElement>;
  const badge = doc.createElement('span');
  badge.id = frameElementId('brand');
  badge.className = 'brand';
  badge.hidden = true;
  for (const field of SECURE_FIELDS) {
    const wrapper = doc.createElement('div');
    wrapper.className = `field ${field}`;
    const label = doc.createElement('label');
    const input = doc.createElement('input');
    input.id = frameElementId(field);
    input.name = field;
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = SPECS[field].autocomplete as AutoFill;
    input.maxLength = SPECS[field].maxLength;
    input.spellcheck = false;
    input.setAttribute('autocorrect', 'off');
    label.htmlFor = input.id;
    if (field === 'number') {
      // The badge sits over the input's end padding, which makes room for it: it lines up with the input's text.
      const box = doc.createElement('div');
      box.className = 'control';
      box.append(input, badge);
      input.setAttribute('aria-describedby', badge.id);
      wrapper.append(label, box);
    } else wrapper.append(label, input);
    (field === 'number' ? form : row).append(wrapper);
    inputs[field] = input;
    labels[field] = label;
    wrappers[field] = wrapper;
  }
  form.append(row);
  applyTexts(doc, lang, inputs, labels);
  return { form, inputs, labels, wrappers, row, badge };
}

/** The custom property that holds the badge's width: the number input keeps that much of its end clear. */
const BADGE_WIDTH = '--pc-brand-width';

/**
 * Shows the brand's name in the badge, the shorter name when the longer would leave the number too little room; an
 * empty number or an unnamed brand hides it (and frees the room it took). Measures the layout: call it again when the
 * frame's width or font changes.
 */
export function showBrand(badge: HTMLElement, input: HTMLInputElement, brand: CardBrand | null): void {
  const names = (brand && BRAND_NAMES[brand]) || [];
  badge.hidden = names.length === 0;
  for (const name of names) {
    badge.textContent = name;
    input.style.setProperty(BADGE_WIDTH, `${Math.ceil(badge.getBoundingClientRect().width)}px`);
    if (input.scrollWidth <= input.clientWidth) return;
  }
}

export function applyTexts(
  doc: Document,
  lang: FieldsLang,
  inputs: Inputs,
  labels: Record<SecureField, HTMLLabelElement>,
): void {
  const text = FIELDS_TEXT[lang];
  doc.documentElement.lang = lang;
  doc.title = text.title;
  for (const field of SECURE_FIELDS) {
    labels[field].textContent = text.labels[field];
    inputs[field].placeholder = text.placeholders[field];
  }
}

/** The card as typed, in the card rules' shape; an expiry that cannot be read fails the month and year rules. */
export function readCard(inputs: Inputs, holderName = ''): CardData {
  const rawExpiry = inputs.expiry.value.trim();
  const expiry = parseCardExpiry(rawExpiry);
  const unreadable = rawExpiry === '' ? '' : Number.NaN;
  return {
    number: cardDigits(inputs.number.value),
    holder_name: holderName,
    exp_month: expiry ? expiry.month : unreadable,
    exp_year: expiry ? expiry.year : unreadable,
    cvv: inputs.cvv.value.trim(),
  };
}

/** The first problem of each of the frame's fields (the holder name is the page's, and is left out). */
export function fieldProblems(inputs: Inputs, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of checkCard(readCard(inputs, '-'), now)) {
    const field = FIELD_OF[problem.field];
    if (field) errors[field] ??= problem.rule;
  }
  return errors;
}

/** Every problem of the card for a token request, the holder name included, by the field that shows it. */
export function cardRefusals(inputs: Inputs, holderName: string, now: Date): RefusedFields {
  const fields: RefusedFields = {};
  for (const problem of checkCard(readCard(inputs, holderName), now)) {
    const field = problem.field === 'holder_name' ? 'holder_name' : FIELD_OF[problem.field];
    if (field) fields[field] ??= problem.rule;
  }
  return fields;
}

/**
 * The state the page is told. A field's problem is shown once the buyer left it with something in it, or after a
 * tokenization was asked for; never while a first entry is still being typed.
 */
export function fieldsState(
  inputs: Inputs,
  shown: ReadonlySet<SecureField>,
  focused: SecureField | null,
  now: Date,
): FieldsState {
  const problems = fieldProblems(inputs, now);
  const errors: FieldErrors = {};
  for (const field of SECURE_FIELDS) {
    const code = problems[field];
    if (code && shown.has(field)) errors[field] = code;
  }
  return {
    brand: cardBrand(inputs.number.value),
    complete: Object.keys(problems).length === 0,
    empty: SECURE_FIELDS.every((field) => inputs[field].value.trim() === ''),
    errors,
    focused,
  };
}
