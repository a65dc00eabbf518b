// <pc-charges>: the charge list — page and page size, UTC date range, status, payment method, search — with empty,
// loading and error states, each charge linked to its page, and a form that creates a few demo charges through the
// back end. A method's list pages by cursor: the service cannot filter by method, the console's back end reads its
// pages for it (server/charges.ts).
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { CHARGE_STATUSES, PAYMENT_METHODS } from 'pay-checkout/client';
import {
  asConsoleError,
  call,
  queryString,
  type Charge,
  type ConsoleError,
  type MethodScan,
  type Pagination,
} from './api';
import { authenticationWords, failureWords, methodWords, planWords } from './charge-words';
import { ConsoleElement, uid } from './base';
import { FormErrors, formData, integer, renderField, renderSummary, text } from './forms';
import { formatDateTime, formatMoney, t, type Announcement } from './i18n';
import { href } from './router';
import { badge, liveStatus, loadError, pager, scrollBox } from './ui';

const FILTER_FIELDS = ['search', 'status', 'payment_method', 'date_from', 'date_to', 'limit', 'page', 'cursor'];

interface Filters {
  search: string;
  status: string;
  payment_method: string;
  date_from: string;
  date_to: string;
  limit: string;
  page: number;
}
const NO_FILTERS: Filters = {
  search: '',
  status: '',
  payment_method: '',
  date_from: '',
  date_to: '',
  limit: '10',
  page: 1,
};

export class ChargesView extends ConsoleElement {
  static override properties = {
    items: { state: true },
    pagination: { state: true },
    scan: { state: true },
    busy: { state: true },
    creating: { state: true },
    error: { state: true },
    announcement: { state: true },
    demoAnnouncement: { state: true },
  };

  private items: Charge[] = [];
  private pagination?: Pagination;
  private scan?: MethodScan;
  /** A method's list: the cursor of each page shown so far (the first is ''), the last one being the current page. */
  private cursors: string[] = [''];
  private busy = false;
  private creating = false;
  private error?: ConsoleError;
  private announcement: Announcement = '';
  private demoAnnouncement: Announcement = '';
  private filters: Filters = { ...NO_FILTERS };
  private filterKey = 0;
  private readonly filterForm = new FormErrors(this, uid('charge-filter'), false);
  private readonly demoForm = new FormErrors(this, uid('charge-demo'));

  override connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  private async load(): Promise<void> {
    this.busy = true;
    this.error = undefined;
    this.announcement = (words) => words.loading;
    try {
      const { page, ...filters } = this.filters;
      const byMethod = filters.payment_method !== '';
      const where = byMethod ? { ...filters, cursor: this.cursors.at(-1) } : { ...filters, page };
      const reply = await call<Charge[]>('GET', `/charges${queryString(where)}`);
      this.items = reply.data;
      this.pagination = reply.pagination;
      this.scan = reply.scan;
      this.filterForm.clear();
      const p = reply.pagination;
      const scan = reply.scan;
      const found = reply.data.length;
      // Worded when shown: after a language switch the line follows at once, not at the next load.
      if (p) this.announcement = (words) => words.pageOf(p.page, p.totalPages, p.total, words.chargesNoun);
      else this.announcement = scan ? (words) => words.methodScan(found, scan.scanned, scan.next !== null) : '';
    } catch (error) {
      const failure = asConsoleError(error);
      this.announcement = '';
      this.items = [];
      this.pagination = undefined;
      this.scan = undefined;
      // A refused filter (a bad date, date_from after date_to) is shown on its field.
      if (failure.details.length) await this.filterForm.fail(failure, FILTER_FIELDS);
      else this.error = failure;
    } finally {
      this.busy = false;
    }
  }

  /** A new list asked for: what the demo form said last is about another moment. */
  private forgetDemoOutcome(): void {
    this.demoAnnouncement = '';
    this.demoForm.clear();
  }

  private onFilter(event: SubmitEvent): void {
    event.preventDefault();
    this.forgetDemoOutcome();
    const data = formData(event);
    this.filters = {
      search: text(data, 'search') ?? '',
      status: text(data, 'status') ?? '',
      payment_method: text(data, 'payment_method') ?? '',
      date_from: text(data, 'date_from') ?? '',
      date_to: text(data, 'date_to') ?? '',
      limit: text(data, 'limit') ?? '10',
      page: 1,
    };
    this.cursors = [''];
    void this.load();
  }

  private clearFilters(): void {
    this.forgetDemoOutcome();
    this.filters = { ...NO_FILTERS };
    this.cursors = [''];
    this.filterKey += 1;
    void this.load();
  }

  private go(page: number): void {
    this.forgetDemoOutcome();
    this.filters = { ...this.filters, page };
    void this.load();
  }

  /** A method's list: on to the page its last reply pointed at, or back to the one before. */
  private goByCursor(older: boolean): void {
    this.forgetDemoOutcome();
    if (older && this.scan?.next) this.cursors = [...this.cursors, this.scan.next];
    else if (!older) this.cursors = this.cursors.slice(0, -1);
    void this.load();
  }

