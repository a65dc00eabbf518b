import { html, layout } from '../../../shared/html';

export function homePage(sandboxUrl: string): string {
  return layout({
    title: 'Home',
    body: html`
<h1>pay-checkout demo store</h1>
<p>Everything on this site talks to the local sandbox at <code>${sandboxUrl}</code> — another origin, as the real service would be.
Every page is served under a strict Content-Security-Policy with Trusted Types.</p>
<ul class="cards">
  <li><a href="/script-tag"><strong>Script tag</strong><span>One <code>&lt;script&gt;</code> tag: a fraud session at page load, its id in the form.</span></a></li>
  <li><a href="/spa"><strong>SPA (ESM import)</strong><span><code>import { createFraudSession } from 'pay-checkout'</code></span></a></li>
  <li><a href="/checkout/hosted"><strong>Hosted checkout</strong><span><code>&lt;pay-form card-flow="hosted"&gt;</code>: the buyer types the card on the service's page.</span></a></li>
  <li><a href="/checkout/transparent"><strong>Transparent checkout</strong><span><code>&lt;pay-form&gt;</code> with a test card.</span></a></li>
  <li><a href="/console"><strong>Merchant console</strong><span>Submerchants, charges and the webhook endpoint, through <code>pay-checkout/client</code>.</span></a></li>
</ul>
<h2>Seeded merchants</h2>
<div class="table-scroll"><table><thead><tr><th>public key</th><th>secret key</th><th>hosted card flow</th><th>fraud analysis</th></tr></thead>
<tbody>
<tr><td><code>pk_test_demo</code></td><td><code>sk_test_demo</code></td><td>enabled</td><td>optional</td></tr>
<tr><td><code>pk_test_nohosted</code></td><td><code>sk_test_nohosted</code></td><td>not enabled</td><td>optional</td></tr>
<tr><td><code>pk_test_strict</code></td><td><code>sk_test_strict</code></td><td>enabled</td><td>mandatory</td></tr>
</tbody></table></div>
<p>Test cards: <code>4111 1111 1111 1111</code> is captured, <code>4000 0000 0000 0002</code> fails.</p>`,
  });
}
