import { describe, expect, it } from 'vitest';
import { parseOrigins, safeRedirectUrl } from './redirect-check';
import { interpretReply } from './reply';

const API = ['http://127.0.0.1:4010'];
const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  body,
  headers: new Headers(headers),
});

describe('safeRedirectUrl', () => {
  const allowed = ['https://pay.example.com', 'http://127.0.0.1:4010', 'http://localhost:4010', 'http://[::1]:4010'];

  it('accepts https and loopback http on an allowed origin', () => {
    expect(safeRedirectUrl('https://pay.example.com/h/1?x=1', allowed)?.href).toBe('https://pay.example.com/h/1?x=1');
    expect(safeRedirectUrl('http://127.0.0.1:4010/hosted/1', allowed)).toBeDefined();
    expect(safeRedirectUrl('http://localhost:4010/hosted/1', allowed)).toBeDefined();
    expect(safeRedirectUrl('http://[::1]:4010/hosted/1', allowed)).toBeDefined();
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)//https://pay.example.com'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://evil.example.com/h/1'],
    ['https://pay.example.com.evil.com/h/1'],
    ['http://pay.example.com/h/1'],
    ['//evil.example.com/h/1'],
    ['not a url'],
  ])('refuses %s', (raw) => {
    expect(safeRedirectUrl(raw, allowed, 'https://shop.example.com/checkout')).toBeUndefined();
  });

  it('refuses anything but a string', () => {
    expect(safeRedirectUrl({ href: 'https://pay.example.com' }, allowed)).toBeUndefined();
  });

  it('reads origins from a space-separated list, ignoring junk', () => {
    expect(parseOrigins(' https://a.example.com/path  nope http://127.0.0.1:4010 ')).toEqual([
      'https://a.example.com',
      'http://127.0.0.1:4010',
    ]);
  });
});

describe('interpretReply', () => {
  const hosted = 'http://127.0.0.1:4010/hosted/ch_1';

  it('finds redirect_url at the top level or under data', () => {
    expect(interpretReply(reply(201, { payment_fields: { redirect_url: hosted } }), API)).toEqual({
      kind: 'redirect',
      url: hosted,
    });
    expect(
      interpretReply(reply(201, { success: true, data: { payment_fields: { redirect_url: hosted } } }), API),
    ).toEqual({
      kind: 'redirect',
      url: hosted,
    });
  });

  it('refuses a redirect_url off the allowed origins', () => {
    expect(
      interpretReply(reply(201, { data: { payment_fields: { redirect_url: 'https://evil.example.com' } } }), API),
    ).toMatchObject({
      kind: 'failed',
      code: 'REDIRECT_NOT_ALLOWED',
    });
  });

  it('is a success otherwise, carrying the body', () => {
    const body = { success: true, data: { id: 'ch_1', status: 'pending' } };
    expect(interpretReply(reply(201, body), API)).toEqual({ kind: 'success', body });
  });

  it('reads the failure envelope, also when a back end answers it with 200', () => {
    expect(interpretReply(reply(422, { success: false, message: 'Nope', error: 'VALIDATION_ERROR' }), API)).toEqual({
      kind: 'failed',
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Nope',
    });
    expect(interpretReply(reply(200, { success: false, message: 'Declined', error: 'DECLINED' }), API)).toMatchObject({
      code: 'DECLINED',
    });
    expect(interpretReply(reply(500, {}), API)).toEqual({
      kind: 'failed',
      status: 500,
      code: 'ERROR',
      message: undefined,
    });
  });

  it('calls a reply that is not a JSON object INVALID_RESPONSE', () => {
    expect(interpretReply(reply(502, undefined), API)).toMatchObject({
      kind: 'failed',
      status: 502,
      code: 'INVALID_RESPONSE',
    });
    expect(interpretReply(reply(200, [1, 2]), API)).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('turns 429 into a wait of Retry-After seconds', () => {
    expect(interpretReply(reply(429, { error: 'RATE_LIMIT_EXCEEDED' }, { 'Retry-After': '7' }), API)).toEqual({
      kind: 'rate-limited',
      seconds: 7,
    });
  });
});
