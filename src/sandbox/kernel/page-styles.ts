/**
 * The look every buyer page shares (the hosted card page, the issuer's page, the Pix bank page, the printable boleto):
 * served as /hosted/assets/hosted.css to the hosted card page (a same-origin stylesheet, so it needs no inline style
 * under its CSP), and inline under its nonce on the pages served alone.
 */
// Error red per colour scheme: #b3261e is 4.5:1+ on white, #ffb4ab on the dark canvas (WCAG 1.4.3 / 1.4.11).
export const BUYER_PAGE_CSS = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; --error: #b3261e; }
@media (prefers-color-scheme: dark) { :root { --error: #ffb4ab; } }
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; padding: 2rem 1rem; }
main { max-width: 26rem; margin: 0 auto; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
.order { margin: 0 0 1.5rem; }
.order h2 { font-size: 1rem; margin: 0 0 .5rem; }
.items { list-style: none; margin: 0; padding: 0; }
.items li, .total { display: flex; justify-content: space-between; gap: 1rem; }
.items li { padding-block: .2rem; }
.total { font-weight: 600; border-top: 1px solid #767676; margin: .35rem 0 0; padding-top: .35rem; }
form { display: grid; gap: .35rem; }
label { font-weight: 600; margin-top: .75rem; }
input, select { width: 100%; min-width: 0; font: inherit; padding: .6rem .7rem; border: 1px solid #767676; border-radius: .4rem; }
input[aria-invalid="true"], select[aria-invalid="true"] { border-color: var(--error); }
input:focus-visible, select:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
.row { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 1rem; row-gap: .35rem; }
.field { display: grid; gap: .35rem; min-width: 0; }
/* Side by side, the two fields share their rows: a label that wraps on a narrow phone moves both inputs down together. */
.row > .field { grid-row: span 3; grid-template-rows: subgrid; align-content: start; }
/* Long words (an e-mail, a charge id) wrap instead of widening the page. */
main { overflow-wrap: anywhere; }
/* As the transparent checkout shows them: an icon (silent for screen readers) beside each message, right under its input,
   and the summary under the Pay button, its bullets in line with its heading's text. */
input[aria-invalid="true"] { box-shadow: 0 0 0 1px var(--error); }
.error { display: flex; gap: .4em; align-items: baseline; color: var(--error); font-size: .875rem; font-weight: 500; margin: 0; }
.error::before { content: '!' / ''; flex: none; width: 1.2em; line-height: 1.2em; border-radius: 50%; text-align: center; font-weight: 700; color: #fff; background: var(--error); }
.alert { color: var(--error); background: #fdecea; border-inline-start: 4px solid; padding: .5rem .75rem; margin-top: .75rem; }
@media (prefers-color-scheme: dark) { .alert { background: #3b1a17; } }
.alert h2 { font-size: 1rem; margin: 0; }
.alert ul { margin: .35rem 0 0; padding-inline-start: 1.1rem; }
.alert li + li { margin-top: .35rem; }
/* A block, so each bullet sits on its message's first line (an inline-block puts it beside the last one). */
.alert a { color: inherit; display: block; padding-block: .15rem; }
button { font: inherit; font-weight: 600; margin-top: 1.25rem; padding: .8rem; border: 0; border-radius: .4rem; background: #1a56db; color: #fff; cursor: pointer; }
.hint { margin-top: 1.5rem; font-size: .875rem; opacity: .8; }
/* The hosted page's saved cards: a radio each and "Use another card"; the part not chosen is hidden (without :has()
   both stay shown, and the server reads the radio). */
fieldset { border: 0; margin: .75rem 0 0; padding: 0; display: grid; gap: .5rem; min-width: 0; }
legend { font-weight: 600; padding: 0; margin-bottom: .5rem; }
.choice { display: flex; align-items: center; gap: .6rem; padding: .6rem .7rem; border: 1px solid #767676; border-radius: .4rem; }
.choice input { width: auto; margin: 0; flex: none; }
.choice label { margin: 0; font-weight: 400; }
.another-card { display: grid; gap: .35rem; }
form:has(#another-card:checked) .saved-code, form:has([data-brand]:checked) .another-card { display: none; }
/* "Save this card": a checkbox under the typed card, not one of the choices' tiles. */
.save-card { border: 0; padding-inline: 0; }
`;
