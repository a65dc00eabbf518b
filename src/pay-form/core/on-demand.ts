/**
 * How the element gets its on-demand files (./on-demand-files.ts: the Pix and boleto steps, the card's code after a
 * reply, the installment options, the document check, the saved cards) when it needs one: each entry says how, so the card path carries
 * none of their code. A loader is given the file's name from that list. Each file's typed accessor lives with the code that calls it
 * (src/pay-form/steps/load-steps.ts, src/pay-form/document/document-input.ts).
 * - The ES entry (`pay-checkout/pay-form`) imports each module with `import()`: bundlers split it into a chunk.
 * - The script-tag build is one IIFE file, where `import()` of a module would be inlined: it imports instead the ES
 *   module built beside it (dist/cdn/pay-form-steps.js, …), by an address resolved against its own `<script src>`. A
 *   dynamic `import()` works from a classic script and is not a Trusted Types sink; the page's `script-src` already
 *   allows the CDN's origin.
 */
import { PayFormError } from './errors';

export { CARD_FILE, DOCUMENT_FILE, INSTALLMENTS_FILE, SAVED_CARDS_FILE, STEPS_FILE } from './on-demand-files';

export type StepsLoader = (file: string) => Promise<unknown>;

/** What a loader answers for a file it cannot give. */
export const unavailable = (): Promise<never> => Promise.reject(new PayFormError('PAYMENT_STEP_UNAVAILABLE'));

/**
 * An on-demand file's module (once: the browser keeps a module imported). Until an entry says how, it refuses (only an
 * import of the class alone, without an entry, leaves it so).
 */
export let loadOnDemand: StepsLoader = unavailable;

/** Called by each entry once: how the on-demand files are imported in that build. */
export function useStepsLoader(load: StepsLoader): void {
  loadOnDemand = load;
}

/**
 * The script-tag build's loader: the file asked for beside the script the tag loaded (`scriptSrc`, read while that
 * script runs). `importModule` is the browser's `import()` (tests pass their own).
 */
export function stepsBesideScript(
  scriptSrc: string | undefined,
  importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): StepsLoader {
  return (file) => {
    let url: string;
    try {
      url = new URL(file, scriptSrc || undefined).href;
    } catch {
      // No address to load it beside (the build's code inlined into a page, say).
      return unavailable();
    }
    return importModule(url);
  };
}
