// Bare pages the end-to-end tests drive; configured by query string, escaped on the way in.
import { html, layout, subresourceIntegrity } from '../html';

export function scriptTagFixture(query: URLSearchParams): string {
  const attrs = html`${query.has('key') ? html` data-public-key="${query.get('key')}"` : html``}${
    query.has('api') ? html` data-api-base="${query.get('api')}"` : html``
  }${query.has('ip') ? html` data-ip-lookup="${query.get('ip')}"` : html``}${query.has('timeout') ? html` data-timeout="${query.get('timeout')}"` : html``}`;
  return layout({
    title: 'Script tag fixture',
    scripts: html`<script src="/cdn/pay-checkout.js"${subresourceIntegrity('pay-checkout.js')}${attrs}></script>`,
    body: html`<form method="post" action="/api/echo"><input type="hidden" name="fraud_session_id"><input name="fraud_session_id" id="visible-id" readonly><button>Pay</button></form>`,
  });
}

export function esmFixture(): string {
  return layout({
    title: 'ESM fixture',
    scripts: html`<script type="module" src="/assets/e2e-esm.js"></script>`,
    body: html`<output id="result" data-state="pending"></output>`,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Black-box fixtures (e2e/blackbox-*.spec.ts): a merchant page assembled from the query string, as an outside team
// would write it — script tags in <head> or at the end of <body>, with async / defer / type="module", the ESM entries
// bundled as a merchant's bundler would, and <pay-form> with any attributes.

const PAY_FORM_ATTRIBUTES = [
  'public-key', 'api-base', 'action', 'card-flow', 'fraud-required', 'redirect-origins', 'locale', 'ip-lookup',
  'session-timeout', 'request-timeout',
];

/**
 * One script tag per spec: `checkout` (dist/cdn/pay-checkout.js), `form` (dist/cdn/pay-form.js), `form-bare`
 * (pay-form.js without data attributes), `esm-form` / `esm-fraud` (the ESM entries, bundled), `listener` (the
 * merchant's own script, /e2e/merchant.js). Modifiers after `+`: `async`, `defer`, `module`.
 */
function scriptTags(list: string | null, query: URLSearchParams, sandboxUrl: string) {
  const data = html` data-public-key="${query.get('key') ?? 'pk_test_demo'}" data-api-base="${query.get('api') ?? sandboxUrl}" data-ip-lookup="${query.get('ip') ?? 'off'}"`;
  return (list ? list.split(',') : []).map((spec) => {
    const [name, ...modifiers] = spec.split('+');
    const extra = html`${modifiers.includes('async') ? html` async` : html``}${modifiers.includes('defer') ? html` defer` : html``}${
      modifiers.includes('module') ? html` type="module"` : html``
    }`;
    switch (name) {
      case 'checkout':
        return html`<script src="/cdn/pay-checkout.js"${subresourceIntegrity('pay-checkout.js')}${data}${extra}></script>\n`;
      case 'form':
        return html`<script src="/cdn/pay-form.js"${subresourceIntegrity('pay-form.js')}${data}${extra}></script>\n`;
      case 'form-bare':
        return html`<script src="/cdn/pay-form.js"${subresourceIntegrity('pay-form.js')}${extra}></script>\n`;
      case 'esm-form':
        return html`<script type="module" src="/e2e/esm/pay-form.js"></script>\n`;
      case 'esm-fraud':
        return html`<script type="module" src="/e2e/esm/index.js"></script>\n`;
      case 'listener':
        return html`<script src="/e2e/merchant.js"${extra}></script>\n`;
      default:
        return html``;
    }
  });
}

/**
 * `/e2e/blackbox?head=checkout&tail=listener&payform&pf.card-flow=hosted…`: script tags (`head`, `tail`), plain
 * fraud_session_id inputs (`plain`), and a `<pay-form>` (`payform`) whose attributes come from `pf.<name>`, inside a
 * wrapper with `lang` = `wrap-lang`, around a form posting to `form-action` (default /api/echo) with card inputs
 * unless `flow=hosted-only`. The card inputs carry both card-like names and their autofill tokens, as a merchant's
 * older form would: <pay-form> finds them by the tokens, and none of their values may reach the back end.
 */
export function blackboxFixture(query: URLSearchParams, sandboxUrl: string): string {
  const attributes = PAY_FORM_ATTRIBUTES.filter((name) => query.has(`pf.${name}`)).map((name) =>
    query.get(`pf.${name}`) === '' ? html` ${name}` : html` ${name}="${query.get(`pf.${name}`)}"`,
  );
  const formAction = query.get('form-action') ?? '/api/echo';
  const cardInputs =
    query.get('flow') === 'hosted-only'
      ? html``
      : html`<input name="payment_details.card.number" autocomplete="cc-number" value="4111111111111111">
<input name="payment_details.card.cvv" autocomplete="cc-csc" value="123">
<input name="payment_details.card.holder_name" autocomplete="cc-name" value="ANA SOUZA">
<input name="payment_details.card.exp_month" autocomplete="cc-exp-month" data-type="integer" value="12">
<input name="payment_details.card.exp_year" autocomplete="cc-exp-year" data-type="integer" value="2030">`;
  const payForm = query.has('payform')
    ? html`<div id="wrapper"${query.has('wrap-lang') ? html` lang="${query.get('wrap-lang')}"` : html``}>
<pay-form${attributes}>
<form method="post"${formAction ? html` action="${formAction}"` : html``}>
<input name="customer.name" value="Ana Souza">
<input name="customer.email" type="email" value="ana@example.com">
<input type="hidden" name="customer.type" value="individual">
${query.has('action-input') ? html`<input type="hidden" name="action" value="place-order">` : html``}
<select name="payment_details.installments" data-type="integer"><option>1</option><option selected>3</option></select>
${cardInputs}
<button type="submit">Pay</button>
</form>
</pay-form>
</div>`
    : html``;
  const plain = query.has('plain')
    ? html`<form id="plain" method="post" action="/api/echo"><input type="hidden" name="fraud_session_id"><input name="fraud_session_id" id="visible-id" readonly><button>Pay</button></form>`
    : html``;
  return layout({
    title: 'Black-box fixture',
    lang: query.get('lang') ?? 'en',
    scripts: html`${scriptTags(query.get('head'), query, sandboxUrl)}`,
    body: html`${plain}${payForm}<input name="fraud_session_id" id="tail-input">
${scriptTags(query.get('tail'), query, sandboxUrl)}`,
  });
}

/**
 * The merchant's own script on the black-box pages: records what it hears on `document` (the script tag's events and
 * `<pay-form>`'s, which bubble) in `window.merchantLog`, and what `window.PayCheckout` held when it ran.
 */
export const MERCHANT_SCRIPT = `(() => {
  const log = (window.merchantLog = window.merchantLog || []);
  window.merchantSawGlobal = typeof window.PayCheckout === 'object' && window.PayCheckout !== null;
  const types = ['pay-checkout:session', 'pay-checkout:error', 'pay-session', 'pay-submit', 'pay-success', 'pay-redirect', 'pay-error'];
  for (const type of types) {
    document.addEventListener(type, (event) => {
      const detail = event.detail || {};
      log.push({
        type,
        detail: JSON.parse(JSON.stringify(detail)),
        expiresAtIsDate: detail.expiresAt instanceof Date,
        bubbles: event.bubbles,
        cancelable: event.cancelable,
        composed: event.composed,
        target: event.target && event.target.nodeName,
      });
    });
  }
})();
`;

const esmBundles = new Map<string, Promise<string>>();

/**
 * A published ESM entry (`dist/index.js`, `dist/pay-form.js`) bundled with its dependencies, as a merchant's bundler
 * would: the browser cannot resolve the bare `lit` imports itself, and an import map would be an inline script.
 */
export function esmEntryBundle(entry: 'index' | 'pay-form'): Promise<string> {
  let bundle = esmBundles.get(entry);
  if (!bundle) {
    bundle = import('vite').then(async ({ build }) => {
      const result = await build({
        configFile: false,
        logLevel: 'silent',
        publicDir: false,
        build: { write: false, minify: false, emptyOutDir: false, lib: { entry: `dist/${entry}.js`, formats: ['es'], fileName: entry } },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
      return outputs[0].output.find((chunk) => chunk.type === 'chunk')?.code ?? '';
    });
    bundle.catch(() => esmBundles.delete(entry));
    esmBundles.set(entry, bundle);
  }
  return bundle;
}
