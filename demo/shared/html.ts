import { readFileSync } from 'node:fs';
// Server-side HTML for the demo site. Every interpolated value goes through `escapeHtml`.
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (ch) => entities[ch]);

/** A tagged template that escapes interpolations unless they are already `SafeHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, i) => {
    const rendered = Array.isArray(value)
      ? value.map((item) => (item instanceof SafeHtml ? item.value : escapeHtml(item))).join('')
      : value instanceof SafeHtml
        ? value.value
        : escapeHtml(value);
    out += rendered + strings[i + 1];
  });
  return new SafeHtml(out);
}

export function layout(options: { title: string; lang?: string; body: SafeHtml; scripts?: SafeHtml }): string {
  return html`<!doctype html>
<html lang="${options.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · pay-checkout demo</title>
<link rel="stylesheet" href="/demo.css">
<link rel="icon" href="/favicon.svg">
${options.scripts ?? html``}
</head>
<body>
<header class="site-header"><a href="/" class="brand">pay-checkout <span>demo store</span></a>
<nav><a href="/script-tag">Script tag</a> <a href="/spa">SPA (ESM)</a> <a href="/checkout/hosted">Hosted checkout</a> <a href="/checkout/transparent">Transparent checkout</a> <a href="/console">Console</a></nav></header>
<main id="main">${options.body}</main>
</body>
</html>`.value;
}

/**
 * `integrity="…" crossorigin="anonymous"` for a script-tag file, from the SRI manifest the build writes — the demo
 * loads its scripts the way the README tells merchants to.
 */
export function subresourceIntegrity(file: 'pay-checkout.js' | 'pay-form.js'): SafeHtml {
  try {
    const manifest = JSON.parse(readFileSync('dist/cdn/manifest.json', 'utf8')) as Record<string, { integrity: string }>;
    return html` integrity="${manifest[file].integrity}" crossorigin="anonymous"`;
  } catch {
    return html``;
  }
}
