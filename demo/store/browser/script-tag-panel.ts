// Reads what the script tag did (window.PayCheckout) and shows it; the merchant needs none of this.
import type { FraudSession, BrowserData } from 'pay-checkout';
import { attachSessionPanel, panelText, renderBrowserData, showError } from './session-panel';

interface PayCheckoutGlobal {
  session?: FraudSession;
  collectBrowserData?: (options?: { ipLookup?: string }) => Promise<BrowserData>;
}
const global = (window as unknown as { PayCheckout?: PayCheckoutGlobal }).PayCheckout;

if (global?.session) {
  attachSessionPanel(global.session);
  const ipLookup = document.querySelector<HTMLScriptElement>('script[data-public-key]')?.dataset.ipLookup;
  global.collectBrowserData?.({ ipLookup }).then(renderBrowserData, () => undefined);
} else {
  showError(panelText.scriptMissing);
}
document.addEventListener('pay-checkout:error', (event) => {
  const detail = (event as CustomEvent<{ message: string }>).detail;
  showError(panelText.noSession(detail.message));
});
