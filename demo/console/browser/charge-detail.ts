// <pc-charge-detail>: one charge — what was paid how, its Pix code's deadline or its boleto's due date, its card and
// 3-D Secure outcome — and the webhook deliveries of its events (the sandbox lists them by charge).
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { asConsoleError, call, queryString, type ChargeRecord, type ConsoleError, type WebhookDelivery } from './api';
import { ConsoleElement } from './base';
import { authenticationWords, failureWords, methodWords, planWords } from './charge-words';
import { formatDateTime, formatDay, formatMoney, formatPercent, t, type Announcement } from './i18n';
import { href } from './router';
import { badge, liveStatus, loadError, scrollBox } from './ui';

/** A charge has a handful of events, each to a few endpoints: one page holds them all. */
const DELIVERIES_LIMIT = 100;

export class ChargeDetail extends ConsoleElement {
  static override properties = {
    chargeId: { attribute: false },
    charge: { state: true },
    deliveries: { state: true },
    error: { state: true },
    announcement: { state: true },
  };

  chargeId = '';
  private charge?: ChargeRecord;
  private deliveries: WebhookDelivery[] = [];
  private error?: ConsoleError;
  private announcement: Announcement = '';

  // A link from one charge to another keeps this element: a new id is a new charge to read.
  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('chargeId')) return;
    this.charge = undefined;
    this.deliveries = [];
    void this.load();
  }

  private async load(): Promise<void> {
    this.error = undefined;
    this.announcement = (words) => words.loading;
    try {
      const id = encodeURIComponent(this.chargeId);
      const [charge, deliveries] = await Promise.all([
        call<ChargeRecord>('GET', `/charges/${id}`),
        call<WebhookDelivery[]>(
          'GET',
          `/webhook-deliveries${queryString({ charge_id: this.chargeId, limit: DELIVERIES_LIMIT })}`,
        ),
      ]);
      this.charge = charge.data;
      this.deliveries = deliveries.data;
      this.announcement = '';
    } catch (error) {
      this.announcement = '';
      this.error = asConsoleError(error);
    }
  }

  protected override render(): TemplateResult {
    const text = t();
    return html`<section aria-labelledby="charge-title">
      <div class="view-head"><h2 id="charge-title" tabindex="-1">${text.chargeTitle(this.chargeId)}</h2>
        <a href=${href.charges}>${text.allCharges}</a></div>
      ${liveStatus(this.announcement)} ${loadError(this.error, () => void this.load())}
      ${this.charge ? html`${this.summary(this.charge)} ${this.deliveryTable()}` : nothing}
    </section>`;
  }

  private summary(charge: ChargeRecord): TemplateResult {
    const text = t();
    const row = (label: string, value: unknown) => html`<dt>${label}</dt><dd>${value}</dd>`;
    return html`<section class="panel" aria-labelledby="charge-summary-title">
      <h3 id="charge-summary-title">${text.chargeSummary}</h3>
      <dl class="facts">
        ${row(text.status, badge(charge.status, text.chargeStatusNames[charge.status]))}
        ${row(text.paymentMethod, methodWords(charge.payment_method))}
        ${row(text.amount, formatMoney(charge.amount, charge.currency))}
        ${row(
          text.customer,
          html`${charge.customer.name}<br /><span class="hint">${charge.customer.email}</span>${
            charge.customer_id
              ? html`<br /><a id="customer-cards-link" href=${href.customer(charge.customer_id)}>${text.savedCardsLink}</a>`
              : nothing
          }`,
        )}
        ${row(text.created, formatDateTime(charge.created_at))}
        ${this.methodRows(charge, row)}
        ${row(text.failureReason, failureWords(charge.failure_reason))}
      </dl>
    </section>`;
  }

  /** What only this method has: the Pix code's deadline, the boleto's due date and line, the card and its 3-D Secure. */
  private methodRows(charge: ChargeRecord, row: (label: string, value: unknown) => TemplateResult): TemplateResult {
    const text = t();
    if (charge.payment_method === 'pix')
      return row(text.pixExpiresAt, formatDateTime(charge.payment_fields.pix.expires_at));
    if (charge.payment_method === 'boleto') {
      const boleto = charge.payment_fields.boleto;
      return html`${row(text.boletoDueDate, formatDay(boleto.due_date))}
        ${row(text.boletoLine, html`<code>${boleto.digitable_line}</code>`)}`;
    }
    return html`${row(text.card, charge.card ? text.cardLine(text.cardBrandNames[charge.card.brand] ?? charge.card.brand, charge.card.last4) : text.none)}
      ${row(text.cardFlow, text.cardFlowNames[charge.card_flow] ?? charge.card_flow)}
      ${this.planRows(charge, row)}
      ${row(text.authentication, authenticationWords(charge))}`;
  }

  /** The installments the card is charged in: the count, each installment, the total and, with interest, the rates. */
  private planRows(charge: ChargeRecord, row: (label: string, value: unknown) => TemplateResult): TemplateResult {
    const text = t();
    const plan = charge.installment_plan;
    if (!plan) return row(text.installments, String(charge.installments));
    const money = (cents: number) => formatMoney(cents, charge.currency);
    return html`${row(text.installments, planWords(charge))}
      ${row(text.installmentEach, money(plan.installment_amount))}
      ${row(text.totalWithInterest, money(plan.total_amount))}
      ${
        plan.interest_free
          ? nothing
          : html`${row(text.monthlyRate, text.percent(formatPercent(plan.monthly_rate)))}
        ${row(text.cet, text.percent(formatPercent(plan.cet_annual)))}`
      }`;
  }

  private deliveryTable(): TemplateResult {
    const text = t();
    const body =
      this.deliveries.length === 0
        ? html`<p class="empty">${text.noChargeDeliveries}</p>`
        : scrollBox(
            text.chargeDeliveries,
            html`<table class="console-table">
              <caption class="visually-hidden">${text.chargeDeliveries}</caption>
              <thead><tr><th scope="col">${text.eventType}</th><th scope="col">${text.status}</th><th scope="col">${text.attempts}</th><th scope="col">${text.nextAttempt}</th></tr></thead>
              <tbody>
                ${this.deliveries.map(
                  (delivery) => html`<tr>
                    <td>${text.eventNames[delivery.event_type] ?? delivery.event_type}<br /><span class="hint"><code class="id">${delivery.event_id}</code></span></td>
                    <td>${badge(delivery.status)}</td>
                    <td>${delivery.attempts.length}</td>
                    <td>${formatDateTime(delivery.next_attempt_at)}</td>
                  </tr>`,
                )}
              </tbody>
            </table>`,
          );
    return html`<section class="panel" aria-labelledby="charge-deliveries-title">
      <h3 id="charge-deliveries-title">${text.chargeDeliveries}</h3>
      ${body}
    </section>`;
  }
}
