// Entry of the script-tag build dist/cdn/pay-form.js: the fraud session script tag, plus <pay-form>.
import {
  bootFromScriptTag,
  collectBrowserData,
  createFraudSession,
  detectBrowserType,
  FraudSessionError,
  ownScriptTag,
} from '../fraud';
import { readHostedReturn } from './hosted/hosted-return';
import { PayForm } from './element/pay-form';
import { stepsBesideScript, useStepsLoader } from './core/on-demand';

// Read now: the browser names the running script only while this file runs.
const script = ownScriptTag();
// The same data-* attributes as pay-checkout.js. Without data-public-key each <pay-form public-key>
// creates its session, so the script tag's "missing key" warning would only mislead.
if (script?.dataset.publicKey !== undefined) bootFromScriptTag(script);
// The on-demand files (src/pay-form/core/on-demand-files.ts: the Pix and boleto steps, the card's code after a reply,
// the installment options) are beside this one, imported when needed.
useStepsLoader(stepsBesideScript(script?.src));

const global = window as unknown as { PayCheckout?: object };
global.PayCheckout = Object.assign(global.PayCheckout || {}, {
  createFraudSession,
  detectBrowserType,
  collectBrowserData,
  FraudSessionError,
  PayForm,
  readHostedReturn,
});
// Defined after the boot: elements already in the page (this tag at the end of <body>) upgrade now and find
// the script tag's session. Once only, as in the ESM entry.
if (!customElements.get('pay-form')) customElements.define('pay-form', PayForm);
