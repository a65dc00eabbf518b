/**
 * Firefox ESR (Debian's `firefox-esr`, checked with 153) speaks WebDriver BiDi but lacks
 * `emulation.setMediaFeaturesOverride`, which Playwright (1.65) sends on every new page and context; the browser
 * answers "unknown command" and Playwright gives up. This shim answers that one command with an empty success, in the
 * process that drives the browser, before it reaches the browser. Every other message goes through untouched
 * (Chromium speaks CDP over a pipe and never meets this transport's BiDi commands).
 *
 * It hooks Playwright's WebSocket transport, which is internal: if that shape changes, the shim throws at start-up
 * with what to look at, rather than letting the Firefox project fail later with an obscure protocol error.
 */
import { createRequire } from 'node:module';
import { TestingKitError } from './errors';

const MISSING_COMMAND = 'emulation.setMediaFeaturesOverride';
const INSTALLED = Symbol.for('pay-checkout.testing.firefox-bidi-shim');

interface BidiCommand {
  id?: number;
  method?: string;
}
interface Transport {
  send(message: BidiCommand): void;
  onmessage?: (message: unknown) => void;
}
type CoreBundle = { server?: { WebSocketTransport?: { prototype: Transport & { [INSTALLED]?: true } } } };

/**
 * The playwright-core that this project's `@playwright/test` runs on (through `playwright`), so that the transport
 * patched is the one the runner uses even where npm installed several copies.
 */
function runnersCore(): CoreBundle {
  const fromHere = createRequire(import.meta.url);
  const fromTest = createRequire(fromHere.resolve('@playwright/test'));
  const fromPlaywright = createRequire(fromTest.resolve('playwright'));
  return fromPlaywright('playwright-core/lib/coreBundle') as CoreBundle;
}

export function installFirefoxBidiShim(): void {
  const transport = runnersCore().server?.WebSocketTransport?.prototype;
  if (!transport || typeof transport.send !== 'function') {
    throw new TestingKitError(
      'firefox_shim_outdated',
      "The Firefox BiDi shim found no playwright-core server.WebSocketTransport.prototype.send: Playwright's internals changed. " +
        `Check whether Firefox ESR now answers ${MISSING_COMMAND}, or hook the new transport (pay-checkout/testing, firefox-bidi-shim).`,
    );
  }
  if (transport[INSTALLED]) return;
  const send = transport.send;
  transport.send = function (this: Transport, message: BidiCommand) {
    if (message?.method !== MISSING_COMMAND) return send.call(this, message);
    // Answered like the browser would, on a later turn, so Playwright's callback is registered first.
    setImmediate(() => this.onmessage?.({ type: 'success', id: message.id, result: {} }));
  };
  transport[INSTALLED] = true;
}
