// How the ES entry (`pay-checkout/pay-form`) loads its on-demand files: chunks bundlers split off, fetched only when a
// reply asks for one (the installment options: when the form has a select for them). The entry uses it, and the
// element's tests put it back after swapping in their own.
import { AUTHENTICATION_FILE, INSTALLMENTS_FILE, type StepsLoader } from './core/on-demand';

export const esModuleLoader: StepsLoader = (file) =>
  file === AUTHENTICATION_FILE
    ? import('./authentication/challenge')
    : file === INSTALLMENTS_FILE
      ? import('./installments')
      : import('./steps/steps-module');
