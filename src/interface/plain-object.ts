/** The plain-object guard every reader of untrusted JSON starts with. Pure, no zod: browser bundles import it. */

/** True for an object that is not `null` and not an array: one whose fields may be looked into. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
