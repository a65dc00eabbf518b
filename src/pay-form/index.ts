// The `pay-checkout/pay-form` entry: defines <pay-form> and exports its class and helpers.
import { PayForm } from './pay-form';

// Once only: a second copy of this module (two bundles on one page, hot reload) must not throw on define.
if (typeof customElements !== 'undefined' && !customElements.get('pay-form')) customElements.define('pay-form', PayForm);

export { PayForm };
export { readHostedReturn, type HostedReturn } from './hosted-return';
export { PayFormError, type PayFormErrorCode } from './errors';
export type { PayFormAttributes } from './attributes';
export type { CardFlow } from './card-flow';
export type { PayFormPayload } from './form-payload';
export type { PayFormLocale, PayFormMessages } from './messages';
export type { PayFormState } from './state-machine';
export type { PayErrorDetail, PayRedirectDetail, PaySessionDetail, PaySubmitDetail, PaySuccessDetail } from './events';
