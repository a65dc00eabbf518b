/**
 * A returning buyer's saved cards on the hosted card page (docs/service.md, "Hosted card page"): when the charge names
 * a `customer_id`, the page lists that customer's cards a buyer can still pay with as radios above the card inputs,
 * with "Use another card". A saved card chosen asks only its security code; paying with it follows the card token
 * route's rules (customers/saved-card-tokens.ts). The page works without a script: both parts are in the form, the
 * style sheet hides the one not chosen, and the server reads which radio was checked.
 */
import { CARD_BRANDS, type CardBrand } from '../../interface/card';
import {
  expiryShown,
  HOSTED_ANOTHER_CARD,
  HOSTED_SAVE_CARD_FIELD,
  HOSTED_SAVED_CARD_FIELD,
  SAVED_CARD_BRAND_ATTRIBUTE,
  SAVED_CODE_ATTRIBUTE,
} from '../../interface/card-display';
import { savedCardTokenCreateSchema } from '../../interface/customer-schema';
import type { CardOutcome, StoredCard } from '../card-tokens/state';
import type { ChargeRecord, ChargeState } from '../charges/state';
import { chooseSavedCard } from '../customers/saved-card-tokens';
import type { SavedCardRecord } from '../customers/state';
import { usableSavedCards } from '../customers/store';
import { ApiError } from '../kernel/api-error';
import { escapeHtml } from '../kernel/page-shell';
import type { HostedText } from './texts';

/** The radios' name; its value is a saved card's id, or ANOTHER_CARD. */
export const SAVED_CARD_FIELD = HOSTED_SAVED_CARD_FIELD;
/** The saved card's security code (the typed card's is `cvv`). */
export const SAVED_CVV_FIELD = 'card_cvv';
/** The radio of "Use another card". */
export const ANOTHER_CARD = HOSTED_ANOTHER_CARD;
/** The "save this card" checkbox: checked, the captured charge keeps the typed card under its customer. */
export const SAVE_CARD_FIELD = HOSTED_SAVE_CARD_FIELD;
/** The most saved cards the page lists (newest first): a longer list helps no buyer. */
export const MAX_LISTED_CARDS = 10;

const ANOTHER_CARD_ID = 'another-card';
const SAVED_CVV_ID = 'saved-cvv';

/** The saved cards the page lists, and the radio checked: a saved card's id or ANOTHER_CARD. */
export interface SavedCardsView {
  cards: readonly SavedCardRecord[];
  chosen: string;
}

/** The charge's customer: none without one, or for another merchant's. */
function customerOf(state: ChargeState, charge: ChargeRecord) {
  const customer = charge.customer_id === null ? undefined : state.customers.get(charge.customer_id);
  return customer && customer.merchant_id === charge.merchant_id ? customer : undefined;
}

/** The charge's customer's usable saved cards (none without a customer, or for another merchant's). */
export function listedSavedCards(state: ChargeState, charge: ChargeRecord): SavedCardRecord[] {
  const customer = customerOf(state, charge);
  return customer ? usableSavedCards(customer, state.clock.now(), MAX_LISTED_CARDS) : [];
}

/**
 * The "save this card" checkbox the page offers with the typed card; none when the charge names no customer to keep
 * it under. Checked as the buyer left it on a posted form; at first, as the merchant relayed the buyer's wish
 * (`payment_details.save_card`), so unchecked by default.
 */
export function saveCardOffer(state: ChargeState, charge: ChargeRecord, form?: URLSearchParams) {
  if (!customerOf(state, charge)) return undefined;
  return { checked: form ? form.get(SAVE_CARD_FIELD) !== null : charge.saveCardAsked };
}

/** Whether the buyer asked, by the checkbox they submitted, to keep the typed card (offered only with a customer). */
export const saveCardAsked = (state: ChargeState, charge: ChargeRecord, form: URLSearchParams): boolean =>
  saveCardOffer(state, charge, form)?.checked === true;

/** The checkbox and its label. */
export const saveCardHtml = (checked: boolean, text: HostedText): string =>
  `<div class="choice save-card"><input type="checkbox" id="save-card" name="${SAVE_CARD_FIELD}" value="yes"${
    checked ? ' checked' : ''
  }><label for="save-card">${escapeHtml(text.saveCard)}</label></div>`;

/** What the page shows first: the newest saved card chosen, or the card inputs alone when there is none. */
export const firstView = (cards: readonly SavedCardRecord[]): SavedCardsView | undefined =>
  cards.length > 0 ? { cards, chosen: cards[0].id } : undefined;

/** The radio posted: a saved card's id, ANOTHER_CARD, or null when the form had no saved cards. */
export const readSavedChoice = (form: URLSearchParams): string | null => form.get(SAVED_CARD_FIELD);

/** What the saved part of the form may say is wrong: the choice, or the code. */
export type SavedCardErrors = Partial<Record<typeof SAVED_CARD_FIELD | typeof SAVED_CVV_FIELD, string>>;

const brandName = (brand: string, text: HostedText) =>
  text.brandNames[(CARD_BRANDS as readonly string[]).includes(brand) ? (brand as CardBrand) : 'other'];

/**
 * How the page names a saved card: only its brand, last four, funding and expiry; shown with "•••• 4242", read aloud
 * (`spoken`) as "Visa ending in 4242".
 */
