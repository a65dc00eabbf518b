/**
 * Bounds and lifetimes of the service (docs/service.md, "Limits" and "Lists"). Pure constants, browser-safe.
 */

export const PAGE_DEFAULT = 1;
export const LIMIT_DEFAULT = 20;
export const LIMIT_MAX = 100;

/** Request bodies above this are refused with 413 PAYLOAD_TOO_LARGE. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Request bodies nested deeper than this (objects and arrays) are refused with 422 VALIDATION_ERROR. */
export const MAX_JSON_DEPTH = 64;

/**
 * Refused as a key anywhere in a JSON body and as a query parameter name (422 VALIDATION_ERROR): copying a plain
 * object turns this key into a prototype change, so it cannot be kept as ordinary data.
 */
export const RESERVED_KEY = '__proto__';

/** A fraud session lives 30 minutes (docs/service.md, "Fraud sessions"). */
export const FRAUD_SESSION_TTL_SECONDS = 30 * 60;

/** How long the SDK's own code (typed client, `<pay-form>`) waits for a reply when no timeout is given. */
export const REQUEST_TIMEOUT_MS = 30_000;
