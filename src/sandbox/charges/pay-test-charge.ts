/**
 * `payTestCharge` (exported by pay-checkout/sandbox): pays a pending Pix or boleto charge the way the buyer's bank
 * would, for a merchant back end's own tests (`POST /sandbox/charges/{id}/pay` with the secret key). Works against
 * any running sandbox.
 */
import type { BoletoCharge, PixCharge } from '../../interface/charge';
import type { FailureEnvelope, SuccessEnvelope } from '../../interface/envelopes';

export class TestChargeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FailureEnvelope['details'],
  ) {
    super(message);
    this.name = 'TestChargeError';
  }
}

/**
 * Pays charge `chargeId` of the merchant whose `secretKey` is given, on the sandbox at `baseUrl`; resolves to the
 * captured charge. Throws a `TestChargeError`: `INVALID_STATE` for a card charge or one no longer pending,
 * `NOT_FOUND` for an unknown id or another merchant's charge.
 */
export async function payTestCharge(
  baseUrl: string,
  secretKey: string,
  chargeId: string,
): Promise<PixCharge | BoletoCharge> {
  const response = await fetch(new URL(`/sandbox/charges/${encodeURIComponent(chargeId)}/pay`, baseUrl), {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}` },
  });
  const body = (await response.json()) as SuccessEnvelope<PixCharge | BoletoCharge> | FailureEnvelope;
  if (!body.success) throw new TestChargeError(response.status, body.error, body.message, body.details);
  return body.data;
}
