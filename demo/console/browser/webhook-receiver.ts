// <pc-webhook-receiver>: the store's own webhook receiver — its URL and endpoint, a switch that makes it answer 500
// (the next N deliveries, or every delivery for some minutes) to watch the service retry — and the sandbox clock,
// which runs the retries that fall due when moved forward. Tells the deliveries list to refresh after each change.
import { html, nothing, type TemplateResult } from 'lit';
import { call, type ReceiverInfo } from './api';
import { ConsoleElement, uid } from './base';
import { FormErrors, formData, integer, renderField, renderSummary } from './forms';
import { formatDateTime, t, type Announcement } from './i18n';
import { save, forgetOutcome } from './saving';
import { liveStatus } from './ui';

/** Clock moves offered: the retry schedule's steps, and one past all of it. */
const ADVANCE_CHOICES = [5, 300, 1800, 7200, 18000, 36000, 100000];
export const WEBHOOKS_CHANGED = 'pc-webhooks-changed';
const RECEIVER_REFRESH_MS = 5_000;

export class WebhookReceiver extends ConsoleElement {
  static override properties = { info: { state: true }, busy: { state: true }, announcement: { state: true } };

  private info?: ReceiverInfo;
  busy = false;
  announcement: Announcement = '';
  private readonly countForm = new FormErrors(this, uid('fail-count'), false);
  private readonly minutesForm = new FormErrors(this, uid('fail-minutes'), false);
  private readonly clockForm = new FormErrors(this, uid('clock'), false);
  readonly forms = [this.countForm, this.minutesForm, this.clockForm];

  protected override forgetLastOutcome(): void {
    forgetOutcome(this);
  }

  private timer?: ReturnType<typeof setInterval>;
  private readonly onChanged = () => void this.read();

  override connectedCallback(): void {
    super.connectedCallback();
    // Deliveries use up the failures asked for: the panel reads what is left after every change, and every few seconds
    // while retries fall due on their own.
    document.addEventListener(WEBHOOKS_CHANGED, this.onChanged);
    this.timer = setInterval(this.onChanged, RECEIVER_REFRESH_MS);
    void this.read();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener(WEBHOOKS_CHANGED, this.onChanged);
    clearInterval(this.timer);
  }

  private async read(): Promise<void> {
    if (this.busy) return;
    try {
      this.info = (await call<ReceiverInfo>('GET', '/receiver')).data;
    } catch {
      // Kept as last read: the next change or tick tries again.
    }
  }

  private changed(): void {
    this.emit(WEBHOOKS_CHANGED);
  }

  private async setFailures(
    form: FormErrors,
    field: 'count' | 'minutes',
    value: number | string | undefined,
  ): Promise<void> {
    await save(this, form, [field], async () => {
      this.info = (await call<ReceiverInfo>('PUT', '/receiver/failures', { [field]: value ?? null })).data;
      return (words) => words.receiverChanged;
    });
  }

  private onFailNext(event: SubmitEvent): void {
    event.preventDefault();
    void this.setFailures(this.countForm, 'count', integer(formData(event), 'count'));
  }

  private onFailFor(event: SubmitEvent): void {
    event.preventDefault();
    void this.setFailures(this.minutesForm, 'minutes', integer(formData(event), 'minutes'));
  }

  private async restore(): Promise<void> {
    await save(this, this.countForm, [], async () => {
      this.info = (await call<ReceiverInfo>('DELETE', '/receiver/failures')).data;
      return (words) => words.receiverChanged;
    });
  }

  private async onMoveClock(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const seconds = integer(formData(event), 'advance_seconds');
    const moved = await save(this, this.clockForm, ['advance_seconds'], async () => {
      const now = (await call<{ now: string }>('POST', '/clock', { advance_seconds: seconds })).data.now;
      return (words) => words.clockMoved(formatDateTime(now));
    });
    if (moved) this.changed();
  }

  private stateLine(): string {
    const text = t();
    const failures = this.info?.failures;
    if (failures?.until) return text.receiverFailingUntil(formatDateTime(failures.until));
    if (failures?.remaining) return text.receiverFailingNext(failures.remaining);
    return text.receiverAnswering;
  }

  protected override render(): TemplateResult {
    const text = t();
    const info = this.info;
    return html`<section class="panel" aria-labelledby="receiver-title">
      <h3 id="receiver-title">${text.receiver}</h3>
      <dl class="facts">
        <dt>${text.receiverUrl}</dt><dd><code>${info?.url ?? text.none}</code></dd>
        <dt>${text.endpointId}</dt><dd>${info ? (info.endpoint_id ? html`<code>${info.endpoint_id}</code>` : text.receiverUnregistered) : text.none}</dd>
        <dt>${text.receiverState}</dt><dd class="receiver-state">${this.stateLine()}</dd>
      </dl>
      <p class="hint">${text.failHint}</p>
      <form class="console-form inline-grid" novalidate @submit=${this.onFailNext}>
        ${renderSummary(this.countForm)}
        ${renderField(this.countForm, { name: 'count', label: text.failCount, type: 'number', value: 1, inputmode: 'numeric' })}
        <button type="submit" ?disabled=${this.busy}>${text.failNext}</button>
      </form>
      <form class="console-form inline-grid" novalidate @submit=${this.onFailFor}>
        ${renderSummary(this.minutesForm)}
        ${renderField(this.minutesForm, { name: 'minutes', label: text.failMinutes, type: 'number', value: 2, inputmode: 'numeric' })}
        <button type="submit" ?disabled=${this.busy}>${text.failFor}</button>
      </form>
      ${
        info && (info.failures.remaining || info.failures.until)
          ? html`<p><button type="button" class="secondary" ?disabled=${this.busy} @click=${() => void this.restore()}>${text.receiverRestore}</button></p>`
          : nothing
      }
      <h3>${text.clock}</h3>
      <p class="hint">${text.clockHint}</p>
      <form class="console-form inline-grid" novalidate @submit=${this.onMoveClock}>
        ${renderSummary(this.clockForm)}
        ${renderField(this.clockForm, {
          name: 'advance_seconds',
          label: text.advanceBy,
          type: 'select',
          value: '5',
          options: ADVANCE_CHOICES.map((seconds) => ({ value: String(seconds), label: text.advanceChoices[seconds] })),
        })}
        <button type="submit" ?disabled=${this.busy}>${text.moveClock}</button>
      </form>
      ${liveStatus(this.announcement)}
    </section>`;
  }
}
