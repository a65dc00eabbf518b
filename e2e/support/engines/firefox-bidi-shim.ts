/**
 * Firefox ESR 153 speaks WebDriver BiDi but lacks `emulation.setMediaFeaturesOverride`, which Playwright 1.65 sends on
 * every new page and context; the browser answers "unknown command" and Playwright gives up. This shim answers that
 * one command with an empty success, in the test process, before it reaches the browser. Every other message goes
 * through untouched (Chromium speaks CDP over a pipe and never meets this transport's BiDi commands).
 *
 * It hooks Playwright's WebSocket transport, which is internal: if that shape changes, the shim throws at start-up
 * with what to look at, rather than letting the Firefox project fail later with an obscure protocol error.
 */
import { createRequire } from 'node:module';

const MISSING_COMMAND = 'emulation.setMediaFeaturesOverride';
const INSTALLED = Symbol.for('pay-checkout.e2e.firefox-bidi-shim');

interface BidiCommand {
  id?: number;
  method?: string;
}
interface Transport {
  send(message: BidiCommand): void;
  onmessage?: (message: unknown) => void;
}

export class FirefoxShimError extends Error {
  readonly code = 'firefox_bidi_shim_outdated';
}

export function installFirefoxBidiShim(): void {
  const require = createRequire(import.meta.url);
  const core = require('playwright-core/lib/coreBundle') as {
    server?: { WebSocketTransport?: { prototype: Transport & { [INSTALLED]?: true } } };
  };
  const transport = core.server?.WebSocketTransport?.prototype;
  if (!transport || typeof transport.send !== 'function') {
    throw new FirefoxShimError(
      "The Firefox BiDi shim found no playwright-core server.WebSocketTransport.prototype.send: Playwright's internals changed. " +
        `Check whether Firefox ESR now answers ${MISSING_COMMAND}, or hook the new transport (e2e/support/engines/firefox-bidi-shim.ts).`,
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
