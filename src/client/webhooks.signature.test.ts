// The signature comparison of verifyWebhook, byte by byte: a verifier that compares only part of the MAC (its first
// byte, all but its last, up to the shorter length) must fail here. Signatures come from the standardwebhooks library,
// an independent implementation of the spec.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { WebhookVerificationError } from './errors';
import { verifyWebhook } from './webhooks';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const OTHER_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const NOW = new Date('2025-06-01T12:00:00Z');
const ID = 'evt_5d1f0c9a2b7e';
const BODY = JSON.stringify({
  id: ID,
  type: 'charge.captured',
  created_at: '2025-06-01T11:59:58.000Z',
  data: { id: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924', status: 'captured', amount: 1990, currency: 'BRL' },
});
/** HMAC-SHA256: every v1 signature is this many bytes. */
const MAC_BYTES = 32;

/** The MAC the library signs BODY with, as bytes. */
function validMac(secret = SECRET): Buffer {
  const header = new Webhook(secret).sign(ID, NOW, BODY);
  return Buffer.from(header.slice('v1,'.length), 'base64');
}

const entry = (mac: Uint8Array) => `v1,${Buffer.from(mac).toString('base64')}`;

/** The valid MAC with the byte at `index` changed (every bit of it flipped). */
function flipped(index: number): Buffer {
  const mac = Buffer.from(validMac());
  mac[index] ^= 0xff;
  return mac;
}

const verify = (signature: string) =>
  verifyWebhook(
    BODY,
    {
      'webhook-id': ID,
      'webhook-timestamp': String(Math.floor(NOW.getTime() / 1000)),
      'webhook-signature': signature,
    },
    SECRET,
    { now: NOW },
  );

async function expectRefused(signature: string): Promise<void> {
  const error = await verify(signature).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  expect((error as WebhookVerificationError).code).toBe('invalid_signature');
}

describe('verifyWebhook compares the whole signature', () => {
  it('passes the valid one (the baseline every case below differs from)', async () => {
    expect(validMac()).toHaveLength(MAC_BYTES);
    await expect(verify(entry(validMac()))).resolves.toMatchObject({ id: ID });
  });

  it.each([
    ['the first byte', 0],
    ['the second byte', 1],
    ['a middle byte', MAC_BYTES / 2],
    ['the last but one byte', MAC_BYTES - 2],
    ['the last byte', MAC_BYTES - 1],
  ])('refuses the valid signature with %s changed', async (_name, index) => {
    await expectRefused(entry(flipped(index)));
  });

  it('refuses the valid signature with a single bit of its last byte changed', async () => {
    const mac = Buffer.from(validMac());
    mac[MAC_BYTES - 1] ^= 0x01;
    await expectRefused(entry(mac));
  });
});

describe('verifyWebhook refuses a signature of the wrong length', () => {
  it.each([
    ['one byte short (the valid one without its last byte)', () => validMac().subarray(0, MAC_BYTES - 1)],
    ['half of the valid one', () => validMac().subarray(0, MAC_BYTES / 2)],
    ['a single byte (the valid first byte)', () => validMac().subarray(0, 1)],
    ['one byte longer (the valid one and a zero)', () => Buffer.concat([validMac(), Buffer.alloc(1)])],
    ['twice the valid one', () => Buffer.concat([validMac(), validMac()])],
    ['64 bytes starting with the valid 32 (a SHA-512 length)', () => Buffer.concat([validMac(), Buffer.alloc(32)])],
  ])('%s', async (_name, mac) => {
    await expectRefused(entry(mac()));
  });

  it.each([
    ['empty after the version', 'v1,'],
    ['a version alone', 'v1'],
    ['not base64', 'v1,***'],
    ['base64 with a character out of its alphabet', `v1,${entry(validMac()).slice(3, -4)}$$$=`],
    ['the valid base64 cut by one character', entry(validMac()).slice(0, -2)],
    ['the valid base64 with a character added', `${entry(validMac())}A`],
    ['the valid MAC in hex instead of base64', `v1,${validMac().toString('hex')}`],
    ['the valid base64 without its version', entry(validMac()).slice(3)],
  ])('refuses a signature that is %s', async (_name, signature) => {
    await expectRefused(signature);
  });

  it('refuses a header of spaces alone as missing', async () => {
    await expect(verify('   ')).rejects.toMatchObject({ code: 'missing_header', header: 'webhook-signature' });
  });
});

describe('verifyWebhook with several space-separated signatures', () => {
  const almost = [entry(flipped(0)), entry(flipped(MAC_BYTES / 2)), entry(flipped(MAC_BYTES - 1))];
  const otherSecret = entry(validMac(OTHER_SECRET));

  it.each([
    ['first', [entry(validMac()), ...almost]],
    ['in the middle', [almost[0], otherSecret, entry(validMac()), almost[2]]],
    ['last', [...almost, otherSecret, entry(validMac())]],
    ['among other versions and lengths', ['v2,AAAA', entry(validMac().subarray(0, 31)), entry(validMac()), 'v1,']],
  ])('passes when the one valid signature is %s', async (_name, entries) => {
    await expect(verify(entries.join(' '))).resolves.toMatchObject({ id: ID });
  });

  it('refuses when every entry is one byte off, each at another place', async () => {
    await expectRefused(almost.join(' '));
  });

  it('refuses when the entries are a valid signature cut in two', async () => {
    const text = entry(validMac()).slice(3);
    await expectRefused(`v1,${text.slice(0, 20)} v1,${text.slice(20)}`);
  });

  it('refuses when the only other entry is signed with another secret', async () => {
    await expectRefused([otherSecret, ...almost].join(' '));
  });
});
