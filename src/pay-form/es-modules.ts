// How the ES entry (`pay-checkout/pay-form`) loads its on-demand files: chunks bundlers split off, fetched only when
// needed (./core/on-demand-files.ts). The entry uses it, and the element's tests put it back after swapping in their own.
import { CARD_FILE, DOCUMENT_FILE, INSTALLMENTS_FILE, SAVED_CARDS_FILE, STEPS_FILE } from './core/on-demand-files';
import { type StepsLoader, unavailable } from './core/on-demand';

// Each file's module by name (a bundler splits an `import()` only when it names its module).
const modules: Record<string, () => Promise<unknown>> = {
  [STEPS_FILE]: () => import('./steps/steps-module'),
  [CARD_FILE]: () => import('./authentication/card-module'),
  [INSTALLMENTS_FILE]: () => import('./installments'),
  [DOCUMENT_FILE]: () => import('./document/document-check'),
  [SAVED_CARDS_FILE]: () => import('./saved-cards'),
};

export const esModuleLoader: StepsLoader = (file) => modules[file]?.() ?? unavailable();
