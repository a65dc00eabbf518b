// Entry of the script-tag build dist/cdn/pay-form.js: the fraud session script tag, plus <pay-form>.
import { bootFromScriptTag } from '../fraud/script-tag';
import { collectBrowserData, createFraudSession, detectBrowserType, FraudSessionError } from '../index';
import { PayForm, readHostedReturn } from './index';

// Read now: `currentScript` is only set while this file runs.
const script = document.currentScript as HTMLScriptElement | null;
// The same data-* attributes as pay-checkout.js. Without data-public-key each <pay-form public-key>
// creates its session, so the script tag's "missing key" warning would only mislead.
if (script?.dataset.publicKey != null) bootFromScriptTag(script);

const global = window as unknown as { PayCheckout?: object };
global.PayCheckout = Object.assign(global.PayCheckout || {}, {
  createFraudSession,
  detectBrowserType,
  collectBrowserData,
  FraudSessionError,
  PayForm,
  readHostedReturn,
});
