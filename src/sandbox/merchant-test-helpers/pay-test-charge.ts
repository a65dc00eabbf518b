/**
 * `payTestCharge` (exported by pay-checkout/sandbox): pays a pending Pix or boleto charge the way the buyer's bank
 * would, for a merchant back end's own tests (`POST /sandbox/charges/{id}/pay` with the secret key). Works against
 * any running sandbox.
 */
import type { BoletoCharge, PixCharge } from '../../interface/charge';
import { postWithKey, SandboxHelperError } from './helper-request';

/** A refusal of `payTestCharge`: the service's `status`, `code`, message and `details`. */
export class TestChargeError extends SandboxHelperError {
  override readonly name = 'TestChargeError';
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
  const path = `/sandbox/charges/${encodeURIComponent(chargeId)}/pay`;
  return postWithKey<PixCharge | BoletoCharge>(baseUrl, path, secretKey, TestChargeError);
}
