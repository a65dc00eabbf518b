// The store's `status-url` route: <pay-form> asks it for a Pix charge's status while the buyer pays in the bank app
// (docs/pay-form.md, "Pix and boleto"). It answers only the status, and only for a charge this browser's checkout
// created: the checkout gives the browser an opaque buyer cookie and remembers which charges it made for it.
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ApiError, ConfigurationError, type PayClient } from 'pay-checkout/client';
import { failureBody } from '../../shared/replies';
import { BOLETO_DUE_DAYS, BOLETO_GRACE_DAYS } from '../../../src/interface/charge-values';
import { DEFAULT_RETRY_AFTER_SECONDS } from '../../../src/interface/retry-after';

/** Where the store answers, same origin as its pages (the element's `status-url`). */
export const STATUS_PATH = '/api/charge-status';
const BUYER_COOKIE = 'store_buyer';
const DAY_SECONDS = 24 * 60 * 60;
/**
 * The buyer cookie outlives the longest a boleto stays payable (the furthest due day, the days of grace after it, and
 * the day it expires on): the buyer who pays at the bank weeks later still sees the outcome in this browser. Each
 * checkout sets it again, so the time counts from the browser's latest charge.
 */
export const BUYER_COOKIE_SECONDS = (BOLETO_DUE_DAYS.max + BOLETO_GRACE_DAYS + 1) * DAY_SECONDS;
/** Charges remembered, oldest forgotten first: a long-running demo keeps a steady size. */
export const MAX_BUYER_CHARGES = 10_000;

interface BuyerCharge {
  buyer: string;
  merchant: string;
}

/** Which buyer (cookie) and merchant each charge was made for. */
export class BuyerCharges {
  private readonly charges = new Map<string, BuyerCharge>();

  constructor(private readonly max = MAX_BUYER_CHARGES) {}

  /**
   * The browser's buyer id: the one its cookie carries, else a new one; set again on the reply either way, for its full
   * lifetime. Path `/`: the return page reads the charge with it too. `Lax`: the hosted card page, another site, sends
   * the buyer back to the return page, and a `Strict` cookie would not come along.
   */
  buyerOf(c: Context): string {
    const buyer = getCookie(c, BUYER_COOKIE) || crypto.randomUUID();
    setCookie(c, BUYER_COOKIE, buyer, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: BUYER_COOKIE_SECONDS,
    });
    return buyer;
  }

  /** The buyer id the browser's cookie carries, if any (nothing is set). */
  buyerIn(c: Context): string | undefined {
    return getCookie(c, BUYER_COOKIE) || undefined;
  }

  remember(chargeId: string, buyer: string, merchant: string): void {
    this.charges.delete(chargeId);
    this.charges.set(chargeId, { buyer, merchant });
    for (const oldest of this.charges.keys()) {
      if (this.charges.size <= this.max) break;
      this.charges.delete(oldest);
    }
  }

  /** The merchant of `chargeId` when this buyer's checkout made it; otherwise undefined. */
  merchantFor(chargeId: string, buyer: string | undefined): string | undefined {
    const charge = this.charges.get(chargeId);
    return charge && buyer !== undefined && charge.buyer === buyer ? charge.merchant : undefined;
  }

  /**
   * The merchant of `chargeId` when the browser asking (its buyer cookie) is the one whose checkout made it. Every
   * read a buyer's page makes of a charge or an order goes through this: a charge id alone tells nothing.
   */
  merchantForBrowser(c: Context, chargeId: string): string | undefined {
    return this.merchantFor(chargeId, this.buyerIn(c));
  }
}

/** The answer to a read of a charge that is not this browser's, or does not exist: the same, so neither is told. */
export const NOT_FOUND = { success: false, message: 'No charge of yours has that id.', error: 'NOT_FOUND' } as const;

/** `GET /api/charge-status?charge_id=…` → `{ status, failure_reason }`, read from the service with the merchant's secret key. */
export function chargeStatusRoute(api: Hono, charges: BuyerCharges, clientFor: (merchant: string) => PayClient): void {
  api.get(STATUS_PATH.replace(/^\/api/, ''), async (c) => {
    c.header('Cache-Control', 'no-store');
    const chargeId = c.req.query('charge_id') ?? '';
    const merchant = charges.merchantForBrowser(c, chargeId);
    if (!merchant) return c.json(NOT_FOUND, 404);
    try {
      const charge = await clientFor(merchant).charges.retrieve(chargeId);
      // Why a card charge failed (a declined card, an authentication that did not succeed): <pay-form> words it.
      return c.json({ status: charge.status, failure_reason: charge.failure_reason ?? null });
    } catch (error) {
      if (error instanceof ConfigurationError) return c.json(NOT_FOUND, 404);
      // A 429 is passed on with its wait, which the element follows; anything else, it asks again later.
      if (error instanceof ApiError && error.status === 429) {
        c.header('Retry-After', String(error.rateLimit?.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
        return c.json(failureBody('Too many status reads; wait and ask again.', 'RATE_LIMITED'), 429);
      }
      return c.json(failureBody('The payment service could not be reached.', 'SERVICE_UNAVAILABLE'), 502);
    }
  });
}
