// The `pay-checkout/pay-form` entry: defines <pay-form> and exports its class and helpers.
import { PayForm } from './element/pay-form';
import { useStepsLoader } from './core/on-demand';
import { esModuleLoader } from './es-modules';

useStepsLoader(esModuleLoader);

// Once only: a second copy of this module (two bundles on one page, hot reload) must not throw on define.
if (typeof customElements !== 'undefined' && !customElements.get('pay-form'))
  customElements.define('pay-form', PayForm);

export { PayForm };
export { readHostedReturn, type HostedReturn } from './hosted/hosted-return';
export { PayFormError, type PayFormErrorCode } from './core/errors';
export type { PayFormAttributes } from './element/attributes';
export type { CardFlow } from './card/card-flow';
export type { PayFormPayload } from './core/form-payload';
export type { PayFormLocale, PayFormMessages } from './core/messages';
export type { PayFormState } from './core/state-machine';
export type {
  PayBoletoDetail,
  PayErrorDetail,
  PayPendingDetail,
  PayPendingReason,
  PayPixDetail,
  PayRedirectDetail,
  PaySavedCardDetail,
  PaySessionDetail,
  PayStatusDetail,
  PaySubmitDetail,
  PaySuccessDetail,
} from './core/events';
