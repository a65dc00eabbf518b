// The `pay-checkout/pay-form` entry: defines <pay-form> and exports its class and helpers.
import { PayForm } from './element/pay-form';

// Once only: a second copy of this module (two bundles on one page, hot reload) must not throw on define.
if (typeof customElements !== 'undefined' && !customElements.get('pay-form')) customElements.define('pay-form', PayForm);

export { PayForm };
export { readHostedReturn, type HostedReturn } from './hosted/hosted-return';
export { PayFormError, type PayFormErrorCode } from './element/errors';
export type { PayFormAttributes } from './element/attributes';
export type { CardFlow } from './card/card-flow';
export type { PayFormPayload } from './submission/form-payload';
export type { PayFormLocale, PayFormMessages } from './element/messages';
export type { PayFormState } from './element/state-machine';
export type { PayErrorDetail, PayRedirectDetail, PaySessionDetail, PaySubmitDetail, PaySuccessDetail } from './element/events';
