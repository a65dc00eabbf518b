import { readFileSync } from 'node:fs';
import { langFrom } from './lang';
import { inLang, SITE_PATHS, siteText, type SitePage } from './site-text';
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
  const lang = langFrom(options.lang);
  const text = siteText(lang);
  const nav = (Object.keys(SITE_PATHS) as SitePage[]).map((page) => html`<a href="${inLang(SITE_PATHS[page], lang)}" data-page="${page}">${text.nav[page]}</a> `);
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · pay-checkout ${text.brand}</title>
<link rel="stylesheet" href="/demo.css">
<link rel="icon" href="/favicon.svg">
${options.scripts ?? html``}
</head>
<body>
<header class="site-header"><a href="${inLang('/', lang)}" class="brand">pay-checkout <span>${text.brand}</span></a>
<nav aria-label="${text.sections}">${nav}</nav></header>
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