export function savedCardWords(saved: SavedCardRecord, text: HostedText, spoken = false): string {
  const expiry = expiryShown(saved.card.exp_month, saved.card.exp_year);
  const words = spoken ? text.savedCardName : text.savedCard;
  return words(brandName(saved.card.brand, text), saved.card.last4, saved.funding === 'debit', expiry);
}

/** A radio and its label; `saved`: a saved card's brand and accessible name. */
function radioHtml(
  id: string,
  value: string,
  label: string,
  checked: boolean,
  saved?: { brand: string; name: string },
): string {
  const savedAttributes =
    saved === undefined
      ? ''
      : ` ${SAVED_CARD_BRAND_ATTRIBUTE}="${escapeHtml(saved.brand)}" aria-label="${escapeHtml(saved.name)}"`;
  return `<div class="choice"><input type="radio" id="${id}" name="${SAVED_CARD_FIELD}" value="${escapeHtml(value)}"${
    checked ? ' checked' : ''
  }${savedAttributes}><label for="${id}">${escapeHtml(label)}</label></div>`;
}

/**
 * The radio group and the saved card's code input (the code is never echoed back). `focused`: the refused field
 * focus starts on.
 */
export function savedCardsHtml(
  view: SavedCardsView,
  errors: SavedCardErrors,
  text: HostedText,
  focused: keyof SavedCardErrors | undefined,
): string {
  const radios = view.cards.map((saved, index) =>
    radioHtml(`saved-card-${index}`, saved.id, savedCardWords(saved, text), saved.id === view.chosen, {
      brand: saved.card.brand,
      name: savedCardWords(saved, text, true),
    }),
  );
  radios.push(radioHtml(ANOTHER_CARD_ID, ANOTHER_CARD, text.anotherCard, view.chosen === ANOTHER_CARD));
  const choiceError = errors[SAVED_CARD_FIELD];
  const cvvError = errors[SAVED_CVV_FIELD];
  const described = (error: string | undefined, id: string) => (error ? ` aria-describedby="${id}-error"` : '');
  const invalid = (error: string | undefined, id: string) =>
    (error ? ` aria-invalid="true"` : '') + described(error, id);
  const message = (error: string | undefined, id: string) =>
    error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '';
  return `<fieldset class="saved-cards"${described(choiceError, 'saved-cards')}>
<legend>${escapeHtml(text.savedCards)}</legend>
${radios.join('\n')}
${message(choiceError, 'saved-cards')}
</fieldset>
<div class="field saved-code">
<label for="${SAVED_CVV_ID}">${escapeHtml(text.savedCardCvv)}</label>
<input id="${SAVED_CVV_ID}" name="${SAVED_CVV_FIELD}" type="text" autocomplete="cc-csc" inputmode="numeric" maxlength="4" ${SAVED_CODE_ATTRIBUTE}${invalid(
    cvvError,
    SAVED_CVV_ID,
  )}${focused === SAVED_CVV_FIELD ? ' autofocus' : ''} value="">
${message(cvvError, SAVED_CVV_ID)}
</div>`;
}

/** The ids the error summary links to. */
export const SAVED_FIELD_IDS: Record<keyof SavedCardErrors, string> = {
  [SAVED_CARD_FIELD]: 'saved-card-0',
  [SAVED_CVV_FIELD]: SAVED_CVV_ID,
};

/** A saved card the charge may be paid with: the card as the charge keeps it and what paying with it does. */
export interface SavedCardPayment {
  saved: SavedCardRecord;
  card: StoredCard;
  outcome: CardOutcome;
}

/**
 * The chosen saved card of the charge's customer, with its code, by the card token route's rules (only that
 * customer's card; the attempts limit; not expired; the code's length; the sandbox's refused code), or what to tell
 * the buyer next to the choice or the code.
 */
export function checkSavedCardChoice(
  state: ChargeState,
  charge: ChargeRecord,
  cardId: string,
  form: URLSearchParams,
  text: HostedText,
): SavedCardPayment | { errors: SavedCardErrors } {
  const customer = customerOf(state, charge);
  if (!customer) return { errors: { [SAVED_CARD_FIELD]: text.savedCardNotFound } };
  const body = savedCardTokenCreateSchema.safeParse({ card_id: cardId, cvv: (form.get(SAVED_CVV_FIELD) ?? '').trim() });
  if (!body.success) {
    const choiceRefused = body.error.issues.some((issue) => issue.path[0] === 'card_id');
    return {
      errors: choiceRefused ? { [SAVED_CARD_FIELD]: text.savedCardNotFound } : { [SAVED_CVV_FIELD]: text.cvvError },
    };
  }
  try {
    const { saved, outcome } = chooseSavedCard(state, customer, body.data);
    return { saved, card: { ...saved.card }, outcome };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'RATE_LIMIT_EXCEEDED') return { errors: { [SAVED_CARD_FIELD]: text.savedCardTooManyTries } };
    if (error.details?.some((detail) => detail.field === 'cvv'))
      return { errors: { [SAVED_CVV_FIELD]: text.cvvError } };
    if (error.details?.some((detail) => detail.field === 'card_id'))
      return { errors: { [SAVED_CARD_FIELD]: text.savedCardExpired } };
    return { errors: { [SAVED_CARD_FIELD]: text.savedCardNotFound } };
  }
}
