// The page the script-tag tests share: fake timers and service, the tag's events recorded, console.warn silenced,
// and everything it left (session, global, DOM, storage) cleared after each test.
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeService } from './test-fetch';
import type { FraudSession } from './types';

type PayCheckoutGlobal = { session?: FraudSession; [name: string]: unknown };
export const payCheckout = () => (window as { PayCheckout?: PayCheckoutGlobal }).PayCheckout;

/** A `<script>` tag as the merchant writes it (not run: the tests call bootFromScriptTag with it). */
export function scriptTag(data: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  Object.assign(script.dataset, data);
  return script;
}

export function sessionInput(parent: HTMLElement = document.body): HTMLInputElement {
  const input = document.createElement('input');
  input.name = 'fraud_session_id';
  return parent.appendChild(input);
}

export interface ScriptTagTestPage {
  /** `pay-checkout:session` and `pay-checkout:error`, in order. */
  events: { type: string; detail: unknown }[];
  warn: ReturnType<typeof vi.spyOn>;
  service: ReturnType<typeof fakeService>;
}

export function scriptTagTestLifecycle(): ScriptTagTestPage {
  const page = { events: [] } as unknown as ScriptTagTestPage;
  const record = (event: Event) => page.events.push({ type: event.type, detail: (event as CustomEvent).detail });
  beforeEach(() => {
    vi.useFakeTimers();
    page.service = fakeService();
    vi.stubGlobal('fetch', page.service.fetch);
    page.warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.addEventListener('pay-checkout:session', record);
    document.addEventListener('pay-checkout:error', record);
  });
  afterEach(() => {
    payCheckout()?.session?.teardown();
    delete (window as { PayCheckout?: unknown }).PayCheckout;
    delete (document as { currentScript?: unknown }).currentScript; // a clobbering test's stand-in
    document.removeEventListener('pay-checkout:session', record);
    document.removeEventListener('pay-checkout:error', record);
    page.events.length = 0;
    document.body.replaceChildren();
    document.head.querySelectorAll('script').forEach((element) => element.remove());
    sessionStorage.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return page;
}
