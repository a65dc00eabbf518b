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

/** An `ip-lookup` attribute as an option: `false`/`off` for none; empty for the default. */
export const ipLookupAttribute = (value?: string): IpLookup | undefined => (/^(false|off)$/.test(value as string) ? false : value || undefined);

/** The session options of a script tag's data attributes. Empty or invalid ones fall back to the defaults. */
export const scriptTagOptions = ({ apiBase, ipLookup, timeout }: DOMStringMap): FraudSessionOptions => ({
  apiBase,
  ipLookup: ipLookupAttribute(ipLookup),
  timeoutMs: +(timeout as string) || undefined,
});

/**
 * The `<script>` tag of a script-tag build, read while the file runs: its own tag when it is a classic script
 * (`async` and `defer` too). In a `type="module"` script, which has none, the first `script[data-public-key]` that
 * loads a script (an inert `type="text/plain"` tag is data anyone can inject).
 * An element of the page named `currentScript` never stands in for it: one console line says it was there.
 */
export function ownScriptTag(): HTMLScriptElement | null {
  if (isCurrentScriptClobbered()) {
    warn('an element of the page is named "currentScript" (injected markup?): ignored, the settings come from the <script> tag');
  }
  const taggedScripts = Array.from(queryDocument('script[data-public-key]'));
  return runningScript() || taggedScripts.find(isLoadingScript) || null;
}

/**
 * What `<script src="…/pay-checkout.js" data-public-key="pk_…">` does at load: creates the fraud session
 * from the tag's data attributes, sets it up, writes its id into every `input[name="fraud_session_id"]`
 * and announces it on `document`. Never throws, never leaves a rejection unhandled: a failure is one
 * `pay-checkout:error` event and one console line, and the checkout goes on without fraud data.
 */
export function bootFromScriptTag(script: HTMLOrSVGScriptElement | null): FraudSession | undefined {
  const data = script?.dataset || {};
  const session = data.publicKey ? createFraudSession(data.publicKey, scriptTagOptions(data)) : undefined;
  const global = window as { PayCheckout?: { session?: FraudSession } };
  // The same session booted already (pay-checkout.js twice, or beside pay-form.js with the same key):
  // it is announced, filled and reported once.
  if (session && global.PayCheckout?.session == session) return session;
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
    return;
  }

  // Always the live id, or none: an id used up or past its expiry would only get the charge refused.
  const fill = (result?: FraudSessionResult) => {
    const inputs = queryDocument<HTMLInputElement>('input[name=fraud_session_id]');
    inputs.forEach((input) => {
      input.value = result?.sessionId || '';
    });
  };
  const announce = (result: FraudSessionResult) => {
    fill(result);
    dispatchToDocument(new CustomEvent('pay-checkout:session', { detail: result }));
  };
  // While the page is still parsing, the first outcome waits for DOMContentLoaded: a session restored
  // from the previous page (or a refused key) is known at once, before the merchant's own scripts,
  // further down, have added their listeners.
  const loaded = new Promise<void>((resolve) => {
    if (isDocumentLoading()) listenToDocument('DOMContentLoaded', () => resolve());
    else resolve();
  });
  session
    .setup()
    .then(
      (result) => loaded.then(() => announce(result)),
      ({ code, message }: FraudSessionError) =>
        loaded.then(() => {
          dispatchToDocument(new CustomEvent('pay-checkout:error', { detail: { code, message } }));
          warn(message);
        }),
    )
    // Subscribed only now, so that the first session is announced once: later ones are renewals
    // and sessions after consume().
    .finally(() => session.subscribe(announce));
  // Inputs parsed after this script get the id too, and so do inputs an SPA adds later, when their form
  // is submitted (capture: before the merchant's own submit handlers read it).
  // Removed by the session's teardown().
  const { signal } = session;
  const refill = () => fill(session.current);
  listenToDocument('DOMContentLoaded', refill, { signal });
  // After the session's own wake-up check (registered first): the id the tab holds now, or none.
  listenToDocument('visibilitychange', refill, { signal });
  addEventListener('pageshow', (event) => event.persisted && refill(), { signal });
  listenToDocument('submit', refill, { capture: true, signal });
  // A form that posts natively (no script prevented it) takes the id to the merchant's back end, which charges with
  // it: the id is used up. The next one is fetched at once, so the next page (or this one, after Back) has it.
  addEventListener(
    'submit',
    (event) => {
      if (!event.defaultPrevented && queryWithin(event.target as HTMLFormElement, 'input[name=fraud_session_id]')) {
        session.consume();
        // Once the form's data has been read (after this event): the next id if it came already, else none.
        setTimeout(refill);
        session.setup().catch(() => {});
      }
    },
    { signal },
  );
  return session;
}
