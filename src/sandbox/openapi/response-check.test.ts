import { describe, expect, it } from 'vitest';
import { ResponseChecker, type ObservedResponse } from '../test-harness/test-response-check';

const checker = new ResponseChecker();
const RATE_HEADERS = { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '99', 'x-ratelimit-reset': '1767225600' };
const TIMESTAMP = '2026-01-01T00:00:00.000Z';
const session = { session_id: '0b7f6a0e-3c1d-4e5f-8a9b-1c2d3e4f5a6b', expires_at: TIMESTAMP };

function reply(
  overrides: Partial<Omit<ObservedResponse, 'headers'>> & { headers?: Record<string, string>; json?: unknown },
): ObservedResponse {
  const { json, headers, ...rest } = overrides;
  return {
    method: 'POST',
    url: 'http://127.0.0.1:4010/v1/fraud-sessions',
    status: 201,
    text: JSON.stringify(json ?? { success: true, message: 'Fraud session created.', data: session }),
    ...rest,
    headers: new Headers({ 'content-type': 'application/json', ...RATE_HEADERS, ...headers }),
  };
}

describe('ResponseChecker', () => {
  it('accepts a reply that matches the document', () => {
    expect(checker.check(reply({}))).toEqual({ key: 'POST /v1/fraud-sessions 201', problems: [], skipped: false });
  });

  it('names a field the document does not have, a missing field and a wrong type', () => {
    const { problems } = checker.check(
      reply({ json: { success: true, message: 'x', data: { ...session, extra: 1, expires_at: 5 } } }),
    );
    expect(problems.join()).toMatch(/additional properties/);
    expect(problems.join()).toMatch(/expires_at/);
    expect(
      checker.check(reply({ json: { success: true, message: 'x', data: { expires_at: TIMESTAMP } } })).problems.join(),
    ).toMatch(/session_id/);
  });

  it('refuses an error code the status does not list', () => {
    const wrongCode = reply({ status: 422, json: { success: false, message: 'x', error: 'CARD_TOKEN_USED' } });
    expect(checker.check(wrongCode).problems).toHaveLength(1);
    const rightCode = reply({
      status: 422,
      json: {
        success: false,
        message: 'x',
        error: 'VALIDATION_ERROR',
        details: [{ field: 'type', message: 'is required' }],
      },
    });
    expect(checker.check(rightCode).problems).toEqual([]);
  });

  it('refuses an undocumented status', () => {
    expect(
      checker.check(reply({ status: 409, json: { success: false, message: 'x', error: 'INVALID_STATE' } })).problems,
    ).toEqual([expect.stringMatching(/status 409 is not documented/)]);
  });

  it('wants the rate-limit headers on /v1, Retry-After on 429 and WWW-Authenticate on 401', () => {
    const noRateHeaders = { ...reply({}), headers: new Headers({ 'content-type': 'application/json' }) };
    expect(checker.check(noRateHeaders).problems).toEqual([
      'header X-RateLimit-Limit is missing',
      'header X-RateLimit-Remaining is missing',
      'header X-RateLimit-Reset is missing',
    ]);
    const limited = reply({ status: 429, json: { success: false, message: 'x', error: 'RATE_LIMIT_EXCEEDED' } });
    expect(checker.check(limited).problems).toEqual(['header Retry-After is missing']);
    const unauthorized = reply({ status: 401, json: { success: false, message: 'x', error: 'UNAUTHORIZED' } });
    expect(checker.check(unauthorized).problems).toEqual(['header WWW-Authenticate is missing']);
    expect(checker.check(reply({ headers: { 'x-ratelimit-remaining': 'many' } })).problems.join()).toMatch(
      /X-RateLimit-Remaining/,
    );
  });

  it('checks the media type', () => {
    expect(checker.check(reply({ headers: { 'content-type': 'text/html' } })).problems).toEqual([
      expect.stringMatching(/content-type text\/html is not one of application\/json/),
    ]);
  });

  it('takes the literal path over a template and fills path parameters', () => {
    const clock = reply({
      method: 'GET',
      url: 'http://127.0.0.1:4010/sandbox/clock',
      status: 200,
      json: { success: true, message: 'x', data: { now: TIMESTAMP } },
    });
    expect(checker.check(clock)).toMatchObject({ key: 'GET /sandbox/clock 200', problems: [] });
    const charge = reply({
      method: 'GET',
      url: 'http://127.0.0.1:4010/v1/charges/abc',
      status: 404,
      json: { success: false, message: 'x', error: 'NOT_FOUND' },
    });
    expect(checker.check(charge)).toMatchObject({ key: 'GET /v1/charges/{id} 404', problems: [] });
  });

  it('lets an unknown route answer only the failure envelope', () => {
    const unknown = {
      method: 'GET',
      url: 'http://127.0.0.1:4010/nothing',
      status: 404,
      headers: new Headers({ 'content-type': 'application/json' }),
    };
    expect(
      checker.check({ ...unknown, text: JSON.stringify({ success: false, message: 'x', error: 'NOT_FOUND' }) })
        .problems,
    ).toEqual([]);
    expect(checker.check({ ...unknown, text: '{"ok":true}' }).problems).toHaveLength(1);
    expect(checker.check({ ...unknown, status: 200, text: '{}' }).problems).toHaveLength(1);
  });

  it('counts preflights without checking them', () => {
    expect(checker.check({ ...reply({}), method: 'OPTIONS', status: 204, text: '' }).skipped).toBe(true);
  });
});
