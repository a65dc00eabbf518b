/**
 * Idempotent charge creation (docs/service.md, "Charges"): the request header, its value's shape, how long a reply
 * is kept and the header that marks a replay.
 */

/** Idempotency-Key replies are kept this long. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** An idempotency key: 1 to 255 visible ASCII characters (a UUID is a good choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
