import { isRecord } from '../../interface/plain-object';
import { retryAfterSeconds } from '../../interface/retry-after';
import { safeRedirectUrl } from './redirect-check';
import type { Reply } from './post-json';
import type { Conclusion, Refusal } from './conclusion';
import type { FieldProblem } from './events';

/**
 * The `details: [{ field, message, rule? }]` of a failure envelope, as field problems; others are skipped. A `rule`
 * code the element knows (those of `checkCard`), or a card field, is worded by the element; any other detail keeps
 * the back end's message.
 */
export function detailsOf(body: Record<string, unknown>): FieldProblem[] {
  const details = body.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) => {
    if (typeof detail !== 'object' || detail === null) return [];
    const { field, rule, message } = detail as Record<string, unknown>;
    if (typeof field !== 'string' || field === '') return [];
    const given = typeof message === 'string' && message.trim() ? message.trim() : undefined;
    return [{ field, rule: typeof rule === 'string' ? rule : undefined, ...(given && { message: given }) }];
  });
}

/** A failure envelope's code: its `error`, else `ERROR`. */
export const envelopeCode = (body: Record<string, unknown>): string =>
  typeof body.error === 'string' && body.error ? body.error : 'ERROR';

/** What a reply means for the form: a success to follow, else how it ends the attempt (./conclusion). */
export type ReplyOutcome =
  | { kind: 'success'; body: Record<string, unknown> }
  | Extract<Conclusion, { kind: 'redirect' | 'rate-limited' }>
  | ((Extract<Conclusion, { kind: 'failed' }> | Refusal) & { status: number });

/**
 * Classifies a reply. A 2xx JSON object is a success unless it says `success: false` (a back end may
 * answer 200 with the failure envelope); `payment_fields.redirect_url` at the top level or under `data`
 * makes it a redirect, once it passes the origin check. A non-2xx reply is a failure carrying the
 * envelope's `error` as code (refused on the fields its `details` name, below 500); a reply that is not JSON is
 * `INVALID_RESPONSE`.
 */
export function interpretReply(reply: Reply, allowedOrigins: readonly string[], base?: string): ReplyOutcome {
  const { status, body } = reply;
  if (status === 429) return { kind: 'rate-limited', seconds: retryAfterSeconds(reply.headers.get('Retry-After')) };
  if (!isRecord(body)) return { kind: 'failed', status, code: 'INVALID_RESPONSE' };
  if (status < 200 || status > 299 || body.success === false) {
    const code = envelopeCode(body);
    // A 5xx's text is a fault report ("Internal", a stack line), not a sentence for the buyer: the element words it.
    const fault = status > 499;
    const message = !fault && typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
    const problems = detailsOf(body);
    return problems.length && !fault
      ? { kind: 'refused', status, code, source: 'action', problems, message }
      : { kind: 'failed', status, code, message };
  }
  const fields = replyPaymentFields(body);
  if (!fields || !('redirect_url' in fields)) return { kind: 'success', body };
  const url = safeRedirectUrl(fields.redirect_url, allowedOrigins, base);
  return url ? { kind: 'redirect', url: url.href } : { kind: 'failed', status, code: 'REDIRECT_NOT_ALLOWED' };
}

function paymentFields(source: unknown): Record<string, unknown> | undefined {
  return isRecord(source) && isRecord(source.payment_fields) ? source.payment_fields : undefined;
}

/**
 * The charge a reply carries: the service's envelope passed on as it is (its `data`), or the charge itself at the top
 * level. Every reader of a reply's charge (its id, status, amount, failure reason) reads it here.
 */
export const chargeOf = (body: Record<string, unknown>): Record<string, unknown> =>
  isRecord(body.data) ? body.data : body;

/**
 * The charge's `status` as a reply tells it (`chargeOf`), else the reply's own `status`: `captured` is the only one
 * that makes an attempt paid (docs/service.md, "Charges").
 */
export function chargeStatusOf(body: Record<string, unknown>): unknown {
  const charge = chargeOf(body);
  return 'status' in charge ? charge.status : body.status;
}

/** A reply's `payment_fields`, at the top level or under `data` (the service's envelope passed on as it is). */
export const replyPaymentFields = (body: Record<string, unknown>): Record<string, unknown> | undefined =>
  paymentFields(body) ?? paymentFields(body.data);
