/**
 * The files `<pay-form>` loads on demand, one list: what the script-tag build writes beside pay-form.js (vite.config.ts,
 * scripts/build.mjs), what the loaders ask for (./on-demand.ts, src/pay-form/es-modules.ts), what the demo pins in its
 * import map, and what each size entry in .size-limit.json is checked against (scripts/bench/sizes.test.ts). No
 * imports and plain data: the build's scripts read it too. A new file is one entry here (its name exported for its
 * loader) and one size entry; tests then name what else must follow: its chunk in src/pay-form/es-modules.ts, and the
 * servers merchants copy (scripts/docs/on-demand-lists.test.ts).
 */

/** The Pix and boleto steps. */
export const STEPS_FILE = 'pay-form-steps.js';
/** The buyer's CPF or CNPJ checked and formatted. */
export const DOCUMENT_FILE = 'pay-form-document.js';
/** The card's code after a reply (the 3-D Secure challenge, the outcome read at `status-url`) and the number's groups. */
export const CARD_FILE = 'pay-form-card.js';
/** The installment options. */
export const INSTALLMENTS_FILE = 'pay-form-installments.js';
/** The buyer's saved cards (an element with a `customer-session`). */
export const SAVED_CARDS_FILE = 'pay-form-saved-cards.js';

export interface OnDemandFile {
  /** Its name beside pay-form.js (dist/cdn/). */
  readonly file: string;
  /** The source module built into it. */
  readonly entry: string;
}

export const ON_DEMAND_FILES: readonly OnDemandFile[] = [
  { file: STEPS_FILE, entry: 'src/pay-form/steps/steps-module.ts' },
  { file: CARD_FILE, entry: 'src/pay-form/authentication/card-module.ts' },
  { file: INSTALLMENTS_FILE, entry: 'src/pay-form/installments/index.ts' },
  { file: DOCUMENT_FILE, entry: 'src/pay-form/document/document-check.ts' },
  { file: SAVED_CARDS_FILE, entry: 'src/pay-form/saved-cards/index.ts' },
];

/** The name of the on-demand files' build mode in vite.config.ts: `${ON_DEMAND_MODE}<file>`. */
export const ON_DEMAND_MODE = 'cdn-on-demand:';
