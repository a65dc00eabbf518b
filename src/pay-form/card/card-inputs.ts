import type { CardTokenBody } from '../../interface/card-token';
import {
  cardDigits,
  checkCard,
  fullYear,
  parseCardExpiry,
  type CardData,
  type CardProblem,
} from '../../interface/card';
import { type CardControl, type CardInputs, findCardInputs } from '../core/card-controls';

/** The card of a form, checked: its problems, or the body of its token request. */
export interface CardCheck {
  inputs: CardInputs;
  problems: CardProblem[];
  request?: CardTokenBody;
  /** Tells one card from another between attempts (kept in memory, never sent). */
  fingerprint: string;
}

export function checkCardInputs(form: HTMLFormElement, now = new Date()): CardCheck | undefined {
  const inputs = findCardInputs(form);
  if (!inputs) return undefined;
  const card = readCard(inputs);
  const problems = checkCard(card, now);
  const request: CardTokenBody | undefined = problems.length
    ? undefined
    : {
        number: card.number as string,
        holder_name: card.holder_name as string,
        exp_month: Number(card.exp_month),
        exp_year: Number(card.exp_year),
        cvv: card.cvv as string,
      };
  return { inputs, problems, request, fingerprint: cardFingerprint(inputs) };
}

/**
 * The fingerprint of the card the found `inputs` show now (once the card is a token, its masked form). From the inputs
 * found before the form was locked: `findCardInputs` skips disabled controls, and a payment in progress disables them.
 */
export const cardFingerprint = (inputs: CardInputs): string => JSON.stringify(readCard(inputs));

/**
 * The card as the buyer left it, in the shape of the card-token body. Inputs are read, never rewritten (an autofilled
 * or pasted value stays as it is). A `cc-exp` value that cannot be read leaves month and year as typed, for
 * `checkCard` to name.
 */
function readCard(inputs: CardInputs): CardData {
  const card: CardData = {
    number: cardDigits(inputs.number?.value ?? ''),
    holder_name: inputs.name?.value.trim() ?? '',
    cvv: inputs.csc?.value.trim() ?? '',
  };
  if (inputs.exp) {
    const raw = inputs.exp.value.trim();
    const parsed = parseCardExpiry(raw);
    // Unreadable: NaN breaks the month and year rules; empty: the `required` ones.
    card.exp_month = parsed ? parsed.month : raw && Number.NaN;
    card.exp_year = parsed ? parsed.year : raw && Number.NaN;
    return card;
  }
  card.exp_month = inputs.expMonth?.value ?? '';
  const year = (inputs.expYear?.value ?? '').trim();
  // A 2-digit year select (`29`) reads as 2029.
  card.exp_year = /^\d{2}$/.test(year) ? fullYear(Number(year)) : year;
  return card;
}

/** Shown in the number input once the card is a token: its last four digits only. */
export const maskedCardNumber = (number: string): string => `•••• ${cardDigits(number).slice(-4)}`;

/**
 * Once the card is a token, the CVV input is emptied and the number input shows only its last four digits, so
 * neither page scripts, a form reset nor the browser's form restoration (Back, a reload) keep them. `input` and `change` are
 * dispatched so a page that mirrors its inputs in its own state (a framework's controlled input) forgets them too.
 */
export function forgetCardData(inputs: CardInputs): void {
  const replace = (control: CardControl | undefined, value: string) => {
    if (!(control instanceof HTMLInputElement)) return;
    if (control.value !== value) {
      control.value = value;
      for (const type of ['input', 'change']) control.dispatchEvent(new Event(type, { bubbles: true }));
    }
    // A card written into the markup (`value="…"`) would come back on a form reset.
    if (control.defaultValue !== '') control.defaultValue = '';
  };
  replace(inputs.csc, '');
  if (inputs.number) replace(inputs.number, maskedCardNumber(inputs.number.value));
  releaseRequired(inputs.csc);
}

/**
 * A `required` CVV emptied after the token would make the browser refuse "Pay again" of the same order before the
 * element hears of it: it is released until the buyer types in it again. A new card's CVV is still required, by
 * `checkCard`.
 */
function releaseRequired(control: CardControl | undefined): void {
  if (!(control instanceof HTMLInputElement) || !control.required) return;
  control.required = false;
  control.addEventListener('input', () => (control.required = true), { once: true });
}
