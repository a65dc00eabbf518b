/**
 * How the element gets the Pix and boleto steps when a reply asks for one: each entry says how, so the card path
 * carries no step code.
 * - The ES entry (`pay-checkout/pay-form`) imports `./payment-steps` with `import()`: bundlers split it into a chunk.
 * - The script-tag build is one IIFE file, where `import()` of a module would be inlined: it imports instead the ES
 *   module built beside it, dist/cdn/pay-form-steps.js, by an address resolved against its own `<script src>`. A
 *   dynamic `import()` works from a classic script and is not a Trusted Types sink; the page's `script-src` already
 *   allows the CDN's origin.
 */
import { PayFormError } from '../core/errors';
import type * as PaymentSteps from './payment-steps';

export type StepsModule = typeof PaymentSteps;
export type StepsLoader = () => Promise<StepsModule>;

/** The steps' file beside the script-tag build (vite.config.ts, mode `cdn-steps`). */
export const STEPS_FILE = 'pay-form-steps.js';

const unavailable = () => Promise.reject(new PayFormError('PAYMENT_STEP_UNAVAILABLE'));

/** Until an entry says how (only an import of the class alone, without an entry, leaves it so). */
let loader: StepsLoader = unavailable;

/** Called by each entry once: how the steps are imported in that build. */
export function useStepsLoader(load: StepsLoader): void {
  loader = load;
}

/** The steps' module (once: the browser keeps a module imported). */
export const loadSteps = (): Promise<StepsModule> => loader();

/**
 * The script-tag build's loader: the steps' file beside the script the tag loaded (`scriptSrc`, read while that
 * script runs). `importModule` is the browser's `import()` (tests pass their own).
 */
export function stepsBesideScript(
  scriptSrc: string | undefined,
  importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): StepsLoader {
  return () => {
    let url: string;
    try {
      url = new URL(STEPS_FILE, scriptSrc || undefined).href;
    } catch {
      // No address to load it beside (the build's code inlined into a page, say).
      return unavailable();
    }
    return importModule(url) as Promise<StepsModule>;
  };
}
