import { collectBrowserData } from './browser-data';
import { detectBrowserType } from './browser-type';
import {
  dispatchToDocument,
  isCurrentScriptClobbered,
  isDocumentLoading,
  listenToDocument,
  queryDocument,
  queryWithin,
  runningScript,
} from '../interface/browser/dom';
import { isLoadingScript } from '../interface/browser/script-tag';
import { FraudSessionError } from './errors';
import { createFraudSession } from './session';
import type { FraudSession, FraudSessionOptions, FraudSessionResult, IpLookup } from './types';

const warn = (message: string) => console.warn(`[pay-checkout] ${message}`);

const NO_LOOKUP = /^(false|off)$/;

/** An `ip-lookup` attribute as an option: `false`/`off` for none; empty for the default. */
export function ipLookupAttribute(value?: string): IpLookup | undefined {
  if (!value) return undefined;
  if (NO_LOOKUP.test(value)) return false;
  return value;
}

/** A `data-timeout` attribute in milliseconds; empty, zero or not a number for the default. */
function timeoutAttribute(value?: string): number | undefined {
  return Number(value) || undefined; // 0 and NaN: the default
}

/** The session options of a script tag's data attributes. Empty or invalid ones fall back to the defaults. */
export function scriptTagOptions({ apiBase, ipLookup, timeout }: DOMStringMap): FraudSessionOptions {
  return { apiBase, ipLookup: ipLookupAttribute(ipLookup), timeoutMs: timeoutAttribute(timeout) };
}

/**
 * The `<script>` tag of a script-tag build, read while the file runs: its own tag when it is a classic script
 * (`async` and `defer` too). In a `type="module"` script, which has none, the first `script[data-public-key]` that
 * loads a script (an inert `type="text/plain"` tag is data anyone can inject).
 * An element of the page named `currentScript` never stands in for it: one console line says it was there.
 */
export function ownScriptTag(): HTMLScriptElement | null {
  if (isCurrentScriptClobbered()) {
    warn(
      'an element of the page is named "currentScript" (injected markup?): ignored, the settings come from the <script> tag',
    );
  }
  const running = runningScript();
  if (running) return running;
  const taggedScripts = Array.from(queryDocument('script[data-public-key]'));
  return taggedScripts.find(isLoadingScript) ?? null;
}

/** The global the script-tag builds share (`window.PayCheckout`). */
interface PayCheckoutGlobal {
  PayCheckout?: { session?: FraudSession };
}

const SESSION_INPUTS = 'input[name=fraud_session_id]';

/** Puts the live id, or none, into every session input of the page: a used or expired id only gets the charge refused. */
function fillSessionInputs(result?: FraudSessionResult): void {
  const sessionId = result?.sessionId ?? '';
  queryDocument<HTMLInputElement>(SESSION_INPUTS).forEach((input) => {
    input.value = sessionId;
  });
}

/** Dispatched on the document with each id of the script tag's session (`<pay-form>` listens for it). */
export const PAGE_SESSION_EVENT = 'pay-checkout:session';

/** The session's id in the inputs, and `pay-checkout:session` on the document. */
function announce(result: FraudSessionResult): void {
  fillSessionInputs(result);
  dispatchToDocument(new CustomEvent(PAGE_SESSION_EVENT, { detail: result }));
}

/** Resolves once the page is parsed (at once when it is already). */
function whenParsed(): Promise<void> {
  return new Promise((resolve) => {
    if (isDocumentLoading()) listenToDocument('DOMContentLoaded', () => resolve());
    else resolve();
  });
}

/**
 * Sets the session up and reports the first outcome: `pay-checkout:session`, or `pay-checkout:error` and one console
 * line. While the page is still parsing, it waits for DOMContentLoaded: a session restored from the previous page (or
 * a refused key) is known at once, before the merchant's own scripts, further down, have added their listeners.
 */
function reportFirstOutcome(session: FraudSession): void {
  const parsed = whenParsed();
  session
    .setup()
    .then(
      (result) => parsed.then(() => announce(result)),
      ({ code, message }: FraudSessionError) =>
        parsed.then(() => {
          dispatchToDocument(new CustomEvent('pay-checkout:error', { detail: { code, message } }));
          warn(message);
        }),
    )
    // Subscribed only now, so that the first session is announced once: later ones are renewals
    // and sessions after consume().
    .finally(() => session.subscribe(announce));
}

/**
 * Inputs parsed after this script get the id too, and so do inputs an SPA adds later, when their form is submitted
 * (capture: before the merchant's own submit handlers read it). A form that posts natively (no script prevented it)
 * takes the id to the merchant's back end, which charges with it: the id is used up, and the next one is fetched at
 * once, so the next page (or this one, after Back) has it. Listens until the session's teardown().
 */
function keepInputsFilled(session: FraudSession): void {
  const { signal } = session;
  const refill = () => fillSessionInputs(session.current);
  listenToDocument('DOMContentLoaded', refill, { signal });
  // After the session's own wake-up check (registered first): the id the tab holds now, or none.
  listenToDocument('visibilitychange', refill, { signal });
  addEventListener('pageshow', (event) => event.persisted && refill(), { signal });
  listenToDocument('submit', refill, { capture: true, signal });
  const afterNativeSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented || !queryWithin(event.target as HTMLFormElement, SESSION_INPUTS)) return;
    session.consume();
    // Once the form's data has been read (after this event): the next id if it came already, else none.
    setTimeout(refill);
    session.setup().catch(() => {});
  };
  addEventListener('submit', afterNativeSubmit, { signal });
}

/**
 * What `<script src="…/pay-checkout.js" data-public-key="pk_…">` does at load: creates the fraud session
 * from the tag's data attributes, sets it up, writes its id into every `input[name="fraud_session_id"]`
 * and announces it on `document`. Never throws, never leaves a rejection unhandled: a failure is one
 * `pay-checkout:error` event and one console line, and the checkout goes on without fraud data.
 */
export function bootFromScriptTag(script: HTMLOrSVGScriptElement | null): FraudSession | undefined {
  const data = script?.dataset ?? {};
  const session = data.publicKey ? createFraudSession(data.publicKey, scriptTagOptions(data)) : undefined;
  const global = window as PayCheckoutGlobal;
  // The same session booted already (pay-checkout.js twice, or beside pay-form.js with the same key):
  // it is announced, filled and reported once.
  if (session && global.PayCheckout?.session === session) return session;
  // Merge: the <pay-form> build sets its own fields on the same global.
  global.PayCheckout = Object.assign(global.PayCheckout || {}, {
    session,
    createFraudSession,
    detectBrowserType,
    collectBrowserData,
    FraudSessionError,
  });
  if (!session) {
    warn('no data-public-key');
    return undefined;
  }
  reportFirstOutcome(session);
  keepInputsFilled(session);
  return session;
}
