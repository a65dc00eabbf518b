/**
 * The secure card fields (docs/service.md, "Secure card fields"): GET /elements/card-fields?key=&origin=&lang= —
 * no credentials, the public key is public — and the script and stylesheet that page loads.
 */
import { Hono, type Context } from 'hono';
import { createHash, randomBytes } from 'node:crypto';
import { exactOrigin, fieldsLang } from '../../interface/card-fields-protocol';
import type { SandboxEnv } from '../env';
import type { SandboxState } from '../state';
import { cardFieldsPage, refusalPage } from './page';
import { cardFieldsScript } from './script';
import { CARD_FIELDS_CSS } from './styles';

const NONCE_BYTES = 16;
const ASSET_MAX_AGE_SECONDS = 300;
const STYLE_INTEGRITY = `sha384-${createHash('sha384').update(CARD_FIELDS_CSS).digest('base64')}`;

/**
 * Only this response's script and stylesheet run; only the service is called; only the page of `origin` may frame
 * it. Trusted Types are required with no policy: the frame writes text and builds nodes, never markup.
 */
function pageHeaders(nonce: string, origin: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "form-action 'none'",
      "base-uri 'none'",
      `frame-ancestors ${origin}`,
      "require-trusted-types-for 'script'",
      "trusted-types 'none'",
    ].join('; '),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
}

const REFUSAL_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors *; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

const assetHeaders = (type: string) => ({
  'Content-Type': type,
  'Cache-Control': `public, max-age=${ASSET_MAX_AGE_SECONDS}`,
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
});

/** What is wrong with the page's address, as sentences for the developer; none when it can be served. */
function addressProblems(state: SandboxState, c: Context<SandboxEnv>): string[] {
  const problems: string[] = [];
  const key = c.req.query('key') ?? '';
  const origin = c.req.query('origin') ?? '';
  if (key === '') problems.push('key is missing: give the public key (pk_…).');
  else if (/^sk_/.test(key)) problems.push('key is a secret key: never put a secret key in a page; give the public key (pk_…).');
  else if (!state.merchants.some((merchant) => merchant.publicKey === key)) problems.push(`key ${key.slice(0, 40)} is not a public key of this sandbox.`);
  if (origin === '') problems.push('origin is missing: give the origin of the page that frames the fields (e.g. https://shop.example).');
  else if (!exactOrigin(origin)) problems.push(`origin ${origin.slice(0, 100)} is not an origin: scheme, host and port only, e.g. https://shop.example.`);
  return problems;
}

export function cardFieldsRoutes(state: SandboxState): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/card-fields', async (c) => {
    const problems = addressProblems(state, c);
    if (problems.length) return c.html(refusalPage(problems), 400, REFUSAL_HEADERS);
    const origin = c.req.query('origin') as string;
    const nonce = randomBytes(NONCE_BYTES).toString('base64');
    const { integrity } = await cardFieldsScript();
    return c.html(cardFieldsPage(fieldsLang(c.req.query('lang')), nonce, integrity, STYLE_INTEGRITY), 200, pageHeaders(nonce, origin));
  });

  routes.get('/card-fields.js', async (c) => c.body((await cardFieldsScript()).code, 200, assetHeaders('text/javascript; charset=utf-8')));
  routes.get('/card-fields.css', (c) => c.body(CARD_FIELDS_CSS, 200, assetHeaders('text/css; charset=utf-8')));

  return routes;
}
