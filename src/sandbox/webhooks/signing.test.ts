import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET_PATTERN } from '../../interface/webhook-event';
import { deliveryHeaders, generateWebhookSecret, GENERATED_SECRET_BYTES, secretKey, signWebhook } from './signing';

// The Standard Webhooks specification's own example (its libraries test against it).
const SPEC_VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('webhook signing', () => {
  it('matches the Standard Webhooks example signature', () => {
    expect(signWebhook(SPEC_VECTOR.secret, SPEC_VECTOR.id, SPEC_VECTOR.timestamp, SPEC_VECTOR.body)).toBe(
      SPEC_VECTOR.signature,
    );
  });

  it('signs what the standardwebhooks package verifies, and it refuses a changed body', () => {
    const secret = generateWebhookSecret();
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'charge.captured',
      created_at: '2030-01-01T00:00:00.000Z',
      data: { amount: 2500 },
    });
    const headers = deliveryHeaders('evt_1', body, secret, Math.floor(Date.now() / 1000));
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace('2500', '2501'), headers)).toThrow();
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('agrees with the signature the standardwebhooks package makes', () => {
    const secret = generateWebhookSecret();
    const at = new Date('2030-05-06T07:08:09Z');
    expect(signWebhook(secret, 'evt_2', at.getTime() / 1000, '{}')).toBe(new Webhook(secret).sign('evt_2', at, '{}'));
  });

  it('makes secrets of whsec_ and the base64 of 32 random bytes', () => {
    const secrets = new Set(Array.from({ length: 20 }, generateWebhookSecret));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) {
      expect(secret).toMatch(WEBHOOK_SECRET_PATTERN);
      expect(secretKey(secret)).toHaveLength(GENERATED_SECRET_BYTES);
    }
  });

  it('sends the id and timestamp headers but no signature without a secret', () => {
    expect(deliveryHeaders('evt_3', '{}', null, 1700000000)).toEqual({
      'content-type': 'application/json',
      'webhook-id': 'evt_3',
      'webhook-timestamp': '1700000000',
    });
  });
});
