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
