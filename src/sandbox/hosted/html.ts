/** Minimal HTML building with escaping; the hosted page has no inline script and no inline style. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export function formatAmount(amountInCents: number, currency: string): string {
  const locale = currency === 'BRL' ? 'pt-BR' : 'en';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amountInCents / 100);
  } catch {
    return `${(amountInCents / 100).toFixed(2)} ${currency}`;
  }
}

/** A page; `head` is markup the caller built (a script tag), put in as it is. */
export function documentHtml(title: string, body: string, lang = 'en', head = ''): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/hosted/assets/hosted.css">
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
