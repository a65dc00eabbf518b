/** The on-demand modules the element and the card path's step controller load (see src/pay-form/core/on-demand.ts), typed. */
import { AUTHENTICATION_FILE, INSTALLMENTS_FILE, loadOnDemand, STEPS_FILE } from '../core/on-demand';
import type * as StepsModuleExports from './steps-module';
import type * as Authentication from '../authentication/challenge';
import type * as Installments from '../installments';

export type StepsModule = typeof StepsModuleExports;
export type AuthenticationModule = typeof Authentication;
export type InstallmentsModule = typeof Installments;

/** The steps' module. */
export const loadSteps = (): Promise<StepsModule> => loadOnDemand(STEPS_FILE) as Promise<StepsModule>;

/** The card authentication dialog's module. */
export const loadAuthentication = (): Promise<AuthenticationModule> =>
  loadOnDemand(AUTHENTICATION_FILE) as Promise<AuthenticationModule>;

/** The installment options' module. */
export const loadInstallments = (): Promise<InstallmentsModule> =>
  loadOnDemand(INSTALLMENTS_FILE) as Promise<InstallmentsModule>;
