// The console's page (server side): a shell for <pc-console>, in English or, with ?lang=pt-BR, in Portuguese.
import { html, layout } from '../../shared/html';
import { langFrom } from '../../shared/lang';
import { commonTexts } from '../browser/i18n/common';

export function consolePage(query: URLSearchParams): string {
  const lang = langFrom(query.get('lang'));
  const text = commonTexts[lang];
  return layout({
    title: text.title,
    lang,
    scripts: html`<script type="module" src="/assets/console.js"></script>`,
    body: html`<pc-console><noscript><p>${text.needsJavaScript}</p></noscript></pc-console>`,
  });
}
