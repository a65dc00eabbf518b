// The failure envelope every server route of the demo answers with (`{ success: false, message, error, details? }`,
// the service's own shape), and the JSON body reader the store's and the console's back ends share.
import type { ErrorDetail, FailureEnvelope } from 'pay-checkout/client';

export type Json = Record<string, unknown>;

/** A failure the demo's back end decides itself (an unreadable body, a bad demo input): its status and envelope. */
export class DemoFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

/** The failure envelope; `details` only when there are some. */
export const failureBody = (message: string, error: string, details?: ErrorDetail[]): FailureEnvelope => ({
  success: false,
  message,
  error,
  ...(details?.length ? { details } : {}),
});

/** A `Content-Type` header's media type itself, lower case: `text/plain;application/json` is text. */
export const mediaType = (header: string | null | undefined): string =>
  (header ?? '').split(';')[0].trim().toLowerCase();

/** The request's JSON, whatever its shape; a body that does not parse is a 400 `INVALID_JSON`. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new DemoFailure(400, 'INVALID_JSON', 'The body is not valid JSON.');
  }
}
