import { html, layout, type SafeHtml } from '../../../shared/html';
import type { Lang } from '../../../shared/lang';
import { inLang, SITE_PATHS, siteText } from '../../../shared/site-text';
import { pagesText, type Parts } from '../../text/pages';
import { groupCardNumber } from '../../../../src/interface/card-display';
import { AUTHENTICATION_TEST_CARDS, TEST_CARDS } from '../../../../src/interface/sandbox-cards';

/** Prose with code in it: the odd parts in `<code>`. */
export const withCode = (parts: Parts): SafeHtml[] =>
  parts.map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : html`${part}`));

const CARDS = ['scriptTag', 'spa', 'hosted', 'transparent', 'console'] as const;
// The sandbox's test cards, in groups as a buyer types them: approved, declined, a 3-D Secure challenge, an Amex.
const HOME_CARDS = {
  captured: groupCardNumber(TEST_CARDS.captured),
  failed: groupCardNumber(TEST_CARDS.failed),
  challenge: groupCardNumber(AUTHENTICATION_TEST_CARDS.challenge),
  amex: groupCardNumber(TEST_CARDS.capturedAmex),
};

export function homePage(sandboxUrl: string, lang: Lang = 'en'): string {
  const text = pagesText(lang).home;
  const nav = siteText(lang).nav;
  const cards = CARDS.map(
    (card) =>
      html`<li><a href="${inLang(SITE_PATHS[card], lang)}"><strong>${nav[card]}</strong><span>${withCode(text.cards[card])}</span></a></li>`,
  );
  const row = (key: string, hosted: string, fraud: string) =>
    html`<tr><td><code>pk_test_${key}</code></td><td><code>sk_test_${key}</code></td><td>${hosted}</td><td>${fraud}</td></tr>`;
  return layout({
    title: text.title,
    lang,
    body: html`
<h1>${text.heading}</h1>
<p>${withCode(text.intro(sandboxUrl))}</p>
<ul class="cards">${cards}</ul>
<h2 id="merchants-title">${text.merchants}</h2>
<div class="table-scroll" tabindex="0" role="region" aria-labelledby="merchants-title"><table><thead><tr>${text.columns.map((column) => html`<th>${column}</th>`)}</tr></thead>
<tbody>
${row('demo', text.enabled, text.optional)}
${row('nohosted', text.notEnabled, text.optional)}
${row('strict', text.enabled, text.mandatory)}
</tbody></table></div>
<p>${withCode(text.testCards(HOME_CARDS))}</p>`,
  });
}
