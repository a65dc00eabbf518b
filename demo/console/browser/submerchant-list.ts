// <pc-submerchant-list>: the submerchants, paged, with a status filter and a search.
import { formatTaxId } from '../../shared/format';
import { html, nothing, type TemplateResult } from 'lit';
import { SUBMERCHANT_STATUSES } from 'pay-checkout/client';
import { asConsoleError, call, queryString, type ConsoleError, type Pagination, type Submerchant } from './api';
import { ConsoleElement, uid } from './base';
import { FormErrors, formData, renderField, renderSummary, text } from './forms';
import { formatDateTime, t, type Announcement } from './i18n';
import { href, takeFlash } from './router';
import { badge, liveStatus, loadError, pager, scrollBox } from './ui';

const FILTER_FIELDS = ['search', 'status', 'limit', 'page'];

export class SubmerchantList extends ConsoleElement {
  static override properties = {
    items: { state: true },
    pagination: { state: true },
    busy: { state: true },
    error: { state: true },
    announcement: { state: true },
  };

  private items: Submerchant[] = [];
  private pagination?: Pagination;
  private busy = false;
  private error?: ConsoleError;
  private announcement: Announcement = '';
  private filters = { search: '', status: '', limit: '10', page: 1 };
  private readonly form = new FormErrors(this, uid('sm-filter'), false);

  override connectedCallback(): void {
    super.connectedCallback();
    this.announcement = takeFlash() ?? '';
    void this.load();
  }

  private async load(): Promise<void> {
    this.busy = true;
    this.error = undefined;
    this.announcement = (words) => words.loading;
    try {
      const reply = await call<Submerchant[]>('GET', `/submerchants${queryString(this.filters)}`);
      this.items = reply.data;
      this.pagination = reply.pagination;
      this.form.clear();
      const p = reply.pagination;
      // Worded when shown: after a language switch the line follows at once, not at the next load.
      this.announcement = p ? (words) => words.pageOf(p.page, p.totalPages, p.total, words.submerchantsNoun) : '';
    } catch (error) {
      const failure = asConsoleError(error);
      this.announcement = '';
      // A refused filter (422 with details) is shown on its field; anything else as a load error.
      if (failure.details.length) await this.form.fail(failure, FILTER_FIELDS);
      else this.error = failure;
    } finally {
      this.busy = false;
    }
  }

  private onFilter(event: SubmitEvent): void {
    event.preventDefault();
    const data = formData(event);
    this.filters = {
      search: text(data, 'search') ?? '',
      status: text(data, 'status') ?? '',
      limit: text(data, 'limit') ?? '10',
      page: 1,
    };
    void this.load();
  }

  private go(page: number): void {
    this.filters = { ...this.filters, page };
    void this.load();
  }

  protected override render(): TemplateResult {
    const text = t();
    return html`<section aria-labelledby="sm-list-title">
      <div class="view-head">
        <h2 id="sm-list-title" tabindex="-1">${text.submerchants}</h2>
        <a class="button" href=${href.newSubmerchant}>${text.newSubmerchant}</a>
      </div>
      <form class="filters" role="search" @submit=${this.onFilter}>
        ${renderSummary(this.form)}
        ${renderField(this.form, { name: 'search', label: text.search, type: 'text', value: this.filters.search, hint: text.searchSubmerchantsHint })}
        ${renderField(this.form, {
          name: 'status',
          label: text.status,
          type: 'select',
          value: this.filters.status,
          options: [
            { value: '', label: text.anyStatus },
            ...SUBMERCHANT_STATUSES.map((s) => ({ value: s, label: text.statusNames[s] })),
          ],
        })}
        ${renderField(this.form, { name: 'limit', label: text.perPage, type: 'select', value: this.filters.limit, options: ['5', '10', '20', '50'].map((v) => ({ value: v, label: v })) })}
        <button type="submit" ?disabled=${this.busy}>${text.applyFilters}</button>
      </form>
      ${liveStatus(this.announcement)} ${loadError(this.error, () => void this.load())}
      ${this.table()}
      ${pager(this.pagination, text.submerchantsNoun, this.busy, (page) => this.go(page))}
    </section>`;
  }

  private table(): TemplateResult | typeof nothing {
    const text = t();
    if (this.error) return nothing;
    if (!this.busy && this.items.length === 0 && this.pagination)
      return html`<p class="empty">${text.noSubmerchants}</p>`;
    return scrollBox(
      text.submerchants,
      html`<table class="console-table">
      <caption class="visually-hidden">${text.submerchants}</caption>
      <thead><tr><th scope="col">${text.legalName}</th><th scope="col">${text.entityType}</th><th scope="col">${text.taxId}</th><th scope="col">${text.status}</th><th scope="col">${text.created}</th></tr></thead>
      <tbody>
        ${this.items.map(
          (item) => html`<tr>
            <td><a href=${href.submerchant(item.id)}>${item.legal_name}</a>${item.trade_name ? html`<br /><span class="hint">${item.trade_name}</span>` : nothing}</td>
            <td>${item.entity_type === 'pj' ? text.pj : text.pf}</td>
            <td class="nowrap">${formatTaxId(item.tax_id)}</td>
            <td>${badge(item.status)}</td>
            <td>${formatDateTime(item.created_at)}</td>
          </tr>`,
        )}
      </tbody>
    </table>`,
      this.busy,
    );
  }
}
