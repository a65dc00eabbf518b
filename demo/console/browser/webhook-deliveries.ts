// <pc-webhook-deliveries>: the console merchant's webhook deliveries, newest first — each with every attempt (when,
// status code or error, duration) and its next attempt — filtered by status, event and endpoint, with Redeliver.
// It refreshes itself every few seconds while shown (rows keyed by delivery, so a button stays on its delivery).
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from 'pay-checkout/client';
import {
  asConsoleError,
  call,
  queryString,
  type ConsoleError,
  type Pagination,
  type ReceiverInfo,
  type WebhookAttempt,
  type WebhookDelivery,
} from './api';
import { ConsoleElement, startAction } from './base';
import { formatDateTime, t, type Announcement } from './i18n';
import { href } from './router';
import { badge, liveStatus, loadError, pager, scrollBox } from './ui';
import { WEBHOOKS_CHANGED } from './webhook-receiver';

const PAGE_SIZE = 10;
const AUTO_REFRESH_MS = 5_000;
/** A redelivery is sent after the reply: the list is read again once its attempt has had a moment. */
const AFTER_REDELIVERY_MS = 600;

export class WebhookDeliveries extends ConsoleElement {
  static override properties = {
    items: { state: true },
    pagination: { state: true },
    error: { state: true },
    announcement: { state: true },
    redelivering: { state: true },
    receiverOnly: { state: true },
    autoRefresh: { state: true },
  };

