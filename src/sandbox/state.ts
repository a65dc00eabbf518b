/**
 * In-memory state of one sandbox: the kernel's part (clock, merchants, rate limits) and each resource folder's
 * slice, composed. A restart (or `reset()`) starts clean; only the seeded merchants stay.
 */
import { createCardTokenSlice, type CardTokenSlice } from './card-tokens/state';
import { createChargeSlice, type ChargeSlice } from './charges/state';
import { createCustomerSlice, type CustomerSlice } from './customers/state';
import { createFaultSlice, type FaultSlice } from './faults/state';
import { createFraudSessionSlice, type FraudSessionSlice } from './fraud-sessions/state';
import { createInstallmentSlice, type InstallmentSlice } from './installments/state';
import { createKernelState, type KernelState, type KernelStateOptions } from './kernel/state';
import { createSubmerchantSlice, type SubmerchantSlice } from './submerchants/state';
import { createWebhookSlice, type WebhookSlice } from './webhooks/state';

export type SandboxState = KernelState &
  FaultSlice &
  FraudSessionSlice &
  CardTokenSlice &
  ChargeSlice &
  InstallmentSlice &
  SubmerchantSlice &
  WebhookSlice &
  CustomerSlice;

export type SandboxStateOptions = KernelStateOptions;

export function createSandboxState(options: SandboxStateOptions = {}): SandboxState {
  return {
    ...createKernelState(options),
    ...createFaultSlice(),
    ...createFraudSessionSlice(),
    ...createCardTokenSlice(),
    ...createChargeSlice(),
    ...createInstallmentSlice(),
    ...createSubmerchantSlice(),
    ...createWebhookSlice(),
    ...createCustomerSlice(),
  };
}

/** Empties every collection and puts the clock back; the seeded merchants stay. */
export function resetSandboxState(state: SandboxState): void {
  state.clock.reset();
  for (const value of Object.values(state)) {
    if (value instanceof Map && value !== state.merchantsByPublicKey && value !== state.merchantsBySecretKey)
      value.clear();
  }
  state.internalErrors = 0;
  state.nextPurgeAtMs = 0;
  state.nextChargeExpiryMs = Number.POSITIVE_INFINITY;
}
