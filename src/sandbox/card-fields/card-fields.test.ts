import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app';
import { createSandboxState } from '../state';

const SHOP = 'https://shop.example';
const app = createSandboxApp(createSandboxState());
const page = (query: string) => app.request(`http://127.0.0.1:4010/elements/card-fields?${query}`);
const sriOf = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('GET /elements/card-fields', () => {
  it('serves a shell page under a nonce CSP that only the given origin may frame', async () => {
    const reply = await page(`key=pk_test_demo&origin=${encodeURIComponent(SHOP)}&lang=pt-BR`);
    expect(reply.status).toBe(200);
    const csp = reply.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`frame-ancestors ${SHOP}`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const html = await reply.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain(`<script src="/elements/card-fields.js" nonce="${nonce}"`);
    // No inline script or style: the CSP would refuse them anyway.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/<style|style=/);
  });

  it('gives each reply its own nonce', async () => {
    const query = `key=pk_test_demo&origin=${encodeURIComponent(SHOP)}`;
    const [a, b] = await Promise.all([page(query), page(query)]);
    expect(a.headers.get('content-security-policy')).not.toBe(b.headers.get('content-security-policy'));
  });

  it('pins the script and the style sheet it serves with their integrity', async () => {
    const html = await (await page(`key=pk_test_demo&origin=${encodeURIComponent(SHOP)}`)).text();
    const script = await app.request('/elements/card-fields.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(html).toContain(`integrity="${sriOf(await script.text())}"`);
    const style = await app.request('/elements/card-fields.css');
    expect(html).toContain(`integrity="${sriOf(await style.text())}"`);
  });

  it.each([
    ['no key', `origin=${encodeURIComponent(SHOP)}`, 'key is missing'],
    ['a secret key', `key=sk_test_demo&origin=${encodeURIComponent(SHOP)}`, 'secret key'],
    ['an unknown key', `key=pk_test_nobody&origin=${encodeURIComponent(SHOP)}`, 'not a public key of this sandbox'],
    ['no origin', 'key=pk_test_demo', 'origin is missing'],
    [
      'an address instead of an origin',
      `key=pk_test_demo&origin=${encodeURIComponent(`${SHOP}/checkout`)}`,
      'is not an origin',
    ],
    ['a non-web scheme', `key=pk_test_demo&origin=${encodeURIComponent('javascript:alert(1)')}`, 'is not an origin'],
    [
      'an origin with a wildcard',
      `key=pk_test_demo&origin=${encodeURIComponent('https://*.example')}`,
      'is not an origin',
    ],
  ])('refuses %s with a 400 page saying why', async (_name, query, reason) => {
    const reply = await page(query);
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await reply.text()).toContain(reason);
  });

  it('escapes what it echoes on the refusal page', async () => {
    const reply = await page(`key=pk_test_demo&origin=${encodeURIComponent('<script>x</script>')}`);
    expect(await reply.text()).not.toContain('<script>x');
  });
});
