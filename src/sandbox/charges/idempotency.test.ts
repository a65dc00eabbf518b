/**
 * The Idempotency-Key record's fingerprint on its own: the same body in any key order is the same request, another
 * card is another, and whoever reads a record cannot recompute it — it is keyed by a secret drawn when the process
 * starts, so no digest of the body, and no other process, gives the same value.
 */
import { execFileSync } from 'node:child_process';
import { createHash, createHmac, getHashes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { card, chargeBody } from '../test-harness/test-support';
import { canonicalJson, requestFingerprint } from './idempotency';

const MODULE = fileURLToPath(new URL('./idempotency.ts', import.meta.url));
const body = chargeBody({ payment_details: { card: card({ cvv: '731' }), installments: 1 } });

/** Every digest the runtime offers over `text`, as hex (algorithms that cannot digest alone are left out). */
function digests(text: string): string[] {
  return getHashes().flatMap((algorithm) => {
    try {
      return [createHash(algorithm).update(text).digest('hex')];
    } catch {
      return [];
    }
  });
}

describe('requestFingerprint', () => {
  it('is the same for the same body in another key order, and differs for another card', () => {
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(body));
    const otherCvv = { ...body, payment_details: { card: card({ cvv: '732' }), installments: 1 } };
    expect(requestFingerprint(otherCvv)).not.toBe(requestFingerprint(body));
  });

  it('is no plain digest of the body, under any hash the runtime offers or an HMAC without a key', () => {
    const fingerprint = requestFingerprint(body);
    for (const text of [canonicalJson(body), JSON.stringify(body)]) {
      expect(digests(text)).not.toContain(fingerprint);
      expect(createHmac('sha256', '').update(text).digest('hex')).not.toBe(fingerprint);
    }
  });

  it('is keyed by a secret of the running process: another process fingerprints the same body differently', () => {
    const script = `import { requestFingerprint } from ${JSON.stringify(MODULE)};
      process.stdout.write(requestFingerprint(JSON.parse(process.argv[1])));`;
    const elsewhere = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script, JSON.stringify(body)],
      { encoding: 'utf8' },
    );
    expect(elsewhere).toMatch(/^[0-9a-f]{64}$/);
    expect(elsewhere).not.toBe(requestFingerprint(body));
  });
});
