// The service's replies as the store's back end passes them on: the envelope and its status, errors included.
import { ApiError, ConfigurationError, PayClientError } from 'pay-checkout/client';
import { isRecord } from '../../../src/interface/plain-object';
import { failureBody, type Json } from '../../shared/replies';

export type Reply = { status: number; body: unknown };

export const asObject = (value: unknown): Json => (isRecord(value) ? (value as Json) : {});

/** The charge a reply carries (`data`), or an empty object. */
export const chargeOf = (reply: Reply): Json => asObject(asObject(reply.body).data);

const UNREACHABLE = 'The payment service could not be reached. Please try again.';

/**
 * The service's reply as the browser should see it: the envelope and its status, errors included. `unanswered` is what
 * a timeout or a lost connection says; a create passes the sentence that the payment may have gone through (the
 * request may have reached the service), in the buyer's language.
 */
export async function relay(call: () => Promise<Reply>, unanswered = UNREACHABLE): Promise<Reply> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.body && typeof error.body === 'object')
      return { status: error.status, body: error.body };
    if (error instanceof ConfigurationError && error.code === 'INVALID_ARGUMENT') {
      // An id from the address that the client refuses to put in a path: no such charge can exist.
      return { status: 404, body: failureBody('No charge has that id.', 'NOT_FOUND') };
    }
    const code = error instanceof PayClientError ? error.code : 'INTERNAL_ERROR';
    return {
      status: 502,
      body: failureBody(unanswered, code),
    };
  }
}
