/**
 * The one request the sandbox's public helpers (`createTestCardToken`, `payTestCharge`) make: a POST with a key as
 * Basic auth, the envelope read, its refusal thrown as a `SandboxHelperError` with the service's `code`.
 */
import type { FailureEnvelope, SuccessEnvelope } from '../../interface/envelopes';

export class SandboxHelperError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FailureEnvelope['details'],
  ) {
    super(message);
    this.name = 'SandboxHelperError';
  }
}

/** What a helper throws: its own subclass, so that callers can tell the two helpers' refusals apart. */
type HelperErrorClass = new (...args: ConstructorParameters<typeof SandboxHelperError>) => SandboxHelperError;

export async function postWithKey<T>(
  baseUrl: string,
  path: string,
  key: string,
  ErrorClass: HelperErrorClass,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as SuccessEnvelope<T> | FailureEnvelope;
  if (!envelope.success) throw new ErrorClass(response.status, envelope.error, envelope.message, envelope.details);
  return envelope.data;
}
