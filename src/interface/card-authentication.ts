/**
 * Card authentication (3-D Secure) and debit cards (docs/service.md, "Card authentication (3-D Secure) and debit
 * cards"): what a card charge may ask for, what its record says, the challenge page's address fields and the message
 * that page posts to the page framing it. Pure constants and types, browser-safe: `<pay-form>` reads them too.
 */

/**
 * What a card charge may ask for in `payment_details.authentication` (absent: not asked). A debit card is always
 * authenticated: it takes either, and `if_available` works as `required` there.
 */
export const AUTHENTICATION_REQUESTS = ['required', 'if_available'] as const;
export type AuthenticationRequest = (typeof AUTHENTICATION_REQUESTS)[number];

/** Where a charge's authentication stands (`authentication.status` of a card charge). */
export const AUTHENTICATION_STATUSES = ['challenge_required', 'succeeded', 'failed', 'unavailable', 'expired'] as const;
export type AuthenticationStatus = (typeof AUTHENTICATION_STATUSES)[number];

/** A card charge's `authentication`: null when it was not asked for (or, hosted, before the card is typed). */
export interface ChargeAuthentication {
  status: AuthenticationStatus;
  /** Whether the buyer was shown the issuer's page (a challenge), as opposed to frictionless or none. */
  challenged: boolean;
}

/** `payment_fields.authentication` while a challenge waits: the issuer's page and until when it can be answered. */
export interface AuthenticationPaymentFields {
  url: string;
  expires_at: string;
}

/** How long a challenge waits for the buyer, by the service clock. */
export const AUTHENTICATION_TTL_SECONDS = 10 * 60;

/** `failure_reason` of a charge that failed on its authentication. */
export const AUTHENTICATION_FAILURE_REASONS = {
  failed: 'authentication_failed',
  expired: 'authentication_expired',
  unavailable: 'authentication_unavailable',
} as const;

/** What the issuer's page (and the sandbox control) can answer to a challenge. */
export const AUTHENTICATION_OUTCOMES = ['succeeded', 'failed'] as const;
export type AuthenticationOutcome = (typeof AUTHENTICATION_OUTCOMES)[number];

/** Where the issuer's pages live. */
export const AUTHENTICATION_PAGES = '/elements/authentication/';
/** The path of the issuer's page of a charge (`{api-base}` + this + `?token=…`). */
export const authenticationPagePath = (chargeId: string): string => `${AUTHENTICATION_PAGES}${chargeId}`;

/** `type` of the message the issuer's page posts to its parent when the challenge is answered. */
export const AUTHENTICATION_COMPLETE = 'authentication-complete';

/** What the issuer's page posts to its parent, to the `origin` it was given only. `status` is the charge's. */
export interface AuthenticationCompleteMessage {
  type: typeof AUTHENTICATION_COMPLETE;
  charge_id: string;
  status: 'pending' | 'captured' | 'failed';
}

/** A debit card pays at once: its only installment count. */
export const DEBIT_INSTALLMENTS = 1;
