/**
 * Request bodies of the customers and saved-cards routes (docs/service.md, "Customers and saved cards"), as zod
 * schemas the sandbox validates with and the OpenAPI document describes. The records are in ./customer.
 */
import { z } from 'zod';
import { cpfOrCnpjSchema } from './documents';
import { emailSchema, personNameSchema, text } from './charge-common';
import { optionalNullable } from './charge-pix-boleto';

/** Ids the service issues are short; anything longer names nothing. */
const ID_MAX_LENGTH = 64;
const idSchema = (what: string) => z.string().min(1, `must be a ${what} id`).max(ID_MAX_LENGTH, `must be a ${what} id`);

export const customerCreateSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  document: optionalNullable(cpfOrCnpjSchema),
  external_id: optionalNullable(text()),
});

/** A customer id (`cus_…`) where a body names one: a session's, a card charge's. */
export const customerIdSchema = idSchema('customer');

export const customerSessionCreateSchema = z.strictObject({ customer_id: customerIdSchema });

/**
 * A saved card's security code: 3 digits, or 4 for American Express (the brand is the saved card's, so the length
 * is checked where the card is known).
 */
export const savedCardTokenCreateSchema = z.strictObject({
  card_id: idSchema('saved card'),
  cvv: z.string().regex(/^\d{3,4}$/, 'must be the 3 digits on the back of the card (4 on the front for Amex)'),
});

export type CustomerCreateRequest = z.input<typeof customerCreateSchema>;
export type CustomerCreateParsed = z.output<typeof customerCreateSchema>;
export type CustomerSessionCreateRequest = z.input<typeof customerSessionCreateSchema>;
/** Body of `POST /v1/card-tokens` for a saved card (public key and the customer session's header). */
export type SavedCardTokenCreateRequest = z.input<typeof savedCardTokenCreateSchema>;
