// <pc-customer-cards>: one customer (`#/customers/{id}`, reached from a charge that names the customer) and their saved
// cards as the service lists them — brand, last four, expiry (an expired card marked), the day it was saved — one
// page of the service's paged list at a time.
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { Customer, SavedCard } from 'pay-checkout/client';
import { asConsoleError, call, queryString, type ConsoleError, type Pagination } from './api';
import { ConsoleElement } from './base';
import { formatDateTime, t, type Announcement } from './i18n';
import { href } from './router';
import { badge, liveStatus, loadError, pager, scrollBox } from './ui';

const CARDS_PER_PAGE = 10;

/** `MM/YYYY`, as a card prints its expiry. */
const expiryOf = (card: SavedCard) => `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;

export class CustomerCards extends ConsoleElement {
  static override properties = {
    customerId: { attribute: false },
    customer: { state: true },
    cards: { state: true },
    pagination: { state: true },
    busy: { state: true },
    error: { state: true },
    announcement: { state: true },
  };

  customerId = '';
  private customer?: Customer;
  private cards: SavedCard[] = [];
  private pagination?: Pagination;
  private busy = false;
  private error?: ConsoleError;
  private announcement: Announcement = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('customerId')) return;
    this.customer = undefined;
    this.cards = [];
    void this.load(1);
  }

  private async load(page: number): Promise<void> {
    this.busy = true;
    this.error = undefined;
    this.announcement = (words) => words.loading;
    try {
      const id = encodeURIComponent(this.customerId);
      const [customer, cards] = await Promise.all([
        this.customer ? Promise.resolve({ data: this.customer }) : call<Customer>('GET', `/customers/${id}`),
        call<SavedCard[]>('GET', `/customers/${id}/cards${queryString({ page, limit: CARDS_PER_PAGE })}`),
      ]);
      this.customer = customer.data;
      this.cards = cards.data;
      this.pagination = cards.pagination;
      const p = cards.pagination;
      this.announcement = p ? (words) => words.pageOf(p.page, p.totalPages, p.total, words.savedCardsNoun) : '';
    } catch (error) {
      this.announcement = '';
      this.error = asConsoleError(error);
    } finally {
      this.busy = false;
    }
  }

  protected override render(): TemplateResult {
    const text = t();
    const customer = this.customer;
    return html`<section aria-labelledby="customer-title">
      <div class="view-head"><h2 id="customer-title" tabindex="-1">${text.customerTitle(customer?.name ?? this.customerId)}</h2>
        <a href=${href.charges}>${text.allCharges}</a></div>
      ${customer ? html`<p class="hint">${customer.email} · <code class="id">${customer.id}</code></p>` : nothing}
      ${liveStatus(this.announcement)} ${loadError(this.error, () => void this.load(this.pagination?.page ?? 1))}
      ${this.table()}
      ${pager(this.pagination, text.savedCardsNoun, this.busy, (page) => void this.load(page))}
    </section>`;
  }

  private table(): TemplateResult | typeof nothing {
    const text = t();
    if (this.error) return nothing;
    if (!this.busy && this.cards.length === 0 && this.pagination)
      return html`<p class="empty">${text.noSavedCards}</p>`;
    return scrollBox(
      text.savedCards,
      html`<table class="console-table">
        <caption class="visually-hidden">${text.savedCards}</caption>
        <thead><tr><th scope="col">${text.card}</th><th scope="col">${text.cardExpiry}</th><th scope="col">${text.cardSavedAt}</th></tr></thead>
        <tbody>
          ${this.cards.map(
            (card) => html`<tr>
              <td>${text.cardLine(text.cardBrandNames[card.brand] ?? card.brand, card.last4)}${card.funding === 'debit' ? html` <span class="hint">${text.debitCard}</span>` : nothing}</td>
              <td class="nowrap">${expiryOf(card)} ${card.expired ? badge('expired', text.cardExpired) : nothing}</td>
              <td>${formatDateTime(card.created_at)}</td>
            </tr>`,
          )}
        </tbody>
      </table>`,
      this.busy,
    );
  }
}
