/** The charges a sandbox keeps (its slice of the state, composed by src/sandbox/state.ts). */
import type { Charge, ChargeSplitRule } from '../../interface/charge';
import type { AuthenticationRequest, ChargeAuthentication } from '../../interface/card-authentication';
import type { CardFlow, PaymentMethod } from '../../interface/charge-values';
import type { CardOutcome } from '../card-tokens/card-outcome';
import type { CardTokenSlice } from '../card-tokens/state';
import type { CardIdentity } from '../card-tokens/card-identity';
import type { CustomerSlice } from '../customers/state';
import type { FraudSessionSlice } from '../fraud-sessions/state';
import type { InstallmentOffer } from '../installments/plan';
import type { InstallmentSlice } from '../installments/state';
import type { CreationIndex } from '../kernel/list-index';
import type { KernelState } from '../kernel/state';
import type { SubmerchantSlice } from '../submerchants/state';
import type { WebhookSlice } from '../webhooks/state';

export type SplitRule = ChargeSplitRule;

/** What a Pix charge keeps: its BR Code and deadline. */
export interface PixRecord {
  /** Unique to the charge; the bank app page's address (`/sandbox/pix/{txid}`). */
  txid: string;
  qr_code: string;
  expires_at: string;
  expiresAtMs: number;
}

/** What a boleto charge keeps: its digits, due day, printable page token and deadline. */
export interface BoletoRecord {
  barcode: string;
  digitable_line: string;
  /** YYYY-MM-DD. */
  due_date: string;
  instructions: string | null;
  /** The unguessable part of the printable page's address. */
  token: string;
  /** The origin the creating request addressed: events carry the printable page's address on it. */
  origin: string;
  /** When an unpaid boleto expires (a few days after its due date). */
  expiresAtMs: number;
}

/** A 3-D Secure challenge waiting for the buyer (or answered): the issuer's page and what follows it. */
export interface ChallengeRecord {
  /** The unguessable part of the issuer's page address, for this charge only. */
  token: string;
  expires_at: string;
  expiresAtMs: number;
  /** The origin the charge was created on: events carry the page's address on it. */
  origin: string;
  /** The card's own outcome, applied once the buyer confirms. */
  outcome: CardOutcome;
}

/** A charge as the sandbox keeps it: what /v1 returns (the interface's `Charge`), plus what never leaves. */
export interface ChargeRecord extends Omit<Charge, 'payment_fields' | 'payment_method' | 'card_flow'> {
  payment_method: PaymentMethod;
  /** Null for Pix and boleto. */
  card_flow: CardFlow | null;
  pix: PixRecord | null;
  boleto: BoletoRecord | null;
  card_token_used: boolean;
  /** Card charges: what was asked for (debit: always `required`); null when not asked, and for Pix and boleto. */
  authenticationAsked: AuthenticationRequest | null;
  authentication: ChargeAuthentication | null;
  /** The challenge of a card whose issuer asks the buyer; null otherwise. */
  challenge: ChallengeRecord | null;
  /** Hosted flow: the unguessable part of the hosted page address; never returned by /v1. */
  hostedToken: string | null;
  /** Hosted flow: the counts its page offers, fixed at creation by the terms then in force; never returned by /v1. */
  installmentOffer: InstallmentOffer | null;
  /** Lower-cased id, customer name and e-mail, computed once so list search does no per-request work. */
  searchText: string;
  /** The buyer asked to save the card (`payment_details.save_card`) under `customer_id`: done once captured. */
  saveCardAsked: boolean;
  /** Which card paid (a keyed digest, never the number), once known; what a saved card is kept under. */
  cardIdentity: CardIdentity | null;
}

export interface IdempotencyRecord {
  /** HMAC-SHA256 (hex, process key) of the canonical JSON of the request body: never the body, which may hold a card. */
  fingerprint: string;
  status: number;
  body: unknown;
  expiresAtMs: number;
}

export interface ChargeSlice {
  charges: Map<string, ChargeRecord>;
  /** Per merchant: its charges in creation order and by status, so a list page costs the page (kernel/list-index.ts). */
  chargesByMerchant: Map<string, CreationIndex<ChargeRecord>>;
  /** Pix charges by txid (the bank app page's address). */
  pixCharges: Map<string, ChargeRecord>;
  /** Pending charges with a deadline (Pix, boleto, a waiting challenge) by id: what the expiry sweep looks at (expiry.ts). */
  awaitingPayment: Map<string, ChargeRecord>;
  /** Sandbox-clock time (epoch ms) when the first of `awaitingPayment` falls due; Infinity when none. */
  nextChargeExpiryMs: number;
  /** Key: `${merchantId}\n${idempotencyKey}`. */
  idempotency: Map<string, IdempotencyRecord>;
}

export const createChargeSlice = (): ChargeSlice => ({
  charges: new Map(),
  chargesByMerchant: new Map(),
  pixCharges: new Map(),
  awaitingPayment: new Map(),
  nextChargeExpiryMs: Number.POSITIVE_INFINITY,
  idempotency: new Map(),
});

/**
 * What the charge routes read and change: their records, and the card tokens, fraud sessions and submerchants a
 * charge names, the installment terms it is charged by, and the webhooks its events go out on.
 */
export type ChargeState = KernelState &
  ChargeSlice &
  InstallmentSlice &
  CardTokenSlice &
  FraudSessionSlice &
  SubmerchantSlice &
  WebhookSlice &
  CustomerSlice;
