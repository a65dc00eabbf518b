/** Minimal HTML building with escaping; the hosted page has no inline script and no inline style. */
import { escapeHtml } from '../../interface/html';

export { escapeHtml };

export function formatAmount(amountInCents: number, currency: string): string {
  const locale = currency === 'BRL' ? 'pt-BR' : 'en';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amountInCents / 100);
  } catch {
    return `${(amountInCents / 100).toFixed(2)} ${currency}`;
  }
}

/** The shell every sandbox page for buyers shares; `head` and `body` are markup the caller built, put in as they are. */
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

/** A hosted page, with the hosted stylesheet; `head` is markup the caller built (a script tag), put in as it is. */
export function documentHtml(title: string, body: string, lang = 'en', head = ''): string {
  return pageShell({ title, lang, head: `<link rel="stylesheet" href="/hosted/assets/hosted.css">\n${head}`, body });
}
