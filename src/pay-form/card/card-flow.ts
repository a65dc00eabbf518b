import { formControls } from '../../interface/browser/dom';
import type { CardFlow } from '../../interface/charge-values';
import { isRecord } from '../../interface/plain-object';
import type { PayFormPayload } from '../core/form-payload';

export type { CardFlow };

/** An enumerated attribute's value compared as HTML compares it: in any case (surrounding spaces ignored too). */
export const attributeIs = (value: string, expected: string): boolean =>
  String(value).trim().toLowerCase() === expected;

/** `card-flow="hosted"` in any case: a card is never sent by a typo. */
export const isHostedFlow = (cardFlow: string): boolean => attributeIs(cardFlow, 'hosted');

// Fields that carry card data in one of the payload variants (`card_token` + `installments` at top level, or a
// merchant's own `card_number`/`cvv` naming). `card_flow` itself is not card data.
const CARD_FIELD = /^(card(?!_flow$)|cvv|cvc)/i;

/** The card token this attempt got, and the number it stands for (digits; only to find copies to strip). */
export interface TokenizedCard {
  token: string;
  number: string;
}

/**
 * What may leave for the merchant's back end, whatever inputs the form holds or a `pay-submit` listener added.
 * Card fields are stripped at any depth (`card…` except `card_flow`, `cvv`, `cvc`), and so is any value holding the
 * tokenized card's number, whatever its name.
 * - Hosted: `card_flow: "hosted"`, and `payment_details` reduced to `{installments, installment_total}`: the buyer types the card on the
 *   provider's page, never on the merchant's.
 * - Transparent: `payment_details` reduced to `{card_token, installments, installment_total}`, the token being this attempt's when the
 *   element tokenized the card; a `card_token` of the merchant's own is kept when it did not.
 * `payment_details.installments` goes as an integer; `payment_details` is dropped when nothing is left in it.
 */
export function applyCardFlow(payload: PayFormPayload, flow: CardFlow, card?: TokenizedCard): PayFormPayload {
  const { payment_details: details, ...rest } = payload;
  const keepToken = flow === 'transparent' && !card;
  const reduced = withoutCardData(rest, keepToken, card?.number) as PayFormPayload;
  const source = isRecord(details) ? (details as PayFormPayload) : {};
  const kept: PayFormPayload = {};
  if (card) kept.card_token = card.token;
  else if (keepToken && source.card_token !== undefined) kept.card_token = source.card_token;
  if (source.installments !== undefined) kept.installments = installmentCount(source.installments);
  if (source.installment_total !== undefined) kept.installment_total = source.installment_total;
  if (Object.keys(kept).length) reduced.payment_details = kept;
  if (flow === 'hosted') reduced.card_flow = 'hosted';
  return reduced;
}

/**
 * `installments` as the integer the service takes, whatever control held it (a plain `<select>` gives `"3"`); a value
 * that is no whole number is left as it is, for the back end to refuse.
 */
const installmentCount = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

const isCardField = (key: string, keepToken: boolean) =>
  !(keepToken && key === 'card_token') && (CARD_FIELD.test(key) || CARD_NAME.test(key));

// Copies of the number hidden in other fields (`notes`, a hidden mirror input): its digits anywhere in a value.
const holdsNumber = (value: unknown, number: string | undefined) =>
  !!number &&
  (typeof value === 'string' || typeof value === 'number') &&
  String(value).replace(/\D/g, '').includes(number);

/** `value` without card fields at any depth (a `card_token` kept when `keepToken`), nor values holding `number`. */
export function withoutCardData(value: unknown, keepToken: boolean, number: string | undefined): unknown {
  if (Array.isArray(value))
    return value.filter((item) => !holdsNumber(item, number)).map((item) => withoutCardData(item, keepToken, number));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, child]) => !isCardField(key, keepToken) && !holdsNumber(child, number))
      .map(([key, child]) => [key, withoutCardData(child, keepToken, number)]),
  );
}

// Every autofill token of card data (cc-number, cc-csc, cc-exp…, cc-name…, cc-type), and the usual names of card inputs.
const CARD_AUTOCOMPLETE = /\bcc-/;
const CARD_NAME =
  /card[-._[]?(number|num|no)\b|credit[-_]?card|cart[aã]o|c[oó]digo[-_]?(de[-_]?)?seguran[cç]a|\bcc[-_]?(number|num|csc|cvv|cvc|exp)|cvv|cvc|(^|[-._[])(pan|csc|security[-_]?code)($|[-._\]])/i;

/** Whether a buyer would type card data into this control: in the hosted flow it is never read. */
export const isCardInput = (element: Element): boolean =>
  CARD_AUTOCOMPLETE.test(element.getAttribute('autocomplete') ?? '') ||
  CARD_NAME.test(element.getAttribute('name') ?? '');

/** Whether the form holds card inputs (never sent in the hosted flow, but they should not be there). */
export const hasCardInputs = (form: HTMLFormElement): boolean => formControls(form).some(isCardInput);
