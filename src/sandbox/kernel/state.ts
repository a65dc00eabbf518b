/**
 * In-memory state of one sandbox. A restart (or `reset()`) starts clean; only the seeded merchants stay.
 */
import { randomUUID } from 'node:crypto';
import type { Charge, ChargeSplitRule } from '../../interface/charge';
import type { CardFlow, PaymentMethod } from '../../interface/charge-values';
import {
  ANONYMOUS_RATE_LIMIT_FACTOR,
  DEFAULT_RATE_LIMITS,
  type RateLimitCategory,
  type RateLimits,
} from '../../interface/rate-limit';
import { createClock, type SandboxClock } from './clock';
import type {
  LegalRepresentativeRecord,
  SubmerchantAddressRecord,
  SubmerchantDocumentRecord,
  SubmerchantRecord,
} from '../../interface/submerchant-records';
import type { CreationIndex } from './list-index';
import type { WebhookDeliveryRecord } from '../webhooks/delivery-record';

export interface Merchant {
  /** Stable across restarts, so fixtures and logs can name it. */
  id: string;
  name: string;
  publicKey: string;
  secretKey: string;
  hostedCardFlow: boolean;
  fraudAnalysisMandatory: boolean;
}

/** The seeded merchants (docs/service.md, "Sandbox controls"). */
export const SEEDED_MERCHANTS: readonly Merchant[] = [
  {
    id: '5b0c3a8e-1f7d-4c62-9a57-0d1e6f2b9c01',
    name: 'Demo Store',
    publicKey: 'pk_test_demo',
    secretKey: 'sk_test_demo',
    hostedCardFlow: true,
    fraudAnalysisMandatory: false,
  },
  {
    id: '7e4d2c19-6a3b-4f80-8b21-3c9e5a7d1f02',
    name: 'No Hosted Store',
    publicKey: 'pk_test_nohosted',
    secretKey: 'sk_test_nohosted',
    hostedCardFlow: false,
    fraudAnalysisMandatory: false,
  },
  {
    id: '9a1f5e73-2b8c-4d16-a4e9-6f0b3c8d2e03',
    name: 'Strict Store',
    publicKey: 'pk_test_strict',
    secretKey: 'sk_test_strict',
    hostedCardFlow: true,
    fraudAnalysisMandatory: true,
  },
];

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

/**
 * A card token (docs/service.md, "Card tokens"): what the charge needs of the card, never its number or CVV. Lives
 * 10 minutes, used once. The fixed test tokens are not stored (see card-tokens/tokens.ts).
 */
export interface CardTokenRecord {
  id: string;
  merchant_id: string;
  /** Brand, last 4, holder and expiry: what the charge keeps of the card. */
  card: NonNullable<Charge['card']>;
  /** The tokenized card's outcome (the test cards of docs/service.md), decided when the token is made. */
  outcome: { status: 'captured' | 'failed'; failure_reason: string | null };
  created_at: string;
  expires_at: string;
  expiresAtMs: number;
  used_by_charge_id: string | null;
}

export type SplitRule = ChargeSplitRule;
/** What is kept of a card: never the number or the CVV. */
export type StoredCard = NonNullable<Charge['card']>;

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

/** A charge as the sandbox keeps it: what /v1 returns (the interface's `Charge`), plus what never leaves. */
export interface ChargeRecord extends Omit<Charge, 'payment_fields' | 'payment_method' | 'card_flow'> {
  payment_method: PaymentMethod;
  /** Null for Pix and boleto. */
  card_flow: CardFlow | null;
  pix: PixRecord | null;
  boleto: BoletoRecord | null;
  card_token_used: boolean;
  /** Hosted flow: the unguessable part of the hosted page address; never returned by /v1. */
  hostedToken: string | null;
  /** Lower-cased id, customer name and e-mail, computed once so list search does no per-request work. */
  searchText: string;
}

export interface PostbackEndpointRecord {
  id: string;
  merchant_id: string;
  url: string;
  /** Kept for signing; never leaves the sandbox. */
  secret: string | null;
  events: string[];
  /** `disabled` once the receiver answered 410 Gone. */
  status: 'active' | 'disabled';
  created_at: string;
  updated_at: string;
}

export interface IdempotencyRecord {
  /** HMAC-SHA256 (hex, process key) of the canonical JSON of the request body: never the body, which may hold a card. */
  fingerprint: string;
  status: number;
  body: unknown;
  expiresAtMs: number;
}

export interface RateWindow {
  /** Epoch seconds when this fixed window opened (first request after the previous one closed). */
  startedAt: number;
  count: number;
}

