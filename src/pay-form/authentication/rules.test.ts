import { describe, expect, it } from 'vitest';
import { challengePageUrl, completionStatus } from './rules';

const SERVICE = 'http://127.0.0.1:4010';
const PAGE = 'http://127.0.0.1:4020';
const ISSUER_PAGE = `${SERVICE}/elements/authentication/ch_1?token=tk_abc`;

describe('the issuer’s page a reply may ask to show', () => {
  it('is framed with origin and lang added to its query, its token kept', () => {
    const url = new URL(challengePageUrl(ISSUER_PAGE, SERVICE, PAGE, 'pt-BR') ?? '');
    expect(url.origin + url.pathname).toBe(`${SERVICE}/elements/authentication/ch_1`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 'tk_abc', origin: PAGE, lang: 'pt-BR' });
  });

  it('replaces an origin or lang the reply already put there', () => {
    const url = new URL(
      challengePageUrl(`${ISSUER_PAGE}&origin=https://evil.example&lang=xx`, SERVICE, PAGE, 'en') ?? '',
    );
    expect(url.searchParams.getAll('origin')).toEqual([PAGE]);
    expect(url.searchParams.getAll('lang')).toEqual(['en']);
  });

  it.each([
    ['another origin', 'https://issuer.example/elements/authentication/ch_1?token=t'],
    ['another port of the same host', 'http://127.0.0.1:4011/elements/authentication/ch_1'],
    ['a port that starts with the service’s', 'http://127.0.0.1:40100/elements/authentication/ch_1'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<p>pay</p>'],
    ['a relative address (the page’s origin)', '/elements/authentication/ch_1'],
    ['no string', 42],
  ])('is refused on %s', (_, raw) => {
    expect(challengePageUrl(raw, SERVICE, PAGE, 'en')).toBeUndefined();
  });

  it('refuses plain http off a loopback host, even on the service’s origin', () => {
    expect(challengePageUrl('http://api.example/elements/authentication/ch_1', 'http://api.example', PAGE, 'en')).toBe(
      undefined,
    );
  });
});

describe('the completion message', () => {
  const frame = { name: 'the framed page' } as unknown as Window;
  const other = { name: 'another window' } as unknown as Window;
  const data = { type: 'authentication-complete', charge_id: 'ch_1', status: 'captured' };

  it('is taken from the framed page’s window, from the service’s origin, for its charge', () => {
    expect(completionStatus({ source: frame, origin: SERVICE, data }, frame, SERVICE, 'ch_1')).toBe('captured');
  });

  it.each([
    ['another window (the page itself)', { source: other, origin: SERVICE, data }],
    ['another origin', { source: frame, origin: PAGE, data }],
    ['the right origin with no window', { source: null, origin: SERVICE, data }],
    ['another charge', { source: frame, origin: SERVICE, data: { ...data, charge_id: 'ch_2' } }],
    ['another type', { source: frame, origin: SERVICE, data: { ...data, type: 'resize' } }],
    ['no status', { source: frame, origin: SERVICE, data: { ...data, status: undefined } }],
    ['no object', { source: frame, origin: SERVICE, data: 'authentication-complete' }],
  ])('changes nothing from %s', (_, event) => {
    expect(completionStatus(event, frame, SERVICE, 'ch_1')).toBeUndefined();
  });

  it('changes nothing while the frame has no window', () => {
    expect(completionStatus({ source: null, origin: SERVICE, data }, null, SERVICE, 'ch_1')).toBeUndefined();
  });
});
