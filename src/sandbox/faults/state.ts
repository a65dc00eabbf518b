/**
 * The faults each merchant set (`PUT /sandbox/faults`): its slice of the sandbox state, composed by
 * src/sandbox/state.ts, so `reset()` forgets them with everything else.
 */
import { randomInt } from 'node:crypto';
import {
  ANY_SEGMENT,
  MAX_FAULT_SEED,
  type FaultRule,
  type FaultRuleState,
  type SandboxFaults,
  type WebhookFaults,
} from '../../interface/sandbox-faults';
import type { KernelState } from '../kernel/state';
import { mulberry32, type Draw } from './random';

/** Mixed into the seed for the webhook draws, so that deliveries never shift the requests' sequence (or back). */
const WEBHOOK_STREAM_SALT = 0x9e3779b9;

export interface StoredRule extends FaultRuleState {
  /** The path's segments, empty ones left out; empty for a rule without `path`. */
  segments: string[];
  /** A path with `*` matches whole paths only; one without is a prefix. */
  wholePath: boolean;
}

/** A batch of deliveries to one endpoint sent newest first (`webhooks.reorder`). */
export interface ReorderBatch {
  /** Sandbox-clock ms at which the batch's first delivery goes; each later one goes a step earlier. */
  firstGoesAtMs: number;
  size: number;
}

export interface MerchantFaults {
  seed: number;
  rules: StoredRule[];
  webhooks: WebhookFaults | null;
  /** One draw per request that a rule matches, in arrival order. */
  requestDraw: Draw;
  /** One draw per webhook delivery made, in creation order. */
  webhookDraw: Draw;
  reorderBatches: Map<string, ReorderBatch>;
}

export interface FaultSlice {
  /** By merchant id: both keys of a merchant share its faults. */
  merchantFaults: Map<string, MerchantFaults>;
}

export const createFaultSlice = (): FaultSlice => ({ merchantFaults: new Map() });

export type FaultState = KernelState & FaultSlice;

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** Replaces the merchant's faults; a missing seed is picked at random (and shown, so a run can be replayed). */
export function setFaults(
  state: FaultState,
  merchantId: string,
  body: { seed: number | null; rules: FaultRule[]; webhooks: WebhookFaults | null },
): MerchantFaults {
  const seed = body.seed ?? randomInt(0, MAX_FAULT_SEED + 1);
  const faults: MerchantFaults = {
    seed,
    rules: body.rules.map((rule) => ({
      ...rule,
      applied: 0,
      segments: rule.path === null ? [] : segmentsOf(rule.path),
      wholePath: rule.path?.split('/').includes(ANY_SEGMENT) ?? false,
    })),
    webhooks: body.webhooks,
    requestDraw: mulberry32(seed),
    webhookDraw: mulberry32(seed ^ WEBHOOK_STREAM_SALT),
    reorderBatches: new Map(),
  };
  state.merchantFaults.set(merchantId, faults);
  return faults;
}

export function presentFaults(faults: MerchantFaults | undefined): SandboxFaults {
  if (!faults) return { seed: null, rules: [], webhooks: null };
  return {
    seed: faults.seed,
    rules: faults.rules.map(({ segments: _segments, wholePath: _wholePath, ...rule }) => rule),
    webhooks: faults.webhooks === null ? null : { ...faults.webhooks },
  };
}

/** Whether `rule` names this request: its method (if any) and its path (a prefix, or a whole path with `*`). */
export function ruleMatches(rule: StoredRule, method: string, path: string): boolean {
  if (rule.method !== null && rule.method !== method) return false;
  const segments = segmentsOf(path);
  if (rule.wholePath && segments.length !== rule.segments.length) return false;
  if (segments.length < rule.segments.length) return false;
  return rule.segments.every((expected, index) => expected === ANY_SEGMENT || expected === segments[index]);
}

/**
 * The rule to apply to this request of `merchantId`, counted as applied, or null. The first rule that matches and
 * has times left decides: one draw, a hit below its `rate`.
 */
export function takeFault(state: FaultState, merchantId: string, method: string, path: string): StoredRule | null {
  const faults = state.merchantFaults.get(merchantId);
  if (!faults) return null;
  const rule = faults.rules.find(
    (candidate) =>
      (candidate.times === null || candidate.applied < candidate.times) && ruleMatches(candidate, method, path),
  );
  if (!rule) return null;
  if (faults.requestDraw() >= rule.rate) return null;
  rule.applied += 1;
  return rule;
}
