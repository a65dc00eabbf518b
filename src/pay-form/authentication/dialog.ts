/**
 * The card authentication dialog's parts and layout: a bar of the shop's (the dialog's title and Cancel) above the
 * issuer's page, framed. The frame is 400 px tall on a wide screen (3-D Secure's 390×400 and 600×400 challenge
 * windows); on a phone, or a screen too short for that, the dialog takes the whole screen and the frame all of it below
 * the bar (3-D Secure's full-screen window). The frame is not sized to its page: that needs a message from the
 * issuer's page for each of its sizes, and the issuer's pages are made for those windows.
 */
import { html, uniqueId } from '../core/step-dom';
import type { AuthenticationText } from './texts';

/** Marks the dialog for the page's styles and tests: `pay-form [data-pay-authentication]`. */
export const DIALOG_ATTRIBUTE = 'data-pay-authentication';

/**
 * Under one attribute (specificity 0,1,0 and up: a page's own rule for `button` or `h2` does not reach the dialog; its
 * `pay-form [data-pay-authentication] …` does). Cancel is the shop's, in the bar, drawn as a link: nowhere near the
 * bank's answers and never mistaken for one. Written minified, one rule a line: it counts against the file's budget.
 */
const DIALOG_CSS = `
[data-pay-authentication]{box-sizing:border-box;width:min(32rem,calc(100% - 2rem));max-width:none;padding:0;border:0;border-radius:.5rem;overflow:hidden;box-shadow:0 .5rem 2rem #0006}
[data-pay-authentication][open]{display:flex;flex-direction:column}
[data-pay-authentication]::backdrop{background:#0009}
[data-pay-authentication]>div{display:flex;align-items:center;gap:.5rem;padding:.25rem .25rem .25rem 1rem;border-block-end:1px solid #8888}
[data-pay-authentication] h2{flex:1;margin:0;font-size:1rem;line-height:1.25}
[data-pay-authentication] button{flex:none;min-height:2.25rem;margin:0;padding:0 .75rem;border:0;border-radius:.25rem;background:none;color:inherit;font:inherit;font-size:.875rem;text-decoration:underline;cursor:pointer}
[data-pay-authentication] iframe{display:block;width:100%;height:25rem;border:0}
@media (max-width:36rem),(max-height:32rem){[data-pay-authentication]{width:100%;height:100%;max-height:none;margin:0;border-radius:0}[data-pay-authentication] iframe{flex:1;height:auto}}
`;

const adopted = new WeakSet<Document>();

/** Adds the dialog's layout to `document`, once: a constructed stylesheet, which a page's CSP needs no allowance for. */
function adoptDialogLook(document: Document): void {
  const view = document.defaultView;
  if (adopted.has(document) || !view || !('adoptedStyleSheets' in document)) return;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(DIALOG_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted.add(document);
}

/** The dialog: the shop's bar (its title, focused on opening, and Cancel) above the issuer's page at `src`. */
export function buildDialog(document: Document, text: AuthenticationText, src: string) {
  adoptDialogLook(document);
  const titleId = uniqueId('pay-authentication-title');
  const title = html(document, 'h2', { id: titleId, tabindex: '-1' }, [text.title]);
  const cancel = html(document, 'button', { type: 'button' }, [text.cancel]);
  const frame = html(document, 'iframe', { src, title: text.frameTitle });
  const bar = html(document, 'div', {}, [title, cancel]);
  const dialog = html(document, 'dialog', { 'aria-labelledby': titleId, [DIALOG_ATTRIBUTE]: '' }, [bar, frame]);
  return { dialog, title, frame, cancel };
}
