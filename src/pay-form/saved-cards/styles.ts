/**
 * The saved cards' own look (their shadow roots): phone first, each card a row (the radio, its name over its expiry,
 * Remove) that wraps on a narrow screen, touch targets of at least 44 px, the focus ring of the element's inputs. The
 * page's font and colours are inherited.
 */
const CSS = `
:host{display:block;margin-block:0 .75rem}
[hidden]{display:none!important}
fieldset{margin:0;padding:0;border:0;min-width:0}
legend{padding:0;margin-block-end:.5rem;font-weight:600}
[part~=saved-card]{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem;padding:.25rem .5rem;border:1px solid #c4c4c4;border-radius:.375rem;margin-block-end:.5rem}
label{display:grid;grid-template-columns:auto 1fr;align-items:center;column-gap:.75rem;flex:1 1 9rem;min-height:44px;cursor:pointer}
[part=saved-card-label]>input{grid-row:span 2}
input{width:1.25rem;height:1.25rem;margin:0;accent-color:var(--pay-form-focus-color,#1f4dd8)}
[part=saved-card-name]{font-weight:600}
[part=saved-card-digits]{white-space:nowrap}
[part=saved-card-expiry]{color:#555;font-size:.875em}
button{min-height:44px;padding:.25rem .75rem;font:inherit;color:var(--pay-form-focus-color,#1f4dd8);background:none;border:1px solid currentColor;border-radius:.375rem;cursor:pointer}
[part=confirm-remove]{color:#fff;background:var(--pay-form-error-color,#b3261e);border-color:transparent}
[part=remove-confirm]{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;flex:1 1 100%}
[part=remove-confirm] p{flex:1 1 100%;margin:0}
[part=saved-card-problem]{flex:1 1 100%;margin:0;color:var(--pay-form-error-color,#b3261e)}
[part=saved-card-problem]:empty,[role=status]:empty{display:none}
[role=status]{margin:0}
:focus-visible{outline:2px solid var(--pay-form-focus-color,#1f4dd8);outline-offset:2px}
fieldset:disabled{opacity:.6}
`;

let sheet: CSSStyleSheet | undefined;

/** One constructed sheet shared by every list and checkbox of the page (no CSP allowance needed). */
export function savedCardStyles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}
