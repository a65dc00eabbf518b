// The console's page (server side): a shell for <pc-console>, in English or, with ?lang=pt-BR, in Portuguese.
import { html, layout } from '../../shared/html';

export function consolePage(query: URLSearchParams): string {
  const lang = /^pt/i.test(query.get('lang') ?? '') ? 'pt-BR' : 'en';
  return layout({
    title: lang === 'pt-BR' ? 'Console do lojista' : 'Merchant console',
    lang,
    scripts: html`<script type="module" src="/assets/console.js"></script>`,
    body: html`<pc-console><noscript><p>${lang === 'pt-BR' ? 'O console precisa de JavaScript.' : 'The console needs JavaScript.'}</p></noscript></pc-console>`,
  });
}