/** The submerchant collections (src/sandbox/submerchants); charges read a submerchant's `merchant_id` and `status`. */
export interface SubmerchantStores {
  /** By submerchant id. */
  submerchants: Map<string, SubmerchantRecord>;
  /** By legal representative id. */
  legalRepresentatives: Map<string, LegalRepresentativeRecord>;
  /** By document id. `status` here is the stored one; replies show `documentStatusAt(...)` (expiry applied). */
  submerchantDocuments: Map<string, SubmerchantDocumentRecord>;
  /** By address id. */
  submerchantAddresses: Map<string, SubmerchantAddressRecord>;
  /** Per merchant: its submerchants in creation order and by status, for lists (see list-index.ts). */
  submerchantLists: Map<string, CreationIndex<SubmerchantRecord>>;
}

function createSubmerchantStores(): SubmerchantStores {
  return {
    submerchants: new Map(),
    legalRepresentatives: new Map(),
    submerchantDocuments: new Map(),
    submerchantAddresses: new Map(),
    submerchantLists: new Map(),
  };
}

export interface SandboxState extends SubmerchantStores {
  clock: SandboxClock;
  merchants: readonly Merchant[];
  merchantsByPublicKey: ReadonlyMap<string, Merchant>;
  merchantsBySecretKey: ReadonlyMap<string, Merchant>;
  fraudSessions: Map<string, FraudSessionRecord>;
  charges: Map<string, ChargeRecord>;
  /** Per merchant: its charges in creation order and by status, so a list page costs the page (list-index.ts). */
  chargesByMerchant: Map<string, CreationIndex<ChargeRecord>>;
  /** Pix charges by txid (the bank app page's address). */
  pixCharges: Map<string, ChargeRecord>;
  /** Pending Pix and boleto charges by id: what the expiry sweep looks at (charges/expiry.ts). */
  awaitingPayment: Map<string, ChargeRecord>;
  /** Sandbox-clock time (epoch ms) when the first of `awaitingPayment` falls due; Infinity when none. */
  nextChargeExpiryMs: number;
  /** Card tokens by id, in creation (= expiry) order. */
  cardTokens: Map<string, CardTokenRecord>;
  postbackEndpoints: Map<string, PostbackEndpointRecord>;
  /** Webhook deliveries by id, in creation order (src/sandbox/webhooks). */
  webhookDeliveries: Map<string, WebhookDeliveryRecord>;
  /** Per merchant: its deliveries in creation order and by status, for the deliveries list (list-index.ts). */
  webhookDeliveryLists: Map<string, CreationIndex<WebhookDeliveryRecord>>;
  /** Key: `${merchantId}\n${idempotencyKey}`. */
  idempotency: Map<string, IdempotencyRecord>;
  /** Limits applied to every merchant without a custom value (startSandbox `rateLimits`). */
  defaultRateLimits: RateLimits;
  /** Per-merchant overrides set by `PUT /sandbox/rate-limits`. */
  customRateLimits: Map<string, Partial<RateLimits>>;
  /**
   * Key: `${subject}\n${category}` where subject is a merchant id, `ip:<address>`, or `<merchant id>\nip:<address>`
   * (public-key calls); category `redelivery` counts redeliveries (rate-limiter.ts).
   */
  rateWindows: Map<string, RateWindow>;
  /** Genuine bugs that reached the global error handler; tests assert it stays 0. */
  internalErrors: number;
  /** Sandbox-clock time (epoch ms) of the next sweep of expired records (purge.ts). */
  nextPurgeAtMs: number;
}

export interface SandboxStateOptions {
  now?: () => Date;
  rateLimits?: Partial<RateLimits>;
}

export function createSandboxState(options: SandboxStateOptions = {}): SandboxState {
  const merchants = SEEDED_MERCHANTS.map((merchant) => ({ ...merchant }));
  return {
    clock: createClock(options.now),
    merchants,
    merchantsByPublicKey: new Map(merchants.map((merchant) => [merchant.publicKey, merchant])),
    merchantsBySecretKey: new Map(merchants.map((merchant) => [merchant.secretKey, merchant])),
    fraudSessions: new Map(),
    charges: new Map(),
    chargesByMerchant: new Map(),
    pixCharges: new Map(),
    awaitingPayment: new Map(),
    nextChargeExpiryMs: Number.POSITIVE_INFINITY,
    cardTokens: new Map(),
    postbackEndpoints: new Map(),
    webhookDeliveries: new Map(),
    webhookDeliveryLists: new Map(),
    idempotency: new Map(),
    defaultRateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    customRateLimits: new Map(),
    rateWindows: new Map(),
    internalErrors: 0,
    nextPurgeAtMs: 0,
    ...createSubmerchantStores(),
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

/**
 * The limit per window of a merchant (its custom value, else the sandbox default) or, with `merchantId` null, of
 * an anonymous caller IP: `ANONYMOUS_RATE_LIMIT_FACTOR` times the sandbox default.
 */
export function rateLimitFor(state: SandboxState, merchantId: string | null, category: RateLimitCategory): number {
  if (merchantId === null) return state.defaultRateLimits[category] * ANONYMOUS_RATE_LIMIT_FACTOR;
  return state.customRateLimits.get(merchantId)?.[category] ?? state.defaultRateLimits[category];
}

export const newId = (): string => randomUUID();
