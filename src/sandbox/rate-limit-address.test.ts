/**
 * Public-key calls count per caller address as well as per merchant: one address spending its window cannot
 * turn the merchant's other buyers away. Two loopback addresses (127.0.0.1 and 127.0.0.2) stand for two buyers.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PUBLIC_KEY_ADDRESS_SHARE } from './kernel/rate-limiter';
import { browserData, call, publicAuth, secretAuth, useSandbox } from './test-harness/test-support';

const LIMIT = 8;
const ADDRESS_LIMIT = Math.floor(LIMIT * PUBLIC_KEY_ADDRESS_SHARE);
const sandbox = useSandbox({ rateLimits: { default: LIMIT } });

/** POST /v1/fraud-sessions with the public key, from `localAddress`; the status and Retry-After. */
function fraudSessionFrom(
  localAddress: string,
): Promise<{ status: number; retryAfter: string | undefined; limit: string | undefined }> {
  const body = JSON.stringify(browserData());
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${sandbox.current.url}/v1/fraud-sessions`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          authorization: publicAuth(),
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        response.resume().on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'] as string | undefined,
            limit: response.headers['x-ratelimit-limit'] as string | undefined,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('public-key rate limit per address', () => {
  it("refuses the address that spent its share, and still serves the merchant's other buyers", async () => {
    const greedy: number[] = [];
    for (let count = 0; count < LIMIT; count += 1) greedy.push((await fraudSessionFrom('127.0.0.2')).status);
    expect(greedy).toEqual([
      ...Array<number>(ADDRESS_LIMIT).fill(201),
      ...Array<number>(LIMIT - ADDRESS_LIMIT).fill(429),
    ]);
    const refused = await fraudSessionFrom('127.0.0.2');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.limit).toBe(String(ADDRESS_LIMIT));

    // Another buyer, another address: served, and shown the merchant's limit.
    const other = await fraudSessionFrom('127.0.0.1');
    expect(other).toMatchObject({ status: 201, limit: String(LIMIT) });
  });

  it("still shares the merchant's window: secret-key calls and every address together stop at the limit", async () => {
    for (let count = 0; count < ADDRESS_LIMIT; count += 1)
      expect((await fraudSessionFrom('127.0.0.2')).status).toBe(201);
    for (let count = ADDRESS_LIMIT; count < LIMIT; count += 1) {
      expect(
        (await call(sandbox.current, 'GET', `/v1/postbacks/endpoints/${crypto.randomUUID()}`, { auth: secretAuth() }))
          .status,
      ).toBe(404);
    }
    expect((await fraudSessionFrom('127.0.0.1')).status).toBe(429);
  });
});
