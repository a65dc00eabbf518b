/** The on-demand modules the element and the card path's step controller load (see src/pay-form/core/on-demand.ts), typed. */
import { CARD_FILE, INSTALLMENTS_FILE, loadOnDemand, STEPS_FILE } from '../core/on-demand';
import type * as StepsModuleExports from './steps-module';
import type * as Card from '../authentication/card-module';
import type * as Installments from '../installments';

export type StepsModule = typeof StepsModuleExports;
export type CardModule = typeof Card;
export type InstallmentsModule = typeof Installments;

/** The steps' module. */
export const loadSteps = (): Promise<StepsModule> => loadOnDemand(STEPS_FILE) as Promise<StepsModule>;

/** The card's module: what follows a card reply, and the number's groups. */
export const loadCard = (): Promise<CardModule> => loadOnDemand(CARD_FILE) as Promise<CardModule>;

/** The installment options' module. */
export const loadInstallments = (): Promise<InstallmentsModule> =>
  loadOnDemand(INSTALLMENTS_FILE) as Promise<InstallmentsModule>;
