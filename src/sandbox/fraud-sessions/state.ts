/** The fraud sessions a sandbox keeps (its slice of the state, composed by src/sandbox/state.ts). */
import type { KernelState } from '../kernel/state';

export interface FraudSessionRecord {
  id: string;
  merchant_id: string;
  /** What the browser reported (external lookup); absent when its lookup failed. */
  ip_address: string | null;
  /** The address the sandbox saw on the socket. */
  observed_ip: string;
  type: string;
  host_name: string;
  cookies_accepted: boolean;
  user_agent: string;
  created_at: string;
  expires_at: string;
  /** Epoch ms of expires_at, so expiry checks do not parse dates. */
  expiresAtMs: number;
  consumed_by_charge_id: string | null;
}

export interface FraudSessionSlice {
  fraudSessions: Map<string, FraudSessionRecord>;
}

export const createFraudSessionSlice = (): FraudSessionSlice => ({ fraudSessions: new Map() });

/** What the fraud-session routes read and change. */
export type FraudSessionState = KernelState & FraudSessionSlice;
