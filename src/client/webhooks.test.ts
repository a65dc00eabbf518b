import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Charge } from '../interface/charge';
import type { SubmerchantRecord } from '../interface/submerchant-records';
import type { SavedCardEventData } from '../interface/customer';
import { WebhookVerificationError } from './errors';
import { signWebhook, verifyWebhook } from './webhooks';

const newSecret = (bytes = 32) => `whsec_${randomBytes(bytes).toString('base64')}`;
const SECRET = newSecret();
const NOW = new Date('2025-06-01T12:00:00Z');
const EVENT_ID = 'evt_0b7c5f2e9a51';

const chargeEvent = {
  id: EVENT_ID,
  type: 'charge.captured',
  created_at: '2025-06-01T11:59:58.000Z',
  data: { id: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924', status: 'captured', amount: 1990, currency: 'BRL' },
};
const BODY = JSON.stringify(chargeEvent);

/** Headers as the `standardwebhooks` library signs them (an independent implementation of the spec). */
function signedByLibrary(body: string, options: { secret?: string; at?: Date; id?: string } = {}) {
  const at = options.at ?? NOW;
  const id = options.id ?? EVENT_ID;
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(options.secret ?? SECRET).sign(id, at, body),
  };
}

async function refusal(promise: Promise<unknown>): Promise<WebhookVerificationError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return error as WebhookVerificationError;
}

