/**
 * The script the service serves at /elements/card-fields.js: the secure card fields' frame (frame.ts), or, on the
 * hosted card page, the same formatting as typed for that page's own inputs (as-typed.ts) — one set of card display
 * rules for both surfaces.
 */
import { HOSTED_FORM_SELECTOR } from '../interface/card-display';
import { formatAsTyped } from './as-typed';
import { startFrame } from './frame';

const hostedForm = document.querySelector<HTMLFormElement>(HOSTED_FORM_SELECTOR);
if (hostedForm) formatAsTyped(hostedForm);
else startFrame({ document, location, parent: window.parent === window ? null : window.parent });
