/**
 * The secure card fields (docs/service.md, "Secure card fields"): GET /elements/card-fields?key=&origin=&lang= —
 * no credentials, the public key is public — and the script and stylesheet that page loads.
 */
import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { exactOrigin, fieldsLang } from '../../interface/card-fields-protocol';
import type { SandboxEnv } from '../kernel/env';
import { newNonce, pageHeaders } from '../kernel/page-headers';
import { OPEN_ROUTE, TAGS } from '../route-spec/operation-spec';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import type { KernelState as SandboxState } from '../kernel/state';
import { cardFieldsPage, refusalPage } from './page';
import { cardFieldsScript } from './script';
import { CARD_FIELDS_CSS } from './styles';

const ASSET_MAX_AGE_SECONDS = 300;
const STYLE_INTEGRITY = `sha384-${createHash('sha384').update(CARD_FIELDS_CSS).digest('base64')}`;

/**
 * Only this response's script and stylesheet run; only the service is called; only the page of `origin` may frame
 * it. Trusted Types are required with no policy: the frame writes text and builds nodes, never markup.
 */
function fieldsPageHeaders(nonce: string, origin: string): Record<string, string> {
  return pageHeaders({
    sources: [`script-src 'nonce-${nonce}'`, `style-src 'nonce-${nonce}'`, "connect-src 'self'", "form-action 'none'"],
    frameAncestors: origin,
    trustedTypes: true,
  });
}

/** The refusal page for the developer: nothing runs, anyone may frame it (it shows in the merchant's frame). */
const REFUSAL_HEADERS = pageHeaders({ sources: [], frameAncestors: '*' });

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
  else if (/^sk_/.test(key))
    problems.push('key is a secret key: never put a secret key in a page; give the public key (pk_…).');
  else if (!state.merchants.some((merchant) => merchant.publicKey === key))
    problems.push(`key ${key.slice(0, 40)} is not a public key of this sandbox.`);
  if (origin === '')
    problems.push('origin is missing: give the origin of the page that frames the fields (e.g. https://shop.example).');
  else if (!exactOrigin(origin))
    problems.push(
      `origin ${origin.slice(0, 100)} is not an origin: scheme, host and port only, e.g. https://shop.example.`,
    );
  return problems;
}

const open = { ...OPEN_ROUTE, tag: TAGS.cardFields } as const;

const FIELDS_QUERY = [
  {
    name: 'key',
    in: 'query',
    required: true,
    description: 'The merchant’s public key (pk_…).',
    schema: { type: 'string' },
  },
  {
    name: 'origin',
    in: 'query',
    required: true,
    description:
      'The origin of the page that frames the fields; the only one they talk to and the only one that may frame them.',
    schema: { type: 'string', format: 'uri' },
  },
  {
    name: 'lang',
    in: 'query',
    description: 'Language of the labels (default en).',
    schema: { type: 'string', enum: ['en', 'pt-BR'] },
  },
];

export const CARD_FIELDS_ROUTES = defineRoutes({
  getCardFields: {
    ...open,
    method: 'get',
    path: '/elements/card-fields',
    summary: 'The secure card fields (framed by the merchant’s page)',
    description:
      'Card number, expiry and CVV inputs (cc-number, cc-exp, cc-csc) under their own CSP; they answer the page over a MessageChannel and tokenize at /v1/card-tokens themselves.',
    parameters: FIELDS_QUERY,
    success: [{ status: 200, description: 'The fields’ page.', body: { kind: 'html' } }],
    htmlErrors: { 400: 'The key or the origin is missing or unusable; the page says which.' },
  },
  getCardFieldsScript: {
    ...open,
    method: 'get',
    path: '/elements/card-fields.js',
    summary: 'The fields’ script',
    success: [
      { status: 200, description: 'The script (loaded with Subresource Integrity).', body: { kind: 'javascript' } },
    ],
  },
  getCardFieldsStyles: {
    ...open,
    method: 'get',
    path: '/elements/card-fields.css',
    summary: 'The fields’ style sheet',
    success: [{ status: 200, description: 'The style sheet.', body: { kind: 'css' } }],
  },
});

export function cardFieldsHandlers(state: SandboxState): RouteHandlers<typeof CARD_FIELDS_ROUTES> {
  return {
    getCardFields: async (c) => {
      const problems = addressProblems(state, c);
      if (problems.length > 0) return c.html(refusalPage(problems), 400, REFUSAL_HEADERS);
      const origin = c.req.query('origin') ?? '';
      const nonce = newNonce();
      const { integrity } = await cardFieldsScript();
      return c.html(
        cardFieldsPage(fieldsLang(c.req.query('lang')), nonce, integrity, STYLE_INTEGRITY),
        200,
        fieldsPageHeaders(nonce, origin),
      );
    },
    getCardFieldsScript: async (c) =>
      c.body((await cardFieldsScript()).code, 200, assetHeaders('text/javascript; charset=utf-8')),
    getCardFieldsStyles: (c) => c.body(CARD_FIELDS_CSS, 200, assetHeaders('text/css; charset=utf-8')),
  };
}