describe('verifyWebhook', () => {
  it('returns the event of a delivery signed by the standardwebhooks library', async () => {
    const event = await verifyWebhook(BODY, signedByLibrary(BODY), SECRET, { now: NOW });
    expect(event).toEqual(chargeEvent);
  });

  it('accepts the body as a Buffer, bytes or an ArrayBuffer, and keeps non-ASCII text exact', async () => {
    const body = JSON.stringify({ ...chargeEvent, data: { ...chargeEvent.data, customer: { name: 'João Ção 🧾' } } });
    const headers = signedByLibrary(body);
    const buffer = Buffer.from(body, 'utf8');
    for (const raw of [
      buffer,
      new Uint8Array(buffer),
      buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
    ]) {
      await expect(verifyWebhook(raw, headers, SECRET, { now: NOW })).resolves.toMatchObject({
        data: { customer: { name: 'João Ção 🧾' } },
      });
    }
  });

  it('reads a fetch Headers instance, Node IncomingHttpHeaders and names in any letter case', async () => {
    const signed = signedByLibrary(BODY);
    const incoming: IncomingHttpHeaders = {
      host: 'shop.test',
      'content-type': 'application/json',
      ...signed,
      'x-forwarded-for': ['a', 'b'],
    };
    const mixedCase = {
      'Webhook-Id': signed['webhook-id'],
      'WEBHOOK-TIMESTAMP': signed['webhook-timestamp'],
      'Webhook-Signature': signed['webhook-signature'],
    };
    const asArrays = {
      'webhook-id': [signed['webhook-id']],
      'webhook-timestamp': [signed['webhook-timestamp']],
      'webhook-signature': [signed['webhook-signature']],
    };
    for (const headers of [new Headers(signed), incoming, mixedCase, asArrays]) {
      await expect(verifyWebhook(BODY, headers, SECRET, { now: NOW })).resolves.toMatchObject({ id: EVENT_ID });
    }
  });

  it('accepts the secret without its whsec_ prefix, or with spaces around it (an env file line)', async () => {
    const headers = signedByLibrary(BODY);
    await expect(verifyWebhook(BODY, headers, SECRET.slice('whsec_'.length), { now: NOW })).resolves.toMatchObject({
      id: EVENT_ID,
    });
    await expect(verifyWebhook(BODY, headers, ` ${SECRET}\n`, { now: NOW })).resolves.toMatchObject({ id: EVENT_ID });
  });

  describe('refuses a delivery that was changed or signed with another secret', () => {
    it.each([
      ['a changed body', BODY.replace('1990', '1'), signedByLibrary(BODY)],
      ['a body parsed and serialised again', JSON.stringify(JSON.parse(BODY), null, 2), signedByLibrary(BODY)],
      ['another webhook-id', BODY, { ...signedByLibrary(BODY), 'webhook-id': 'evt_other' }],
      ['another timestamp', BODY, { ...signedByLibrary(BODY), 'webhook-timestamp': String(NOW.getTime() / 1000 - 1) }],
      ['another secret', BODY, signedByLibrary(BODY, { secret: newSecret() })],
      ['a signature that is not base64', BODY, { ...signedByLibrary(BODY), 'webhook-signature': 'v1,***' }],
      [
        'no v1 signature',
        BODY,
        {
          ...signedByLibrary(BODY),
          'webhook-signature': signedByLibrary(BODY)['webhook-signature'].replace('v1,', 'v2,'),
        },
      ],
    ])('%s', async (_name, body, headers) => {
      const error = await refusal(verifyWebhook(body, headers, SECRET, { now: NOW }));
      expect(error.code).toBe('invalid_signature');
      expect(error.message).toMatch(/raw text/);
    });
  });

  describe('secret rotation: several signatures in the header', () => {
    const OLD = newSecret();
    const NEW = newSecret();
    const both = `${signedByLibrary(BODY, { secret: OLD })['webhook-signature']} ${signedByLibrary(BODY, { secret: NEW })['webhook-signature']}`;
    const headers = { ...signedByLibrary(BODY), 'webhook-signature': both };

    it.each([
      ['the old secret', OLD],
      ['the new secret', NEW],
    ])('passes with %s', async (_name, secret) => {
      await expect(verifyWebhook(BODY, headers, secret, { now: NOW })).resolves.toMatchObject({ id: EVENT_ID });
    });

    it('skips other versions and passes on the v1 entry that matches', async () => {
      const mixed = `v1a,${Buffer.alloc(64).toString('base64')} v1,${Buffer.alloc(32).toString('base64')} ${signedByLibrary(BODY)['webhook-signature']}`;
      await expect(
        verifyWebhook(BODY, { ...headers, 'webhook-signature': mixed }, SECRET, { now: NOW }),
      ).resolves.toMatchObject({ id: EVENT_ID });
    });

    it('reads entries a proxy joined with ", " (repeated headers)', async () => {
      const repeated = {
        ...headers,
        'webhook-signature': [
          signedByLibrary(BODY, { secret: OLD })['webhook-signature'],
          signedByLibrary(BODY)['webhook-signature'],
        ],
      };
      await expect(verifyWebhook(BODY, repeated, SECRET, { now: NOW })).resolves.toMatchObject({ id: EVENT_ID });
    });

    it('fails when none is signed with this secret', async () => {
      expect((await refusal(verifyWebhook(BODY, headers, SECRET, { now: NOW }))).code).toBe('invalid_signature');
    });
  });

  describe('timestamps', () => {
    const signedAgo = (seconds: number) => signedByLibrary(BODY, { at: new Date(NOW.getTime() - seconds * 1000) });

    it('accepts up to 5 minutes either way by default', async () => {
      for (const seconds of [300, 0, -300]) {
        await expect(verifyWebhook(BODY, signedAgo(seconds), SECRET, { now: NOW })).resolves.toMatchObject({
          id: EVENT_ID,
        });
      }
    });

    it('refuses one signed more than 5 minutes ago (a replay) and one more than 5 minutes ahead', async () => {
      expect((await refusal(verifyWebhook(BODY, signedAgo(301), SECRET, { now: NOW }))).code).toBe('timestamp_too_old');
      expect((await refusal(verifyWebhook(BODY, signedAgo(-301), SECRET, { now: NOW }))).code).toBe(
        'timestamp_too_new',
      );
    });

    it('checks the timestamp even when the signature is right (a captured delivery sent again later)', async () => {
      const later = () => new Date(NOW.getTime() + 3_600_000);
      expect((await refusal(verifyWebhook(BODY, signedByLibrary(BODY), SECRET, { now: later }))).code).toBe(
        'timestamp_too_old',
      );
    });

    it('takes toleranceSeconds and now as a function', async () => {
      await expect(
        verifyWebhook(BODY, signedAgo(3_000), SECRET, { now: () => NOW, toleranceSeconds: 3_600 }),
      ).resolves.toMatchObject({ id: EVENT_ID });
      expect((await refusal(verifyWebhook(BODY, signedAgo(11), SECRET, { now: NOW, toleranceSeconds: 10 }))).code).toBe(
        'timestamp_too_old',
      );
    });

    it('uses the real clock by default', async () => {
      await expect(verifyWebhook(BODY, signedByLibrary(BODY, { at: new Date() }), SECRET)).resolves.toMatchObject({
        id: EVENT_ID,
      });
      expect((await refusal(verifyWebhook(BODY, signedByLibrary(BODY), SECRET))).code).toBe('timestamp_too_old');
    });

    it.each(['', 'soon', '1717243200abc', '1717243200.5', '-1', '1e9'])(
      'refuses the timestamp %j',
      async (timestamp) => {
        const error = await refusal(
          verifyWebhook(BODY, { ...signedByLibrary(BODY), 'webhook-timestamp': timestamp }, SECRET, { now: NOW }),
        );
        expect(error.code).toBe(timestamp === '' ? 'missing_header' : 'invalid_timestamp');
      },
    );

    it.each([-1, Number.NaN, Infinity])(
      'refuses toleranceSeconds %s as a configuration mistake',
      async (toleranceSeconds) => {
        await expect(
          verifyWebhook(BODY, signedByLibrary(BODY), SECRET, { now: NOW, toleranceSeconds }),
        ).rejects.toMatchObject({ name: 'ConfigurationError', code: 'INVALID_ARGUMENT' });
      },
    );
  });

  describe('the raw body', () => {
    it.each([
      ['a parsed object (express.json())', JSON.parse(BODY)],
      ['undefined (no body parser)', undefined],
      ['null', null],
      ['an array', [1]],
      ['a number', 42],
    ])('refuses %s with the raw-body hint', async (_name, body) => {
      const error = await refusal(verifyWebhook(body as string, signedByLibrary(BODY), SECRET, { now: NOW }));
      expect(error.code).toBe('invalid_body');
      expect(error.message).toMatch(/raw request body/);
      expect(error.message).toMatch(/express\.raw/);
      expect(error.message).toMatch(/request\.text\(\)/);
    });

    it('refuses an empty body and bytes that are not UTF-8', async () => {
      expect((await refusal(verifyWebhook('', signedByLibrary(''), SECRET, { now: NOW }))).code).toBe('invalid_body');
      expect(
        (await refusal(verifyWebhook(new Uint8Array([0x7b, 0xff, 0x7d]), signedByLibrary(BODY), SECRET, { now: NOW })))
          .code,
      ).toBe('invalid_body');
    });
  });

  describe('headers', () => {
    it.each(['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const)('names a missing %s', async (name) => {
      const headers: Record<string, string> = { ...signedByLibrary(BODY) };
      delete headers[name];
      const error = await refusal(verifyWebhook(BODY, headers, SECRET, { now: NOW }));
      expect(error).toMatchObject({ code: 'missing_header', header: name });
      expect(error.message).toContain(name);
    });

    it('refuses headers that are not an object', async () => {
      expect((await refusal(verifyWebhook(BODY, undefined as never, SECRET, { now: NOW }))).code).toBe(
        'missing_header',
      );
    });
  });

  describe('the secret', () => {
    it.each([
      ['empty', ''],
      ['not base64', 'whsec_not base64!'],
      ['too short (under 24 bytes)', newSecret(16)],
      ['too long (over 64 bytes)', newSecret(65)],
      ['a key of another kind', 'sk_test_demo'],
      ['not a string', 42],
    ])('refuses a secret that is %s, without showing it', async (_name, secret) => {
      const error = await refusal(verifyWebhook(BODY, signedByLibrary(BODY), secret as string, { now: NOW }));
      expect(error.code).toBe('invalid_secret');
      if (typeof secret === 'string' && secret.length > 6) expect(error.message).not.toContain(secret.slice(6));
    });
  });

  describe('the payload', () => {
    it.each([
      ['not JSON', 'ok'],
      ['not an event', '{"hello":"world"}'],
      ['an event without data', JSON.stringify({ ...chargeEvent, data: null })],
      ['an event of an unknown type', JSON.stringify({ ...chargeEvent, type: 'charge.refunded' })],
    ])('refuses a correctly signed body that is %s', async (_name, body) => {
      expect((await refusal(verifyWebhook(body, signedByLibrary(body), SECRET, { now: NOW }))).code).toBe(
        'invalid_payload',
      );
    });

    it('types the event as a union narrowed by type', async () => {
      const event = await verifyWebhook(BODY, signedByLibrary(BODY), SECRET, { now: NOW });
      if (event.type === 'charge.captured') expectTypeOf(event.data).toEqualTypeOf<Charge>();
      if (event.type === 'submerchant.active') expectTypeOf(event.data).toEqualTypeOf<SubmerchantRecord>();
      if (event.type === 'customer.card_saved') expectTypeOf(event.data).toEqualTypeOf<SavedCardEventData>();
      expectTypeOf(event.type).toEqualTypeOf<
        | 'charge.pending'
        | 'charge.captured'
        | 'charge.failed'
        | 'charge.expired'
        | 'submerchant.pending_review'
        | 'submerchant.active'
        | 'submerchant.rejected'
        | 'submerchant.pending'
        | 'customer.card_saved'
      >();
    });
  });
});

describe('signWebhook', () => {
  it('signs as the service does: the standardwebhooks library verifies it', async () => {
    const headers = await signWebhook(BODY, SECRET);
    expect(headers['webhook-id']).toBe(EVENT_ID);
    expect(new Webhook(SECRET).verify(BODY, headers)).toEqual(chargeEvent);
  });

  it('round-trips through verifyWebhook with a chosen id and time', async () => {
    const headers = await signWebhook(BODY, SECRET, { id: 'msg_1', timestamp: NOW });
    expect(headers).toMatchObject({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(NOW.getTime() / 1000) });
    await expect(verifyWebhook(BODY, headers, SECRET, { now: NOW })).resolves.toEqual(chargeEvent);
  });
});
