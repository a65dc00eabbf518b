// <pc-sandbox-clock>: the sandbox clock, always in view. Delivery times, retries and Pix and boleto deadlines follow
// it, and moving it forward (Webhooks → Sandbox clock) sets it apart from this computer's clock.
import { html, type TemplateResult } from 'lit';
import { call } from './api';
import { ConsoleElement } from './base';
import { formatDateTime, t } from './i18n';
import { WEBHOOKS_CHANGED } from './webhook-receiver';

/** How often the shown time advances between reads (the sandbox clock runs with real time, plus its moves). */
const TICK_MS = 1_000;
/** How often the clock is read again, in case another tab or a test moved it. */
const READ_EVERY_MS = 30_000;

export class SandboxClock extends ConsoleElement {
  static override properties = { offsetMs: { state: true }, now: { state: true } };

  /** The sandbox clock minus this computer's, as last read; undefined until the first read. */
  private offsetMs?: number;
  private now = Date.now();
  private ticker?: ReturnType<typeof setInterval>;
  private reader?: ReturnType<typeof setInterval>;
  private readonly onChanged = () => void this.read();

  override connectedCallback(): void {
    super.connectedCallback();
    void this.read();
    this.ticker = setInterval(() => (this.now = Date.now()), TICK_MS);
    this.reader = setInterval(() => void this.read(), READ_EVERY_MS);
    document.addEventListener(WEBHOOKS_CHANGED, this.onChanged);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.ticker);
    clearInterval(this.reader);
    document.removeEventListener(WEBHOOKS_CHANGED, this.onChanged);
  }

  private async read(): Promise<void> {
    try {
      const reading = (await call<{ now: string }>('GET', '/clock')).data.now;
      this.now = Date.now();
      this.offsetMs = new Date(reading).getTime() - this.now;
    } catch {
      // Unreadable now: the last reading keeps running, and the next read tries again.
    }
  }

  protected override render(): TemplateResult {
    const text = t();
    const shown =
      this.offsetMs === undefined ? text.loading : formatDateTime(new Date(this.now + this.offsetMs).toISOString());
    return html`<p class="sandbox-clock hint">
      <strong>${text.sandboxClock}</strong> <time>${shown}</time>. ${text.sandboxClockNote}
    </p>`;
  }
}
