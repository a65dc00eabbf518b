// How the ES entry (`pay-checkout/pay-form`) loads its on-demand files: chunks bundlers split off, fetched only when a
// reply asks for one (the installment options: when the form has a select for them; the saved cards: with a customer session). The entry uses it, and the
// element's tests put it back after swapping in their own.
import { AUTHENTICATION_FILE, INSTALLMENTS_FILE, SAVED_CARDS_FILE, type StepsLoader } from './core/on-demand';

export const esModuleLoader: StepsLoader = (file) =>
  file === AUTHENTICATION_FILE
    ? import('./authentication/challenge')
    : file === INSTALLMENTS_FILE
      ? import('./installments')
      : file === SAVED_CARDS_FILE
        ? import('./saved-cards')
        : import('./steps/steps-module');
