/**
 * The card as the service receives it — `payment_details.card` on a charge and the body of `POST /v1/card-tokens`
 * (docs/service.md, "Card tokens") — and the card-token reply. The rules are `checkCard` of ./card (written once, shared with
 * `<pay-form>`); this file adds only the JSON types and the English sentences of the sandbox's `details`.
 */
import { isRecord } from './plain-object';
import { z } from 'zod';
import {
  CARD_FIELDS,
  cardBrand,
  cardDigits,
  checkCard,
  cvvLength,
  HOLDER_NAME_MAX_LENGTH,
  type CardBrand,
  type CardData,
  type CardField,
  type CardProblem,
} from './card';

/** A card token lives this long (docs/service.md, "Card tokens"), and is used once. */
export const CARD_TOKEN_TTL_SECONDS = 10 * 60;

/** How a rule reads in `details`; the CVV length depends on the brand. */
export function cardProblemMessage(problem: CardProblem, brand: CardBrand): string {
  switch (problem.rule) {
    case 'required':
      return 'is required';
    case 'digits':
      return problem.field === 'number'
        ? 'must contain only digits (spaces and dashes are allowed)'
        : 'must contain only digits';
    case 'length':
      if (problem.field === 'number') return 'must be 12 to 19 digits';
      if (problem.field === 'cvv') return `must be ${cvvLength(brand)} digits for this card`;
      return `must be at most ${HOLDER_NAME_MAX_LENGTH} characters`;
    case 'luhn':
      return 'is not a valid card number (check digit)';
    case 'month':
      return 'must be a month from 1 to 12';
    case 'year':
      return 'must be a 4-digit year';
    case 'expired':
      return 'the card has expired';
  }
}

/** A date no card expires before: the schema checks everything but expiry, which needs the service clock. */
const BEFORE_ANY_EXPIRY = new Date(0);

/**
 * `{ number, holder_name, exp_month, exp_year, cvv }`: number and CVV strings of digits (the number may hold spaces
 * and dashes, removed here), month and year integers. Expiry is checked apart, on the service clock
 * (`cardExpiryProblems`).
 */
export const cardSchema = z
  .strictObject({
    number: z.string().max(40, 'must be 12 to 19 digits'),
    holder_name: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    cvv: z.string().max(8, 'must contain only digits'),
  })
  .superRefine(
    (card, ctx) => {
      // Runs even when some fields have the wrong type (so one reply names every problem); those fields already have
      // their type issue and are left out here.
      const raw = card as Record<string, unknown>;
      const typed = (field: CardField) =>
        typeof raw[field] === (field === 'exp_month' || field === 'exp_year' ? 'number' : 'string');
      const brand = cardBrand(typeof raw.number === 'string' ? raw.number : '');
      const wellTyped = Object.fromEntries(CARD_FIELDS.filter(typed).map((field) => [field, raw[field]])) as CardData;
      for (const problem of checkCard(wellTyped, BEFORE_ANY_EXPIRY)) {
        if (typed(problem.field))
          ctx.addIssue({ code: 'custom', path: [problem.field], message: cardProblemMessage(problem, brand) });
      }
    },
    { when: (payload) => isRecord(payload.value) },
  )
  .transform((card) => ({
    ...card,
    number: cardDigits(card.number),
    holder_name: card.holder_name.trim(),
    cvv: card.cvv.trim(),
  }));

export type CardInput = z.input<typeof cardSchema>;
export type CheckedCard = z.output<typeof cardSchema>;

/** The expiry problem of a checked card at `now` (none, or one naming exp_month or exp_year). */
export function cardExpiryProblems(card: CheckedCard, now: Date): { field: CardField; message: string }[] {
  const brand = cardBrand(card.number);
  return checkCard(card, now)
    .filter((problem) => problem.rule === 'expired')
    .map((problem) => ({ field: problem.field, message: cardProblemMessage(problem, brand) }));
}

/** Body of `POST /v1/card-tokens`: the card, with the rules of `payment_details.card`. */
export const cardTokenCreateSchema = cardSchema;
export type CardTokenCreateRequest = CardInput;
