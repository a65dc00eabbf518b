/**
 * The HTML shell of every page the sandbox serves to a buyer (the hosted card page, the issuer's page of a 3-D Secure
 * challenge, the Pix bank page, the printable boleto): markup built with escaping, no inline script, and the shared
 * look (./page-styles.ts) either linked (the hosted card page) or inline under the reply's nonce.
 */
import { escapeHtml } from '../../interface/html';
import type { PageLang } from './page-formats';
import { BUYER_PAGE_CSS } from './page-styles';

export { escapeHtml };

/** The hosted card page's address of the shared look (served by src/sandbox/hosted/routes.ts). */
export const BUYER_PAGE_CSS_PATH = '/hosted/assets/hosted.css';

/** The shell every buyer page shares; `head` and `body` are markup the caller built, put in as they are. */
export function pageShell(page: { title: string; lang: string; head: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)}</title>
${page.head}
</head>
<body>
<main>
${page.body}
</main>
</body>
</html>
`;
}

/** A page with the shared look linked; `head` is markup the caller built (a script tag), put in as it is. */
export function documentHtml(title: string, body: string, lang = 'en', head = ''): string {
  return pageShell({ title, lang, head: `<link rel="stylesheet" href="${BUYER_PAGE_CSS_PATH}">\n${head}`, body });
}

export interface InlineStylePage {
  title: string;
  lang: PageLang;
  /** The reply's nonce (./page-headers.ts), which its CSP allows. */
  nonce: string;
  /** The page's own rules, after the shared look. */
  css: string;
  /** Already-escaped HTML. */
  body: string;
}

/** A page served alone: the shared look and its own rules inline, under the reply's nonce. */
export function pageHtml(page: InlineStylePage): string {
  const style = `<style nonce="${escapeHtml(page.nonce)}">\n${BUYER_PAGE_CSS}${page.css}\n</style>`;
  return pageShell({ title: page.title, lang: page.lang, head: style, body: page.body });
}
