import { collectBrowserData } from './browser-data';
import { detectBrowserType } from './browser-type';
import { FraudSessionError } from './errors';
import { createFraudSession } from './session';
import type { FraudSession, FraudSessionResult } from './types';

const warn = (message: string) => console.warn(`[pay-checkout] ${message}`);

/**
 * What `<script src="…/pay-checkout.js" data-public-key="pk_…">` does at load: creates the fraud session
 * from the tag's data attributes, sets it up, writes its id into every `input[name="fraud_session_id"]`
 * and announces it on `document`. Never throws and never leaves a rejection unhandled: a failure is one
 * `pay-checkout:error` event and one console line, and the checkout goes on without fraud data.
 */
export function bootFromScriptTag(script: HTMLOrSVGScriptElement | null): FraudSession | undefined {
  const data = (script as HTMLElement | null)?.dataset || {};
  const { publicKey, ipLookup } = data;
  const session =
    publicKey != null
      ? createFraudSession(publicKey, {
          apiBase: data.apiBase,
          ipLookup: ipLookup == 'false' || ipLookup == 'off' ? false : ipLookup || undefined,
          timeoutMs: +(data.timeout as string) || undefined,
        })
      : undefined;
  const global = window as unknown as { PayCheckout?: object };
  // Merge: the <pay-form> build sets its own fields on the same global.
  global.PayCheckout = Object.assign(global.PayCheckout || {}, {
    session,
    createFraudSession,
    detectBrowserType,
    collectBrowserData,
    FraudSessionError,
  });
  if (!session) {
    warn('data-public-key is missing on the script tag: no fraud session.');
    return;
  }

  let announced: string | undefined;
  const fill = (sessionId: string) =>
    document.querySelectorAll<HTMLInputElement>('input[name="fraud_session_id"]').forEach((input) => (input.value = sessionId));
  const announce = ({ sessionId, expiresAt }: FraudSessionResult) => {
    fill(sessionId);
    // setup() and subscribe() both report the first session: announce each id once.
    if (announced == sessionId) return;
    announced = sessionId;
    document.dispatchEvent(new CustomEvent('pay-checkout:session', { detail: { sessionId, expiresAt } }));
  };
  session.subscribe(announce);
  session.setup().then(announce, (error: FraudSessionError) => {
    document.dispatchEvent(new CustomEvent('pay-checkout:error', { detail: { code: error.code, message: error.message } }));
    warn(error.message);
  });
  // Inputs parsed after this script get the id too.
  document.addEventListener('DOMContentLoaded', () => {
    const current = session.current;
    if (current) fill(current.sessionId);
  });
  return session;
}
