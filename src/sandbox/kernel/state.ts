/**
 * The kernel's part of a sandbox's state: the clock, the seeded merchants and their keys, the rate limits and
 * windows, and the counters every request reads. Each resource folder keeps its own records and slice (its
 * state.ts); src/sandbox/state.ts composes them with this one.
 */
import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_RATE_LIMIT_FACTOR,
  DEFAULT_RATE_LIMITS,
  type RateLimitCategory,
  type RateLimits,
} from '../../interface/rate-limit';
import type { InstallmentTerms } from '../../interface/installment-quote';
import { createClock, type SandboxClock } from './clock';

export interface Merchant {
  /** Stable across restarts, so fixtures and logs can name it. */
  id: string;
  name: string;
  publicKey: string;
  secretKey: string;
  hostedCardFlow: boolean;
  fraudAnalysisMandatory: boolean;
  /** The installment terms it starts with (`PUT /sandbox/installment-terms` replaces them until a reset). */
  installmentTerms: Readonly<InstallmentTerms>;
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
    // Up to 3× sem juros, up to 12× com juros at 1.99 % a month; R$ 5,00 the smallest installment; Hipercard up to 6×.
    installmentTerms: {
      max_installments: 12,
      free_installments: 3,
      monthly_rate: 1.99,
      min_installment: 500,
      brand_max: { hipercard: 6 },
    },
  },
  {
    id: '7e4d2c19-6a3b-4f80-8b21-3c9e5a7d1f02',
    name: 'No Hosted Store',
    publicKey: 'pk_test_nohosted',
    secretKey: 'sk_test_nohosted',
    hostedCardFlow: false,
    fraudAnalysisMandatory: false,
    // A store that offers no interest: up to 6× sem juros, R$ 10,00 the smallest installment.
    installmentTerms: {
      max_installments: 6,
      free_installments: 6,
      monthly_rate: 0,
      min_installment: 1000,
      brand_max: {},
    },
  },
  {
    id: '9a1f5e73-2b8c-4d16-a4e9-6f0b3c8d2e03',
    name: 'Strict Store',
    publicKey: 'pk_test_strict',
    secretKey: 'sk_test_strict',
    hostedCardFlow: true,
    fraudAnalysisMandatory: true,
    // Every installment carries interest: up to 10× at 2.99 % a month, R$ 10,00 the smallest; Hipercard and Elo up to 6×.
    installmentTerms: {
      max_installments: 10,
      free_installments: 1,
      monthly_rate: 2.99,
      min_installment: 1000,
      brand_max: { hipercard: 6, elo: 6 },
    },
  },
];

export interface RateWindow {
  /** Epoch seconds when this fixed window opened (first request after the previous one closed). */
  startedAt: number;
  count: number;
}

export interface KernelState {
  clock: SandboxClock;
  merchants: readonly Merchant[];
  merchantsByPublicKey: ReadonlyMap<string, Merchant>;
  merchantsBySecretKey: ReadonlyMap<string, Merchant>;
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
  /** Sandbox-clock time (epoch ms) of the next sweep of expired records (src/sandbox/purge.ts). */
  nextPurgeAtMs: number;
}

export interface KernelStateOptions {
  now?: () => Date;
  rateLimits?: Partial<RateLimits>;
}

export function createKernelState(options: KernelStateOptions = {}): KernelState {
  const merchants = SEEDED_MERCHANTS.map((merchant) => ({ ...merchant }));
  return {
    clock: createClock(options.now),
    merchants,
    merchantsByPublicKey: new Map(merchants.map((merchant) => [merchant.publicKey, merchant])),
    merchantsBySecretKey: new Map(merchants.map((merchant) => [merchant.secretKey, merchant])),
    defaultRateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    customRateLimits: new Map(),
    rateWindows: new Map(),
    internalErrors: 0,
    nextPurgeAtMs: 0,
  };
}

/**
 * The limit per window of a merchant (its custom value, else the sandbox default) or, with `merchantId` null, of
 * an anonymous caller IP: `ANONYMOUS_RATE_LIMIT_FACTOR` times the sandbox default.
 */
export function rateLimitFor(state: KernelState, merchantId: string | null, category: RateLimitCategory): number {
  if (merchantId === null) return state.defaultRateLimits[category] * ANONYMOUS_RATE_LIMIT_FACTOR;
  return state.customRateLimits.get(merchantId)?.[category] ?? state.defaultRateLimits[category];
}

export const newId = (): string => randomUUID();