  private async onCreateDemo(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.creating) return;
    const data = formData(event);
    this.creating = true;
    // A new action: what the filters said before no longer applies.
    this.filterForm.clear();
    this.demoAnnouncement = (words) => words.saving;
    try {
      const reply = await call<{ id: string }[]>('POST', '/charges/demo', {
        customer_name: text(data, 'customer_name'),
        count: integer(data, 'count'),
      });
      this.demoForm.clear();
      const created = reply.data.length;
      this.demoAnnouncement = (words) => words.demoChargesCreated(created);
      await this.load();
    } catch (error) {
      this.demoAnnouncement = '';
      await this.demoForm.fail(asConsoleError(error), ['customer_name', 'count']);
    } finally {
      this.creating = false;
    }
  }

  protected override render(): TemplateResult {
    const text = t();
    const f = (spec: Parameters<typeof renderField>[1]) => renderField(this.filterForm, spec);
    return html`<section aria-labelledby="charges-title">
      <div class="view-head"><h2 id="charges-title" tabindex="-1">${text.charges}</h2></div>
      <form class="filters" role="search" novalidate @submit=${this.onFilter}>
        ${renderSummary(this.filterForm)}
        ${keyed(
          this.filterKey,
          html`${f({ name: 'search', label: text.search, value: this.filters.search, hint: text.searchChargesHint })}
          ${f({ name: 'status', label: text.status, type: 'select', value: this.filters.status, options: [{ value: '', label: text.anyStatus }, ...CHARGE_STATUSES.map((s) => ({ value: s, label: text.chargeStatusNames[s] }))] })}
          ${f({ name: 'payment_method', label: text.paymentMethod, type: 'select', value: this.filters.payment_method, options: [{ value: '', label: text.anyMethod }, ...PAYMENT_METHODS.map((m) => ({ value: m, label: methodWords(m) }))] })}
          ${f({ name: 'date_from', label: text.dateFrom, type: 'date', value: this.filters.date_from })}
          ${f({ name: 'date_to', label: text.dateTo, type: 'date', value: this.filters.date_to })}
          ${f({ name: 'limit', label: text.perPage, type: 'select', value: this.filters.limit, options: ['2', '5', '10', '20', '50', '100'].map((v) => ({ value: v, label: v })) })}`,
        )}
        <div class="actions">
          <button type="submit" ?disabled=${this.busy}>${text.applyFilters}</button>
          <button type="button" class="secondary" ?disabled=${this.busy} @click=${this.clearFilters}>${text.clearFilters}</button>
        </div>
      </form>
      ${liveStatus(this.announcement)} ${loadError(this.error, () => void this.load())}
      ${this.table()}
      ${pager(this.pagination, text.chargesNoun, this.busy, (page) => this.go(page))} ${this.cursorPager()}
      ${this.demoPanel()}
    </section>`;
  }

  private table(): TemplateResult | typeof nothing {
    const text = t();
    if (this.error || !(this.pagination || this.scan)) return nothing;
    if (this.items.length === 0) return html`<p class="empty">${text.noCharges}</p>`;
    return scrollBox(
      text.charges,
      html`<table class="console-table">
      <caption class="visually-hidden">${text.charges}</caption>
      <thead><tr><th scope="col">${text.created}</th><th scope="col">${text.chargeId}</th><th scope="col">${text.customer}</th><th scope="col">${text.paymentMethod}</th><th scope="col">${text.amount}</th><th scope="col">${text.installments}</th><th scope="col">${text.status}</th><th scope="col">${text.failureReason}</th><th scope="col">${text.authentication}</th></tr></thead>
      <tbody>
        ${this.items.map(
          (c) => html`<tr>
            <td>${formatDateTime(c.created_at)}</td>
            <td><a href=${href.charge(c.id)} aria-label=${text.openCharge(c.id)}><code>${c.id}</code></a></td>
            <td>${c.customer.name}<br /><span class="hint">${c.customer.email}</span></td>
            <td>${methodWords(c.payment_method)}</td>
            <td class="num">${formatMoney(c.amount, c.currency)}</td>
            <td>${planWords(c)}</td>
            <td>${badge(c.status, text.chargeStatusNames[c.status])}</td>
            <td>${failureWords(c.failure_reason)}</td>
            <td>${authenticationWords(c)}</td>
          </tr>`,
        )}
      </tbody>
    </table>`,
      this.busy,
    );
  }

  private cursorPager(): TemplateResult | typeof nothing {
    if (!this.scan) return nothing;
    const text = t();
    return html`<nav class="pager" aria-label=${text.pagination}>
      <button type="button" class="secondary" ?disabled=${this.busy || this.cursors.length <= 1} @click=${() => this.goByCursor(false)}>${text.newerCharges}</button>
      <button type="button" class="secondary" ?disabled=${this.busy || !this.scan.next} @click=${() => this.goByCursor(true)}>${text.olderCharges}</button>
    </nav>`;
  }

  private demoPanel(): TemplateResult {
    const text = t();
    const f = (spec: Parameters<typeof renderField>[1]) => renderField(this.demoForm, spec);
    return html`<section class="panel" aria-labelledby="demo-charges-title">
      <h3 id="demo-charges-title">${text.demoCharges}</h3>
      <p class="hint">${text.demoChargesHint}</p>
      <form class="console-form inline-grid" novalidate @submit=${this.onCreateDemo} aria-busy=${this.creating ? 'true' : 'false'}>
        ${renderSummary(this.demoForm)}
        ${f({ name: 'customer_name', label: text.customerName, required: true, value: 'Demo Buyer' })}
        ${f({ name: 'count', label: text.howMany, type: 'number', required: true, value: 3, inputmode: 'numeric' })}
        <button type="submit" ?disabled=${this.creating}>${text.createDemoCharges}</button>
      </form>
      ${liveStatus(this.demoAnnouncement)}
    </section>`;
  }
}
