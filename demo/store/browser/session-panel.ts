// Shows a fraud session live on a demo page: its id, its countdown, the browser data it sent.
// Text only (textContent), so it works under Trusted Types.
import type { BrowserData, FraudSession, FraudSessionResult } from 'pay-checkout';
import { pickLang } from '../../shared/lang';
import { pagesText } from '../text/pages';

/** The panel's words, in the page's language. */
export const panelText = pagesText(pickLang({ page: document.documentElement.lang })).panel;

const byId = (id: string) => document.getElementById(id);

function setText(id: string, text: string): void {
  const el = byId(id);
  if (el) el.textContent = text;
}

function formatRemaining(ms: number): string {
  if (ms <= 0) return panelText.expired;
  const total = Math.floor(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export function renderBrowserData(data: BrowserData): void {
  const list = byId('browser-data');
  if (!list) return;
  list.replaceChildren();
  const fields: (keyof BrowserData)[] = ['ip_address', 'type', 'host_name', 'cookies_accepted', 'user_agent'];
  for (const field of fields) {
    const dt = document.createElement('dt');
    dt.textContent = field;
    const dd = document.createElement('dd');
    dd.textContent = data[field] === undefined ? panelText.notFound : String(data[field]);
    list.append(dt, dd);
  }
}

export function showError(message: string): void {
  setText('session-error', message);
}

export function attachSessionPanel(session: FraudSession): (result: FraudSessionResult) => void {
  let expiresAt: Date | undefined;
  const tick = () => setText('session-countdown', expiresAt ? formatRemaining(expiresAt.getTime() - Date.now()) : '–');
  setInterval(tick, 1000);

  const show = (result: FraudSessionResult) => {
    expiresAt = result.expiresAt;
    setText('session-id', result.sessionId);
    setText('session-expires', result.expiresAt.toLocaleTimeString(document.documentElement.lang || undefined));
    showError('');
    tick();
  };
  if (session.current) show(session.current);
  session.subscribe(show);

  byId('consume')?.addEventListener('click', () => {
    session.consume();
    setText('session-id', panelText.renewing);
    session.setup().then(show, (error: Error) => showError(error.message));
  });
  return show;
}
