/**
 * The buyer-side pages of Pix and boleto charges (docs/service.md, "Pix and boleto"), no key: the Pix "bank app"
 * page, whose one button pays the charge as the buyer's bank would, and the printable boleto. The Pix page is found
 * by the charge's txid; the boleto by its charge id and an unguessable token, like the hosted card page.
 */
import type { Context } from 'hono';
import { isSameToken } from '../kernel/page-token';
import { printableBoletoPage } from './boleto-page';
import { payCharge } from '../charges/pay';
import type { SandboxEnv } from '../kernel/env';
import { pageLangOf } from '../kernel/page-formats';
import { newNonce, NO_FRAMING, pageHeaders } from '../kernel/page-headers';
import { escapeHtml, pageHtml } from '../kernel/page-shell';
import { OPEN_ROUTE, TAGS, pathId } from '../route-spec/operation-spec';
import { bankAppNotFoundPage, bankAppPage } from './bank-app-page';
import { defineRoutes, type RouteHandlers } from '../route-spec/route-table';
import type { ChargeRecord, ChargeState } from '../charges/state';
import { payPageText } from './texts';

/** Their nonce'd style only, forms posting to the same origin; no script, and nobody may frame them. */
export const payPageHeaders = (nonce: string): Record<string, string> =>
  pageHeaders({
    sources: [`style-src 'nonce-${nonce}'`, "img-src 'self'", "form-action 'self'"],
    frameAncestors: NO_FRAMING,
  });

const LANG_QUERY = {
  name: 'lang',
  in: 'query',
  description: 'Page language, `en` or `pt-BR` (else the browser’s Accept-Language, else `en`).',
  schema: { type: 'string', enum: ['en', 'pt-BR'] },
};
const TXID = {
  name: 'txid',
  in: 'path',
  required: true,
  description: 'The txid inside the charge’s BR Code.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9]{1,25}$' },
};
const BOLETO_TOKEN = {
  name: 'token',
  in: 'query',
  required: true,
  description: 'The token of `payment_fields.boleto.url`.',
  schema: { type: 'string' },
};

export const PAY_PAGE_ROUTES = defineRoutes({
  getPixBankAppPage: {
    ...OPEN_ROUTE,
    tag: TAGS.payPages,
    method: 'get',
    path: '/sandbox/pix/{txid}',
    summary: 'The Pix “bank app” page (stands in for the buyer’s phone)',
    description: 'Shows the charge’s amount and merchant and, while it is pending, one button that pays it.',
    parameters: [TXID, LANG_QUERY],
    success: [
      { status: 200, description: 'The page: the pay button, or the charge’s outcome.', body: { kind: 'html' } },
    ],
    htmlErrors: { 404: 'No Pix charge has this txid.' },
  },
  payPixBankAppPage: {
    ...OPEN_ROUTE,
    tag: TAGS.payPages,
    method: 'post',
    path: '/sandbox/pix/{txid}/pay',
    summary: 'The bank app page’s pay button',
    description:
      'Pays the pending charge (`charge.captured`) and answers the page again, now saying it is paid. A charge already paid or expired is shown as it is.',
    parameters: [TXID, LANG_QUERY],
    success: [{ status: 200, description: 'The page with the charge’s outcome.', body: { kind: 'html' } }],
    htmlErrors: { 404: 'No Pix charge has this txid.' },
  },
  getPrintableBoleto: {
    ...OPEN_ROUTE,
    tag: TAGS.payPages,
    method: 'get',
    path: '/sandbox/boletos/{id}',
    summary: 'The printable boleto (`payment_fields.boleto.url`)',
    description:
      'Digitable line, barcode, amount, due date, beneficiary, payer and instructions; prints on A4. A paid or expired boleto says so and shows no line or barcode.',
    parameters: [pathId('id', 'charge'), BOLETO_TOKEN, LANG_QUERY],
    success: [{ status: 200, description: 'The printable boleto.', body: { kind: 'html' } }],
    htmlErrors: { 404: 'No boleto charge with this id and token.' },
  },
});

type PageContext = Context<SandboxEnv>;

const merchantName = (state: ChargeState, charge: ChargeRecord) =>
  state.merchants.find((merchant) => merchant.id === charge.merchant_id)?.name ?? '';

/** The bank app's page of a Pix charge: its one button pays it. */
function pixPage(state: ChargeState, c: PageContext, charge: ChargeRecord, txid: string) {
  const nonce = newNonce();
  const lang = c.req.query('lang');
  const payUrl = `/sandbox/pix/${txid}/pay${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`;
  const html = bankAppPage({
    lang: pageLangOf(c),
    nonce,
    merchantName: merchantName(state, charge),
    amountInCents: charge.amount,
    status: charge.status,
    payUrl,
  });
  return c.html(html, 200, payPageHeaders(nonce));
}

function pixNotFound(c: PageContext) {
  const nonce = newNonce();
  return c.html(bankAppNotFoundPage(pageLangOf(c), nonce), 404, payPageHeaders(nonce));
}

/** The printable boleto of the charge the address names, when the address carries its token. */
function printableBoleto(state: ChargeState, c: PageContext) {
  const charge = state.charges.get((c.req.param('id') ?? '').toLowerCase());
  const boleto = charge?.boleto;
  const nonce = newNonce();
  const lang = pageLangOf(c);
  if (!charge || !boleto || !isSameToken(boleto.token, c.req.query('token'))) {
    const text = payPageText(lang);
    const body = `<h1>${escapeHtml(text.boletoNotFound)}</h1>\n<p>${escapeHtml(text.boletoNotFoundText)}</p>`;
    return c.html(pageHtml({ title: text.boletoNotFound, lang, nonce, css: '', body }), 404, payPageHeaders(nonce));
  }
  const html = printableBoletoPage({
    lang,
    nonce,
    status: charge.status,
    barcode: boleto.barcode,
    digitableLine: boleto.digitable_line,
    amountInCents: charge.amount,
    dueDate: boleto.due_date,
    merchantName: merchantName(state, charge),
    payer: { name: charge.customer.name, document: charge.customer.document ?? '' },
    instructions: boleto.instructions,
  });
  return c.html(html, 200, payPageHeaders(nonce));
}

export function payPageHandlers(state: ChargeState): RouteHandlers<typeof PAY_PAGE_ROUTES> {
  return {
    getPixBankAppPage: (c) => {
      const txid = c.req.param('txid') ?? '';
      const charge = state.pixCharges.get(txid);
      return charge ? pixPage(state, c, charge, txid) : pixNotFound(c);
    },
    payPixBankAppPage: (c) => {
      const txid = c.req.param('txid') ?? '';
      const charge = state.pixCharges.get(txid);
      if (!charge) return pixNotFound(c);
      // A second press (double click, reload) finds the charge paid and shows that; an expired one shows expired.
      if (charge.status === 'pending') payCharge(state, charge);
      return pixPage(state, c, charge, txid);
    },
    getPrintableBoleto: (c) => printableBoleto(state, c),
  };
}
