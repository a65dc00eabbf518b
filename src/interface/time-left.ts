/**
 * How long something the service gave a deadline (`expires_at`) has left, from times that are not the device's (its
 * clock may be off by minutes or hours): `expires_at` against the reply's `Date` (when the reply was sent), and never
 * more than its lifetime (`expires_at` − the charge's `created_at`, at most `maxLifetimeMs`; a charge answered again
 * later has less left). Without either time, the device's clock, capped at `maxLifetimeMs`. `undefined` when
 * `expires_at` is unreadable. A Pix code's countdown and the card authentication dialog read it.
 */
export function timeLeftMs(
  expiresAt: unknown,
  createdAt: unknown,
  replyDate: string | null,
  maxLifetimeMs: number,
): number | undefined {
  const expires = typeof expiresAt === 'string' ? Date.parse(expiresAt) : NaN;
  if (Number.isNaN(expires)) return undefined;
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
  const lifetime = Number.isNaN(created) ? maxLifetimeMs : Math.min(expires - created, maxLifetimeMs);
  const sent = Date.parse(replyDate ?? '');
  const left = expires - (Number.isNaN(sent) ? (Number.isNaN(created) ? Date.now() : created) : sent);
  return Math.max(0, Math.min(left, lifetime));
}
