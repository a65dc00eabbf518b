import { css, type CSSResult } from '@lit/reactive-element';

// Adopted stylesheets (no inline style attributes): nothing here needs 'unsafe-inline' under a strict CSP.
// Written minified, one rule a line: template text is not minified and counts against the script-tag budget.
// An empty status keeps its place in the tree (a live region must exist before it speaks) but takes no room.
// The default look (spacing, colours, the indicator) applies unless the page sets `plain` on the element.
export const payFormStyles = css`
:host{display:block}
:host([hidden]),[hidden]{display:none!important}
[part=status]:empty{margin:0}
:host([aria-busy=true]){cursor:progress}
:host(:not([plain])) :is([part~=status],[part~=countdown],[role=status]){margin-block-start:var(--pay-form-gap,.75rem)}
:host(:not([plain])) [part=status]{color:var(--pay-form-error-color,#b3261e);font:var(--pay-form-status-font,inherit)}
:host(:not([plain])) [part=status]:not(:empty){padding:.5rem .75rem;border-inline-start:4px solid;background:var(--pay-form-error-background,#fdecea)}
:host(:not([plain])) [part=countdown]{color:var(--pay-form-countdown-color,inherit)}
:host(:not([plain])) [part][role=status]{display:flex;align-items:center;gap:.5em;font-weight:600}
:host(:not([plain])) [part~=result]{padding:.75rem 1rem;border-inline-start:4px solid;font-size:1.5em;font-weight:700;background:color-mix(in srgb,currentColor 10%,#fff)}
:host(:not([plain])) [part~=approved]{color:var(--pay-form-success-color,#1b6e2d)}
:host(:not([plain])) [part~=declined]{color:var(--pay-form-error-color,#b3261e)}
:host(:not([plain])) [part=spinner]{width:1em;height:1em;border:.15em solid;border-top-color:transparent;border-radius:50%;animation:s .8s linear infinite}
@media (prefers-reduced-motion:reduce){:host(:not([plain])) [part=spinner]{animation:none;opacity:.6}}
@keyframes s{to{transform:rotate(1turn)}}
`;

/**
 * The default look of the merchant's own inputs, which live in the page (light DOM), out of reach of the element's
 * shadow styles: a refused field's colour and the icon of its message, the focus ring. Adopted once on the document as a
 * constructed stylesheet (no CSP allowance needed); inside `:where()`, so any rule of the page's own that names the
 * element (`input.my-field`) wins, and `plain` on the element turns it off. The icon's alternative text is empty: a field's
 * description is its message's words, not "! …".
 */
const documentLook = css`
:where(pay-form:not([plain])) :is(input,select,textarea)[aria-invalid=true]{border-color:var(--pay-form-error-color,#b3261e);box-shadow:0 0 0 1px var(--pay-form-error-color,#b3261e)}
:where(pay-form:not([plain])) [data-pay-field-error]{display:flex;gap:.4em;align-items:baseline;color:var(--pay-form-error-color,#b3261e);font-size:.875em;font-weight:500}
:where(pay-form:not([plain])) [data-pay-field-error]:before{content:'!'/'';flex:none;width:1.2em;line-height:1.2em;border-radius:50%;text-align:center;font-weight:700;color:#fff;background:var(--pay-form-error-color,#b3261e)}
:where(pay-form:not([plain])) :focus-visible{outline:2px solid var(--pay-form-focus-color,#1f4dd8);outline-offset:2px}
:where(pay-form:not([plain])) [aria-invalid=true]:focus-visible{outline-color:var(--pay-form-error-color,#b3261e)}
`;

const adopted = new WeakSet<Document>();

/** Adds the inputs' default look to `document`, once; a browser without constructed stylesheets goes without. */
export function adoptDocumentLook(document: Document, look: CSSResult = documentLook): void {
  const sheet = look.styleSheet;
  if (adopted.has(document) || !sheet || !('adoptedStyleSheets' in document)) return;
  adopted.add(document);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
