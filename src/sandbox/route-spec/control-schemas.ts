/** Bodies of the sandbox controls (not part of the service, so not in src/interface). */
import { z } from 'zod';
import { AUTHENTICATION_OUTCOMES } from '../../interface/card-authentication';

/** Ten years is far beyond any expiry the sandbox models; larger jumps are surely a mistake. */
export const MAX_CLOCK_ADVANCE_SECONDS = 10 * 365 * 24 * 60 * 60;

export const clockAdvanceSchema = z.strictObject({
  advance_seconds: z.number().int().min(0).max(MAX_CLOCK_ADVANCE_SECONDS),
});

const limitValue = z.number().int().min(1).max(1_000_000);

/** PUT replaces the merchant's custom limits: an omitted category goes back to the default. */
export const rateLimitsSchema = z.strictObject({
  transactions: limitValue.optional(),
  queries: limitValue.optional(),
  default: limitValue.optional(),
});

/** `POST /sandbox/charges/{id}/authenticate`: what the buyer answers on the issuer's page. */
export const chargeAuthenticateSchema = z
  .strictObject({ outcome: z.enum(AUTHENTICATION_OUTCOMES) })
  .meta({ examples: [{ outcome: 'succeeded' }] });
