// A 3-D Secure challenge the buyer left (Cancel, Escape, a reload): the charge waits on the issuer's page until the
// challenge's 10 minutes run out. Before another payment of the same order, the store ends it, so it can never be
// captured beside the new one. The service has no route that cancels a pending charge; its issuer page takes the
// answer "failed" from whoever holds the page's address (the charge's create reply), as the page's Fail button sends it.
import { asObject, chargeOf, type Reply } from './service-reply';

/** How long the store waits for the issuer's page to take the answer. */
const ANSWER_TIMEOUT_MS = 10_000;

/** The issuer's page a charge's create reply asks the buyer to answer (`payment_fields.authentication.url`), if any. */
export function challengeUrlOf(reply: Reply): string | undefined {
  const url = asObject(asObject(chargeOf(reply).payment_fields).authentication).url;
  return typeof url === 'string' ? url : undefined;
}

/**
 * Answers a waiting challenge "failed" on its issuer's page, on the service's origin only (`serviceBase`). Whatever
 * comes back, the caller reads the charge afterwards: the buyer may have confirmed it just before.
 */
export function challengeDecliner(serviceBase: string): (url: string) => Promise<void> {
  const serviceOrigin = new URL(serviceBase).origin;
  return async (url) => {
    if (!URL.canParse(url) || new URL(url).origin !== serviceOrigin) return;
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'failed' }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    })
      .then((reply) => reply.body?.cancel())
      .catch(() => undefined);
  };
}
