/**
 * Which sandbox a suite tests against: the one at `PAY_SANDBOX_URL` (a suite's `webServer` running
 * `npx pay-checkout-sandbox`, or any sandbox already running), else one the worker starts for itself.
 */
import { TestingKitError } from './errors';

export const SANDBOX_URL_VARIABLE = 'PAY_SANDBOX_URL';

export type SandboxTarget =
  /** A running sandbox, by its origin (`http://127.0.0.1:4010`, no trailing slash). */
  | { kind: 'running'; url: string }
  /** None given: the worker starts one in its own process, on a free port. */
  | { kind: 'in-process' };

const EXAMPLE = 'http://127.0.0.1:4010';

export function sandboxTarget(env: Record<string, string | undefined> = process.env): SandboxTarget {
  const raw = env[SANDBOX_URL_VARIABLE]?.trim();
  if (!raw) return { kind: 'in-process' };
  const refuse = (why: string) =>
    new TestingKitError('invalid_sandbox_url', `${SANDBOX_URL_VARIABLE} ${why}, such as ${EXAMPLE}; got "${raw}".`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('must be an address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('must be an http or https address');
  // The sandbox answers at the root of its origin: a path would be silently dropped, so it is refused instead.
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') throw refuse('must be an origin alone, no path');
  return { kind: 'running', url: url.origin };
}
