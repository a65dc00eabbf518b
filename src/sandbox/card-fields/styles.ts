/**
 * The fields' stylesheet, served as /elements/card-fields.css. Everything a page may change is a custom property
 * (`--pc-…`, set by the frame from a checked style); the defaults keep the fields readable alone.
 */
export const CARD_FIELDS_CSS = `:root { color-scheme: light; font-family: var(--pc-font, system-ui, sans-serif); font-size: var(--pc-size, 16px); }
* { box-sizing: border-box; }
/* Room for the focus outline inside the frame: the page cannot draw around what is in it. */
html, body { margin: 0; padding: 0; background: transparent; }
form { display: grid; gap: .75rem; padding: 4px; }
.row { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: .75rem; }
.field { display: grid; gap: .3rem; min-width: 0; }
/* Side by side, expiry and CVV share their rows: a label that wraps moves both inputs down together. */
.row > .field { grid-row: span 2; grid-template-rows: subgrid; align-content: start; }
.row > .field label { align-self: end; }
/* The brand badge sits inside the number input's box, level with its text; the input keeps its end clear of it. */
.control { position: relative; }
.brand { position: absolute; inset-inline-end: .4em; top: 50%; transform: translateY(-50%); pointer-events: none; white-space: nowrap;
  font-size: .65em; font-weight: 700; line-height: 1.6; padding: 0 .3em; border-radius: 4px; color: #1f1f1f; background: #eef0f3; }
.brand[hidden] { display: none; }
.control:has(.brand:not([hidden])) input { padding-inline-end: calc(var(--pc-brand-width, 4em) + .6em); }
label { font-weight: 600; font-size: .875em; color: var(--pc-base-color, #1f1f1f); }
input { width: 100%; min-width: 0; font: inherit; font-weight: var(--pc-weight, 400); padding: .6em .7em; border-radius: var(--pc-radius, 6px);
  color: var(--pc-base-color, #1f1f1f); background: var(--pc-base-background, #fff); border: 1px solid var(--pc-base-border, #767676); }
input::placeholder { color: var(--pc-base-placeholder, #6b6b6b); opacity: 1; }
input:focus { outline: 3px solid var(--pc-focus-border, #1a73e8); outline-offset: 1px;
  color: var(--pc-focus-color, var(--pc-base-color, #1f1f1f)); background: var(--pc-focus-background, var(--pc-base-background, #fff)); border-color: var(--pc-focus-border, #1a73e8); }
input[aria-invalid="true"] { color: var(--pc-invalid-color, var(--pc-base-color, #1f1f1f)); background: var(--pc-invalid-background, var(--pc-base-background, #fff));
  border-color: var(--pc-invalid-border, #b3261e); }
input[aria-invalid="true"]::placeholder { color: var(--pc-invalid-placeholder, var(--pc-base-placeholder, #6b6b6b)); }
input[readonly] { opacity: .7; }
`;