  private items: WebhookDelivery[] = [];
  private pagination?: Pagination;
  private error?: ConsoleError;
  private announcement: Announcement = '';
  private redelivering = new Set<string>();
  private receiverOnly = true;
  private autoRefresh = true;
  private receiverEndpoint?: string | null;
  private status = '';
  private eventType = '';
  private page = 1;
  private timer?: ReturnType<typeof setInterval>;
  private readonly onChanged = () => void this.load();

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener(WEBHOOKS_CHANGED, this.onChanged);
    this.timer = setInterval(() => this.autoRefresh && void this.load(), AUTO_REFRESH_MS);
    void this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener(WEBHOOKS_CHANGED, this.onChanged);
    clearInterval(this.timer);
  }

  private async start(): Promise<void> {
    this.receiverEndpoint = await call<ReceiverInfo>('GET', '/receiver').then(
      (reply) => reply.data.endpoint_id,
      () => null,
    );
    await this.load();
  }

  /** Reads the page again; quiet (no announcement) so the refresh does not talk over the operator. */
  async load(): Promise<void> {
    const endpoint = this.receiverOnly ? (this.receiverEndpoint ?? undefined) : undefined;
    try {
      const reply = await call<WebhookDelivery[]>(
        'GET',
        `/webhook-deliveries${queryString({ status: this.status, event_type: this.eventType, endpoint_id: endpoint, page: this.page, limit: PAGE_SIZE })}`,
      );
      this.items = reply.data;
      this.pagination = reply.pagination;
      this.error = undefined;
    } catch (error) {
      this.error = asConsoleError(error);
    }
  }

  private onFilter(event: Event): void {
    const form = (event.target as HTMLElement).closest('form') as HTMLFormElement;
    const data = new FormData(form);
    this.status = String(data.get('status') ?? '');
    this.eventType = String(data.get('event_type') ?? '');
    this.receiverOnly = data.get('receiver_only') === 'on';
    this.page = 1;
    void this.load();
  }

  private async redeliver(delivery: WebhookDelivery): Promise<void> {
    if (this.redelivering.has(delivery.id)) return;
    startAction(this);
    this.redelivering = new Set([...this.redelivering, delivery.id]);
    try {
      await call('POST', `/webhook-deliveries/${encodeURIComponent(delivery.id)}/redeliver`);
      this.announcement = (words) => words.redelivered;
      await new Promise((resolve) => setTimeout(resolve, AFTER_REDELIVERY_MS));
      // The receiver's own panel reads its remaining failures again (this list reloads on the same signal).
      this.emit(WEBHOOKS_CHANGED);
    } catch (error) {
      this.announcement = '';
      this.error = asConsoleError(error);
    } finally {
      this.redelivering = new Set([...this.redelivering].filter((id) => id !== delivery.id));
    }
  }

  protected override render(): TemplateResult {
    const text = t();
    return html`<section class="panel" aria-labelledby="deliveries-title">
      <h3 id="deliveries-title">${text.deliveries}</h3>
      <form class="filters" role="search" @change=${this.onFilter} @submit=${(event: Event) => event.preventDefault()}>
        <div class="field">
          <label for="delivery-status">${text.status}</label>
          <select id="delivery-status" name="status">
            <option value="" ?selected=${this.status === ''}>${text.anyStatus}</option>
            ${WEBHOOK_DELIVERY_STATUSES.map((s) => html`<option value=${s} ?selected=${this.status === s}>${text.statusNames[s] ?? s}</option>`)}
          </select>
        </div>
        <div class="field">
          <label for="delivery-event">${text.eventType}</label>
          <select id="delivery-event" name="event_type">
            <option value="" ?selected=${this.eventType === ''}>${text.anyEvent}</option>
            ${WEBHOOK_EVENT_TYPES.map((e) => html`<option value=${e} ?selected=${this.eventType === e}>${text.eventNames[e] ?? e}</option>`)}
          </select>
        </div>
        <label class="inline"><input type="checkbox" name="receiver_only" .checked=${this.receiverOnly} /> <span>${text.onlyReceiver}</span></label>
        <label class="inline"><input type="checkbox" .checked=${this.autoRefresh} @change=${(e: Event) => (this.autoRefresh = (e.target as HTMLInputElement).checked)} /> <span>${text.autoRefresh}</span></label>
        <div class="actions"><button type="button" class="secondary" @click=${() => void this.load()}>${text.refresh}</button></div>
      </form>
      ${liveStatus(this.announcement)} ${loadError(this.error, () => void this.load())}
      ${this.table()}
      ${pager(this.pagination, text.deliveriesNoun, false, (page) => {
        this.page = page;
        void this.load();
      })}
    </section>`;
  }

  private table(): TemplateResult | typeof nothing {
    const text = t();
    if (!this.pagination) return nothing;
    if (this.items.length === 0) return html`<p class="empty">${text.noDeliveries}</p>`;
    return scrollBox(
      text.deliveries,
      html`<table class="console-table deliveries">
      <caption class="visually-hidden">${text.deliveries}</caption>
      <thead><tr><th scope="col">${text.eventType}</th><th scope="col">${text.deliveryCharge}</th><th scope="col">${text.status}</th><th scope="col">${text.attempts}</th><th scope="col">${text.nextAttempt}</th><th scope="col"><span class="visually-hidden">${text.redeliver}</span></th></tr></thead>
      <tbody>
        ${repeat(
          this.items,
          (delivery) => delivery.id,
          (delivery) => html`<tr data-delivery=${delivery.id} data-event=${delivery.event_id}>
            <td>${text.eventNames[delivery.event_type] ?? delivery.event_type}<br /><span class="hint"><code class="id">${delivery.event_id}</code></span></td>
            <td>${delivery.charge_id ? html`<a href=${href.charge(delivery.charge_id)} aria-label=${text.openCharge(delivery.charge_id)}><code class="id">${delivery.charge_id}</code></a>` : text.none}</td>
            <td>${badge(delivery.status)}</td>
            <td>${this.attempts(delivery.attempts)}</td>
            <td>${formatDateTime(delivery.next_attempt_at)}</td>
            <td><button type="button" class="secondary" aria-label=${text.redeliverLabel(delivery.event_id)} aria-disabled=${this.redelivering.has(delivery.id) ? 'true' : 'false'} @click=${() => void this.redeliver(delivery)}>${text.redeliver}</button></td>
          </tr>`,
        )}
      </tbody>
    </table>`,
    );
  }

  private attempts(attempts: WebhookAttempt[]): TemplateResult {
    const text = t();
    if (attempts.length === 0) return html`${text.noAttempts}`;
    return html`<ol class="attempts">
      ${attempts.map((a) => html`<li>${text.attemptLine(formatDateTime(a.at), a.status_code === null ? (a.error ?? text.none) : text.attemptStatus(a.status_code), a.duration_ms)}</li>`)}
    </ol>`;
  }
}
