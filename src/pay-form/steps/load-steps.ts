/** The on-demand modules the card path's step controller loads (see src/pay-form/core/on-demand.ts), typed. */
import { AUTHENTICATION_FILE, loadOnDemand, STEPS_FILE } from '../core/on-demand';
import type * as StepsModuleExports from './payment-steps';
import type * as Authentication from '../authentication/challenge';

export type StepsModule = typeof StepsModuleExports;
export type AuthenticationModule = typeof Authentication;

/** The steps' module. */
export const loadSteps = (): Promise<StepsModule> => loadOnDemand(STEPS_FILE) as Promise<StepsModule>;

/** The card authentication dialog's module. */
export const loadAuthentication = (): Promise<AuthenticationModule> =>
  loadOnDemand(AUTHENTICATION_FILE) as Promise<AuthenticationModule>;
