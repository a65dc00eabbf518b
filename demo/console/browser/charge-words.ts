// A charge's facts in the console's words, shared by the charge list and a charge's page.
import type { Charge } from './api';
import { t } from './i18n';

/** The payment method's name ("Pix", "Credit card"); an unknown one as sent. */
export const methodWords = (method: string): string => (t().methodNames as Record<string, string>)[method] ?? method;

/** A charge's 3-D Secure authentication in words: its status, and whether the buyer was challenged. */
export function authenticationWords(charge: Pick<Charge, 'authentication'>): string {
  const text = t();
  const authentication = charge.authentication;
  if (!authentication) return text.none;
  const status = text.authenticationNames[authentication.status] ?? authentication.status;
  if (authentication.status !== 'succeeded') return status;
  return `${status}, ${authentication.challenged ? text.challenged : text.frictionless}`;
}

/** Why a charge failed, in words; the service's code when the console has none for it. */
export const failureWords = (reason: string | null): string =>
  reason ? (t().failureReasons[reason] ?? reason) : t().none;
