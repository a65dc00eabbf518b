import type { FraudSessionResult } from '../fraud/types';
import type { PayFormPayload } from './form-payload';

/** `pay-session`: a new fraud session id is in the form (first one, renewals, after each attempt). */
export type PaySessionDetail = FraudSessionResult;

/** `pay-submit` (cancelable): the JSON about to be sent; assign or mutate `payload` to change it. */
export interface PaySubmitDetail {
  payload: PayFormPayload;
}

/** `pay-success`: the back end's JSON reply, as received. */
export type PaySuccessDetail = Record<string, unknown>;

/** `pay-redirect` (cancelable): the checked hosted-page address; cancel to navigate yourself. */
export interface PayRedirectDetail {
  url: string;
}

/** `pay-error`: `status` is the HTTP status, 0 when no reply came; `message` is the text shown to the buyer. */
export interface PayErrorDetail {
  status: number;
  code: string;
  message: string;
}

declare global {
  interface HTMLElementEventMap {
    'pay-session': CustomEvent<PaySessionDetail>;
    'pay-submit': CustomEvent<PaySubmitDetail>;
    'pay-success': CustomEvent<PaySuccessDetail>;
    'pay-redirect': CustomEvent<PayRedirectDetail>;
    'pay-error': CustomEvent<PayErrorDetail>;
  }
}
