/** The sandbox controls' records: rate limits, the clock and the caller's address. */
import { z } from 'zod';
import { RATE_LIMIT_CATEGORIES, type RateLimits } from '../../../interface/rate-limit';
import { sameShape, timestamp } from './shape';

export const rateLimitsResource = sameShape<RateLimits>()(
  z.strictObject(
    Object.fromEntries(RATE_LIMIT_CATEGORIES.map((category) => [category, z.int().min(1)])) as Record<
      keyof RateLimits,
      z.ZodInt
    >,
  ),
);

export const clockResource = z.strictObject({ now: timestamp().describe('The sandbox clock') });

/** `GET /sandbox/ip`: a bare object, not an envelope (it stands in for a public IP lookup service). */
export const ipResource = z.strictObject({ ip: z.string() });
