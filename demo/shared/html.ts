import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { langFrom } from './lang';
import { inLang, SITE_PATHS, siteText, type SitePage } from './site-text';
import { escapeHtml } from '../../src/interface/html';
// Server-side HTML for the demo site. Every interpolated value goes through `escapeHtml` (the shared one).
export { escapeHtml };

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
  const nav = (Object.keys(SITE_PATHS) as SitePage[]).map(
    (page) => html`<a href="${inLang(SITE_PATHS[page], lang)}" data-page="${page}">${text.nav[page]}</a> `,
  );
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
  const integrity = integrityOf(file);
  return integrity ? html` integrity="${integrity}" crossorigin="anonymous"` : html``;
}

/** A file's `sha384-…` from the build's SRI manifest; undefined before a build. */
function integrityOf(file: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync('dist/cdn/manifest.json', 'utf8')) as Record<
      string,
      { integrity?: string }
    >;
    return manifest[file]?.integrity;
  } catch {
    return undefined;
  }
}

/**
 * The modules pay-form.js imports on demand: the Pix and boleto steps, the card authentication dialog, the installments,
 * the saved cards.
 */
const ON_DEMAND_FILES = [
  'pay-form-steps.js',
  'pay-form-authentication.js',
  'pay-form-installments.js',
  'pay-form-saved-cards.js',
];

/** The import map's JSON that pins those files with their integrity, or undefined before a build. */
function stepsImportMapJson(): string | undefined {
  const pinned = ON_DEMAND_FILES.flatMap((file) => {
    const integrity = integrityOf(file);
    return integrity ? [[`/cdn/${file}`, integrity]] : [];
  });
  return pinned.length ? JSON.stringify({ integrity: Object.fromEntries(pinned) }) : undefined;
}

/**
 * The import map that pins `pay-form-steps.js`, `pay-form-authentication.js` and `pay-form-installments.js` (loaded by
 * pay-form.js when a Pix, a boleto or a card authentication is shown, or a form offers installments), and
 * `pay-form-saved-cards.js` (with a customer session), as
 * docs/pay-form.md tells merchants to: placed before the script tag. It is an inline script, so the page's CSP
 * allows it by its hash (`stepsImportMapSource`).
 */
export function stepsImportMap(): SafeHtml {
  const json = stepsImportMapJson();
  return json ? html`<script type="importmap">${new SafeHtml(json)}</script>\n` : html``;
}

/** The CSP source that allows exactly that import map (`'sha256-…'`), or undefined before a build. */
export function stepsImportMapSource(): string | undefined {
  const json = stepsImportMapJson();
  return json ? `'sha256-${createHash('sha256').update(json).digest('base64')}'` : undefined;
}
